"""python -m fsdp_mlir.torch: export a PyTorch model's training step, and
optionally train it with fsdp-run next to PyTorch's eager loop.

    python -m fsdp_mlir.torch --model gpt --optimizer adamw --ranks 2 \\
        --out /tmp/gpt --verify --steps 5
"""

import argparse
import sys

from . import models
from .cases import OPTIMIZERS, make_case
from .. import verify as verify_mod


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m fsdp_mlir.torch",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", choices=("mlp", "gpt"), default="mlp")
    ap.add_argument("--optimizer", choices=OPTIMIZERS, default="adam")
    ap.add_argument("--activation", choices=sorted(models.ACTIVATIONS),
                    default="relu", help="MLP activation")
    ap.add_argument("--loss", choices=("mse", "ce"), default="mse",
                    help="MLP loss (the GPT's is next-token cross-entropy)")
    ap.add_argument("--untied", action="store_true",
                    help="GPT head not tied to the token embedding")
    ap.add_argument("--clip", type=float, default=None,
                    help="clip_grad_norm_ max_norm")
    ap.add_argument("--lr", type=float, default=None)
    ap.add_argument("--ranks", type=int, default=2,
                    help="ranks of the grid the step is exported for")
    ap.add_argument("--global-batch", type=int, default=8)
    ap.add_argument("--collective", choices=("fsdp", "shard"), default="fsdp")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--verify", action="store_true",
                    help="train with fsdp-run (DDP and FSDP) and compare "
                    "with PyTorch's eager loop")
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--pipeline", default="--fsdp-pipeline",
                    help="fsdp-opt options of the FSDP rewrite")
    a = ap.parse_args(argv)

    case = make_case(a.model, a.optimizer, a.activation, a.loss,
                     tied=not a.untied, clip=a.clip, lr=a.lr, seed=a.seed)
    batches = case.batches(a.global_batch, a.steps, a.seed)
    step = case.export(batches[0], a.ranks, a.collective)
    path = step.save(a.out, "ddp.mlir")
    step.save_inputs(a.out, batches)
    print("wrote %s: %d state arguments (%d parameters, %d bytes), %d inputs, "
          "grid of %d" % (path, step.num_state, step.num_params,
                          step.param_bytes, len(step.input_names), step.grid))
    if not a.verify:
        return 0
    ref = case.reference(batches)
    r = verify_mod.verify(step, ref, batches, a.out, a.ranks, a.steps,
                          a.pipeline)
    ok = verify_mod.passed(r)
    print("OK" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
