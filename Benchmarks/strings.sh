#!/usr/bin/env bash
# .strings benchmark: tabls vs Foundation (in tabls-bench) and vs PyPI's openstep-plist on the same generated
# 50,000-entry files. openstep-plist is installed here, for this script only.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tabls-bench >/dev/null
mkdir -p Benchmarks/out
.build/release/tabls-bench strings --write Benchmarks/out
.build/release/tabls-bench strings
python3 -m pip install --quiet --disable-pip-version-check openstep-plist
python3 - <<'PY'
import time, openstep_plist
for name in ("utf8", "utf16"):
    data = open(f"Benchmarks/out/bench-{name}.strings", "rb").read()
    text = data.decode("utf-16") if name == "utf16" else data.decode("utf-8")
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        table = openstep_plist.loads(text, use_numbers=False)
        best = min(best, time.perf_counter() - start)
    print(f"  openstep-plist loads ({name}, decoded text in): {best * 1000:.2f} ms ({len(table)} entries)")
PY
