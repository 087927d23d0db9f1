"""The fsdp-mlir input contract, built with the MLIR Python bindings that the
torch-mlir wheel bundles.

A training step is one public `func.func` with tensor semantics:
`{fsdp.state}` on persistent arguments, `{fsdp.updates = i}` on the result
that replaces argument `i`, `{fsdp.loss}` on the loss, gradients synchronised
by `fsdp.all_reduce` (or upstream `shard.all_reduce`) on a one-dimensional
`shard.grid @dp`. The fsdp and shard ops are created as unregistered ops in
torch-mlir's context and printed in generic form, which `fsdp-opt` parses:
torch-mlir's MLIR is another build than the compiler's, so the dialect
cannot be registered in it, and the generic form is the one text both read.
The fsdp names and enum values come from `_dialect`, which the compiler
generates (scripts/update-python-constants.sh).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping, Sequence

from torch_mlir import ir, passmanager

from . import _dialect

FSDP_REDUCTIONS = _dialect.REDUCTIONS
# shard.all_reduce's `reduction` (upstream ReductionKind); avg is "average".
SHARD_REDUCTIONS = {"sum": "sum", "avg": "average", "max": "max", "min": "min"}

GRID_NAME = "dp"
COLLECTIVES = ("fsdp", "shard")


def new_context() -> ir.Context:
    """A context that accepts the fsdp and shard ops (torch-mlir does not
    register them) and the upstream dialects torch-mlir's output uses."""
    ctx = ir.Context()
    ctx.allow_unregistered_dialects = True
    return ctx


def all_reduce(value: ir.Value, reduction: str, collective: str,
               ip: ir.InsertionPoint, grid: str = GRID_NAME,
               grid_axes: int = 1) -> ir.Value:
    """Creates the gradient synchronisation of `value` at `ip` and returns its
    result: `fsdp.all_reduce` or `shard.all_reduce` over the whole grid (of
    `grid_axes` axes)."""
    if collective == "fsdp":
        attrs = {
            "grid": ir.FlatSymbolRefAttr.get(grid),
            "reduction": ir.IntegerAttr.get(
                ir.IntegerType.get_signless(32), FSDP_REDUCTIONS[reduction]),
        }
        name = _dialect.ALL_REDUCE
    elif collective == "shard":
        attrs = {
            "grid": ir.FlatSymbolRefAttr.get(grid),
            "grid_axes": ir.Attribute.parse("array<i16: %s>" % ", ".join(
                str(k) for k in range(grid_axes))),
            "reduction": ir.Attribute.parse(
                "#shard<partial %s>" % SHARD_REDUCTIONS[reduction]),
        }
        name = "shard.all_reduce"
    else:
        raise ValueError("collective must be one of %s, not %r" %
                         (COLLECTIVES, collective))
    op = ir.Operation.create(name, results=[value.type], operands=[value],
                             attributes=attrs, ip=ip)
    return op.results[0]


# Parsed helper modules whose functions moved into a step: freeing a module
# whose ops were just detached corrupts the heap in these bindings.
_KEEP_ALIVE: list[ir.Module] = []


def add_functions(module: ir.Module, texts: Sequence[str], what: str) -> None:
    """Parses the functions `texts` (MLIR text a lowering generated) in
    `module`'s context and moves them into `module`. `what` names the ops
    they lower, for the error when the text does not parse (a bug of the
    lowering, not of the user's step)."""
    if not texts:
        return
    try:
        helper = ir.Module.parse("\n".join(texts), context=module.context)
    except Exception as e:
        raise RuntimeError("fsdp-mlir generated invalid MLIR for %s: %s\n%s"
                           % (what, e, "\n".join(texts))) from None
    _KEEP_ALIVE.append(helper)
    for fn in list(helper.body.operations):
        fn.operation.detach_from_parent()
        module.body.append(fn)


def call(name: str, operands: Iterable[ir.Value],
         result_types: Iterable[ir.Type],
         ip: ir.InsertionPoint) -> Sequence[ir.Value]:
    """`func.call @name(operands)` at `ip`; its results."""
    return ir.Operation.create(
        "func.call", results=list(result_types), operands=list(operands),
        attributes={"callee": ir.FlatSymbolRefAttr.get(name)}, ip=ip).results


def from_first_rank(module: ir.Module, value: ir.Value,
                    ip: ir.InsertionPoint, ranks: int, name: str,
                    grid: str = GRID_NAME) -> ir.Value:
    """Rank 0's `value` on every rank -- PyTorch DDP's buffer broadcast --
    at `ip`: an `fsdp.all_gather` along dimension 0 (a 0-d value as one row)
    and its first rows, through a private function `name` of `module` that
    the exporter's `inline` pass inlines. `value` itself on one rank."""
    if ranks == 1:
        return value
    ty = ir.RankedTensorType(value.type)
    shape, element = list(ty.shape), str(ty.element_type)

    def tensor(dims: Sequence[int]) -> str:
        return "tensor<%s>" % "x".join([str(d) for d in dims] + [element])

    rows = shape or [1]
    lines = ["func.func private @%s(%%x: %s) -> %s {" % (name, ty, ty)]
    src = "%x"
    if not shape:
        lines.append("  %%e = tensor.expand_shape %%x [] output_shape [1] : "
                     "%s into %s" % (ty, tensor(rows)))
        src = "%e"
    gathered = [rows[0] * ranks] + rows[1:]
    lines.append('  %%g = "%s"(%s) {gather_dim = 0 : i64, grid = @%s} : '
                 '(%s) -> %s' % (_dialect.ALL_GATHER, src, grid, tensor(rows),
                                 tensor(gathered)))
    lines.append("  %%s = tensor.extract_slice %%g[%s] [%s] [%s] : %s to %s" % (
        ", ".join(["0"] * len(rows)), ", ".join(str(d) for d in rows),
        ", ".join(["1"] * len(rows)), tensor(gathered), tensor(rows)))
    result = "%s"
    if not shape:
        lines.append("  %%c = tensor.collapse_shape %%s [] : %s into %s"
                     % (tensor(rows), ty))
        result = "%c"
    lines += ["  return %s : %s" % (result, ty), "}"]
    add_functions(module, ["\n".join(lines)], "a buffer broadcast")
    return call(name, [value], [value.type], ip)[0]


def grid_shape(grid: int | Sequence[int]) -> list[int]:
    """The shape of a step's grid: `grid` ranks in one axis, or its sizes
    (hosts x ranks per host, for hybrid sharding); raises ValueError for an
    empty grid or an axis without ranks."""
    shape = [grid] if isinstance(grid, int) else [int(n) for n in grid]
    if not shape or any(n < 1 for n in shape):
        raise ValueError("the grid needs at least one rank on every axis, "
                         "not %s" % (grid,))
    return shape


def add_grid(module: ir.Module, grid: int | Sequence[int],
             name: str = GRID_NAME) -> None:
    """Inserts `shard.grid @dp(shape = ...)` of `grid` (grid_shape) at the
    top of `module`. The step's collectives span all its axes."""
    body = module.body
    ip = (ir.InsertionPoint.at_block_begin(body))
    ir.Operation.create("shard.grid", attributes={
        "sym_name": ir.StringAttr.get(name),
        "shape": ir.DenseI64ArrayAttr.get(grid_shape(grid)),
    }, ip=ip)


def set_step_attributes(func: ir.Operation, num_args: int,
                        state_args: Container[int],
                        updates: Mapping[int, int], loss_result: int,
                        num_results: int,
                        hyperparameters: Mapping[int, str] | None = None,
                        microbatches: int = 1) -> None:
    """Writes the contract's argument and result attributes on `func`.

    `state_args`: indices of the `{fsdp.state}` arguments; `updates`: a map
    result index -> argument index it replaces; `loss_result`: the index of
    the `{fsdp.loss}` result; `hyperparameters`: a map argument index ->
    name of the `{fsdp.hyperparameter = name}` arguments (scalars the
    optimizer reads, the same on every rank, given per step);
    `microbatches` > 1: the batch arguments are one of that many
    microbatches of the step's batch (`fsdp.microbatches`, which
    fsdp-pipeline accumulates over)."""
    unit = ir.UnitAttr.get()
    i64 = ir.IntegerType.get_signless(64)
    hyperparameters = hyperparameters or {}
    args = []
    for i in range(num_args):
        d = {}
        if i in state_args:
            d[_dialect.STATE_ATTR] = unit
        if i in hyperparameters:
            d[_dialect.HYPERPARAMETER_ATTR] = ir.StringAttr.get(
                hyperparameters[i])
        args.append(ir.DictAttr.get(d))
    results = []
    for r in range(num_results):
        d = {}
        if r in updates:
            d[_dialect.UPDATES_ATTR] = ir.IntegerAttr.get(i64, updates[r])
        if r == loss_result:
            d[_dialect.LOSS_ATTR] = unit
        results.append(ir.DictAttr.get(d))
    func.attributes["arg_attrs"] = ir.ArrayAttr.get(args)
    func.attributes["res_attrs"] = ir.ArrayAttr.get(results)
    if microbatches > 1:
        func.attributes[_dialect.MICROBATCHES_ATTR] = ir.IntegerAttr.get(
            i64, microbatches)


def new_function(module: ir.Module, name: str, ftype: ir.FunctionType
                 ) -> tuple[ir.Operation, ir.InsertionPoint, list[ir.Value]]:
    """A public `func.func @name` of type `ftype` at the end of `module`:
    the op, an insertion point in its body and its arguments."""
    func = ir.Operation.create("func.func", regions=1, attributes={
        "sym_name": ir.StringAttr.get(name),
        "function_type": ir.TypeAttr.get(ftype),
    }, ip=ir.InsertionPoint(module.body))
    block = func.regions[0].blocks.append(*ftype.inputs)
    return func, ir.InsertionPoint(block), list(block.arguments)


def run_passes(module: ir.Module, pipeline: str) -> None:
    passmanager.PassManager.parse("builtin.module(%s)" % pipeline).run(
        module.operation)


def functions(module: ir.Module) -> dict[str, ir.Operation]:
    return {op.attributes["sym_name"].value: op
            for op in module.body.operations
            if op.operation.name == "func.func"}


def function_type(func: ir.Operation) -> ir.FunctionType:
    return ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)


def walk(op: ir.Operation, fn: Callable[[ir.Operation], object]) -> None:
    """Calls `fn` on every op nested in `op`, outer ops first."""
    for region in op.regions:
        for block in region.blocks:
            for nested in block.operations:
                fn(nested.operation)
                walk(nested.operation, fn)


def op_names(module: ir.Module) -> set[str]:
    names: set[str] = set()
    walk(module.operation, lambda op: names.add(op.name))
    return names


def check_upstream(module: ir.Module, allowed_prefixes: Iterable[str]) -> None:
    """Raises when an op outside the upstream dialects fsdp-opt registers is
    left (e.g. torch-mlir's tm_tensor): the frontend must decompose it."""
    bad = sorted(n for n in op_names(module)
                 if not n.startswith(tuple(p + "." for p in allowed_prefixes)))
    if bad:
        raise NotImplementedError(
            "the exported step still has ops fsdp-opt does not know: %s"
            % ", ".join(bad))


# Dialects a step may use: what fsdp-opt registers for its input.
UPSTREAM_DIALECTS = ("arith", "math", "linalg", "tensor", "func", "cf", "scf",
                     "fsdp", "shard", "builtin", "bufferization", "complex")
