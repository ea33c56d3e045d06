#!/usr/bin/env bash
# Fuzz one stage with libFuzzer: Fuzz/run.sh strings|format|tokens SECONDS
# Builds the core's sources with the fuzz entry point, seeds the corpus from Tests/ fixtures, and runs.
# Crashes are saved as Fuzz/artifacts/<target>/crash-*; turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1; seconds=${2:-60}
case $target in
    strings) entry=Fuzz/StringsReaderFuzz.swift; seeds=$(find Tests -name '*.strings') ;;
    format) entry=Fuzz/FormatSpecifierFuzz.swift; seeds=$(find Tests Strings -name '*.strings') ;;
    tokens) entry=Fuzz/TokenLoaderFuzz.swift; seeds=$(find Tests Tokens -name '*.yml') ;;
    *) echo "usage: $0 strings|format|tokens SECONDS" >&2; exit 64 ;;
esac
work=.build-fuzz/$target
mkdir -p "$work/corpus" "Fuzz/artifacts/$target"
for seed in $seeds; do cp "$seed" "$work/corpus/$(echo "$seed" | tr / _)"; done
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name TokenGenCore \
    -I Sources/CYaml -lyaml \
    $(find Sources/TokenGenCore -name '*.swift') "$entry" -o "$work/fuzzer"
"$work/fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="Fuzz/artifacts/$target/" "$work/corpus"
