"""PyTorch training steps in the fsdp-mlir input contract.

The step is traced in two pieces and joined in MLIR:

* forward and backward: AOT autograd's joint graph of the loss
  (`aot_export_module(..., trace_joint=True)`), the graph `torch.compile`
  trains with: functionalized (no in-place or view ops left, a buffer the
  forward writes -- BatchNorm's running statistics -- is an output), with
  the core ATen decompositions plus those of `decompositions.py`, traced
  with the backends that have decompositions (SDPA's math form, RNNs without
  oneDNN, grouped convolutions as im2col; `trace_backends`);
* update: the optimizer's own torch.optim kernel under
  `torch.func.functionalize`, after `clip_grad_norm` if asked
  (`optim.py`), traced once per kind of parameter and copied for each
  (`update.py`).

torch-mlir lowers both to linalg on tensors (its `tm_tensor` scatters and
scans rewritten into upstream loops, `tm_tensor.py`); `train_step` calls the
gradient function, all-reduces every gradient and the loss over
`shard.grid @dp` (average: each rank's loss is the mean over its rows),
calls the update, and the two calls are inlined. Buffers the forward writes
are state the step updates, with PyTorch DDP's default semantics
(`broadcast_buffers=True`: every rank starts each step from rank 0's
buffers, so the step's new value is rank 0's); buffers it only reads are
constants.
"""

from __future__ import annotations

import copy
import math
import warnings
from collections.abc import Iterable, Sequence
from typing import Any, cast

import numpy as np
import numpy.typing as npt
import torch
from torch_mlir import ir

from .. import contract
from ..step import Schedule, TrainStep, microbatch_rows
from . import decompositions, meta_init, optim, update
from .lowering import _callers, _lower
from .tracing import (
    UNUSED_PARAMETERS,
    LossFn,
    _frozen_parameters,
    _Joint,
    _named_parameters,
)

_LRScheduler = torch.optim.lr_scheduler.LRScheduler


def clip_gradients(grads: Sequence[torch.Tensor], max_norm: float,
                   norm_type: float = 2.0) -> list[torch.Tensor]:
    """`torch.nn.utils.clip_grad_norm_` on a list of gradient values: the
    total norm by torch's own `get_total_norm`, then torch's scaling
    (`max_norm / (norm + 1e-6)`, clamped to 1, see `_clip_grads_with_norm_`),
    which needs `.grad` attributes and is therefore restated here."""
    total = torch.nn.utils.get_total_norm(grads, norm_type, foreach=False)
    coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    return [g * coef for g in grads]


def _fresh(tensors: Iterable[torch.Tensor]) -> list[torch.Tensor]:
    # make_fx turns two arguments that are one tensor object into one graph
    # input, silently: every example argument must be its own tensor.
    return [t.detach().clone() for t in tensors]


def export_train_step(model: torch.nn.Module, loss_fn: LossFn | None,
                      example_batch: Sequence[torch.Tensor],
                      optimizer: torch.optim.Optimizer,
                      grid: int | Sequence[int] = 1,
                      clip_grad_norm: float | None = None,
                      model_inputs: int = 1, collective: str = "fsdp",
                      func_name: str = "train_step",
                      lr_scheduler: torch.optim.lr_scheduler.LRScheduler
                      | None = None, microbatches: int = 1,
                      unused_parameters: str = "warn") -> TrainStep:
    """Exports one data-parallel training step of `model` as MLIR text.

    model:          a torch.nn.Module: its parameters with requires_grad are
                    trained, the others are frozen state (no optimizer, no
                    reduction); buffers its forward writes (BatchNorm's
                    running statistics) are state with DDP's
                    broadcast_buffers semantics, the others constants.
    loss_fn:        `loss_fn(model(*batch[:model_inputs]), *batch[model_inputs:])`
                    is the scalar loss, a mean over the rank's rows; None when
                    `model(*batch)` returns the loss itself.
    example_batch:  a tuple of tensors: one rank's batch (the step's shapes).
    optimizer:      a torch.optim.SGD (momentum, weight decay, nesterov),
                    Adam or AdamW built on model.parameters(); its
                    hyperparameters are baked into the step (but see
                    lr_scheduler), its current state (if it has stepped) is
                    the initial state.
    lr_scheduler:   a torch.optim.lr_scheduler on `optimizer` (any: LambdaLR,
                    SequentialLR, OneCycleLR with cycle_momentum, ...), or
                    None. With one, the hyperparameters a scheduler changes
                    (each parameter group's lr; SGD's momentum or Adam's
                    first beta) are inputs of the step, after the batch,
                    marked `{fsdp.hyperparameter = "<name>"}`; the TrainStep
                    computes their value for every step from a copy of the
                    scheduler (`TrainStep.save_hyperparameters`), so a new
                    schedule never needs a new step.
    grid:           ranks of `shard.grid @dp` the step is synchronised over,
                    or its shape (hosts, ranks per host) for hybrid sharding
                    (`fsdp-pipeline=strategy=hybrid` shards over the last
                    axis and replicates over the first); the collectives
                    span every axis.
    microbatches:   K > 1 accumulates the gradients of each rank's batch over
                    K microbatches of its B rows (B/K each, B divisible by K,
                    every batch tensor with B rows): the step is traced for
                    B/K rows and marked `{fsdp.microbatches = K}`;
                    `fsdp-opt --fsdp-pipeline` (with `gradient-sync=`) makes
                    it the step of all B rows, the loss and gradients means
                    over them as eager computes them on the whole batch.
    clip_grad_norm: max_norm of `torch.nn.utils.clip_grad_norm_` (2-norm),
                    applied to the averaged gradients, or None.
    collective:     "fsdp" (fsdp.all_reduce) or "shard" (upstream
                    shard.all_reduce).
    unused_parameters: what to do with parameters that require a gradient
                    but that the loss does not depend on (an unused head, a
                    pooler, a layer the config skips): "warn" (a warning
                    naming them) or "ignore" train without them as eager
                    PyTorch does -- no gradient, so the optimizer leaves
                    them, weight decay included -- holding them as state the
                    step returns unchanged (sharded 1/N by fsdp-pipeline, no
                    optimizer state, among the frozen parameters); "error"
                    refuses them, as DDP's find_unused_parameters=False does.

    Returns a TrainStep: state arguments are the trained parameters
    (`model.named_parameters()` order), the optimizer state kind by kind (see
    optim.py), the frozen parameters (and those the loss does not depend
    on), the written buffers and the seed of random ops (`rng.<k>`,
    dropout); then the batch tensors, then the hyperparameters. Raises
    NotImplementedError naming the op, the module and the stage for what
    torch-mlir cannot lower, ValueError for a non-scalar loss or (with
    unused_parameters="error") a trained parameter the loss does not depend
    on.
    """
    shape = contract.grid_shape(grid)
    if collective not in contract.COLLECTIVES:
        raise ValueError("collective must be one of %s" % (contract.COLLECTIVES,))
    if unused_parameters not in UNUSED_PARAMETERS:
        raise ValueError("unused_parameters must be one of %s" %
                         (UNUSED_PARAMETERS,))
    if not isinstance(example_batch, (tuple, list)) or not all(
            isinstance(t, torch.Tensor) for t in example_batch):
        raise TypeError("example_batch must be a tuple of tensors")
    names, live_params = _named_parameters(model)
    if not names:
        raise ValueError("the model has no parameter with requires_grad: "
                         "there is nothing to train")
    frozen_names, frozen_live = _frozen_parameters(model)
    spec = optim.spec_for(optimizer, live_params)
    rows = microbatch_rows([t.shape[0] if t.dim() else None
                            for t in example_batch], microbatches)
    batch = [t[:r] if microbatches > 1 else t
             for t, r in zip(_fresh(example_batch), rows)]
    recipes, values = _recipes(model, names + frozen_names,
                               live_params + frozen_live)
    traced_names = names

    def trace_joint(record_stack_traces: bool,
                    unused: str = unused_parameters) -> _Joint:
        with meta_init.materialized(model) as fake:
            return _Joint(model, loss_fn, model_inputs, batch, traced_names,
                          fake, unused, record_stack_traces)

    # Without stack traces (the ops' locations): only a failed lowering's
    # error reads them, and it traces again with them.
    joint = trace_joint(False)
    _check_loss(joint.loss)
    if joint.unused:
        # Trained parameters the loss does not depend on are state the step
        # returns unchanged, after the frozen ones (named_parameters order).
        names, live_params, frozen_names, frozen_live = _split_unused(
            model, joint.unused)
        spec = optim.spec_for(optimizer, live_params)
    params = [values.get(n, t) for n, t in zip(names, _fresh(live_params))]
    frozen = [values.get(n, t)
              for n, t in zip(frozen_names, _fresh(frozen_live))]
    # (new tensors, each its own: see _fresh)
    state = _initial_state(spec, optimizer, live_params)
    flat_state = [t for row in state for t in row]
    buffers = joint.buffer_values
    num_params, num_opt = len(params), len(params) + len(flat_state)
    # A meta tensor's initial value: its parameter's recipe; the optimizer
    # state of one starts at zero.
    owners = names + [None] * len(flat_state) + frozen_names
    init = {i: recipes[n] if n else [{"op": "fill", "value": 0.0}]
            for i, (n, t) in enumerate(zip(owners, params + flat_state +
                                           frozen)) if t.is_meta}

    entries = spec.hyperparameters() if lr_scheduler is not None else []
    if lr_scheduler is not None and lr_scheduler.optimizer is not optimizer:
        raise ValueError("lr_scheduler schedules another optimizer")
    if lr_scheduler is not None:
        spec.check_scheduler(lr_scheduler, type(optimizer).__name__)

    example_hyper = [torch.tensor(spec.hyperparameter_value(optimizer, e),
                                  dtype=torch.float64) for e in entries]
    update_gm = update.trace_update(
        spec, entries, params, state,
        [torch.empty_like(t, device="cpu") for t in params], example_hyper,
        (None if clip_grad_norm is None else
         lambda grads: clip_gradients(grads, clip_grad_norm)),
        decompositions.decomposition_table())

    locate = _callers(model, loss_fn, model_inputs, batch)
    try:
        grads_text, rng = _lower(joint.gm, "grads", locate)
    except NotImplementedError:
        # Its error names the ops at its diagnostics' locations.
        _lower(trace_joint(True, "ignore").gm, "grads", locate)
        raise
    update_text, update_rng = _lower(update_gm, "update")
    assert not update_rng
    # Where each input parameter of the joint graph is among the state:
    # trained ones first, then the optimizer state, then the frozen ones.
    position = {n: i for i, n in enumerate(names)}
    position.update({n: num_opt + i for i, n in enumerate(frozen_names)})
    text = _join(grads_text, update_text, num_params, num_opt,
                 [position[n] for n in joint.param_names], len(buffers),
                 len(rng), len(batch), shape, collective, func_name,
                 [e[0] for e in entries], microbatches)
    rng_tensors = [torch.from_numpy(v) for v in rng]
    kinds = list(spec.state_kinds)
    return TrainStep(
        mlir=text,
        state=[_stand_in(t) if t.is_meta else t.numpy()
               for t in params + flat_state + frozen + buffers + rng_tensors],
        init=init,
        state_names=(names + ["%s.%s" % (k, n) for k in kinds for n in names]
                     + frozen_names + joint.buffers +
                     ["rng.%d" % k for k in range(len(rng_tensors))]),
        input_names=["batch%d" % j for j in range(len(batch))],
        input_shapes=[tuple(t.shape) for t in example_batch],
        input_dtypes=[str(t.numpy().dtype) for t in batch],
        hyperparameter_names=[e[0] for e in entries],
        schedule=(_schedule(optimizer, cast(_LRScheduler, lr_scheduler), spec,
                            entries)
                  if entries else None),
        grid=math.prod(shape), framework="torch", num_params=num_params,
        num_replicated=len(buffers) + len(rng_tensors),
        extra={"optimizer": type(optimizer).__name__,
               "clip_grad_norm": clip_grad_norm,
               "num_frozen": len(frozen),
               **({"grid_shape": shape} if len(shape) > 1 else {}),
               **({"unused": list(joint.unused)} if joint.unused else {}),
               **({"microbatches": microbatches} if microbatches > 1 else {})})


def schedule_for(model: torch.nn.Module, optimizer: torch.optim.Optimizer,
                 lr_scheduler: torch.optim.lr_scheduler.LRScheduler | None,
                 step: TrainStep) -> Schedule | None:
    """The schedule `export_train_step` gives `step` (exported from `model`,
    `optimizer` and `lr_scheduler`), made again without tracing: for a
    TrainStep another process exported and sent (a schedule is code over
    copies of the optimizer and scheduler, which do not travel)."""
    if lr_scheduler is None or not step.hyperparameter_names:
        return None
    unused = step.extra.get("unused")
    live = (_split_unused(model, unused)[1] if unused
            else _named_parameters(model)[1])
    spec = optim.spec_for(optimizer, live)
    return _schedule(optimizer, lr_scheduler, spec,
                     spec.hyperparameters())


def _split_unused(model: torch.nn.Module, unused: Sequence[str]
                  ) -> tuple[list[str], list[torch.nn.Parameter],
                             list[str], list[torch.nn.Parameter]]:
    """(names, tensors) of the trained parameters less `unused`, and of the
    frozen parameters followed by `unused` (each in `named_parameters()`
    order): the state layout of a step with unused parameters."""
    names, params = _named_parameters(model)
    frozen_names, frozen = _frozen_parameters(model)
    skip = set(unused)
    return ([n for n in names if n not in skip],
            [p for n, p in zip(names, params) if n not in skip],
            frozen_names + [n for n in names if n in skip],
            frozen + [p for n, p in zip(names, params) if n in skip])


def _recipes(model: torch.nn.Module, names: list[str],
             params: Sequence[torch.Tensor]
             ) -> tuple[dict[str, list[meta_init.Step]],
                        dict[str, torch.Tensor]]:
    """The init.json recipes of the meta parameters among `params`, and the
    values of those created from non-constant values; the model's buffers
    must be real (`meta_init.init_empty` keeps them so)."""
    for n, b in model.named_buffers():
        if b.is_meta:
            raise NotImplementedError(
                "buffer %r is on the meta device: its values are lost. Build "
                "the model inside fsdp_mlir.torch.init_empty(), which puts "
                "only the parameters there" % n)
    recipes, values = {}, {}
    for n, p in zip(names, params):
        if not p.is_meta:
            continue
        recipe = meta_init.recipe_of(n, p)
        if recipe.values is not None:
            values[n] = recipe.values.clone()
        else:
            recipes[n] = meta_init.json_steps(recipe)
    return recipes, values


def _stand_in(t: torch.Tensor) -> np.ndarray:
    """A read-only array of `t`'s shape and dtype that holds no memory."""
    dtype = torch.empty(0, dtype=t.dtype).numpy().dtype
    return np.broadcast_to(np.zeros((), dtype), tuple(t.shape))


def _schedule(optimizer: torch.optim.Optimizer,
              lr_scheduler: torch.optim.lr_scheduler.LRScheduler,
              spec: optim.OptimizerSpec,
              entries: Sequence[tuple[Any, ...]]) -> Schedule:
    """values(first, count) -> float64 array [count, len(entries)]: the
    hyperparameters of steps first..first+count-1 (0-based), from copies of
    the optimizer and scheduler stepped as a training loop does
    (`optimizer.step()`, then `lr_scheduler.step()`): step k runs with the
    values after k scheduler steps. The user's objects are not touched."""
    def values(first: int, count: int) -> npt.NDArray[np.float64]:
        # One deepcopy of both: the scheduler's references to the optimizer
        # (SequentialLR's children too) follow to the copy; the parameters
        # are not copied.
        memo = {id(p): p for g in optimizer.param_groups for p in g["params"]}
        opt, sched = copy.deepcopy((optimizer, lr_scheduler), memo)
        out = np.zeros((count, len(entries)), np.float64)
        with warnings.catch_warnings():
            # "lr_scheduler.step() before optimizer.step()": no optimizer
            # step is taken here.
            warnings.simplefilter("ignore")
            for k in range(first + count):
                if k >= first:
                    out[k - first] = [spec.hyperparameter_value(opt, e)
                                      for e in entries]
                sched.step()
        return out

    return values


def _initial_state(spec: optim.OptimizerSpec, optimizer: torch.optim.Optimizer,
                   params: Sequence[torch.Tensor]) -> list[list[torch.Tensor]]:
    """The optimizer's state if it has stepped, zeros (torch.optim's lazy
    initial state) otherwise."""
    fresh = spec.initial_state(params)
    for k, kind in enumerate(spec.state_kinds):
        for i, p in enumerate(params):
            s = optimizer.state.get(p, {})
            if kind in s and s[kind] is not None:
                fresh[k][i] = spec.from_optimizer(kind,
                                                  s[kind].detach().clone())
    return fresh


def _check_loss(loss: torch.Tensor) -> torch.Tensor:
    if loss.dim() != 0 or not loss.dtype.is_floating_point:
        raise ValueError("the loss must be a floating-point scalar, got %s %s"
                         % (loss.dtype, tuple(loss.shape)))
    return loss


def _join(grads_text: str, update_text: str, num_params: int, num_opt: int,
          param_args: Sequence[int], num_buffers: int, num_rng: int,
          num_inputs: int, grid: Sequence[int], collective: str,
          func_name: str,
          hyperparameters: Sequence[str] = (), microbatches: int = 1) -> str:
    """`func_name(params..., optimizer state..., frozen params...,
    buffers..., rng..., batch...)`: calls `grads(every param...,
    buffers..., batch..., rng...)` (parameter `k` of `grads` is state
    argument `param_args[k]`), all-reduces the gradients and the loss, takes
    rank 0's new buffers (the random-number state is the same on every rank),
    calls `update(params..., optimizer state..., grads...,
    hyperparameters...)`, returns the frozen parameters unchanged and
    inlines both calls. The hyperparameters (their names) are the step's
    last arguments, after the batch."""
    num_frozen = len(param_args) - num_params
    num_fixed = num_opt + num_frozen
    num_state = num_fixed + num_buffers + num_rng
    with contract.new_context(), ir.Location.unknown():
        module = ir.Module.parse(grads_text)
        # Kept alive while its ops move: freeing a module whose ops were
        # just detached corrupts the heap in these bindings.
        update_module = ir.Module.parse(update_text)
        for op in list(update_module.body.operations):
            op.detach_from_parent()
            module.body.append(op)
        funcs = contract.functions(module)
        grads_f, update_f = funcs["grads"], funcs["update"]
        for f in (grads_f, update_f):
            f.attributes["sym_visibility"] = ir.StringAttr.get("private")
        gty, uty = contract.function_type(grads_f), contract.function_type(
            update_f)
        gin = list(gty.inputs)
        num_joint_params = len(param_args)
        frozen_types: list[ir.Type] = [None] * num_frozen
        for k, a in enumerate(param_args):
            if a >= num_opt:
                frozen_types[a - num_opt] = gin[k]
        first_input = num_joint_params + num_buffers
        buffer_types = gin[num_joint_params:first_input]
        input_types = gin[first_input:first_input + num_inputs]
        rng_types = gin[first_input + num_inputs:]
        assert len(rng_types) == num_rng
        state_types = (list(uty.inputs[:num_opt]) + frozen_types +
                       buffer_types + rng_types)
        loss_index = num_params + num_buffers
        result_types = (list(uty.results) + frozen_types + buffer_types +
                        rng_types + [gty.results[loss_index]])
        hyper_types = list(uty.inputs[num_opt + num_params:])
        assert len(hyper_types) == len(hyperparameters)
        ftype = ir.FunctionType.get(state_types + input_types + hyper_types,
                                    result_types)
        func, ip, args = contract.new_function(module, func_name, ftype)
        frozen = args[num_opt:num_fixed]
        buffers = args[num_fixed:num_fixed + num_buffers]
        rng = args[num_fixed + num_buffers:num_state]
        batch = args[num_state:num_state + num_inputs]
        hyper = args[num_state + num_inputs:]
        results = list(contract.call(
            "grads", [args[a] for a in param_args] + buffers + batch + rng,
            gty.results, ip))
        axes = len(grid)
        grads = [contract.all_reduce(v, "avg", collective, ip,
                                     grid_axes=axes)
                 for v in results[:num_params]]
        new_buffers = [
            contract.from_first_rank(module, v, ip, math.prod(grid),
                                     "__buffer%d" % k)
            for k, v in enumerate(results[num_params:loss_index])]
        loss = contract.all_reduce(results[loss_index], "avg", collective, ip,
                                   grid_axes=axes)
        new_rng = results[loss_index + 1:]
        updated = contract.call("update", args[:num_opt] + grads + hyper,
                                uty.results, ip)
        ir.Operation.create("func.return",
                            operands=list(updated) + frozen +
                            new_buffers + new_rng + [loss], ip=ip)
        contract.set_step_attributes(
            func, num_args=len(ftype.inputs), state_args=range(num_state),
            updates={i: i for i in range(num_state)},
            loss_result=num_state, num_results=num_state + 1,
            hyperparameters={num_state + num_inputs + k: name
                             for k, name in enumerate(hyperparameters)},
            microbatches=microbatches)
        # The grid first: shard.all_reduce verifies that it exists.
        contract.add_grid(module, grid)
        contract.run_passes(module, "inline,symbol-dce,canonicalize,cse")
        contract.check_upstream(module, contract.UPSTREAM_DIALECTS)
        module.operation.verify()
        return str(module)
