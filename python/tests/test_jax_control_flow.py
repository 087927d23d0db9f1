"""JAX control flow and the StableHLO ops it lowers to that
`stablehlo-legalize-to-linalg` leaves: `lax.cond` / `lax.switch`
(`stablehlo.case`, exported as `scf.if`), `jnp.sort`, `jnp.argsort`,
`lax.top_k` (`stablehlo.sort`, a generated stable sort),
`lax.associative_scan` and `lax.cummax` (zero-size slices of short axes),
and the errors that name what is not lowered (`jnp.fft`).

Each is exported for 1 and 2 ranks, trained with fsdp-run (DDP as
exported, FSDP after fsdp-opt --fsdp-pipeline) and compared with JAX's own
run of the same jitted step (frontend_test.FrontendTestCase). Run from
python/tests: python -m unittest -v test_jax_control_flow (test_jax imports
these too, so the frontend-jax ctest entry runs them).
"""

import unittest

import jax

# Two CPU devices, before anything initialises JAX's backends.
jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import jax.numpy as jnp  # noqa: E402
import optax  # noqa: E402
from jax import lax  # noqa: E402

from fsdp_mlir.testing.jax_cases import Case  # noqa: E402

from frontend_test import FrontendTestCase  # noqa: E402

# The loops' tests' model: two mixing matrices and a head, MSE.
from test_jax_loops import (  # noqa: E402
    DIM,
    _batch,
    _mse,
    _params,
    all_reduces_in_control_flow,
)


def cond_switch_case():
    """lax.cond on the rank's rows and lax.switch on an index from them
    (every branch taken over the steps and ranks, an index out of range
    clamped), branches reading no parameter; a cond on a parameter's sum
    (the same on every rank) whose branches read another, one of them in a
    loop."""
    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"])
        h = lax.cond(jnp.sum(x[:, 0]) > 0, lambda h: h * 2.0, jnp.sin, h)
        # -1..3 over the steps and ranks: every branch, and -1 clamped.
        k = (jnp.sum(x > 0.3) - jnp.sum(x < -0.3)) % 5 - 1
        h = lax.switch(k, [lambda h: h * 0.5, jnp.cos, lambda h: h + 1.0,
                           lambda h: h * h], h)
        # (sum(w) at steps 1-5: 0.013, 0.033, 0.100, 0.151, 0.192 on 1
        # rank, 0.013, 0.033, 0.048, 0.063, 0.067 on 2: the second branch,
        # then the first)
        h = lax.cond(jnp.sum(p["w"]) > 0.04,
                     lambda h: lax.fori_loop(0, 2, lambda i, h: jnp.tanh(
                         h @ p["v"].T), h),
                     lambda h: h @ p["v"], h)
        return _mse(p, h, y)
    return Case(loss_fn, _params(5), optax.adam(1e-2), _batch)


def rank_varying_switch_case():
    """lax.switch on an index from the rank's rows whose branches read the
    parameters (one through a sum: its cotangent is a broadcast psum), then
    a switch on a parameter's sum: in the backward JAX psums the
    parameters' cotangents inside the branches, which the ranks do not all
    take."""
    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"])
        k = (jnp.sum(x > 0.3) - jnp.sum(x < -0.3)) % 5 - 1
        h = lax.switch(k, [lambda h: h @ p["v"],
                           lambda h: jnp.cos(h) @ p["v"].T,
                           lambda h: jnp.tanh(h @ p["v"]) + 1.0,
                           lambda h: h * jnp.sum(p["v"])], h)
        s = jnp.sum(p["w"])
        k2 = jnp.where(s > 0.05, 2, jnp.where(s > 0.02, 1, 0))
        h = lax.switch(k2, [lambda h: h * 0.5,
                            lambda h: jnp.sin(h @ p["v"]),
                            lambda h: (h @ p["v"]) ** 2], h)
        return _mse(p, h, y)
    return Case(loss_fn, _params(5), optax.adam(1e-2), _batch)


def sort_top_k_case():
    """jnp.sort along the features, lax.top_k's values (a routing-style
    weighting) and a take_along_axis by jnp.argsort, with their
    gradients (gathers and scatters by the sorted indices)."""
    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"])
        values, _ = lax.top_k(h, 3)
        h = jnp.sort(h, axis=-1) * jax.nn.softmax(values).sum(
            -1, keepdims=True)
        h = jnp.tanh(h @ p["v"])
        order = jnp.argsort(h, axis=0)
        h = jnp.take_along_axis(h, order, axis=0)
        return _mse(p, h, y)
    return Case(loss_fn, _params(6), optax.adam(1e-2), _batch)


def associative_scan_case():
    """lax.associative_scan (a prefix sum) and lax.cummax along 8 features:
    the odd/even halving reaches zero-size slices."""
    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"])
        h = lax.associative_scan(jnp.add, h, axis=1) / DIM
        h = lax.cummax(h @ p["v"], axis=1)
        return _mse(p, h, y)
    return Case(loss_fn, _params(7), optax.sgd(0.05, momentum=0.9), _batch)


class JaxControlFlow(FrontendTestCase):
    def run_case(self, name, case, sharded=True):
        for n in (1, 2):
            self.check_case(name, case,
                            lambda c, batches, n=n: c.reference(batches, n),
                            ranks=(n,), sharded=sharded)

    def test_cond_and_switch(self):
        case = cond_switch_case()
        self.run_case("jax-cond-switch-adam", case)
        step = self.exports["jax-cond-switch-adam", 2]
        self.assertIn("scf.if", step.mlir)
        self.assertNotIn("stablehlo", step.mlir)
        # `v` is read in the branches of a cond whose predicate is the same
        # on every rank, in one of them in a loop: JAX psums its gradient in
        # the backward's branches (and loop), the export after the cond
        # (one all-reduce per parameter and the loss's, none in a branch or
        # a loop), so it is sharded 1/N (check_case).
        self.assertEqual(step.extra["all_reduces"],
                         len(jax.tree_util.tree_leaves(case.params)) + 1)
        self.assertEqual(all_reduces_in_control_flow(step.mlir), 0)

    def test_switch_on_rank_varying_index(self):
        # The ranks take different branches, so JAX's own run pairs unlike
        # psums (its losses differ from run to run, NaN in some): the
        # reference is each rank's gradient on its rows, averaged.
        case = rank_varying_switch_case()
        for n in (1, 2):
            self.check_case("jax-rank-varying-switch-adam", case,
                            lambda c, batches, n=n:
                            c.per_rank_reference(batches, n), ranks=(n,))
        step = self.exports["jax-rank-varying-switch-adam", 2]
        self.assertEqual(all_reduces_in_control_flow(step.mlir), 0)

    def test_sort_argsort_top_k(self):
        self.run_case("jax-sort-top-k-adam", sort_top_k_case())

    def test_associative_scan_and_cummax(self):
        self.run_case("jax-associative-scan-cummax-momentum",
                      associative_scan_case())


class JaxControlFlowErrors(unittest.TestCase):
    def export(self, loss_fn):
        case = Case(loss_fn, _params(8), optax.sgd(0.1), _batch)
        return case.export(case.batches(8, 1, 0)[0], 2)

    def test_collective_in_rank_varying_branch_is_refused(self):
        def loss_fn(p, x, y):
            h = jnp.tanh(x @ p["w"])
            h = lax.cond(jnp.sum(x) > 0,
                         lambda h: h - lax.pmean(jnp.mean(h), "dp"),
                         jnp.sin, h)
            return _mse(p, h, y)
        with self.assertRaisesRegex(
                ValueError, r"collective \(psum, at .*test_jax_control_flow"
                r".py:\d+.*\) in a branch of a lax.cond or lax.switch "
                r"\(at .*test_jax_control_flow.py:\d+.*\) whose index "
                r"differs between the ranks \(it "
                r"varies over 'dp'\)"):
            self.export(loss_fn)

    def test_unlowered_op_is_named(self):
        # (FFTs, which this test used, now export: fsdp_mlir.jax.substitute.)
        def loss_fn(p, x, y):
            noise = jax.random.normal(jax.random.key(0, impl="rbg"), x.shape)
            return _mse(p, x + 0.01 * noise, y)
        with self.assertRaisesRegex(NotImplementedError,
                                    "stablehlo.rng_bit_generator .from "
                                    "jax.random with the 'rbg' PRNG"):
            self.export(loss_fn)

    def test_library_call_is_named(self):
        def loss_fn(p, x, y):
            s = jnp.linalg.svd(p["w"], compute_uv=False)
            return _mse(p, x @ p["v"] * s.sum(), y)
        with self.assertRaisesRegex(NotImplementedError,
                                    "stablehlo.custom_call @lapack_.*"
                                    "jnp.linalg.svd"):
            self.export(loss_fn)

    def test_legalization_failure_is_named(self):
        # A zero-size strided slice at the end of its axis, which the
        # export removes before the legalization (drop_empty_tensors):
        # given to the legalization as it is, the verifier rejects the
        # tensor.extract_slice it becomes, and the error quotes it.
        from torch_mlir import ir
        from torch_mlir._mlir_libs import _stablehlo

        from fsdp_mlir import contract
        from fsdp_mlir.jax import export, lowering
        text = """
        func.func @f(%x: tensor<4x2xf32>) -> tensor<4x0xf32> {
          %0 = stablehlo.slice %x [0:4, 2:2:2]
              : (tensor<4x2xf32>) -> tensor<4x0xf32>
          return %0 : tensor<4x0xf32>
        }"""
        for drop in (False, True):
            with self.subTest(drop_empty_tensors=drop), \
                    contract.new_context() as ctx, ir.Location.unknown():
                # (as the export registers them: this test may run first)
                _stablehlo.register_dialect(ctx)
                _stablehlo.register_stablehlo_passes()
                module = ir.Module.parse(text)
                if drop:
                    self.assertEqual(lowering.drop_empty_tensors(module), 1)
                    export._legalize(module)
                    self.assertIn("tensor.empty", str(module))
                    continue
                with self.assertRaisesRegex(
                        NotImplementedError, "StableHLO-to-linalg "
                        "legalization .* out-of-bounds.*extract_slice"):
                    export._legalize(module)


if __name__ == "__main__":
    unittest.main()
