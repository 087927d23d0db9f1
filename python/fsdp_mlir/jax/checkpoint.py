"""From fsdp-run back into JAX: the state pytree of an exported step
(parameters and optax state, `jax.tree_util` leaf order, the order of the
step's state arguments) from an fsdp-run checkpoint or `--dump-state`
directory."""

from __future__ import annotations

from typing import Any

import jax
import numpy as np

from .. import checkpoint as _files


def load_checkpoint(state: Any, directory: str) -> Any:
    """A pytree of `state`'s structure whose leaves are the arrays of the
    checkpoint `directory` (through its `latest`, or one `step-<k>`, or a
    `--dump-state` directory). `state`: the pytree the step was exported
    with (or one of its structure, shapes and dtypes), which is left
    unchanged."""
    leaves, tree = jax.tree_util.tree_flatten(state)
    arrays = _files.load_arrays(directory)
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
