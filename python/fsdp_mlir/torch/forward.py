"""The forward step of a model: its loss on a batch in eval mode, no
gradient, no update -- the evaluation step a trainer runs on the state of
the training step it exported from the same model (`Trainer.evaluate`).

`eval_step(parameters..., state buffers..., batch...) -> loss`: every
parameter (trained and frozen) and every buffer the training step holds as
state (those its forward writes: BatchNorm's running statistics) are
`{fsdp.state}` arguments that no result updates; the loss, averaged over
the ranks like the training step's, is `{fsdp.loss}`. `fsdp-opt
--fsdp-pipeline` shards that state in the layout the training step holds it
in (fsdp-shard-state) and gathers each parameter right before its use, so
the step runs on the training step's shards as they are.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Sequence
from typing import Any

import torch
import torch.utils._pytree as pytree
from torch._functorch.aot_autograd import aot_export_module
from torch_mlir import ir

from .. import contract
from ..step import ForwardStep
from . import decompositions, guards
from .export import _check_loss
from .lowering import _callers, _lower
from .tracing import (
    LossFn,
    _Loss,
    _tied,
    constant_buffers,
    host_random_restored,
    host_random_unused,
    trace_backends,
    traced,
    tracing_mode,
    values_read_while_traced,
)


class _Outputs(_Loss):
    """`model` as a module whose outputs are the tensors of
    `model(*batch)`, flattened (torch's pytrees: tuples, dicts,
    transformers' ModelOutput); `spec`, once traced, is their structure:
    (the pytree spec, the positions of its tensor leaves). Leaves that are
    no tensors (a cache object) are left out."""

    spec: Any = None

    def forward(self, *batch: Any) -> tuple[Any, ...]:
        leaves, spec = pytree.tree_flatten(self.model(*batch))
        tensors = [k for k, v in enumerate(leaves)
                   if isinstance(v, torch.Tensor)]
        if not tensors:
            raise TypeError("the model returns no tensor (%s)" %
                            type(self.model(*batch)).__name__)
        self.spec = (spec, tensors)
        # (an output selected by a boolean mask, `x[mask]`, at its count:
        # traced at the example's, asserted for each batch)
        return decompositions.exact_selections(*(leaves[k] for k in tensors))


def unflatten_outputs(spec: Any, arrays: Sequence[Any]) -> Any:
    """The model's outputs from a forward step's results (`spec` of
    `ForwardStep.outputs`): each tensor leaf in its place, None for the
    leaves that were no tensors."""
    tree, tensors = spec
    leaves: list[Any] = [None] * tree.num_leaves
    for k, a in zip(tensors, arrays):
        leaves[k] = a
    return pytree.tree_unflatten(leaves, tree)


@contextlib.contextmanager
def _eval_mode(model: torch.nn.Module) -> Iterator[None]:
    """`model.eval()` while it is traced, its modes as they were after."""
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        yield
    finally:
        for m, training in modes.items():
            m.training = training


def export_forward_step(model: torch.nn.Module, loss_fn: LossFn | None,
                        example_batch: Sequence[torch.Tensor], *,
                        state_buffers: Sequence[str] = (),
                        model_inputs: int = 1,
                        grid: int | Sequence[int] = 1,
                        func_name: str = "eval_step",
                        outputs: bool = False) -> ForwardStep:
    """Exports the loss of `model` on a batch of `example_batch`'s shapes
    in eval mode (`loss_fn` and `model_inputs` as in export_train_step),
    averaged over the ranks, or, with `outputs`, the tensors of
    `model(*example_batch)` on this rank's rows (the model's inputs only):
    every parameter and the buffers named `state_buffers` (the training
    step's state) are state arguments; the other buffers are constants.
    Raises NotImplementedError for what cannot be traced or lowered, as
    export_train_step does, and for a forward that draws random numbers or
    writes a buffer in eval mode. An output selected by a boolean mask
    (`x[mask]`) has the example batch's count, asserted for each batch
    (guards.selected_size)."""
    if not isinstance(example_batch, (tuple, list)) or not all(
            isinstance(t, torch.Tensor) for t in example_batch):
        raise TypeError("the batch must be a tuple of tensors")
    batch = tuple(t.detach() for t in example_batch)
    wrapper = (_Outputs(model, None, len(batch)) if outputs
               else _Loss(model, loss_fn, model_inputs))

    def example() -> None:
        with trace_backends(), torch.no_grad(), host_random_restored():
            wrapper(*batch)

    checks = guards.ValueGuards(example)

    def run() -> tuple[Any, Any]:
        with trace_backends(), _tied(wrapper), host_random_unused(), \
                tracing_mode():
            return aot_export_module(
                wrapper, batch, trace_joint=False,
                decompositions=decompositions.decomposition_table())

    # The FX graph is rewritten node by node: dynamic code torch's
    # annotations (Argument unions) do not follow.
    gm: Any
    sig: Any
    with _eval_mode(model), values_read_while_traced():
        gm, sig = traced(lambda: checks.trace(run))
    if sig.buffers_to_mutate:
        raise NotImplementedError(
            "the model's forward writes buffers in eval mode (%s): a forward "
            "step only reads the state" % ", ".join(
                sorted(b[len("model."):]
                       for b in sig.buffers_to_mutate.values())))
    strip = len("model.")
    kept = {"model." + b for b in state_buffers}
    constant_buffers(gm, sig, wrapper, lambda b: b in kept)
    by_name = {n.name: n for n in gm.graph.output_node().args[0]}
    results = [by_name[o] for o in sig.user_outputs]
    if not outputs:
        _check_loss(results[0].meta["val"])
    gm.graph.output_node().args = (tuple(results),)
    gm.graph.eliminate_dead_code()
    gm.recompile()
    names = ([p[strip:] for p in sig.parameters] +
             [b[strip:] for b in sig.buffers if b in kept])

    text, rng = _lower(gm, "forward", _callers(model, loss_fn, model_inputs,
                                               batch))
    if rng:
        raise NotImplementedError(
            "the model draws random numbers in eval mode: a forward step "
            "takes no random state")
    return ForwardStep(
        mlir=_step(text, len(names), len(batch), grid, func_name,
                   loss=not outputs),
        outputs=wrapper.spec if outputs else None,
        state_names=names, input_shapes=[tuple(t.shape) for t in batch],
        input_dtypes=[str(t.numpy().dtype) for t in batch],
        grid=math.prod(contract.grid_shape(grid)))


def _step(forward_text: str, num_state: int, num_inputs: int,
          grid: int | Sequence[int], func_name: str, loss: bool) -> str:
    """`func_name(state..., batch...) -> loss`: calls `forward` and averages
    its loss over the ranks, as the training step averages its own; or,
    not `loss`, returns its results (this rank's)."""
    with contract.new_context(), ir.Location.unknown():
        module = ir.Module.parse(forward_text)
        forward = contract.functions(module)["forward"]
        forward.attributes["sym_visibility"] = ir.StringAttr.get("private")
        fty = contract.function_type(forward)
        assert len(fty.inputs) == num_state + num_inputs
        ftype = ir.FunctionType.get(list(fty.inputs), list(fty.results))
        func, ip, args = contract.new_function(module, func_name, ftype)
        results = list(contract.call("forward", args, fty.results, ip))
        if loss:
            results = [contract.all_reduce(
                results[0], "avg", "fsdp", ip,
                grid_axes=len(contract.grid_shape(grid)))]
        ir.Operation.create("func.return", operands=results, ip=ip)
        contract.set_step_attributes(
            func, num_args=len(ftype.inputs), state_args=range(num_state),
            updates={}, loss_result=0 if loss else -1,
            num_results=len(results))
        contract.add_grid(module, grid)
        contract.run_passes(module, "inline,symbol-dce,canonicalize,cse")
        contract.check_upstream(module, contract.UPSTREAM_DIALECTS)
        module.operation.verify()
        return str(module)


__all__ = ["ForwardStep", "export_forward_step", "unflatten_outputs"]
