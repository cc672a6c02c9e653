#!/usr/bin/env python3
"""Runs the steps of action.yml here, as the GitHub runner would: each `run:` step in bash with its `env:`, the
`${{ inputs.* }}`, `${{ steps.*.outputs.* }}` and `${{ github.action_path }}` expressions filled in and each
step's `$GITHUB_OUTPUT` read back, in WORKDIR; a `uses:` step is not run, but what it is given must be a regular
file (the SARIF report), and its name is printed. Needs PyYAML (pre-commit brings it).

Usage: scripts/run-action.py WORKDIR [--fake-api STATE.json] [input=value…]
With --fake-api, the steps talk to a fake GitHub API on 127.0.0.1 (GITHUB_API_URL) that keeps the pull requests'
comments, and every call it was made, in STATE.json across runs.
Exit status: the first failing step's, else 0 (after a failure only `always()` steps run, as on GitHub)."""

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import yaml


def fake_api(state_path):
    """A GitHub API of issue comments on 127.0.0.1: list, create, update; its state in a JSON file."""
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

        def answer(self, status, value):
            data = json.dumps(value).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def handle_call(self, method):
            length = int(self.headers.get("Content-Length") or 0)
            payload = json.loads(self.rfile.read(length) or b"null") if length else None
            with lock:
                state = json.load(open(state_path)) if os.path.exists(state_path) else {}
                state.setdefault("comments", {})
                state.setdefault("calls", []).append(f"{method} {self.path.split('?')[0]}")
                authorized = self.headers.get("Authorization", "") == "Bearer " + state.get("token", "test-token")
                listing = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/(\d+)/comments(\?.*)?", self.path)
                single = re.fullmatch(r"/repos/[^/]+/[^/]+/issues/comments/(\d+)", self.path)
                if not authorized:
                    status, value = 401, {"message": "Bad credentials"}
                elif listing and method == "GET":
                    status, value = 200, state["comments"].get(listing.group(1), [])
                elif listing and method == "POST":
                    comment = {"id": 1000 + len(state["calls"]), "body": payload["body"]}
                    state["comments"].setdefault(listing.group(1), []).append(comment)
                    status, value = 201, comment
                elif single and method == "PATCH":
                    status, value = 404, {"message": "Not Found"}
                    for comments in state["comments"].values():
                        for comment in comments:
                            if comment["id"] == int(single.group(1)):
                                comment["body"] = payload["body"]
                                status, value = 200, comment
                else:
                    status, value = 404, {"message": "Not Found"}
                json.dump(state, open(state_path, "w"), indent=1)
            self.answer(status, value)

        def do_GET(self):
            self.handle_call("GET")

        def do_POST(self):
            self.handle_call("POST")

        def do_PATCH(self):
            self.handle_call("PATCH")

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    workdir = os.path.abspath(sys.argv[1])
    arguments = sys.argv[2:]
    api_url = None
    if arguments[:1] == ["--fake-api"]:
        api_url = fake_api(os.path.abspath(arguments[1]))
        arguments = arguments[2:]
    with open(os.path.join(REPO, "action.yml"), encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    assert action["runs"]["using"] == "composite"
    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    for assignment in arguments:
        name, _, value = assignment.partition("=")
        if name not in inputs:
            print(f"unknown input {name}")
            return 2
        inputs[name] = value

    outputs = {}  # step id -> {name: value}

    def value_of(name):
        match = re.fullmatch(r"inputs\.([\w-]+)", name)
        if match:
            return expand(inputs[match.group(1)])
        if name == "github.token":
            return os.environ.get("GITHUB_TOKEN", "")
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", name)
        if match:
            return outputs.get(match.group(1), {}).get(match.group(2), "")
        if name == "github.action_path":
            return REPO
        raise ValueError(f"unknown expression {name}")

    def expand(value):
        return re.sub(r"\$\{\{ ([\w.-]+) \}\}", lambda match: value_of(match.group(1)), str(value))

    def condition_holds(condition, failed):
        """The `if:` forms action.yml uses: `always()` and comparisons joined by `&&`; without always(), a
        step runs only while no earlier one failed."""
        text = condition.strip()
        if text.startswith("${{") and text.endswith("}}"):
            text = text[3:-2]
        terms = [term.strip() for term in text.split("&&")] if text.strip() else []
        holds = not failed or "always()" in terms
        for term in terms:
            if term == "always()":
                continue
            match = re.fullmatch(r"([\w.-]+) (==|!=) '([^']*)'", term)
            if not match:
                raise ValueError(f"unknown condition {term}")
            equal = value_of(match.group(1)) == match.group(3)
            holds = holds and (equal if match.group(2) == "==" else not equal)
        return holds

    failed = 0
    for step in action["runs"]["steps"]:
        name = step.get("name", "?")
        if not condition_holds(step.get("if", ""), failed):
            print(f"skip  {name}")
            continue
        if "uses" in step:
            given = {key: expand(value) for key, value in step.get("with", {}).items()}
            if "sarif_file" in given:
                sarif = os.path.join(workdir, given["sarif_file"])
                ok = os.path.isfile(sarif) and not os.path.islink(sarif) and os.path.getsize(sarif) > 0
                print(f"{'ok   ' if ok else 'FAIL '}{name}: {step['uses']} would get {sarif}")
            else:
                # An artifact: a folder of files (`tabls diff`'s pictures and reports).
                folder = os.path.join(workdir, given["path"])
                ok = os.path.isdir(folder) and os.path.isfile(os.path.join(folder, "diff.md"))
                files = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
                print(f"{'ok   ' if ok else 'FAIL '}{name}: {step['uses']} would upload '{given['name']}': "
                      f"{', '.join(files)}")
            if not ok:
                failed = failed or 1
            continue
        with tempfile.NamedTemporaryFile("r", suffix=".output", delete=False) as output:
            output_path = output.name
        env = dict(os.environ, GITHUB_ACTION_PATH=REPO, GITHUB_OUTPUT=output_path)
        if api_url:
            env["GITHUB_API_URL"] = api_url
        env.update({key: expand(value) for key, value in step.get("env", {}).items()})
        status = subprocess.call(["bash", "-c", expand(step["run"])], cwd=workdir, env=env)
        with open(output_path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        os.unlink(output_path)
        if "id" in step:
            outputs[step["id"]] = dict(line.split("=", 1) for line in lines if "=" in line)
        print(f"{'ok   ' if status == 0 else f'exit {status} '}{name}")
        failed = failed or status
    return failed


if __name__ == "__main__":
    sys.exit(main())
