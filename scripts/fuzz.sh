#!/usr/bin/env bash
# scripts/fuzz.sh TARGET [SECONDS] [libFuzzer flags…] — builds tabls-fuzz with libFuzzer and fuzzes one target.
# scripts/fuzz.sh --list — the targets.  scripts/fuzz.sh all [SECONDS] — every target in turn.
#
# Seeds: the repository's own files of the target's kind (Examples/, docs/, Tests/ fixtures) plus the regression
# inputs in Tests/FuzzRegressions/TARGET. A crash is written to .build/fuzz/crashes/TARGET/; copy it into
# Tests/FuzzRegressions/TARGET/ so `swift test` replays it forever (FuzzRegressionTests).
# Longer runs: scripts/fuzz.sh lottie 3600 -jobs=2 -workers=2; to a count: scripts/fuzz.sh png 600 -runs=1000000
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(json json-diff framing strings plist xcstrings source-objc source-swift storyboard contents-json lottie png
  unifont layout-spec configuration keypath-pattern keypath-diff truetype svg pdf uicolor glob diff pbxproj
  incremental-edits)
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${targets[@]}"; exit 0; fi
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS] [libFuzzer flags] (see --list)}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
extra=("$@")

scratch=.build/fuzz
# Release code with libFuzzer's coverage; lld because gold fails on these objects (see the recipes).
# TABLS_FUZZ_NO_BUILD=1 reuses the last build (several runs side by side).
[ -n "${TABLS_FUZZ_NO_BUILD:-}" ] || swift build -c release --product tabls-fuzz --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld \
  >"$scratch.log" 2>&1 || { cat "$scratch.log"; exit 1; }
binary="$scratch/release/tabls-fuzz"

seeds() {
  case "$1" in
    json | json-diff | lottie | layout-spec | configuration) find Examples docs Tests -name '*.json' -size -1M ;;
    framing) printf 'Content-Length: 2\r\n\r\n{}' > "$2/frame" ;;
    strings) find Examples Tests -name '*.strings' ;;
    plist) find Examples Tests -name '*.plist' -o -name '*.stringsdict' ;;
    xcstrings) find Examples Tests -name '*.xcstrings' ;;
    pbxproj) find Examples Tests -name '*.pbxproj' ;;
    source-objc) find Examples Tests -name '*.m' ;;
    source-swift) find Examples Sources/TabAnalysis/Source -name '*.swift' ;;
    storyboard) find Examples Tests -name '*.storyboard' -o -name '*.xib' ;;
    contents-json) find Examples -name Contents.json ;;
    png) find Examples docs -name '*.png' -size -200k ;;
    unifont) printf '0041:0000000018242442427E424242420000\n' > "$2/A.hex" ;;
    keypath-pattern | keypath-diff) printf '**.Color' > "$2/a"; printf 'Layer.*.Group (1)' > "$2/b" ;;
    truetype) find /usr/share/fonts/truetype/dejavu -name 'DejaVuSansMono.ttf' 2>/dev/null ;;
    svg) printf '<svg viewBox="0 0 24 24"><g transform="rotate(45 12 12)"><path d="M2 2h20v20H2zM6 6a6 6 0 1 0 12 0z" fill="#f80" stroke="rgb(0,0,255)"/></g><circle cx="5" cy="5" r="3"/></svg>' > "$2/a.svg" ;;
    pdf) printf '%%PDF-1.3\n1 0 obj << /Type /Page /MediaBox [0 0 24 24] /Contents 2 0 R >> endobj\n2 0 obj << /Length 40 >> stream\n1 0 0 rg 2 2 20 20 re f 0 G 2 w 0 0 m 24 24 l S\nendstream endobj\n' > "$2/a.pdf" ;;
    glob) printf '**/Generated/*.m\0Sources/Generated/X.m' > "$2/a"; printf 'Pods/**\0Pods/A/B/c.swift' > "$2/b" ;;
    incremental-edits) cp Tests/FuzzRegressions/incremental-edits/* "$2/" ;;
    diff) printf '\002\003\002\001\010\001\002line one\nline two\nthree' > "$2/a" ;;
    uicolor) printf 'UIColor(red: 128/255.0, green: 0.5, blue: 1, alpha: 1).withAlphaComponent(0.5)' > "$2/a"; printf '[UIColor colorWithHexString:@"#FF8800"]' > "$2/b"
      printf 'bar.tintColor = Color(red: 1, green: 0.5, blue: 0) // tabls:ignore TAB104\n' > "$2/c" ;;
  esac
}

run() {
  local name=$1
  local corpus=.build/fuzz/corpus/$name crashes=.build/fuzz/crashes/$name
  mkdir -p "$corpus" "$crashes"
  seeds "$name" "$corpus" | while read -r file; do cp "$file" "$corpus/seed-$(basename "$file")" 2>/dev/null || true; done
  if [ -d "Tests/FuzzRegressions/$name" ]; then cp Tests/FuzzRegressions/"$name"/* "$corpus/" 2>/dev/null || true; fi
  local max_len=65536
  [ "$name" = lottie ] || [ "$name" = png ] || [ "$name" = truetype ] && max_len=1048576
  echo "fuzzing $name for ${seconds}s"
  SWIFT_BACKTRACE=enable=no TABLS_FUZZ_TARGET=$name "$binary" -max_total_time="$seconds" -max_len=$max_len \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$crashes/" ${extra[@]+"${extra[@]}"} "$corpus" 2>&1 |
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|artifact_prefix|Test unit written)|(deadly signal|Timeout|out-of-memory)' || true
  if ls "$crashes"/* >/dev/null 2>&1; then echo "$name: crashes in $crashes"; return 1; fi
}

if [ "$target" = all ]; then
  status=0
  for name in "${targets[@]}"; do run "$name" || status=1; done
  exit $status
fi
run "$target"
