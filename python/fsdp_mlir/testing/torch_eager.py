"""The framework's own eager training loop (`eager_train`): the reference
the tests and examples hold fsdp-run's PyTorch steps to, in the export's
state layout.
"""

from __future__ import annotations

import copy
import warnings
from collections.abc import Iterable, Sequence
from typing import Any, cast

import numpy as np
import torch

from ..torch import optim
from ..torch.export import _split_unused
from ..torch.tracing import LossFn, _named_parameters

_LRScheduler = torch.optim.lr_scheduler.LRScheduler


def clone_optimizer(optimizer: torch.optim.Optimizer,
                    old_params: Sequence[torch.Tensor],
                    new_params: Sequence[torch.Tensor]) -> torch.optim.Optimizer:
    """An optimizer of the same class and hyperparameters on `new_params`
    (matched to `old_params` by position), with a copy of its state."""
    index = {id(p): i for i, p in enumerate(old_params)}
    groups = []
    for g in optimizer.param_groups:
        ng = {k: v for k, v in g.items() if k != "params"}
        ng["params"] = [new_params[index[id(p)]] for p in g["params"]]
        groups.append(ng)
    # A torch.optim class: its `defaults` are keyword arguments.
    clone = type(optimizer)(groups)  # type: ignore[call-arg]
    clone.load_state_dict(copy.deepcopy(optimizer.state_dict()))
    return clone


def in_float64(model: torch.nn.Module, optimizer: torch.optim.Optimizer
               ) -> tuple[torch.nn.Module, torch.optim.Optimizer]:
    """Copies of `model` (its floating-point parameters and buffers in
    float64) and of `optimizer` on the copy's parameters: the float64 run
    that f32 results are measured against."""
    model64 = copy.deepcopy(model).double()
    return model64, clone_optimizer(optimizer, list(model.parameters()),
                                    list(model64.parameters()))


def batches_in_float64(batches: Iterable[Sequence[Any]]
                       ) -> list[tuple[Any, ...]]:
    """`batches` with their floating-point tensors in float64 (token ids,
    labels and other integer tensors as they are)."""
    return [tuple(t.double() if isinstance(t, torch.Tensor) and
                  t.is_floating_point() else t for t in batch)
            for batch in batches]


class _Writes(torch.utils._python_dispatch.TorchDispatchMode):
    """Records the storages that ATen ops write in place, by their schemas'
    alias annotations: which buffers a forward writes."""

    def __init__(self) -> None:
        super().__init__()
        self.ptrs: set[int] = set()

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (),
                           kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        for i, a in enumerate(func._schema.arguments):
            if a.alias_info is not None and a.alias_info.is_write:
                value = (args[i] if i < len(args) else kwargs.get(a.name))
                if isinstance(value, torch.Tensor):
                    self.ptrs.add(value.untyped_storage().data_ptr())
        return func(*args, **kwargs)


def _running_statistics(model: torch.nn.Module) -> list[set[int]]:
    """The ids of the running statistics of each normalisation layer of
    `model` (BatchNorm, InstanceNorm, SyncBatchNorm) that updates them in
    training: a layer that runs writes all of them."""
    return [{id(b) for b in module.buffers(recurse=False)}
            for module in model.modules()
            if isinstance(module, torch.nn.modules.batchnorm._NormBase) and
            module.training and module.track_running_stats]


def eager_train(model: torch.nn.Module, loss_fn: LossFn | None,
                optimizer: torch.optim.Optimizer,
                batches: Iterable[Sequence[Any]],
                clip_grad_norm: float | None = None, model_inputs: int = 1,
                ranks: int = 1,
                lr_scheduler: torch.optim.lr_scheduler.LRScheduler
                | None = None) -> EagerRun:
    """Trains copies of `model` and `optimizer` eagerly, one step per global
    batch of `batches`: `zero_grad`, `backward`, `clip_grad_norm_`, `step`.

    `ranks` > 1 runs what PyTorch DDP (`broadcast_buffers=True`) computes on
    that many processes, in this one: each rank's rows (the batch split in
    `ranks` equal parts) go forward and backward from the same buffers, the
    gradients are averaged, and the buffers the forward writes (BatchNorm's
    running statistics) continue from rank 0's. A model whose forward depends
    on the batch as a whole (BatchNorm's batch statistics) differs from one
    process on the global batch; others only by rounding.

    `lr_scheduler` (on `optimizer`): a copy of it steps after every
    optimizer step, as a training loop does.

    A parameter the loss does not depend on gets no gradient, so the
    optimizer leaves it (weight decay included); it is found in the first
    step and placed as the export places it, after the frozen parameters.

    Returns an EagerRun: the losses, the final state in the export's argument
    layout (parameters, optimizer state, frozen parameters, written buffers)
    and the gradients of every step (before clipping), as numpy arrays."""
    names, _ = _named_parameters(model)
    old_all = list(model.parameters())
    model = copy.deepcopy(model)
    _, params = _named_parameters(model)
    # The optimizer may hold the frozen parameters too (built on
    # model.parameters()); it leaves them alone, as they get no gradient.
    opt = clone_optimizer(optimizer, old_all, list(model.parameters()))
    sched = (copy.deepcopy(lr_scheduler, {id(optimizer): opt})
             if lr_scheduler is not None else None)
    spec = optim.spec_for(opt, params)
    buffers = dict(model.named_buffers())
    statistics = _running_statistics(model)
    written: Any = None  # the names of the written buffers, from step 1 on
    unused: Any = None  # the parameters without a gradient, from step 1 on
    losses: list[float] = []
    grads: list[list[np.ndarray]] = []
    for batch in batches:
        batch = [torch.as_tensor(np.asarray(t)) for t in batch]
        start = {n: b.detach().clone() for n, b in buffers.items()}
        rows = batch[0].shape[0] // ranks
        rank_grads: list[list[torch.Tensor | None]] = []
        rank_losses: list[torch.Tensor] = []
        first: Any = None
        for r in range(ranks):
            part = [t[r * rows:(r + 1) * rows] for t in batch]
            with torch.no_grad():
                for n, b in buffers.items():
                    b.copy_(start[n])
            opt.zero_grad()
            with _Writes() as writes:
                if loss_fn is None:
                    loss = model(*part)
                else:
                    loss = loss_fn(model(*part[:model_inputs]),
                                   *part[model_inputs:])
            loss.backward()
            # None: a parameter the loss does not depend on.
            rank_grads.append([p.grad.detach().clone()
                               if p.grad is not None else None
                               for p in params])
            rank_losses.append(loss.detach())
            if written is None:
                # The buffers the forward writes, by their schemas' alias
                # annotations, and any changed value (native_batch_norm's
                # schema does not mark its running statistics written). A
                # normalisation layer that ran writes all its statistics,
                # the same bits too where a batch's equals the old one.
                found = {id(b) for n, b in buffers.items()
                         if b.untyped_storage().data_ptr() in writes.ptrs or
                         not torch.equal(b, start[n])}
                for layer in statistics:
                    if layer & found:  # it ran (num_batches_tracked)
                        found |= layer
                written = [n for n, b in buffers.items() if id(b) in found]
            if r == 0:
                first = {n: b.detach().clone() for n, b in buffers.items()}
        with torch.no_grad():
            for n, b in buffers.items():
                b.copy_(first[n])
            for i, p in enumerate(params):
                got = [t for t in (g[i] for g in rank_grads)
                       if t is not None]
                if not got:
                    p.grad = None  # the optimizer leaves it, as eager does
                    continue
                # DDP (find_unused_parameters) counts a rank without one as
                # a zero gradient.
                total = got[0]
                for t in got[1:]:
                    total = total + t
                p.grad = total / ranks if ranks > 1 else total
        if unused is None:
            unused = [n for n, p in zip(names, params) if p.grad is None]
        grads.append([cast(torch.Tensor, p.grad).detach().numpy().copy()
                      for n, p in zip(names, params) if n not in unused])
        if clip_grad_norm is not None:
            torch.nn.utils.clip_grad_norm_(params, clip_grad_norm)
        opt.step()
        if sched is not None:
            with warnings.catch_warnings():
                # The copy's optimizer.step is not the one it wrapped.
                warnings.simplefilter("ignore")
                sched.step()
        loss = rank_losses[0]
        for other in rank_losses[1:]:
            loss = loss + other
        losses.append(float(loss / ranks if ranks > 1 else loss))
    # The export's layout: parameters the loss does not depend on (no
    # gradient in the first step) follow the frozen ones.
    names, params, _, frozen = _split_unused(model, unused or [])
    spec = optim.spec_for(opt, params)
    state = [p.detach().clone() for p in params]
    for row in spec.eager_state(opt, params):
        state.extend(row)
    state.extend(p.detach().clone() for p in frozen)
    state.extend(buffers[n].detach().clone() for n in written)
    # Which state tensor belongs to which parameter: parameter i, then its
    # optimizer state kind by kind; frozen parameters and buffers belong to
    # none (they have no gradient).
    owner: list[int | None] = (
        [*range(len(params))] * (1 + len(spec.state_kinds)) +
        [None] * (len(frozen) + len(written)))
    return EagerRun(losses, [t.numpy() for t in state], grads, owner)


class EagerRun:
    """A framework's own training run: `losses` per step, final `state` (the
    export's argument layout), `grads[k][i]` the gradient of parameter `i` in
    step `k`, `owner[j]` the parameter state argument `j` belongs to (None
    for state of no particular parameter, like a shared step count)."""

    def __init__(self, losses: list[float], state: list[np.ndarray],
                 grads: list[list[np.ndarray]],
                 owner: list[int | None]) -> None:
        self.losses = losses
        self.state = state
        self.grads = grads
        self.owner = owner
