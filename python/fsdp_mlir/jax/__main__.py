"""python -m fsdp_mlir.jax: export a JAX (optax) data-parallel training step,
and optionally train it with fsdp-run next to JAX's own run.

    python -m fsdp_mlir.jax --model block --optimizer adamw --ranks 2 \\
        --out /tmp/block --verify --steps 5
"""

import argparse
import sys

import jax

from .cases import OPTIMIZERS, make_case
from .. import verify as verify_mod


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m fsdp_mlir.jax",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", choices=("mlp", "block"), default="mlp")
    ap.add_argument("--optimizer", choices=OPTIMIZERS, default="adam")
    ap.add_argument("--activation", choices=("relu", "gelu", "tanh"),
                    default="relu", help="MLP activation")
    ap.add_argument("--lr", type=float, default=None)
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--global-batch", type=int, default=8)
    ap.add_argument("--collective", choices=("fsdp", "shard"), default="fsdp")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True)
    ap.add_argument("--verify", action="store_true",
                    help="train with fsdp-run (DDP and FSDP) and compare "
                    "with JAX's own run")
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--pipeline", default="--fsdp-pipeline")
    a = ap.parse_args(argv)
    # Before anything initialises JAX's backends: one CPU device per rank.
    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_num_cpu_devices", max(a.ranks, 1))

    case = make_case(a.model, a.optimizer, a.activation, a.lr, a.seed)
    batches = case.batches(a.global_batch, a.steps, a.seed)
    step = case.export(batches[0], a.ranks, a.collective)
    path = step.save(a.out, "ddp.mlir")
    step.save_inputs(a.out, batches)
    print("wrote %s: %d state arguments (%d parameters, %d bytes), %d inputs, "
          "grid of %d" % (path, step.num_state, step.num_params,
                          step.param_bytes, len(step.input_names), step.grid))
    if not a.verify:
        return 0
    ref = case.reference(batches, a.ranks)
    r = verify_mod.verify(step, ref, batches, a.out, a.ranks, a.steps,
                          a.pipeline)
    ok = verify_mod.passed(r)
    print("OK" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
