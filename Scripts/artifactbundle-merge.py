#!/usr/bin/env python3
"""Scripts/artifactbundle-merge.py BUNDLE VERSION VARIANT "TRIPLE…" [OTHER.zip…] [--check]

Writes BUNDLE/info.json for this machine's variant (BUNDLE/VARIANT/bin/tokengen, serving TRIPLEs) and the
variants of other machines' bundles (OTHER.zip, as Scripts/artifactbundle.sh writes them), whose files it copies
into BUNDLE. A zip arrives from a CI artifact or a download, so nothing in it is trusted: every entry name and
variant path must be relative, normalised and inside the bundle (no `..`, no absolute path, no link), each
variant folder is another machine's (a folder of this machine's variant name, or one two zips both use, is an
error), and a variant that serves a triple already served is kept for its other triples. Any problem is an
error (exit 1) that names the zip; with --check nothing is written, so Scripts/artifactbundle.sh can refuse a
merge before it builds.
"""
import json, os, posixpath, re, stat, sys, zipfile

ROOT = "tokengen.artifactbundle/"
TRIPLE = re.compile(r"[A-Za-z0-9_.-]+\Z")


def fail(message):
    sys.exit(f"error: {message}")


def safe_relative(path):
    """Whether `path` names something inside a folder: relative, normalised, no `.` or `..`, no backslash."""
    return (
        isinstance(path, str) and path != "" and not path.startswith("/") and "\\" not in path
        and not any(ord(character) < 0x20 or character == "\x7f" for character in path)
        and all(part not in ("", ".", "..") for part in path.split("/"))
        and posixpath.normpath(path) == path
    )


def read_variants(zip_path, version):
    """The zip's variants, each (folder, entry) with its files' names, after checking every name in it."""
    try:
        archive = zipfile.ZipFile(zip_path)
    except (OSError, zipfile.BadZipFile) as error:
        fail(f"{zip_path} is not a zip: {error}")
    with archive:
        files = {}
        for info in archive.infolist():
            name = info.filename
            if not name.startswith(ROOT) or not safe_relative(name.rstrip("/")):
                fail(f"{zip_path} has the entry '{name}', outside {ROOT} or not a plain relative path")
            mode = info.external_attr >> 16
            if stat.S_ISLNK(mode):
                fail(f"{zip_path} has the link '{name}': a bundle holds files and folders only")
            if not info.is_dir():
                files[name] = info
        try:
            info = json.loads(archive.read(ROOT + "info.json"))
            theirs = info["artifacts"]["tokengen"]
            entries = theirs["variants"]
            their_version = theirs["version"]
        except (KeyError, TypeError, ValueError) as error:
            fail(f"{zip_path} has no readable {ROOT}info.json with artifacts.tokengen.variants and version ({error!r})")
        if their_version != version:
            fail(f"{zip_path} holds tokengen {their_version}, this build is {version}")
        if not isinstance(entries, list):
            fail(f"{zip_path}: the variants of info.json are not a list")
        variants = []
        for entry in entries:
            path = entry.get("path") if isinstance(entry, dict) else None
            triples = entry.get("supportedTriples") if isinstance(entry, dict) else None
            if not safe_relative(path) or "/" not in path:
                fail(f"{zip_path}: the variant path {path!r} is not a relative path inside a variant folder")
            if not isinstance(triples, list) or not triples or not all(isinstance(t, str) and TRIPLE.match(t) for t in triples):
                fail(f"{zip_path}: the variant {path} has no list of triples")
            if ROOT + path not in files:
                fail(f"{zip_path}: the variant {path} has no file {ROOT}{path}")
            folder = path.split("/")[0]
            names = sorted(name for name in files if name.startswith(ROOT + folder + "/"))
            variants.append((folder, {"path": path, "supportedTriples": triples}, names))
        return variants


def main(arguments):
    check = "--check" in arguments
    arguments = [argument for argument in arguments if argument != "--check"]
    if len(arguments) < 4:
        sys.exit(__doc__)
    bundle, version, variant, triples, merges = arguments[0], arguments[1], arguments[2], arguments[3].split(), arguments[4:]
    served = set(triples)
    folders = {variant: "this machine's build"}
    variants = [{"path": f"{variant}/bin/tokengen", "supportedTriples": triples}]
    copies = []
    for merge in merges:
        for folder, entry, names in read_variants(merge, version):
            new = [triple for triple in entry["supportedTriples"] if triple not in served]
            if not new:
                continue
            if folder in folders:
                fail(f"{merge}: the variant folder '{folder}' is also {folders[folder]}'s; rename one of them")
            folders[folder] = merge
            served.update(new)
            variants.append({"path": entry["path"], "supportedTriples": new})
            copies.append((merge, names))
    if check:
        return
    for merge, names in copies:
        with zipfile.ZipFile(merge) as archive:
            for name in names:
                target = os.path.join(os.path.dirname(bundle), name)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with archive.open(name) as source, open(target, "xb") as copy:
                    while chunk := source.read(1 << 20):
                        copy.write(chunk)
    variants.sort(key=lambda entry: entry["path"])
    info = {"schemaVersion": "1.0", "artifacts": {"tokengen": {"version": version, "type": "executable", "variants": variants}}}
    with open(os.path.join(bundle, "info.json"), "w") as file:
        json.dump(info, file, indent=2)
        file.write("\n")


main(sys.argv[1:])
