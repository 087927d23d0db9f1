"""JAX frontend: export shard_map + optax training steps, train them with
fsdp-run on 1 and 2 ranks (DDP as exported, FSDP after fsdp-opt
--fsdp-pipeline), compare with JAX's own run of the same jitted step.

Run from python/tests with fsdp-opt and fsdp-run built (FSDP_BIN or
build/bin): python -m unittest -v test_jax (this runs test_jax_ecosystem's
Flax/optax models, test_jax_loops's loops and test_jax_control_flow's
conditionals and sorts too)
"""

import os
import unittest

import jax

# Two CPU devices, before anything initialises JAX's backends.
jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

from fsdp_mlir.jax import export_train_step  # noqa: E402
from fsdp_mlir.testing import jax_models as models  # noqa: E402
from fsdp_mlir.testing.jax_cases import make_case  # noqa: E402

from frontend_test import FrontendTestCase, check_accumulated  # noqa: E402

# lax.cond/switch, sort/argsort/top_k, associative_scan, the ops the export
# names instead of lowering (test_jax_control_flow.py).
from test_jax_control_flow import JaxControlFlow, JaxControlFlowErrors  # noqa: E402,F401

# Flax / optax models with the libraries' defaults (test_jax_ecosystem.py),
# run by the same `python -m unittest test_jax` (ctest frontend-jax).
from test_jax_ecosystem import JaxEcosystem, JaxSchedule  # noqa: E402,F401

# Loops (fori_loop, while_loop, scan, nested, in the optimizer) and the
# jaxpr walks that read them (test_jax_loops.py).
from test_jax_loops import JaxLoops, JaxprWalks  # noqa: E402,F401


class JaxTraining(FrontendTestCase):
    def run_case(self, name, case, ranks=(1, 2)):
        for n in ranks:
            self.check_case("%s" % name, case,
                            lambda c, batches, n=n: c.reference(batches, n),
                            ranks=(n,))

    def test_mlp_relu_adam(self):
        self.run_case("jax-mlp-adam", make_case("mlp", "adam", "relu"))

    def test_mlp_gelu_sgd_momentum(self):
        self.run_case("jax-mlp-momentum", make_case("mlp", "momentum", "gelu"))

    def test_mlp_pmean_of_gradients_without_vma_checks(self):
        # The pmap-era idiom: check_vma=False, gradients of the local loss
        # averaged explicitly with pmean.
        case = make_case("mlp", "adam", "tanh")

        def step(ranks):
            mesh = Mesh(jax.devices()[:ranks], ("dp",))

            def train_step(state, x, y):
                params, opt_state = state
                loss, grads = jax.value_and_grad(case.loss_fn)(params, x, y)
                grads = jax.lax.pmean(grads, "dp")
                updates, opt_state = case.tx.update(grads, opt_state, params)
                return ((optax.apply_updates(params, updates), opt_state),
                        jax.lax.pmean(loss, "dp"))

            return jax.jit(jax.shard_map(train_step, mesh=mesh,
                                         in_specs=(P(), P("dp"), P("dp")),
                                         out_specs=(P(), P()),
                                         check_vma=False),
                           donate_argnums=(0,))

        case.step = step
        self.run_case("jax-mlp-pmean-grads", case, ranks=(2,))

    def test_transformer_block_adamw(self):
        self.run_case("jax-block-adamw", make_case("block", "adamw"))

    def test_gradient_accumulation(self):
        # A JAX export with microbatches=2 (lowered for half the batch):
        # the MLP accumulated by fsdp-pipeline over 2 microbatches of each
        # rank's 4 rows on 2 ranks with either gradient sync trains like
        # JAX's own step on the global batch of 8 rows.
        case = make_case("mlp", "adam", "relu")
        batches = case.batches(8, 5, 0)
        ref = case.reference(batches, 2)
        step = case.export(batches[0], 2, microbatches=2)
        self.assertEqual([s[0] for s in step.input_shapes], [4, 4])
        self.assertIn("fsdp.microbatches = 2", step.mlir)
        check_accumulated(self, step, ref, batches,
                          os.path.join(self.workdir, "jax-accumulate"))
        with self.assertRaisesRegex(ValueError, "microbatches=3: batch input "
                                    "0 has 8 global rows"):
            case.export(batches[0], 2, microbatches=3)


class JaxGoldens(unittest.TestCase):
    def test_goldens_up_to_date(self):
        import goldens
        for name in goldens.GOLDENS:
            if name.startswith("jax-"):
                with self.subTest(golden=name):
                    self.assertEqual(goldens.differences(name), [])


class JaxExport(unittest.TestCase):
    def setUp(self):
        self.params = models.mlp_init(jax.random.PRNGKey(0), [4, 8, 2])
        self.tx = optax.sgd(0.1)
        self.x = np.ones((4, 4), np.float32)
        self.y = np.ones((4, 2), np.float32)

    def test_contract(self):
        step = models.data_parallel_step(models.mse_loss, self.tx,
                                         jax.devices()[:2])
        exported = export_train_step(step, (self.params, self.tx.init(
            self.params)), self.x, self.y)
        self.assertEqual(exported.grid, 2)
        self.assertIn("shard.grid @dp(shape = 2)", exported.mlir)
        # One sum all-reduce per gradient and one for the loss's pmean.
        self.assertEqual(exported.mlir.count('"fsdp.all_reduce"'), 5)
        self.assertEqual(exported.input_shapes, [(2, 4), (2, 2)])
        self.assertNotIn("stablehlo", exported.mlir)
        self.assertEqual(exported.mlir.count("fsdp.state"), 4)

    def test_state_must_be_donated(self):
        mesh = Mesh(jax.devices()[:2], ("dp",))

        def step(state, x, y):
            loss, g = jax.value_and_grad(
                lambda p: jax.lax.pmean(models.mse_loss(p, x, y), "dp"))(state)
            return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, state,
                                          g), loss

        f = jax.jit(jax.shard_map(step, mesh=mesh,
                                  in_specs=(P(), P("dp"), P("dp")),
                                  out_specs=(P(), P())))
        with self.assertRaisesRegex(ValueError, "donate"):
            export_train_step(f, self.params, self.x, self.y)

    def test_step_must_return_state_and_loss(self):
        mesh = Mesh(jax.devices()[:2], ("dp",))

        def step(state, x, y):
            return jax.lax.pmean(models.mse_loss(state, x, y), "dp")

        f = jax.jit(jax.shard_map(step, mesh=mesh,
                                  in_specs=(P(), P("dp"), P("dp")),
                                  out_specs=P()), donate_argnums=(0,))
        with self.assertRaisesRegex(ValueError, "new_state, loss"):
            export_train_step(f, self.params, self.x, self.y)

    def _embedding_step(self, loss):
        params = {"table": np.arange(40, dtype=np.float32).reshape(10, 4) / 40,
                  "w": np.ones((4, 2), np.float32)}
        tx = optax.sgd(0.1)
        step = models.data_parallel_step(loss, tx, jax.devices()[:2])
        tokens = np.array([[1, 2], [3, 9], [0, 0], [5, 5]], np.int32)
        return export_train_step(step, (params, tx.init(params)), tokens,
                                 np.ones((4, 2, 2), np.float32))

    def test_chlo_gather_scatter_become_upstream_ops(self):
        # chlo.square (lax.square, LayerNorm's variance), chlo.sinh, gather
        # (the lookup) and scatter (its gradient).
        def loss(p, tokens, y):
            e = jnp.sinh(p["table"][tokens])
            return jnp.mean(jax.lax.square(e @ p["w"] - y))

        mlir = self._embedding_step(loss).mlir
        self.assertNotIn("chlo", mlir)
        self.assertNotIn("stablehlo", mlir)
        # The scatter-add is a loop over the tokens, not a one-hot matmul.
        self.assertIn("scf.for", mlir)
        self.assertIn("tensor.insert_slice", mlir)

    def test_unsupported_scatter_computation_is_named(self):
        def loss(p, tokens, y):
            # On the batch (no gradient, which scatter_apply lacks).
            y = y.reshape(-1, 2).at[tokens.reshape(-1) % 4].apply(jnp.sin)
            return jnp.mean((p["table"][tokens] @ p["w"] -
                             y.reshape(-1, 2, 2)) ** 2)

        with self.assertRaisesRegex(NotImplementedError,
                                    "stablehlo.sine in the computation of "
                                    ".*stablehlo.scatter"):
            self._embedding_step(loss)

    def test_other_collectives_are_refused(self):
        mesh = Mesh(jax.devices()[:2], ("dp",))

        def step(state, x, y):
            shifted = jax.lax.ppermute(x, "dp", [(0, 1), (1, 0)])
            return state, jax.lax.pmean(models.mse_loss(state, shifted, y),
                                        "dp")

        f = jax.jit(jax.shard_map(step, mesh=mesh,
                                  in_specs=(P(), P("dp"), P("dp")),
                                  out_specs=(P(), P())), donate_argnums=(0,))
        with self.assertRaisesRegex(NotImplementedError, "collective_permute"):
            export_train_step(f, self.params, self.x, self.y)


if __name__ == "__main__":
    unittest.main()
