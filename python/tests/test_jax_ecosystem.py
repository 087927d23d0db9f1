"""JAX ecosystem models with the libraries' default settings: Flax (linen and
nnx) layers, optax losses, schedules and chains. Each is exported for 1 and 2
ranks, trained with fsdp-run (DDP as exported, FSDP after fsdp-opt
--fsdp-pipeline) and compared with JAX's own run of the same jitted step
(frontend_test.FrontendTestCase). What they need from the exporter: CHLO
(`chlo.square` from LayerNorm's variance and clip_by_global_norm, `chlo.erf`
from GELU) legalized, gather/scatter (embedding lookups and their gradients,
integer-label cross-entropy), convolutions and pooling (max_pool's gradient
is a select_and_scatter) lowered to upstream ops.

Tiny configurations, random init, no downloads. Run from python/tests:
python -m unittest -v test_jax_ecosystem (test_jax imports these too, so
the frontend-jax ctest entry runs them).
"""

import unittest

import jax

# Two CPU devices, before anything initialises JAX's backends.
jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import flax.linen as nn  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from flax import nnx  # noqa: E402

from fsdp_mlir.testing.jax_cases import Case  # noqa: E402

from frontend_test import FrontendTestCase  # noqa: E402

VOCAB, CONTEXT, DIM, HEADS = 32, 8, 16, 2


class _MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.LayerNorm()(x)
        x = nn.gelu(x)
        x = nn.Dense(32)(x)
        x = nn.LayerNorm()(x)
        x = nn.relu(x)
        return nn.Dense(8)(x)


class _LM(nn.Module):
    """Embed, a pre-LayerNorm causal self-attention block with an MLP, the
    LM head."""

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(VOCAB, DIM)(tokens)
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=HEADS)(
            h, mask=nn.make_causal_mask(tokens))
        x = x + h
        h = nn.Dense(4 * DIM)(nn.LayerNorm()(x))
        x = x + nn.Dense(DIM)(nn.gelu(h))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


class _TiedLM(nn.Module):
    """The embedding table is the LM head too (`nn.Embed.attend`): JAX
    psums its two cotangents apart, the head's transposed."""

    @nn.compact
    def __call__(self, tokens):
        embed = nn.Embed(VOCAB, DIM)
        x = embed(tokens)
        h = nn.MultiHeadDotProductAttention(num_heads=HEADS)(
            nn.LayerNorm()(x), mask=nn.make_causal_mask(tokens))
        x = x + h
        x = x + nn.Dense(DIM)(nn.gelu(nn.Dense(4 * DIM)(nn.LayerNorm()(x))))
        return embed.attend(nn.LayerNorm()(x))


class _CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (4, 4))(x))
        x = nn.max_pool(x, (2, 2))  # stride 1: overlapping windows
        x = nn.relu(nn.Conv(8, (2, 2), strides=2)(x))
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        return nn.Dense(10)(x.reshape(x.shape[0], -1))


class _Block(nn.Module):
    """A pre-LayerNorm self-attention block, in the (carry, input) form
    `nn.scan` takes."""

    @nn.compact
    def __call__(self, x, _):
        x = x + nn.SelfAttention(num_heads=HEADS)(nn.LayerNorm()(x))
        h = nn.Dense(4 * DIM)(nn.LayerNorm()(x))
        return x + nn.Dense(DIM)(nn.gelu(h)), None


class _ScannedLM(nn.Module):
    """Layers stacked by `nn.scan` (one `stablehlo.while` forward, one
    backward, the parameters with a leading layer axis), and a block under
    `nn.remat` (`stablehlo.optimization_barrier`)."""

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(VOCAB, DIM)(tokens)
        x, _ = nn.scan(_Block, variable_axes={"params": 0},
                       split_rngs={"params": True}, length=2)()(x, None)
        x, _ = nn.remat(_Block)()(x, None)
        return nn.Dense(VOCAB)(x)


def _linen_case(module, sample, loss, tx, make_batch, seed=0):
    params = module.init(jax.random.PRNGKey(seed), sample)["params"]

    def loss_fn(params, x, y):
        return loss(module.apply({"params": params}, x), y)

    return Case(loss_fn, params, tx, make_batch)


def _int_xent(logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(
        logits, labels).mean()


def _tokens(rng, rows):
    tokens = rng.integers(0, VOCAB, (rows, CONTEXT + 1)).astype(np.int32)
    return tokens[:, :-1], tokens[:, 1:]


def mlp_layernorm_clip_adamw(decay_steps=5):
    schedule = optax.warmup_cosine_decay_schedule(
        init_value=0.0, peak_value=1e-2, warmup_steps=2,
        decay_steps=decay_steps)
    tx = optax.chain(optax.clip_by_global_norm(1.0),
                     optax.adamw(schedule))

    def make_batch(rng, rows):
        return (rng.standard_normal((rows, 16), np.float32),
                rng.standard_normal((rows, 8), np.float32))

    return _linen_case(_MLP(), jnp.zeros((1, 16)),
                       lambda out, y: jnp.mean((out - y) ** 2), tx, make_batch)


def linen_lm_adamw():
    return _linen_case(_LM(), jnp.zeros((1, CONTEXT), jnp.int32), _int_xent,
                       optax.adamw(1e-2), _tokens)


def linen_tied_lm_adamw():
    return _linen_case(_TiedLM(), jnp.zeros((1, CONTEXT), jnp.int32),
                       _int_xent, optax.adamw(1e-2), _tokens)


# The fine-tuned LM's frozen base: the embedding and the attention block.
_FROZEN = ("Embed_0", "LayerNorm_0", "MultiHeadDotProductAttention_0")


def linen_lm_finetune_frozen_base():
    """Fine-tuning: optax.multi_transform gives the base's parameters
    optax.set_to_zero() (zero updates, no optimizer state) and trains the
    rest with AdamW. The export returns the frozen leaves unchanged
    (fsdp_mlir.jax.frozen), as the PyTorch export returns parameters
    without requires_grad."""
    def labels(params):
        return {k: "frozen" if k in _FROZEN else "train" for k in params}

    tx = optax.multi_transform({"train": optax.adamw(1e-2),
                                "frozen": optax.set_to_zero()}, labels)
    return _linen_case(_LM(), jnp.zeros((1, CONTEXT), jnp.int32), _int_xent,
                       tx, _tokens)


def linen_scanned_lm_adamw():
    return _linen_case(_ScannedLM(), jnp.zeros((1, CONTEXT), jnp.int32),
                       _int_xent, optax.adamw(1e-2), _tokens)


def lax_scan_layers_clip_adamw(layers=4):
    """Plain JAX: a residual MLP whose layers are a dict of stacked arrays,
    run by `lax.scan`, trained with the common chain (global-norm clipping,
    AdamW on a warmup-cosine schedule): the norm sums over the stacked
    gradients."""
    key = jax.random.split(jax.random.PRNGKey(5), 3)
    params = {
        "embed": jax.random.normal(key[0], (16, DIM)) * 0.3,
        "layers": {"w": jax.random.normal(key[1], (layers, DIM, DIM)) * 0.2,
                   "b": jnp.zeros((layers, DIM)),
                   "scale": jnp.ones((layers, DIM))},
        "head": jax.random.normal(key[2], (DIM, 8)) * 0.3}

    def loss_fn(params, x, y):
        h = x @ params["embed"]

        def layer(h, p):
            z = h * p["scale"] / jnp.sqrt(jnp.mean(h * h, -1, keepdims=True)
                                          + 1e-6)
            return h + jnp.tanh(z @ p["w"] + p["b"]), None

        h, _ = jax.lax.scan(layer, h, params["layers"])
        return jnp.mean((h @ params["head"] - y) ** 2)

    def make_batch(rng, rows):
        return (rng.standard_normal((rows, 16), np.float32),
                rng.standard_normal((rows, 8), np.float32))

    schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-2, 2, 5)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule))
    return Case(loss_fn, params, tx, make_batch)


def recurrence_over_time_momentum():
    """A scan over time steps that reads the parameters whole every step
    (an RNN cell): its parameters are not stacked, the loop stays a loop."""
    key = jax.random.split(jax.random.PRNGKey(6), 3)
    params = {"wx": jax.random.normal(key[0], (4, DIM)) * 0.3,
              "wh": jax.random.normal(key[1], (DIM, DIM)) * 0.2,
              "head": jax.random.normal(key[2], (DIM, 4)) * 0.3}

    def loss_fn(params, x, y):
        def cell(h, x_t):
            h = jnp.tanh(x_t @ params["wx"] + h @ params["wh"])
            return h, h

        # (the carry starts from the rank's rows: under shard_map a zero
        # initial carry would not be varying over the data axis)
        h0 = jnp.tanh(x[:, 0] @ params["wx"])
        _, hs = jax.lax.scan(cell, h0, jnp.swapaxes(x[:, 1:], 0, 1))
        return jnp.mean((hs[-1] @ params["head"] - y) ** 2)

    def make_batch(rng, rows):
        return (rng.standard_normal((rows, CONTEXT, 4), np.float32),
                rng.standard_normal((rows, 4), np.float32))

    return Case(loss_fn, params, optax.sgd(0.05, momentum=0.9), make_batch)


def linen_cnn_momentum():
    def make_batch(rng, rows):
        return (rng.standard_normal((rows, 8, 8, 3), np.float32),
                rng.integers(0, 10, (rows,)).astype(np.int32))

    def loss(logits, labels):
        return optax.softmax_cross_entropy(
            logits, jax.nn.one_hot(labels, 10)).mean()

    return _linen_case(_CNN(), jnp.zeros((1, 8, 8, 3)), loss,
                       optax.sgd(0.05, momentum=0.9), make_batch)


class _NnxLM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, DIM, rngs=rngs)
        self.ln1 = nnx.LayerNorm(DIM, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=DIM,
                                           decode=False,
                                           rngs=rngs)
        self.ln2 = nnx.LayerNorm(DIM, rngs=rngs)
        self.conv = nnx.Conv(DIM, DIM, (4,), rngs=rngs)
        self.head = nnx.Linear(DIM, VOCAB, rngs=rngs)

    def __call__(self, tokens):
        x = self.embed(tokens)
        x = x + self.attn(self.ln1(x), mask=nnx.make_causal_mask(tokens))
        x = x + nnx.relu(self.conv(self.ln2(x)))
        return self.head(x)


def nnx_lm_clip_adam():
    """flax.nnx: nnx.split gives (graphdef, params), a pytree the step and
    optax take; nnx.merge rebuilds the model inside the loss."""
    graphdef, params = nnx.split(_NnxLM(nnx.Rngs(0)), nnx.Param)

    def loss_fn(params, x, y):
        return _int_xent(nnx.merge(graphdef, params)(x), y)

    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-2))
    return Case(loss_fn, params, tx, _tokens)


def scatter_forms_momentum():
    """The gather/scatter forms beyond an embedding: out-of-range ids
    (`jnp.take(mode="fill")`: the gradient's scatter drops them),
    take_along_axis (batching dims), `.at[].max`/`.at[].set` on
    activations (their gradients gather and scatter too)."""
    key = jax.random.split(jax.random.PRNGKey(3), 2)
    params = {"table": jax.random.normal(key[0], (16, 8)),
              "w": jax.random.normal(key[1], (8, 4)) * 0.3}

    def loss_fn(params, tokens, labels):
        e = jnp.take(params["table"], tokens, axis=0, mode="fill",
                     fill_value=0.0)
        flat = e.reshape(-1, e.shape[-1])
        rows = flat.shape[0]
        flat = flat.at[tokens.reshape(-1) % rows].max(0.5)
        flat = flat.at[labels.reshape(-1) * 3 % rows, 2].set(0.0)
        logits = flat.reshape(e.shape) @ params["w"]
        picked = jnp.take_along_axis(logits, labels[..., None], axis=-1)
        return jnp.mean(picked ** 2)

    def make_batch(rng, rows):
        # ids 16..19 are out of range
        return (rng.integers(0, 20, (rows, CONTEXT)).astype(np.int32),
                rng.integers(0, 4, (rows, CONTEXT)).astype(np.int32))

    return Case(loss_fn, params, optax.sgd(0.05, momentum=0.9), make_batch)


def scalar_temperature_clip_adamw():
    """A learned 0-d temperature (CLIP's logit scale, a distillation
    temperature) beside matrices, under optax's global-norm clipping: its
    square is summed over no dimensions, a `stablehlo.reduce` the
    legalization to linalg leaves (the export inlines it)."""
    key = jax.random.split(jax.random.PRNGKey(3), 2)
    params = {"w": jax.random.normal(key[0], (16, 16)) * 0.3,
              "head": jax.random.normal(key[1], (16, 8)) * 0.3,
              "temperature": jnp.asarray(1.5, jnp.float32)}

    def loss_fn(p, x, y):
        logits = jnp.tanh(x @ p["w"]) @ p["head"] / p["temperature"]
        return jnp.mean((logits - y) ** 2)

    def make_batch(rng, rows):
        return (rng.standard_normal((rows, 16), np.float32),
                rng.standard_normal((rows, 8), np.float32))

    return Case(loss_fn, params, optax.chain(optax.clip_by_global_norm(1.0),
                                             optax.adamw(1e-2)), make_batch)


def mlp_adafactor():
    """optax.adafactor: its state keeps placeholder leaves the update never
    reads (the unfactored moments of factored parameters), which jit drops
    unless the exporter keeps them."""
    def make_batch(rng, rows):
        return (rng.standard_normal((rows, 16), np.float32),
                rng.standard_normal((rows, 8), np.float32))

    return _linen_case(_MLP(), jnp.zeros((1, 16)),
                       lambda out, y: jnp.mean((out - y) ** 2),
                       optax.adafactor(1e-2), make_batch)


class _Dropout(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(8)(nn.Dropout(0.3, deterministic=False)(x))


class _KeyStateCase(Case):
    """A step whose state holds a PRNG key besides (params, opt_state): each
    step splits it and drops out with the subkey (the same mask on every
    rank; with `per_rank`, folded with the rank's `lax.axis_index`, a mask
    of its own on each rank, as data-parallel Flax code does). JAX's
    threefry loops over uint32 values; fsdp-run holds the key as int32 of
    the same bits (a typed key as its key data), and so does the reference
    here."""

    def __init__(self, typed, per_rank=False):
        module = _Dropout()
        params = module.init(jax.random.PRNGKey(0), jnp.zeros((1, 16)))[
            "params"]

        def make_batch(rng, rows):
            return (rng.standard_normal((rows, 16), np.float32),
                    rng.standard_normal((rows, 8), np.float32))

        super().__init__(None, params, optax.adam(1e-2), make_batch)
        self.module = module
        self.key = jax.random.key(7) if typed else jax.random.PRNGKey(7)
        self.per_rank = per_rank

    def state(self):
        return (self.params, self.tx.init(self.params), self.key)

    def step(self, ranks):
        from jax.sharding import Mesh, PartitionSpec as P

        def step(state, x, y):
            params, opt_state, key = state
            key, sub = jax.random.split(key)
            if self.per_rank:
                sub = jax.random.fold_in(sub, jax.lax.axis_index("dp"))

            def loss(p):
                out = self.module.apply({"params": p}, x,
                                        rngs={"dropout": sub})
                return jax.lax.pmean(jnp.mean((out - y) ** 2), "dp")

            value, grads = jax.value_and_grad(loss)(params)
            updates, opt_state = self.tx.update(grads, opt_state, params)
            return (optax.apply_updates(params, updates), opt_state,
                    key), value

        mesh = Mesh(jax.devices()[:ranks], ("dp",))
        return jax.jit(jax.shard_map(step, mesh=mesh,
                                     in_specs=(P(), P("dp"), P("dp")),
                                     out_specs=(P(), P())),
                       donate_argnums=(0,))

    def reference(self, batches, ranks):
        from fsdp_mlir.testing import verify
        step, state, losses = self.step(ranks), self.state(), []
        for batch in batches:
            state, loss = step(jax.tree_util.tree_map(jnp.copy, state),
                               *batch)
            losses.append(float(loss))

        def as_exported(v):
            if jax.dtypes.issubdtype(v.dtype, jax.dtypes.prng_key):
                v = jax.random.key_data(v)
            v = np.asarray(v)
            return v.view(np.int32) if v.dtype == np.uint32 else v

        return verify.Reference(losses, [
            as_exported(v) for v in jax.tree_util.tree_leaves(state)])


class JaxEcosystem(FrontendTestCase):
    def run_case(self, name, case, bitwise=True, comm_slack=None,
                 sharded=True):
        for n in (1, 2):
            self.check_case(name, case,
                            lambda c, batches, n=n: c.reference(batches, n),
                            ranks=(n,), bitwise=bitwise, sharded=sharded,
                            **({} if comm_slack is None else
                               {"comm_slack": comm_slack}))

    def test_linen_mlp_adafactor(self):
        # The factored moments and the update's RMS reduce over the sharded
        # rows: partial sums and an all-reduce, which DDP's sums over the
        # same row blocks match bitwise (fsdp-partition-reductions). Its
        # update also reads each parameter's RMS (multiply_by_parameter_scale),
        # for which full shard gathers the parameters a second time:
        # measured 1.55x the full-shard volume (docs/reference/limits.md).
        self.run_case("jax-linen-mlp-adafactor", mlp_adafactor(),
                      comm_slack=1.6)

    def test_linen_mlp_layernorm_clip_adamw_schedule(self):
        # clip_by_global_norm: FSDP's norm from shards, DDP's summed over the
        # same row blocks (fsdp-partition-reductions): bitwise.
        self.run_case("jax-linen-mlp-clip-adamw", mlp_layernorm_clip_adamw())

    def test_scalar_parameter_clip_adamw(self):
        # clip_by_global_norm, bitwise as above. The 0-d temperature is not
        # sharded (a rank holds it whole).
        self.run_case("jax-scalar-temperature-clip-adamw",
                      scalar_temperature_clip_adamw(), sharded=False)

    def test_linen_transformer_lm_int_xent_adamw(self):
        self.run_case("jax-linen-lm-adamw", linen_lm_adamw())

    def test_linen_tied_embedding_lm(self):
        # The table's two gradients (lookup, transposed head) are summed
        # before one all-reduce of its shape: sharded 1/N (check_case).
        case = linen_tied_lm_adamw()
        self.run_case("jax-linen-tied-lm-adamw", case)
        step = self.exports["jax-linen-tied-lm-adamw", 2]
        self.assertEqual(step.extra["all_reduces"],
                         len(jax.tree_util.tree_leaves(case.params)) + 1)

    def test_linen_lm_finetune_frozen_base(self):
        # The frozen leaves are sharded 1/N and gathered, never reduced:
        # check_case holds comm to (N-1)/N*(3P+2F)*b, F the frozen bytes.
        case = linen_lm_finetune_frozen_base()
        self.run_case("jax-linen-lm-finetune-frozen", case)
        step = self.exports["jax-linen-lm-finetune-frozen", 2]
        paths = [jax.tree_util.keystr(p) for p, _ in
                 jax.tree_util.tree_flatten_with_path(case.params)[0]]
        frozen = [k for k, p in enumerate(paths)
                  if any("['%s']" % f in p for f in _FROZEN)]
        self.assertEqual(step.extra.get("frozen"), frozen)
        self.assertGreater(step.frozen_bytes, 0)
        from torch_mlir import ir

        from fsdp_mlir import contract
        with contract.new_context():
            module = ir.Module.parse(step.mlir)
            func = contract.functions(module)["train_step"]
            args = list(func.regions[0].blocks[0].arguments)
            ret = [op for op in func.regions[0].blocks[0].operations
                   if op.operation.name == "func.return"][0]
            # A frozen leaf's result is its argument ...
            for k in frozen:
                self.assertEqual(ret.operands[k], args[k])
            for k in set(range(len(paths))) - set(frozen):
                self.assertNotEqual(ret.operands[k], args[k])
            # ... and no gradient of it is all-reduced: one all-reduce per
            # trained leaf and the loss's, of their shapes.
            reduced = []
            contract.walk(func, lambda op: reduced.append(
                tuple(ir.RankedTensorType(op.operands[0].type).shape))
                if op.name == "fsdp.all_reduce" else None)
        trained = [tuple(np.shape(v)) for k, v in enumerate(
            jax.tree_util.tree_leaves(case.params)) if k not in frozen]
        self.assertEqual(sorted(reduced), sorted(trained + [()]))

    def test_lax_scan_over_layers_clip_adamw(self):
        self.run_case("jax-lax-scan-layers-clip-adamw",
                      lax_scan_layers_clip_adamw())

    def test_recurrence_over_time(self):
        self.run_case("jax-scan-recurrence-momentum",
                      recurrence_over_time_momentum())

    def test_linen_scan_over_layers_and_remat(self):
        # The scanned layers' stacked parameters are exported one leaf per
        # layer (fsdp_mlir.jax.unstack): sharded 1/N like any parameter.
        self.run_case("jax-linen-scan-remat-lm-adamw",
                      linen_scanned_lm_adamw())

    def test_dropout_prng_key_state(self):
        # The key (8 bytes) stays whole on each rank: not sharded 1/N.
        self.run_case("jax-linen-dropout-key-adam", _KeyStateCase(False),
                      sharded=False)

    def test_dropout_typed_key_state(self):
        self.run_case("jax-linen-dropout-typed-key-adam", _KeyStateCase(True),
                      sharded=False)

    def test_dropout_mask_per_rank(self):
        # lax.axis_index is exported as the rank's index on the grid
        # (shard.process_linear_index), which fsdp-run asks the runtime for.
        self.run_case("jax-linen-dropout-per-rank-adam",
                      _KeyStateCase(False, per_rank=True), sharded=False)

    def test_axis_index_is_the_rank(self):
        case = _KeyStateCase(False, per_rank=True)
        x, y = case.batches(4, 1, 0)[0]
        step = case.export((x[:2], y[:2]), 2)
        self.assertIn("shard.process_linear_index on @dp", step.mlir)
        self.assertNotIn("partition_id", step.mlir)

    def test_linen_cnn_conv_pool_momentum(self):
        self.run_case("jax-linen-cnn-momentum", linen_cnn_momentum())

    def test_gather_scatter_forms(self):
        self.run_case("jax-scatter-forms", scatter_forms_momentum())

    def test_nnx_lm_clip_adam(self):
        self.run_case("jax-nnx-lm-clip-adam", nnx_lm_clip_adam())


if __name__ == "__main__":
    unittest.main()


class JaxFrozenRules(unittest.TestCase):
    """Which updates fsdp_mlir.jax.frozen proves zero: only those that are
    zero whatever the step's values (a zero times a value computed in the
    step may be NaN)."""

    def frozen(self, update, apply=lambda p, u: p + u):
        from fsdp_mlir.jax.frozen import frozen_leaves

        def step(p, g, lr):
            return (apply(p, update(g, lr)), g)

        f32 = jnp.zeros((4,), jnp.float32)
        jaxpr = jax.make_jaxpr(step)(f32, f32, jnp.float32(0.1)).jaxpr
        return frozen_leaves(jaxpr, [0]) == {0}

    def test_exact_zeros(self):
        zeros = jnp.zeros_like
        self.assertTrue(self.frozen(lambda g, lr: zeros(g)))
        self.assertTrue(self.frozen(lambda g, lr: -0.5 * zeros(g)))
        self.assertTrue(self.frozen(lambda g, lr: zeros(g) / 2.0))
        self.assertTrue(self.frozen(lambda g, lr: jnp.where(
            g > 0, zeros(g), jnp.zeros(4)).astype(jnp.float32)))
        self.assertTrue(self.frozen(lambda g, lr: (
            zeros(g).astype(jnp.int32) + zeros(g)).astype(jnp.float32)))
        self.assertTrue(self.frozen(lambda g, lr: zeros(g),
                                    apply=lambda p, u: jnp.where(
                                        u > 0, p - u, u + p)))
        # optax's own: set_to_zero's update applied by apply_updates.
        tx = optax.set_to_zero()
        self.assertTrue(self.frozen(lambda g, lr: tx.update(g, tx.init(g))[0],
                                    apply=optax.apply_updates))

    def test_not_known_zeros(self):
        zeros = jnp.zeros_like
        # 0 * x is NaN for x = inf or NaN: not zero unless x is a constant
        # known finite.
        self.assertFalse(self.frozen(lambda g, lr: lr * zeros(g)))
        self.assertFalse(self.frozen(lambda g, lr: 0.0 * g))
        self.assertFalse(self.frozen(lambda g, lr: jnp.inf * zeros(g)))
        self.assertFalse(self.frozen(lambda g, lr: zeros(g) / 0.0))
        self.assertFalse(self.frozen(lambda g, lr: zeros(g) + lr))
        self.assertFalse(self.frozen(lambda g, lr: g - g))
        self.assertFalse(self.frozen(lambda g, lr: zeros(g),
                                     apply=lambda p, u: u - p))
        self.assertFalse(self.frozen(lambda g, lr: zeros(g),
                                     apply=lambda p, u: jnp.where(
                                         u > 0, p, 2 * p)))


class JaxSchedule(unittest.TestCase):
    def test_warmup_cosine_clip_adamw_20_steps_and_resume(self):
        # The optax schedule runs inside the step from the optimizer's
        # count: 20 steps on 2 ranks within 1e-5 of JAX, and 10 steps +
        # checkpoint + resume + 10 bitwise equal to 20 straight.
        import os
        import shutil
        import tempfile

        from fsdp_mlir import tools
        from fsdp_mlir.testing import verify
        work = tempfile.mkdtemp(prefix="fsdp-jax-sched-")
        try:
            case = mlp_layernorm_clip_adamw(decay_steps=20)
            batches = case.batches(8, 20, 0)
            ref = case.reference(batches, 2)
            step = case.export(batches[0], 2)
            r = verify.verify(step, ref, batches, os.path.join(work, "v"), 2,
                              20, log=lambda text: None)
            for key in ("ddp_state_error", "fsdp_state_error",
                        "ddp_loss_error", "fsdp_loss_error"):
                self.assertLessEqual(r[key], 1e-5, key)
            fsdp = os.path.join(work, "v", "fsdp.mlir")
            state = os.path.join(work, "v", "state")
            inputs = os.path.join(work, "v", "inputs")
            straight = os.path.join(work, "straight")
            tools.fsdp_run(fsdp, 2, 20, state, inputs, straight,
                           deterministic=True)
            ck = os.path.join(work, "ck")
            tools.fsdp_run(fsdp, 2, 10, state, inputs, deterministic=True,
                           extra=["--checkpoint-dir=" + ck, "--save-every=10"])
            resumed = os.path.join(work, "resumed")
            tools.fsdp_run(fsdp, 2, 10, None, inputs, resumed,
                           deterministic=True, extra=["--resume=" + ck])
            for a, b in zip(tools.load_state(straight, step.num_state),
                            tools.load_state(resumed, step.num_state)):
                self.assertTrue(np.array_equal(a, b))
        finally:
            shutil.rmtree(work, ignore_errors=True)

