"""From fsdp-run back into JAX: the state pytree of an exported step
(parameters and optax state, `jax.tree_util` leaf order, the order of the
step's state arguments) from an fsdp-run checkpoint or `--dump-state`
directory."""

from __future__ import annotations

from typing import Any

import jax
import numpy as np

from .. import checkpoint as _files
from ..step import join_layers


def load_checkpoint(state: Any, directory: str) -> Any:
    """A pytree of `state`'s structure whose leaves are the arrays of the
    checkpoint `directory` (through its `latest`, or one `step-<k>`, or a
    `--dump-state` directory). `state`: the pytree the step was exported
    with (or one of its structure, shapes and dtypes), which is left
    unchanged. The arrays of a leaf the export split into its layers (a
    scan's stacked parameters, `TrainStep.unstacked`) are stacked again."""
    leaves, tree = jax.tree_util.tree_flatten(state)
    arrays = _files.load_arrays(directory)
    if len(arrays) > len(leaves):
        # A step exported with its scanned layers unstacked: a stacked
        # leaf of rank r is the next arrays of rank r - 1, one per layer.
        layers: list[int | None] = []
        pos = 0
        for leaf in leaves:
            rank = np.ndim(leaf)
            n = np.shape(leaf)[0] if rank else 0
            if (pos < len(arrays) and arrays[pos].ndim == rank - 1 and
                    n > 0 and pos + n <= len(arrays)):
                layers.append(n)
                pos += n
            else:
                layers.append(None)
                pos += 1
        if pos == len(arrays):
            arrays = join_layers(arrays, layers)
    if len(arrays) != len(leaves):
        raise ValueError("%s has %d state arguments, the state %d leaves" %
                         (directory, len(arrays), len(leaves)))
    out = []
    for path_leaf, value in zip(
            jax.tree_util.tree_flatten_with_path(state)[0], arrays):
        path, leaf = path_leaf
        shape, dtype = np.shape(leaf), np.asarray(leaf).dtype
        if tuple(value.shape) != tuple(shape) or value.dtype != dtype:
            raise ValueError("%s: %s is %s %s, the state's %s %s" % (
                directory, jax.tree_util.keystr(path), value.dtype,
                tuple(value.shape), dtype, tuple(shape)))
        out.append(value)
    return jax.tree_util.tree_unflatten(tree, out)
