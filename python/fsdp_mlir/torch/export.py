"""PyTorch training steps in the fsdp-mlir input contract.

The step is traced in two pieces and joined in MLIR:

* gradients: `torch.func.grad_and_value` of the loss of
  `torch.func.functional_call(model, params, inputs)`, traced by `make_fx`
  with the core ATen decompositions (plus the scatter-free ones of
  `decompositions.py`);
* update: the optimizer's own torch.optim kernel under
  `torch.func.functionalize`, after `clip_grad_norm` if asked
  (`optim.py`).

torch-mlir lowers both to linalg on tensors; `train_step` calls the gradient
function, all-reduces every gradient and the loss over `shard.grid @dp`
(average: each rank's loss is the mean over its rows), calls the update, and
the two calls are inlined.
"""

import copy

import numpy as np
import torch
from torch.fx.experimental.proxy_tensor import make_fx

from .. import contract
from ..step import TrainStep
from . import decompositions, optim
from torch_mlir import fx as torch_mlir_fx
from torch_mlir import ir


def _named_parameters(model):
    named = list(model.named_parameters())
    frozen = [n for n, p in named if not p.requires_grad]
    if frozen:
        raise NotImplementedError(
            "parameters without requires_grad are not supported: %s" %
            ", ".join(frozen))
    return [n for n, _ in named], [p for _, p in named]


def _loss_closure(model, loss_fn, names, model_inputs):
    """loss(params, batch): the model's loss as a function of its parameters."""

    def loss(params, batch):
        inputs = batch if loss_fn is None else batch[:model_inputs]
        out = torch.func.functional_call(model, dict(zip(names, params)),
                                         tuple(inputs))
        if loss_fn is None:
            return out
        return loss_fn(out, *batch[model_inputs:])

    return loss


def clip_gradients(grads, max_norm, norm_type=2.0):
    """`torch.nn.utils.clip_grad_norm_` on a list of gradient values: the
    total norm by torch's own `get_total_norm`, then torch's scaling
    (`max_norm / (norm + 1e-6)`, clamped to 1, see `_clip_grads_with_norm_`),
    which needs `.grad` attributes and is therefore restated here."""
    total = torch.nn.utils.get_total_norm(grads, norm_type, foreach=False)
    coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    return [g * coef for g in grads]


def _lower(gm, name):
    """torch-mlir's linalg-on-tensors lowering of a traced graph, as text."""
    return str(torch_mlir_fx.stateless_fx_import(
        gm, output_type="linalg-on-tensors", model_name=name))


def _fresh(tensors):
    # make_fx turns two arguments that are one tensor object into one graph
    # input, silently: every example argument must be its own tensor.
    return [t.detach().clone() for t in tensors]


def export_train_step(model, loss_fn, example_batch, optimizer, grid=1,
                      clip_grad_norm=None, model_inputs=1, collective="fsdp",
                      func_name="train_step"):
    """Exports one data-parallel training step of `model` as MLIR text.

    model:          a torch.nn.Module (its parameters are the trained state;
                    buffers become constants).
    loss_fn:        `loss_fn(model(*batch[:model_inputs]), *batch[model_inputs:])`
                    is the scalar loss, a mean over the rank's rows; None when
                    `model(*batch)` returns the loss itself.
    example_batch:  a tuple of tensors: one rank's batch (the step's shapes).
    optimizer:      a torch.optim.SGD (momentum, weight decay, nesterov),
                    Adam or AdamW built on model.parameters(); its
                    hyperparameters are baked into the step, its current state
                    (if it has stepped) is the initial state.
    grid:           ranks of `shard.grid @dp` the step is synchronised over.
    clip_grad_norm: max_norm of `torch.nn.utils.clip_grad_norm_` (2-norm),
                    applied to the averaged gradients, or None.
    collective:     "fsdp" (fsdp.all_reduce) or "shard" (upstream
                    shard.all_reduce).

    Returns a TrainStep: state arguments are the parameters
    (`model.named_parameters()` order), then the optimizer state kind by kind
    (see optim.py), then the batch tensors.
    """
    if collective not in contract.COLLECTIVES:
        raise ValueError("collective must be one of %s" % (contract.COLLECTIVES,))
    if not isinstance(example_batch, (tuple, list)) or not all(
            isinstance(t, torch.Tensor) for t in example_batch):
        raise TypeError("example_batch must be a tuple of tensors")
    names, live_params = _named_parameters(model)
    spec = optim.spec_for(optimizer, live_params)
    params = _fresh(live_params)
    batch = _fresh(example_batch)
    state = [_fresh(row) for row in _initial_state(spec, optimizer,
                                                   live_params)]
    flat_state = [t for row in state for t in row]
    num_params, num_state = len(params), len(params) + len(flat_state)
    loss_of = _loss_closure(model, loss_fn, names, model_inputs)

    def grads_fn(*args):
        grads, loss = torch.func.grad_and_value(loss_of)(
            tuple(args[:num_params]), args[num_params:])
        return (*grads, loss)

    def update_fn(*args):
        ps = list(args[:num_params])
        flat = list(args[num_params:num_state])
        grads = list(args[num_state:])
        rows = [flat[k * num_params:(k + 1) * num_params]
                for k in range(len(state))]
        if clip_grad_norm is not None:
            grads = clip_gradients(grads, clip_grad_norm)
        new_params, new_rows = spec.update(ps, rows, grads)
        return (*new_params, *[t for row in new_rows for t in row])

    with torch.no_grad():
        _check_loss(loss_of(tuple(params), tuple(batch)))
    table = decompositions.decomposition_table()
    grads_gm = make_fx(grads_fn, decomposition_table=table)(*params, *batch)
    example_grads = _fresh(params)
    update_gm = make_fx(
        torch.func.functionalize(update_fn, remove="mutations_and_views"),
        decomposition_table=table)(*params, *flat_state, *example_grads)

    text = _join(_lower(grads_gm, "grads"), _lower(update_gm, "update"),
                 num_params, num_state, len(batch), grid, collective,
                 func_name)
    kinds = list(spec.state_kinds)
    return TrainStep(
        mlir=text,
        state=[t.numpy() for t in params + flat_state],
        state_names=names + ["%s.%s" % (k, n) for k in kinds for n in names],
        input_names=["batch%d" % j for j in range(len(batch))],
        input_shapes=[tuple(t.shape) for t in batch],
        input_dtypes=[str(t.numpy().dtype) for t in batch],
        grid=grid, framework="torch", num_params=num_params,
        extra={"optimizer": type(optimizer).__name__,
               "clip_grad_norm": clip_grad_norm})


def _initial_state(spec, optimizer, params):
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


def _check_loss(loss):
    if loss.dim() != 0 or not loss.dtype.is_floating_point:
        raise ValueError("the loss must be a floating-point scalar, got %s %s"
                         % (loss.dtype, tuple(loss.shape)))
    return loss


def _join(grads_text, update_text, num_params, num_state, num_inputs, grid,
          collective, func_name):
    """`func_name(state..., batch...) -> (new state..., loss)`: calls `grads`,
    all-reduces its results, calls `update`, inlines both."""
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
        state_types = list(uty.inputs[:num_state])
        input_types = list(gty.inputs[num_params:])
        result_types = list(uty.results) + [gty.results[-1]]
        assert len(input_types) == num_inputs
        ftype = ir.FunctionType.get(state_types + input_types, result_types)
        func = ir.Operation.create("func.func", regions=1, attributes={
            "sym_name": ir.StringAttr.get(func_name),
            "function_type": ir.TypeAttr.get(ftype),
        }, ip=ir.InsertionPoint(module.body))
        block = func.regions[0].blocks.append(*ftype.inputs)
        ip = ir.InsertionPoint(block)
        args = list(block.arguments)
        call = ir.Operation.create(
            "func.call", results=list(gty.results),
            operands=args[:num_params] + args[num_state:],
            attributes={"callee": ir.FlatSymbolRefAttr.get("grads")}, ip=ip)
        synced = [contract.all_reduce(v, "avg", collective, ip)
                  for v in call.results]
        update = ir.Operation.create(
            "func.call", results=list(uty.results),
            operands=args[:num_state] + synced[:num_params],
            attributes={"callee": ir.FlatSymbolRefAttr.get("update")}, ip=ip)
        ir.Operation.create("func.return",
                            operands=list(update.results) + [synced[-1]],
                            ip=ip)
        contract.set_step_attributes(
            func, num_args=len(ftype.inputs), state_args=range(num_state),
            updates={i: i for i in range(num_state)},
            loss_result=num_state, num_results=num_state + 1)
        # The grid first: shard.all_reduce verifies that it exists.
        contract.add_grid(module, grid)
        contract.run_passes(module, "inline,symbol-dce,canonicalize,cse")
        contract.check_upstream(module, contract.UPSTREAM_DIALECTS)
        module.operation.verify()
        return str(module)


# --- the framework's own eager training loop --------------------------------

def clone_optimizer(optimizer, old_params, new_params):
    """An optimizer of the same class and hyperparameters on `new_params`
    (matched to `old_params` by position), with a copy of its state."""
    index = {id(p): i for i, p in enumerate(old_params)}
    groups = []
    for g in optimizer.param_groups:
        ng = {k: v for k, v in g.items() if k != "params"}
        ng["params"] = [new_params[index[id(p)]] for p in g["params"]]
        groups.append(ng)
    clone = type(optimizer)(groups)
    clone.load_state_dict(copy.deepcopy(optimizer.state_dict()))
    return clone


def eager_train(model, loss_fn, optimizer, batches, clip_grad_norm=None,
                model_inputs=1):
    """Trains copies of `model` and `optimizer` eagerly, one step per global
    batch of `batches`, as a single process would: `zero_grad`, `backward`,
    `clip_grad_norm_`, `step`. Returns an EagerRun: the losses, the final
    state in the export's argument layout and the gradients of every step
    (before clipping), as numpy arrays."""
    names, old_params = _named_parameters(model)
    model = copy.deepcopy(model)
    _, params = _named_parameters(model)
    opt = clone_optimizer(optimizer, old_params, params)
    spec = optim.spec_for(opt, params)
    losses, grads = [], []
    for batch in batches:
        batch = [torch.as_tensor(np.asarray(t)) for t in batch]
        opt.zero_grad()
        if loss_fn is None:
            loss = model(*batch)
        else:
            loss = loss_fn(model(*batch[:model_inputs]), *batch[model_inputs:])
        loss.backward()
        grads.append([p.grad.detach().numpy().copy() for p in params])
        if clip_grad_norm is not None:
            torch.nn.utils.clip_grad_norm_(params, clip_grad_norm)
        opt.step()
        losses.append(float(loss.detach()))
    state = [p.detach().clone() for p in params]
    for row in spec.eager_state(opt, params):
        state.extend(row)
    # Which state tensor belongs to which parameter: parameter i, then its
    # optimizer state kind by kind.
    owner = list(range(len(params))) * (1 + len(spec.state_kinds))
    return EagerRun(losses, [t.numpy() for t in state], grads, owner)


class EagerRun:
    """A framework's own training run: `losses` per step, final `state` (the
    export's argument layout), `grads[k][i]` the gradient of parameter `i` in
    step `k`, `owner[j]` the parameter state argument `j` belongs to (None
    for state of no particular parameter, like a shared step count)."""

    def __init__(self, losses, state, grads, owner):
        self.losses = losses
        self.state = state
        self.grads = grads
        self.owner = owner
