"""Tracing a PyTorch model's forward and backward: AOT autograd's joint
graph of `loss_fn(model(...))` (`_Joint`), the backends that have
decompositions (`trace_backends`), tied and unused parameters, and the
errors for steps that read a tensor's value while traced (checks that only
decide whether to raise become assertions: guards.py).
"""

from __future__ import annotations

import contextlib
import contextvars
import linecache
import logging
import random
import traceback
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np
import torch
import torch._functorch.aot_autograd as aot_autograd
from torch._functorch.aot_autograd import aot_export_module
from torch._subclasses.fake_tensor import (
    DataDependentOutputException,
    DynamicOutputShapeException,
    FakeTensorMode,
)
from torch.fx._lazy_graph_module import _LazyGraphModule, _use_lazy_graph_module
from torch.utils import _pytree as pytree

from . import decompositions, guards

#: `loss_fn(model(*batch[:model_inputs]), *batch[model_inputs:])`: the loss
LossFn = Callable[..., torch.Tensor]


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


#: Whether trace_backends sets torch's compiling state (eager_branches).
_COMPILING = contextvars.ContextVar("fsdp_mlir_compiling", default=True)


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
    shortcut of encoder-decoder models (except within
    `eager_branches()`). Eager runs are unaffected."""
    from torch._export.utils import _compiling_state_context
    from torch.nn.attention import SDPBackend, sdpa_kernel
    with sdpa_kernel(SDPBackend.MATH), torch.backends.mkldnn.flags(
            enabled=False), decompositions.TracedReplacements(), \
            (_compiling_state_context() if _COMPILING.get()
             else contextlib.nullcontext()):
        yield


def traced[T](trace: Callable[[], T]) -> T:
    """`trace()`, and where it raises a RuntimeError, `trace()` again within
    `eager_branches()`: a model whose code breaks on the branches a library
    takes for torch.compile (transformers' Nystromformer adds a
    `[batch, 1, seq, seq]` mask, made so under `is_compiling()`, to scores
    of another shape; its eager run under that state fails alike) is
    traced along its eager branches, whose value checks guards.py
    handles. If that fails too, the first error is raised, with a note of
    the second. (Not for this module's own NotImplementedErrors, which say
    what the model does that no trace can take.) torch's log of the
    failed meta kernel is off meanwhile: the error raised says it."""
    try:
        with _fake_tensor_log_off():
            return trace()
    except NotImplementedError:
        raise
    except RuntimeError as first:
        if not _COMPILING.get():
            raise
        try:
            with eager_branches(), _fake_tensor_log_off():
                return trace()
        except Exception as second:
            first.add_note(
                "traced again with torch.compiler.is_compiling() false "
                "(the model's eager branches): %s: %s" % (
                    type(second).__name__,
                    (str(second).splitlines() or [""])[0]))
            raise first from None


@contextlib.contextmanager
def _fake_tensor_log_off() -> Iterator[None]:
    """FakeTensorMode's log of an op whose meta kernel raised (a traceback
    per failure, before the error itself propagates) off."""
    log = logging.getLogger("torch._subclasses.fake_tensor")
    saved = log.disabled
    log.disabled = True
    try:
        yield
    finally:
        log.disabled = saved


@contextlib.contextmanager
def eager_branches() -> Iterator[None]:
    """trace_backends without torch's compiling state: the model takes the
    branches it takes in eager PyTorch."""
    token = _COMPILING.set(False)
    try:
        yield
    finally:
        _COMPILING.reset(token)


def _host_random_states() -> tuple[Any, Any]:
    """The states of numpy's and Python's global random generators."""
    return np.random.get_state(), random.getstate()


@contextlib.contextmanager
def host_random_restored() -> Iterator[None]:
    """numpy's and Python's global random generators left as they were by
    an eager run of the model (the example batch's), so that
    `host_random_unused` sees only what a trace draws."""
    saved = _host_random_states()
    try:
        yield
    finally:
        np.random.set_state(saved[0])
        random.setstate(saved[1])


@contextlib.contextmanager
def host_random_unused() -> Iterator[None]:
    """A trace that draws from numpy's or Python's global random generator
    is a NotImplementedError, also where the trace then fails for another
    reason (the draw comes first): traced code runs once, so what the draw
    decides (a mask, a skipped layer) would be a constant of the step, the
    same at every step, where eager PyTorch draws anew at each call (e.g.
    transformers' SpecAugment of wav2vec2-style audio models, drawn with
    `np.random`). torch's random functions are ops of the step, which
    draws them anew each step."""
    before = _host_random_states()
    try:
        yield
    except guards.Undecided:
        raise  # (the trace is run again: guards.ValueGuards.trace)
    except BaseException as e:
        drew = _host_random_drawn(before)
        if drew:
            raise NotImplementedError(drew) from e
        raise
    drew = _host_random_drawn(before)
    if drew:
        raise NotImplementedError(drew)


def _host_random_drawn(before: tuple[Any, Any]) -> str | None:
    """host_random_unused's error if a global generator moved since
    `before`, else None."""
    (np_before, py_before), (np_after, py_after) = \
        before, _host_random_states()
    drew = []
    if np_after[2:] != np_before[2:] or \
            not np.array_equal(np_after[1], np_before[1]):
        drew.append("numpy's global generator (`np.random`)")
    if py_after != py_before:
        drew.append("Python's global generator (`random`)")
    if not drew:
        return None
    return ("the model drew random numbers from %s while its step was "
            "traced: traced code runs once, so what they decide (a mask, a "
            "skipped layer) would be a constant of the step, the same at "
            "every step, where eager PyTorch draws anew at each call. Draw "
            "them with torch's random functions (`torch.rand`, "
            "`torch.bernoulli`), which the step draws anew each step, or "
            "outside the step as a batch input, or turn the feature off "
            "(transformers' SpecAugment in wav2vec2-style audio models: "
            "`mask_time_prob=0` and `mask_feature_prob=0` in the config)"
            % " and ".join(drew))


@contextlib.contextmanager
def stack_traces(record: bool) -> Iterator[None]:
    """Whether the nodes of graphs traced in the block record the Python
    stack that made them (`node.meta["stack_trace"]`, which torch-mlir
    makes the locations of its ops): only the diagnostics of a failed
    lowering read them (`lowering._lower`), and recording them was 7% of
    a 32-layer Llama's export (AOT autograd's second trace of the joint
    graph captures one per node)."""
    config = torch.fx.config
    saved = config.do_not_emit_stack_traces
    config.do_not_emit_stack_traces = not record
    try:
        yield
    finally:
        config.do_not_emit_stack_traces = saved


def tracing_mode() -> FakeTensorMode:
    """The mode AOT autograd traces a model with real weights in: fake
    tensors. Its first trace is on fake tensors anyway; its second, which
    builds the graph, would otherwise compute the whole step on the real
    weights, and make a fake tensor mode of its own for each op's result
    (the same graph and constants, in two thirds of a 32-layer Llama's
    export)."""
    return FakeTensorMode(allow_non_fake_inputs=True)


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


def _data_dependent(error: BaseException, why: str = "",
                    asked: tuple[str, int, str] | None = None) -> str:
    """The error for a step whose Python code needs a tensor's value while
    it is traced (`if mask.all():`, `.item()`, `.tolist()`) or calls an op
    whose result's shape is one (`nonzero`, `masked_select`, indexing by a
    boolean mask): it names the line that asked, the last frame outside
    torch's tracing machinery."""
    for frame, line in traceback.walk_tb(error.__traceback__):
        if guards.asks_for_itself(frame.f_code.co_filename):
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
            "run-time assertion, and so does a choice the example batch "
            "makes the same way at each use). Compute it outside the step, "
            "or pass what it decides as a Python value (e.g. `is_causal=True` beside a "
            "causal mask of torch.nn's transformer layers)" % (
                where, str(error).strip(), "; " + why if why else ""))


@contextlib.contextmanager
def values_read_while_traced() -> Iterator[None]:
    """While a step is traced: a shape that depends on values, or a
    tensor's value read in Python that is not a check (guards.py), is a
    NotImplementedError that says where and what to do."""
    try:
        yield
    except (DataDependentOutputException, DynamicOutputShapeException) as e:
        raise NotImplementedError(_data_dependent(e)) from e
    except guards.NotACheck as e:
        raise NotImplementedError(
            _data_dependent(e.error, e.why, e.asked)) from e.error


def constant_buffers(gm: Any, sig: Any, wrapper: _Loss,
                     keep: Callable[[str], bool]) -> None:
    """Makes the buffers of an AOT-exported graph `gm` (signature `sig`,
    placeholders: parameters, buffers, then the batch) that `keep` (their
    `model.`-prefixed name) refuses constants of the graph, with their
    current values: the buffers a step reads and no step writes."""
    buffer_values = dict(wrapper.named_buffers())
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    first_buffer = len(sig.parameters)
    for k, b in enumerate(sig.buffers):
        node = placeholders[first_buffer + k]
        if keep(b):
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


def graph_module(root: torch.nn.Module,
                 graph: torch.fx.Graph) -> torch.fx.GraphModule:
    """`graph` as a module whose Python code is generated only when asked
    for (FX's lazy graph module): torch-mlir's importer reads the graph, and
    the code of a deep model's step took 0.35 s a graph (32-layer Llama)."""
    return _LazyGraphModule(root, graph)


def _flattened_joint(joint: Any, args: Sequence[Any]) -> Any:
    """`joint` (AOT autograd's graph `(primals, tangents) -> (outputs,
    gradients)`, traced without tangents) as the graph `*args -> (*outputs,
    *gradients of the args that require one)` that aot_export_module's
    `flattened_joint` traces: the same nodes, copied."""
    info = getattr(joint.graph._codegen, "pytree_info", None)
    if info is None or info.in_spec is None or info.out_spec is None:
        raise _CannotCopy
    placeholders = [n for n in joint.graph.nodes if n.op == "placeholder"]
    primals, tangents = pytree.tree_unflatten(placeholders, info.in_spec)
    if len(primals) != len(args) or any(t.users for t in tangents):
        raise _CannotCopy
    graph = torch.fx.Graph()
    env: dict[Any, Any] = {}
    for i, node in enumerate(primals):
        # make_fx names the inputs of `flattened_joint(*args)` so.
        env[node] = graph.placeholder("arg%d_1" % i)
        env[node].meta = dict(node.meta)
    output = None
    for node in joint.graph.nodes:
        if node.op == "output":
            output = node
        elif node.op != "placeholder":
            env[node] = graph.node_copy(node, lambda n: env[n])
    assert output is not None
    flat = [env[v] if isinstance(v, torch.fx.Node) else v
            for v in output.args[0]]
    outputs, gradients = pytree.tree_unflatten(flat, info.out_spec)
    if len(gradients) != len(args):
        raise _CannotCopy
    trained = []
    for a, grad in zip(args, gradients):
        if isinstance(a, torch.Tensor) and a.requires_grad:
            if grad is None:
                # (flattened_joint's words: _Joint looks for them)
                raise AssertionError("Found a parameter that did not receive "
                                     "a gradient.")
            trained.append(grad)
        elif grad is not None:
            raise _CannotCopy
    graph.output((*outputs, *trained))
    return graph_module(joint, graph)


class _CannotCopy(Exception):
    """The joint graph is not in the form `_flattened_joint` copies."""


@contextlib.contextmanager
def _joint_copied(copy: bool = True) -> Iterator[None]:
    """aot_export_module(trace_joint=True) traces the joint graph, then
    traces it a second time through make_fx, only to drop its tangent inputs
    (unused: the loss's own gradient is a constant 1) and the pytrees around
    its inputs and outputs (its `flattened_joint`). That replay of every
    node through the fake-tensor dispatcher took a fifth of a deep model's
    export (about 6 of 26 s for a 32-layer Llama); here it is a copy of the
    graph (`_flattened_joint`). The replay also turns the graph's `detach`es
    into `alias`es, which torch-mlir drops alike: the exported steps are the
    same text (test_torch_joint; every export of the torch frontend's tests
    compared once). A graph of another form (another torch) is traced as
    before, and so is every graph where `copy` is false: the export traced
    again with stack traces to name what a failed lowering stopped at
    (export.py) wants the replay's, lines of the first graph's code, which
    name its ATen ops (lowering.py, `_traced_ops`)."""
    if not copy:
        yield
        return
    real = aot_autograd.make_fx

    def make_fx(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        code = getattr(fn, "__code__", None)
        cells = dict(zip(code.co_freevars,
                         (c.cell_contents for c in fn.__closure__ or ()))
                     ) if code is not None else {}
        joint = cells.get("fx_g")
        if not isinstance(joint, torch.fx.GraphModule) or args or \
                set(kwargs) != {"record_module_stack"}:
            return real(fn, *args, **kwargs)

        def trace(*inputs: Any) -> Any:
            try:
                return _flattened_joint(joint, inputs)
            except _CannotCopy:
                return real(fn, *args, **kwargs)(*inputs)
        return trace

    aot_autograd.make_fx = make_fx  # type: ignore[assignment]
    try:
        yield
    finally:
        aot_autograd.make_fx = real


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
                 fake: Any = None, unused_parameters: str = "warn",
                 record_stack_traces: bool = True) -> None:
        """`names`: the parameters with requires_grad; the graph's parameter
        inputs are every parameter (frozen ones too) in `self.param_names`
        order, its gradients those of `names` less `self.unused` (the
        loss does not depend on them; `unused_parameters` says what to do
        about them, see export_train_step). `fake`: the fake-tensor mode to
        trace in (a model without its weights, `meta_init.materialized`).
        `record_stack_traces`: see `stack_traces`."""
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
        # A value that picks a computation is traced as the example batch
        # gives it (the model run eagerly on it, its buffers and the random
        # generator left as they were).
        def example() -> None:
            saved = {n: b.detach().clone()
                     for n, b in wrapper.named_buffers()}
            try:
                with trace_backends(), torch.no_grad(), \
                        host_random_restored():
                    wrapper(*batch)
            finally:
                with torch.no_grad():
                    for n, b in wrapper.named_buffers():
                        b.copy_(saved[n])

        checks = guards.ValueGuards(example if fake is None else None)

        def trace() -> tuple[Any, Any]:
            def run() -> tuple[Any, Any]:
                # (AOT autograd's graph modules lazy too, see graph_module.)
                with trace_backends(), _tied(wrapper), \
                        _without_gradient(wrapper, self.unused), \
                        stack_traces(record_stack_traces), \
                        _joint_copied(not record_stack_traces), \
                        _use_lazy_graph_module(True), \
                        host_random_unused(), fake or tracing_mode():
                    return aot_export_module(
                        wrapper, tuple(batch), trace_joint=True,
                        output_loss_index=0,
                        decompositions=decompositions.decomposition_table())
            return traced(lambda: checks.trace(run))

        with values_read_while_traced():
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
        self.buffers = [b[strip:] for b in sig.buffers if b in written]
        buffer_values = dict(wrapper.named_buffers())
        constant_buffers(gm, sig, wrapper, lambda b: b in written)
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
