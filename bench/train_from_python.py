"""The step called from Python against the same step in fsdp-run's loop, and
what `fsdp_mlir.torch.compile` costs as a model deepens.

overhead: an HF GPT-2 (4 layers, d 128, sequence 64, 8 rows per rank,
AdamW), full shard, 2 ranks, --deterministic. Rounds alternate: fsdp-run
trains STEPS steps on generated token ids (its per-step `time_ms`, the
call alone), then the same step library trained from Python on the same
rows (two figures: `trainer.step()`'s wall time, everything Python does
included, and the call alone). Both loops call the runner library's
`Session::step` (fsdp-run's since #43 item 1 stage 3; fsdp-run's step is
linked in-process with ORC, Python's is the step library's step.so: the
same objects). Prints the medians and the ratios, whether
both ended in the same state (bitwise), and whether each input's data
pointer is the one the step's memref descriptor held (not copied).

compile: HF LlamaForCausalLM (hidden 256, as bench/compile_time.py) of L
layers: seconds of `fsdp_mlir.torch.compile` on 2 ranks (rank 0 exporting,
rewriting and compiling, the others receiving the step and its code), cold
(empty compile cache and step builds) and warm (a second job on the same
step: the rewritten step and its code are found again).

evaluate: `trainer.evaluate` (the forward step compiled against the
sharded state) against `trainer.evaluate_eager` (the eager forward on the
gathered parameters), HF Llama (hidden 256) of L layers, full shard, 2
ranks, after 2 training steps: seconds per call (median of --steps calls,
after one warm-up; the compiled forward's compile time apart), the loss
both give, the peak of the runtime's tracked memory on rank 0 during the
forward step (the trainer's state, then what the step itself allocates:
gathered parameters and activations) against the model's parameter
bytes, and the state the forward step resharded.

usage: python bench/train_from_python.py
       [--part overhead|compile|evaluate|both] [--steps 30] [--rounds 3]
       [--layers 2 8]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "python"))
MPIRUN = os.environ.get("MPIRUN", "mpirun --allow-run-as-root --oversubscribe")
B, SEQ = 8, 64


def loss_of(model):
    """The causal LM's own next-token loss, as a module of (x, y)."""
    import torch

    class LossOf(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, x, y):
            return self.model(input_ids=x, labels=y).loss

    return LossOf()


def gpt2():
    import torch
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    cfg = GPT2Config(vocab_size=256, n_positions=SEQ, n_embd=128, n_layer=4,
                     n_head=4, resid_pdrop=0.0, embd_pdrop=0.0,
                     attn_pdrop=0.0)
    model = loss_of(GPT2LMHeadModel(cfg))
    return model, torch.optim.AdamW(model.parameters(), lr=1e-3)


def llama(layers):
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(0)
    cfg = LlamaConfig(vocab_size=1024, hidden_size=256, intermediate_size=512,
                      num_hidden_layers=layers, num_attention_heads=4,
                      num_key_value_heads=4, max_position_embeddings=64)
    model = loss_of(LlamaForCausalLM(cfg))
    return model, torch.optim.AdamW(model.parameters(), lr=1e-3)


def rank_job(args):
    """One rank of the Python side (run under mpirun)."""
    import torch

    import fsdp_mlir.torch as ft
    out = args.out
    if args.part == "compile":
        model, opt = llama(args.layers[0])
        example = (torch.zeros(B // 4, SEQ, dtype=torch.long),) * 2
        start = time.perf_counter()
        trainer = ft.compile(model, None, opt, example)
        seconds = time.perf_counter() - start
        trainer.step(*example)
        if trainer.rank == 0:
            with open(os.path.join(out, "compile.json"), "w") as f:
                json.dump({"seconds": seconds}, f)
        return
    if args.part == "evaluate":
        return evaluate_job(args)
    model, opt = gpt2()
    example = (torch.zeros(B, SEQ, dtype=torch.long),) * 2
    trainer = ft.compile(model, None, opt, example, deterministic=True)
    r = trainer.rank
    tokens = np.load(os.path.join(out, "tokens.npy"))  # [steps, world*B, SEQ+1]
    walls, calls, copied = [], [], False
    for k in range(args.steps):
        x = torch.from_numpy(tokens[k, r * B:(r + 1) * B, :-1].copy())
        y = torch.from_numpy(tokens[k, r * B:(r + 1) * B, 1:].copy())
        start = time.perf_counter()
        trainer.step(x, y)
        walls.append(time.perf_counter() - start)
        calls.append(trainer.last["seconds"])
        pointers = trainer._session.last_argument_pointers
        copied |= x.data_ptr() not in pointers or y.data_ptr() not in pointers
    state = trainer.state()
    if r == 0:
        np.savez(os.path.join(out, "python_state.npz"), *state)
        with open(os.path.join(out, "python.json"), "w") as f:
            json.dump({"wall": walls, "call": calls, "copied": copied}, f)
        step = trainer.train_step
        step.save(os.path.join(out, "exp"))
        step.save_inputs(os.path.join(out, "exp"), [
            (tokens[k, :, :-1], tokens[k, :, 1:]) for k in range(args.steps)])


def evaluate_job(args):
    """One rank of the evaluate part."""
    import torch

    import fsdp_mlir.torch as ft
    model, opt = llama(args.layers[0])
    g = torch.Generator().manual_seed(0)
    tokens = torch.randint(0, 1024, (3, B, SEQ + 1), generator=g)
    example = (tokens[0, :, :-1].contiguous(), tokens[0, :, 1:].contiguous())
    trainer = ft.compile(model, None, opt, example)
    for k in range(2):
        trainer.step(tokens[k, :, :-1].contiguous(),
                     tokens[k, :, 1:].contiguous())
    held = (tokens[2, :, :-1].contiguous(), tokens[2, :, 1:].contiguous())
    start = time.perf_counter()
    compiled = trainer.evaluate(*held)
    first = time.perf_counter() - start
    eager = trainer.evaluate_eager(*held)
    timings = {"compiled": [], "eager": []}
    for _ in range(args.steps):
        for kind, call in (("compiled", trainer.evaluate),
                           ("eager", trainer.evaluate_eager)):
            start = time.perf_counter()
            call(*held)
            timings[kind].append(time.perf_counter() - start)
    forward, = trainer._forwards.values()
    if trainer.rank == 0:
        with open(os.path.join(args.out, "evaluate.json"), "w") as f:
            json.dump({"first": first, "compiled_loss": compiled,
                       "eager_loss": eager, "timings": timings,
                       "peak_bytes": forward.last["peak_bytes"],
                       "state_bytes": trainer._session.state_bytes,
                       "comm_bytes": forward.last["comm_bytes"],
                       "param_bytes": sum(p.numel() * p.element_size()
                                          for p in model.parameters()),
                       "resharded": [forward.state_names[i]
                                     for i in forward.resharded]}, f)


def evaluate(args):
    for layers in args.layers:
        with tempfile.TemporaryDirectory() as out:
            me = [sys.executable, os.path.abspath(__file__), "--rank-job",
                  "--part", "evaluate", "--layers", str(layers), "--steps",
                  str(args.steps), "--out", out]
            run(MPIRUN.split() + ["-np", "2"] + me)
            with open(os.path.join(out, "evaluate.json")) as f:
                e = json.load(f)
        compiled = np.median(e["timings"]["compiled"])
        eager = np.median(e["timings"]["eager"])
        print("evaluate: Llama %d layers (hidden 256, %d rows/rank, seq %d), "
              "full shard, 2 ranks" % (layers, B, SEQ))
        print("  compiled forward step: %.2f ms/call (first call, compiling "
              "it: %.1f s); eager on gathered parameters: %.2f ms/call "
              "(%.2fx)" % (compiled * 1e3, e["first"], eager * 1e3,
                          eager / compiled))
        print("  loss: compiled %.9f, eager %.9f (relative %.1e)" % (
            e["compiled_loss"], e["eager_loss"],
            abs(e["compiled_loss"] - e["eager_loss"]) / abs(e["eager_loss"])))
        print("  rank 0's tracked memory during the forward step: peak %.2f "
              "MB, of which the trainer's state (its shards of parameters "
              "and AdamW moments) %.2f MB and the forward step's own %.2f "
              "MB; the model's parameters: %.2f MB; sent per call %.2f MB; "
              "resharded: %s" % (
                  e["peak_bytes"] / 1e6, e["state_bytes"] / 1e6,
                  (e["peak_bytes"] - e["state_bytes"]) / 1e6,
                  e["param_bytes"] / 1e6, e["comm_bytes"] / 1e6,
                  e["resharded"] or "none"))


def run(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, **kw)
    if p.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stdout[-3000:]))
    return p.stdout


def overhead(args):
    from fsdp_mlir import tools
    rng = np.random.default_rng(0)
    py, fr, same = [], [], []
    with tempfile.TemporaryDirectory() as out:
        np.save(os.path.join(out, "tokens.npy"), rng.integers(
            0, 256, (args.steps, 2 * B, SEQ + 1)).astype(np.int64))
        me = [sys.executable, os.path.abspath(__file__), "--rank-job",
              "--part", "overhead", "--steps", str(args.steps), "--out", out]
        for k in range(args.rounds):
            run(MPIRUN.split() + ["-np", "2"] + me)
            exp = os.path.join(out, "exp")
            sharded = os.path.join(exp, "sharded.mlir")
            if k == 0:
                tools.fsdp_opt(os.path.join(exp, "step.mlir"), sharded,
                               ["--fsdp-pipeline=strategy=full-shard"])
            summary = os.path.join(out, "summary.json")
            run(MPIRUN.split() + ["-np", "2", tools.find_tool("fsdp-run"),
                                  sharded, "--steps=%d" % args.steps,
                                  "--deterministic",
                                  "--load-state=" + os.path.join(exp, "state"),
                                  "--inputs=" + os.path.join(exp, "inputs"),
                                  "--dump-state=" + os.path.join(out, "dump"),
                                  "--summary-json=" + summary])
            with open(summary) as f:
                fr += [s["time_ms"] / 1e3 for s in json.load(f)["per_step"][2:]]
            with open(os.path.join(out, "python.json")) as f:
                p = json.load(f)
            py.append(p)
            with np.load(os.path.join(out, "python_state.npz")) as st:
                same.append(all(
                    st["arr_%d" % i].tobytes() ==
                    np.load(os.path.join(out, "dump", "arg%d.npy" % i)).tobytes()
                    for i in range(len(st.files))))
    wall = np.median([w for p in py for w in p["wall"][2:]])
    call = np.median([c for p in py for c in p["call"][2:]])
    loop = np.median(fr)
    print("overhead: HF GPT-2 (4 layers, d 128, seq %d, %d rows/rank), full "
          "shard, 2 ranks, %d steps x %d rounds" % (SEQ, B, args.steps,
                                                    args.rounds))
    print("  fsdp-run loop, the call:      median %.3f ms" % (loop * 1e3))
    print("  from Python, the call:        median %.3f ms (%.3fx)" %
          (call * 1e3, call / loop))
    print("  from Python, trainer.step():  median %.3f ms (%.3fx)" %
          (wall * 1e3, wall / loop))
    print("  final state bitwise fsdp-run's: %s" % all(same))
    print("  inputs copied: %s" % any(p["copied"] for p in py))


def compile_cost(args):
    for layers in args.layers:
        with tempfile.TemporaryDirectory() as out, \
                tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, FSDP_COMPILE_CACHE_DIR=cache,
                       FSDP_STEP_BUILD_DIR=os.path.join(cache, "steps"))
            me = [sys.executable, os.path.abspath(__file__), "--rank-job",
                  "--part", "compile", "--layers", str(layers), "--out", out]
            figures = []
            for _ in ("cold", "warm"):
                start = time.perf_counter()
                run(MPIRUN.split() + ["-np", "2"] + me, env=env)
                job = time.perf_counter() - start
                with open(os.path.join(out, "compile.json")) as f:
                    figures.append((json.load(f)["seconds"], job))
            print("compile: Llama %2d layers: fsdp_mlir.torch.compile %.1f s "
                  "cold, %.1f s warm (job %.1f s / %.1f s)" %
                  (layers, figures[0][0], figures[1][0], figures[0][1],
                   figures[1][1]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--part", default="both",
                    choices=["overhead", "compile", "evaluate", "both"])
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--layers", type=int, nargs="+", default=[2, 8])
    ap.add_argument("--rank-job", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    if args.rank_job:
        return rank_job(args)
    if args.part in ("overhead", "both"):
        overhead(args)
    if args.part in ("compile", "both"):
        compile_cost(args)
    if args.part == "evaluate":
        evaluate(args)


if __name__ == "__main__":
    main()
