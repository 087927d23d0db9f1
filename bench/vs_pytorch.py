"""PyTorch side of bench/vs_pytorch.sh and bench/remat.sh: the models fsdp-gen
generates, trained with DDP or FSDP2 (torch.distributed.fsdp.fully_shard) on
the gloo backend in N processes with one thread each, optionally with full
activation checkpointing (--checkpoint: every GPT block's forward run through
torch.utils.checkpoint.checkpoint(block, x, use_reentrant=False), so backward
recomputes it; the block inputs are all that forward keeps). Prints one line
per run:

    torch MODEL STRATEGY median_ms=... steps=... mean_ms=... peak_bytes=...
          state_bytes=...

where the median is over steps 2..K of the slowest rank's step time (the
runner reports the same: the maximum over ranks of each step) and mean_ms
the mean over all K steps (as fsdp-run's mean_time_ms).

peak_bytes is the measured peak, maximum over the ranks, of the bytes of the
live tensors a rank holds during one step: the sum of the sizes of every
distinct tensor storage alive (views counted once, with its size at that
moment, so FSDP2's storage resize_ of the gathered parameters counts), taken
after every op of the step (LiveTensorBytes, a TorchDispatchMode that sees
every storage an op returns or takes from before the model is built; a
storage counts until it dies, whichever thread drops it). It counts: the
parameters a rank holds (FSDP2: its shards; DDP: the whole model), the
gathered (unsharded) parameters while alive, the gradients and the
reduce-scatter / all-reduce buffers, the optimizer state (Adam's exp_avg,
exp_avg_sq and step), the activations saved for backward (with --checkpoint:
the block inputs and one block's recomputed activations), the temporaries,
the logits, and the token / target inputs. It does not count what is no
tensor of the program: gloo's own copies inside a collective (as fsdp-run's
does not count MPI's), a kernel's private scratch, the BLAS library's
buffers, Python objects. fsdp-run's peak_bytes counts the same things of its
step: every buffer of the step plus the state shards and inputs the rank
holds. The measured step is the second of two untimed steps run first (the
first one allocates Adam's state and FSDP2's lazy state, so the second is a
steady one: it starts with the state and no gradients); the K timed steps
follow without the mode. state_bytes: the parameters and optimizer state a
rank holds after those steps (maximum over the ranks).

(torch.profiler's memory events were tried first: on gloo they miss the
frees of buffers whose last reference a gloo worker thread drops, so their
running sum drifts up by a gathered block now and then.)

usage: python vs_pytorch.py --model mlp|gpt --strategy ddp|fsdp --ranks 2
       --steps K [--checkpoint] [model sizes, see --help]
"""

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
import weakref

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten


class MLP(nn.Module):
    """fsdp-gen --model=mlp --bias=false: (linear, relu) x (L-1), linear."""

    def __init__(self, layers, width):
        super().__init__()
        self.layers = nn.ModuleList(
            nn.Linear(width, width, bias=False) for _ in range(layers))

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = F.relu(x)
        return x


class Block(nn.Module):
    """fsdp-gen's pre-norm decoder block: causal attention, gelu MLP."""

    def __init__(self, d, heads, ffn):
        super().__init__()
        self.heads = heads
        self.ln_1 = nn.LayerNorm(d, eps=1e-5)
        self.q = nn.Linear(d, d)
        self.k = nn.Linear(d, d)
        self.v = nn.Linear(d, d)
        self.proj = nn.Linear(d, d)
        self.ln_2 = nn.LayerNorm(d, eps=1e-5)
        self.fc = nn.Linear(d, ffn)
        self.mlp_proj = nn.Linear(ffn, d)

    def forward(self, x):
        b, s, d = x.shape
        h = self.ln_1(x)
        def split(t):
            return t.view(b, s, self.heads, d // self.heads).transpose(1, 2)

        a = F.scaled_dot_product_attention(
            split(self.q(h)), split(self.k(h)), split(self.v(h)), is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, s, d))
        return x + self.mlp_proj(F.gelu(self.fc(self.ln_2(x))))


class GPT(nn.Module):
    """fsdp-gen --model=transformer: token + position embeddings, blocks,
    ln_f, logits through the tied token embedding."""

    def __init__(self, layers, d, heads, seq, vocab, checkpoint=False):
        super().__init__()
        self.checkpoint = checkpoint
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Parameter(torch.zeros(seq, d))
        self.blocks = nn.ModuleList(Block(d, heads, 4 * d) for _ in range(layers))
        self.ln_f = nn.LayerNorm(d, eps=1e-5)

    def forward(self, tokens):
        x = self.wte(tokens) + self.wpe
        for block in self.blocks:
            if self.checkpoint:
                # Full activation checkpointing per block: forward keeps only
                # the block's input, backward runs the block again (FSDP2's
                # hooks gather its parameters again for that).
                x = torch.utils.checkpoint.checkpoint(
                    block, x, use_reentrant=False)
            else:
                x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


class LiveTensorBytes(TorchDispatchMode):
    """Tracks every CPU tensor storage an op returns or takes (a DTensor:
    its local shard), weakly, and while `measuring` keeps in `peak` the
    largest sum of the sizes of the storages alive after an op."""

    def __init__(self):
        super().__init__()
        self.storages = {}  # id(storage) -> weakref.ref(storage)
        self.measuring = False
        self.peak = 0

    def track(self, t):
        t = getattr(t, "_local_tensor", t)
        if not isinstance(t, torch.Tensor) or t.device.type != "cpu":
            return
        try:
            storage = t.untyped_storage()
        except (RuntimeError, NotImplementedError):
            return
        ref = self.storages.get(id(storage))
        if ref is None or ref() is not storage:
            self.storages[id(storage)] = weakref.ref(storage)

    def live_bytes(self):
        total = 0
        for key, ref in list(self.storages.items()):
            storage = ref()
            if storage is None:
                del self.storages[key]
            else:
                total += storage.nbytes()
        return total

    def start(self):
        self.measuring = True
        self.peak = self.live_bytes()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        for t in tree_flatten((out, args, kwargs))[0]:
            if isinstance(t, torch.Tensor):
                self.track(t)
        if self.measuring:
            self.peak = max(self.peak, self.live_bytes())
        return out


def state_bytes(model, optimizer):
    """Bytes of the parameters (a rank's shards under FSDP2) and optimizer
    state this rank holds."""
    def local(t):
        t = t.to_local() if hasattr(t, "to_local") else t
        return t.untyped_storage().nbytes()
    total = sum(local(p) for p in model.parameters())
    for state in optimizer.state.values():
        total += sum(local(v) for v in state.values()
                     if isinstance(v, torch.Tensor))
    return total


def worker(rank, opts, port, queue):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    torch.set_num_threads(opts.threads)
    dist.init_process_group("gloo", rank=rank, world_size=opts.ranks)
    # From here on every tensor is tracked (see LiveTensorBytes); off for
    # the timed steps.
    live = LiveTensorBytes()
    live.__enter__()
    torch.manual_seed(0)
    if opts.model == "mlp":
        model = MLP(opts.layers, opts.width)
        x = torch.randn(opts.batch, opts.width)
        y = torch.randn(opts.batch, opts.width)
        def loss_fn(m, rows):
            return F.mse_loss(m(x[rows]), y[rows])
    else:
        model = GPT(opts.layers, opts.d_model, opts.heads, opts.seq, opts.vocab,
                    checkpoint=opts.checkpoint)
        tokens = torch.randint(0, opts.vocab, (opts.batch, opts.seq))
        targets = torch.randint(0, opts.vocab, (opts.batch, opts.seq))
        def loss_fn(m, rows):
            return F.cross_entropy(m(tokens[rows]).view(-1, opts.vocab),
                                   targets[rows].reshape(-1))
    if opts.strategy == "ddp":
        model = nn.parallel.DistributedDataParallel(model)
    else:
        from torch.distributed.fsdp import fully_shard
        units = model.layers if opts.model == "mlp" else model.blocks
        for unit in units:
            fully_shard(unit)
        fully_shard(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)

    # --microbatches K: K forward/backward passes of batch/K rows each, the
    # loss of each divided by K; gradients reduced after every microbatch
    # (each: FSDP2's and DDP's default) or after the last only (last:
    # set_requires_gradient_sync(False) / no_sync() before it).
    k = opts.microbatches
    rows = opts.batch // k

    def step():
        optimizer.zero_grad(set_to_none=True)
        for i in range(k):
            sync = opts.gradient_sync == "each" or i == k - 1
            if opts.strategy == "ddp":
                context = contextlib.nullcontext() if sync else model.no_sync()
            else:
                model.set_requires_gradient_sync(sync)
                context = contextlib.nullcontext()
            with context:
                loss = loss_fn(model, slice(i * rows, (i + 1) * rows))
                (loss / k if k > 1 else loss).backward()
        optimizer.step()

    # Two untimed steps, tracked; the second is the measured one.
    step()
    optimizer.zero_grad(set_to_none=True)
    dist.barrier()
    live.start()
    step()
    live.measuring = False
    dist.barrier()
    live.__exit__(None, None, None)
    peak = live.peak
    del live
    times = []
    for _ in range(opts.steps):
        dist.barrier()
        start = time.perf_counter()
        step()
        times.append(time.perf_counter() - start)
    # The slowest rank's time of every step, as fsdp-run reports it; the
    # largest peak and state of the ranks.
    t = torch.tensor(times, dtype=torch.float64)
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    m = torch.tensor([peak, state_bytes(model, optimizer)], dtype=torch.int64)
    dist.all_reduce(m, op=dist.ReduceOp.MAX)
    if rank == 0:
        queue.put((t.tolist(), m.tolist()))
    dist.destroy_process_group()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--model", choices=["mlp", "gpt"], required=True)
    p.add_argument("--strategy", choices=["ddp", "fsdp"], required=True)
    p.add_argument("--ranks", type=int, default=2)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--layers", type=int, default=4)
    p.add_argument("--width", type=int, default=1024)
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--d-model", type=int, default=512)
    p.add_argument("--heads", type=int, default=8)
    p.add_argument("--seq", type=int, default=256)
    p.add_argument("--vocab", type=int, default=1024)
    p.add_argument("--port", type=int, default=29517)
    p.add_argument("--checkpoint", action="store_true",
                   help="full activation checkpointing: every GPT block's "
                   "forward through torch.utils.checkpoint.checkpoint("
                   "use_reentrant=False), recomputed in backward")
    p.add_argument("--microbatches", type=int, default=1,
                   help="gradient accumulation: the batch in this many "
                   "microbatches")
    p.add_argument("--gradient-sync", choices=["last", "each"],
                   default="last",
                   help="with --microbatches: reduce gradients after the "
                   "last microbatch only, or after each")
    p.add_argument("--json", metavar="FILE",
                   help="also write the line's figures to FILE as one JSON "
                   "object (for programs, which need not parse the line)")
    opts = p.parse_args()
    if opts.microbatches < 1 or opts.batch % opts.microbatches:
        p.error(f"--batch {opts.batch} does not split into "
                f"{opts.microbatches} microbatches")
    if opts.checkpoint and opts.model != "gpt":
        p.error("--checkpoint needs --model gpt")
    ctx = mp.get_context("spawn")
    queue = ctx.SimpleQueue()
    procs = [ctx.Process(target=worker, args=(r, opts, opts.port, queue))
             for r in range(opts.ranks)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join()
    if any(proc.exitcode != 0 for proc in procs):
        sys.exit("vs_pytorch.py: a worker failed")
    times, (peak, state) = queue.get()
    median = statistics.median(times[1:]) if len(times) > 1 else times[0]
    print(f"torch {opts.model} {opts.strategy} "
          f"microbatches={opts.microbatches} "
          f"gradient_sync={opts.gradient_sync} median_ms={median * 1e3:.3f} "
          f"steps={len(times)} mean_ms={statistics.mean(times) * 1e3:.3f} "
          f"peak_bytes={peak} state_bytes={state}")
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"model": opts.model, "strategy": opts.strategy,
                       "microbatches": opts.microbatches,
                       "gradient_sync": opts.gradient_sync,
                       "median_ms": median * 1e3, "steps": len(times),
                       "mean_ms": statistics.mean(times) * 1e3,
                       "peak_bytes": peak, "state_bytes": state}, f)


if __name__ == "__main__":
    main()
