#!/usr/bin/env python3
"""A small GPT trained by fsdp-mlir from PyTorch.

Exports one data-parallel training step of an ordinary torch.nn GPT with
torch.optim.AdamW and gradient clipping, rewrites it into a fully sharded
step with `fsdp-opt --fsdp-pipeline`, trains both on 2 MPI ranks with
`fsdp-run` from PyTorch's initial weights and batches, and prints the losses
next to PyTorch's own eager loop.

    ~/.cache/fsdp-mlir/venv/bin/python examples/torch/train_gpt.py [OUTDIR]
"""

import os
import sys

import torch

from fsdp_mlir import tools
from fsdp_mlir.testing.torch_eager import eager_train
from fsdp_mlir.testing.torch_models import GPT, lm_loss
from fsdp_mlir.torch import export_train_step

RANKS, STEPS, GLOBAL_BATCH, VOCAB, CONTEXT = 2, 5, 4, 32, 8
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/fsdp-example-torch"

torch.manual_seed(0)
model = GPT(vocab=VOCAB, dim=16, heads=2, layers=1, context=CONTEXT, tied=True)
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2, weight_decay=0.1)
tokens = torch.randint(0, VOCAB, (STEPS, GLOBAL_BATCH, CONTEXT + 1))
batches = [(t[:, :-1].contiguous(), t[:, 1:].contiguous()) for t in tokens]

# One rank's step: its batch is GLOBAL_BATCH / RANKS rows.
rows = GLOBAL_BATCH // RANKS
step = export_train_step(model, lm_loss, (batches[0][0][:rows],
                                          batches[0][1][:rows]),
                         optimizer, grid=RANKS, clip_grad_norm=1.0)
ddp = step.save(out, "ddp.mlir")                  # + state/arg<i>.npy
inputs = step.save_inputs(out, batches)           # inputs/arg<i>.npy
print("exported %s: %d parameters in %d state tensors" %
      (ddp, sum(v.size for v in step.state[:step.num_params]), step.num_state))

fsdp = os.path.join(out, "fsdp.mlir")
tools.fsdp_opt(ddp, fsdp, "--fsdp-pipeline")
runs = {name: tools.fsdp_run(path, RANKS, STEPS,
                             state_dir=os.path.join(out, "state"),
                             inputs_dir=inputs)
        for name, path in (("DDP", ddp), ("FSDP", fsdp))}
eager = eager_train(model, lm_loss, optimizer, batches, clip_grad_norm=1.0)

print("step  %-12s %-12s %-12s" % ("torch eager", "fsdp-run DDP",
                                   "fsdp-run FSDP"))
for k in range(STEPS):
    print("%-5d %-12.7f %-12.7f %-12.7f" % (k + 1, eager.losses[k],
                                            runs["DDP"].losses[k],
                                            runs["FSDP"].losses[k]))
for name, run in runs.items():
    print("%-4s state bytes/rank %6d, comm bytes/step %6d" %
          (name, run.summary["state_bytes"], run.summary["comm_bytes_per_step"]))
