#!/usr/bin/env python3
"""The model-compatibility table of docs/guides/frontends.md, generated from the
ecosystem tests: runs test_torch_ecosystem, test_jax_ecosystem,
test_jax_loops and test_jax_control_flow (or the test modules given as
arguments) with FSDP_COMPAT_TABLE set (frontend_test.py appends one JSON
line per trained case) and prints the rows as Markdown.

    cd python/tests && FSDP_BIN=../../build/bin python compat_table.py
    cd python/tests && FSDP_BIN=../../build/bin python compat_table.py \
        test_jax_loops
"""

import json
import os
import subprocess
import sys
import tempfile

MODULES = ("test_torch_ecosystem", "test_jax_ecosystem", "test_jax_loops",
           "test_jax_control_flow")


def _ratio(worst, median):
    """The accuracy column: the worst tensor's ratio (the median's)."""
    if worst is None:
        return "-"
    return "%.2f (%s)" % (worst, "-" if median is None else "%.2f" % median)


def main():
    with tempfile.NamedTemporaryFile(suffix=".jsonl", delete=False) as f:
        path = f.name
    env = dict(os.environ, FSDP_COMPAT_TABLE=path)
    code = subprocess.run([sys.executable, "-m", "unittest", "-q",
                           *(sys.argv[1:] or MODULES)],
                          env=env, stdout=subprocess.DEVNULL).returncode
    rows = [json.loads(line) for line in open(path)]
    os.unlink(path)
    print("| model | framework | trained (frozen) parameters | ranks | export s "
          "| state error | loss error | FSDP bitwise DDP | comm / theory "
          "| f32 vs f64 ÷ eager |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %d%s | %d | %.1f | %.1e | %.1e | %s | %s | %s |" % (
            r["model"], r["framework"], r["parameters"],
            " (%d)" % r["frozen"] if r["frozen"] else "", r["ranks"],
            r["export_s"], r["state_error"], r["loss_error"],
            "yes" if r["bitwise"] else "no",
            "%.3f" % r["comm_ratio"] if r["comm_ratio"] else "-",
            _ratio(r.get("f64_ratio"), r.get("f64_median_ratio"))))
    return code


if __name__ == "__main__":
    sys.exit(main())
