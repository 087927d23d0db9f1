"""Small JAX models and the data-parallel training step the examples, the
command line and the tests use. Plain JAX and optax: nothing here knows about
fsdp-mlir."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P

if TYPE_CHECKING:
    import optax

ACTIVATIONS = {"relu": jax.nn.relu, "gelu": jax.nn.gelu, "tanh": jnp.tanh}

#: A dense layer's parameters: {"w": (fan_in, fan_out), "b": (fan_out,)}
Dense = dict[str, jax.Array]
#: A transformer block's parameters (`block_init`): layer name -> its arrays
BlockParams = dict[str, dict[str, jax.Array]]


def _dense(key: jax.Array, fan_in: int, fan_out: int) -> Dense:
    bound = 1.0 / math.sqrt(fan_in)
    kw, kb = jax.random.split(key)
    return {"w": jax.random.uniform(kw, (fan_in, fan_out), jnp.float32, -bound, bound),
            "b": jax.random.uniform(kb, (fan_out,), jnp.float32, -bound, bound)}


def mlp_init(key: jax.Array, sizes: Sequence[int]) -> list[Dense]:
    keys = jax.random.split(key, len(sizes) - 1)
    return [_dense(k, a, b) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def mlp_apply(params: Sequence[Mapping[str, jax.Array]], x: jax.Array,
              activation: str = "relu") -> jax.Array:
    for i, layer in enumerate(params):
        x = x @ layer["w"] + layer["b"]
        if i + 1 < len(params):
            x = ACTIVATIONS[activation](x)
    return x


def mse_loss(params: Sequence[Mapping[str, jax.Array]], x: jax.Array,
             y: jax.Array, activation: str = "relu") -> jax.Array:
    return jnp.mean((mlp_apply(params, x, activation) - y) ** 2)


def _layer_norm_init(dim: int) -> dict[str, jax.Array]:
    return {"scale": jnp.ones((dim,), jnp.float32),
            "bias": jnp.zeros((dim,), jnp.float32)}


def _layer_norm(p: Mapping[str, jax.Array], x: jax.Array,
                eps: float = 1e-5) -> jax.Array:
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * p["scale"] + p["bias"]


def block_init(key: jax.Array, dim: int) -> BlockParams:
    k = jax.random.split(key, 4)
    return {"ln1": _layer_norm_init(dim), "qkv": _dense(k[0], dim, 3 * dim),
            "proj": _dense(k[1], dim, dim), "ln2": _layer_norm_init(dim),
            "fc1": _dense(k[2], dim, 4 * dim), "fc2": _dense(k[3], 4 * dim, dim)}


def block_apply(p: Mapping[str, Mapping[str, jax.Array]], x: jax.Array,
                heads: int) -> jax.Array:
    """A pre-LayerNorm transformer block: causal self-attention and a GELU
    MLP, each with a residual connection. x: (batch, time, dim)."""
    b, t, d = x.shape
    h = _layer_norm(p["ln1"], x)
    qkv = h @ p["qkv"]["w"] + p["qkv"]["b"]
    q, k, v = (z.reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
               for z in jnp.split(qkv, 3, axis=-1))
    att = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d // heads)
    att = jnp.where(jnp.tril(jnp.ones((t, t), bool)), att, -jnp.inf)
    y = jax.nn.softmax(att, axis=-1) @ v
    x = x + y.transpose(0, 2, 1, 3).reshape(b, t, d) @ p["proj"]["w"] + p["proj"]["b"]
    h = jax.nn.gelu(_layer_norm(p["ln2"], x) @ p["fc1"]["w"] + p["fc1"]["b"])
    return x + h @ p["fc2"]["w"] + p["fc2"]["b"]


def block_loss(params: Mapping[str, Mapping[str, jax.Array]], x: jax.Array,
               y: jax.Array, heads: int = 2) -> jax.Array:
    return jnp.mean((block_apply(params, x, heads) - y) ** 2)


def data_parallel_step(loss_fn: Callable[..., jax.Array],
                       tx: optax.GradientTransformation,
                       devices: Sequence[jax.Device],
                       axis: str = "dp") -> jax.stages.Wrapped:
    """The usual data-parallel step: shard_map over a one-axis mesh, each
    device's loss averaged over the axis with pmean (the gradient with respect
    to the replicated parameters is then the average too: JAX inserts the
    psum), the optax update, the state donated."""
    mesh = Mesh(devices, (axis,))

    def step(state: tuple[Any, Any], x: jax.Array,
             y: jax.Array) -> tuple[tuple[Any, Any], jax.Array]:
        params, opt_state = state

        def global_loss(params: Any) -> jax.Array:
            return jax.lax.pmean(loss_fn(params, x, y), axis)

        loss, grads = jax.value_and_grad(global_loss)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return (jax.tree_util.tree_map(lambda p, u: p + u, params, updates),
                opt_state), loss

    return jax.jit(jax.shard_map(step, mesh=mesh,
                                 in_specs=(P(), P(axis), P(axis)),
                                 out_specs=(P(), P())),
                   donate_argnums=(0,))
