#!/usr/bin/env python3
"""`torch.linalg.householder_product` in float32 against float64, forward
and backward, eagerly: PyTorch's (LAPACK's orgqr and its analytic
backward), our decomposition (`decompositions.householder_product`, the
reflections applied H_k first to the identity, as LAPACK's org2r does,
autograd through it) and the other order (H_1 first, each reflection
multiplied on the right of an m x m product).

For each scale of the parameter's entries and each shape it prints the
median over --trials random matrices of the normwise errors from the
float64 product (LAPACK's) and of the parameter's gradient for a random
cotangent, `A` and `tau` formed as `parametrizations.orthogonal` does.

    PYTHONPATH=python ~/.cache/fsdp-mlir/venv/bin/python \\
        bench/householder_accuracy.py --trials 50
"""

import argparse

import numpy as np
import torch

from fsdp_mlir.torch import decompositions


def forward_order(A, tau):
    """H_1 ... H_k accumulated from H_1 on (each on the right), m x m."""
    m, n = A.shape[-2:]
    rows = torch.arange(m)
    q = torch.eye(m, dtype=A.dtype).expand(*A.shape[:-2], m, m)
    for i in range(tau.shape[-1]):
        v = torch.where(rows > i, A[..., :, i], (rows == i).to(A.dtype))
        q = q - (q @ v[..., :, None]) * (
            tau[..., i, None, None] * v[..., None, :])
    return q[..., :n]


IMPLS = {"pytorch": torch.linalg.householder_product,
         "ours": decompositions.householder_product,
         "H_1 first": forward_order}


def _error(x, ref):
    return float((x.double() - ref).norm() / ref.norm())


def _run(impl, X, G, dtype):
    A = X.to(dtype).tril(-1).requires_grad_()
    tau = 2.0 / (1.0 + (A * A).sum(dim=-2))
    q = impl(A, tau)
    (q * G.to(dtype)).sum().backward()
    return q.detach(), A.grad


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=50)
    p.add_argument("--scales", type=float, nargs="+", default=[0.05, 0.3, 1.0])
    args = p.parse_args()
    g = torch.Generator().manual_seed(0)
    print("| scale | shape | " + " | ".join(
        "%s fwd | %s bwd" % (k, k) for k in IMPLS) + " |")
    print("|---|---|" + "---|---|" * len(IMPLS))
    for scale in args.scales:
        for m, n in ((8, 8), (16, 16), (32, 32), (32, 8)):
            fwd = {k: [] for k in IMPLS}
            bwd = {k: [] for k in IMPLS}
            for _ in range(args.trials):
                X = torch.randn(m, n, generator=g) * scale
                G = torch.randn(m, n, generator=g)
                q64, g64 = _run(torch.linalg.householder_product, X, G,
                                torch.float64)
                for k, impl in IMPLS.items():
                    q, grad = _run(impl, X, G, torch.float32)
                    fwd[k].append(_error(q, q64))
                    bwd[k].append(_error(grad, g64))
            print("| %.2f | %dx%d | " % (scale, m, n) + " | ".join(
                "%.2e | %.2e" % (np.median(fwd[k]), np.median(bwd[k]))
                for k in IMPLS) + " |", flush=True)


if __name__ == "__main__":
    main()
