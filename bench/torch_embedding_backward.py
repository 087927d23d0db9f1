#!/usr/bin/env python3
"""Step time of an exported PyTorch GPT with a large vocabulary, its
embedding and cross-entropy backward as the exporter writes them now (an
upstream loop over the tokens, O(tokens x dim), `fsdp_mlir/torch/tm_tensor.py`)
and as it wrote them before (a one-hot matmul, O(tokens x vocabulary x dim),
`decompositions.decomposition_table(one_hot_scatter=True)`), side by side in
one run on one rank.

    python bench/torch_embedding_backward.py [--vocab 32768] [--steps 10]

Prints each variant's median step time (fsdp-run's per-step lines, the first
step left out) and their ratio.
"""

import argparse
import functools
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "python"))

import torch  # noqa: E402

from fsdp_mlir import tools  # noqa: E402
from fsdp_mlir.testing import torch_models as models  # noqa: E402
from fsdp_mlir.torch import (  # noqa: E402
    decompositions,
    export as export_mod,
    export_train_step,
)


def step_times(path, steps, vocab):
    run = tools.fsdp_run(path, 1, steps, extra=["--int-range=0:%d" % vocab],
                         opt_level=None)
    return statistics.median([s["time_ms"] for s in run.per_step][1:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=32768)
    ap.add_argument("--dim", type=int, default=64)
    ap.add_argument("--seq", type=int, default=64)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--steps", type=int, default=10)
    a = ap.parse_args()
    torch.manual_seed(0)
    gpt = models.GPT(a.vocab, a.dim, 2, 1, a.seq)
    idx = torch.randint(0, a.vocab, (a.batch, a.seq))
    opt = torch.optim.SGD(gpt.parameters(), lr=0.1)
    work = tempfile.mkdtemp(prefix="fsdp-embedding-bench-")
    table = decompositions.decomposition_table
    results = {}
    for name, one_hot in (("loop (now)", False), ("one-hot (before)", True)):
        export_mod.decompositions.decomposition_table = functools.partial(
            table, one_hot_scatter=one_hot)
        try:
            step = export_train_step(gpt, models.lm_loss, (idx, idx.clone()),
                                     opt)
        finally:
            export_mod.decompositions.decomposition_table = table
        path = step.save(os.path.join(work, str(one_hot)), "step.mlir")
        results[name] = step_times(path, a.steps, a.vocab)
    print("GPT vocab %d, d %d, seq %d, batch %d, 1 rank, median of %d steps:"
          % (a.vocab, a.dim, a.seq, a.batch, a.steps - 1))
    for name, ms in results.items():
        print("  %-18s %8.2f ms/step" % (name, ms))
    print("  one-hot / loop     %8.2f x" % (results["one-hot (before)"] /
                                            results["loop (now)"]))


if __name__ == "__main__":
    main()
