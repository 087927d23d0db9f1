#!/usr/bin/env python3
"""Trains one generated model as DDP and as its fsdp-pipeline rewrites on
several world sizes with fsdp-run, and compares the final states.

Every run uses the same global batch (fsdp-gen --batch is the global batch
divided by the world size), so all runs compute the same training trajectory:
each final state must match the world-size-1 DDP run within --rtol, per
tensor, relative to the tensor's largest magnitude, with an absolute floor
--atol (1e-12) for tensors that are rounding noise around zero (the Adam moments of a
parameter whose gradient is zero up to rounding, like an attention key bias). With --bitwise-ranks, the
DDP and sharded runs of those world sizes are repeated in fsdp-run's
--deterministic mode and must be bitwise identical to each other.

A world size may be a grid RxS (fsdp-gen --grid=RxS, R*S ranks), where the
hybrid strategy applies; --bitwise-strategies restricts the bitwise check to
the strategies whose reductions add in DDP's order (hybrid reduces over the
shard group first, then over the replicas).

A strategy may carry fsdp-pipeline options after ':' (separated by ':') and
passes to run after fsdp-pipeline, joined with '+':
"full-shard:schedule=false+bucket4096+async+schedule" is
fsdp-pipeline="strategy=full-shard schedule=false", then
fsdp-bucket=bucket-bytes=4096, fsdp-async, and fsdp-schedule with the
h100-nvlink profile (no launch cost, so every collective stays asynchronous
and the runtime's async path is what runs), in that order.

usage: equivalence.py --gen G --opt O --run R --mpirun CMD --out DIR
                      --global-batch B [...] -- <fsdp-gen model options>
"""

import argparse
import os
import shlex
import subprocess
import sys

import numpy as np


def run(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, **kw)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.exit("FAILED: " + " ".join(cmd))
    return p.stdout


def load_dir(d):
    return {f: np.load(os.path.join(d, f)) for f in sorted(os.listdir(d))}


def extra_pass(token):
    """The fsdp-opt flag of a '+' suffix of a strategy."""
    if token == "async":
        return "--fsdp-async"
    if token == "schedule":
        return "--fsdp-schedule=profile=h100-nvlink"
    if token.startswith("bucket"):
        return "--fsdp-bucket=bucket-bytes=" + token[len("bucket"):]
    sys.exit("unknown pass suffix '%s'" % token)


def as_float(a):
    if a.dtype == np.uint16:  # bf16 bits
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", required=True)
    ap.add_argument("--opt", required=True)
    ap.add_argument("--run", required=True)
    ap.add_argument("--mpirun", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--global-batch", type=int, required=True)
    ap.add_argument("--ranks", default="1,2,4")
    ap.add_argument("--bitwise-ranks", default="2")
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--rtol", type=float, default=1e-5)
    ap.add_argument("--atol", type=float, default=1e-12)
    ap.add_argument("--strategies", default="full-shard,shard-grad-op")
    ap.add_argument("--bitwise-strategies", default="",
                    help="strategies compared bitwise (default: all)")
    ap.add_argument("--run-args", default="")
    ap.add_argument("gen_args", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    gen_args = [g for g in a.gen_args if g != "--"]
    ranks = [n for n in a.ranks.split(",")]
    bitwise = [n for n in a.bitwise_ranks.split(",") if n]

    # The sharding rewrite is used when fsdp-opt has it.
    help_text = run([a.opt, "--help"])
    strategies = ["ddp"]
    if "--fsdp-pipeline" in help_text:
        strategies += a.strategies.split(",")
    else:
        print("note: fsdp-opt has no --fsdp-pipeline; DDP runs only")

    def world(n):
        """Ranks of world size or grid `n` ("4", "2x2")."""
        size = 1
        for d in str(n).split("x"):
            size *= int(d)
        return size

    def step_file(n, strategy):
        ddp = os.path.join(a.out, "step-n%s-ddp.mlir" % n)
        if not os.path.exists(ddp):
            grid = ("--grid=%s" % n) if "x" in str(n) else "--grid-size=%s" % n
            run([a.gen, *gen_args, grid,
                 "--batch=%d" % (a.global_batch // world(n)), "-o", ddp])
        if strategy == "ddp":
            return ddp
        path = os.path.join(a.out, "step-n%s-%s.mlir" % (n, strategy))
        if not os.path.exists(path):
            base, *extra = strategy.split("+")
            name, _, options = base.partition(":")
            pipeline = " ".join(["strategy=" + name] +
                                [o for o in options.split(":") if o])
            run([a.opt, ddp, "--fsdp-pipeline=" + pipeline,
                 *[extra_pass(t) for t in extra], "-o", path])
        return path

    def train(n, strategy, deterministic=False):
        tag = "n%s-%s%s" % (n, strategy, "-det" if deterministic else "")
        dump = os.path.join(a.out, tag)
        cmd = shlex.split(a.mpirun) + ["-np", str(world(n)), a.run,
                                       step_file(n, strategy),
                                       "--steps=%d" % a.steps,
                                       "--dump-state=" + dump, "--quiet",
                                       "--opt-level=0"]
        cmd += shlex.split(a.run_args)
        if deterministic:
            cmd.append("--deterministic")
        summary = run(cmd).strip().splitlines()[-1]
        print("run %s: %s" % (tag, summary))
        return load_dir(dump)

    ok = True
    ref = train("1", "ddp")
    for n in ranks:
        for s in strategies:
            if n == "1" and s == "ddp":
                continue
            got = train(n, s)
            worst, where, good = 0.0, "", set(got) == set(ref)
            noise = 0
            for f, r in ref.items():
                r, g = as_float(r), as_float(got[f])
                if not r.size:
                    continue
                scale = np.abs(r).max()
                err = np.abs(r - g).max()
                good &= bool(err <= a.rtol * scale + a.atol)
                if a.rtol * scale < a.atol:
                    noise += 1  # rounding noise around zero: atol decides
                elif err / scale > worst:
                    worst, where = err / scale, f
            ok &= good
            print("equivalence n=%s %s vs n=1 ddp: %d tensors, max_rel=%.3g "
                  "(%s), %d near-zero tensors within atol %s"
                  % (n, s, len(ref), worst, where or "-", noise,
                     "ok" if good else "FAIL"))
    compared = [s for s in strategies[1:]
                if not a.bitwise_strategies
                or s in a.bitwise_strategies.split(",")]
    for n in bitwise:
        runs = {s: train(n, s, deterministic=True)
                for s in ["ddp"] + compared}
        for s in compared:
            same = [f for f in runs["ddp"]
                    if np.array_equal(runs["ddp"][f], runs[s][f])]
            good = len(same) == len(runs["ddp"])
            ok &= good
            print("bitwise n=%s %s vs ddp (deterministic): %d/%d tensors "
                  "identical %s" % (n, s, len(same), len(runs["ddp"]),
                                    "ok" if good else "FAIL"))
    print("ALL OK" if ok else "SOME FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
