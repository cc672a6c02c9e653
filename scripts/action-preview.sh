#!/usr/bin/env bash
# The preview step of action.yml: `tabls diff` of the pull request against its base, into a new folder outside the
# repository (RUNNER_TEMP on GitHub); its Markdown goes to the job summary, and the folder is the step's output
# `dir` for the artifact and comment steps. Reads TABLS, TABLS_BASE (default: the pull request's base commit),
# TABLS_ROOT; runs locally too. The base must be in the clone (actions/checkout with `fetch-depth: 0`); else it is
# fetched.
set -euo pipefail
base="${TABLS_BASE:-}"
number=""
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
  read -r event_base number < <(python3 -c '
import json, sys
pull = json.load(open(sys.argv[1])).get("pull_request") or {}
print((pull.get("base") or {}).get("sha") or "-", pull.get("number") or "")' "$GITHUB_EVENT_PATH")
  [ -n "$base" ] || { [ "$event_base" = "-" ] || base="$event_base"; }
fi
if [ -z "$base" ]; then
  echo "tabls preview: no base revision (not a pull request event, and no base input): nothing to compare"
  exit 0
fi
git cat-file -e "$base^{commit}" 2>/dev/null || git fetch --quiet --depth=1 origin "$base" || true
folder="$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/tabls-diff.XXXXXX")"
root=()
[ -z "${TABLS_ROOT:-}" ] || root=(--root "$TABLS_ROOT")
"$TABLS" diff "$base" --output-dir "$folder" "${root[@]}"
# The number, for a workflow_run job that comments for a fork's pull request.
printf '%s\n' "$number" > "$folder/pr.txt"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  python3 "$(dirname "$0")/action-comment.py" body "$folder" >> "$GITHUB_STEP_SUMMARY"
fi
[ -z "${GITHUB_OUTPUT:-}" ] || echo "dir=$folder" >> "$GITHUB_OUTPUT"
