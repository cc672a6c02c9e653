#!/usr/bin/env bash
# The check step of action.yml: annotations (--format github) on the pull request, and SARIF when asked.
# Reads TABLS (the binary), TABLS_PATHS, TABLS_FAIL_ON, TABLS_ARGS, TABLS_SARIF, TABLS_SUMMARY; runs locally too.
#
# The SARIF report is written to a new folder outside the repository (RUNNER_TEMP on GitHub), never to a path a
# pull request could have committed (a link, or a forged report left in place when the check fails), and its
# path is given to the upload step as the output `sarif` only when this run wrote it.
set -euo pipefail
read -r -a paths <<< "${TABLS_PATHS:-.}"
read -r -a args <<< "${TABLS_ARGS:-}"
if [ "${TABLS_SARIF:-false}" = "true" ]; then
  folder="$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/tabls-sarif.XXXXXX")"
  "$TABLS" check --format sarif --fail-on never --quiet --output-file "$folder/tabls.sarif" "${args[@]}" "${paths[@]}"
  if [ -f "$folder/tabls.sarif" ] && [ ! -L "$folder/tabls.sarif" ] && [ -n "${GITHUB_OUTPUT:-}" ]; then
    echo "sarif=$folder/tabls.sarif" >> "$GITHUB_OUTPUT"
  fi
fi
# The job summary: the Markdown report (counts, findings by rule, a table of findings), when the runner gives one.
if [ "${TABLS_SUMMARY:-true}" = "true" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  "$TABLS" check --format markdown --fail-on never --quiet "${args[@]}" "${paths[@]}" >> "$GITHUB_STEP_SUMMARY" || true
fi
exec "$TABLS" check --format github --fail-on "${TABLS_FAIL_ON:-warning}" "${args[@]}" "${paths[@]}"
