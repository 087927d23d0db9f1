"""A CNN's step with its 2-D convolutions as im2col and a BLAS contraction
(`fsdp-convolutions-to-im2col`, fsdp-run's default) against loops that sum
each output element in one chain (`--im2col=false`), side by side.

torchvision ResNet-18 (10 classes, random weights, SGD with momentum),
`--image` pixels square, `--rows` images a rank, exported for 2 ranks,
rewritten full-shard, then fsdp-run on 2 ranks x 1 thread (random images,
labels in [0, 10)), the two
lowerings alternating for `--rounds` rounds (a fresh compile each): the
median step time (the first step left out), the peak memory of a rank and
the compile time, and how far apart the two final states are (not
bitwise: the sums are in another order).

usage: python bench/conv_step_time.py [--bin build/bin] [--image 64]
       [--rows 8] [--steps 4] [--rounds 3] [--out /tmp/fsdp-conv-step]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys

import numpy as np
import torch

from fsdp_mlir.torch import export_train_step

MPIRUN = os.environ.get("MPIRUN", "mpirun --allow-run-as-root --oversubscribe")


def export(args):
    import torchvision
    torch.manual_seed(0)
    model = torchvision.models.resnet18(num_classes=10)
    x = torch.randn(args.rows, 3, args.image, args.image)
    y = torch.randint(0, 10, (args.rows,))
    step = export_train_step(
        model, torch.nn.functional.cross_entropy, (x, y),
        torch.optim.SGD(model.parameters(), lr=1e-2, momentum=0.9), grid=2)
    ddp = step.save(args.out, "ddp.mlir")
    fsdp = os.path.join(args.out, "fsdp.mlir")
    subprocess.run([os.path.join(args.bin, "fsdp-opt"), ddp,
                    "--fsdp-pipeline=strategy=full-shard", "-o", fsdp],
                   check=True, capture_output=True)
    return fsdp


def run(args, step, im2col, dump):
    summary = os.path.join(args.out, "summary.json")
    cmd = MPIRUN.split() + [
        "-np", "2", os.path.join(args.bin, "fsdp-run"), step,
        "--steps=%d" % args.steps, "--threads=1", "--deterministic",
        "--int-range=0:10",
        "--no-compile-cache", "--im2col=%s" % ("true" if im2col else "false"),
        "--dump-state=" + dump, "--summary-json=" + summary, "--quiet"]
    subprocess.run(cmd, check=True, capture_output=True)
    with open(summary) as f:
        s = json.load(f)
    times = [p["time_ms"] for p in s["per_step"][1:]]
    return {"step_ms": statistics.median(times), "peak_mb": s["peak_bytes"] / 1e6,
            "compile_s": s["lower_s"] + s["jit_s"]}


def state_distances(a, b):
    """The normwise distance between the two runs' state tensors: the
    largest and the median. (The largest is a tensor of rounding-noise
    gradients: BatchNorm biases before another normalisation, whose
    gradients cancel to a few ulps of their terms.)"""
    d = []
    for f in os.listdir(a):
        if f.endswith(".npy"):
            x = np.load(os.path.join(a, f)).astype(np.float64)
            y = np.load(os.path.join(b, f)).astype(np.float64)
            scale = np.linalg.norm(y)
            if scale:
                d.append(np.linalg.norm(x - y) / scale)
    return max(d), float(np.median(d))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="build/bin")
    ap.add_argument("--image", type=int, default=64)
    ap.add_argument("--rows", type=int, default=8, help="images a rank")
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", default="/tmp/fsdp-conv-step")
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)
    step = export(args)
    print("load average before: %s" % open("/proc/loadavg").read().split()[:3])
    rows = {True: [], False: []}
    for _ in range(args.rounds):
        for im2col in (True, False):
            rows[im2col].append(run(args, step, im2col, os.path.join(
                args.out, "im2col" if im2col else "loops")))
    print("| convolutions | step ms (median of rounds) | steps ms, each round "
          "| peak MB/rank | lowering + code generation s |")
    print("|---|---|---|---|---|")
    for im2col in (True, False):
        r = rows[im2col]
        print("| %s | %.1f | %s | %.1f | %.2f |" % (
            "im2col + BLAS" if im2col else "loops (--im2col=false)",
            statistics.median(x["step_ms"] for x in r),
            ", ".join("%.1f" % x["step_ms"] for x in r), r[0]["peak_mb"],
            statistics.median(x["compile_s"] for x in r)))
    worst, median = state_distances(os.path.join(args.out, "im2col"),
                                    os.path.join(args.out, "loops"))
    print("speedup: %.2fx; final states apart (normwise) by %.1e in the "
          "median tensor, %.1e in the farthest" % (
              statistics.median(x["step_ms"] for x in rows[False]) /
              statistics.median(x["step_ms"] for x in rows[True]),
              median, worst))
    print("load average after: %s" % open("/proc/loadavg").read().split()[:3])
    return 0


if __name__ == "__main__":
    sys.exit(main())
