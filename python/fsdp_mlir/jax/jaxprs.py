"""What every walk over a jaxpr in this frontend has to reckon with, in one
place.

* Atoms: an eqn's operand, or a jaxpr's result, is a `Var` or a `Literal`
  (a constant written into the jaxpr: the `1` of a loop's `i + 1`, the
  bounds of `fori_loop(0, 3, ...)`, a closed-over array). A `Literal` is not
  hashable and is not the same object at two uses: a walk keys its maps by
  `Var`s only (`is_var`) and reads a literal's value from `.val`.
* Constants: a jaxpr may carry the values of its first inputs
  (`Jaxpr.consts` for `constvars`, what `ClosedJaxpr` was); a jitted step
  that closes over an array passes it into its shard_map as an argument
  (`closed_body`).
* Nested jaxprs: call-like primitives (`CALLS`: jit, closed_call, remat,
  custom_jvp/vjp calls) whose body takes the eqn's operands as they are,
  and control flow (scan, while, cond) whose bodies take them rearranged
  (`sub_jaxprs` finds all of them).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from jax.extend import core

# Call-like primitives: their body's inputs are the eqn's operands, its
# outputs the eqn's results; the key of the body in the eqn's params.
CALLS = {"jit": "jaxpr", "pjit": "jaxpr", "closed_call": "call_jaxpr",
         "core_call": "call_jaxpr", "remat2": "jaxpr", "checkpoint": "jaxpr",
         "custom_jvp_call": "call_jaxpr", "custom_vjp_call": "call_jaxpr"}


def is_var(atom: Any) -> bool:
    """Whether `atom` (an eqn operand or a jaxpr result) is a variable, the
    only atoms a walk may use as keys."""
    return not isinstance(atom, core.Literal)


def call_body(eqn: Any) -> Any | None:
    """The body of a call-like eqn (`CALLS`) when it takes the eqn's
    operands one for one; None for any other eqn."""
    sub = eqn.params.get(CALLS.get(eqn.primitive.name, ""))
    if isinstance(sub, core.Jaxpr) and len(sub.invars) == len(eqn.invars):
        return sub
    return None


def sub_jaxprs(eqn: Any) -> Iterator[Any]:
    """Every jaxpr in the eqn's params: a call's body, a scan's body, a
    while's condition and body, a cond's branches, ..."""
    for value in eqn.params.values():
        for v in value if isinstance(value, (tuple, list)) else (value,):
            if isinstance(v, core.Jaxpr):
                yield v


def find_eqn(jaxpr: Any, predicate: Any) -> Any | None:
    """The first eqn of `jaxpr` or of a jaxpr nested in it, at any depth,
    for which `predicate(eqn)` holds; None if there is none."""
    for eqn in jaxpr.eqns:
        if predicate(eqn):
            return eqn
        for sub in sub_jaxprs(eqn):
            found = find_eqn(sub, predicate)
            if found is not None:
                return found
    return None


def any_eqn(jaxpr: Any, predicate: Any) -> bool:
    """Whether `predicate(eqn)` holds for an eqn of `jaxpr` or of a jaxpr
    nested in it, at any depth."""
    return find_eqn(jaxpr, predicate) is not None


def closed_body(body: Any, consts: Sequence[Any]) -> Any:
    """`body` with `consts` as the values of its first inputs after the
    constants it already carries (a jitted step's closed-over arrays, which
    JAX passes into the shard_map as its leading arguments)."""
    if not consts:
        return body
    return body.with_consts([*body.consts, *consts])


def varying_axes(aval: Any) -> frozenset[str]:
    """The mesh axes a value inside a shard_map varies over (JAX's
    `aval.mat.varying`), where the shard_map tracks them (`check_vma`);
    empty otherwise."""
    return frozenset(getattr(getattr(aval, "mat", None), "varying", None)
                     or ())
