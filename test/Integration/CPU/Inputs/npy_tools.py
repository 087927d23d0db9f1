#!/usr/bin/env python3
"""Small .npy helpers for the fsdp-run tests.

  npy_tools.py random OUT LIKE       write random arrays shaped like LIKE/*.npy
  npy_tools.py same A B              A/*.npy and B/*.npy are bitwise equal
  npy_tools.py close A B RTOL        equal within RTOL of each tensor's scale
  npy_tools.py shapes A              print name, shape and dtype of A/*.npy
"""

import os
import sys

import numpy as np


def files(d):
    return sorted(os.listdir(d), key=lambda f: int(f[3:-4]))


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "random":
        out, like = args
        os.makedirs(out, exist_ok=True)
        rng = np.random.default_rng(7)
        for f in files(like):
            a = np.load(os.path.join(like, f))
            r = rng.standard_normal(a.shape).astype(a.dtype)
            np.save(os.path.join(out, f), r)
        print("wrote %d arrays" % len(files(like)))
        return 0
    if cmd == "shapes":
        for f in files(args[0]):
            a = np.load(os.path.join(args[0], f))
            print(f, "x".join(map(str, a.shape)) or "scalar", a.dtype)
        return 0
    a, b = args[0], args[1]
    if files(a) != files(b):
        print("different files:", files(a), files(b))
        return 1
    bad = 0
    for f in files(a):
        x, y = np.load(os.path.join(a, f)), np.load(os.path.join(b, f))
        if cmd == "same":
            good = x.dtype == y.dtype and np.array_equal(x, y)
        else:
            scale = float(np.abs(x).max()) if x.size else 0.0
            good = x.shape == y.shape and float(
                np.abs(x.astype(np.float64) - y).max() if x.size else 0.0
            ) <= float(args[2]) * scale + 1e-9
        if not good:
            print("differs:", f)
            bad += 1
    print("%s: %d/%d equal" % (cmd, len(files(a)) - bad, len(files(a))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
