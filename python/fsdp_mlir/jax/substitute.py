"""JAX primitives the pipeline cannot lower, replaced by pure-JAX programs
before the step is lowered.

`fft` (`jnp.fft.*`) lowers to `stablehlo.fft`, `cholesky` and
`triangular_solve` to LAPACK custom calls on CPU: nothing turns those into
linalg. The step's jaxpr is re-traced with each such eqn replaced by an
implementation in primitives that do lower: an FFT as products with DFT
matrices (real and imaginary parts as real matrices, the angles computed in
f64), a Cholesky factorization column by column and a triangular solve by
substitution, both as fixed-step `fori_loop`s. The step's jaxpr already
holds its backward (JAX applied its JVP and transpose rules while tracing),
so the backward's FFTs and triangular solves are replaced too.

Done on the jaxpr rather than on the StableHLO (`lowering.py` rewrites
other ops there): the eqns are found at any depth (jit, shard_map,
custom_jvp/vjp and remat bodies, scan, while and cond bodies) and the
replacement is ordinary JAX, traced where the eqn was (inside the
shard_map, so the values' variance over the mesh stays right), lowered by
JAX's own rules and checked against JAX without the compiler; one
mechanism for all three, no complex-typed IR written by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.extend import core

from .jaxprs import any_eqn, call_body, varying_axes
from .unstack import _bind, _source_of

_HIGHEST = lax.Precision.HIGHEST


# ---------------------------------------------------------------- FFT

def _dft(n_in: int, n_out: int, sign: float, dtype: Any
         ) -> tuple[np.ndarray, np.ndarray]:
    """(cos, sin) parts of the [n_in, n_out] matrix exp(sign 2 pi i k n /
    N), N = max(n_in, n_out) (the transform's length); the angles from
    `k n mod N` in integers, then in f64."""
    n = max(n_in, n_out)
    kn = np.outer(np.arange(n_in), np.arange(n_out)) % n
    angle = sign * 2.0 * np.pi * kn.astype(np.float64) / n
    return np.cos(angle).astype(dtype), np.sin(angle).astype(dtype)


def _mm(x: Any, m: np.ndarray) -> Any:
    return jnp.matmul(x, m, precision=_HIGHEST)


def _on_axis(fn: Callable[[Any, Any], tuple[Any, Any]], re: Any, im: Any,
             axis: int) -> tuple[Any, Any]:
    """`fn` over the last axis applied to `axis`."""
    re, im = jnp.moveaxis(re, axis, -1), jnp.moveaxis(im, axis, -1)
    re, im = fn(re, im)
    return jnp.moveaxis(re, -1, axis), jnp.moveaxis(im, -1, axis)


def _complex_dft(re: Any, im: Any, inverse: bool) -> tuple[Any, Any]:
    """The DFT (or inverse, 1/N) of re + i im over the last axis."""
    n = re.shape[-1]
    c, s = _dft(n, n, 1.0 if inverse else -1.0, re.dtype)
    if inverse:
        c, s = c / n, s / n
    return _mm(re, c) - _mm(im, s), _mm(re, s) + _mm(im, c)


def _real_dtype(dtype: Any) -> Any:
    return np.finfo(dtype).dtype


def fft(x: Any, fft_type: Any, fft_lengths: Sequence[int]) -> Any:
    """`lax.fft_p`'s value: FFT, IFFT, RFFT or IRFFT over the last
    `len(fft_lengths)` axes, IRFFT as NumPy's irfftn (an IFFT over the
    outer axes, then a real IRFFT reading only the real part of the DC and
    Nyquist bins)."""
    kind = getattr(fft_type, "name", str(fft_type)).rsplit(".", 1)[-1]
    axes = range(x.ndim - len(fft_lengths), x.ndim)
    if kind == "RFFT":
        n = fft_lengths[-1]
        c, s = _dft(n, n // 2 + 1, -1.0, x.dtype)
        re, im = _mm(x, c), _mm(x, s)
        for axis in list(axes)[:-1]:
            re, im = _on_axis(lambda r, i: _complex_dft(r, i, False),
                              re, im, axis)
        return lax.complex(re, im)
    re, im = jnp.real(x), jnp.imag(x)
    if kind in ("FFT", "IFFT"):
        for axis in axes:
            re, im = _on_axis(lambda r, i: _complex_dft(r, i, kind == "IFFT"),
                              re, im, axis)
        return lax.complex(re, im)
    if kind != "IRFFT":
        raise NotImplementedError("fft_type %s" % kind)
    for axis in list(axes)[:-1]:
        re, im = _on_axis(lambda r, i: _complex_dft(r, i, True), re, im, axis)
    n = fft_lengths[-1]
    half = n // 2 + 1
    re, im = re[..., :half], im[..., :half]
    c, s = _dft(half, n, 1.0, re.dtype)
    # The bins other than DC (and Nyquist for even n) stand for their
    # conjugates too.
    weight = np.full((half, 1), 2.0)
    weight[0] = 1.0
    if n % 2 == 0:
        weight[-1] = 1.0
    c = (c * weight / n).astype(re.dtype)
    s = (s * weight / n).astype(re.dtype)
    return _mm(re, c) - _mm(im, s)


# ------------------------------------------------- Cholesky, substitution

def _onehot(j: Any, n: int, dtype: Any) -> Any:
    return (jnp.arange(n) == j).astype(dtype)


def _zeros(shape: Sequence[int], dtype: Any, *like: Any) -> Any:
    """Zeros varying over the mesh axes any of `like` varies over (inside
    a shard_map: a loop's carry has to keep its type)."""
    vma = frozenset().union(*(varying_axes(jax.typeof(v)) for v in like))
    z = jnp.zeros(shape, dtype)
    return lax.pcast(z, tuple(sorted(vma)), to="varying") if vma else z


def cholesky(a: Any) -> Any:
    """`lax.linalg.cholesky_p`'s value: the lower factor L of the lower
    triangle of `a` (batched, Hermitian), upper triangle zero; NaN where
    `a` is not positive definite. One column per step: the column's
    entries from one-hot products, no dynamic slices."""
    n = a.shape[-1]
    rows = jnp.arange(n)[:, None]

    def column(j: Any, factor: Any) -> Any:
        e = _onehot(j, n, a.dtype)
        a_j = jnp.einsum("...ij,j->...i", a, e, precision=_HIGHEST)
        l_j = jnp.einsum("...ji,j->...i", factor, e, precision=_HIGHEST)
        v = a_j - jnp.einsum("...ik,...k->...i", factor, jnp.conj(l_j),
                             precision=_HIGHEST)
        d = jnp.sqrt(jnp.real(jnp.einsum("...i,i->...", v, e,
                                         precision=_HIGHEST)))
        col = jnp.where(rows[:, 0] > j, v / d[..., None].astype(a.dtype),
                        jnp.where(rows[:, 0] == j,
                                  d[..., None].astype(a.dtype), 0))
        return factor + col[..., :, None] * e
    return lax.fori_loop(0, n, column, _zeros(a.shape, a.dtype, a))


def triangular_solve(a: Any, b: Any, *, left_side: bool, lower: bool,
                     transpose_a: bool, conjugate_a: bool,
                     unit_diagonal: bool) -> Any:
    """`lax.linalg.triangular_solve_p`'s value: X with op(A) X = B
    (`left_side`) or X op(A) = B, op(A) the `lower` or upper triangle of A
    (unit diagonal if `unit_diagonal`), transposed and/or conjugated. Made
    a left-side solve with the triangle materialized, then solved by
    substitution, one row a step."""
    m = a.shape[-1]
    rows, cols = np.arange(m)[:, None], np.arange(m)[None, :]
    t = jnp.where(rows >= cols if lower else rows <= cols, a, 0)
    if unit_diagonal:
        t = jnp.where(rows == cols, jnp.ones((), a.dtype), t)
    if conjugate_a:
        t = jnp.conj(t)
    if transpose_a:
        t, lower = jnp.swapaxes(t, -1, -2), not lower
    if not left_side:
        # X T = B is T^T X^T = B^T.
        t, lower, b = jnp.swapaxes(t, -1, -2), not lower, \
            jnp.swapaxes(b, -1, -2)

    def row(k: Any, x: Any) -> Any:
        i = k if lower else m - 1 - k
        e = _onehot(i, m, t.dtype)
        t_i = jnp.einsum("...ij,i->...j", t, e, precision=_HIGHEST)
        b_i = jnp.einsum("...ij,i->...j", b, e, precision=_HIGHEST)
        # The rows of x not solved yet are zero.
        r = b_i - jnp.einsum("...j,...jk->...k", t_i, x, precision=_HIGHEST)
        d = jnp.einsum("...j,j->...", t_i, e, precision=_HIGHEST)
        return x + e[:, None] * (r / d[..., None])[..., None, :]
    x = lax.fori_loop(0, m, row, _zeros(b.shape, jnp.result_type(t, b), t, b))
    return jnp.swapaxes(x, -1, -2) if not left_side else x


def _fft_eqn(args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
    return [fft(args[0], params["fft_type"], params["fft_lengths"])]


def _cholesky_eqn(args: Sequence[Any], params: dict[str, Any]) -> list[Any]:
    return [cholesky(args[0])]


def _triangular_solve_eqn(args: Sequence[Any], params: dict[str, Any]
                          ) -> list[Any]:
    return [triangular_solve(*args, **{
        k: params[k] for k in ("left_side", "lower", "transpose_a",
                               "conjugate_a", "unit_diagonal")})]


# Primitive name -> its replacement (operands, params) -> results.
REPLACED: dict[str, Callable[[Sequence[Any], dict[str, Any]], list[Any]]] = {
    "fft": _fft_eqn, "cholesky": _cholesky_eqn,
    "triangular_solve": _triangular_solve_eqn}


# ----------------------------------------------------------- the re-trace

def _replaced(eqn: Any) -> bool:
    return eqn.primitive.name in REPLACED


def _eval(jaxpr: Any, args: Sequence[Any]) -> list[Any]:
    """The values of `jaxpr` (with its constants) on `args`, each eqn of
    `REPLACED` by its replacement."""
    env: dict[Any, Any] = {}

    def read(v: Any) -> Any:
        return env[v] if not isinstance(v, core.Literal) else v.val

    for v, val in zip(jaxpr.all_invars, [*jaxpr.consts, *args], strict=True):
        env[v] = val
    for eqn in jaxpr.eqns:
        out = _apply(eqn, [read(v) for v in eqn.invars])
        for v, val in zip(eqn.outvars, out, strict=True):
            if not isinstance(v, core.DropVar):
                env[v] = val
    return [read(v) for v in jaxpr.outvars]


def _fn(jaxpr: Any, lead: Sequence[Any] = ()) -> Callable[..., list[Any]]:
    return lambda *rest: _eval(jaxpr, [*lead, *rest])


def _apply(eqn: Any, args: list[Any]) -> list[Any]:
    name, p = eqn.primitive.name, eqn.params
    if name in REPLACED:
        with _source_of(eqn):
            return REPLACED[name](args, p)
    if not any(any_eqn(sub, _replaced) for sub in _sub_jaxprs(eqn)):
        return _bind(eqn, args)
    with _source_of(eqn):
        if name == "shard_map":
            return _shard_map(eqn, args)
        if name == "scan":
            consts, carry, xs = (list(t) for t in
                                 p["ft_in"].update(args).unpack())
            body = _fn(p["jaxpr"], consts)

            def step(c: list[Any], x: list[Any]) -> tuple[list[Any],
                                                          list[Any]]:
                new_carry, y = p["ft_out"].update(body(*c, *x)).unpack()
                return list(new_carry), list(y)
            carry, ys = lax.scan(step, carry, xs, length=p["length"],
                                 reverse=p["reverse"], unroll=p["unroll"])
            return [*carry, *ys]
        if name == "while":
            cn, bn = p["cond_nconsts"], p["body_nconsts"]
            test, update = (_fn(p["cond_jaxpr"], args[:cn]),
                            _fn(p["body_jaxpr"], args[cn:cn + bn]))
            return list(lax.while_loop(lambda c: test(*c)[0],
                                       lambda c: update(*c),
                                       list(args[cn + bn:])))
        if name == "cond":
            return list(lax.switch(args[0], [_fn(b) for b in p["branches"]],
                                   *args[1:]))
        called = call_body(eqn)
        if called is None and name in ("jit", "pjit", "closed_call",
                                       "core_call"):
            called = _sub_jaxprs(eqn)[0]
        if called is not None:
            # (a call, custom_jvp/vjp included: differentiation is done;
            # a remat's body too, whose recomputation the backward holds)
            return _eval(called, args)
    # Another primitive with a body (custom_linear_solve, ...): bound as
    # it is, what it holds left to check_lowered, which names it.
    return _bind(eqn, args)


def _sub_jaxprs(eqn: Any) -> list[Any]:
    out = []
    for value in eqn.params.values():
        for v in value if isinstance(value, (tuple, list)) else (value,):
            v = getattr(v, "jaxpr", v) if not isinstance(v, core.Jaxpr) \
                else v
            if isinstance(v, core.Jaxpr):
                out.append(v)
    return out


def _shard_map(eqn: Any, args: list[Any]) -> list[Any]:
    p = eqn.params
    mesh = p["mesh"]
    manual = p.get("newly_manual_axes") or frozenset()
    axis_names = (frozenset(manual) if manual and
                  frozenset(manual) != frozenset(mesh.axis_names) else None)
    mapped = jax.shard_map(
        lambda *a: tuple(_eval(p["jaxpr"], a)), mesh=mesh,
        in_specs=tuple(p["in_specs"]), out_specs=tuple(p["out_specs"]),
        check_vma=p["check_vma"],
        **({"axis_names": axis_names} if axis_names else {}))
    return list(mapped(*args))


def replace_primitives(step: Any, state: Any, batch: Sequence[Any],
                       donate: bool) -> Any | None:
    """The jitted `step` re-traced with the eqns of `REPLACED` replaced,
    taking and returning what it did (`state` donated if `donate`); None
    when its jaxpr has none."""
    outer = jax.make_jaxpr(step)(state, *batch)
    if not any_eqn(outer, _replaced):
        return None
    out_tree = jax.tree_util.tree_structure(
        jax.eval_shape(step, state, *batch))
    body = outer
    # The jit the step is: its body, evaluated in the new jit (a nested
    # jit would put a call between @main and the shard_map body).
    if len(outer.eqns) == 1 and outer.eqns[0].primitive.name in (
            "jit", "pjit") and _same(outer.eqns[0].invars, outer.invars) \
            and _same(outer.eqns[0].outvars, outer.outvars):
        body = outer.eqns[0].params["jaxpr"]

    def new_step(*tree: Any) -> Any:
        flat = jax.tree_util.tree_leaves(tree)
        return jax.tree_util.tree_unflatten(out_tree, _eval(body, flat))

    return jax.jit(new_step, donate_argnums=(0,) if donate else (),
                   keep_unused=True)


def _same(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))
