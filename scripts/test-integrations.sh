#!/usr/bin/env bash
# The CI integrations, run here as CI systems would run them: pre-commit with this repository's hooks (at its
# HEAD commit, as a user's .pre-commit-config.yaml names a rev) on a project's staged files — pre-commit builds
# tabls itself, in release — and every step of action.yml.
# Needs pre-commit (pip install pre-commit). Usage: scripts/test-integrations.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A project of its own: the demo app in a git repository, with one typo'd key staged.
cp -R "$repo/Examples/DemoApp/." "$work/app"
cd "$work/app"
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $repo
    rev: $(git -C "$repo" rev-parse HEAD)
    hooks:
      - id: tabls
      - id: tabls-fix
CONFIG
git init -q && git add -A && git -c user.name=ci -c user.email=ci@example.org commit -qm app
export PRE_COMMIT_HOME="$work/pre-commit-cache"
export RUNNER_TEMP="$work/runner-temp"
mkdir -p "$RUNNER_TEMP"

# The staged file alone is reported, with exactly the findings `tabls check .` has for it.
set +e
pre-commit run tabls --files Sources/ObjC/MainTabBarController.m > "$work/hook.txt" 2>&1
status=$?
set -e
expected="$("$repo/.build/debug/tabls" check . --quiet | grep '^Sources/ObjC/MainTabBarController.m:' || true)"
grep -q 'TAB101' "$work/hook.txt" || { cat "$work/hook.txt"; echo "FAIL pre-commit: no TAB101"; exit 1; }
while IFS= read -r line; do
  grep -qF -- "$line" "$work/hook.txt" || { cat "$work/hook.txt"; echo "FAIL pre-commit: missing $line"; exit 1; }
done <<< "$expected"
if grep -q '^Sources/Swift/' "$work/hook.txt"; then cat "$work/hook.txt"; echo "FAIL pre-commit: reported an unstaged file"; exit 1; fi
[ "$status" -eq 1 ] || { cat "$work/hook.txt"; echo "FAIL pre-commit exited $status, expected 1"; exit 1; }
echo "ok   pre-commit hook 'tabls' on a staged file ($(printf '%s\n' "$expected" | wc -l) findings, as tabls check . has them)"

# tabls-fix repairs the staged file; pre-commit then fails because the hook changed it, as with every fixer.
set +e
pre-commit run tabls-fix --files Sources/ObjC/MainTabBarController.m > "$work/fix.txt" 2>&1
set -e
grep -q 'CYLTabBarItemTitle : CYLLocalizedString(@"消息")' Sources/ObjC/MainTabBarController.m \
  || { cat "$work/fix.txt"; echo "FAIL pre-commit tabls-fix did not fix"; exit 1; }
echo "ok   pre-commit hook 'tabls-fix' fixed the typo'd key"

# The Action's steps, with SARIF.
git checkout -q -- .
set +e
GITHUB_STEP_SUMMARY="$work/summary.md" python3 "$repo/scripts/run-action.py" "$work/app" sarif=true \
  > "$work/action.txt" 2>&1
status=$?
set -e
grep -q '^::error file=Sources/ObjC/MainTabBarController.m,line=38' "$work/action.txt" \
  || { cat "$work/action.txt"; echo "FAIL action: no annotation"; exit 1; }
grep -q '^ok   Upload SARIF' "$work/action.txt" || { cat "$work/action.txt"; echo "FAIL action: no SARIF"; exit 1; }
sarif="$(sed -n 's/^ok   Upload SARIF: .* would get //p' "$work/action.txt")"
case "$sarif" in "$RUNNER_TEMP"/*) ;; *) cat "$work/action.txt"; echo "FAIL action: SARIF not in RUNNER_TEMP"; exit 1 ;; esac
python3 "$repo/scripts/validate-sarif.py" "$sarif" >/dev/null
[ "$status" -eq 1 ] || { cat "$work/action.txt"; echo "FAIL action exited $status, expected 1 (findings)"; exit 1; }
grep -q '^## tabls' "$work/summary.md" && grep -q 'MainTabBarController.m:38\](Sources/ObjC/MainTabBarController.m#L38)' \
  "$work/summary.md" || { cat "$work/summary.md"; echo "FAIL action: no Markdown job summary"; exit 1; }
echo "ok   action.yml: build, annotations, SARIF (valid), the Markdown job summary"

# A pull request that commits tabls.sarif as a link out of the repository: nothing is written through it, and the
# report uploaded is the one this run wrote.
echo "untouched" > "$work/victim.txt"
ln -s ../victim.txt tabls.sarif
set +e
python3 "$repo/scripts/run-action.py" "$work/app" sarif=true > "$work/action-link.txt" 2>&1
set -e
[ "$(cat "$work/victim.txt")" = "untouched" ] || { echo "FAIL action: wrote through a committed link"; exit 1; }
grep -q "^ok   Upload SARIF: .* would get $RUNNER_TEMP/" "$work/action-link.txt" \
  || { cat "$work/action-link.txt"; echo "FAIL action: with a committed link, not this run's report"; exit 1; }
rm tabls.sarif
echo "ok   action.yml: a committed tabls.sarif link is neither written through nor uploaded"

# A pull request that breaks .tabls.json and commits a forged report: the check fails (exit 2) and nothing is
# uploaded — neither the committed file nor a stale one.
echo '{"rules": ' > .tabls.json
echo '{"version": "2.1.0", "runs": []}' > tabls.sarif
set +e
python3 "$repo/scripts/run-action.py" "$work/app" sarif=true > "$work/action-broken.txt" 2>&1
status=$?
set -e
[ "$status" -eq 2 ] || { cat "$work/action-broken.txt"; echo "FAIL action exited $status, expected 2"; exit 1; }
grep -q '^skip  Upload SARIF' "$work/action-broken.txt" \
  || { cat "$work/action-broken.txt"; echo "FAIL action: uploaded a report this run did not write"; exit 1; }
rm tabls.sarif .tabls.json
echo "ok   action.yml: an invalid .tabls.json fails the step and uploads nothing"
