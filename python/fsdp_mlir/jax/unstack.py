"""Scanned layers as layers: a step whose parameters are stacked along a
leading layer axis (`nn.scan`, `lax.scan` over layers) re-traced with one
state leaf per layer.

`fsdp-shard-state` shards a parameter whose gradient is all-reduced and gives
it a gather before each use. A stacked parameter is read inside the scan's
loop, one layer per iteration, and JAX psums each layer's gradient inside the
backward loop: no whole-parameter all-reduce to shard, no use outside the
loop to gather before. Re-traced, every layer of a stacked leaf is a state
leaf of its own: the scans that read the stacked leaves are unrolled (one
copy of the body per layer, the body's ops as they were), elementwise ops on
stacked values (the optimizer's update, its moments) run per layer, a sum
over the layer axis (a global norm) sums the layers' sums, and anything else
reads the layers stacked back. The step then has the layout of the same
model without the scan: each layer's parameters sharded 1/N, gathered before
their use, their gradients reduce-scattered.

A loop that reads a replicated parameter whole in every iteration (an RNN
cell over time steps) has the same problem in its backward: JAX psums the
parameter's cotangent inside the loop, once per iteration, into an
accumulator. The re-trace accumulates the un-reduced values instead and
psums each accumulator once after the loop (`_hoist_psums`), and merges a
sum of two psums into one (a parameter read inside and outside the loop):
one all-reduce of the parameter's shape, which fsdp-shard-update shards.
The same for loops nested in loops and loops in a cond's branches (one more
pass of the re-trace per level, `unstack`), and for a cond whose branches
psum a value (`_hoist_cond_psums`): after the cond the psum is right
whether the ranks take the same branch or not, in it only if they do. A
collective still left in the branches of a cond whose index varies over
the ranks is refused with an error that names both
(`_refuse_divergent_collectives`).

A state leaf whose update is identically zero (a parameter frozen by
`optax.set_to_zero()`, fsdp_mlir.jax.frozen) is returned as the argument
itself, as the PyTorch export returns a frozen parameter: its gradient and
the gradient's all-reduce are then dead.

What changes for the caller is the state's layout: `unstack(...)` returns
the new state leaves and, for each stacked leaf of the original order, how
many layers it was split into (`TrainStep.unstacked`), and which leaves it
returns unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.extend import core, source_info_util

from .frozen import frozen_leaves, zero_results

# call_body: the body of a call-like primitive, which sees the operands as
# they are (inlined when a stacked value goes in).
from .jaxprs import (
    any_eqn,
    call_body,
    closed_body,
    find_eqn,
    is_var,
    sub_jaxprs,
    varying_axes,
)

# Primitives that apply elementwise to operands of one shape (scalars
# broadcast): on a stacked value, one per layer.
_ELEMENTWISE = frozenset((
    "abs", "acos", "acosh", "add", "add_any", "and", "asin", "asinh", "atan",
    "atan2", "atanh", "cbrt", "ceil", "clamp", "convert_element_type", "copy",
    "copy_p", "cos", "cosh", "div", "eq", "erf", "erf_inv", "erfc", "exp",
    "exp2", "expm1", "floor", "ge", "gt", "integer_pow", "is_finite", "le",
    "log", "log1p", "logistic", "lt", "max", "min", "mul", "ne", "neg",
    "nextafter", "not", "one_minus_square", "or", "pow", "reduce_precision",
    "rem", "round", "rsqrt", "select_n", "sign", "sin", "sinh", "sqrt",
    "square", "stop_gradient", "sub", "tan", "tanh", "xor"))
# Primitives that apply to each operand on its own (collectives over the
# mesh axis: the sum of a layer is that layer of the sum).
_PER_OPERAND = frozenset(("psum", "psum_invariant", "pvary", "pmax", "pmin"))
_REDUCTIONS = {"reduce_sum": lax.add, "reduce_max": lax.max,
               "reduce_min": lax.min}


class _Stacked:
    """A value with a leading axis of `len(parts)` layers, held as the
    layers."""

    def __init__(self, parts: Sequence[Any]) -> None:
        self.parts = list(parts)

    def stack(self) -> Any:
        return jnp.stack(self.parts)


def _whole(value: Any) -> Any:
    return value.stack() if isinstance(value, _Stacked) else value


class _Invariants:
    """What one trace records of the values it made, by id (each value is
    held too, so that its id stays its own for the trace's lifetime):
    those that do not depend on the layer index (a broadcast of a scalar,
    elementwise ops of such), id -> (value, layer i of it), so that a layer
    of one is computed as such, not sliced out of the whole tensor (a slice
    of a broadcast is a tensor the sharding passes see whole); broadcasts
    of a constant zero; and psum results with their operands
    (`sum_of_psums`)."""

    def __init__(self, check_vma: bool = False) -> None:
        # Whether the step's shard_map tracks which values vary over the
        # mesh axes (`check_vma`): only then is a value without varying
        # axes known to be the same on every rank.
        self.check_vma = check_vma
        self._known: dict[int, tuple[Any, Callable[[int], Any]]] = {}
        # Broadcasts of a constant zero (an accumulator's initial value).
        self._zeros: dict[int, Any] = {}
        # Results of a psum of one operand: id -> (result, operand, eqn).
        self._psums: dict[int, tuple[Any, Any, Any]] = {}

    def __contains__(self, value: Any) -> bool:
        return id(value) in self._known

    def layer(self, value: Any, i: int) -> Any:
        return self._known[id(value)][1](i)

    def is_zero(self, value: Any) -> bool:
        return id(value) in self._zeros

    def psum(self, eqn: Any, value: Any) -> Any:
        """psum(value) by `eqn`, recorded for `sum_of_psums`."""
        out = _bind(eqn, [value])[0]
        self._psums[id(out)] = (out, value, eqn)
        return out

    def sum_of_psums(self, eqn: Any, args: list[Any]) -> Any | None:
        """psum(a + b) for an add of psum(a) and psum(b) over the same
        axes (a parameter the loss reads in two places, one of them a
        loop: one all-reduce of its gradient instead of two); None for any
        other op. The two psums are left dead, for jit to drop."""
        if eqn.primitive.name not in ("add", "add_any") or len(args) != 2 \
                or not all(id(a) in self._psums for a in args):
            return None
        (_, a, psum), (_, b, other) = (self._psums[id(x)] for x in args)
        if psum.primitive is not other.primitive or \
                psum.params != other.params or \
                jnp.shape(a) != jnp.shape(b):
            return None
        return self.psum(psum, _bind(eqn, [a, b])[0])

    def note(self, eqn: Any, args: list[Any], out: list[Any]) -> None:
        """Records the result of `eqn` when it is layer-invariant: a
        broadcast that maps nothing to the leading axis, or an elementwise
        op of scalars and such values."""
        if len(out) != 1 or not eqn.outvars[0].aval.shape:
            return
        shape = tuple(eqn.outvars[0].aval.shape)
        name = eqn.primitive.name
        if name == "broadcast_in_dim" and not isinstance(args[0], jax.core.Tracer) \
                and np.ndim(args[0]) == 0 and args[0] == 0:
            self._zeros[id(out[0])] = out[0]
        if name == "broadcast_in_dim" and \
                0 not in eqn.params["broadcast_dimensions"]:
            dims = tuple(d - 1 for d in eqn.params["broadcast_dimensions"])
            params = dict(eqn.params, shape=shape[1:],
                          broadcast_dimensions=dims, sharding=None)
            self._known[id(out[0])] = (
                out[0], lambda i: _bind(eqn, args, params)[0])
        elif name in _ELEMENTWISE and \
                all(jnp.ndim(a) == 0 or a in self for a in args) and \
                any(a in self for a in args):
            self._known[id(out[0])] = (out[0], lambda i: _bind(eqn, [
                a if jnp.ndim(a) == 0 else self.layer(a, i)
                for a in args])[0])


def _layer(inv: _Invariants, value: Any, i: int, layers: int, ndim: int
           ) -> Any:
    """Layer i of an operand of an op on stacked values of rank `ndim`."""
    if isinstance(value, _Stacked):
        return value.parts[i]
    if jnp.ndim(value) == 0:
        return value
    assert jnp.ndim(value) == ndim and jnp.shape(value)[0] == layers
    if value in inv:
        return inv.layer(value, i)
    return lax.index_in_dim(value, i, keepdims=False)


def _source_of(eqn: Any) -> Any:
    """Where `eqn` came from, for what the re-trace makes of it: the
    exported step's locations and errors then name the user's code, not
    this file."""
    return source_info_util.user_context(
        eqn.source_info.traceback, name_stack=eqn.source_info.name_stack)


def _bind(eqn: Any, args: Sequence[Any], params: dict[str, Any] | None = None
          ) -> list[Any]:
    prim = eqn.primitive
    bind_params = prim.get_bind_params(params if params is not None
                                       else eqn.params)
    with eqn.ctx.manager, _source_of(eqn):
        out = prim.bind(*args, **bind_params)
    return list(out) if prim.multiple_results else [out]


def _stacked_layers(eqn: Any, args: Sequence[Any]) -> int | None:
    """The layer count when an elementwise eqn can run per layer: every
    stacked operand has it, every other operand is a scalar or of the
    result's shape."""
    stacked = {len(a.parts) for a in args if isinstance(a, _Stacked)}
    if len(stacked) != 1:
        return None
    layers = stacked.pop()
    shape = eqn.outvars[0].aval.shape
    if not shape or shape[0] != layers:
        return None
    for a in args:
        if not isinstance(a, _Stacked) and jnp.ndim(a) != 0 and \
                tuple(jnp.shape(a)) != tuple(shape):
            return None
    return layers


def _scan(inv: _Invariants, eqn: Any, args: list[Any]
          ) -> list[Any] | None:
    """A scan whose xs hold stacked values, one copy of the body per
    iteration; None when no xs is stacked to the scan's length."""
    length, reverse = eqn.params["length"], eqn.params["reverse"]
    consts, carry, xs = eqn.params["ft_in"].update(args).unpack()
    consts, carry, xs = list(consts), list(carry), list(xs)
    if not any(isinstance(x, _Stacked) and len(x.parts) == length for x in xs):
        return None
    body = eqn.params["jaxpr"]
    ys: list[list[Any]] = [[] for _ in range(length)]
    for step in range(length):
        i = length - 1 - step if reverse else step
        x_i = [x.parts[i] if isinstance(x, _Stacked) and
               len(x.parts) == length else
               lax.index_in_dim(_whole(x), i, keepdims=False) for x in xs]
        out = _eval(inv, body, [*consts, *carry, *x_i])
        new_carry, y = eqn.params["ft_out"].update(out).unpack()
        carry = list(new_carry)
        ys[i] = list(y)
    num_ys = len(eqn.outvars) - len(carry)
    return carry + [_Stacked([ys[i][k] for i in range(length)])
                    for k in range(num_ys)]


_PSUMS = frozenset(("psum", "psum_invariant"))


def _uses_and_producers(jaxpr: Any) -> tuple[dict[Any, int],
                                               dict[Any, Any]]:
    """How often each variable of `jaxpr` is read (by its eqns and as a
    result), and the eqn that defines it. By variable only: an operand or
    result may be a Literal (the `1` of a fori_loop's `i + 1`), which is
    no key and counts as no use."""
    uses: dict[Any, int] = {}
    producer: dict[Any, Any] = {}
    for e in jaxpr.eqns:
        for v in e.invars:
            if is_var(v):
                uses[v] = uses.get(v, 0) + 1
        for v in e.outvars:
            producer[v] = e
    for v in jaxpr.outvars:
        if is_var(v):
            uses[v] = uses.get(v, 0) + 1
    return uses, producer


# Ops that move or copy elements: a psum commutes with them.
_MOVES = frozenset(("transpose", "reshape", "squeeze", "expand_dims",
                    "broadcast_in_dim"))


def _psum_of(jaxpr: Any, var: Any) -> Any | None:
    """The psum eqn (of one variable) whose result `var` of `jaxpr` is,
    read only there, seen through the calls that return it (a loop body
    under `jax.checkpoint` psums inside its `remat`) and through transposes
    and reshapes of it (the cotangent of `p.T`); None otherwise."""
    uses, producer = _uses_and_producers(jaxpr)
    while True:
        e = producer.get(var) if is_var(var) else None
        if e is None or uses.get(var) != 1:
            return None
        if e.primitive.name not in _MOVES or not is_var(e.invars[0]):
            break
        var = e.invars[0]
    if e.primitive.name in _PSUMS:
        return e if len(e.invars) == 1 and is_var(e.invars[0]) else None
    body = call_body(e)
    if body is None:
        return None
    inner = body.outvars[[k for k, v in enumerate(e.outvars)
                          if v is var][0]]
    if not is_var(inner) or any(v is inner for v in body.all_invars):
        return None
    return _psum_of(body, inner)


def _accumulated_psums(eqn: Any) -> dict[int, Any]:
    """carry k -> the psum eqn of a scan body that updates carry k as
    `c + psum(x)` (the backward of a loop that reads a replicated value
    every iteration: JAX psums the value's cotangent in each one; the psum
    may be inside a call, `_psum_of`); only where `c` and the psum are read
    nowhere else and the new carry is no `ys` output too."""
    consts, carry, _ = eqn.params["ft_in"].unpack()
    num_consts, num_carry = len(list(consts)), len(list(carry))
    jaxpr = eqn.params["jaxpr"]
    uses, producer = _uses_and_producers(jaxpr)
    carry_in = jaxpr.invars[num_consts:num_consts + num_carry]
    found = {}
    for k, (c, new) in enumerate(zip(carry_in, jaxpr.outvars[:num_carry])):
        add = producer.get(new) if is_var(new) else None
        if add is None or add.primitive.name not in ("add", "add_any") or \
                uses.get(new) != 1 or uses.get(c) != 1 or \
                not any(v is c for v in add.invars):
            continue
        other = add.invars[1] if add.invars[0] is c else add.invars[0]
        psum = None if other is c else _psum_of(jaxpr, other)
        if psum is not None:
            found[k] = psum
    return found


def _hoist_psums(inv: _Invariants, eqn: Any, args: list[Any]
                 ) -> list[Any] | None:
    """A scan whose body accumulates psums into carries
    (`_accumulated_psums`) as a scan that accumulates the un-reduced values
    (varying over the mesh axes) and one psum of each accumulator after the
    loop: a sum commutes with the psum, and the step's gradient of a
    parameter the loop reads whole is then one all-reduce of the
    parameter's shape, which fsdp-shard-update shards.

    A scan whose body holds such a scan (loops nested in loops) is re-traced
    too, so that the inner one is hoisted; the outer one then accumulates
    the inner one's psum, which the next pass of `unstack` hoists in turn.
    None for any other scan."""
    psums = _accumulated_psums(eqn)
    if not psums and not _has_accumulated_psums(eqn.params["jaxpr"],
                                                inv.check_vma):
        return None
    consts, carry, xs = (list(t) for t in
                         eqn.params["ft_in"].update(args).unpack())
    consts, xs = [_whole(a) for a in consts], [_whole(a) for a in xs]
    body = eqn.params["jaxpr"]
    skip = frozenset(id(p) for p in psums.values())
    init = [lax.pcast(jnp.zeros_like(c), tuple(psums[k].params["axes"]),
                      to="varying") if k in psums else _whole(c)
            for k, c in enumerate(carry)]

    def step(c: list[Any], x: list[Any]) -> tuple[list[Any], list[Any]]:
        out = _eval(inv, body, [*consts, *c, *x], skip)
        new_carry, y = eqn.params["ft_out"].update(out).unpack()
        return [_whole(v) for v in new_carry], [_whole(v) for v in y]

    new_carry, ys = lax.scan(step, init, xs, length=eqn.params["length"],
                             reverse=eqn.params["reverse"],
                             unroll=eqn.params["unroll"])
    out = []
    for k, c in enumerate(new_carry):
        if k in psums:
            c = inv.psum(psums[k], c)
            if not inv.is_zero(carry[k]):
                c = lax.add(_whole(carry[k]), c)
        out.append(c)
    return out + list(ys)


def _branch_psums(eqn: Any, check_vma: bool) -> dict[int, list[Any | None]]:
    """result k -> per branch, the psum eqn that branch returns as result k
    or None where it returns zeros, for each result of a cond that every
    branch returns so (and one at least by a psum, all over the same
    axes): the backward of a cond whose branches read a replicated value,
    whose cotangent JAX psums in the branch. Only where the shard_map
    tracks varying values (`check_vma`): the psum's operand is then a
    varying value, and zeros can be made varying alike."""
    if not check_vma:
        return {}
    branches = eqn.params["branches"]
    zeros = [zero_results(b) for b in branches]
    found = {}
    for k in range(len(eqn.outvars)):
        psums = [_psum_of(b, b.outvars[k]) for b in branches]
        if all(p is not None or z[k] for p, z in zip(psums, zeros)) and \
                any(psums) and \
                len({(p.primitive, tuple(p.params["axes"]))
                     for p in psums if p is not None}) == 1:
            found[k] = psums
    return found


def _hoist_cond_psums(inv: _Invariants, eqn: Any, args: list[Any]
                      ) -> list[Any] | None:
    """A cond whose branches return psums (`_branch_psums`) as a cond
    whose branches return the un-reduced values, psummed once after it.
    Where every rank takes the same branch, a sum commutes with choosing
    it. Where the index differs between the ranks, the psum after the cond
    sums each rank's value from the branch that rank took: the gradient of
    the pmean-ed loss, which the psums in the branches cannot give (ranks
    in different branches would pair unlike psums; JAX's own CPU run of
    such a step differs from run to run). Either way the gradient of a
    parameter read in a branch is then an all-reduce outside the cond,
    which fsdp-shard-update shards. A cond whose branches hold loops that
    accumulate psums is re-traced too, so that those are hoisted out of
    the loops; the next pass of `unstack` then hoists them out of the cond.
    None for any other cond."""
    psums = _branch_psums(eqn, inv.check_vma)
    if not psums and not any(_has_accumulated_psums(b, inv.check_vma)
                             for b in eqn.params["branches"]):
        return None
    axes = {k: next(p for p in ps if p is not None).params["axes"]
            for k, ps in psums.items()}
    operands = [_whole(a) for a in args[1:]]

    def branch(b: int) -> Callable[..., list[Any]]:
        body = eqn.params["branches"][b]
        skip = frozenset(id(ps[b]) for ps in psums.values()
                         if ps[b] is not None)

        def run(*ops: Any) -> list[Any]:
            out = [_whole(v) for v in _eval(inv, body, list(ops), skip)]
            for k, ps in psums.items():
                if ps[b] is None:
                    # (zeros: varying as the other branches' values are)
                    out[k] = lax.pcast(jnp.zeros_like(out[k]),
                                       tuple(axes[k]), to="varying")
            return out
        return run

    with _source_of(eqn):
        out = lax.switch(args[0], [branch(b) for b in
                                   range(len(eqn.params["branches"]))],
                         *operands)
    return [inv.psum(next(p for p in psums[k] if p is not None), v)
            if k in psums else v for k, v in enumerate(out)]


def _has_accumulated_psums(jaxpr: Any, check_vma: bool) -> bool:
    """Whether a scan of `jaxpr`, of a call in it or of a scan's body or a
    cond's branch (at any depth) accumulates psums, or a cond returns psums
    of its branches (`_branch_psums`)."""
    for eqn in jaxpr.eqns:
        if eqn.primitive.name == "scan" and (
                _accumulated_psums(eqn) or
                _has_accumulated_psums(eqn.params["jaxpr"], check_vma)):
            return True
        if eqn.primitive.name == "cond" and (
                _branch_psums(eqn, check_vma) or
                any(_has_accumulated_psums(b, check_vma)
                    for b in eqn.params["branches"])):
            return True
        body = call_body(eqn)
        if body is not None and _has_accumulated_psums(body, check_vma):
            return True
    return False


def _reduce(eqn: Any, value: _Stacked) -> Any:
    """A reduction of a stacked value: per layer over the other axes, then
    over the layers (in layer order) when the layer axis is reduced too."""
    axes = tuple(eqn.params["axes"])
    inner = tuple(a - 1 for a in axes if a != 0)
    params = dict(eqn.params, axes=inner)
    parts = [_bind(eqn, [p], params)[0] if inner else p for p in value.parts]
    if 0 not in axes:
        return _Stacked(parts)
    total = parts[0]
    for p in parts[1:]:
        total = _REDUCTIONS[eqn.primitive.name](total, p)
    return total


def _apply(inv: _Invariants, eqn: Any, args: list[Any]) -> list[Any]:
    name = eqn.primitive.name
    if name == "scan":
        unrolled = _scan(inv, eqn, args)
        if unrolled is not None:
            return unrolled
        hoisted = _hoist_psums(inv, eqn, args)
        if hoisted is not None:
            return hoisted
    elif name == "cond":
        hoisted = _hoist_cond_psums(inv, eqn, args)
        if hoisted is not None:
            return hoisted
    body = call_body(eqn)
    if body is not None and _has_accumulated_psums(body, inv.check_vma):
        return _eval(inv, body, args)
    if not any(isinstance(a, _Stacked) for a in args):
        if name in _PSUMS and len(args) == 1:
            return [inv.psum(eqn, args[0])]
        total = inv.sum_of_psums(eqn, args)
        if total is not None:
            return [total]
        out = _bind(eqn, args)
        inv.note(eqn, args, out)
        return out
    if body is not None:
        return _eval(inv, body, args)
    elif name in _PER_OPERAND:
        return [_Stacked([_bind(eqn, [p])[0] for p in a.parts])
                if isinstance(a, _Stacked) else _bind(eqn, [a])[0]
                for a in args]
    elif name in _REDUCTIONS and len(args) == 1:
        return [_reduce(eqn, args[0])]
    elif name in _ELEMENTWISE:
        layers = _stacked_layers(eqn, args)
        if layers is not None:
            ndim = len(eqn.outvars[0].aval.shape)
            return [_Stacked([_bind(eqn, [_layer(inv, a, i, layers, ndim)
                                          for a in args])[0]
                              for i in range(layers)])]
    return _bind(eqn, [_whole(a) for a in args])


def _eval(inv: _Invariants, jaxpr: core.Jaxpr, args: Sequence[Any],
          skip: frozenset[int] = frozenset()) -> list[Any]:
    """jax.core.eval_jaxpr, with values that may be _Stacked; the eqns in
    `skip` (by id: psums `_hoist_psums` moves) pass their operand on."""
    env: dict[Any, Any] = {}

    def read(v: Any) -> Any:
        return env[v] if is_var(v) else v.val

    for v, val in zip(jaxpr.all_invars, [*jaxpr.consts, *args], strict=True):
        env[v] = val
    for eqn in jaxpr.eqns:
        body = call_body(eqn) if skip else None
        if id(eqn) in skip:
            out = [read(eqn.invars[0])]
        elif body is not None and any_eqn(body, lambda e: id(e) in skip):
            # (a call holding a skipped psum: inlined, so that it is skipped)
            out = _eval(inv, body, [read(v) for v in eqn.invars], skip)
        else:
            out = _apply(inv, eqn, [read(v) for v in eqn.invars])
        for v, val in zip(eqn.outvars, out, strict=True):
            if not isinstance(v, core.DropVar):
                env[v] = val
    return [read(v) for v in jaxpr.outvars]


def _scanned_leaves(jaxpr: core.Jaxpr, leaf_of: dict[Any, int]) -> set[int]:
    """The leaves (by `leaf_of`, var -> leaf) a scan of `jaxpr`, or of a
    call in it, reads as xs with the scan's length as its leading axis."""
    found: set[int] = set()
    for eqn in jaxpr.eqns:
        name = eqn.primitive.name
        sub = call_body(eqn)
        if name == "scan":
            _, _, xs = eqn.params["ft_in"].update(list(eqn.invars)).unpack()
            for x in xs:
                if (is_var(x) and x in leaf_of and
                        x.aval.shape[:1] == (eqn.params["length"],)):
                    found.add(leaf_of[x])
        elif name in _PER_OPERAND:
            for v, o in zip(eqn.invars, eqn.outvars):
                if is_var(v) and v in leaf_of:
                    leaf_of[o] = leaf_of[v]
        elif sub is not None:
            inner = {s: leaf_of[v] for v, s in zip(eqn.invars, sub.invars)
                     if is_var(v) and v in leaf_of}
            if inner:
                found |= _scanned_leaves(sub, inner)
    return found


def _signed(dtype: Any) -> Any:
    return np.dtype("int%d" % (8 * np.dtype(dtype).itemsize))


class _Boundary:
    """How a state leaf fsdp-run cannot hold as it is crosses the step's
    boundary: a typed PRNG key (`jax.random.key`, nnx's `Rngs`) as its key
    data, unsigned integers (`jax.random.PRNGKey`'s uint32 data) as the
    signed integers of their width, bit for bit (fsdp-run's lowering
    bufferizes signless integers only). Inside the step the leaf is what
    it was."""

    def __init__(self, leaf: Any) -> None:
        dtype = jnp.asarray(leaf).dtype if not hasattr(leaf, "dtype") \
            else leaf.dtype
        self.impl = (jax.random.key_impl(leaf) if
                     jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key)
                     else None)
        data = jax.random.key_data(leaf) if self.impl is not None else leaf
        self.unsigned = np.dtype(data.dtype)

    @staticmethod
    def needed(leaf: Any) -> bool:
        dtype = getattr(leaf, "dtype", None)
        return dtype is not None and (
            jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key) or
            np.issubdtype(dtype, np.unsignedinteger))

    def outside(self, value: Any) -> Any:
        """The leaf as the step's argument and result."""
        if self.impl is not None:
            value = jax.random.key_data(value)
        return lax.bitcast_convert_type(value, _signed(self.unsigned))

    def inside(self, value: Any) -> Any:
        value = lax.bitcast_convert_type(value, self.unsigned)
        if self.impl is not None:
            value = jax.random.wrap_key_data(value, impl=self.impl)
        return value

    def array(self, leaf: Any) -> np.ndarray:
        if self.impl is not None:
            leaf = jax.random.key_data(leaf)
        return np.asarray(leaf).view(_signed(self.unsigned))


def _replicated(spec: Any) -> bool:
    return all(p is None for p in tuple(spec))


def _same_atoms(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


class Unstacked(NamedTuple):
    """The re-traced step: `step`, jitted with its state (a list of
    leaves: each stacked leaf replaced by its layers) donated; `leaves`,
    its initial state; `unstacked[k] = L` for each original leaf k split
    into L layers; `frozen`, the original leaves it returns unchanged."""
    step: Callable[..., Any]
    leaves: list[Any]
    unstacked: dict[int, int]
    frozen: set[int]


# Passes of `unstack` over a re-traced step: each hoists the psums of one
# more level of loops nested in loops.
_MAX_PASSES = 8


# Collectives: every rank has to run each one, in the same order.
_COLLECTIVES = frozenset(("psum", "psum_invariant", "pmax", "pmin",
                          "all_gather", "all_gather_invariant", "all_to_all",
                          "ppermute", "reduce_scatter", "psum_scatter"))


def _refuse_divergent_collectives(jaxpr: Any) -> None:
    """Raises for a collective left in a branch of a cond whose index varies
    over the mesh axes (the shard_map tracks varying values): ranks that
    take different branches would pair unlike collectives, which ends the
    job at best and mixes unrelated values at worst. (Without `check_vma`
    nothing says which values vary, and nothing is refused. The psums JAX puts
    in such branches for a parameter's gradient are hoisted after the cond
    before this, `_hoist_cond_psums`.)"""
    for eqn in jaxpr.eqns:
        varying = varying_axes(eqn.invars[0].aval) \
            if eqn.primitive.name == "cond" else frozenset()
        if varying:
            for branch in eqn.params["branches"]:
                found = find_eqn(branch, lambda e: e.primitive.name
                                 in _COLLECTIVES)
                if found is not None:
                    raise ValueError(
                        "the step runs a collective (%s, at %s) in a branch "
                        "of a lax.cond or lax.switch (at %s) whose index "
                        "differs between the ranks (it varies over %s): "
                        "ranks that take different branches cannot run it "
                        "together. Compute the index from values every "
                        "rank shares, or return the value from the branch "
                        "and reduce it after the cond"
                        % (found.primitive.name.removesuffix("_invariant"),
                           source_info_util.summarize(found.source_info),
                           source_info_util.summarize(eqn.source_info),
                           ", ".join(repr(a) for a in sorted(varying))))
        for sub in sub_jaxprs(eqn):
            _refuse_divergent_collectives(sub)


def _shard_map_of(outer: Any) -> tuple[Any, Any] | None:
    """The jitted jaxpr and its shard_map eqn, when the step whose jaxpr is
    `outer` is one shard_map under jit; None otherwise."""
    if len(outer.eqns) != 1 or outer.eqns[0].primitive.name not in ("jit",
                                                                    "pjit"):
        return None
    jitted = outer.eqns[0].params["jaxpr"]
    if len(jitted.eqns) != 1 or jitted.eqns[0].primitive.name != "shard_map":
        return None
    return jitted, jitted.eqns[0]


def _axis_names(shmap: Any) -> frozenset[Any] | None:
    """The mesh axes the shard_map makes manual, where not all of them (a
    re-traced shard_map takes them as `axis_names`)."""
    manual = shmap.params.get("newly_manual_axes") or frozenset()
    return (frozenset(manual) if manual and
            frozenset(manual) != frozenset(shmap.params["mesh"].axis_names)
            else None)


def unstack(step: Any, state: Any, batch: Sequence[Any]) -> Unstacked | None:
    """The step re-traced when the jitted, shard_mapped `step` reads
    stacked leaves of the pytree `state` in a scan, accumulates psums in a
    loop, holds PRNG keys or unsigned integers, or updates leaves by zeros
    (frozen); None when it does none of these, or when it is not a single
    shard_map under jit (the step is then exported as it is)."""
    result = _unstack(step, state, batch, hoist_only=False)
    if result is None:
        return None
    # A loop nested in a loop: the first pass hoists the inner loop's
    # psums, after which the outer loop accumulates psums; again until
    # no loop does.
    for _ in range(_MAX_PASSES):
        again = _unstack(result.step, result.leaves, batch, hoist_only=True)
        if again is None:
            break
        result = result._replace(step=again.step)
    return result


def _unstack(step: Any, state: Any, batch: Sequence[Any], hoist_only: bool
             ) -> Unstacked | None:
    """One pass of `unstack`; `hoist_only`: the pass over a step `unstack`
    re-traced already, which only hoists psums."""
    outer = jax.make_jaxpr(step)(state, *batch)
    result = _unstack_traced(outer, state, batch, hoist_only)
    if result is None:
        # (the step as it will be exported)
        _refuse_divergent_collectives(outer.jaxpr)
    return result


def _unstack_traced(outer: Any, state: Any, batch: Sequence[Any],
                    hoist_only: bool) -> Unstacked | None:
    """`_unstack` of the step whose jaxpr is `outer`."""
    state_leaves = jax.tree_util.tree_leaves(state)
    found = _shard_map_of(outer)
    if found is None:
        return None
    jitted, shmap = found
    # Arrays the step closes over are the jitted function's constants,
    # which JAX passes into the shard_map as its first (replicated)
    # arguments: the body takes them as its constants.
    num_consts = len(jitted.consts)
    in_specs, out_specs = shmap.params["in_specs"], shmap.params["out_specs"]
    if (not _same_atoms(shmap.invars, jitted.all_invars) or
            not _same_atoms(shmap.outvars, jitted.outvars) or
            not all(_replicated(s) for s in in_specs[:num_consts])):
        return None
    body = closed_body(shmap.params["jaxpr"], jitted.consts)
    in_specs = in_specs[num_consts:]
    num_state = len(state_leaves)
    leaf_of = {v: k for k, v in enumerate(body.invars[:num_state])
               if _replicated(in_specs[k]) and k < len(out_specs) and
               _replicated(out_specs[k])}
    eligible = set(leaf_of.values())
    boundary = {k: _Boundary(leaf) for k, leaf in enumerate(state_leaves)
                if _Boundary.needed(leaf) and not hoist_only}
    layers = {k: body.invars[k].aval.shape[0]
              for k in _scanned_leaves(body, dict(leaf_of))
              if k not in boundary and not hoist_only}
    # Leaves whose update is identically zero (optax.set_to_zero): returned
    # as the arguments themselves (fsdp_mlir.jax.frozen).
    frozen = frozen_leaves(body, sorted(eligible)) if not hoist_only \
        else set()
    if not layers and not boundary and not frozen and \
            not _has_accumulated_psums(body, shmap.params["check_vma"]):
        return None

    mesh, axis_names = shmap.params["mesh"], _axis_names(shmap)

    def trace(split: dict[int, int], grown: dict[int, int]
              ) -> Callable[..., Any]:
        """The step with the leaves of `split` split; state outputs of
        other leaves that come out stacked go into `grown`."""
        def per_device(*flat: Any) -> tuple[Any, ...]:
            args, pos = [], 0
            given: dict[int, list[Any]] = {}  # leaf -> its arguments
            for k in range(len(body.invars)):
                if k in split:
                    args.append(_Stacked(flat[pos:pos + split[k]]))
                    given[k] = list(flat[pos:pos + split[k]])
                    pos += split[k]
                else:
                    args.append(boundary[k].inside(flat[pos])
                                if k in boundary else flat[pos])
                    given[k] = [flat[pos]]
                    pos += 1
            outs: list[Any] = []
            for k, value in enumerate(_eval(
                    _Invariants(shmap.params["check_vma"]), body, args)):
                if k in frozen:
                    # The leaf plus zeros is the leaf (-0.0 aside, see
                    # fsdp_mlir.jax.frozen): the argument itself, so that
                    # what computed its update is dead.
                    outs += given[k]
                    continue
                if k in boundary:
                    outs.append(boundary[k].outside(_whole(value)))
                    continue
                if k in split:
                    outs += (value.parts if isinstance(value, _Stacked) else
                             [lax.index_in_dim(value, i, keepdims=False)
                              for i in range(split[k])])
                    continue
                if isinstance(value, _Stacked) and k in eligible:
                    grown[k] = len(value.parts)
                outs.append(_whole(value))
            return tuple(outs)

        def expand(specs: Sequence[Any]) -> tuple[Any, ...]:
            return tuple(s for k, spec in enumerate(specs)
                         for s in [spec] * split.get(k, 1))

        mapped = jax.shard_map(
            per_device, mesh=mesh, in_specs=expand(in_specs),
            out_specs=expand(out_specs), check_vma=shmap.params["check_vma"],
            **({"axis_names": axis_names} if axis_names else {}))

        def new_step(state: list[Any], *inputs: Any) -> Any:
            flat = mapped(*state, *jax.tree_util.tree_leaves(inputs))
            return list(flat[:len(state)]), flat[len(state)]
        return new_step

    def split_leaves(split: dict[int, int]) -> list[Any]:
        out: list[Any] = []
        for k, leaf in enumerate(state_leaves):
            out += ([leaf[i] for i in range(split[k])] if k in split
                    else [boundary[k].array(leaf)] if k in boundary
                    else [leaf])
        return out

    # A leaf the split ones update (an optimizer moment of a stacked
    # parameter) comes out per layer too: split it and trace again.
    while True:
        grown: dict[int, int] = {}
        fn = trace(layers, grown)
        leaves = split_leaves(layers)
        jax.eval_shape(fn, leaves, *batch)
        grown = {k: n for k, n in grown.items()
                 if body.invars[k].aval.shape[:1] == (n,)}
        if not grown:
            return Unstacked(jax.jit(fn, donate_argnums=(0,),
                                     keep_unused=True),
                             leaves, layers, frozen)
        layers.update(grown)


def split_forward(step: Any, state: Any, batch: Sequence[Any],
                  layers: dict[int, int]) -> tuple[Any, list[Any]] | None:
    """A forward step (`jax.jit(jax.shard_map(fn, ...))` with `fn(state,
    *batch)` returning a loss or outputs, no state) re-traced for the state
    layout `unstack` gave the training step of the same model: each leaf k
    of `layers` given as its `layers[k]` layers (the scans reading it
    unrolled, as in the training step), PRNG keys and unsigned integers as
    the signed integers the training step holds them as. Returns the jitted
    step, which takes the list of split leaves, and those leaves as
    `jax.ShapeDtypeStruct`s; None when the layout is the pytree's own (no
    split, no such leaf), or when `step` is not a single shard_map under
    jit (NotImplementedError then, where the layout differs)."""
    state_leaves = jax.tree_util.tree_leaves(state)
    boundary = {k: _Boundary(leaf) for k, leaf in enumerate(state_leaves)
                if _Boundary.needed(leaf)}
    if not layers and not boundary:
        return None
    found = _shard_map_of(jax.make_jaxpr(step)(state, *batch))
    if found is not None:
        jitted, shmap = found
        num_consts = len(jitted.consts)
    if found is None or \
            not _same_atoms(shmap.invars, jitted.all_invars) or \
            not _same_atoms(shmap.outvars, jitted.outvars) or \
            not all(_replicated(s) for s in
                    shmap.params["in_specs"][:num_consts + len(state_leaves)]):
        raise NotImplementedError(
            "a forward step of a training step whose state was re-laid out "
            "(scanned layers split per layer, PRNG keys as integers) must be "
            "one jax.shard_map under jax.jit, its state replicated (P())")
    body = closed_body(shmap.params["jaxpr"], jitted.consts)
    in_specs = shmap.params["in_specs"][num_consts:]
    mesh, axis_names = shmap.params["mesh"], _axis_names(shmap)

    def per_device(*flat: Any) -> tuple[Any, ...]:
        args, pos = [], 0
        for k in range(len(body.invars)):
            if k in layers:
                args.append(_Stacked(flat[pos:pos + layers[k]]))
                pos += layers[k]
            else:
                args.append(boundary[k].inside(flat[pos])
                            if k in boundary else flat[pos])
                pos += 1
        return tuple(_whole(v) for v in _eval(
            _Invariants(shmap.params["check_vma"]), body, args))

    mapped = jax.shard_map(
        per_device, mesh=mesh,
        in_specs=tuple(s for k, spec in enumerate(in_specs)
                       for s in [spec] * layers.get(k, 1)),
        out_specs=shmap.params["out_specs"],
        check_vma=shmap.params["check_vma"],
        **({"axis_names": axis_names} if axis_names else {}))
    out_tree = jax.tree_util.tree_structure(
        jax.eval_shape(step, state, *batch))

    def new_step(state: list[Any], *inputs: Any) -> Any:
        flat = mapped(*state, *jax.tree_util.tree_leaves(inputs))
        return jax.tree_util.tree_unflatten(out_tree, flat)

    leaves: list[Any] = []
    for k, leaf in enumerate(state_leaves):
        shape, dtype = tuple(np.shape(leaf)), getattr(leaf, "dtype", None)
        if k in layers:
            leaves += [jax.ShapeDtypeStruct(shape[1:], dtype)] * layers[k]
        elif k in boundary:
            data = jax.eval_shape(boundary[k].outside, leaf)
            leaves.append(jax.ShapeDtypeStruct(data.shape, data.dtype))
        else:
            leaves.append(jax.ShapeDtypeStruct(shape, dtype))
    return jax.jit(new_step, keep_unused=True), leaves
