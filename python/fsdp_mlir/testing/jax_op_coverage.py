"""Which JAX primitives train through the exporter: one harness of each
group of JAX's own primitive harnesses
(`jax._src.internal_test_util.test_harnesses`, what jax2tf's and JAX's
export tests run: every `lax` primitive with its shapes and parameters),
float32 where the group has it, exported as a training step whose
parameters are the harness's floating-point arguments and whose loss is the
sum of its outputs (so JAX differentiates the primitive where it can), then
compiled by `fsdp-opt --fsdp-pipeline`. What stops a primitive is what stops
a step that uses it: a StableHLO op the legalization to linalg leaves, one
JAX cannot differentiate, or the compiler.

    python -m fsdp_mlir.testing.jax_op_coverage [--groups a,b] [--write FILE]

prints one line per group and, with `--write`, replaces the table between
`<!-- jax-op-coverage begin -->` and `<!-- jax-op-coverage end -->` in FILE
(docs/reference/limits.md). About five minutes on two cores.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import warnings
from collections.abc import Sequence
from typing import Any

import jax

jax.config.update("jax_platforms", "cpu")

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import optax  # noqa: E402

from .op_coverage import _time_limit, summary_table  # noqa: E402

BEGIN, END = "<!-- jax-op-coverage begin -->", "<!-- jax-op-coverage end -->"


def _harness(group: list[Any]) -> Any:
    """The group's first float32 harness JAX implements on CPU, else its
    first one."""
    usable = [h for h in group if h.filter("cpu")]
    for h in usable:
        if np.dtype(h.dtype) == np.float32:
            return h
    return usable[0] if usable else None


def _what_stops(text: str) -> str:
    ops = re.findall(r"stablehlo\.[a-z_]+(?: @[A-Za-z0-9_]+)?", text)
    if "does not know" in text or "does not lower" in text:
        return "not lowered: %s" % ", ".join(dict.fromkeys(ops))
    if "legalization" in text and ops:
        return "legalization to linalg fails: %s" % ", ".join(
            dict.fromkeys(ops))
    first = text.strip().splitlines()[0] if text.strip() else "?"
    return re.sub(r"\s+", " ", first)[:120]


def check(harness: Any, workdir: str) -> str | None:
    """None when the harness's primitive exports and compiles; else what
    stops it, or `skip: ...`."""
    from .. import tools
    from .jax_cases import Case
    args = harness.dyn_args_maker(np.random.RandomState(0))
    trained = [k for k, a in enumerate(args)
               if np.issubdtype(np.asarray(a).dtype, np.floating) and
               np.asarray(a).dtype == np.float32]
    params = {"a%d" % k: jnp.asarray(args[k]) for k in trained}
    if not params:
        params = {"w": jnp.zeros((1,), jnp.float32)}  # (forward only)

    def loss_fn(p: dict[str, Any], x: Any, y: Any) -> Any:
        full = [p["a%d" % k] if k in trained else a
                for k, a in enumerate(args)]
        total = (x.sum() + y.sum()) * 0.0
        if "w" in p:
            total = total + p["w"].sum()
        for out in jax.tree_util.tree_leaves(harness.dyn_fun(*full)):
            out = jnp.asarray(out)
            if jnp.issubdtype(out.dtype, jnp.complexfloating):
                out = jnp.real(out)
            total = total + out.astype(jnp.float32).sum()
        return total

    def batch(rng: Any, rows: int) -> tuple[Any, Any]:
        return (np.zeros((rows, 1), np.float32),
                np.zeros((rows, 1), np.float32))

    case = Case(loss_fn, params, optax.sgd(0.1), batch)
    try:
        jax.grad(loss_fn)(params, *batch(None, 1))
    except Exception as e:  # (JAX's own rules, not the export)
        return "skip: JAX's own gradient fails (%s)" % type(e).__name__
    try:
        with _time_limit(120), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            step = case.export(case.batches(1, 1, 0)[0], 1)
            path = step.save(workdir, "step.mlir")
            tools.fsdp_opt(path, os.path.join(workdir, "out.mlir"),
                           "--fsdp-pipeline")
    except Exception as e:
        return _what_stops("%s: %s" % (type(e).__name__, e))
    return None


def table(results: dict[str, str | None]) -> str:
    return summary_table(
        results, "%%d of %%d primitive groups export and compile (JAX %s); "
        "these do not:" % jax.__version__,
        "primitive groups (harness names)")


def main(argv: Sequence[str] | None = None) -> int:
    from jax._src.internal_test_util import test_harnesses

    from .op_coverage import write
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--groups", help="comma-separated group names")
    ap.add_argument("--write", help="the file whose table to replace")
    a = ap.parse_args(argv)
    groups: dict[str, list[Any]] = {}
    for h in test_harnesses.all_harnesses:
        groups.setdefault(h.group_name, []).append(h)
    wanted = set(a.groups.split(",")) if a.groups else None
    results: dict[str, str | None] = {}
    with tempfile.TemporaryDirectory(prefix="fsdp-jax-op-coverage-") as work:
        for name, group in groups.items():
            if wanted is not None and name not in wanted:
                continue
            harness = _harness(group)
            results[name] = "skip: none on CPU" if harness is None else \
                check(harness, work)
            print("%s: %s" % (name, results[name] or "ok"), flush=True)
    text = table(results)
    if a.write:
        write(a.write, text, BEGIN, END)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
