#!/usr/bin/env python3
"""The state of Inputs/denormal_step.mlir and its results, for denormals.test.

  denormals.py state DIR            write the initial state DIR/arg<i>.npy
  denormals.py check DIR ieee       DIR (a --dump-state after one step) is
                                    bitwise the IEEE result
  denormals.py check DIR flushed    ... the result with subnormal inputs read
                                    as zero and subnormal results written as
                                    zero (x86 DAZ + FTZ, AArch64 FPCR.FZ)

The values are powers of two chosen so that every result is exact in both
modes (no rounding, whatever the order of the sums), so the comparison is
bitwise.
"""

import os
import sys

import numpy as np

TINY = np.finfo(np.float32).tiny  # the smallest normal float, 2^-126
SUB = np.float32(2.0**-140)  # subnormal
BIG = np.float32(2.0**30)


def initial():
    return {
        0: np.full(4, TINY, np.float32),
        1: np.full(4, SUB, np.float32),
        2: np.full((128, 128), SUB, np.float32),
        3: np.full((128, 128), BIG, np.float32),
        4: np.full(8, SUB, np.float32),
    }


def flush(x):
    x = np.asarray(x, np.float32)
    return np.where(np.abs(x) < TINY, np.copysign(np.float32(0), x), x).astype(
        np.float32
    )


def step(s, f):
    """One step of the test's step on 2 ranks; f flushes operands and
    results (the identity for IEEE)."""
    a, b, c, d, e = (f(s[i]) for i in range(5))
    return {
        0: f(a * np.float32(0.5)),
        1: f(b * BIG),
        2: f(f(c) @ f(d)),
        3: d,
        4: f(f(e + e) / np.float32(2)),
    }


def main():
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == "state":
        os.makedirs(d, exist_ok=True)
        for i, a in initial().items():
            np.save(os.path.join(d, "arg%d.npy" % i), a)
        return 0
    mode = sys.argv[3]
    want = step(initial(), flush if mode == "flushed" else lambda x: x)
    bad = subnormal = 0
    for i, w in want.items():
        got = np.load(os.path.join(d, "arg%d.npy" % i))
        subnormal += int(np.count_nonzero((got != 0) & (np.abs(got) < TINY)))
        if got.dtype != w.dtype or got.shape != w.shape:
            print("arg%d: %s %s, want %s %s"
                  % (i, got.dtype, got.shape, w.dtype, w.shape))
            bad += 1
            continue
        differ = np.flatnonzero(got.view(np.uint32) != w.view(np.uint32))
        if differ.size:
            k = differ[0]
            print("arg%d: %d of %d elements differ, first [%d]: %r, want %r"
                  % (i, differ.size, got.size, k, got.flat[k], w.flat[k]))
            bad += 1
    print("%s: %d/%d bitwise equal, %d subnormal values"
          % (mode, len(want) - bad, len(want), subnormal))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
