#!/usr/bin/env python3
"""Trains switch_step.mlir (one scf.index_switch) and if_chain_step.mlir
(the same step as a chain of scf.if) with fsdp-run on 2 ranks, DDP as
written and FSDP after fsdp-opt --fsdp-pipeline, from the same state and
inputs: each rank's case index is its own (every case and the default,
a negative index included, over the steps). Prints whether every run's
final state is bitwise the if-chain DDP run's, and the largest relative
difference of the state from numpy's float64 run of the same step.

usage: index_switch.py --opt O --run R --mpirun CMD --out DIR
"""

import argparse
import os
import shlex
import subprocess
import sys

import numpy as np

STEPS, RANKS, ROWS = 6, 2, 2


def branch(k, g, w):
    return {0: g + g, 1: g * w, 2: g - w}.get(int(k), np.tanh(g))


def reference(w, x, k):
    for s in range(STEPS):
        t = [branch(k[s, r * ROWS], (x[s, r * ROWS:(r + 1) * ROWS] * w)
                    .sum(0), w) for r in range(RANKS)]
        w = w - 0.125 * (sum(t) / RANKS)
    return w


def main():
    ap = argparse.ArgumentParser()
    for name in ("opt", "run", "mpirun", "out"):
        ap.add_argument("--" + name, required=True)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    rng = np.random.default_rng(3)
    w = rng.standard_normal(4).astype(np.float32)
    x = rng.standard_normal((STEPS, RANKS * ROWS, 4)).astype(np.float32)
    k = rng.integers(-1, 5, (STEPS, RANKS * ROWS)).astype(np.int32)
    k[:, 0] = [0, 1, 2, 3, -1, 2]  # every case and the default on rank 0
    state, inputs = os.path.join(a.out, "state"), os.path.join(a.out, "in")
    os.makedirs(state)
    os.makedirs(inputs)
    np.save(os.path.join(state, "arg0.npy"), w)
    np.save(os.path.join(inputs, "arg1.npy"), x)
    np.save(os.path.join(inputs, "arg2.npy"), k)
    dumps = {}
    for step in ("if_chain_step", "switch_step"):
        source = os.path.join(here, step + ".mlir")
        fsdp = os.path.join(a.out, step + ".fsdp.mlir")
        subprocess.run([a.opt, source, "--fsdp-pipeline", "-o", fsdp],
                       check=True)
        for kind, path in (("ddp", source), ("fsdp", fsdp)):
            dump = os.path.join(a.out, "%s-%s" % (step, kind))
            subprocess.run(
                shlex.split(a.mpirun) + [
                    "-np", str(RANKS), a.run, path, "--steps=%d" % STEPS,
                    "--load-state=" + state, "--inputs=" + inputs,
                    "--dump-state=" + dump, "--deterministic", "--quiet"],
                check=True, stdout=subprocess.DEVNULL)
            dumps[step, kind] = np.load(os.path.join(dump, "arg0.npy"))
    base = dumps["if_chain_step", "ddp"]
    print("bitwise:", all(d.tobytes() == base.tobytes()
                          for d in dumps.values()))
    want = reference(w.astype(np.float64), x.astype(np.float64), k)
    err = max(float(np.max(np.abs(d - want)) / np.max(np.abs(want)))
              for d in dumps.values())
    print("within 1e-6 of numpy:", err <= 1e-6, "(%.2e)" % err)
    return 0


if __name__ == "__main__":
    sys.exit(main())
