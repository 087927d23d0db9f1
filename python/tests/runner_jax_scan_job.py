"""One rank of a JAX training job whose state the export re-lays out
(test_runner.py starts it under mpirun): `python runner_jax_scan_job.py OUT
STEPS`. The model's layers are stacked and read by a `lax.scan` (the export
splits them per layer) and the state holds a typed PRNG key (held as its
key data) that the step splits for input noise. Trains it STEPS Adam steps
with fsdp_mlir.jax.compile, then evaluates and predicts with functions that
read the stacked layers in a scan and the key (trainer.evaluate and
trainer.predict, against JAX's run of the same jitted functions); rank 0
writes OUT/result.npz as runner_jax_job.py does (keys as key data)."""

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

ROWS, D, LAYERS = 2, 8, 3
out, steps = sys.argv[1], int(sys.argv[2])
mesh = Mesh(jax.devices()[:rt.size], ("dp",))
params = {"w": 0.3 * jax.random.normal(jax.random.PRNGKey(0), (LAYERS, D, D)),
          "b": jnp.zeros((LAYERS, D))}
tx = optax.adam(1e-2)


def apply(p, x):
    def layer(h, wb):
        return jnp.tanh(h @ wb[0] + wb[1]), None
    return jax.lax.scan(layer, x, (p["w"], p["b"]))[0]


def train_step(state, x, y):
    p, opt_state, key = state
    key, sub = jax.random.split(key)
    noisy = x + 0.01 * jax.random.normal(sub, x.shape)
    loss, grads = jax.value_and_grad(lambda p: jax.lax.pmean(
        jnp.mean((apply(p, noisy) - y) ** 2), "dp"))(p)
    updates, opt_state = tx.update(grads, opt_state, p)
    return (optax.apply_updates(p, updates), opt_state, key), loss


step_fn = jax.jit(jax.shard_map(train_step, mesh=mesh,
                                in_specs=(P(), P("dp"), P("dp")),
                                out_specs=(P(), P())), donate_argnums=(0,))
state = (params, tx.init(params), jax.random.key(1))
rng = np.random.default_rng(1)
batches = [(rng.standard_normal((rt.size * ROWS, D), np.float32),
            rng.standard_normal((rt.size * ROWS, D), np.float32))
           for _ in range(steps)]
r = rt.rank
mine = slice(r * ROWS, (r + 1) * ROWS)
trainer = fsdp_mlir.jax.compile(step_fn, state,
                                *[b[:ROWS] for b in batches[0]])
assert trainer.train_step.unstacked, "the scanned layers were not split"
losses = [trainer.step(x[mine], y[mine]) for x, y in batches]
trained = trainer.state()
assert jax.dtypes.issubdtype(trained[2].dtype, jax.dtypes.prng_key), trained[2]

eval_fn = jax.jit(jax.shard_map(
    lambda s, x, y: jax.lax.pmean(jnp.mean((apply(s[0], x) - y) ** 2), "dp"),
    mesh=mesh, in_specs=(P(), P("dp"), P("dp")), out_specs=P()))
held_x, held_y = batches[0]
evaluated = trainer.evaluate(eval_fn, held_x[mine], held_y[mine])
want = float(eval_fn(trained, held_x, held_y))
assert abs(evaluated - want) <= 1e-6 * abs(want), (evaluated, want)

predict_fn = jax.jit(jax.shard_map(
    lambda s, x: {"y": apply(s[0], x),
                  "u": jax.random.uniform(s[2], (x.shape[0],))},
    mesh=mesh, in_specs=(P(), P("dp")), out_specs=P("dp")))
predicted = trainer.predict(predict_fn, held_x[mine])
want_out = predict_fn(trained, held_x)
for name in ("y", "u"):
    got, ref = predicted[name], np.asarray(want_out[name])[mine]
    assert got.shape == ref.shape, (name, got.shape, ref.shape)
    assert np.allclose(got, ref, rtol=1e-5, atol=1e-6), (name, got, ref)


def leaves(tree):
    return [np.asarray(jax.random.key_data(v)
                       if jax.dtypes.issubdtype(v.dtype, jax.dtypes.prng_key)
                       else v) for v in jax.tree_util.tree_leaves(tree)]


if r == 0:
    reference, ref_losses = state, []
    for x, y in batches:
        reference, loss = step_fn(reference, x, y)
        ref_losses.append(float(loss))
    np.savez(os.path.join(out, "result.npz"),
             losses=np.array(losses), ref_losses=np.array(ref_losses),
             **{"mine%d" % i: v for i, v in enumerate(leaves(trained))},
             **{"ref%d" % i: v for i, v in enumerate(leaves(reference))})
