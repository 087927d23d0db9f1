"""Lowering a traced graph with torch-mlir to linalg on tensors
(`_lower`), and the errors that name what it cannot lower: the ATen ops,
the modules that call them and the stage, not torch-mlir's pass-pipeline
dump.
"""

from __future__ import annotations

import contextlib
import copy
import linecache
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np
import torch
from torch_mlir import fx as torch_mlir_fx, ir, passmanager

from .. import contract
from . import guards, tm_tensor
from .tracing import LossFn, _Loss, trace_backends

#: ATen op names -> the modules whose forward calls them (`_callers`)
Locate = Callable[[list[str]], dict[str, list[str]]]


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

    def note(op: ir.Operation) -> None:
        # torch.aten.<op>[.<overload>], by the op's name without overload
        parts = op.name.split(".")
        if parts[:2] == ["torch", "aten"] and len(op.results) and \
                "aten." + parts[2] not in ops:
            ops.append("aten." + parts[2])

    contract.walk(module.operation, note)
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
