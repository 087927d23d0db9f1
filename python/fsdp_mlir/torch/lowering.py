"""Lowering a traced graph with torch-mlir to linalg on tensors
(`_lower`), and the errors that name what it cannot lower: the ATen ops,
the modules that call them and the stage, not torch-mlir's pass-pipeline
dump.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import linecache
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np
import torch
from torch_mlir import fx as torch_mlir_fx, ir, passmanager
from torch_mlir.compiler_utils import TorchMlirCompilerError
from torch_mlir.dialects import torch as torch_dialect
from torch_mlir.extras.fx_importer import FxImporter

from .. import contract
from . import guards, tm_tensor
from .tracing import LossFn, _Loss, trace_backends

#: ATen op names -> the modules whose forward calls them (`_callers`)
Locate = Callable[[list[str]], dict[str, list[str]] | None]


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
    importer = _importer()
    with _ErrorDiagnostics(importer.module.context) as errors:
        try:
            importer.import_stateless_graph(gm.graph, func_name=name)
            module = importer.module
            for description, pipeline in _PIPELINES:
                _run_pipeline(module, pipeline, description)
            error = None
        except Exception as e:  # torch-mlir's TorchMlirCompilerError and kin
            error = e
    if error is not None:
        raise _lowering_error(error, errors.kept, importer.module, name,
                              locate, lambda: _left_unconverted(gm, name)
                              ) from error
    for diagnostic in errors.kept:  # emitted by a pass that still succeeded
        sys.stderr.write("%s\n" % diagnostic)
    with module.context, ir.Location.unknown():
        tm_tensor.lower_tm_tensor(module, "__" + name, "%s of %s" % (
            name, _STAGES.get(name, name)))
        globals_ = _globals_to_arguments(module, name)
        return str(module), globals_


#: what torch-mlir's `stateless_fx_import(output_type="linalg-on-tensors")`
#: runs on the imported module (fx.py, compiler_utils.py)
_PIPELINES = (
    ("Lowering TorchFX IR -> Torch Backend IR",
     "builtin.module(func.func(torch-match-quantized-custom-ops), "
     "torchdynamo-export-to-torch-backend-pipeline{ extra-library=})"),
    ("Lowering Torch Backend IR -> Linalg-on-Tensors Backend IR",
     "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline"
     "{allow-non-finites=True})"))


def _run_pipeline(module: ir.Module, pipeline: str, description: str
                  ) -> None:
    """torch-mlir's `run_pipeline_with_repro_report` without its report,
    which prints the whole module with its locations before each pipeline
    (for a file it writes only if the pipeline fails): the diagnostics are
    ours (`_ErrorDiagnostics`)."""
    try:
        with module.context as context:
            context.emit_error_diagnostics = True
            passmanager.PassManager.parse(pipeline).run(module.operation)
    except Exception as e:
        raise TorchMlirCompilerError(
            "%s failed with the following diagnostics:\npython exception: %s"
            % (description, e)) from None


def _importer() -> FxImporter:
    """An FX importer into a context of our own (what stateless_fx_import
    would make itself), so that its diagnostics can be handled."""
    context = ir.Context()
    torch_dialect.register_dialect(context)
    return FxImporter(context=context)


@dataclasses.dataclass(frozen=True)
class _Diagnostic:
    """An error diagnostic, kept past its handler (where MLIR's Diagnostic
    is no longer valid)."""
    message: str
    location: ir.Location

    def __str__(self) -> str:
        where = next(_file_lines(self.location), None)
        return ("%s:%d: error: %s" % (where + (self.message,)) if where
                else "error: " + self.message)


class _ErrorDiagnostics:
    """While entered, keeps the error diagnostics emitted in `context`
    (`kept`) instead of letting MLIR print them to file descriptor 2;
    warnings and remarks are printed as before."""

    def __init__(self, context: ir.Context) -> None:
        self.context = context
        self.kept: list[_Diagnostic] = []

    def __enter__(self) -> _ErrorDiagnostics:
        self.handler = self.context.attach_diagnostic_handler(self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        self.handler.detach()

    def _handle(self, diagnostic: ir.Diagnostic) -> bool:
        if diagnostic.severity != ir.DiagnosticSeverity.ERROR:
            return False  # not handled: the next handler prints it
        self.kept.append(_Diagnostic(" ".join(diagnostic.message.split()),
                                     diagnostic.location))
        return True


def _file_lines(location: ir.Location) -> Iterator[tuple[str, int]]:
    """The (file, line)s a location is made of, innermost first: a call
    site's callee before its caller."""
    if isinstance(location, ir.FileLineColLoc):
        yield location.filename, location.start_line
    elif isinstance(location, ir.CallSiteLoc):
        yield from _file_lines(location.callee)
        yield from _file_lines(location.caller)
    elif isinstance(location, ir.NameLoc):
        yield from _file_lines(location.child_loc)
    elif isinstance(location, ir.FusedLoc):
        for inner in location.locations:
            yield from _file_lines(inner)


def _ops_at(module: ir.Module, locations: list[ir.Location]) -> list[str]:
    """The ATen ops of `module` at the locations of the diagnostics: the ops
    a conversion failed on, as the pipeline left them (a conversion that
    fails rolls back). Torch's prims and constants there are left out: they
    share the location of the ATen op whose operands they make."""
    ops: list[str] = []

    def note(op: ir.Operation) -> None:
        if not any(op.location == loc for loc in locations):
            return
        name = op.name
        if name == "torch.operator":  # an ATen op torch-mlir has no op for
            name = ir.StringAttr(op.attributes["name"]).value
        parts = name.split(".")
        if parts[:2] == ["torch", "aten"] and len(parts) > 2 and \
                "aten." + ".".join(parts[2:]) not in ops:
            ops.append("aten." + ".".join(parts[2:]))

    contract.walk(module.operation, note)
    return ops


def _traced_ops(locations: list[ir.Location]) -> list[str]:
    """The ATen ops of the traced lines the diagnostics' locations point at
    (`<eval_with_key>.K ...`, line N: a line of the code FX generated while
    tracing, which it keeps in `linecache`): the op whose lowering failed
    where the IR at that location no longer names it."""
    ops: list[str] = []
    for location in locations:
        for filename, line in _file_lines(location):
            if not filename.startswith("<eval_with_key>"):
                continue
            for op in _aten_calls(linecache.getline(filename, line)):
                if op not in ops:
                    ops.append(op)
    return ops


def _aten_calls(source: str) -> list[str]:
    """The ATen ops (`aten.<name>`) a line of FX's generated code calls
    (`x = torch.ops.aten.<name>.<overload>(...)`)."""
    try:
        tree = ast.parse(source.strip())
    except SyntaxError:
        return []
    ops = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        path = []
        func = node.func
        while isinstance(func, ast.Attribute):
            path.append(func.attr)
            func = func.value
        if isinstance(func, ast.Name):
            path.append(func.id)
        path.reverse()
        if path[:3] == ["torch", "ops", "aten"] and len(path) > 3:
            ops.append("aten." + path[3])
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
    importer = _importer()
    with _ErrorDiagnostics(importer.module.context):  # known: not printed
        try:
            module = torch_mlir_fx.stateless_fx_import(
                gm, output_type="torch", model_name=name,
                fx_importer=importer)
            with module.context:
                passmanager.PassManager.parse(_CONVERSIONS).run(
                    module.operation)
        except Exception:  # no better name than the diagnostic's, then
            return []
    ops: list[str] = []

    def note(op: ir.Operation) -> None:
        # torch.aten.<op>[.<overload>], by the op's name without overload
        parts = op.name.split(".")
        if parts[:2] == ["torch", "aten"] and len(op.results) and \
                "aten." + parts[2] not in ops:
            ops.append("aten." + parts[2])

    contract.walk(module.operation, note)
    return ops


def _lowering_error(error: Exception, diagnostics: list[_Diagnostic],
                    module: ir.Module, name: str, locate: Locate | None,
                    unconverted: Callable[[], list[str]] = list
                    ) -> NotImplementedError:
    """The error for a failed lowering: the ops it failed on, found in the
    order of trust: the ATen ops at the diagnostics' locations in the IR the
    pipeline left, those of the traced lines they point at, those the
    conversions leave (`unconverted()`)."""
    locations = [d.location for d in diagnostics]
    ops = (_ops_at(module, locations) or _traced_ops(locations)
           or unconverted())
    text = str(error).strip()
    diagnostic = (str(diagnostics[0]) if diagnostics else
                  text.splitlines()[0] if text else type(error).__name__)
    where = locate(ops) if (locate and ops) else None
    parts = []
    for op in ops[:4]:
        if where is None:  # (no eager run to find the callers in)
            parts.append(op)
            continue
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
    its forward op. None where the model cannot be copied (a tensor
    attribute computed from a parameter: torch deep-copies only leaves)."""

    def locate(ops: list[str]) -> dict[str, list[str]] | None:
        from torch.utils._python_dispatch import TorchDispatchMode
        try:
            copied = copy.deepcopy(model)
        except Exception:  # the diagnosis must not hide the error
            return None
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
