"""Checks fields of a JSON document against expected numbers.

usage: check_json.py FILE PATH=VALUE...

PATH is a dotted path (list indices are numbers), VALUE a number compared
with a relative tolerance of 1e-9, or a string compared exactly. Prints one
line per mismatch and exits 1 if there is any.
"""

import json
import math
import sys


def lookup(document, path):
    for key in path.split("."):
        document = document[int(key)] if isinstance(document, list) else document[key]
    return document


def main():
    with open(sys.argv[1]) as f:
        document = json.load(f)
    failures = 0
    for check in sys.argv[2:]:
        path, expected = check.split("=", 1)
        actual = lookup(document, path)
        try:
            ok = math.isclose(actual, float(expected), rel_tol=1e-9, abs_tol=1e-15)
        except (TypeError, ValueError):
            ok = actual == expected
        if not ok:
            print(f"{path}: expected {expected}, got {actual}")
            failures += 1
    print(f"{len(sys.argv) - 2 - failures} of {len(sys.argv) - 2} fields match")
    sys.exit(1 if failures else 0)


main()
