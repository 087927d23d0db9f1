"""Training a PyTorch model from your own loop (`fsdp_mlir.torch.compile`).

    trainer = fsdp_mlir.torch.compile(model, loss_fn, optimizer, example_batch,
                                      lr_scheduler=sched, strategy="full-shard")
    for x, y in loader:                      # this rank's rows
        loss = trainer.step(x, y)
    trainer.save("ck")                       # sharded checkpoint, resumable
    trainer.load_into(model, optimizer)      # back into the framework

Launched as `mpirun -np N python train.py`: every rank runs the script, each
with its own rows. Rank 0 exports, rewrites and compiles the step once for
the job (fsdp_mlir.runner); the others receive it, and rank 0's model and
optimizer values are the state every rank starts from.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from .. import runner
from ..step import TrainStep
from .checkpoint import load_state
from .export import export_train_step, schedule_for
from .forward import export_forward_step, unflatten_outputs
from .tracing import LossFn


class Trainer(runner.Trainer):
    """fsdp_mlir.runner.Trainer with the model's names: `state_dict()`,
    `load_into(model, optimizer)`, `evaluate(*batch)` and
    `predict(*inputs)`."""

    #: set by compile: the model and loss of the export, for evaluate
    _model: torch.nn.Module | None = None
    _loss_fn: LossFn | None = None
    _model_inputs: int = 1
    _eval_model: torch.nn.Module | None = None

    def evaluate(self, *batch: torch.Tensor) -> float:
        """The loss of the current parameters on this rank's rows of a
        batch, averaged over the ranks: the model's forward in eval mode,
        exported from the same model and compiled against the trainer's
        sharded state (each parameter gathered right before its use, no
        update), once per batch shape. Collective: every rank passes a batch
        of the same shapes."""
        if self._model is None:
            raise RuntimeError("evaluate needs the trainer of "
                               "fsdp_mlir.torch.compile")
        key = tuple((tuple(t.shape), str(t.dtype)) for t in batch)
        return float(self._compiled_forward(key, batch).run(*batch))

    def predict(self, *inputs: torch.Tensor) -> Any:
        """`model(*inputs)` on this rank's rows with the current parameters:
        the model's outputs (its tensors, in its structure: a tensor, a
        tuple, a dict, a transformers ModelOutput), from its forward in eval
        mode compiled against the trainer's sharded state as `evaluate`'s
        is (each parameter gathered before its use), once per input shape;
        an output that is no tensor (a cache object) is None.
        Collective: every rank passes inputs of the same shapes."""
        if self._model is None:
            raise RuntimeError("predict needs the trainer of "
                               "fsdp_mlir.torch.compile")
        key = ("outputs",) + tuple((tuple(t.shape), str(t.dtype))
                                   for t in inputs)
        forward = self._compiled_forward(key, inputs, outputs=True)
        return unflatten_outputs(forward.outputs, [
            torch.from_numpy(a) for a in forward.run(*inputs)])

    def _compiled_forward(self, key: Any, batch: Sequence[torch.Tensor],
                          outputs: bool = False) -> runner.Forward:
        """The forward step of `batch`'s shapes (`key`), exported and
        compiled the first time it is asked for."""
        step = self.train_step
        first = len(step.state) - step.num_replicated
        buffers = [n for n in step.state_names[first:]
                   if not n.startswith("rng.")]
        model, loss_fn, k = self._model, self._loss_fn, self._model_inputs
        grid = step.extra.get("grid_shape", step.grid)
        assert model is not None
        return self.forward(key, lambda: export_forward_step(
            model, loss_fn, batch, state_buffers=buffers, model_inputs=k,
            grid=grid, outputs=outputs))

    def evaluate_eager(self, *batch: torch.Tensor) -> float:
        """evaluate's loss from the model's eager forward (torch.no_grad,
        eval mode) on the gathered parameters: a whole copy of the model on
        each rank while it runs, for a forward `evaluate` cannot export.
        Collective."""
        if self._model is None:
            raise RuntimeError("evaluate needs the trainer of "
                               "fsdp_mlir.torch.compile")
        if self._eval_model is None:
            self._eval_model = copy.deepcopy(self._model)
        model = self._eval_model
        model.load_state_dict(self.state_dict(), strict=False)
        was_training = model.training
        model.eval()
        try:
            with torch.no_grad():
                k = self._model_inputs
                loss = (model(*batch) if self._loss_fn is None
                        else self._loss_fn(model(*batch[:k]), *batch[k:]))
        finally:
            model.train(was_training)
        mine = np.array([float(loss)], np.float64).view(np.int64)[0]
        every = np.array(self._runtime.all_gather(int(mine)), np.int64)
        return float(every.view(np.float64).mean())

    def _arrays(self) -> list[np.ndarray]:
        """The state as the export's arrays (bf16 back from its bits)."""
        return [a.view(v.dtype) if a.dtype != v.dtype else a
                for a, v in zip(self.state(), self.train_step.state)]

    def state_dict(self) -> dict[str, torch.Tensor]:
        """The trained parameters and the buffers the step updates, by
        their `model.state_dict()` names, as CPU tensors (full, on every
        rank; collective). Optimizer state is left out (load_into restores
        it)."""
        step = self.train_step
        split = step.num_state - step.num_replicated
        names = step.state_names
        keep = set(range(step.num_params)) | set(range(split, step.num_state))
        keep |= set(step.extra.get("frozen", ()))
        frozen = step.extra.get("num_frozen", 0)
        keep |= set(range(split - frozen, split))
        return {names[k]: torch.from_numpy(np.array(a))
                for k, a in enumerate(self._arrays())
                if k in keep and not names[k].startswith("rng.")}

    def load_into(self, model: torch.nn.Module,
                  optimizer: torch.optim.Optimizer) -> list[str]:
        """Writes the trained state into `model` and `optimizer` (in place,
        all or nothing), as `load_checkpoint` does from a checkpoint; returns
        the state with no place in the model (dropout's `rng.<k>`).
        Collective."""
        return load_state(model, optimizer, self.train_step.state_names,
                          self._arrays(), "the trainer's state")


def compile(model: torch.nn.Module, loss_fn: LossFn | None,
            optimizer: torch.optim.Optimizer,
            example_batch: Sequence[torch.Tensor], *,
            lr_scheduler: torch.optim.lr_scheduler.LRScheduler | None = None,
            strategy: str = "full-shard", microbatches: int = 1,
            memory_limit: str | int | None = None,
            clip_grad_norm: float | None = None, model_inputs: int = 1,
            unused_parameters: str = "warn",
            pipeline_options: Sequence[str] = (),
            deterministic: bool | None = None,
            timeout: float | None = None,
            ranks_per_host: int | None = None) -> Trainer:
    """Exports one training step of `model` (see export_train_step for
    `loss_fn`, `example_batch` -- one rank's batch --, `optimizer`,
    `lr_scheduler`, `microbatches`, `clip_grad_norm`, `model_inputs` and
    `unused_parameters`) for the ranks of this job, shards it (`strategy`:
    full-shard, shard-grad-op, no-shard or hybrid; `memory_limit`: bytes a
    rank may hold, "2G", met by recomputing activations; any other
    `pipeline_options` of fsdp-opt --fsdp-pipeline as "name=value"),
    compiles it once for the job and returns the Trainer, holding the
    model's and the optimizer's current values as its state. The model and
    the optimizer are not changed (load_into writes the result back).
    `deterministic`: collectives of a fixed summation order; `timeout`:
    seconds a collective waits for its peers; `ranks_per_host`: hybrid's
    hosts (runner.grid_for: by default the launcher's count of a node's
    ranks). Collective."""
    rt = runner.runtime(deterministic=deterministic, timeout=timeout)
    grid = runner.grid_for(strategy, rt.size, ranks_per_host)
    step: TrainStep = runner.export_once(
        rt, lambda: export_train_step(
            model, loss_fn, example_batch, optimizer, grid=grid,
            clip_grad_norm=clip_grad_norm, model_inputs=model_inputs,
            lr_scheduler=lr_scheduler, microbatches=microbatches,
            unused_parameters=unused_parameters),
        lambda sent: schedule_for(model, optimizer, lr_scheduler, sent))
    trainer = runner.compile_step(step, strategy, memory_limit,
                                  pipeline_options, rt, cls=Trainer)
    assert isinstance(trainer, Trainer)
    trainer._model, trainer._loss_fn = model, loss_fn
    trainer._model_inputs = model_inputs
    return trainer


__all__ = ["compile", "Trainer"]
