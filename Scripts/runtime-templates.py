#!/usr/bin/env python3
"""Writes the renderers' runtime templates from the runtimes as real Swift (Sources/L10nRuntime/L10n.swift,
Sources/ConstantsRuntime/DesignTokens.swift), so that the generated code's fixed part is what the compiler and
RuntimeTests have seen:

- TokenGenRender/<Runtime>Template.swift: each template, the lines between `// tokengen:template NAME` and its
  `// tokengen:end`, with the example's type name made `⟪type⟫` and `public ` made `⟪access⟫` (not inside string
  literals; `public ` not inside comments either), a slot's example lines dropped and its marker kept; and the
  slots as an enum (`L10nRuntimeSlot`), which the renderer switches over, so a new slot it does not fill is a
  compile error;
- TokenGenTranslate/<Runtime>Names.swift: the names the templates declare in the generated type (and in its
  `Language`), which no key or token may take. They are found in the compiler's parse of the file
  (`swiftc -dump-parse`, every `#if` branch made active), not in its layout.

    Scripts/runtime-templates.py           writes them
    Scripts/runtime-templates.py --check   writes nothing; exits 1 naming each file that is stale
    Scripts/runtime-templates.py --holes TYPE < LINES   prints the lines with their holes made
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIMES = [
    {"source": "Sources/L10nRuntime/L10n.swift", "name": "L10nRuntime", "type": "L10n", "language": ["language", "folders"]},
    {"source": "Sources/ConstantsRuntime/DesignTokens.swift", "name": "ConstantsRuntime", "type": "DesignTokens", "language": []},
]
TYPES = {"enum_decl", "struct_decl", "class_decl", "protocol", "protocol_decl", "typealias_decl"}
MEMBERS = {"func_decl", "var_decl"}
HEADER = """// Generated from {source} by Scripts/runtime-templates.py. Do not edit: change that file and run
// Scripts/runtime-templates.py
"""


def templates_in(lines):
    """The templates in order, each (name, [(line index, text)]), and the slots' names in order of appearance."""
    templates, stack, slots = [], [], []
    for index, line in enumerate(lines):
        marker = line.lstrip(" ")
        if marker.startswith("// tokengen:template "):
            templates.append((marker[len("// tokengen:template "):], []))
            stack.append(("template", len(templates) - 1))
        elif marker.startswith("// tokengen:slot "):
            name = marker[len("// tokengen:slot "):]
            if name not in slots:
                slots.append(name)
            if stack and stack[-1][0] == "template":
                templates[stack[-1][1]][1].append((index, line))
            stack.append(("slot", None))
        elif marker == "// tokengen:end":
            stack.pop()
        elif stack and stack[-1][0] == "template":
            templates[stack[-1][1]][1].append((index, line))
    return templates, slots


def parse_tree(lines):
    """The compiler's parse of the file with every branch of every `#if`: a tree of (kind, name, start line
    index, children)."""
    # `-dump-parse` leaves out what `#if` holds: without the directives (blank lines keep the line numbers),
    # every branch is plain code.
    rewritten = ["" if re.match(r"\s*#(if|elseif|else|endif)\b", line) else line for line in lines]
    with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as file:
        file.write("\n".join(rewritten) + "\n")
        path = file.name
    try:
        dump = subprocess.run(["swiftc", "-dump-parse", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    text = dump.stdout + dump.stderr
    if "(source_file" not in text:
        sys.exit("swiftc -dump-parse failed:\n" + text[:2000])
    root = ("source_file", None, None, [])
    stack = [root]
    position = text.index("(source_file") + 1
    while position < len(text):
        char = text[position]
        if char == '"':
            position += 1
            while text[position] != '"':
                position += 2 if text[position] == "\\" else 1
            position += 1
            continue
        if char == "(":
            # The node's head: its kind, its first quoted name and its range, before its first child.
            head = re.match(r'\(([^\s()]+)((?:"(?:[^"\\]|\\.)*"|[^()\n"])*)', text[position:])
            kind = head.group(1) if head else ""
            rest = head.group(2) if head else ""
            name = re.search(r'"((?:[^"\\]|\\.)*)"', rest)
            start = re.search(r'range=\[[^\]]*?:(\d+):\d+ -', rest)
            node = (kind, name.group(1) if name else None, int(start.group(1)) - 1 if start else None, [])
            stack[-1][3].append(node)
            stack.append(node)
            position += 1
            continue
        if char == ")":
            stack.pop()
            if len(stack) == 0:
                break
        position += 1
    return root


def declared_names(tree, type_name, template_lines, language):
    """The names declared directly in the generated type (types, and members), and in its `Language`, by
    declarations that start on a template's line."""
    types, members, language_members = set(), set(), set()

    def short(name):
        return name.split("(")[0]

    def body_of(node, owner):
        for child in node[3]:
            kind, name, start = child[0], child[1], child[2]
            if start is None or start not in template_lines or name is None:
                if kind == "enum_decl" and name == "Language" and owner == type_name:
                    body_of(child, type_name + ".Language")
                continue
            if owner == type_name:
                if kind in TYPES:
                    types.add(short(name))
                elif kind in MEMBERS:
                    members.add(short(name))
            elif start in language:
                if kind in TYPES or kind in MEMBERS:
                    language_members.add(short(name))
            if kind == "enum_decl" and name == "Language" and owner == type_name:
                body_of(child, type_name + ".Language")

    for node in tree[3]:
        if node[0] in ("enum_decl", "struct_decl", "extension_decl") and node[1] in (type_name, type_name + ".Language"):
            body_of(node, node[1])
    return types, members, language_members


def holes(line, type_name, state):
    """The line with the example's type name, as an identifier, made `⟪type⟫` and the `public ` of a declaration
    `⟪access⟫`, outside string literals (and `public ` outside comments). `state` carries a multi-line string
    literal and interpolations from line to line: a list of ("string", delimiter) and ("code", parentheses)."""
    out, index = [], 0
    identifier = re.compile(r"[A-Za-z0-9_]")
    while index < len(line):
        top = state[-1] if state else ("code", 0)
        if top[0] == "string":
            delimiter = top[1]
            if line.startswith("\\(", index):
                state.append(("code", 0)); out.append("\\("); index += 2; continue
            if line[index] == "\\":
                out.append(line[index:index + 2]); index += 2; continue
            if line.startswith(delimiter, index):
                state.pop(); out.append(delimiter); index += len(delimiter); continue
            out.append(line[index]); index += 1; continue
        if line.startswith("//", index):
            rest = line[index:]
            out.append(re.sub(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(type_name), "⟪type⟫", rest))
            break
        if line.startswith('"""', index):
            state.append(("string", '"""')); out.append('"""'); index += 3; continue
        if line[index] == '"':
            state.append(("string", '"')); out.append('"'); index += 1; continue
        if line[index] == "(" and state and state[-1][0] == "code":
            state[-1] = ("code", state[-1][1] + 1)
        if line[index] == ")" and state and state[-1][0] == "code":
            if state[-1][1] == 0:
                state.pop(); out.append(")"); index += 1; continue
            state[-1] = ("code", state[-1][1] - 1)
        before = out[-1][-1] if out and out[-1] else ""
        if line.startswith(type_name, index) and not identifier.match(before or " ") \
                and not identifier.match(line[index + len(type_name)] if index + len(type_name) < len(line) else " "):
            out.append("⟪type⟫"); index += len(type_name); continue
        if line.startswith("public ", index) and before in ("", " "):
            out.append("⟪access⟫"); index += len("public "); continue
        out.append(line[index]); index += 1
    return "".join(out)


def swift_set(names):
    return "[" + ", ".join('"%s"' % name for name in sorted(names)) + "]"


def files_of(runtime):
    source_path = os.path.join(ROOT, runtime["source"])
    lines = open(source_path, encoding="utf-8").read().split("\n")
    templates, slots = templates_in(lines)
    template_lines = {index for _, body in templates for index, _ in body}
    language_lines = {index for name, body in templates if name in runtime["language"] for index, _ in body}
    types, members, language = declared_names(parse_tree(lines), runtime["type"], template_lines, language_lines)

    name, source = runtime["name"], runtime["source"]
    template = HEADER.format(source=source) + """
/// The runtime of the generated code, as the templates of `{source}`: each line is copied with
/// `⟪type⟫` (the example's type name) made the generated one and `⟪access⟫` (its `public`) the access
/// level, and each `// tokengen:slot NAME` line is where the renderer writes what depends on the inputs.
/// The names they declare are in `{name}Names`.
enum {name}Template {{
""".format(source=source, name=name)
    for number, (template_name, body) in enumerate(templates):
        if number > 0:
            template += "\n"
        template += '    static let %s = ##"""\n' % template_name
        state = []
        for _, line in body:
            template += "\n" if line == "" else "    " + holes(line, runtime["type"], state) + "\n"
        template += '    """##\n'
    template += "}\n"
    if slots:
        template += """
/// The slots of the templates: where the renderer writes what depends on the inputs, each filled by
/// `L10nRenderer.slot(_:)`.
enum {name}Slot: String {{
""".format(name=name)
        template += "".join("    case %s\n" % slot for slot in slots)
        template += "}\n"

    names = HEADER.format(source=source) + """
/// The types and the members the templates of `{source}` declare in the generated type
/// (`{name}Template`), which no key or token may take.
package enum {name}Names {{
    package static let declaredTypes: Set<String> = {types}
    package static let declaredMembers: Set<String> = {members}
""".format(source=source, name=name, types=swift_set(types), members=swift_set(members))
    if runtime["language"]:
        names += "    /// What the templates declare in `Language`.\n"
        names += "    package static let languageMembers: Set<String> = %s\n" % swift_set(language)
    names += "}\n"
    return [("Sources/TokenGenRender/%sTemplate.swift" % name, template), ("Sources/TokenGenTranslate/%sNames.swift" % name, names)]


def main():
    if sys.argv[1:2] == ["--holes"]:
        # Each line of standard input with its holes made, as the templates get them (for the tests).
        state = []
        for line in sys.stdin.read().split("\n"):
            print(holes(line, sys.argv[2], state))
        return
    check = "--check" in sys.argv[1:]
    stale = []
    for runtime in RUNTIMES:
        for path, text in files_of(runtime):
            full = os.path.join(ROOT, path)
            current = open(full, encoding="utf-8").read() if os.path.exists(full) else None
            if current == text:
                continue
            stale.append(path)
            if not check:
                with open(full, "w", encoding="utf-8") as file:
                    file.write(text)
    if check and stale:
        for path in stale:
            print("%s is stale: run Scripts/runtime-templates.py" % path)
        sys.exit(1)


main()
