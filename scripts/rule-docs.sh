#!/usr/bin/env bash
# Writes docs/rules/<CODE>.md from the rule registry (the pages `tabls rules --format markdown` prints);
# CheckCommandTests.testRuleDocsAreInSyncWithTheRegistry fails when they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tabls >/dev/null
.build/debug/tabls rules --format markdown | python3 -c '
import sys
pages = ("\n" + sys.stdin.read()).split("\n# ")[1:]
for page in pages:
    code = page[:6]
    with open(f"docs/rules/{code}.md", "w") as out:
        out.write("# " + page.strip("\n") + "\n")
'
