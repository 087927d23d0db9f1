#!/usr/bin/env python3
"""Writes math_reduction_step.mlir's state and input (`--write DIR`), or
compares fsdp-run's loss in its --summary-json file with numpy's float64
sum of the same functions (`--check JSON DIR`): prints the relative
difference and whether it is within 1e-5.
"""
import json
import os
import sys

import numpy as np


def loss(w, x):
    p = (x * w).astype(np.float64)
    above1 = p * p + 1
    inside = p / above1
    return float(np.sum(
        np.arcsinh(p) + np.arccosh(above1) + np.arctanh(inside) +
        np.arctan(p) + np.arctan2(p, 2.0) + np.sinh(inside) +
        np.cosh(inside) + np.arcsin(inside) + np.arccos(inside) +
        np.tan(inside * 0.5) + np.cbrt(p)))


def main():
    if sys.argv[1] == "--write":
        d = sys.argv[2]
        rng = np.random.default_rng(5)
        os.makedirs(os.path.join(d, "state"))
        os.makedirs(os.path.join(d, "in"))
        np.save(os.path.join(d, "state", "arg0.npy"),
                rng.standard_normal(64).astype(np.float32))
        np.save(os.path.join(d, "in", "arg1.npy"),
                rng.standard_normal((1, 2, 64)).astype(np.float32))
        return 0
    summary, d = sys.argv[2], sys.argv[3]
    got = json.load(open(summary))["final_loss"]
    want = loss(np.load(os.path.join(d, "state", "arg0.npy")),
                np.load(os.path.join(d, "in", "arg1.npy"))[0])
    err = abs(got - want) / abs(want)
    print("loss within 1e-5 of numpy:", err <= 1e-5, "(%.1e)" % err)
    return 0


if __name__ == "__main__":
    sys.exit(main())
