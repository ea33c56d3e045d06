#!/usr/bin/env bash
# Scripts/check-artifactbundle.sh: the test of Scripts/artifactbundle.sh (a step of .ci/run; it builds in release).
# The bundle holds a binary that needs neither libyaml nor the Swift runtime and prints the source's version; the
# plugin package it writes builds the consumer package of PluginIntegrationTests with pkg-config finding nothing,
# compiles none of tokengen's sources, and the consumer prints what it prints with the source-built plugin.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-artifactbundle: $*" >&2; exit 1; }

"$root/Scripts/artifactbundle.sh" "$work/out" > "$work/script.out"
checksum=$(tail -n 1 "$work/script.out")
zip="$work/out/tokengen.artifactbundle.zip"
[ "$checksum" = "$(sha256sum "$zip" | cut -d ' ' -f 1)" ] || fail "the last line is not the zip's checksum: $checksum"

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/TokenGenVocabulary/Version.swift")
mkdir "$work/unzipped"
(cd "$work/unzipped" && unzip -q "$zip")
python3 - "$work/unzipped/tokengen.artifactbundle/info.json" "$version" "$(uname -m)-unknown-linux-gnu" <<'PYTHON'
import json, sys
info, version, triple = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["tokengen"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
assert [variant["supportedTriples"] for variant in artifact["variants"]] == [[triple]], artifact
PYTHON
binary=$(ls "$work"/unzipped/tokengen.artifactbundle/*/bin/tokengen)
[ -f "$work/unzipped/tokengen.artifactbundle/NOTICES.txt" ] || fail "no NOTICES.txt"
[ "$("$binary" --version)" = "$version" ] || fail "the binary's --version is not $version"
libraries=$(ldd "$binary")
if grep -Eq 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime' <<< "$libraries"; then
    fail "the binary needs a library a consumer's machine may lack:"$'\n'"$libraries"
fi

# Reproducible: the same commit built in another folder gives the same zip (a checkout with changes is not a commit).
if [ -z "$(git -C "$root" status --porcelain)" ]; then
    mkdir "$work/copy"
    git -C "$root" archive HEAD | tar -x -C "$work/copy"
    again=$("$work/copy/Scripts/artifactbundle.sh" "$work/again" 2> /dev/null | tail -n 1)
    [ "$again" = "$checksum" ] || fail "the same commit built in another folder gave $again, not $checksum"
else
    echo "check-artifactbundle: uncommitted changes, so the build is not compared with the commit's" >&2
fi

# A missing libyaml.a is an error that says what to install.
if LIBYAML_A=/nonexistent/libyaml.a "$root/Scripts/artifactbundle.sh" "$work/none" > /dev/null 2> "$work/none.err"; then
    fail "a missing libyaml.a was not an error"
fi
grep -q "libyaml's static library is missing" "$work/none.err" || fail "unclear error: $(cat "$work/none.err")"

# For a release: another machine's bundle merged in, and the plugin package naming the zip by URL and checksum.
# The other serves this machine's triple too: it is kept for its other one.
python3 - "$zip" "$work/other.zip" "$(uname -m)-unknown-linux-gnu" <<'PYTHON'
import json, sys, zipfile
source, other, triple = sys.argv[1], sys.argv[2], sys.argv[3]
with zipfile.ZipFile(source) as bundle, zipfile.ZipFile(other, "w") as copy:
    info = json.loads(bundle.read("tokengen.artifactbundle/info.json"))
    variant = info["artifacts"]["tokengen"]["variants"][0]
    binary = bundle.read("tokengen.artifactbundle/" + variant["path"])
    variant.update(path="tokengen-other/bin/tokengen", supportedTriples=[triple, "riscv64-unknown-linux-gnu"])
    copy.writestr("tokengen.artifactbundle/info.json", json.dumps(info))
    copy.writestr("tokengen.artifactbundle/tokengen-other/bin/tokengen", binary)
PYTHON
release=$("$root/Scripts/artifactbundle.sh" "$work/release" --url https://example.invalid/tokengen.artifactbundle.zip \
    --merge "$work/other.zip" 2> /dev/null | tail -n 1)
grep -q "url: \"https://example.invalid/tokengen.artifactbundle.zip\", checksum: \"$release\"" "$work/release/TokenGenPlugin/Package.swift" \
    || fail "the release's plugin package does not name the zip by URL and checksum"
[ ! -e "$work/release/TokenGenPlugin/tokengen.artifactbundle.zip" ] || fail "the release's plugin package holds the zip"
merged=$(unzip -p "$work/release/tokengen.artifactbundle.zip" tokengen.artifactbundle/info.json | python3 -c \
    'import json, sys; print(" ".join(sorted(t for v in json.load(sys.stdin)["artifacts"]["tokengen"]["variants"] for t in v["supportedTriples"])))')
expected=$(printf '%s\n' riscv64-unknown-linux-gnu "$(uname -m)-unknown-linux-gnu" | sort | paste -sd ' ')
[ "$merged" = "$expected" ] || fail "the merged bundle serves $merged"
listing=$(unzip -l "$work/release/tokengen.artifactbundle.zip")
grep -q "tokengen-other/bin/tokengen" <<< "$listing" || fail "the merged variant's binary is missing"

# The consumer, once with the binary plugin package and once with the repository's own plugins.
consumer() {
    cp -R "$root/Tests/Fixtures/Consumer" "$work/$1"
    sed -i.orig -e "s|.package(name: \"tokengen\", path: \"../../..\")|$2|" -e "s|package: \"tokengen\")|package: \"$3\")|g" \
        "$work/$1/Package.swift"
    rm "$work/$1/Package.swift.orig"
}
consumer binary ".package(path: \"$work/out/TokenGenPlugin\")" TokenGenPlugin
consumer source ".package(name: \"tokengen\", path: \"$root\")" tokengen
(cd "$work/binary" && PKG_CONFIG_PATH=/nonexistent PKG_CONFIG_LIBDIR=/nonexistent swift build -v > "$work/binary.log" 2>&1) \
    || { cat "$work/binary.log" >&2; fail "the consumer does not build with the binary plugin"; }
if grep -Eq 'Sources/TokenGen[A-Za-z]*/|Sources/tokengen/|swift-argument-parser/Sources' "$work/binary.log"; then
    fail "the consumer compiled tokengen's sources with the binary plugin"
fi
(cd "$work/source" && swift build > "$work/source.log" 2>&1) || { cat "$work/source.log" >&2; fail "the consumer does not build from source"; }
for app in BundleApp EmbeddedApp; do
    shown=$(cd "$work/binary" && ".build/debug/$app")
    expected=$(cd "$work/source" && ".build/debug/$app")
    [ "$shown" = "$expected" ] || fail "$app prints \"$shown\" with the binary plugin, \"$expected\" from source"
done
echo "check-artifactbundle: the bundle ($checksum) and its plugin package work"
