"""python -m fsdp_mlir.jax: export a JAX (optax) data-parallel training step,
and optionally train it with fsdp-run next to JAX's own run.

    python -m fsdp_mlir.jax --model block --optimizer adamw --ranks 2 \\
        --out /tmp/block --verify --steps 5
"""

from __future__ import annotations

import argparse
import sys

import jax

from .. import cli
from ..testing.jax_cases import OPTIMIZERS, make_case


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m fsdp_mlir.jax",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", choices=("mlp", "block"), default="mlp")
    ap.add_argument("--optimizer", choices=OPTIMIZERS, default="adam")
    ap.add_argument("--activation", choices=("relu", "gelu", "tanh"),
                    default="relu", help="MLP activation")
    cli.add_run_arguments(ap, "JAX")
    a = ap.parse_args(argv)
    # Before anything initialises JAX's backends: one CPU device per rank.
    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_num_cpu_devices", max(a.ranks, 1))

    case = make_case(a.model, a.optimizer, a.activation, a.lr, a.seed)
    return cli.export_and_verify(
        case, a, lambda batches: case.reference(batches, a.ranks))


if __name__ == "__main__":
    sys.exit(main())
