#!/usr/bin/env python3
"""Runs the steps of action.yml here, as the GitHub runner would: each `run:` step in bash with its `env:`, the
`${{ inputs.* }}`, `${{ steps.*.outputs.* }}` and `${{ github.action_path }}` expressions filled in and each
step's `$GITHUB_OUTPUT` read back, in WORKDIR; a `uses:` step is not run, but what it is given must be a regular
file (the SARIF report), and its name is printed. Needs PyYAML (pre-commit brings it).

Usage: scripts/run-action.py WORKDIR [input=value…]
Exit status: the first failing step's, else 0 (after a failure only `always()` steps run, as on GitHub)."""

import os
import re
import subprocess
import sys
import tempfile

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

    outputs = {}  # step id -> {name: value}

    def value_of(name):
        match = re.fullmatch(r"inputs\.([\w-]+)", name)
        if match:
            return inputs[match.group(1)]
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
            given = expand(step["with"]["sarif_file"])
            sarif = os.path.join(workdir, given)
            ok = os.path.isfile(sarif) and not os.path.islink(sarif) and os.path.getsize(sarif) > 0
            print(f"{'ok   ' if ok else 'FAIL '}{name}: {step['uses']} would get {sarif}")
            if not ok:
                failed = failed or 1
            continue
        with tempfile.NamedTemporaryFile("r", suffix=".output", delete=False) as output:
            output_path = output.name
        env = dict(os.environ, GITHUB_ACTION_PATH=REPO, GITHUB_OUTPUT=output_path)
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
