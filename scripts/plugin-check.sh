#!/usr/bin/env bash
# The SwiftPM plugins as a user runs them: the build tool plugin on Examples/PluginApp's tab bar (its finding
# printed by `swift build` as a warning on its line), and the command plugin on this package (tabls' findings and
# exit status; `--fix` with the permission flag). Usage: scripts/plugin-check.sh
# The sample's sources are built as this package's PluginSample target (TABLS_PLUGIN_SAMPLE=1, see Package.swift),
# which reuses the build of tabls already there; `swift build --package-path Examples/PluginApp` builds the same
# sources as the sample package a user copies, building tabls once more.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"

log="$(mktemp)"
trap 'rm -f "$log"; rm -rf "$repo/.build/plugin-fix"' EXIT

# The build tool plugin: the build passes (a warning is no error) and names the line, by absolute path.
TABLS_PLUGIN_SAMPLE=1 swift build --target PluginSample > "$log" 2>&1 \
  || { cat "$log"; echo "FAIL build tool plugin: the build failed"; exit 1; }
grep -q "^$repo/Examples/PluginApp/Sources/Tabs/RootView.swift:10:13: warning: .*\[TAB139\]$" "$log" \
  || { cat "$log"; echo "FAIL build tool plugin: no TAB139 warning on RootView.swift:10:13"; exit 1; }
echo "ok   build tool plugin: swift build warns on RootView.swift:10:13 (TAB139)"

# The command plugin: tabls check of a folder, its findings, and a failing status when it has some.
set +e
swift package --allow-writing-to-package-directory tabls Examples/PackageApp > "$log" 2>&1
status=$?
set -e
[ "$status" -ne 0 ] || { cat "$log"; echo "FAIL command plugin: exit 0 with findings"; exit 1; }
grep -q 'ProfileView.swift:10:26: warning: .*\[TAB140\]' "$log" || { cat "$log"; echo "FAIL command plugin: no TAB140"; exit 1; }
swift package --allow-writing-to-package-directory tabls status Examples/PackageApp > "$log" 2>&1 \
  || { cat "$log"; echo "FAIL command plugin: tabls status failed"; exit 1; }
echo "ok   command plugin: swift package tabls reports the findings and fails; other commands run as given"

# --fix through the plugin, in a copy of the demo app inside the package.
mkdir -p .build/plugin-fix && cp -R Examples/DemoApp .build/plugin-fix/app
swift package --allow-writing-to-package-directory tabls check --fix .build/plugin-fix/app > "$log" 2>&1 || true
grep -q 'CYLTabBarItemTitle : CYLLocalizedString(@"消息")' .build/plugin-fix/app/Sources/ObjC/MainTabBarController.m \
  || { cat "$log"; echo "FAIL command plugin: --fix did not fix the typo'd key"; exit 1; }
echo "ok   command plugin: --fix with --allow-writing-to-package-directory fixed the typo'd key"
