#!/usr/bin/env python3
"""Compares two fsdp-run --dump-state directories tensor by tensor.

usage: compare_states.py A B normwise TOL   ||a - b|| <= TOL * ||a|| each
       compare_states.py A B bitwise        identical bits each

Prints one line per comparison and exits 1 when a tensor differs (or the
directories hold different tensors).
"""

import os
import sys

import numpy as np


def load(d):
    return {f: np.load(os.path.join(d, f)) for f in sorted(os.listdir(d))
            if f.endswith(".npy")}


def as_float(a):
    if a.dtype == np.uint16:  # bf16 bits
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def main():
    a_dir, b_dir, mode = sys.argv[1:4]
    a, b = load(a_dir), load(b_dir)
    if not a or set(a) != set(b):
        print("FAIL: %s and %s hold different tensors" % (a_dir, b_dir))
        return 1
    bad, worst = [], 0.0
    for f in a:
        if mode == "bitwise":
            if a[f].tobytes() != b[f].tobytes() or a[f].shape != b[f].shape:
                bad.append(f)
            continue
        x, y = as_float(a[f]), as_float(b[f])
        if x.shape != y.shape:
            bad.append(f)
            continue
        scale = np.linalg.norm(x)
        err = np.linalg.norm(x - y)
        rel = err / scale if scale > 0 else err
        worst = max(worst, rel)
        if rel > float(sys.argv[4]):
            bad.append(f)
    what = "bitwise" if mode == "bitwise" else "normwise max_rel=%.3g" % worst
    print("%s: %d/%d tensors ok (%s)%s" % (
        "ok" if not bad else "FAIL", len(a) - len(bad), len(a), what,
        "" if not bad else " differ: " + ",".join(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
