#!/usr/bin/env python3
"""Compares fsdp-run's final states and losses of a frontend golden with the
framework's own run recorded next to it (GOLDEN/ref), and the FSDP run with
the DDP run bit for bit.

usage: check_golden.py GOLDEN RUNDIR [--tol 1e-5]
RUNDIR holds ddp/ and fsdp/ (fsdp-run --dump-state) and ddp.txt, fsdp.txt
(fsdp-run's output). Per state tensor, the normwise error
||run - ref|| / ||ref|| must be at most --tol, except over the elements of
GOLDEN/ref/mask_arg<i>.npy: those whose gradient in the framework was
rounding noise (see python/fsdp_mlir/testing/verify.py), reported separately.
"""

import argparse
import os
import re
import sys

import numpy as np


def load(d, i):
    return np.load(os.path.join(d, "arg%d.npy" % i)).astype(np.float64)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("golden")
    ap.add_argument("run")
    ap.add_argument("--tol", type=float, default=1e-5)
    a = ap.parse_args()
    ref_dir = os.path.join(a.golden, "ref")
    count = len([f for f in os.listdir(ref_dir) if re.match(r"arg\d+\.npy$", f)])
    ref_losses = [float(v) for v in open(os.path.join(ref_dir, "losses.txt"))]
    ok = True
    for run in ("ddp", "fsdp"):
        worst, excluded = 0.0, 0
        for i in range(count):
            got, ref = load(os.path.join(a.run, run), i), load(ref_dir, i)
            mask_file = os.path.join(ref_dir, "mask_arg%d.npy" % i)
            if os.path.exists(mask_file):
                mask = np.load(mask_file)
                excluded += int(mask.sum())
                got, ref = got[~mask], ref[~mask]
            scale = np.linalg.norm(ref.ravel())
            err = np.linalg.norm((got - ref).ravel()) / (scale or 1.0)
            worst = max(worst, err)
        text = open(os.path.join(a.run, run + ".txt")).read()
        losses = [float(v) for v in re.findall(r"^step=\d+ loss=(\S+)", text,
                                                re.M)]
        loss_err = max(abs(x - y) / abs(y) for x, y in zip(losses, ref_losses))
        good = (worst <= a.tol and loss_err <= a.tol and
                len(losses) == len(ref_losses))
        ok &= good
        print("%s vs framework: %d tensors, max normwise error %.2e, losses "
              "%.2e, %d noise-gradient elements excluded %s" %
              (run, count, worst, loss_err, excluded, "ok" if good else "FAIL"))
    same = all(np.array_equal(np.load(os.path.join(a.run, "ddp", "arg%d.npy" % i)),
                              np.load(os.path.join(a.run, "fsdp", "arg%d.npy" % i)))
               for i in range(count))
    ok &= same
    print("fsdp bitwise ddp: %s" % ("ok" if same else "FAIL"))
    print("ALL OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
