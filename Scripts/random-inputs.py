#!/usr/bin/env python3
"""Writes random inputs for Scripts/compare-generators.sh: TABLES folders of .strings (and some .stringsdict)
tables in two to four languages, and SETS DTCG token files, from a fixed seed, so that two builds read the same
inputs. They mix what real files hold with what they get wrong: keys that clash once made Swift names, keywords,
digits and symbols, placeholders that differ between languages, plural forms, broken references, unknown types.

    Scripts/random-inputs.py OUTDIR [TABLES [SETS [SEED]]]
"""
import json
import os
import random
import sys

out = sys.argv[1]
tables = int(sys.argv[2]) if len(sys.argv) > 2 else 500
sets = int(sys.argv[3]) if len(sys.argv) > 3 else 200
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 61)

WORDS = ["title", "button", "close", "report", "created", "pet", "owner", "email", "default", "class", "self",
         "Type", "1st", "a-b", "Ünïcödé", "日本", "URL", "id", "ID", "value", "_", "__text", "language", "L10n"]
SEPARATORS = [".", "_", "-", " ", ".", "."]
SPECIFIERS = ["%@", "%d", "%ld", "%lu", "%f", "%.2f", "%1$@", "%2$d", "%s", "%c", "%%", "% d", "%x", "%lld", "%u", "%1$#@n@"]
LANGUAGES = ["en", "pl", "de", "pt-BR", "zh-Hans", "ar", "fr", "ja"]


def key():
    parts = [rng.choice(WORDS) for _ in range(rng.randint(1, 4))]
    text = parts[0]
    for part in parts[1:]:
        text += rng.choice(SEPARATORS) + part
    return text


def text(specifiers):
    words = [rng.choice(["Report", "pet", "100%", "\\n", "'", "🙂", "ł", "—", "{x}", "$1", "\\u00e9"]) for _ in range(rng.randint(0, 5))]
    for specifier in specifiers:
        words.insert(rng.randint(0, len(words)), specifier)
    return " ".join(words)


def strings_escape(value):
    # Now and then an unescaped quote, which ends the text early: a table Apple cannot read.
    return value + '"' if rng.random() < 0.01 else value


def write_tables(folder):
    languages = ["en"] + rng.sample(LANGUAGES[1:], rng.randint(1, 3))
    keys = [key() for _ in range(rng.randint(1, 40))]
    base = {k: [rng.choice(SPECIFIERS) for _ in range(rng.choice([0, 0, 1, 2]))] for k in keys}
    for language in languages:
        lproj = os.path.join(folder, language + ".lproj")
        os.makedirs(lproj, exist_ok=True)
        lines = []
        for k in keys:
            if language != "en" and rng.random() < 0.1:
                continue  # missing translation
            specifiers = base[k] if rng.random() < 0.85 else [rng.choice(SPECIFIERS)]
            if rng.random() < 0.3:
                lines.append("/* %s */" % text([]).replace("*/", ""))
            lines.append('"%s" = "%s";' % (k.replace('"', ''), strings_escape(text(specifiers))))
        if rng.random() < 0.05:
            lines.append('"broken = "no end')
        name = "Localizable" if rng.random() < 0.8 else rng.choice(["Errors", "Main", "class"])
        with open(os.path.join(lproj, name + ".strings"), "w") as f:
            f.write("\n".join(lines) + "\n")
        if rng.random() < 0.3:
            plural_key = key().replace('"', '')
            forms = {"one": "%d " + rng.choice(WORDS), "other": "%d " + rng.choice(WORDS) + "s"}
            if language in ("pl", "ar") or rng.random() < 0.2:
                forms.update({"few": "%d few", "many": "%d many"})
            entries = "".join("<key>%s</key><string>%s</string>" % (c, t) for c, t in forms.items())
            with open(os.path.join(lproj, "Localizable.stringsdict"), "w") as f:
                f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>%s</key><dict>'
                        '<key>NSStringLocalizedFormatKey</key><string>%%#@n@</string><key>n</key><dict>'
                        '<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
                        '<key>NSStringFormatValueTypeKey</key><string>%s</string>%s</dict></dict></dict></plist>\n'
                        % (plural_key, rng.choice(["d", "ld", "f", "@"]), entries))


TYPES = ["color", "dimension", "number", "fontFamily", "fontWeight", "duration", "cubicBezier", "shadow",
         "typography", "border", "gradient", "strokeStyle", "transition", "string", "boolean", "sizing", "unknown"]


def value(kind, paths):
    if paths and rng.random() < 0.2:
        return "{%s}" % rng.choice(paths + ["missing.token"])
    if kind == "color":
        return rng.choice(["#FF0000", "#00ff0080", "rgb(1 2 3)", "red", "#GGG",
                           {"colorSpace": "srgb", "components": [rng.random(), rng.random(), rng.random()], "alpha": 1}])
    if kind in ("dimension", "sizing"):
        return rng.choice([{"value": rng.randint(-4, 64), "unit": "px"}, {"value": 1.5, "unit": "rem"}, "12px", "-0", 3])
    if kind in ("number", "fontWeight"):
        return rng.choice([rng.randint(0, 900), 0.5, "bold", 1e309, "700"])
    if kind == "duration":
        return rng.choice([{"value": 200, "unit": "ms"}, "0.3s", 100])
    if kind == "cubicBezier":
        return rng.choice([[0.4, 0, 0.2, 1], [2, 0, 0, 1], [0, 0]])
    if kind == "fontFamily":
        return rng.choice(["SF Pro", ["Inter", "sans-serif"], 3])
    if kind == "shadow":
        return {"color": "#000000", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}
    if kind == "typography":
        return {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0px", "lineHeight": 1.5}
    if kind == "border":
        return {"color": "#000000", "width": "1px", "style": rng.choice(["solid", "dashed", "wavy"])}
    if kind == "gradient":
        return [{"color": "#FFFFFF", "position": 0}, {"color": "#000000", "position": 1}]
    if kind == "strokeStyle":
        return rng.choice(["solid", {"dashArray": ["2px", "4px"], "lineCap": "round"}])
    if kind == "transition":
        return {"duration": "200ms", "delay": "0ms", "timingFunction": [0.4, 0, 0.2, 1]}
    if kind == "boolean":
        return rng.choice([True, "false"])
    return rng.choice(["text", 1, None, [1, 2]])


def write_tokens(path):
    root = {}
    paths = []
    for _ in range(rng.randint(1, 30)):
        group = root
        names = [rng.choice(WORDS + ["color", "space", "brand"]) for _ in range(rng.randint(1, 3))]
        for name in names[:-1]:
            group = group.setdefault(name, {}) if isinstance(group.get(name, {}), dict) else group
        kind = rng.choice(TYPES)
        token = {"$value": value(kind, paths)}
        if rng.random() < 0.8:
            token["$type"] = kind
        if rng.random() < 0.2:
            token["$description"] = "a */ description \u2028"
        if rng.random() < 0.05:
            token["$deprecated"] = True
        group[names[-1]] = token
        paths.append(".".join(names))
    with open(path, "w") as f:
        json.dump(root, f, ensure_ascii=False, indent=1)


for number in range(tables):
    write_tables(os.path.join(out, "tables", "%03d" % number))
os.makedirs(os.path.join(out, "tokens"), exist_ok=True)
for number in range(sets):
    write_tokens(os.path.join(out, "tokens", "%03d.tokens.json" % number))
