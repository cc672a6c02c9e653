#!/usr/bin/env python3
"""Runs the steps of action.yml here, as the GitHub runner would: each `run:` step in bash with its `env:`, the
`${{ inputs.* }}` and `${{ github.action_path }}` expressions filled in, in WORKDIR; a `uses:` step is not run,
but what it is given must exist (the SARIF file). Needs PyYAML (pre-commit brings it).

Usage: scripts/run-action.py WORKDIR [input=value…]
Exit status: the first failing step's, else 0 (after a failure only `always()` steps run, as on GitHub)."""

import os
import re
import subprocess
import sys

import yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    workdir = os.path.abspath(sys.argv[1])
    with open(os.path.join(REPO, "action.yml"), encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    assert action["runs"]["using"] == "composite"
    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    for assignment in sys.argv[2:]:
        name, _, value = assignment.partition("=")
        if name not in inputs:
            print(f"unknown input {name}")
            return 2
        inputs[name] = value

    def expand(value):
        value = str(value).replace("${{ github.action_path }}", REPO)
        return re.sub(r"\$\{\{ inputs\.([\w-]+) \}\}", lambda match: inputs[match.group(1)], value)

    failed = 0
    for step in action["runs"]["steps"]:
        name = step.get("name", "?")
        condition = step.get("if", "")
        # After a failed step the runner goes on only with steps marked always().
        if failed and "always()" not in condition:
            print(f"skip  {name} (an earlier step failed)")
            continue
        if "inputs.sarif == 'true'" in condition and inputs["sarif"] != "true":
            print(f"skip  {name}")
            continue
        if "uses" in step:
            sarif = os.path.join(workdir, step["with"]["sarif_file"])
            ok = os.path.isfile(sarif) and os.path.getsize(sarif) > 0
            print(f"{'ok   ' if ok else 'FAIL '}{name}: {step['uses']} would get {sarif}")
            if not ok:
                failed = failed or 1
            continue
        env = dict(os.environ, GITHUB_ACTION_PATH=REPO)
        env.update({key: expand(value) for key, value in step.get("env", {}).items()})
        status = subprocess.call(["bash", "-c", expand(step["run"])], cwd=workdir, env=env)
        print(f"{'ok   ' if status == 0 else f'exit {status} '}{name}")
        failed = failed or status
    return failed


if __name__ == "__main__":
    sys.exit(main())
