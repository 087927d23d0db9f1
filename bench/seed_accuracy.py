"""The compatibility table's accuracy column over seeds: runs one case of
python/tests/test_torch_ecosystem.py (its test method's name) with the
model's `torch.manual_seed` offset by each of --seeds, on each of --ranks,
and prints the "f32 vs f64 / eager" ratios (worst tensor, median tensor)
that docs/guides/frontends.md's table gives for seed 0.

    PYTHONPATH=python FSDP_BIN=build/bin python bench/seed_accuracy.py \\
        test_orthogonal_householder --seeds 0 1 2 3 --ranks 1 2

Each (seed, ranks) runs in its own process: the offset applies to every
`torch.manual_seed` the case calls."""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "python", "tests")


def run_one(test: str, seed: int, ranks: int) -> None:
    """In the child: the case with its seeds offset, on `ranks` only."""
    import torch
    sys.path.insert(0, TESTS)
    set_seed = torch.manual_seed
    torch.manual_seed = lambda s: set_seed(s + seed)  # type: ignore
    import test_torch_ecosystem as suite
    cls = suite.EcosystemTraining
    run_case = cls.run_case

    def on_ranks(self, name, make, **kw):  # type: ignore
        kw.pop("ranks", None)
        return run_case(self, name, make, ranks=(ranks,), **kw)
    cls.run_case = on_ranks
    result = unittest.TextTestRunner(verbosity=0).run(
        unittest.TestLoader().loadTestsFromName(test, cls))
    sys.exit(0 if result.wasSuccessful() else 1)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("test")
    p.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3])
    p.add_argument("--ranks", type=int, nargs="+", default=[1, 2])
    p.add_argument("--child", type=int, nargs=2, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.child:
        run_one(a.test, *a.child)
    print("| ranks | seed | worst tensor | median tensor |")
    print("|---|---|---|---|")
    for ranks in a.ranks:
        for seed in a.seeds:
            with tempfile.TemporaryDirectory() as tmp:
                rows = os.path.join(tmp, "rows.jsonl")
                p = subprocess.run(
                    [sys.executable, __file__, a.test, "--child", str(seed),
                     str(ranks)], env=dict(os.environ, FSDP_COMPAT_TABLE=rows),
                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                    text=True)
                if p.returncode != 0 or not os.path.exists(rows):
                    sys.exit("seed %d, %d rank(s) failed:\n%s"
                             % (seed, ranks, p.stdout[-3000:]))
                with open(rows) as f:
                    r = json.loads(f.readlines()[-1])
            print("| %d | %d | %.2f | %.2f |" % (
                ranks, seed, r["f64_ratio"], r["f64_median_ratio"]))


if __name__ == "__main__":
    main()
