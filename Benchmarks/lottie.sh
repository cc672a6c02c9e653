#!/usr/bin/env bash
# Lottie keypath benchmark: tabls' full keypath lists vs JSONSerialization (in tabls-bench) and vs python-lottie
# loading the same generated ~5 MB animation. python-lottie is installed here, for this script only.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tabls-bench >/dev/null
mkdir -p Benchmarks/out
file=Benchmarks/out/bench-animation.json
.build/release/tabls-bench lottie --write "$file"
.build/release/tabls-bench lottie "$file"

python3 -m pip install --quiet --disable-pip-version-check lottie
python3 - "$file" <<'PY'
import json, sys, time
from lottie.objects import Animation
path = sys.argv[1]
size = len(open(path, "rb").read())
best = float("inf")
for _ in range(3):
    start = time.perf_counter()
    with open(path) as f:
        Animation.load(json.load(f))
    best = min(best, time.perf_counter() - start)
print(f"  python-lottie json.load + Animation.load: {best * 1000:.1f} ms = {size / 1e6 / best:.1f} MB/s")
PY
