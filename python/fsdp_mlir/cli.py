"""What the frontends' command lines (`python -m fsdp_mlir.torch`,
`python -m fsdp_mlir.jax`) share: the options of the export and of the
check, and the export-then-verify run."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .step import TrainStep
from .testing import verify as verify_mod


class Case(Protocol):
    """What a frontend's command line exports: a seeded set-up
    (`fsdp_mlir.testing.torch_cases.Case`, `jax_cases.Case`)."""

    def batches(self, global_rows: int, steps: int, seed: int,
                /) -> list[Any]: ...

    def export(self, example: Sequence[Any], ranks: int, collective: str,
               /) -> TrainStep: ...


def add_run_arguments(ap: argparse.ArgumentParser, framework: str) -> None:
    """The options every frontend's command line takes."""
    ap.add_argument("--lr", type=float, default=None)
    ap.add_argument("--ranks", type=int, default=2,
                    help="ranks of the grid the step is exported for")
    ap.add_argument("--global-batch", type=int, default=8)
    ap.add_argument("--collective", choices=("fsdp", "shard"), default="fsdp")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--verify", action="store_true",
                    help="train with fsdp-run (DDP and FSDP) and compare "
                    "with %s's own run" % framework)
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--pipeline", default="--fsdp-pipeline",
                    help="fsdp-opt options of the FSDP rewrite")


def export_and_verify(
        case: Case, a: argparse.Namespace,
        reference: Callable[[list[Any]], verify_mod.Reference]) -> int:
    """Exports `case` as the options `a` say, writes the step and its inputs
    to `a.out`, and with --verify trains it and compares with
    `reference(batches)`, the framework's own run. Returns the exit status."""
    batches = case.batches(a.global_batch, a.steps, a.seed)
    step = case.export(batches[0], a.ranks, a.collective)
    path = step.save(a.out, "ddp.mlir")
    step.save_inputs(a.out, batches)
    print("wrote %s: %d state arguments (%d parameters, %d bytes), %d inputs, "
          "grid of %d" % (path, step.num_state, step.num_params,
                          step.param_bytes, len(step.input_names), step.grid))
    if not a.verify:
        return 0
    r = verify_mod.verify(step, reference(batches), batches, a.out, a.ranks,
                          a.steps, a.pipeline)
    ok = verify_mod.passed(r)
    print("OK" if ok else "MISMATCH")
    return 0 if ok else 1
