"""Decompositions that keep a PyTorch training step inside upstream MLIR.

torch-mlir lowers `index_put(accumulate=True)` and `scatter` to its own
`tm_tensor.scatter`, which upstream MLIR (and so fsdp-opt) does not have. The
backward of an embedding and of the negative log-likelihood loss produce
exactly those through the core ATen decompositions. The replacements here
express the same values with comparisons against an iota and a matmul or an
elementwise product, which torch-mlir lowers to `linalg`.
"""

import torch
from torch._decomp import core_aten_decompositions

aten = torch.ops.aten


def _embedding_dense_backward(grad_output, indices, num_weights, padding_idx,
                              scale_grad_by_freq):
    if scale_grad_by_freq:
        raise NotImplementedError(
            "embedding with scale_grad_by_freq=True is not supported")
    # grad_weight[v, :] = sum over tokens t with indices[t] == v of
    # grad_output[t, :]: a one-hot (tokens x vocabulary) matrix transposed
    # times the token gradients. O(tokens * vocabulary * dim) work, which is
    # fine for the vocabularies of models a CPU trains.
    flat = indices.reshape(-1)
    one_hot = flat.unsqueeze(1) == torch.arange(
        num_weights, device=indices.device, dtype=indices.dtype)
    if padding_idx >= 0:
        one_hot = one_hot & (flat != padding_idx).unsqueeze(1)
    grad = grad_output.reshape(flat.shape[0], -1)
    return one_hot.to(grad.dtype).t() @ grad


def _nll_loss_backward(grad_output, self, target, weight, reduction,
                       ignore_index, total_weight):
    if self.dim() != 2 and self.dim() != 1:
        raise NotImplementedError(
            "nll_loss backward is decomposed for (N, C) and (C,) inputs; "
            "flatten the class dimension last")
    classes = self.shape[-1]
    one_hot = target.unsqueeze(-1) == torch.arange(
        classes, device=target.device, dtype=target.dtype)
    grad = -one_hot.to(self.dtype)
    if weight is not None:
        grad = grad * weight
    grad = grad * (target != ignore_index).unsqueeze(-1).to(self.dtype)
    if reduction == 1:  # mean: divided by the (weighted) count of targets
        grad = grad / total_weight
    if reduction == 0:  # none: one incoming gradient per target
        return grad * grad_output.unsqueeze(-1)
    return grad * grad_output


def decomposition_table():
    """Core ATen decompositions, torch-mlir's own table on top (it decomposes
    ops this torch-mlir cannot lower otherwise, e.g. `aten.squeeze.dims`), and
    the scatter-free backward decompositions above, which win."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(core_aten_decompositions())
    table.update(get_decomposition_table())
    table[aten.embedding_dense_backward.default] = _embedding_dense_backward
    table[aten.nll_loss_backward.default] = _nll_loss_backward
    return table
