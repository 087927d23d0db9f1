"""One rank of a JAX training job run from Python (test_runner.py starts it
under mpirun): `python runner_jax_job.py OUT STEPS [STRATEGY]` (hybrid:
hosts of 2 ranks). Trains a transformer
MLP (optax.adamw) STEPS steps with fsdp_mlir.jax.compile on this rank's
rows, evaluates it and predicts (trainer.evaluate and trainer.predict,
against JAX's run of the same jitted functions); rank 0 writes
OUT/result.npz: the trained pytree's leaves, and JAX's own run of the same
jitted step on the same global batches."""

import os
import sys

import fsdp_mlir.runner

rt = fsdp_mlir.runner.runtime(deterministic=True)

import jax  # noqa: E402

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", rt.size)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

import fsdp_mlir.jax  # noqa: E402
from fsdp_mlir.testing.jax_models import mlp_apply, mlp_init, mse_loss  # noqa: E402

ROWS, D = 2, 16
out, steps = sys.argv[1], int(sys.argv[2])
strategy = sys.argv[3] if len(sys.argv) > 3 else "full-shard"
params = mlp_init(jax.random.PRNGKey(0), [D, 32, D])
tx = optax.adamw(1e-2, weight_decay=0.1)
mesh = Mesh(jax.devices()[:rt.size], ("dp",))


def train_step(state, x, y):
    params, opt_state = state
    loss, grads = jax.value_and_grad(
        lambda p: jax.lax.pmean(mse_loss(p, x, y, "gelu"), "dp"))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return (optax.apply_updates(params, updates), opt_state), loss


step_fn = jax.jit(jax.shard_map(train_step, mesh=mesh,
                                in_specs=(P(), P("dp"), P("dp")),
                                out_specs=(P(), P())), donate_argnums=(0,))
state = (params, tx.init(params))
rng = np.random.default_rng(1)
batches = [(rng.standard_normal((rt.size * ROWS, D), np.float32),
            rng.standard_normal((rt.size * ROWS, D), np.float32))
           for _ in range(steps)]
r = rt.rank
trainer = fsdp_mlir.jax.compile(
    step_fn, state, *[b[:ROWS] for b in batches[0]], strategy=strategy,
    ranks_per_host=2 if strategy == "hybrid" else None)
# The rows as JAX arrays (read-only memory the step reads where it is).
losses = [trainer.step(jnp.asarray(x[r * ROWS:(r + 1) * ROWS]),
                       jnp.asarray(y[r * ROWS:(r + 1) * ROWS]))
          for x, y in batches]
if strategy == "hybrid":
    # Shards of the host's 2 ranks: each rank holds half of a layer.
    sharded = [a for a in trainer._session.args if a["sharded"]]
    assert sharded and all(a["local_shape"][0] * 2 >= a["full_shape"][0]
                           and a["local_shape"][0] < a["full_shape"][0]
                           for a in sharded), sharded
# Evaluation: a forward step on the trainer's shards, against JAX's own
# run of the same jitted evaluation on the global batch.
eval_fn = jax.jit(jax.shard_map(
    lambda state, x, y: jax.lax.pmean(mse_loss(state[0], x, y, "gelu"), "dp"),
    mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P()))
held_x, held_y = batches[0]
evaluated = trainer.evaluate(eval_fn, held_x[r * ROWS:(r + 1) * ROWS],
                             held_y[r * ROWS:(r + 1) * ROWS])
trained = trainer.state()
want = float(eval_fn(trained, held_x, held_y))
assert abs(evaluated - want) <= 1e-6 * abs(want), (evaluated, want)
forward, = trainer._forwards.values()
assert forward.resharded == [], forward.resharded  # the trainer's shards
# Prediction: the model's outputs for this rank's rows (a pytree), against
# JAX's run of the same jitted prediction on the global batch.
predict_fn = jax.jit(jax.shard_map(
    lambda state, x: {"y": mlp_apply(state[0], x, "gelu"),
                      "norm": jnp.sum(x * x, axis=1)},
    mesh=mesh, in_specs=(P(), P("dp")), out_specs=P("dp")))
predicted = trainer.predict(predict_fn, held_x[r * ROWS:(r + 1) * ROWS])
want_out = predict_fn(trained, held_x)
assert sorted(predicted) == ["norm", "y"], predicted
for name in ("y", "norm"):
    mine, ref = predicted[name], np.asarray(want_out[name])[r * ROWS:(r + 1) * ROWS]
    assert mine.shape == ref.shape, (name, mine.shape, ref.shape)
    assert np.allclose(mine, ref, rtol=1e-5, atol=1e-6), (name, mine, ref)
assert jax.tree_util.tree_structure(trained) == \
    jax.tree_util.tree_structure(state)
if r == 0:
    reference, ref_losses = jax.tree_util.tree_map(np.array, state), []
    for x, y in batches:
        reference, loss = step_fn(reference, x, y)
        ref_losses.append(float(loss))
    np.savez(os.path.join(out, "result.npz"),
             losses=np.array(losses), ref_losses=np.array(ref_losses),
             **{"mine%d" % i: np.asarray(v) for i, v in
                enumerate(jax.tree_util.tree_leaves(trained))},
             **{"ref%d" % i: np.asarray(v) for i, v in
                enumerate(jax.tree_util.tree_leaves(reference))})
