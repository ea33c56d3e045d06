#!/usr/bin/env bash
# Fuzz one stage with libFuzzer: Fuzz/run.sh strings|format|tokens|usage SECONDS
# Builds the core's sources with the fuzz entry point, seeds the corpus from Tests/ fixtures, and runs.
# Crashes are saved as Fuzz/artifacts/<target>/crash-*; turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1; seconds=${2:-60}; dict=()
case $target in
    strings) entry=Fuzz/StringsReaderFuzz.swift; seeds=(Tests Strings -name '*.strings' -o -name '*.stringsdict' -o -name '*.xcstrings') ;;
    format) entry=Fuzz/FormatSpecifierFuzz.swift; seeds=(Tests Strings -name '*.strings') ;;
    tokens) entry=Fuzz/TokenLoaderFuzz.swift; seeds=(Tests Tokens -name '*.yml' -o -name '*.json'); dict=(-dict=Fuzz/tokens.dict) ;;
    usage) entry=Fuzz/SwiftUsageFuzz.swift; seeds=(Tests Sources -name '*.swift') ;;
    *) echo "usage: $0 strings|format|tokens|usage SECONDS" >&2; exit 64 ;;
esac
work=.build-fuzz/$target
mkdir -p "$work/corpus" "Fuzz/artifacts/$target"
find "${seeds[@]}" -print0 | while IFS= read -r -d '' seed; do
    cp "$seed" "$work/corpus/$(printf '%s' "$seed" | tr '/\n ' '___')"
done
# The stage modules compiled as one, with the entry point: their imports of one another dropped.
rm -rf "$work/sources"; mkdir -p "$work/sources"
find Sources/TokenGenVocabulary Sources/TokenGenRead Sources/TokenGenCheck Sources/TokenGenTranslate Sources/TokenGenRender \
    Sources/TokenGenReport Sources/TokenGenCore -name '*.swift' -print0 | while IFS= read -r -d '' file; do
    grep -Ev '^(@_exported )?import ((struct|enum|class|protocol|typealias|func) )?TokenGen' "$file" > "$work/sources/$(printf '%s' "$file" | tr '/' '_')"
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name TokenGenCore -package-name tokengen \
    -I Sources/CYaml -lyaml \
    "$work"/sources/*.swift "$entry" -o "$work/fuzzer"
rm -rf "$work/samples"; mkdir -p "$work/samples"
FUZZ_SAMPLES="$work/samples" "$work/fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 ${dict[@]+"${dict[@]}"} \
    -artifact_prefix="Fuzz/artifacts/$target/" "$work/corpus"
# A sample of the emitted code must compile with the strictest settings.
compiled=0; failed=0
for sample in "$work"/samples/*.swift; do
    [ -e "$sample" ] || continue
    if swiftc -typecheck -swift-version 6 -strict-concurrency=complete -warnings-as-errors "$sample" >/dev/null 2>&1; then
        compiled=$((compiled + 1))
    else
        failed=$((failed + 1)); cp "$sample" "Fuzz/artifacts/$target/"
    fi
done
echo "emitted samples: $compiled compiled, $failed failed (copied to Fuzz/artifacts/$target)"
[ "$failed" = 0 ]
