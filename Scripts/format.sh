#!/usr/bin/env bash
# Formats the repository's Swift with the toolchain's swift-format and `.swift-format`:
#   Scripts/format.sh          in place
#   Scripts/format.sh --lint   reports what it would change, and fails then
# Not the files that are generated code or written by a script (the runtimes and their examples, the templates
# and names Scripts/runtime-templates.py writes, the plural rules, Generated/, the tests' expected outputs and
# the generated code GeneratedCodeTests compiles):
# their bytes are references.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Tests Plugins Fuzz Package.swift -name '*.swift' -type f \
        -not -path 'Sources/L10nRuntime/*' -not -path 'Sources/L10nBundleRuntime/*' -not -path 'Sources/ConstantsRuntime/*' \
        -not -path 'Sources/SummaryScreen/Generated/*' -not -path 'Tests/GeneratedCodeTests/Generated/*' \
        -not -path 'Tests/GeneratedCodeTests/Repository/*' -not -path '*/Fixtures/*' \
        -not -name '*RuntimeTemplate.swift' -not -name '*RuntimeNames.swift' -not -name 'CLDRPluralRules.swift' -print0 | sort -z
)
if [ "${1:-}" = --lint ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
