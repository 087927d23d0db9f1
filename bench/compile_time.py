"""Time from a model to its first step, per phase, as the model deepens.

HF LlamaForCausalLM from a config (hidden 256, 4 heads, intermediate 512,
vocab 1024, sequence 64, AdamW), L layers, exported for 2 ranks, rewritten
full-shard, run by fsdp-run on 2 ranks: the seconds of each phase
(export_train_step, fsdp-opt --fsdp-pipeline, fsdp-run's lowering and code
generation as its summary reports them, and fsdp-run's wall time for one
step), the peak resident set of a rank, a fitted exponent per phase
(log(t_L2 / t_L1) / log(L2 / L1) between the two deepest models: 1 is
linear), then the same run from the compile cache (a second job on the same
step) and whether its final state is bitwise the fresh compile's; the
last column is the time from the model to its first step (export, fsdp-opt
and fsdp-run's wall time, the compile cache cold).

usage: python bench/compile_time.py [--bin build/bin] [--layers 2 8 32]
       [--out /tmp/fsdp-compile-time]
"""

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time

import numpy as np
import torch

from fsdp_mlir.torch import export_train_step

MPIRUN = os.environ.get("MPIRUN", "mpirun --allow-run-as-root --oversubscribe")


class LossOf(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x, y):
        return self.model(input_ids=x, labels=y).loss


def export(layers, out):
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=1024, hidden_size=256, intermediate_size=512,
                      num_hidden_layers=layers, num_attention_heads=4,
                      num_key_value_heads=4, max_position_embeddings=64)
    model = LossOf(LlamaForCausalLM(cfg))
    x = torch.randint(0, 1024, (1, 64))
    start = time.perf_counter()
    step = export_train_step(model, None, (x, x.clone()),
                             torch.optim.AdamW(model.parameters(), lr=1e-3),
                             grid=2)
    path = step.save(out, "ddp.mlir")
    return path, time.perf_counter() - start


def run_fsdp(args, step, extra, dump):
    summary = os.path.join(args.out, "summary.json")
    # Each rank's peak resident set, in a file of its own (mpirun may end
    # before it forwards what `time` writes last).
    rss = os.path.join(args.out, "rss")
    for f in ("%s.0" % rss, "%s.1" % rss):
        if os.path.exists(f):
            os.remove(f)
    run = " ".join([os.path.join(args.bin, "fsdp-run"), step, "--steps=1",
                    "--int-range=0:1024", "--threads=1", "--deterministic",
                    "--dump-state=" + dump, "--summary-json=" + summary]
                   + extra)
    cmd = MPIRUN.split() + [
        "-np", "2", "sh", "-c",
        "exec /usr/bin/time -f %%M -o %s.$OMPI_COMM_WORLD_RANK %s" % (rss, run)]
    start = time.perf_counter()
    done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    wall = time.perf_counter() - start
    with open(summary) as f:
        s = json.load(f)
    rss_kb = max(int(open("%s.%d" % (rss, r)).read().split()[-1])
                 for r in (0, 1))
    origin = re.search(r"fsdp-run: step code (.*), \d+ bytes", done.stdout)
    return {"lower_s": s["lower_s"], "jit_s": s["jit_s"],
            "jit_cpu_s": s["jit_cpu_s"], "wall_s": wall,
            "rss_mb": rss_kb / 1024, "origin": origin.group(1) if origin else "?"}


def same_state(a, b):
    return all(np.array_equal(np.load(os.path.join(a, f)),
                              np.load(os.path.join(b, f)))
               for f in os.listdir(a) if f.endswith(".npy"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="build/bin")
    ap.add_argument("--layers", type=int, nargs="+", default=[2, 8, 32])
    ap.add_argument("--out", default="/tmp/fsdp-compile-time")
    args = ap.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)
    cache = os.path.join(args.out, "cache")
    print("load average before: %s" % open("/proc/loadavg").read().split()[:3])
    rows = []
    for layers in args.layers:
        d = os.path.join(args.out, "L%d" % layers)
        os.makedirs(d)
        ddp, export_s = export(layers, d)
        fsdp = os.path.join(d, "fsdp.mlir")
        start = time.perf_counter()
        subprocess.run([os.path.join(args.bin, "fsdp-opt"), ddp,
                        "--fsdp-pipeline=strategy=full-shard", "-o", fsdp],
                       check=True)
        opt_s = time.perf_counter() - start
        lines = sum(1 for _ in open(fsdp))
        fresh = run_fsdp(args, fsdp, ["--compile-cache=" + cache],
                         os.path.join(d, "fresh"))
        hit = run_fsdp(args, fsdp, ["--compile-cache=" + cache],
                       os.path.join(d, "hit"))
        rows.append((layers, lines, export_s, opt_s, fresh, hit,
                     same_state(os.path.join(d, "fresh"),
                                os.path.join(d, "hit"))))
        print("L=%d done: %s / %s" % (layers, fresh["origin"], hit["origin"]),
              flush=True)

    print("| layers | IR lines | export_train_step s | fsdp-opt s | lowering s "
          "| code generation s (CPU s) | fsdp-run wall s | RSS/rank MB "
          "| cached: fsdp-run wall s | cached: lowering + load s "
          "| cached bitwise fresh | model to first step s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for layers, lines, export_s, opt_s, fresh, hit, same in rows:
        print("| %d | %d | %.1f | %.2f | %.2f | %.2f (%.2f) | %.2f | %.0f "
              "| %.2f | %.3f | %s | %.1f |" % (
                  layers, lines, export_s, opt_s, fresh["lower_s"],
                  fresh["jit_s"], fresh["jit_cpu_s"], fresh["wall_s"],
                  fresh["rss_mb"], hit["wall_s"],
                  hit["lower_s"] + hit["jit_s"], "yes" if same else "NO",
                  export_s + opt_s + fresh["wall_s"]))
    if len(rows) >= 2:
        (l1, _, e1, o1, f1, _, _), (l2, _, e2, o2, f2, _, _) = rows[-2:]

        def exponent(a, b):
            return math.log(b / a) / math.log(l2 / l1) if a > 0 else float("nan")
        print("exponents %d -> %d layers: export %.2f, fsdp-opt %.2f, "
              "lowering %.2f, code generation %.2f, fsdp-run wall %.2f" % (
                  l1, l2, exponent(e1, e2), exponent(o1, o2),
                  exponent(f1["lower_s"], f2["lower_s"]),
                  exponent(f1["jit_s"], f2["jit_s"]),
                  exponent(f1["wall_s"], f2["wall_s"])))
    print("load average after: %s" % open("/proc/loadavg").read().split()[:3])
    return 0


if __name__ == "__main__":
    sys.exit(main())
