"""python -m fsdp_mlir.torch: export a PyTorch model's training step, and
optionally train it with fsdp-run next to PyTorch's eager loop.

    python -m fsdp_mlir.torch --model gpt --optimizer adamw --ranks 2 \\
        --out /tmp/gpt --verify --steps 5
"""

from __future__ import annotations

import argparse
import sys

from .. import cli
from ..testing import torch_models as models
from ..testing.torch_cases import OPTIMIZERS, make_case


def main(argv: list[str] | None = None) -> int:
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
    cli.add_run_arguments(ap, "PyTorch")
    a = ap.parse_args(argv)

    case = make_case(a.model, a.optimizer, a.activation, a.loss,
                     tied=not a.untied, clip=a.clip, lr=a.lr, seed=a.seed)
    return cli.export_and_verify(case, a, lambda batches: case.reference(batches))


if __name__ == "__main__":
    sys.exit(main())
