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
  (`optim.py`).

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

import contextlib
import copy
import linecache
import os
import re
import sys
import tempfile
import traceback
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, cast

import numpy as np
import numpy.typing as npt
import torch
from torch._functorch.aot_autograd import aot_export_module
from torch._subclasses.fake_tensor import (
    DataDependentOutputException,
    DynamicOutputShapeException,
)
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx as torch_mlir_fx, ir, passmanager

from .. import contract
from ..step import Schedule, TrainStep, microbatch_rows
from . import decompositions, guards, meta_init, optim, tm_tensor

#: `loss_fn(model(*batch[:model_inputs]), *batch[model_inputs:])`: the loss
LossFn = Callable[..., torch.Tensor]
_LRScheduler = torch.optim.lr_scheduler.LRScheduler
#: ATen op names -> the modules whose forward calls them (`_callers`)
Locate = Callable[[list[str]], dict[str, list[str]]]


def _named_parameters(
        model: torch.nn.Module) -> tuple[list[str], list[torch.nn.Parameter]]:
    """(names, tensors) of the parameters the step trains: those with
    `requires_grad`, in `named_parameters()` order (tied ones once)."""
    named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    return [n for n, _ in named], [p for _, p in named]


def _frozen_parameters(
        model: torch.nn.Module) -> tuple[list[str], list[torch.nn.Parameter]]:
    """(names, tensors) of the parameters without `requires_grad` (the
    frozen base of a fine-tuning run): state that no optimizer touches."""
    named = [(n, p) for n, p in model.named_parameters()
             if not p.requires_grad]
    return [n for n, _ in named], [p for _, p in named]


class _Loss(torch.nn.Module):
    """`model` and `loss_fn` as one module whose output is the loss."""

    def __init__(self, model: torch.nn.Module, loss_fn: LossFn | None,
                 model_inputs: int) -> None:
        super().__init__()
        self.model = model
        self.loss_fn = loss_fn
        self.model_inputs = model_inputs

    # Each tensor once, under its first name, even where duplicates are
    # asked for: AOT autograd gives every listed name a placeholder of its
    # own, and a tied weight's name on a module the forward never calls (T5's
    # and BART's `shared`, whose embedding the encoder and decoder hold too)
    # would get no gradient. `_tied` sets the one placeholder on every name.
    def named_parameters(self, prefix: str = "", recurse: bool = True,
                         remove_duplicate: bool = True
                         ) -> Iterator[tuple[str, torch.nn.Parameter]]:
        return super().named_parameters(prefix, recurse, True)

    def named_buffers(self, prefix: str = "", recurse: bool = True,
                      remove_duplicate: bool = True
                      ) -> Iterator[tuple[str, torch.Tensor]]:
        return super().named_buffers(prefix, recurse, True)

    def aliases(self) -> dict[str, str]:
        """Every other name of a tied tensor -> its first name."""
        first: dict[int, str] = {}
        aliases = {}
        for named in (torch.nn.Module.named_parameters,
                      torch.nn.Module.named_buffers):
            for n, t in named(self, remove_duplicate=False):
                if first.setdefault(id(t), n) != n:
                    aliases[n] = first[id(t)]
        return aliases

    def forward(self, *batch: Any) -> tuple[Any]:
        if self.loss_fn is None:
            return (self.model(*batch),)
        out = self.model(*batch[:self.model_inputs])
        return (self.loss_fn(out, *batch[self.model_inputs:]),)


#: what `export_train_step` does with trained parameters the loss does not
#: depend on
UNUSED_PARAMETERS = ("warn", "ignore", "error")


def _unused_parameters(wrapper: _Loss, batch: Sequence[torch.Tensor],
                       fake: Any = None) -> list[str]:
    """The trained parameters (names in `wrapper`) that get no gradient from
    the loss, found by autograd on fake tensors (shapes, no compute; a
    model without its weights too): parameters a forward never reads (an
    unused head, a pooler, a layer the config skips) or reads only where
    autograd does not follow (`.detach()`, integer results)."""
    from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
    mode = fake or FakeTensorMode(allow_non_fake_inputs=True)

    def stand_in(t: torch.Tensor) -> torch.Tensor:
        t = t.detach()
        return t if isinstance(t, FakeTensor) else mode.from_tensor(t)

    named = list(wrapper.named_parameters())
    values = {n: stand_in(p).requires_grad_(p.requires_grad)
              for n, p in named}
    values.update({n: stand_in(b) for n, b in wrapper.named_buffers()})
    trained = [n for n, p in named if p.requires_grad]
    with trace_backends(), _tied(wrapper), mode:
        loss = torch.func.functional_call(
            wrapper, values, tuple(stand_in(t) for t in batch))[0]
        grads = torch.autograd.grad(loss, [values[n] for n in trained],
                                    allow_unused=True)
    return [n[len("model."):] for n, g in zip(trained, grads) if g is None]


def _unused_message(unused: Sequence[str]) -> str:
    return ("parameters the loss does not depend on: %s" %
            ", ".join(unused or ["(none found)"]))


@contextlib.contextmanager
def _without_gradient(wrapper: _Loss, names: Sequence[str]) -> Iterator[None]:
    """While AOT autograd traces, the parameters `names` (of the model) do
    not require a gradient: the joint graph reads them as it reads frozen
    ones (AOT autograd refuses a parameter that requires one and gets none)."""
    params = dict(wrapper.named_parameters())
    off = [params["model." + n] for n in names]
    for p in off:
        p.requires_grad_(False)
    try:
        yield
    finally:
        for p in off:
            p.requires_grad_(True)


@contextlib.contextmanager
def trace_backends() -> Iterator[None]:
    """The kernels a traced graph is built from: scaled dot-product attention
    in its math form (the flash and memory-efficient kernels and their
    backward are single ops no lowering has), no oneDNN (whose
    `mkldnn_rnn_layer` an LSTM/GRU would otherwise call on CPUs), grouped
    convolutions in their im2col form and grouped matmuls in a dense one
    (`decompositions.TracedReplacements`), and `torch.compiler.is_compiling()`
    and `is_exporting()` true, as in `torch.export`'s tracing: libraries
    guard their data-dependent Python branches (`if mask.all():`, which a
    traced tensor cannot answer) with these, e.g. transformers' causal-mask
    shortcut of encoder-decoder models. Eager runs are unaffected."""
    from torch._export.utils import _compiling_state_context
    from torch.nn.attention import SDPBackend, sdpa_kernel
    with sdpa_kernel(SDPBackend.MATH), torch.backends.mkldnn.flags(
            enabled=False), decompositions.TracedReplacements(), \
            _compiling_state_context():
        yield


@contextlib.contextmanager
def _tied(wrapper: _Loss) -> Iterator[None]:
    """While AOT autograd traces `wrapper` (which lists each tensor once),
    the placeholder of a tied tensor's first name is set on its other names
    too, so every module holding it computes with it and one gradient sums
    their uses."""
    from torch.nn.utils import stateless
    aliases = wrapper.aliases()
    original = stateless._reparametrize_module

    def reparametrize(module: Any, values: Any, *args: Any, **kwargs: Any
                      ) -> Any:
        if module is wrapper:
            values = dict(values)
            for alias, first in aliases.items():
                if first in values:
                    values[alias] = values[first]
        return original(module, values, *args, **kwargs)

    stateless._reparametrize_module = reparametrize  # type: ignore[assignment]
    try:
        yield
    finally:
        stateless._reparametrize_module = original


_TORCH = os.path.dirname(torch.__file__) + os.sep
_TORCH_NN = os.path.join(_TORCH, "nn") + os.sep
_EXPORTER = os.path.dirname(os.path.abspath(__file__)) + os.sep


def _asks_for_itself(filename: str) -> bool:
    """Whether a frame of `filename` is code a step runs (the model, its
    libraries, torch.nn's layers) rather than torch's tracing machinery
    (fake tensors, meta kernels, decompositions) or the exporter's."""
    if filename.startswith(_EXPORTER):
        return False
    return not filename.startswith(_TORCH) or filename.startswith(_TORCH_NN)


def _data_dependent(error: BaseException, why: str = "",
                    asked: tuple[str, int, str] | None = None) -> str:
    """The error for a step whose Python code needs a tensor's value while
    it is traced (`if mask.all():`, `.item()`, `.tolist()`) or calls an op
    whose result's shape is one (`nonzero`, `masked_select`, indexing by a
    boolean mask): it names the line that asked, the last frame outside
    torch's tracing machinery."""
    for frame, line in traceback.walk_tb(error.__traceback__):
        if _asks_for_itself(frame.f_code.co_filename):
            asked = (frame.f_code.co_filename, line, frame.f_code.co_name)
    where = ""
    if asked is not None:
        code = linecache.getline(asked[0], asked[1]).strip()
        where = " at %s:%d in %s (`%s`)" % (asked[0], asked[1], asked[2], code)
    if isinstance(error, DynamicOutputShapeException):
        return ("the step calls an op whose result's shape depends on tensor "
                "values%s (%s): a traced step has static shapes. Write it "
                "with a mask of the full shape instead (`torch.where`), or, "
                "if the model computes its loss this way, let it return its "
                "outputs and pass the loss as `loss_fn`" % (
                    where, str(error).strip()))
    return ("the step needs a tensor's value while it is traced%s (%s%s): "
            "a traced graph has shapes, not values, so Python cannot branch "
            "on one (a check that only decides whether to raise becomes a "
            "run-time assertion). Compute it outside the step, or pass what "
            "it decides as a Python value (e.g. `is_causal=True` beside a "
            "causal mask of torch.nn's transformer layers)" % (
                where, str(error).strip(), "; " + why if why else ""))


class _Joint:
    """The forward and backward of `loss_fn(model(...))` as one functional FX
    graph `grads(params..., written buffers..., batch...) -> (grads of the
    trained params..., new buffers..., loss)`; `param_names` are the
    parameters in input order (trained and frozen), `buffers` the names of
    the written buffers in that order. Buffers the forward only reads are
    constants of the graph."""

    def __init__(self, model: torch.nn.Module, loss_fn: LossFn | None,
                 model_inputs: int, batch: Sequence[torch.Tensor],
                 names: list[str],
                 fake: Any = None, unused_parameters: str = "warn"
                 ) -> None:
        """`names`: the parameters with requires_grad; the graph's parameter
        inputs are every parameter (frozen ones too) in `self.param_names`
        order, its gradients those of `names` less `self.unused` (the
        loss does not depend on them; `unused_parameters` says what to do
        about them, see export_train_step). `fake`: the fake-tensor mode to
        trace in (a model without its weights, `meta_init.materialized`)."""
        wrapper = _Loss(model, loss_fn, model_inputs)
        #: trained parameters the loss does not depend on: read by the
        #: graph like frozen ones, no gradient
        self.unused: list[str] = []
        # The FX graph is rewritten node by node: dynamic code torch's
        # annotations (Argument unions) do not follow.
        gm: Any
        sig: Any

        # Checks on tensors' values that only decide whether to raise,
        # traced as run-time assertions (guards.py).
        checks = guards.ValueGuards()

        def trace() -> tuple[Any, Any]:
            def run() -> tuple[Any, Any]:
                with trace_backends(), _tied(wrapper), \
                        _without_gradient(wrapper, self.unused), \
                        fake or contextlib.nullcontext():
                    return aot_export_module(
                        wrapper, tuple(batch), trace_joint=True,
                        output_loss_index=0,
                        decompositions=decompositions.decomposition_table())
            return checks.trace(run)

        try:
            try:
                gm, sig = trace()
            except AssertionError as e:
                if "did not receive a gradient" not in str(e):
                    raise
                try:
                    with checks.active():
                        self.unused = _unused_parameters(wrapper, batch,
                                                         fake)
                except Exception:  # (AOT autograd's error says more)
                    raise ValueError(
                        "%s: AOT autograd found a parameter without a "
                        "gradient, which autograd on fake tensors could not "
                        "name" % _unused_message([])) from e
                if not self.unused or unused_parameters == "error":
                    raise ValueError(
                        "%s; freeze them (requires_grad_(False)), leave them "
                        "out of the model, or export with unused_parameters="
                        "'warn' (the default), which trains without them as "
                        "eager PyTorch does" % _unused_message(self.unused)
                    ) from e
                if unused_parameters == "warn":
                    warnings.warn(
                        "%s: they get no gradient, so the optimizer leaves "
                        "them (weight decay included), as in eager PyTorch; "
                        "the step holds them as state it returns unchanged, "
                        "sharded like the rest and without optimizer state "
                        "(unused_parameters='error' refuses them)" %
                        _unused_message(self.unused), stacklevel=3)
                gm, sig = trace()
        except (DataDependentOutputException,
                DynamicOutputShapeException) as e:
            raise NotImplementedError(_data_dependent(e)) from e
        except guards.NotACheck as e:
            raise NotImplementedError(
                _data_dependent(e.error, e.why, e.asked)) from e.error
        except RuntimeError as e:
            # Autograd's words for a loss it cannot differentiate.
            if "scalar" in str(e) or "requires_grad" in str(e):
                raise ValueError("the loss must be a floating-point scalar "
                                 "that depends on the parameters: %s" %
                                 str(e).splitlines()[0]) from e
            raise
        strip = len("model.")
        self.param_names = [n[strip:] for n in sig.parameters]
        names = [n for n in names if n not in set(self.unused)]
        trained = [n for n in self.param_names if n in set(names)]
        if trained != names:
            raise AssertionError("AOT autograd's parameters %s are not the "
                                 "model's %s" % (trained, names))
        outputs = gm.graph.output_node().args[0]
        by_name = {n.name: n for n in outputs}
        written = {b: o for o, b in sig.buffers_to_mutate.items()}
        grads = {p[strip:]: by_name[o] for o, p in
                 sig.backward_signature.gradients_to_parameters.items()}
        placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        self.buffers = [b[strip:] for b in sig.buffers if b in written]
        buffer_values = dict(wrapper.named_buffers())
        # Placeholders: parameters, buffers, then the batch.
        first_buffer = len(sig.parameters)
        for k, b in enumerate(sig.buffers):
            node = placeholders[first_buffer + k]
            if b in written:
                continue
            attr = "_fsdp_constant%d" % k
            gm.register_buffer(attr, buffer_values[b].detach().clone())
            # One get_attr per use: torch-mlir's importer binds a get_attr
            # node's literal once per use and refuses a second.
            for user in list(node.users):
                with gm.graph.inserting_before(user):
                    constant = gm.graph.get_attr(attr)
                constant.meta["val"] = node.meta["val"]
                user.replace_input_with(node, constant)
            gm.graph.erase_node(node)
        new_outputs = ([grads[n] for n in names] +
                       [by_name[written["model." + b]] for b in self.buffers] +
                       [by_name[sig.user_outputs[0]]])
        gm.graph.output_node().args = (tuple(new_outputs),)
        gm.graph.eliminate_dead_code()
        gm.recompile()
        self.gm = gm
        self.loss = by_name[sig.user_outputs[0]].meta["val"]
        self.buffer_values = [buffer_values["model." + b].detach().clone()
                              for b in self.buffers]


def clip_gradients(grads: Sequence[torch.Tensor], max_norm: float,
                   norm_type: float = 2.0) -> list[torch.Tensor]:
    """`torch.nn.utils.clip_grad_norm_` on a list of gradient values: the
    total norm by torch's own `get_total_norm`, then torch's scaling
    (`max_norm / (norm + 1e-6)`, clamped to 1, see `_clip_grads_with_norm_`),
    which needs `.grad` attributes and is therefore restated here."""
    total = torch.nn.utils.get_total_norm(grads, norm_type, foreach=False)
    coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    return [g * coef for g in grads]


_STAGES = {"grads": "the forward-backward graph", "update": "the optimizer's "
           "update"}


def _lower(gm: torch.fx.GraphModule, name: str,
           locate: Locate | None = None) -> tuple[str, list[np.ndarray]]:
    """torch-mlir's linalg-on-tensors lowering of a traced graph: (text, the
    initial values of the globals that became arguments), with its tm_tensor
    ops in upstream ones. A failure is an error that names the ops torch-mlir
    could not lower, the modules that call them (`locate(ops)` -> {op:
    [module paths]}) and the stage, not torch-mlir's pass-pipeline dump."""
    guards.lower_assertions(gm)
    with _stderr_captured() as captured:
        try:
            module = torch_mlir_fx.stateless_fx_import(
                gm, output_type="linalg-on-tensors", model_name=name)
            error = None
        except Exception as e:  # torch-mlir's TorchMlirCompilerError and kin
            error = e
    if error is not None:
        raise _lowering_error(error, captured(), name, locate,
                              lambda: _left_unconverted(gm, name)) from error
    sys.stderr.write(captured())
    with module.context, ir.Location.unknown():
        tm_tensor.lower_tm_tensor(module, "__" + name, "%s of %s" % (
            name, _STAGES.get(name, name)))
        globals_ = _globals_to_arguments(module, name)
        return str(module), globals_


@contextlib.contextmanager
def _stderr_captured() -> Iterator[Callable[[], str]]:
    """Captures what is written to file descriptor 2 (MLIR prints its
    diagnostics there, not to sys.stderr); yields a function returning it."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        os.dup2(tmp.fileno(), 2)
        text: list[str] = []
        try:
            yield lambda: "".join(text)
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            text.append(tmp.read().decode("utf-8", "replace"))


def _traced_ops(text: str) -> list[str]:
    """The ATen ops of the traced lines torch-mlir's diagnostics point at
    (`loc("<eval_with_key>.K ...":LINE:0)`: a line of the code FX generated
    while tracing, which it keeps in `linecache`): the op whose lowering
    failed where the diagnostic names only the IR it made."""
    ops = []
    for m in re.finditer(r'loc\("(<eval_with_key>[^"]*)":(\d+):', text):
        line = linecache.getline(m.group(1), int(m.group(2)))
        op = re.search(r"torch\.ops\.aten\.([A-Za-z0-9_]+)", line)
        if op and "aten." + op.group(1) not in ops:
            ops.append("aten." + op.group(1))
    return ops


# torch-mlir's conversions out of the Torch dialect, without the backend
# contract's check: what they leave is what has no lowering.
_CONVERSIONS = ("builtin.module(" + ", ".join(
    "func.func(convert-torch-to-%s)" % target
    for target in ("tmtensor", "linalg", "scf", "arith", "tensor")) + ")")


def _left_unconverted(gm: torch.fx.GraphModule, name: str) -> list[str]:
    """The ATen ops torch-mlir's conversions to linalg leave in a graph's
    Torch backend IR: the ops without a lowering, where the diagnostic names
    only an operand of one (`failed to legalize 'torch.constant.int'`)."""
    with _stderr_captured():
        try:
            module = torch_mlir_fx.stateless_fx_import(
                gm, output_type="torch", model_name=name)
            with module.context:
                passmanager.PassManager.parse(_CONVERSIONS).run(
                    module.operation)
        except Exception:  # no better name than the diagnostic's, then
            return []
    ops: list[str] = []
    for m in re.finditer(r"= torch\.aten\.([A-Za-z0-9_]+)", str(module)):
        if "aten." + m.group(1) not in ops:
            ops.append("aten." + m.group(1))
    return ops


def _lowering_error(error: Exception, diagnostics: str, name: str,
                    locate: Locate | None,
                    unconverted: Callable[[], list[str]] = list
                    ) -> NotImplementedError:
    text = diagnostics + "\n" + str(error)
    ops = []
    for m in re.finditer(r'torch\.aten\.([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)'
                         r'|torch\.(prim\.[A-Za-z0-9_]+)', text):
        op = "aten." + m.group(1) if m.group(1) else m.group(2)
        if op not in ops:
            ops.append(op)
    ops = ops or _traced_ops(text) or unconverted()
    diagnostic = next((line.strip() for line in text.splitlines()
                       if "error:" in line), text.strip().splitlines()[0]
                      if text.strip() else type(error).__name__)
    where = locate(ops) if (locate and ops) else {}
    parts = []
    for op in ops[:4]:
        modules = where.get(op)
        parts.append("%s (%s)" % (op, "called in " + ", ".join(modules[:3])
                                  if modules else
                                  "not called by any module directly: a "
                                  "decomposition or autograd produced it"))
    return NotImplementedError(
        "torch-mlir cannot lower %s of %s to linalg: %s\n  first "
        "diagnostic: %s" % (name, _STAGES.get(name, name),
                            "; ".join(parts) or "(no op named)",
                            diagnostic[:500]))


def _callers(model: torch.nn.Module, loss_fn: LossFn | None,
             model_inputs: int, batch: Sequence[torch.Tensor]) -> Locate:
    """`locate(ops)` for _lower: runs a copy of the model eagerly (with the
    tracing backends) and records which module's forward calls each ATen
    op, by qualified name (`model.h.0.attn`); a `*_backward` op is found by
    its forward op."""

    def locate(ops: list[str]) -> dict[str, list[str]]:
        from torch.utils._python_dispatch import TorchDispatchMode
        copied = copy.deepcopy(model)
        stack = ["(the loss)"]
        seen: dict[str, list[str]] = {}
        hooks = []
        def enter(label: str) -> Callable[[Any, Any], None]:
            def hook(module: Any, args: Any) -> None:
                stack.append(label)
            return hook

        def leave(module: Any, args: Any,
                  output: Any) -> None:  # (returns None: keeps the output)
            stack.pop()

        for qual, sub in copied.named_modules():
            hooks.append(sub.register_forward_pre_hook(
                enter("model" + ("." + qual if qual else ""))))
            hooks.append(sub.register_forward_hook(leave))

        class Record(TorchDispatchMode):
            def __torch_dispatch__(self, func: Any, types: Any, args: Any = (),
                                   kwargs: Any = None) -> Any:
                key = "aten." + func._schema.name.split("::")[-1]
                seen.setdefault(key, [])
                if stack[-1] not in seen[key]:
                    seen[key].append(stack[-1])
                return func(*args, **(kwargs or {}))

        try:
            with trace_backends(), Record():
                out = _Loss(copied, loss_fn, model_inputs)(
                    *[t.clone() for t in batch])[0]
            if out.requires_grad:
                out.backward()
        except Exception:  # the diagnosis must not hide the error
            pass
        finally:
            for h in hooks:
                h.remove()
        found: dict[str, list[str]] = {}
        for op in ops:
            base = op.split(".")[0] + "." + op.split(".")[1]
            for key in (base, base.replace("_backward", "")):
                if key in seen:
                    found[op] = seen[key]
                    break
        return found

    return locate


def _globals_to_arguments(module: ir.Module, name: str) -> list[np.ndarray]:
    """torch-mlir keeps the state of random ops (dropout's seed) in mutable
    `ml_program` globals that it loads and stores in the function: each
    becomes one more argument of the function `name` (after the others) and
    one more result (after the others), its value at the end. Returns the
    globals' initial values (numpy)."""
    globals_ = [op for op in module.body.operations
                if op.operation.name == "ml_program.global"]
    if not globals_:
        return []
    func = contract.functions(module)[name]
    block = func.regions[0].blocks[0]
    current: dict[str, ir.Value] = {}
    initial: list[np.ndarray] = []
    for g in globals_:
        sym = ir.StringAttr(g.attributes["sym_name"]).value
        ty = ir.TypeAttr(g.attributes["type"]).value
        current[sym] = block.add_argument(ty, ir.Location.unknown())
        value = ir.DenseElementsAttr(g.attributes["value"])
        initial.append(np.array(value).reshape(ir.RankedTensorType(ty).shape))
    nested: list[str] = []
    for op in list(block.operations):
        op = op.operation
        if op.name == "ml_program.global_load":
            sym = ir.FlatSymbolRefAttr(op.attributes["global"]).value
            op.results[0].replace_all_uses_with(current[sym])
            op.erase()
        elif op.name == "ml_program.global_store":
            sym = ir.FlatSymbolRefAttr(op.attributes["global"]).value
            current[sym] = op.operands[0]
            op.erase()
        elif op.name == "func.return":
            ir.Operation.create(
                "func.return", operands=list(op.operands) + list(
                    current.values()), ip=ir.InsertionPoint(op))
            op.erase()
        else:
            contract.walk(op, lambda o: nested.append(o.name)
                          if o.name.startswith("ml_program.") else None)
    if nested:
        raise NotImplementedError("%s: ml_program ops inside regions (%s)"
                                  % (name, ", ".join(sorted(set(nested)))))
    old = contract.function_type(func)
    func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        [a.type for a in block.arguments],
        list(old.results) + [v.type for v in current.values()]))
    for g in globals_:
        g.operation.erase()
    return initial


def _fresh(tensors: Iterable[torch.Tensor]) -> list[torch.Tensor]:
    # make_fx turns two arguments that are one tensor object into one graph
    # input, silently: every example argument must be its own tensor.
    return [t.detach().clone() for t in tensors]


def export_train_step(model: torch.nn.Module, loss_fn: LossFn | None,
                      example_batch: Sequence[torch.Tensor],
                      optimizer: torch.optim.Optimizer, grid: int = 1,
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
    grid:           ranks of `shard.grid @dp` the step is synchronised over.
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
    with meta_init.materialized(model) as fake:
        joint = _Joint(model, loss_fn, model_inputs, batch, names, fake,
                       unused_parameters)
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
    state = [_fresh(row) for row in _initial_state(spec, optimizer,
                                                   live_params)]
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

    def update_fn(*args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        ps = list(args[:num_params])
        flat = list(args[num_params:num_opt])
        grads = list(args[num_opt:num_opt + num_params])
        hyper = {e[1:]: t for e, t in zip(entries,
                                          args[num_opt + num_params:])}
        rows = [flat[k * num_params:(k + 1) * num_params]
                for k in range(len(state))]
        if clip_grad_norm is not None:
            grads = clip_gradients(grads, clip_grad_norm)
        new_params, new_rows = spec.update(ps, rows, grads, hyper)
        return (*new_params, *[t for row in new_rows for t in row])

    table = decompositions.decomposition_table()
    example_grads = _fresh(params)
    example_hyper = [torch.tensor(spec.hyperparameter_value(optimizer, e),
                                  dtype=torch.float64) for e in entries]
    examples = params + flat_state + example_grads
    update_gm = make_fx(
        torch.func.functionalize(update_fn, remove="mutations_and_views"),
        decomposition_table=table,
        # Without weights, traced on fake tensors: nothing is computed.
        tracing_mode="fake" if init else "real")(
            *[torch.empty_like(t, device="cpu") if t.is_meta else t
              for t in examples], *example_hyper)

    grads_text, rng = _lower(joint.gm, "grads", _callers(
        model, loss_fn, model_inputs, batch))
    update_text, update_rng = _lower(update_gm, "update")
    assert not update_rng
    # Where each input parameter of the joint graph is among the state:
    # trained ones first, then the optimizer state, then the frozen ones.
    position = {n: i for i, n in enumerate(names)}
    position.update({n: num_opt + i for i, n in enumerate(frozen_names)})
    text = _join(grads_text, update_text, num_params, num_opt,
                 [position[n] for n in joint.param_names], len(buffers),
                 len(rng), len(batch), grid, collective, func_name,
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
        grid=grid, framework="torch", num_params=num_params,
        num_replicated=len(buffers) + len(rng_tensors),
        extra={"optimizer": type(optimizer).__name__,
               "clip_grad_norm": clip_grad_norm,
               "num_frozen": len(frozen),
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
          num_inputs: int, grid: int, collective: str, func_name: str,
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
        func = ir.Operation.create("func.func", regions=1, attributes={
            "sym_name": ir.StringAttr.get(func_name),
            "function_type": ir.TypeAttr.get(ftype),
        }, ip=ir.InsertionPoint(module.body))
        block = func.regions[0].blocks.append(*ftype.inputs)
        ip = ir.InsertionPoint(block)
        args = list(block.arguments)
        frozen = args[num_opt:num_fixed]
        buffers = args[num_fixed:num_fixed + num_buffers]
        rng = args[num_fixed + num_buffers:num_state]
        batch = args[num_state:num_state + num_inputs]
        hyper = args[num_state + num_inputs:]
        results = list(contract.call(
            "grads", [args[a] for a in param_args] + buffers + batch + rng,
            gty.results, ip))
        grads = [contract.all_reduce(v, "avg", collective, ip)
                 for v in results[:num_params]]
        new_buffers = [
            contract.from_first_rank(module, v, ip, grid, "__buffer%d" % k)
            for k, v in enumerate(results[num_params:loss_index])]
        loss = contract.all_reduce(results[loss_index], "avg", collective, ip)
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


# --- the framework's own eager training loop --------------------------------

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
                # The buffers the forward writes, by their version counters.
                # (native_batch_norm's schema does not mark its running
                # statistics written: a changed value counts too.)
                written = [n for n, b in buffers.items()
                           if b.untyped_storage().data_ptr() in writes.ptrs or
                           not torch.equal(b, start[n])]
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
