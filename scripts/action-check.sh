#!/usr/bin/env bash
# The check step of action.yml: annotations (--format github) on the pull request, and tabls.sarif when asked.
# Reads TABLS (the binary), TABLS_PATHS, TABLS_FAIL_ON, TABLS_ARGS, TABLS_SARIF; runs locally too.
set -euo pipefail
read -r -a paths <<< "${TABLS_PATHS:-.}"
read -r -a args <<< "${TABLS_ARGS:-}"
if [ "${TABLS_SARIF:-false}" = "true" ]; then
  "$TABLS" check --format sarif --fail-on never --quiet --output-file tabls.sarif "${args[@]}" "${paths[@]}"
fi
exec "$TABLS" check --format github --fail-on "${TABLS_FAIL_ON:-warning}" "${args[@]}" "${paths[@]}"
