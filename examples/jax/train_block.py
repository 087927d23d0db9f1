#!/usr/bin/env python3
"""A transformer block trained by fsdp-mlir from JAX.

The usual JAX data-parallel step (jax.shard_map over a 'dp' mesh axis, the
loss averaged with jax.lax.pmean, optax.adamw, the state donated) is
exported, rewritten into a fully sharded step with `fsdp-opt
--fsdp-pipeline`, trained on 2 MPI ranks with `fsdp-run` from JAX's initial
weights and batches, and its losses are printed next to JAX's own run of the
same jitted step.

    ~/.cache/fsdp-mlir/venv/bin/python examples/jax/train_block.py [OUTDIR]
"""

import os
import sys

import jax

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)  # one CPU device per rank

import numpy as np  # noqa: E402
import optax  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

from fsdp_mlir import tools  # noqa: E402
from fsdp_mlir.jax import export_train_step  # noqa: E402
from fsdp_mlir.testing.jax_models import block_init, block_loss  # noqa: E402

RANKS, STEPS, GLOBAL_BATCH, T, D = 2, 5, 4, 8, 16
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/fsdp-example-jax"

params = block_init(jax.random.PRNGKey(0), D)
tx = optax.adamw(1e-2, weight_decay=0.1)
mesh = Mesh(jax.devices()[:RANKS], ("dp",))


def train_step(state, x, y):
    params, opt_state = state
    loss, grads = jax.value_and_grad(
        lambda p: jax.lax.pmean(block_loss(p, x, y, heads=2), "dp"))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return (optax.apply_updates(params, updates), opt_state), loss


step_fn = jax.jit(jax.shard_map(train_step, mesh=mesh,
                                in_specs=(P(), P("dp"), P("dp")),
                                out_specs=(P(), P())),
                  donate_argnums=(0,))
rng = np.random.default_rng(1)
batches = [(rng.standard_normal((GLOBAL_BATCH, T, D), np.float32),
            rng.standard_normal((GLOBAL_BATCH, T, D), np.float32))
           for _ in range(STEPS)]
state = (params, tx.init(params))

step = export_train_step(step_fn, state, *batches[0])
ddp = step.save(out, "ddp.mlir")
inputs = step.save_inputs(out, batches)
print("exported %s: %d state tensors, grid of %d" % (ddp, step.num_state,
                                                    step.grid))

fsdp = os.path.join(out, "fsdp.mlir")
tools.fsdp_opt(ddp, fsdp, "--fsdp-pipeline")
runs = {name: tools.fsdp_run(path, RANKS, STEPS,
                             state_dir=os.path.join(out, "state"),
                             inputs_dir=inputs)
        for name, path in (("DDP", ddp), ("FSDP", fsdp))}

losses = []
for x, y in batches:  # JAX's own run of the same jitted step
    state, loss = step_fn(jax.tree_util.tree_map(np.array, state), x, y)
    losses.append(float(loss))

print("step  %-12s %-12s %-12s" % ("jax", "fsdp-run DDP", "fsdp-run FSDP"))
for k in range(STEPS):
    print("%-5d %-12.7f %-12.7f %-12.7f" % (k + 1, losses[k],
                                            runs["DDP"].losses[k],
                                            runs["FSDP"].losses[k]))
for name, run in runs.items():
    print("%-4s state bytes/rank %6d, comm bytes/step %6d" %
          (name, run.summary["state_bytes"], run.summary["comm_bytes_per_step"]))
