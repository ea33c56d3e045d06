#!/usr/bin/env bash
# Scripts/artifactbundle.sh OUTDIR [--url URL] [--merge OTHER.zip]...
#
# Builds tokengen in release for this machine, with the Swift runtime and libyaml linked in statically, and writes
#   OUTDIR/tokengen.artifactbundle.zip  an SE-0305 artifact bundle: info.json, the binary of each variant, the
#                                       notices of what is linked in;
#   OUTDIR/TokenGenPlugin/              a package with the plugins TokenGenPlugin and TokenGenCommand, the
#                                       repository's own (Plugins/ and their declarations in Package.swift), running
#                                       the bundle's tokengen through a binary target: by path to a copy of the zip
#                                       inside it, or with --url by URL and checksum, for a release.
# --merge OTHER.zip adds the variants of another machine's bundle (a release holds macOS and Linux in one zip);
# it may be given more than once. What it may hold: Scripts/artifactbundle-merge.py. OUTDIR is a plain path
# (no control characters) outside the repository's Plugins/ and Sources/; OUTDIR/TokenGenPlugin is replaced only
# when this script wrote it. URL is an https URL of a .zip. Each is checked before anything is built.
# On macOS the binary is universal (arm64 and x86_64), which needs a universal libyaml.a (LIBYAML_A=path).
# The last line printed is the zip's checksum, as `swift package compute-checksum` prints it.
set -euo pipefail

usage() { echo "usage: $0 OUTDIR [--url URL] [--merge OTHER.zip]..." >&2; exit 2; }
# Paths compared as the file system resolves them (links followed), and none with a control character: a line
# break would be lost by $(…) and name another folder.
resolved() { python3 -c 'import os, sys; print(os.path.realpath(sys.argv[1]))' "$1"; }
plain() { [ -n "$1" ] && [[ "$1" != *[[:cntrl:]]* ]]; }
[ $# -ge 1 ] || usage
out_arg=$1; shift
url="" merges=()
while [ $# -gt 0 ]; do
    case "$1" in
        --url) [ $# -ge 2 ] || usage; url=$2; shift 2 ;;
        --merge)
            [ $# -ge 2 ] || usage
            plain "$2" && [ -f "$2" ] || { echo "error: no bundle at $2 to merge" >&2; exit 1; }
            merges+=("$(resolved "$2")"); shift 2 ;;
        *) usage ;;
    esac
done

root=$(cd "$(dirname "$0")/.." && pwd -P)
plain "$out_arg" || { echo "error: OUTDIR must be a plain path, without control characters or line breaks" >&2; exit 1; }
out=$(resolved "$out_arg")
for protected in Plugins Sources; do
    case "$out/" in
        "$root/$protected/"*) echo "error: OUTDIR $out is inside the repository's $protected/, whose files the script would replace" >&2; exit 1 ;;
    esac
done
package="$out/TokenGenPlugin"
if [ -e "$package" ] && ! grep -qs "Written by Scripts/artifactbundle.sh" "$package/Package.swift"; then
    echo "error: $package exists and is not a plugin package this script wrote; remove it or choose another OUTDIR" >&2
    exit 1
fi
if [ -n "$url" ] && ! python3 -c '
import re, sys
sys.exit(0 if re.fullmatch(r"https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%!$&()*+,;=:@-]+)*/[A-Za-z0-9._~%-]+\.zip", sys.argv[1]) else 1)
' "$url"; then
    echo "error: --url must be an https URL of the bundle's .zip (letters, digits and URL punctuation; no quotes, spaces or backslashes): $url" >&2
    exit 1
fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/TokenGenVocabulary/Version.swift")
[ -n "$version" ] || { echo "error: no version in Sources/TokenGenVocabulary/Version.swift" >&2; exit 1; }

# What this machine builds: its variant's folder, the triples it serves, the build's flags.
case "$(uname -s)" in
    Linux)
        arch=$(uname -m)
        variant="tokengen-$version-linux-$arch"
        triples="$arch-unknown-linux-gnu"
        libyaml=${LIBYAML_A:-$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)/libyaml.a}
        [ -f "$libyaml" ] || [ -n "${LIBYAML_A:-}" ] || libyaml="/usr/lib/$(gcc -dumpmachine 2>/dev/null || echo "$arch-linux-gnu")/libyaml.a"
        install_hint="install Debian's libyaml-dev (it ships libyaml.a), or set LIBYAML_A to a libyaml.a"
        # No build ID: it hashes the module hashes too, which depend on the folder the sources are in.
        flags=(--static-swift-stdlib -Xlinker --build-id=none)
        ;;
    Darwin)
        variant="tokengen-$version-macos"
        triples="arm64-apple-macosx x86_64-apple-macosx"
        libyaml=${LIBYAML_A:-$(brew --prefix libyaml 2>/dev/null || true)/lib/libyaml.a}
        install_hint="set LIBYAML_A to a libyaml.a built for arm64 and x86_64 (Homebrew's holds one architecture)"
        flags=(--arch arm64 --arch x86_64)
        ;;
    *) echo "error: artifact bundles are built on Linux or macOS" >&2; exit 1 ;;
esac
# What the merged zips hold is checked before the build, which takes minutes.
python3 "$root/Scripts/artifactbundle-merge.py" "$out/unused" "$version" "$variant" "$triples" ${merges[@]+"${merges[@]}"} --check
if [ ! -f "$libyaml" ]; then
    echo "error: libyaml's static library is missing (looked for $libyaml): $install_hint" >&2
    exit 1
fi
if [ "$(uname -s)" = Darwin ]; then
    for needed in arm64 x86_64; do
        lipo -archs "$libyaml" | tr ' ' '\n' | grep -qx "$needed" || { echo "error: $libyaml has no $needed code: $install_hint" >&2; exit 1; }
    done
fi

# libyaml is linked from a folder that holds only its static library: the pkg-config file SwiftPM reads for
# CYaml names that folder alone (the system's would name the folder of libyaml.so first).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/static" "$work/pkgconfig"
cp "$libyaml" "$work/static/libyaml.a"
cflags=$(pkg-config --cflags yaml-0.1 2>/dev/null || echo "-I$(dirname "$(dirname "$libyaml")")/include")
printf 'Name: yaml-0.1\nDescription: libyaml, linked statically\nVersion: 0.2\nCflags: %s\nLibs: -L%s -lyaml\n' \
    "$cflags" "$work/static" > "$work/pkgconfig/yaml-0.1.pc"
scratch="$root/.build/artifactbundle"
build=(swift build -c release --product tokengen --package-path "$root" --scratch-path "$scratch" "${flags[@]}"
    -Xswiftc -file-prefix-map -Xswiftc "$root=.")
echo "Building tokengen $version for $triples" >&2
PKG_CONFIG_PATH="$work/pkgconfig" PKG_CONFIG_LIBDIR="$work/pkgconfig" "${build[@]}" >&2
binary="$(PKG_CONFIG_PATH="$work/pkgconfig" PKG_CONFIG_LIBDIR="$work/pkgconfig" "${build[@]}" --show-bin-path)/tokengen"
[ "$("$binary" --version)" = "$version" ] || { echo "error: the binary's --version is not $version" >&2; exit 1; }

bundle="$work/tokengen.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/tokengen"
strip "$bundle/$variant/bin/tokengen" 2>/dev/null || true
# The compiler's hashes of each module (for its tools, not read when the program runs) differ with the folder the
# repository is in: without them the binary depends only on the sources, the toolchain and libyaml.
if [ "$(uname -s)" = Linux ]; then objcopy --remove-section=.swift_modhash "$bundle/$variant/bin/tokengen"; fi

# Notices of what the binary holds: libyaml (MIT) and swift-argument-parser (Apache 2.0); the Swift runtime's
# licence asks none of binaries. The repository's own licence, where it has one.
{
    [ -f "$root/LICENSE" ] && { cat "$root/LICENSE"; echo; }
    echo "tokengen $version links in libyaml and swift-argument-parser, whose licences follow."
    echo
    echo "== libyaml (https://github.com/yaml/libyaml) =="
    for notice in /usr/share/doc/libyaml-dev/copyright /usr/share/doc/libyaml-0-2/copyright "$(dirname "$(dirname "$libyaml")")/LICENSE"; do
        [ -f "$notice" ] && { cat "$notice"; break; }
    done
    echo
    echo "== swift-argument-parser (https://github.com/apple/swift-argument-parser) =="
    cat "$scratch/checkouts/swift-argument-parser/LICENSE.txt"
} > "$bundle/NOTICES.txt"

python3 "$root/Scripts/artifactbundle-merge.py" "$bundle" "$version" "$variant" "$triples" ${merges[@]+"${merges[@]}"}

# A zip whose bytes depend only on its files: sorted entries, fixed dates and modes.
mkdir -p "$out"
zip="$out/tokengen.artifactbundle.zip"
python3 - "$work" "$zip" <<'PYTHON'
import os, sys, zipfile
work, zip_path = sys.argv[1], sys.argv[2]
names = []
for folder, _, files in os.walk(os.path.join(work, "tokengen.artifactbundle")):
    names += [os.path.relpath(os.path.join(folder, name), work) for name in files]
with zipfile.ZipFile(zip_path + ".tmp", "w", zipfile.ZIP_DEFLATED) as archive:
    for name in sorted(names):
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        entry.external_attr = (0o100755 if name.endswith("/bin/tokengen") else 0o100644) << 16
        entry.compress_type = zipfile.ZIP_DEFLATED
        with open(os.path.join(work, name), "rb") as file:
            archive.writestr(entry, file.read())
os.replace(zip_path + ".tmp", zip_path)
PYTHON
checksum=$(cd "$work" && swift package compute-checksum "$zip")

# The plugin package: the repository's plugins and their declarations, with tokengen as the binary target.
rm -rf "$package"
mkdir -p "$package/Plugins"
cp -RL "$root/Plugins/TokenGenPlugin" "$root/Plugins/TokenGenCommand" "$package/Plugins/"
[ -n "$url" ] || cp "$zip" "$package/tokengen.artifactbundle.zip"
python3 - "$root/Package.swift" "$package/Package.swift" "$url" "$checksum" "$version" <<'PYTHON'
import sys
manifest, destination, url, checksum, version = sys.argv[1:]
def swift_literal(text):
    """A Swift string literal of the text, its quotes, backslashes and controls escaped."""
    out = '"'
    for character in text:
        if character in '"\\': out += "\\" + character
        elif ord(character) < 0x20 or ord(character) == 0x7F: out += "\\u{%X}" % ord(character)
        else: out += character
    return out + '"'
if url:
    binary_target = f".binaryTarget(name: \"tokengen\", url: {swift_literal(url)}, checksum: {swift_literal(checksum)})"
else:
    binary_target = '.binaryTarget(name: "tokengen", path: "tokengen.artifactbundle.zip")'
source = open(manifest).read()
plugins = []
for name in ["TokenGenPlugin", "TokenGenCommand"]:
    start = source.index(f'        .plugin(\n            name: "{name}",')
    depth, index = 0, start
    while True:
        character = source[index]
        depth += character == "(" 
        depth -= character == ")"
        index += 1
        if depth == 0 and character == ")":
            break
    plugins.append(source[start:index] + ",")
open(destination, "w").write(f"""// swift-tools-version: 6.1
// tokengen {version}'s plugins, running the prebuilt tokengen of its artifact bundle: nothing to install, nothing
// of tokengen's to compile. Written by Scripts/artifactbundle.sh from the repository's Plugins/ and Package.swift.
import PackageDescription

let package = Package(
    name: "TokenGenPlugin",
    products: [
        .plugin(name: "TokenGenPlugin", targets: ["TokenGenPlugin"]),
        .plugin(name: "TokenGenCommand", targets: ["TokenGenCommand"]),
    ],
    targets: [
        {binary_target},
{chr(10).join(plugins)}
    ]
)
""")
PYTHON

echo "Wrote $zip and $package" >&2
echo "$checksum"
