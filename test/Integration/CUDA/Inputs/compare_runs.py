#!/usr/bin/env python3
"""Compares two fsdp-run runs of the same step: the final states dumped with
--dump-state (arg<i>.npy) and, when given, the per-step losses printed.

Each tensor of B must match A within --tol relative to A's largest magnitude
(absolute below 1); the losses likewise. Prints one line per tensor with the
largest difference, and `max_rel_diff=` for the whole comparison.

usage: compare_runs.py DIR_A DIR_B [--log-a A.txt --log-b B.txt] [--tol 1e-4]
"""

import argparse
import os
import re
import sys

import numpy as np


def as_float(a):
    if a.dtype == np.uint16:  # bf16 bits
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def losses(path):
    with open(path) as f:
        return [float(m.group(1)) for m in re.finditer(r"^step=\d+ loss=(\S+)", f.read(), re.M)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--log-a")
    ap.add_argument("--log-b")
    ap.add_argument("--tol", type=float, default=1e-4)
    args = ap.parse_args()

    names = sorted(f for f in os.listdir(args.a) if f.endswith(".npy"))
    if not names or names != sorted(f for f in os.listdir(args.b) if f.endswith(".npy")):
        sys.exit("FAILED: %s and %s hold different tensors" % (args.a, args.b))
    worst, ok = 0.0, True
    for name in names:
        a = as_float(np.load(os.path.join(args.a, name)))
        b = as_float(np.load(os.path.join(args.b, name)))
        if a.shape != b.shape:
            print("%s: shapes %s and %s differ" % (name, a.shape, b.shape))
            ok = False
            continue
        scale = max(1.0, float(np.max(np.abs(a)))) if a.size else 1.0
        diff = float(np.max(np.abs(a - b))) / scale if a.size else 0.0
        worst = max(worst, diff)
        good = np.isfinite(b).all() and diff <= args.tol
        ok &= bool(good)
        print("%s: %s max_rel_diff=%.3g %s" % (name, "x".join(map(str, a.shape)), diff, "ok" if good else "MISMATCH"))
    if args.log_a and args.log_b:
        la, lb = losses(args.log_a), losses(args.log_b)
        if len(la) != len(lb) or not la:
            print("losses: %d and %d steps" % (len(la), len(lb)))
            ok = False
        else:
            diff = max(abs(x - y) / max(1.0, abs(x)) for x, y in zip(la, lb))
            worst = max(worst, diff)
            good = diff <= args.tol
            ok &= good
            print("losses: %d steps max_rel_diff=%.3g %s" % (len(la), diff, "ok" if good else "MISMATCH"))
    print("max_rel_diff=%.3g tol=%g %s" % (worst, args.tol, "PASSED" if ok else "FAILED"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
