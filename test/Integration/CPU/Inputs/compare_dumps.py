#!/usr/bin/env python3
"""Compares two fsdp-run --dump-state directories: per tensor the normwise
error ||a - b|| / ||b|| (prints the largest and "ok" when within --tol), or
bit for bit with --bitwise.

usage: compare_dumps.py A B [--tol 1e-6] [--bitwise] [--label TEXT]
"""

import argparse
import os
import re
import sys

import numpy as np


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--tol", type=float, default=1e-6)
    ap.add_argument("--bitwise", action="store_true")
    ap.add_argument("--label", default="")
    args = ap.parse_args()
    names = sorted((f for f in os.listdir(args.b) if re.match(r"arg\d+\.npy$", f)),
                   key=lambda f: int(f[3:-4]))
    worst, same = 0.0, True
    for f in names:
        a = np.load(os.path.join(args.a, f))
        b = np.load(os.path.join(args.b, f))
        same &= a.dtype == b.dtype and np.array_equal(a, b)
        a, b = a.astype(np.float64), b.astype(np.float64)
        scale = np.linalg.norm(b.ravel())
        worst = max(worst, np.linalg.norm((a - b).ravel()) / (scale or 1.0))
    good = same if args.bitwise else worst <= args.tol
    print("%s: %d tensors, max normwise error %.2e, bitwise %s %s" %
          (args.label, len(names), worst, "yes" if same else "no",
           "ok" if good else "FAIL"))
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
