#!/usr/bin/env python3
"""Trains an fsdp-gen MLP (ReLU, MSE, SGD) on 2 ranks with fsdp-run as the
f32 full-shard step and as its mixed-precision rewrites
(fsdp-pipeline param-dtype=bf16, reduce-dtype f32 and bf16), and checks them
against a numpy reference of the same policy.

The reference repeats the compiled step's arithmetic: numpy has no bf16, so
every value the step holds in bf16 is an f32 array rounded to nearest even
at the 16th bit (round_bf16), at the points where the step rounds: each
parameter shard before its gather, each floating input, the result of every
elementwise op, and the f32-accumulated result of every contraction and sum
(accumulated in the step's order: f32 sums in index order; a matmul of
bf16 values accumulates exact f32 products along k in order, which is what
both the loop nest and OpenBLAS's kernels do for these sizes, FMA or not).
Gradients are reduced as the runtime's deterministic mode does (f32 sum in
rank order, divided by the group size; in bf16, rounded once after that),
widened to f32, and SGD updates the f32 master state.

Checks, printed one per line and summarized by ALL OK:
  (a) every loss of a policy run is within LOSS_RTOL of the f32 run's;
  (b) the state change of each policy run (final minus initial state, the
      sum of the updates) matches the reference of its policy within
      STATE_RTOL normwise per tensor, its losses within 1e-6, and the f32
      run's state change is more than 100x STATE_RTOL away from that
      reference for some tensor (without the policy the check would fail);
  (c) under the bf16/bf16 policy, the full-shard and no-shard (DDP) steps
      end bitwise equal (deterministic mode: the casts commute with the
      sharding, and the runtime reduces in the same order);
  (d) fsdp-run's all-gather bytes per step halve under param-dtype=bf16,
      its reduce-scatter bytes halve under reduce-dtype=bf16 only, and
      fsdp-report's static counts say the same.

usage: mixed_precision.py --gen G --opt O --run R --mpirun CMD --out DIR
"""

import argparse
import json
import os
import re
import shlex
import subprocess
import sys

import numpy as np

RANKS = 2
BATCH = 4  # per rank
WIDTHS = [16, 32, 8]  # BATCH * WIDTHS[-1] = 32: loss scales exact in bf16
STEPS = 3
LR = 0.1
# The loss passes through about ten bf16 roundings (unit roundoff 2^-9 each)
# on the way from the inputs; 2^-5 relative bounds that with a margin of 3.
LOSS_RTOL = 2.0**-5
# The reference rounds where the step rounds and adds in its order, so it
# should agree to the bit (it does here); 1e-5 leaves room for f32-level
# differences in the update (an f32 ulp is 6e-8) but not for a single bf16
# rounding done differently: one bf16 ulp (2^-8) in one gradient element
# moves the update of the largest tensor (256 elements) by about
# 2^-8/sqrt(256) = 2.4e-4. The policy itself moves the updates by a few
# 1e-3, which is what the f32 run must be seen to miss.
STATE_RTOL = 1e-5


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.exit("FAILED: " + " ".join(cmd))
    return p.stdout


def round_bf16(x):
    """float32 -> nearest-even bfloat16, returned as float32."""
    a = np.asarray(x, dtype=np.float32)
    b = np.ascontiguousarray(a).reshape(-1).view(np.uint32)
    b = (b + (((b >> 16) & 1) + np.uint32(0x7FFF))) & np.uint32(0xFFFF0000)
    return b.view(np.float32).reshape(a.shape)


def seq_sum(a, axis):
    """Sum in index order with an f32 accumulator, as the compiled loop."""
    a = np.moveaxis(np.asarray(a, np.float32), axis, 0)
    acc = np.zeros(a.shape[1:], np.float32)
    for row in a:
        acc = acc + row
    return acc


def seq_matmul(a, b):
    """a @ b with one f32 accumulator per element, along k in order."""
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    acc = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        acc = acc + a[:, k:k + 1] * b[k:k + 1, :]
    return acc


def reference(state, xs, ys, rb, reduce_rb):
    """The SGD trajectory of the step under a policy: rb rounds compute
    values (identity for f32), reduce_rb rounds reduced gradients."""
    L = len(WIDTHS) - 1
    W = [state[2 * l].copy() for l in range(L)]
    B = [state[2 * l + 1].copy() for l in range(L)]
    f32 = np.float32
    c1 = rb(np.float32(1.0 / (BATCH * WIDTHS[-1])))
    c2 = rb(np.float32(2.0 / (BATCH * WIDTHS[-1])))
    losses = []
    for s in range(STEPS):
        grads, step_losses = [], []
        for r in range(RANKS):
            x = rb(xs[s][r * BATCH:(r + 1) * BATCH])
            y = rb(ys[s][r * BATCH:(r + 1) * BATCH])
            Wb = [rb(w) for w in W]  # cast before the gather
            Bb = [rb(b) for b in B]
            acts, pre = [x], []
            for l in range(L):
                z = rb(seq_matmul(acts[-1], Wb[l]))
                z = rb(z + Bb[l])
                pre.append(z)
                if l < L - 1:
                    acts.append(np.maximum(z, f32(0)))
            d = rb(pre[-1] - y)
            sq = rb(d * d)
            loss = rb(seq_sum(sq.reshape(-1), 0) * c1)
            step_losses.append(f32(loss))
            dz = rb(d * c2)
            gw, gb = [None] * L, [None] * L
            for l in reversed(range(L)):
                gw[l] = rb(seq_matmul(acts[l].T, dz))
                gb[l] = rb(seq_sum(dz, 0))
                if l > 0:
                    dh = rb(seq_matmul(dz, Wb[l].T))
                    dz = np.where(pre[l - 1] > 0, dh, f32(0)).astype(f32)
            grads.append((gw, gb))
        losses.append((step_losses[0] + step_losses[1]) / f32(RANKS))
        for l in range(L):
            g = reduce_rb((grads[0][0][l] + grads[1][0][l]) / f32(RANKS))
            h = reduce_rb((grads[0][1][l] + grads[1][1][l]) / f32(RANKS))
            W[l] = W[l] - f32(LR) * g
            B[l] = B[l] - f32(LR) * h
    out = []
    for l in range(L):
        out += [W[l], B[l]]
    return out, losses


def main():
    ap = argparse.ArgumentParser()
    for a in ("--gen", "--opt", "--run", "--mpirun", "--out"):
        ap.add_argument(a, required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    mpirun = shlex.split(a.mpirun)

    rng = np.random.default_rng(7)
    L = len(WIDTHS) - 1
    state = []
    for l in range(L):
        state.append((rng.standard_normal((WIDTHS[l], WIDTHS[l + 1])) /
                      np.sqrt(WIDTHS[l])).astype(np.float32))
        state.append((0.1 * rng.standard_normal(WIDTHS[l + 1])).astype(
            np.float32))
    n = RANKS * BATCH
    xs = rng.standard_normal((STEPS, n, WIDTHS[0])).astype(np.float32)
    ys = rng.standard_normal((STEPS, n, WIDTHS[-1])).astype(np.float32)
    sdir, idir = os.path.join(a.out, "init"), os.path.join(a.out, "inputs")
    os.makedirs(sdir, exist_ok=True)
    os.makedirs(idir, exist_ok=True)
    for i, t in enumerate(state):
        np.save(os.path.join(sdir, f"arg{i}.npy"), t)
    np.save(os.path.join(idir, f"arg{len(state)}.npy"), xs)
    np.save(os.path.join(idir, f"arg{len(state) + 1}.npy"), ys)

    ddp = os.path.join(a.out, "ddp.mlir")
    run([a.gen, "--model=mlp", "--layers=%d" % L,
         "--width=" + ",".join(map(str, WIDTHS)), "--batch=%d" % BATCH,
         "--optimizer=sgd", "--lr=%g" % LR, "--grid-size=%d" % RANKS,
         "-o", ddp])

    policies = {"f32": "", "bf16-f32": "param-dtype=bf16 reduce-dtype=f32",
                "bf16-bf16": "param-dtype=bf16 reduce-dtype=bf16",
                "ddp-bf16-bf16": "strategy=no-shard param-dtype=bf16 "
                                 "reduce-dtype=bf16"}
    results = {}
    for name, opts in policies.items():
        step = os.path.join(a.out, name + ".mlir")
        run([a.opt, ddp, "--fsdp-pipeline=" + opts, "-o", step])
        report = json.loads(run([a.opt, step, "--fsdp-report", "-o",
                                 os.devnull]))
        comm = report["functions"][0]["communication"]
        dump = os.path.join(a.out, "state-" + name)
        out = run(mpirun + ["-np", str(RANKS), a.run, step,
                            "--steps=%d" % STEPS, "--deterministic",
                            "--opt-level=0", "--load-state=" + sdir,
                            "--inputs=" + idir, "--dump-state=" + dump])
        losses = [float(m) for m in re.findall(r"^step=\d+ loss=(\S+)", out,
                                               re.M)]
        summary = dict(re.findall(r"(\w+)=(\S+)",
                                  re.search(r"^summary: .*$", out,
                                            re.M).group(0)))
        final = [np.load(os.path.join(dump, f"arg{i}.npy"))
                 for i in range(len(state))]
        results[name] = (losses, summary, comm, final)

    ok = True

    def check(cond, line):
        nonlocal ok
        ok &= bool(cond)
        print(line + (" ok" if cond else " FAILED"))

    f32_losses = results["f32"][0]
    for name in ("bf16-f32", "bf16-bf16"):
        losses = results[name][0]
        dev = max(abs(l - f) / abs(f) for l, f in zip(losses, f32_losses))
        check(len(losses) == STEPS and dev <= LOSS_RTOL,
              f"loss {name} vs f32: {len(losses)} steps, largest relative "
              f"deviation {dev:.2e} (tolerance {LOSS_RTOL:.2e})")

    def update_error(final, ref):
        return max(
            float(np.linalg.norm((f - s) - (r - s)) / np.linalg.norm(r - s))
            for f, r, s in zip(final, ref, state))

    for name, reduce_rb in (("bf16-f32", lambda v: v),
                            ("bf16-bf16", round_bf16)):
        ref, ref_losses = reference(state, xs, ys, round_bf16, reduce_rb)
        err = update_error(results[name][3], ref)
        check(err <= STATE_RTOL,
              f"state {name} vs numpy policy reference: largest normwise "
              f"update error {err:.2e} (tolerance {STATE_RTOL:.1e})")
        loss_err = max(abs(l - float(r)) / abs(float(r))
                       for l, r in zip(results[name][0], ref_losses))
        check(loss_err <= 1e-6,
              f"loss {name} vs numpy policy reference: {loss_err:.2e}")
        miss = update_error(results["f32"][3], ref)
        check(miss > 100 * STATE_RTOL,
              f"state f32 vs numpy {name} reference: {miss:.2e} "
              f"(> 100x tolerance: the check sees the policy)")
    err32 = update_error(results["f32"][3],
                         reference(state, xs, ys, np.float32, lambda v: v)[0])
    check(err32 <= 1e-5,
          f"state f32 vs numpy f32 reference: {err32:.2e} (tolerance 1e-5)")

    same = all(np.array_equal(f, d) for f, d in
               zip(results["bf16-bf16"][3], results["ddp-bf16-bf16"][3]))
    check(same, "bitwise bf16-bf16 full-shard vs no-shard (deterministic):")

    def nbytes(name, kind):
        return int(results[name][1][kind + "_bytes_per_step"])

    def static(name, kind):
        return int(results[name][2][kind]["bytes_sent"])

    for name, gather, scatter in (("bf16-f32", 0.5, 1.0),
                                  ("bf16-bf16", 0.5, 0.5)):
        for kind, factor in (("all_gather", gather),
                             ("reduce_scatter", scatter)):
            run_ratio = nbytes(name, kind) / nbytes("f32", kind)
            model_ratio = static(name, kind) / static("f32", kind)
            check(run_ratio == factor and model_ratio == factor,
                  f"bytes {name} {kind}: fsdp-run {nbytes(name, kind)} vs "
                  f"{nbytes('f32', kind)} per step ({run_ratio:g}), "
                  f"fsdp-report {static(name, kind)} vs "
                  f"{static('f32', kind)} ({model_ratio:g})")
    print("ALL OK" if ok else "SOME FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
