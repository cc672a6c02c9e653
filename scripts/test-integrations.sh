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

# The preview on a pull request, against a fake GitHub API on 127.0.0.1: one comment created, then updated (never
# a second one), updated to say so when nothing changed, nothing posted for an unchanged pull request, and a fork's
# run writing the files and posting nothing.
git checkout -q -- . && git clean -qfd
base="$(git rev-parse HEAD)"
sed -i.bak 's/CYLLocalizedString(@"鱼塘")/CYLLocalizedString(@"池塘")/' Sources/ObjC/MainTabBarController.m
rm -f Sources/ObjC/MainTabBarController.m.bak
git -c user.name=ci -c user.email=ci@example.org commit -qam "rename a tab"
event() { # NUMBER BASE HEAD-REPO
  printf '{"pull_request": {"number": %s, "base": {"sha": "%s", "repo": {"full_name": "o/app"}}, "head": {"repo": {"full_name": "%s"}}}}' \
    "$1" "$2" "$3" > "$work/event.json"
}
preview() { # LOG
  set +e
  GITHUB_TOKEN=test-token GITHUB_REPOSITORY=o/app GITHUB_EVENT_NAME=pull_request GITHUB_EVENT_PATH="$work/event.json" \
    GITHUB_RUN_ID=42 GITHUB_STEP_SUMMARY="$work/preview-summary.md" \
    python3 "$repo/scripts/run-action.py" "$work/app" --fake-api "$work/api.json" preview=true > "$1" 2>&1
  set -e
}
count() { python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(len(s["comments"].get(sys.argv[2], [])))' "$work/api.json" "$1"; }
calls() { python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))["calls"]))' "$work/api.json"; }
event 7 "$base" o/app
preview "$work/preview1.txt"
grep -q '^ok   Upload the pictures: .* would upload .tabls-diff.: bar-1.png, diff.json, diff.md, pr.txt' "$work/preview1.txt" \
  || { cat "$work/preview1.txt"; echo "FAIL preview: no artifact"; exit 1; }
[ "$(count 7)" = 1 ] || { cat "$work/preview1.txt" "$work/api.json"; echo "FAIL preview: no comment created"; exit 1; }
python3 -c 'import json,sys; b=json.load(open(sys.argv[1]))["comments"]["7"][0]["body"]; sys.exit(0 if "<!-- tabls-preview -->" in b and "池塘" in b and "data:" not in b and "bar-1.png" in b else 1)' \
  "$work/api.json" || { cat "$work/api.json"; echo "FAIL preview: the comment"; exit 1; }
grep -q "池塘" "$work/preview-summary.md" || { echo "FAIL preview: no job summary"; exit 1; }
preview "$work/preview2.txt"
[ "$(count 7)" = 1 ] && calls | grep -q 'PATCH /repos/o/app/issues/comments/' \
  || { cat "$work/preview2.txt" "$work/api.json"; echo "FAIL preview: a second run did not update the comment"; exit 1; }
event 7 "$(git rev-parse HEAD)" o/app
preview "$work/preview3.txt"
python3 -c 'import json,sys; b=json.load(open(sys.argv[1]))["comments"]["7"][0]["body"]; sys.exit(0 if "No tab bar changed" in b else 1)' \
  "$work/api.json" || { cat "$work/preview3.txt" "$work/api.json"; echo "FAIL preview: not updated to say nothing changed"; exit 1; }
event 8 "$(git rev-parse HEAD)" o/app
preview "$work/preview4.txt"
[ "$(count 8)" = 0 ] || { cat "$work/api.json"; echo "FAIL preview: posted for a pull request with no change"; exit 1; }
before_fork="$(calls)"
event 9 "$base" someone/fork
preview "$work/preview5.txt"
[ "$(calls)" = "$before_fork" ] && grep -q '^ok   Upload the pictures' "$work/preview5.txt" \
  || { cat "$work/preview5.txt"; echo "FAIL preview: a fork's run called the API or wrote no files"; exit 1; }
echo "ok   action.yml preview: comment created, updated, said unchanged, none for no change, none from a fork"
# The fork recipe's second half: a workflow_run job posts the fork's artifact (its pr.txt names the pull request).
artifact="$(sed -n 's|^tabls: .* wrote \(.*\)/diff.md$|\1|p' "$work/preview5.txt")"
for run in 1 2; do
  set +e
  GITHUB_TOKEN=test-token GITHUB_REPOSITORY=o/app GITHUB_EVENT_NAME=workflow_run GITHUB_EVENT_PATH=/nonexistent \
    python3 "$repo/scripts/run-action.py" "$work/app" --fake-api "$work/api.json" comment-from="$artifact" \
    > "$work/workflow-run$run.txt" 2>&1
  set -e
done
grep -q '^skip  tabls check' "$work/workflow-run1.txt" && [ "$(count 9)" = 1 ] \
  && grep -q 'updated comment' "$work/workflow-run2.txt" \
  || { cat "$work/workflow-run1.txt" "$work/workflow-run2.txt" "$work/api.json"; echo "FAIL preview: workflow_run half"; exit 1; }
echo "ok   action.yml comment-from: a workflow_run job posts a fork's artifact once, then updates it"
