"""PyTorch side of bench/vs_pytorch.sh: the models fsdp-gen generates, trained
with DDP or FSDP2 (torch.distributed.fsdp.fully_shard) on the gloo backend in
N processes with one thread each. Prints one line per run:

    torch MODEL STRATEGY median_ms=... steps=...

where the median is over steps 2..K of the slowest rank's step time (the
runner reports the same: the maximum over ranks of each step).

usage: python vs_pytorch.py --model mlp|gpt --strategy ddp|fsdp --ranks 2
       --steps K [model sizes, see --help]
"""

import argparse
import os
import statistics
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn as nn
import torch.nn.functional as F


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
        split = lambda t: t.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        a = F.scaled_dot_product_attention(
            split(self.q(h)), split(self.k(h)), split(self.v(h)), is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, s, d))
        return x + self.mlp_proj(F.gelu(self.fc(self.ln_2(x))))


class GPT(nn.Module):
    """fsdp-gen --model=transformer: token + position embeddings, blocks,
    ln_f, logits through the tied token embedding."""

    def __init__(self, layers, d, heads, seq, vocab):
        super().__init__()
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Parameter(torch.zeros(seq, d))
        self.blocks = nn.ModuleList(Block(d, heads, 4 * d) for _ in range(layers))
        self.ln_f = nn.LayerNorm(d, eps=1e-5)

    def forward(self, tokens):
        x = self.wte(tokens) + self.wpe
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


def worker(rank, opts, port, queue):
    os.environ["MASTER_ADDR"] = "127.0.0.1"
    os.environ["MASTER_PORT"] = str(port)
    torch.set_num_threads(opts.threads)
    dist.init_process_group("gloo", rank=rank, world_size=opts.ranks)
    torch.manual_seed(0)
    if opts.model == "mlp":
        model = MLP(opts.layers, opts.width)
        x = torch.randn(opts.batch, opts.width)
        y = torch.randn(opts.batch, opts.width)
        loss_fn = lambda m: F.mse_loss(m(x), y)
    else:
        model = GPT(opts.layers, opts.d_model, opts.heads, opts.seq, opts.vocab)
        tokens = torch.randint(0, opts.vocab, (opts.batch, opts.seq))
        targets = torch.randint(0, opts.vocab, (opts.batch, opts.seq))
        loss_fn = lambda m: F.cross_entropy(
            m(tokens).view(-1, opts.vocab), targets.view(-1))
    if opts.strategy == "ddp":
        model = nn.parallel.DistributedDataParallel(model)
    else:
        from torch.distributed.fsdp import fully_shard
        units = model.layers if opts.model == "mlp" else model.blocks
        for unit in units:
            fully_shard(unit)
        fully_shard(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-4)
    times = []
    for _ in range(opts.steps):
        dist.barrier()
        start = time.perf_counter()
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(model)
        loss.backward()
        optimizer.step()
        times.append(time.perf_counter() - start)
    # The slowest rank's time of every step, as fsdp-run reports it.
    t = torch.tensor(times, dtype=torch.float64)
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    if rank == 0:
        queue.put(t.tolist())
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
    opts = p.parse_args()
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
    times = queue.get()
    median = statistics.median(times[1:]) if len(times) > 1 else times[0]
    print(f"torch {opts.model} {opts.strategy} median_ms={median * 1e3:.3f} "
          f"steps={len(times)}")


if __name__ == "__main__":
    main()
