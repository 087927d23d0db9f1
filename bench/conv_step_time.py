"""A convolutional network's step with its convolutions as im2col and a
BLAS contraction (`fsdp-convolutions-to-im2col`, fsdp-run's default) against
loops that sum each output element in one chain (`--im2col=false`), side by
side.

`--model resnet18`: torchvision ResNet-18 (10 classes, random weights),
`--image` pixels square, `--rows` images a rank; `--model wav2vec2`: HF
wav2vec2's audio classifier (its feature encoder's 1-D convolutions, 3
layers of 128 channels, 2 transformer layers of width 64, 10 classes),
`--samples` samples a row, `--rows` rows a rank. SGD with momentum, exported
for 2 ranks, rewritten full-shard, then fsdp-run on 2 ranks x 1 thread
(random inputs, labels in [0, 10)), the two lowerings alternating for
`--rounds` rounds (a fresh compile each): the median step time (the first
step left out), the measured and predicted peak memory of a rank and the
compile time, and how far apart the two final states are (not bitwise: the
sums are in another order).

usage: python bench/conv_step_time.py [--bin build/bin] [--model resnet18]
       [--image 64] [--samples 16000] [--rows 8] [--steps 4] [--rounds 3]
       [--out /tmp/fsdp-conv-step]
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


class _Wav2Vec2Loss(torch.nn.Module):
    def __init__(self):
        super().__init__()
        import transformers as T
        self.model = T.Wav2Vec2ForSequenceClassification(T.Wav2Vec2Config(
            hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
            intermediate_size=128, conv_dim=(128, 128, 128),
            conv_stride=(5, 2, 2), conv_kernel=(10, 3, 3),
            num_feat_extract_layers=3, num_conv_pos_embeddings=16,
            num_conv_pos_embedding_groups=4, num_labels=10,
            classifier_proj_size=32, hidden_dropout=0.0,
            attention_dropout=0.0, activation_dropout=0.0,
            feat_proj_dropout=0.0, final_dropout=0.0, layerdrop=0.0,
            mask_time_prob=0.0))

    def forward(self, x, y):
        return self.model(input_values=x, labels=y).loss


def export(args):
    torch.manual_seed(0)
    y = torch.randint(0, 10, (args.rows,))
    if args.model == "wav2vec2":
        model, loss_fn = _Wav2Vec2Loss(), None
        x = torch.randn(args.rows, args.samples)
    else:
        import torchvision
        model = torchvision.models.resnet18(num_classes=10)
        loss_fn = torch.nn.functional.cross_entropy
        x = torch.randn(args.rows, 3, args.image, args.image)
    step = export_train_step(
        model, loss_fn, (x, y),
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
            "predicted_mb": s["predicted_peak_bytes"] / 1e6,
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
    ap.add_argument("--model", choices=("resnet18", "wav2vec2"),
                    default="resnet18")
    ap.add_argument("--image", type=int, default=64)
    ap.add_argument("--samples", type=int, default=16000)
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
          "| peak MB/rank | predicted peak MB | lowering + code generation s |")
    print("|---|---|---|---|---|---|")
    for im2col in (True, False):
        r = rows[im2col]
        print("| %s | %.1f | %s | %.1f | %.1f | %.2f |" % (
            "im2col + BLAS" if im2col else "loops (--im2col=false)",
            statistics.median(x["step_ms"] for x in r),
            ", ".join("%.1f" % x["step_ms"] for x in r), r[0]["peak_mb"],
            r[0]["predicted_mb"],
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
