"""Training a JAX step from your own loop (`fsdp_mlir.jax.compile`).

    rt = fsdp_mlir.runner.runtime()               # before JAX's devices
    jax.config.update("jax_num_cpu_devices", rt.size)
    step_fn = jax.jit(jax.shard_map(fn, mesh=Mesh(jax.devices(), ("dp",)),
                                    ...), donate_argnums=(0,))
    trainer = fsdp_mlir.jax.compile(step_fn, state, *example_rows)
    for x, y in batches:                          # this rank's rows
        loss = trainer.step(x, y)
    state = trainer.state()                       # the pytree, trained

Launched as `mpirun -np N python train.py`: every rank runs the script with
N CPU devices (the mesh of the step spans the job); rank 0 exports, shards
and compiles the step once for the job and the others receive it
(fsdp_mlir.runner).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from .. import runner
from .export import export_forward_step, export_train_step


class Trainer(runner.Trainer):
    """fsdp_mlir.runner.Trainer whose `state()` is the step's pytree, with
    `evaluate(eval_fn, *rows)` and `predict(predict_fn, *rows)`."""

    _treedef: Any = None
    #: the state pytree's leaves as jax.ShapeDtypeStruct
    _state_shapes: Any = None

    def evaluate(self, eval_fn: Any, *rows: Any) -> float:
        """The loss `eval_fn` gives on this rank's rows with the current
        state: `jax.jit(jax.shard_map(fn, mesh, in_specs=(P(), P(axis),
        ...), out_specs=P()))` with `fn(state, *batch) -> loss` averaged
        over the mesh (the training step's state pytree, no update). It is
        exported and compiled against the trainer's sharded state (each
        parameter gathered before its use) once per `eval_fn` and row
        shapes. Collective: every rank passes the same `eval_fn` and rows
        of the same shapes."""
        return float(self._compiled_forward(eval_fn, rows, False).run(*rows))

    def predict(self, predict_fn: Any, *rows: Any) -> Any:
        """What `predict_fn` returns for this rank's rows with the current
        state: `jax.jit(jax.shard_map(fn, mesh, in_specs=(P(), P(axis),
        ...), out_specs=P(axis)))` with `fn(state, *batch) -> outputs`, a
        pytree of arrays of each device's rows (a model's logits, say). The
        outputs of this rank's rows come back as numpy arrays in that
        pytree. Compiled as `evaluate`'s step is, once per `predict_fn` and
        row shapes. Collective: every rank passes the same `predict_fn` and
        rows of the same shapes."""
        forward = self._compiled_forward(predict_fn, rows, True)
        leaves = forward.run(*rows)
        return jax.tree_util.tree_map(lambda k: leaves[k], forward.outputs)

    def _compiled_forward(self, fn: Any, rows: Sequence[Any],
                          outputs: bool) -> runner.Forward:
        """The forward step of `fn` on rows of `rows`' shapes (a loss, or,
        `outputs`, the pytree it returns), exported and compiled the first
        time it is asked for."""
        step = self.train_step
        # (The function itself in the key: it stays alive as long as its
        # compiled step.)
        key = (fn, outputs) + tuple(
            (np.shape(r), str(np.asarray(r).dtype)) for r in rows)

        def export() -> Any:  # (rank 0, the first time only)
            # The pytree as the training step was given it (PRNG keys as
            # keys, stacked layers stacked): the export lays it out as the
            # training step holds it.
            return export_forward_step(
                fn, self._state_shapes, *_global_rows(rows, self.world_size),
                grid_shape=step.extra.get("grid_shape"), outputs=outputs,
                unstacked=step.unstacked)
        return self.forward(key, export)

    def state(self) -> Any:
        """The state pytree (parameters and optimizer state), trained: full
        arrays on every rank (bf16 leaves as bfloat16, PRNG keys as keys of
        their implementation, unsigned leaves unsigned). Collective."""
        arrays = [a.view(v.dtype) if a.dtype != v.dtype else a
                  for a, v in zip(super().state(), self.train_step.state)]
        leaves = [_as_given(a, given) for a, given in zip(
            self.train_step.join_state(arrays),
            jax.tree_util.tree_leaves(self._state_shapes))]
        return jax.tree_util.tree_unflatten(self._treedef, leaves)


def _is_key(leaf: Any) -> bool:
    dtype = getattr(leaf, "dtype", None)
    return dtype is not None and jax.dtypes.issubdtype(dtype,
                                                       jax.dtypes.prng_key)


def _as_given(array: np.ndarray, given: Any) -> Any:
    """A state leaf as the step holds it (PRNG keys as their key data,
    unsigned integers as signed ones, fsdp_mlir.jax.unstack) back in the
    type of `given`, the leaf the trainer was given."""
    if _is_key(given):
        data = jax.random.key_data(given)
        return jax.random.wrap_key_data(jnp.asarray(array.view(data.dtype)),
                                        impl=jax.random.key_impl(given))
    if array.dtype != given.dtype and \
            np.dtype(given.dtype).itemsize == array.dtype.itemsize:
        return array.view(given.dtype)
    return array


def _global_rows(rows: Sequence[Any], ranks: int) -> list[np.ndarray]:
    """A global batch of `rows`' shapes: what JAX's export takes (every
    rank's rows; their values are not read)."""
    return [np.concatenate([np.asarray(r)] * ranks) if np.ndim(r)
            else np.asarray(r) for r in rows]


def compile(step_fn: Any, state: Any, *example_rows: Any,
            strategy: str = "full-shard", microbatches: int = 1,
            memory_limit: str | int | None = None,
            pipeline_options: Sequence[str] = (),
            deterministic: bool | None = None,
            timeout: float | None = None,
            ranks_per_host: int | None = None) -> Trainer:
    """Exports `step_fn` (`jax.jit(jax.shard_map(fn, mesh, ...),
    donate_argnums=(0,))` with `fn(state, *batch) -> (new_state, loss)`,
    its mesh of this job's size) from `state` and one rank's rows of each
    batch array (shapes and dtypes: `example_rows`), shards it (`strategy`,
    `memory_limit`, `pipeline_options` as in fsdp_mlir.torch.compile),
    compiles it once for the job and returns the Trainer, holding `state`.
    `strategy="hybrid"` shards within hosts of `ranks_per_host` ranks
    (runner.grid_for), the mesh's psums spanning both axes of the grid.
    Collective."""
    rt = runner.runtime(deterministic=deterministic, timeout=timeout)
    grid = runner.grid_for(strategy, rt.size, ranks_per_host)
    # The export takes the global batch: every rank's rows.
    batch = _global_rows(example_rows, rt.size)
    step = runner.export_once(rt, lambda: export_train_step(
        step_fn, state, *batch, microbatches=microbatches,
        grid_shape=None if isinstance(grid, int) else grid))
    trainer = runner.compile_step(step, strategy, memory_limit,
                                  pipeline_options, rt, cls=Trainer)
    assert isinstance(trainer, Trainer)
    trainer._treedef = jax.tree_util.tree_structure(state)
    # (PRNG keys kept as they are: their implementation is part of their
    # type, and they are small)
    trainer._state_shapes = jax.tree_util.tree_map(
        lambda a: a if _is_key(a)
        else jax.ShapeDtypeStruct(np.shape(a), jnp.result_type(a)), state)
    return trainer


__all__ = ["compile", "Trainer"]
