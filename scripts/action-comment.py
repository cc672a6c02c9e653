#!/usr/bin/env python3
"""The pull request half of action.yml's `preview`: what `tabls diff` wrote, as a job summary and as ONE comment on
the pull request, found again by a hidden marker and updated, never duplicated.

    action-comment.py body DIR     print the Markdown (the summary's and the comment's)
    action-comment.py post DIR     create or update the comment (GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL,
                                   GITHUB_EVENT_NAME, GITHUB_EVENT_PATH; DIR/pr.txt for a workflow_run job)

GitHub strips `data:` images from comments and cannot show an artifact's files inline, so the pictures are named
and linked (the run's page holds the artifact), never embedded. Nothing is posted when no bar changed, unless a
comment is already there: it is updated to say so. A pull request from a fork (its token cannot comment) posts
nothing: its files go to the artifact, and a `workflow_run` job posts them (README, "Pull request previews").
Only the standard library: it runs on any runner.
"""
import json
import os
import re
import sys
import urllib.error
import urllib.request

MARKER = "<!-- tabls-preview -->"
# GitHub refuses a comment longer than 65,536 characters.
LIMIT = 60_000


def run_link():
    server = os.environ.get("GITHUB_SERVER_URL", "https://github.com")
    repository, run = os.environ.get("GITHUB_REPOSITORY"), os.environ.get("GITHUB_RUN_ID")
    return f"{server}/{repository}/actions/runs/{run}" if repository and run else None


def body(folder):
    with open(os.path.join(folder, "diff.md"), encoding="utf-8") as handle:
        text = handle.read()
    link = run_link()
    where = f"the [run's artifact `tabls-diff`]({link})" if link else "the artifact `tabls-diff`"

    # `![…](bar-N.png)`: a picture no comment or summary can show; named, with where to find it.
    def named(match):
        return f"Pictures before and after: `{match.group(1)}` in {where}."

    text = re.sub(r"^!\[[^\]\n]*\]\((bar-\d+\.png)\)$", named, text, flags=re.M)
    # A fork's artifact is the fork's to write: no longer than a comment may be, whatever it holds.
    if len(text) > LIMIT:
        text = text[:LIMIT] + "\n\n_… cut here: the whole report is in the artifact._\n"
    return MARKER + "\n" + text


def changed(folder):
    with open(os.path.join(folder, "diff.json"), encoding="utf-8") as handle:
        return len(json.load(handle).get("bars", [])) > 0


def event():
    path = os.environ.get("GITHUB_EVENT_PATH")
    if not path or not os.path.isfile(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def pull_request_number(folder):
    number = (event().get("pull_request") or {}).get("number")
    if number is None and os.path.isfile(os.path.join(folder, "pr.txt")):
        with open(os.path.join(folder, "pr.txt"), encoding="utf-8") as handle:
            text = handle.read().strip()
        number = int(text) if text.isdigit() else None
    return number


def is_fork():
    pull = event().get("pull_request") or {}
    head = ((pull.get("head") or {}).get("repo") or {}).get("full_name")
    base = ((pull.get("base") or {}).get("repo") or {}).get("full_name")
    return os.environ.get("GITHUB_EVENT_NAME") == "pull_request" and head is not None and head != base


def api(method, path, payload=None):
    url = os.environ.get("GITHUB_API_URL", "https://api.github.com").rstrip("/") + path
    request = urllib.request.Request(url, method=method, data=None if payload is None else json.dumps(payload).encode())
    request.add_header("Authorization", "Bearer " + os.environ["GITHUB_TOKEN"])
    request.add_header("Accept", "application/vnd.github+json")
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def existing_comment(repository, number):
    page = 1
    while page <= 50:
        comments = api("GET", f"/repos/{repository}/issues/{number}/comments?per_page=100&page={page}")
        for comment in comments:
            if MARKER in (comment.get("body") or ""):
                return comment["id"]
        if len(comments) < 100:
            return None
        page += 1
    return None


def post(folder):
    if is_fork():
        print("tabls preview: a pull request from a fork: its token cannot comment; the files are in the artifact "
              "for a workflow_run job to post")
        return 0
    number, repository = pull_request_number(folder), os.environ.get("GITHUB_REPOSITORY")
    if number is None or not repository or not os.environ.get("GITHUB_TOKEN"):
        print("tabls preview: no pull request, repository or token here: no comment")
        return 0
    text = body(folder)
    try:
        found = existing_comment(repository, number)
        if found is not None:
            api("PATCH", f"/repos/{repository}/issues/comments/{found}", {"body": text})
            print(f"tabls preview: updated comment {found}")
        elif changed(folder):
            created = api("POST", f"/repos/{repository}/issues/{number}/comments", {"body": text})
            print(f"tabls preview: created comment {created.get('id')}")
        else:
            print("tabls preview: no tab bar changed; nothing posted")
    except urllib.error.HTTPError as error:
        # A token without `pull-requests: write` (or `issues: write`): said, not a failed check.
        print(f"tabls preview: the comment could not be posted: HTTP {error.code}")
    return 0


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("body", "post"):
        print(__doc__)
        return 2
    if sys.argv[1] == "body":
        sys.stdout.write(body(sys.argv[2]))
        return 0
    return post(sys.argv[2])


if __name__ == "__main__":
    sys.exit(main())
