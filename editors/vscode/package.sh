#!/bin/sh
# Packs the extension into tabls-VERSION.vsix with vsce (`npm install -g @vscode/vsce`, or it is fetched by npx
# when the network allows). The extension's one dependency, vscode-languageclient, is installed first: a .vsix
# carries its node_modules.
set -eu
cd "$(dirname "$0")"
if command -v vsce >/dev/null 2>&1; then
  VSCE=vsce
elif command -v npx >/dev/null 2>&1; then
  VSCE="npx --yes @vscode/vsce"
else
  echo "package.sh: neither vsce nor npx is installed (npm install -g @vscode/vsce)" >&2
  exit 1
fi
npm install --omit=dev --no-audit --no-fund
$VSCE package
