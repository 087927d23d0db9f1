#!/usr/bin/env python3
"""Train a Hugging Face GPT-2 with fsdp-mlir, end to end.

What a user does with their own model, in one script:

1. tokenizes a text corpus this repository already has (its README.md and
   docs/**/*.md, byte-level: 256 tokens) into a flat uint16 token file, the
   layout nanoGPT and llm.c prepare, which fsdp-run reads memory-mapped
   (`--data`), each rank its rows, in a seeded order;
2. builds a GPT-2 from its config (transformers' defaults except the sizes,
   and dropout off so that the run can be compared with PyTorch's);
3. exports one training step with AdamW and a warmup + cosine learning-rate
   schedule (the learning rate is an input of the step, so one export serves
   the whole schedule), and rewrites it into a fully sharded step;
4. trains it on 2 MPI ranks with fsdp-run, checkpointing every N steps,
   kills the run mid-way and resumes it from its last checkpoint;
5. loads the trained weights back into transformers (`load_checkpoint`, a
   safetensors file, `from_pretrained`) and generates a short sample;
6. trains the same model from the same initial weights on the same batches
   (the rows fsdp-run read, from its `--data-dump`) with PyTorch DDP (2 gloo
   processes) and draws both loss curves (SVG).

    ~/.cache/fsdp-mlir/venv/bin/python examples/torch/train_hf_gpt2.py \\
        [--steps 200] [--out build/gpt2-example]

With `--microbatches K` each step accumulates gradients over K microbatches
of its batch (the step exported for one microbatch, compiled with
`fsdp-pipeline` option `microbatches=K`, docs/guides/frontends.md); the
PyTorch DDP run takes the whole batch at once, which is the same step up to
rounding.
"""

import argparse
import glob
import json
import os
import signal
import subprocess
import sys
import time

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "python"))

from fsdp_mlir import tools  # noqa: E402
from fsdp_mlir.torch import export_train_step, load_checkpoint, save_safetensors  # noqa: E402

RANKS = 2
RESUMED_AT = 0  # the step the run resumed after (train_with_fsdp_run)


def corpus_tokens(path):
    """README.md and docs/**/*.md as bytes: one uint16 token per byte."""
    files = [os.path.join(REPO, "README.md")] + sorted(
        glob.glob(os.path.join(REPO, "docs", "**", "*.md"), recursive=True))
    data = b"".join(open(f, "rb").read() for f in files)
    tokens = np.frombuffer(data, np.uint8).astype(np.uint16)
    tokens.tofile(path)
    return tokens


def example_batch(tokens, rows, seq):
    """One rank's (input, target) batch of the step's shapes: fsdp-run's
    --data windows, input tokens[o:o+T] and target tokens[o+1:o+T+1]."""
    x = np.stack([tokens[k * seq:(k + 1) * seq] for k in range(rows)])
    y = np.stack([tokens[k * seq + 1:(k + 1) * seq + 1] for k in range(rows)])
    return (torch.from_numpy(x.astype(np.int64)),
            torch.from_numpy(y.astype(np.int64)))


def batches_read(dumps, steps):
    """The global batches fsdp-run read (its --data-dump files: one line per
    row, `step=S ... rank=R ... argI=t,t,... argJ=t,t,...`), rank 0's rows
    first: what PyTorch DDP is given. `dumps`: (file, first step, last step)
    of each run (the killed run read past its last checkpoint; the resumed
    run read those steps again)."""
    import re
    rows = {}
    for path, first, last in dumps:
        for line in open(path):
            fields = dict(re.findall(r"(\w+)=(\S+)", line))
            if not first <= int(fields["step"]) <= last:
                continue
            args = sorted(k for k in fields if k.startswith("arg"))
            key = (int(fields["step"]), int(fields["rank"]))
            rows.setdefault(key, []).append(
                [np.array(fields[a].split(","), np.int64) for a in args])
    out = []
    for s in range(1, steps + 1):
        ranks = sorted(r for (t, r) in rows if t == s)
        got = [row for r in ranks for row in rows[(s, r)]]
        out.append(tuple(torch.from_numpy(np.stack([row[i] for row in got]))
                         for i in range(2)))
    return out


class LossOf(torch.nn.Module):
    """Next-token cross-entropy of the model's logits (the targets are the
    inputs shifted by one, as --data windows them)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x, y):
        logits = self.model(input_ids=x).logits
        return torch.nn.functional.cross_entropy(logits.flatten(0, 1),
                                                 y.flatten())


def make_model(args):
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(args.seed)
    cfg = GPT2Config(vocab_size=256, n_positions=args.seq, n_embd=args.dim,
                     n_layer=args.layers, n_head=args.heads, resid_pdrop=0.0,
                     embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=0,
                     eos_token_id=0)
    return GPT2LMHeadModel(cfg)


def make_optimizer(model, args):
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.1)
    warmup = max(1, args.steps // 10)
    sched = torch.optim.lr_scheduler.SequentialLR(opt, [
        torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1,
                                          total_iters=warmup),
        torch.optim.lr_scheduler.CosineAnnealingLR(
            opt, T_max=args.steps - warmup)], milestones=[warmup])
    return opt, sched


def fsdp_run_cmd(step_file, out, args, steps, run, extra):
    return tools.mpirun_prefix(RANKS) + [
        tools.find_tool("fsdp-run"), step_file, "--steps=%d" % steps,
        "--deterministic", "--seed=%d" % args.seed,
        "--data=" + os.path.join(out, "corpus.u16"), "--data-dtype=uint16",
        "--vocab=256",
        "--data-dump=" + os.path.join(out, "rows-%s-rank%%r.txt" % run),
        "--hyperparameters=" + os.path.join(out, "hyperparameters"),
        "--checkpoint-dir=" + os.path.join(out, "ck"),
        "--save-every=%d" % args.save_every,
        "--steps-jsonl=" + os.path.join(out, "steps-%s.jsonl" % run)] + extra


def steps_of(out, run):
    """The figures of each step run `run` finished, {step: {loss, time_ms,
    ...}}, from its --steps-jsonl file (a line each, flushed as the step
    ends: a killed run's last line may be cut short)."""
    path = os.path.join(out, "steps-%s.jsonl" % run)
    steps = {}
    if os.path.exists(path):
        for line in open(path):
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            steps[entry["step"]] = entry
    return steps


def median_step_ms(out):
    """fsdp-run's median step time over both runs (JIT excluded)."""
    times = [e["time_ms"] for run in ("1", "2")
             for e in steps_of(out, run).values()]
    return float(np.median(times)) if times else float("nan")


def train_with_fsdp_run(step_file, out, args):
    """The run, killed after its first checkpoint past the middle, then
    resumed: returns the losses of every step."""
    ck = os.path.join(out, "ck")
    log = open(os.path.join(out, "run1.log"), "w")
    first = subprocess.Popen(fsdp_run_cmd(
        step_file, out, args, args.steps, "1",
        ["--load-state=" + os.path.join(out, "state")]),
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    kill_after = args.steps // 2
    while first.poll() is None:
        latest = os.path.join(ck, "latest")
        if os.path.exists(latest):
            k = int(open(latest).read().strip().split("-")[1])
            if k >= kill_after:
                os.killpg(first.pid, signal.SIGKILL)
                break
        time.sleep(0.05)
    first.wait()
    # The ranks are in the killed group too: wait until none is left, so
    # that nothing writes the checkpoint directory while the run resumes.
    while True:
        try:
            os.killpg(first.pid, signal.SIGKILL)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    log.close()
    k = int(open(os.path.join(ck, "latest")).read().strip().split("-")[1])
    losses = {s: e["loss"] for s, e in steps_of(out, "1").items() if s <= k}
    print("fsdp-run: killed after its checkpoint of step %d; resuming" % k)
    global RESUMED_AT
    RESUMED_AT = k
    if k < args.steps:
        second = subprocess.run(fsdp_run_cmd(
            step_file, out, args, args.steps - k, "2",
            ["--resume=" + os.path.join(ck, "step-%d" % k)]),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        open(os.path.join(out, "run2.log"), "w").write(second.stdout)
        if second.returncode:
            raise RuntimeError("the resumed run failed:\n" + second.stdout)
        losses.update({s: e["loss"] for s, e in steps_of(out, "2").items()})
    return [losses[s] for s in range(1, args.steps + 1)]


def _ddp_worker(rank, args, batches, init, out):
    import torch.distributed as dist
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    dist.init_process_group("gloo", rank=rank, world_size=RANKS)
    torch.set_num_threads(1)
    model = LossOf(make_model(args))
    model.load_state_dict(init)
    ddp = torch.nn.parallel.DistributedDataParallel(model)
    opt, sched = make_optimizer(ddp, args)
    losses, times = [], []
    for x, y in batches:
        start = time.perf_counter()
        rows = x.shape[0] // RANKS
        mine = slice(rank * rows, (rank + 1) * rows)
        loss = ddp(x[mine], y[mine])
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        times.append(1e3 * (time.perf_counter() - start))
        mean = loss.detach().clone()
        dist.all_reduce(mean)
        losses.append(float(mean) / RANKS)
    if rank == 0:
        json.dump({"losses": losses, "median_ms": float(np.median(times))},
                  open(os.path.join(out, "ddp_losses.json"), "w"))
    dist.destroy_process_group()


def train_with_pytorch_ddp(batches, init, out, args):
    import torch.multiprocessing as mp
    os.environ["MASTER_PORT"] = str(29500 + os.getpid() % 1000)
    mp.spawn(_ddp_worker, args=(args, batches, init, out), nprocs=RANKS)
    result = json.load(open(os.path.join(out, "ddp_losses.json")))
    return result["losses"], result["median_ms"]


def svg_curves(path, curves, title):
    """A line chart of `curves` ({label: losses}) as a standalone SVG."""
    w, h, pad = 640, 360, 48
    values = [v for c in curves.values() for v in c]
    lo, hi = min(values), max(values)
    n = max(len(c) for c in curves.values())
    colors = ["#1f77b4", "#d62728", "#2ca02c"]

    def xy(i, v):
        return (pad + (w - 2 * pad) * i / max(n - 1, 1),
                h - pad - (h - 2 * pad) * (v - lo) / ((hi - lo) or 1))

    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
             'font-family="sans-serif" font-size="12">' % (w, h),
             '<rect width="100%" height="100%" fill="white"/>',
             '<text x="%d" y="20" font-size="14">%s</text>' % (pad, title),
             '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (
                 pad, h - pad, w - pad, h - pad),
             '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (
                 pad, pad, pad, h - pad)]
    for frac in (0, 0.5, 1):
        v = lo + (hi - lo) * frac
        x, y = xy(0, v)
        parts.append('<text x="4" y="%.1f">%.2f</text>' % (y + 4, v))
    parts.append('<text x="%d" y="%d">step (1..%d)</text>' % (
        w // 2 - 30, h - 12, n))
    for k, (label, c) in enumerate(curves.items()):
        points = " ".join("%.1f,%.1f" % xy(i, v) for i, v in enumerate(c))
        dash = ' stroke-dasharray="6,4"' if k else ""
        parts.append('<polyline fill="none" stroke="%s" stroke-width="1.5"%s '
                     'points="%s"/>' % (colors[k % 3], dash, points))
        parts.append('<text x="%d" y="%d" fill="%s">%s</text>' % (
            w - pad - 190, pad + 16 * k, colors[k % 3], label))
    parts.append("</svg>")
    open(path, "w").write("\n".join(parts) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--save-every", type=int, default=25)
    ap.add_argument("--batch", type=int, default=8, help="global batch rows")
    ap.add_argument("--microbatches", type=int, default=1,
                    help="gradient accumulation: each step's batch in this "
                    "many microbatches")
    ap.add_argument("--gradient-sync", choices=["last", "each", "auto"],
                    default="auto",
                    help="with --microbatches: reduce the gradients once "
                    "after the last microbatch, after each, or as the cost "
                    "model picks")
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--dim", type=int, default=192)
    ap.add_argument("--layers", type=int, default=6)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=os.path.join(REPO, "build",
                                                 "gpt2-example"))
    ap.add_argument("--svg", default=None,
                    help="where to draw the loss curves (default OUT/loss.svg)")
    ap.add_argument("--no-ddp", action="store_true",
                    help="skip the PyTorch DDP comparison")
    args = ap.parse_args()
    if args.microbatches < 1 or args.batch % (RANKS * args.microbatches):
        ap.error("--batch %d does not split into %d ranks x %d microbatches" %
                 (args.batch, RANKS, args.microbatches))
    out = args.out
    os.makedirs(out, exist_ok=True)
    subprocess.run(["rm", "-rf", os.path.join(out, "ck")] +
                   glob.glob(os.path.join(out, "rows-*.txt")))

    tokens = corpus_tokens(os.path.join(out, "corpus.u16"))
    print("corpus: %d byte tokens (README.md, docs/**/*.md) in %s" %
          (len(tokens), os.path.join(out, "corpus.u16")))

    hf = make_model(args)
    model = LossOf(hf)
    init = {k: v.clone() for k, v in model.state_dict().items()}
    opt, sched = make_optimizer(model, args)
    params = sum(p.numel() for p in model.parameters())
    start = time.perf_counter()
    # The step is exported for one microbatch of a rank's rows; fsdp-pipeline
    # makes it a step over all of them.
    rows = args.batch // RANKS // args.microbatches
    step = export_train_step(model, None, example_batch(tokens, rows, args.seq),
                             opt, grid=RANKS, lr_scheduler=sched)
    ddp_file = step.save(out, "ddp.mlir")
    step.save_hyperparameters(out, args.steps)
    fsdp_file = os.path.join(out, "fsdp.mlir")
    pipeline = "--fsdp-pipeline"
    if args.microbatches > 1:
        pipeline += "=microbatches=%d gradient-sync=%s" % (
            args.microbatches, args.gradient_sync)
    tools.fsdp_opt(ddp_file, fsdp_file, [pipeline])
    print("GPT-2 (%d layers, d %d, vocab 256): %d parameters; exported and "
          "sharded in %.1f s (hyperparameters: %s)" % (
              args.layers, args.dim, params, time.perf_counter() - start,
              ", ".join(step.hyperparameter_names)))

    losses = train_with_fsdp_run(fsdp_file, out, args)
    print("fsdp-run, full shard on %d ranks: %d steps, median step %.1f ms, "
          "loss %.4f -> %.4f" % (RANKS, args.steps, median_step_ms(out),
                                 losses[0], losses[-1]))

    # Back into transformers.
    from transformers import GPT2LMHeadModel
    load_checkpoint(model, opt, os.path.join(out, "ck"), manifest=out)
    hf_dir = os.path.join(out, "hf")
    os.makedirs(hf_dir, exist_ok=True)
    hf.config.save_pretrained(hf_dir)
    save_safetensors(hf, os.path.join(hf_dir, "model.safetensors"))
    trained = GPT2LMHeadModel.from_pretrained(hf_dir)
    prompt = torch.tensor([list(b"The ")], dtype=torch.long)
    torch.manual_seed(args.seed)
    with torch.no_grad():
        sample = trained.generate(prompt,
                                  max_new_tokens=args.seq - prompt.shape[1],
                                  do_sample=True, top_k=20, temperature=0.8,
                                  pad_token_id=0)
    text = bytes(sample[0].tolist()).decode("utf-8", "replace")
    print("transformers, from %s: %r" % (hf_dir, text))

    curves = {"fsdp-mlir (full shard, killed + resumed)": losses}
    if not args.no_ddp:
        dumps = [(f, 1, RESUMED_AT) for f in glob.glob(
            os.path.join(out, "rows-1-rank*.txt"))]
        dumps += [(f, RESUMED_AT + 1, args.steps) for f in glob.glob(
            os.path.join(out, "rows-2-rank*.txt"))]
        data = batches_read(dumps, args.steps)
        ddp_losses, ddp_ms = train_with_pytorch_ddp(data, init, out, args)
        print("PyTorch DDP (gloo, %d processes, 1 thread each): %d steps, "
              "median step %.1f ms, loss %.4f -> %.4f" % (
                  RANKS, args.steps, ddp_ms, ddp_losses[0], ddp_losses[-1]))
        rel = [abs(a - b) / abs(b) for a, b in zip(losses, ddp_losses)]
        print("fsdp-run vs DDP: first 5 steps within %.1e, every step within "
              "%.2f%%" % (max(rel[:5]), 100 * max(rel)))
        curves["PyTorch DDP"] = ddp_losses
    svg = args.svg or os.path.join(out, "loss.svg")
    svg_curves(svg, curves, "HF GPT-2 on this repository's docs, %d ranks" %
               RANKS)
    print("loss curves: %s" % svg)


if __name__ == "__main__":
    main()
