#!/usr/bin/env bash
# Makes Docs/report.png, the picture of the report's page in Docs/Report.md, with headless chromium: the report
# fixture's tokens as a pull request's base branch and a copy with two colours changed, compared.
#   Scripts/report-picture.sh [TOKENGEN]   (default: a debug build of this repository)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tokengen=$(realpath "${1:-$root/.build/debug/tokengen}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The fixture's tokens job alone, with a background in each theme for a contrast pair.
cp -R "$root/Tests/TokenGenCoreTests/Fixtures/report" "$work/base"
sed -i '1,/^tokens:/{/^tokens:/!d}' "$work/base/tokengen.yml"
sed -i 's/"accent"/"background": { "$value": "#FFFFFF" },\n    "accent"/' "$work/base/Tokens/light.tokens.json"
sed -i 's/"accent"/"background": { "$value": "#1C1C1E" },\n    "accent"/' "$work/base/Tokens/dark.tokens.json"
cp -R "$work/base" "$work/head"
sed -i 's/#155DFC/#3B82F6/' "$work/head/Tokens/light.tokens.json"
sed -i 's/#F5F5F7/#8E8E93/' "$work/head/Tokens/core.tokens.json"
(cd "$work/head" && "$tokengen" report --compare ../base --format html --output "$work/report.html")
chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile" --hide-scrollbars \
    --force-device-scale-factor=1 --force-color-profile=srgb --window-size=760,1500 \
    --screenshot="$root/Docs/report.png" "file://$work/report.html" 2> /dev/null
echo "wrote Docs/report.png"
