"""Frozen parameters: state leaves whose update is identically zero.

optax freezes a parameter by giving it a zero update: `optax.set_to_zero()`
(under `optax.multi_transform`/`partition`, `optax.transforms.freeze`,
`optax.masked`) returns `zeros_like(g)`, and `apply_updates` writes back
`p + 0`. The step then still returns a new value for the leaf, computed
from it, and fsdp-opt cannot tell it from a trained parameter whose update
it fails to shard. The PyTorch export returns a frozen parameter as the
argument itself, which fsdp-opt shards 1/N, gathers before each use and
never reduces a gradient for (docs/reference/contract.md).

`frozen_leaves` proves, on the step's jaxpr, which state results are their
argument plus values known to be zeros; the re-trace (fsdp_mlir.jax.unstack)
returns those leaves as the arguments themselves, so their gradients and
the gradients' all-reduces become dead and are dropped.

Known zeros and the rules that keep them exact (every rule holds for any
value of the other operands, NaN and infinities included):

* literals and constants whose elements are all 0 (either sign), and
  broadcasts of them (`jnp.zeros_like` is `broadcast_in_dim 0.0`);
* ops that only move, copy or convert the elements of a zero operand
  (reshape, transpose, slice, concatenate of zeros, pad of a zero with a
  zero, numeric converts, negation, sums of zeros, psum of zeros; not a
  gather, which may fill out-of-bounds rows with NaN);
* add, sub, max, min of two zeros; select_n whose cases are all zeros;
* mul of a zero by a zero or by a constant with finite elements only
  (0 * inf and 0 * NaN are NaN: a value computed in the step, a scheduled
  learning rate, is not known finite, so a zero times it is not a zero);
* div of a zero by a constant with no zero and no NaN element (0 / inf is
  0; 0 / 0 is NaN);
* integer_pow of a zero with a positive exponent.

A value equal to state argument k stays so through add or sub of a zero,
a convert to its own dtype, a copy, and a select_n of such values only.
`p + 0.0` differs from `p` in one case: p = -0.0 gives +0.0 (IEEE 754
round-to-nearest); the exported step keeps -0.0 where JAX's step would have
written +0.0. Every other element, NaN payloads aside, is bitwise the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .jaxprs import call_body, is_var

_ZERO = "zero"
# Zero in, zero out: ops that move, copy, convert or sum the elements of
# their first operand (the others, if any, are indices or shapes).
_OF_FIRST = frozenset((
    "broadcast_in_dim", "reshape", "squeeze", "expand_dims", "transpose",
    "rev", "slice", "dynamic_slice", "copy", "copy_p",
    "convert_element_type", "neg", "reduce_sum", "cumsum", "psum",
    "psum_invariant", "pvary", "reduce_precision"))
# Zero when every operand is.
_OF_ALL = frozenset(("add", "add_any", "sub", "max", "min", "concatenate",
                     "pad"))
# The value of the first operand when the others are zeros.
_IDENTITY_PLUS_ZERO = frozenset(("add", "add_any", "sub"))


def _numeric(aval: Any) -> bool:
    try:
        return np.dtype(aval.dtype).kind in "biufc"
    except TypeError:  # extended dtypes (PRNG keys)
        return False


def _all_zero(value: Any) -> bool:
    try:
        a = np.asarray(value)
    except Exception:
        return False
    return a.dtype.kind in "biufc" and not np.any(a)


def _finite(value: Any) -> bool:
    if value is None:
        return False
    a = np.asarray(value)
    return a.dtype.kind in "biuf" and bool(np.all(np.isfinite(a)))


def _eqn_facts(eqn: Any, facts: list[Any], values: list[Any]) -> list[Any]:
    name = eqn.primitive.name
    sub = call_body(eqn)
    if sub is not None:
        # (a call's body: the facts flow through it; loops and conds know
        # none, whatever their bodies compute)
        return _facts(sub, sub.consts, facts)
    if len(eqn.outvars) != 1 or not _numeric(eqn.outvars[0].aval):
        return [None] * len(eqn.outvars)
    out = eqn.outvars[0].aval
    zero = [f is _ZERO for f in facts]
    if not facts:
        return [None]
    if name in _OF_FIRST and zero[0]:
        return [_ZERO]
    if name in _OF_ALL and all(zero):
        return [_ZERO]
    if name == "select_n" and all(zero[1:]):
        return [_ZERO]
    if name == "mul" and len(facts) == 2 and (
            all(zero) or (zero[0] and _finite(values[1])) or
            (zero[1] and _finite(values[0]))):
        return [_ZERO]
    if name == "div" and zero[0] and values[1] is not None and \
            np.asarray(values[1]).dtype.kind in "biuf" and \
            not np.any(np.asarray(values[1]) == 0) and \
            not np.any(np.isnan(np.asarray(values[1]))):
        return [_ZERO]
    if name == "integer_pow" and zero[0] and eqn.params["y"] > 0:
        return [_ZERO]
    # A state argument's value passed on.
    first = facts[0]
    if not isinstance(first, tuple):
        if name == "select_n" and len(facts) > 1 and \
                isinstance(facts[1], tuple) and \
                all(f == facts[1] for f in facts[2:]) and \
                _same_aval(eqn.invars[1].aval, out):
            return [facts[1]]
        if name in ("add", "add_any") and len(facts) == 2 and zero[0] and \
                isinstance(facts[1], tuple) and \
                _same_aval(eqn.invars[1].aval, out):
            return [facts[1]]
        return [None]
    if not _same_aval(eqn.invars[0].aval, out):
        return [None]
    if name in _IDENTITY_PLUS_ZERO and len(facts) == 2 and zero[1]:
        return [first]
    if name in ("copy", "copy_p"):
        return [first]
    if name == "convert_element_type" and \
            np.dtype(eqn.invars[0].aval.dtype) == np.dtype(out.dtype):
        return [first]
    return [None]


def _same_aval(a: Any, b: Any) -> bool:
    return tuple(a.shape) == tuple(b.shape) and \
        np.dtype(a.dtype) == np.dtype(b.dtype)


def _facts(jaxpr: Any, consts: Sequence[Any], in_facts: Sequence[Any]
           ) -> list[Any]:
    """The facts of `jaxpr`'s results from those of its arguments: `_ZERO`,
    ("arg", k) (the value of state argument k, -0.0 aside) or None."""
    fact: dict[Any, Any] = {}
    value: dict[Any, Any] = {}
    for v, c in zip(jaxpr.constvars, consts):
        value[v] = c
        if _all_zero(c):
            fact[v] = _ZERO
    for v, f in zip(jaxpr.invars, in_facts):
        if f is not None:
            fact[v] = f

    def get(v: Any) -> Any:
        if not is_var(v):
            return _ZERO if _all_zero(v.val) else None
        return fact.get(v)

    def concrete(v: Any) -> Any:
        return value.get(v) if is_var(v) else v.val

    for eqn in jaxpr.eqns:
        outs = _eqn_facts(eqn, [get(v) for v in eqn.invars],
                          [concrete(v) for v in eqn.invars])
        for v, f in zip(eqn.outvars, outs):
            if f is not None:
                fact[v] = f
    return [get(v) for v in jaxpr.outvars]


def frozen_leaves(body: Any, leaves: Sequence[int]) -> set[int]:
    """The state leaves k of `leaves` (argument k of the per-device jaxpr
    `body` is updated by its result k) whose result is the argument plus
    known zeros but not the argument itself: those a re-trace returns
    unchanged."""
    in_facts = [("arg", k) if k in leaves else None
                for k in range(len(body.invars))]
    out = _facts(body, body.consts, in_facts)
    return {k for k in leaves
            if k < len(out) and out[k] == ("arg", k) and
            body.outvars[k] is not body.invars[k]}


def zero_results(jaxpr: Any) -> list[bool]:
    """Which results of `jaxpr` are known zeros whatever its inputs."""
    return [f is _ZERO for f in
            _facts(jaxpr, jaxpr.consts, [None] * len(jaxpr.invars))]
