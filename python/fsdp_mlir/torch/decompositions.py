"""Decompositions that keep a PyTorch training step inside what torch-mlir
lowers to linalg.

The core ATen decompositions and torch-mlir's own table do most of it. Added
here:

* `empty_permuted`, a CPU-only allocation torch-mlir does not lower;
* `nll_loss` backward as a one-hot comparison against an iota times the
  incoming gradient: elementwise over the (rows x classes) gradient it
  produces anyway, so no costlier than a scatter into zeros, and vectorized.

Other scatter-like ops (`index_put(accumulate=True)` of an embedding's
backward, max pooling's backward, `scatter_add`) keep their core
decompositions: torch-mlir lowers them to `tm_tensor.scatter`, which
`scatter.py` rewrites into an upstream loop of O(updates x slice) work.

`one_hot_scatter=True` restores the embedding backward the exporter used
before, for comparison (`bench/torch_embedding_backward.py`): a one-hot
(tokens x vocabulary) matrix times the token gradients, O(tokens x
vocabulary x dim).
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
    # times the token gradients. O(tokens * vocabulary * dim) work.
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


def _empty_permuted(size, physical_layout, dtype=None, layout=None,
                    device=None, pin_memory=None):
    # A tensor of `size` whose memory follows `physical_layout`: in a
    # functional graph only its values matter, and an empty tensor has none.
    return torch.empty(size, dtype=dtype, device=device)


def decomposition_table(one_hot_scatter=False):
    """Core ATen decompositions, torch-mlir's own table on top (it decomposes
    ops this torch-mlir cannot lower otherwise, e.g. `aten.squeeze.dims`), and
    the decompositions above, which win."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(core_aten_decompositions())
    table.update(get_decomposition_table())
    table[aten.empty_permuted.default] = _empty_permuted
    table[aten.nll_loss_backward.default] = _nll_loss_backward
    if one_hot_scatter:
        table[aten.embedding_dense_backward.default] = _embedding_dense_backward
    return table
