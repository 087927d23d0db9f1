"""JAX steps with loops: `lax.fori_loop` with static and traced bounds,
`lax.while_loop`, `lax.scan` with `length=` and no xs, loops nested in
loops, a loop body under `jax.checkpoint`, loops in the optimizer (a
traced-bound iteration, optax.contrib's Muon and its Newton-Schulz
iterations), arrays the step closes over; FFTs, Cholesky factorizations
and triangular solves, which the exporter re-traces as loops and products
(fsdp_mlir/jax/substitute.py). Their jaxprs hold literals (a
loop's bounds, its `i + 1`), constants and nested jaxprs, which every walk
of the exporter has to take (fsdp_mlir/jax/jaxprs.py).

Each is exported for 1 and 2 ranks, trained with fsdp-run (DDP as
exported, FSDP after fsdp-opt --fsdp-pipeline) and compared with JAX's own
run of the same jitted step (frontend_test.FrontendTestCase). Run from
python/tests: python -m unittest -v test_jax_loops (test_jax imports these
too, so the frontend-jax ctest entry runs them).
"""

import itertools
import unittest

import jax

# Two CPU devices, before anything initialises JAX's backends.
jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_num_cpu_devices", 2)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402
from jax import lax  # noqa: E402

from fsdp_mlir.jax import jaxprs, substitute, unstack  # noqa: E402
from fsdp_mlir.testing.jax_cases import Case  # noqa: E402

from frontend_test import FrontendTestCase  # noqa: E402

DIM, OUT = 8, 4
# An array the loss closes over: a constant of the jitted step, which JAX
# passes into the shard_map as an argument.
_MIX = ((np.arange(DIM * DIM) % 5 - 2) / 10).astype(np.float32).reshape(
    DIM, DIM)


def _params(seed):
    key = jax.random.split(jax.random.PRNGKey(seed), 3)
    return {"w": jax.random.normal(key[0], (DIM, DIM)) * 0.3,
            "v": jax.random.normal(key[1], (DIM, DIM)) * 0.3,
            "head": jax.random.normal(key[2], (DIM, OUT)) * 0.3}


def _batch(rng, rows):
    return (rng.standard_normal((rows, DIM), np.float32),
            rng.standard_normal((rows, OUT), np.float32))


def _mse(p, h, y):
    return jnp.mean((h @ p["head"] - y) ** 2)


def static_bounds_case():
    """fori_loop(0, 3) reading a parameter in every iteration, its index in
    the body and a carry the body sets to a constant (literals in the body
    and among its results); a scan with `length=` and no xs, with ys."""
    def loss_fn(p, x, y):
        def body(i, carry):
            h, _, n = carry
            return jnp.tanh(h @ p["w"]) * (1.0 + 0.1 * i), 1.0, n + 1
        h, one, _ = lax.fori_loop(0, 3, body, (x, 0.0, 0))
        h, hs = lax.scan(lambda h, _: (jnp.tanh(h @ p["v"]), h), h * one,
                         None, length=2)
        return _mse(p, h + 0.5 * hs.sum(0), y)
    return Case(loss_fn, _params(0), optax.adam(1e-2), _batch)


def nested_case():
    """Loops in loops: a fori_loop in a scan, whose body is under
    jax.checkpoint, and a fori_loop in a fori_loop, each reading a
    parameter in every iteration."""
    def loss_fn(p, x, y):
        inner = jax.checkpoint(lambda j, h: jnp.tanh(h @ p["w"] + 0.1 * j))
        h, _ = lax.scan(lambda h, _: (lax.fori_loop(0, 2, inner, h), None),
                        x, None, length=2)
        h = lax.fori_loop(0, 2, lambda i, h: lax.fori_loop(
            0, 2, lambda j, h: jnp.tanh(h @ p["v"]), h), h)
        return _mse(p, h, y)
    return Case(loss_fn, _params(1), optax.adam(1e-2), _batch)


def traced_bounds_case():
    """Loops JAX cannot differentiate through (a while_loop, a fori_loop
    whose bound is traced), on the batch before the parameters see it; a
    fori_loop in a jitted helper; the closed-over array `_MIX`."""
    def loss_fn(p, x, y):
        x = lax.while_loop(lambda c: jnp.max(jnp.abs(c)) > 1.0,
                           lambda c: c * 0.5, x)
        n = jnp.minimum(jnp.sum(x > 0), 3)
        x = lax.fori_loop(0, n, lambda i, c: c * 0.9 + 0.01 * i, x)

        @jax.jit
        def helper(h):
            return lax.fori_loop(0, 2, lambda i, h: jnp.tanh(
                h @ (p["w"] + _MIX)), h)
        return _mse(p, helper(x) @ p["v"], y)
    return Case(loss_fn, _params(2), optax.sgd(0.05, momentum=0.9), _batch)


def _iterated_update():
    """An optax transformation that iterates on each update: `k` rounds of
    the scalar Newton-Schulz map (toward the update's signs), `k` growing
    with the step count (a fori_loop with a traced bound: a while loop),
    then halved while its largest element exceeds 0.5 (a while_loop)."""
    def init(params):
        del params
        return {"count": jnp.zeros([], jnp.int32)}

    def update(updates, state, params=None):
        del params
        rounds = jnp.minimum(state["count"] + 1, 3)

        def one(g):
            g = g / (jnp.max(jnp.abs(g)) + 1e-6)
            g = lax.fori_loop(0, rounds, lambda i, g: 1.5 * g - 0.5 * g ** 3,
                              g)
            return lax.while_loop(lambda g: jnp.max(jnp.abs(g)) > 0.5,
                                  lambda g: g * 0.5, g)
        return (jax.tree_util.tree_map(one, updates),
                {"count": state["count"] + 1})
    return optax.GradientTransformation(init, update)


def optimizer_loops_case():
    def loss_fn(p, x, y):
        return _mse(p, jnp.tanh(jnp.tanh(x @ p["w"]) @ p["v"]), y)
    tx = optax.chain(_iterated_update(), optax.scale(-0.02))
    return Case(loss_fn, _params(3), tx, _batch)


def muon_case():
    """optax.contrib.muon with its defaults: Newton-Schulz iterations (a
    fori_loop with static bounds) on the 2-D parameters, Adam on the
    others."""
    params = dict(_params(4), b=jnp.zeros((DIM,)))

    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"] + p["b"])
        return _mse(p, jnp.tanh(h @ p["v"]), y)
    return Case(loss_fn, params, optax.contrib.muon(0.02), _batch)


def all_reduces_in_control_flow(mlir):
    """The fsdp.all_reduce ops inside an scf.while or scf.if of the
    exported step."""
    from torch_mlir import ir

    from fsdp_mlir import contract
    found = []

    def visit(op, in_loop):
        if op.name == "fsdp.all_reduce" and in_loop:
            found.append(op)
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner.operation, in_loop or
                          op.name in ("scf.while", "scf.if"))
    with contract.new_context():
        visit(ir.Module.parse(mlir).operation, False)
        return len(found)


def spectral_case():
    """A spectral loss: the rfft of the prediction against the target's,
    and an fft2 of the hidden state (fsdp_mlir.jax.substitute makes them
    products with DFT matrices, the backward's FFTs too)."""
    def loss_fn(p, x, y):
        h = jnp.tanh(jnp.tanh(x @ p["w"]) @ p["v"])
        pred = h @ p["head"]
        spec = jnp.abs(jnp.fft.rfft(pred) - jnp.fft.rfft(y)) ** 2
        mix = jnp.fft.ifft2(jnp.fft.fft2(h.reshape(-1, 2, 4)) * 0.5).real
        return jnp.mean(spec) + 0.1 * jnp.mean(mix ** 2) + _mse(p, h, y)
    return Case(loss_fn, _params(3), optax.adam(1e-2), _batch)


def cholesky_case():
    """A Gaussian-process-like term: a kernel from the parameters, its
    Cholesky factor's log-determinant and `cho_solve` against the
    prediction (column-by-column Cholesky and substitution loops; the
    backward's triangular solves too)."""
    def loss_fn(p, x, y):
        h = jnp.tanh(x @ p["w"])
        k = p["v"] @ p["v"].T + DIM * jnp.eye(DIM)
        c = jax.scipy.linalg.cho_factor(k, lower=True)
        alpha = jax.scipy.linalg.cho_solve(c, h.T)
        logdet = 2.0 * jnp.log(jnp.diag(jnp.linalg.cholesky(k))).sum()
        fit = jnp.mean(h.T * alpha) + 0.01 * logdet
        tri = jax.scipy.linalg.solve_triangular(jnp.tril(k), h.T,
                                                lower=True, trans=1)
        return _mse(p, h, y) + 0.1 * fit + 0.01 * jnp.mean(tri ** 2)
    return Case(loss_fn, _params(4), optax.adam(1e-2), _batch)


def substitute_errors():
    """(what, max abs error) of each replacement against JAX's own in
    f64: FFT, IFFT, RFFT, IRFFT (even and odd lengths) over the last 1 to
    3 axes, Cholesky (real, complex, batched), triangular solves in every
    combination of left_side, lower, transpose_a, conjugate_a and
    unit_diagonal, real and complex."""
    rng = np.random.default_rng(0)
    out = []
    for shape in ((7,), (2, 3, 4, 5)):
        for k in range(1, min(3, len(shape)) + 1):
            axes = tuple(range(-k, 0))
            x = jnp.asarray(rng.standard_normal(shape) +
                            1j * rng.standard_normal(shape))
            odd = shape[-k:-1] + (2 * shape[-1] - 1,)
            even = shape[-k:-1] + (2 * shape[-1] - 2,)
            for kind, ref, arg, lengths in (
                    ("FFT", jnp.fft.fftn(x, axes=axes), x, shape[-k:]),
                    ("IFFT", jnp.fft.ifftn(x, axes=axes), x, shape[-k:]),
                    ("RFFT", jnp.fft.rfftn(x.real, axes=axes), x.real,
                     shape[-k:]),
                    ("IRFFT", jnp.fft.irfftn(x, even, axes=axes), x, even),
                    ("IRFFT", jnp.fft.irfftn(x, odd, axes=axes), x, odd)):
                got = substitute.fft(arg, kind, lengths)
                out.append((kind, shape, k, got.shape == ref.shape and
                            float(jnp.max(jnp.abs(got - ref)))))
    for dtype in (np.float64, np.complex128):
        for batch in ((), (2,)):
            for n in (1, 5):
                m = rng.standard_normal(batch + (n, n)).astype(dtype)
                if dtype == np.complex128:
                    m = m + 1j * rng.standard_normal(m.shape)
                a = jnp.asarray(m @ np.conj(np.swapaxes(m, -1, -2)) +
                                n * np.eye(n))
                ref = lax.linalg.cholesky(a, symmetrize_input=False)
                out.append(("cholesky", dtype, batch, n, float(
                    jnp.max(jnp.abs(substitute.cholesky(a) - ref)))))
        for flags in itertools.product((False, True), repeat=5):
            kw = dict(zip(("left_side", "lower", "transpose_a",
                           "conjugate_a", "unit_diagonal"), flags))
            a = rng.standard_normal((2, 5, 5)) + 4 * np.eye(5)
            b = rng.standard_normal((2, 5, 3) if flags[0] else (2, 3, 5))
            if dtype == np.complex128:
                a = a + 1j * rng.standard_normal(a.shape)
                b = b + 1j * rng.standard_normal(b.shape)
            a, b = jnp.asarray(a), jnp.asarray(b)
            ref = lax.linalg.triangular_solve(a, b, **kw)
            out.append(("triangular_solve", dtype, kw, float(jnp.max(
                jnp.abs(substitute.triangular_solve(a, b, **kw) - ref)))))
    return out


class JaxLoops(FrontendTestCase):
    def run_case(self, name, case, bitwise=True, sharded=True):
        for n in (1, 2):
            self.check_case(name, case,
                            lambda c, batches, n=n: c.reference(batches, n),
                            ranks=(n,), bitwise=bitwise, sharded=sharded)

    def check_hoisted(self, name, case):
        """One all-reduce per parameter and the loss's, none in a loop, in
        the 2-rank step run_case trained as `name`: the psums JAX puts in
        the loops' backward are hoisted after them (sharded 1/N, which
        check_case checks)."""
        step = self.exports[name, 2]
        self.assertEqual(step.extra["all_reduces"],
                         len(jax.tree_util.tree_leaves(case.params)) + 1)
        self.assertEqual(all_reduces_in_control_flow(step.mlir), 0)
        self.assertIn("scf.while", step.mlir)

    def test_fori_loop_static_bounds_and_scan_length(self):
        case = static_bounds_case()
        self.run_case("jax-loops-fori-static-scan-length-adam", case)
        self.check_hoisted("jax-loops-fori-static-scan-length-adam", case)

    def test_nested_loops_and_checkpointed_body(self):
        case = nested_case()
        self.run_case("jax-loops-nested-remat-adam", case)
        self.check_hoisted("jax-loops-nested-remat-adam", case)

    def test_while_loop_traced_bounds_jit_and_constant(self):
        self.run_case("jax-loops-while-traced-momentum",
                      traced_bounds_case())

    def test_loops_in_the_optimizer(self):
        # fsdp-shard-update does not shard an update through a loop: the
        # parameters the loops update keep their all-reduce and stay whole
        # (a remark says so; docs/reference/limits.md).
        self.run_case("jax-loops-optimizer", optimizer_loops_case(),
                      sharded=False)

    def test_optax_contrib_muon(self):
        # Newton-Schulz multiplies whole gradient matrices: those
        # parameters stay whole, as above.
        self.run_case("jax-loops-optax-muon", muon_case(), sharded=False)

    def test_fft_spectral_loss(self):
        case = spectral_case()
        self.check_case("jax-fft-spectral-adam", case,
                        lambda c, batches: c.reference(batches, 2),
                        ranks=(2,), bitwise=False)
        self.assertNotIn("stablehlo.fft",
                         self.exports["jax-fft-spectral-adam", 2].mlir)

    def test_cholesky_cho_solve_loss(self):
        # The kernel is computed from the replicated `v` alone: JAX psums
        # the kernel's cotangent, not v's gradient, so v's update reads a
        # product of an all-reduced value and v with its moments stay
        # whole (as for muon above).
        self.check_case("jax-cholesky-cho-solve-adam", cholesky_case(),
                        lambda c, batches: c.reference(batches, 2),
                        ranks=(2,), bitwise=False, sharded=False)

    def test_replacements_match_jax_in_f64(self):
        with jax.enable_x64(True):
            for err in substitute_errors():
                self.assertLess(err[-1], 1e-12, err)


class JaxprWalks(unittest.TestCase):
    """The jaxpr walks themselves, on the forms that broke them."""

    def test_accumulated_psums_read_literals(self):
        # The backward scan of fori_loop(0, 3, ...) carries the index
        # (`i + 1`: a Literal operand) beside the psummed cotangent.
        mesh = jax.sharding.Mesh(jax.devices()[:2], ("dp",))
        P = jax.sharding.PartitionSpec

        def grad(w, x):
            def loss(w):
                h = lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h @ w) + i, x)
                return lax.pmean(h.sum(), "dp")
            return jax.grad(loss)(w)
        f = jax.shard_map(grad, mesh=mesh, in_specs=(P(), P("dp")),
                          out_specs=P())
        body = jax.make_jaxpr(f)(jnp.ones((4, 4)), jnp.ones((4, 4))
                                 ).eqns[0].params["jaxpr"]
        scans = [e for e in body.eqns if e.primitive.name == "scan"]
        found = [unstack._accumulated_psums(e) for e in scans]
        # The forward scan accumulates nothing; the backward scan's
        # cotangent of w (carry 0 of its ft_in carries) psums each
        # iteration.
        self.assertEqual([len(f) for f in found], [0, 1])
        self.assertTrue(unstack._has_accumulated_psums(body, True))

    def test_sub_jaxprs_and_literals(self):
        def f(x):
            y = lax.cond(x.sum() > 0, lambda x: x + 1.0, lambda x: x * 2.0,
                         x)
            return lax.while_loop(lambda c: c[0] < 3,
                                  lambda c: (c[0] + 1, c[1] * 2.0),
                                  (0, y))[1]
        jaxpr = jax.make_jaxpr(f)(jnp.ones(3))
        kinds = {e.primitive.name: len(list(jaxprs.sub_jaxprs(e)))
                 for e in jaxpr.eqns if list(jaxprs.sub_jaxprs(e))}
        self.assertEqual(kinds, {"cond": 2, "while": 2})
        literals = [a for e in jaxpr.eqns for sub in jaxprs.sub_jaxprs(e)
                    for inner in sub.eqns for a in inner.invars
                    if not jaxprs.is_var(a)]
        self.assertTrue(literals)
        self.assertTrue(jaxprs.any_eqn(jaxpr, lambda e:
                                       e.primitive.name == "mul"))
        self.assertFalse(jaxprs.any_eqn(jaxpr, lambda e:
                                        e.primitive.name == "psum"))


if __name__ == "__main__":
    unittest.main()
