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

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/TokenGenCore/Version.swift")
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
if grep -Eq 'Sources/TokenGenCore/|Sources/tokengen/|swift-argument-parser/Sources' "$work/binary.log"; then
    fail "the consumer compiled tokengen's sources with the binary plugin"
fi
(cd "$work/source" && swift build > "$work/source.log" 2>&1) || { cat "$work/source.log" >&2; fail "the consumer does not build from source"; }
for app in BundleApp EmbeddedApp; do
    shown=$(cd "$work/binary" && ".build/debug/$app")
    expected=$(cd "$work/source" && ".build/debug/$app")
    [ "$shown" = "$expected" ] || fail "$app prints \"$shown\" with the binary plugin, \"$expected\" from source"
done
echo "check-artifactbundle: the bundle ($checksum) and its plugin package work"
