"""JAX training steps in the fsdp-mlir input contract.

The step is the usual data-parallel JAX program: a function
`step(state, *batch) -> (new_state, loss)` mapped over a one-axis mesh with
`jax.shard_map` (state replicated, `P()`; batch split, `P(axis)`; gradients
and loss synchronised by `jax.lax.pmean` / `psum`, or by the psum that
differentiating a per-device loss with respect to replicated parameters
inserts), jitted with the state donated (`donate_argnums`). Optimizers are
optax's.

`jax.jit(...).lower()` with the GSPMD partitioner gives a StableHLO module
whose `@main` maps the global arrays onto a per-device function (the
shard_map body) through `Sharding` / `SPMDFullToShardShape` custom calls. The
per-device function is the training step of one rank: its
`stablehlo.all_reduce` ops become `fsdp.all_reduce` (or `shard.all_reduce`),
StableHLO is legalized to linalg by the pass the torch-mlir wheel bundles,
and the donated arguments become `{fsdp.state}`.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, cast

import jax
import numpy as np
from torch_mlir import ir

# Registers StableHLO and its passes in torch-mlir's context, where the step
# is parsed and lowered: torch-mlir has no public `dialects.stablehlo` (jax's,
# `jax.extend.mlir.dialects.stablehlo`, is for jaxlib's own MLIR, whose
# registrations and objects torch-mlir's cannot take), so its extension
# module is the only binding there is.
from torch_mlir._mlir_libs import _stablehlo

from .. import contract
from ..step import ForwardStep, TrainStep, microbatch_rows
from . import lowering, substitute, unstack

_SHARDING_CALLS = ("Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape")
_UNSUPPORTED_COLLECTIVES = (
    "stablehlo.all_gather", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.collective_broadcast",
    "stablehlo.replica_id")


@contextlib.contextmanager
def _gspmd_lowering() -> Iterator[None]:
    """Shardy keeps the shard_map body inline in an `sdy.manual_computation`,
    a dialect the torch-mlir wheel does not have; the GSPMD lowering emits it
    as a function of its own."""
    old = jax.config.jax_use_shardy_partitioner
    jax.config.update("jax_use_shardy_partitioner", False)
    try:
        yield
    finally:
        jax.config.update("jax_use_shardy_partitioner", old)


def _call_target(op: ir.Operation) -> str | None:
    if op.name != "stablehlo.custom_call":
        return None
    return ir.StringAttr(op.attributes["call_target_name"]).value


def _through_sharding_calls(value: ir.Value) -> ir.Value:
    """Follows a value back through the sharding custom calls."""
    while True:
        owner = value.owner
        if isinstance(owner, ir.Block):
            return value
        if _call_target(owner) not in _SHARDING_CALLS:
            return value
        value = owner.operands[0]


def _dict_attr(attrs: ir.ArrayAttr | None, index: int) -> dict[str, ir.Attribute]:
    if attrs is None:
        return {}
    d = ir.DictAttr(attrs[index])
    return {d[i].name: d[i].attr for i in range(len(d))}


def _per_device_function(
        module: ir.Module) -> tuple[ir.Operation, ir.Operation, ir.Operation]:
    """(main, body, call): the per-device function `body` that `@main` calls
    between the sharding custom calls."""
    funcs = contract.functions(module)
    main = funcs.get("main")
    if main is None:
        raise ValueError("the lowered module has no @main")
    calls = [op for op in main.regions[0].blocks[0].operations
             if op.operation.name == "func.call"]
    if len(calls) != 1:
        raise ValueError(
            "expected @main to call one per-device function (the shard_map "
            "body); found %d calls. Is the step a jax.shard_map over the "
            "data-parallel axis?" % len(calls))
    call = calls[0]
    callee = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
    return main, funcs[callee], call


def _inline_constants(body: ir.Operation, call: ir.Operation) -> list[int]:
    """Arrays the step closes over are constants of `@main`, which JAX
    passes into the shard_map body as arguments (replicated): each becomes
    a constant of the body again, its argument removed. Returns the indices
    of the call's operands that stay arguments."""
    block = body.regions[0].blocks[0]
    dropped = []
    for i, operand in enumerate(call.operands):
        source = _through_sharding_calls(operand)
        if isinstance(source.owner, ir.Block) or \
                source.owner.name != "stablehlo.constant":
            continue
        if source.type != operand.type:
            raise ValueError("a constant the step closes over is split over "
                             "the mesh (%s to %s): only replicated "
                             "constants are supported" %
                             (source.type, operand.type))
        copy = source.owner.clone(ip=ir.InsertionPoint.at_block_begin(block))
        block.arguments[i].replace_all_uses_with(copy.results[0])
        dropped.append(i)
    if not dropped:
        return list(range(len(call.operands)))
    for i in reversed(dropped):
        block.erase_argument(i)
    kept = [i for i in range(len(call.operands)) if i not in dropped]
    ftype = contract.function_type(body)
    body.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
        [ftype.inputs[i] for i in kept], list(ftype.results)))
    if "arg_attrs" in body.attributes:
        attrs = ir.ArrayAttr(body.attributes["arg_attrs"])
        body.attributes["arg_attrs"] = ir.ArrayAttr.get(
            [attrs[i] for i in kept])
    return kept


def _replica_group(op: ir.Operation) -> list[list[int]]:
    """The replica groups of a collective (a 2-d tensor of device ids, -1
    padding a shorter group), read through the attribute's API."""
    attr = ir.DenseIntElementsAttr(op.attributes["replica_groups"])
    shape = ir.ShapedType(attr.type).shape
    if len(shape) != 2 or not shape[0] * shape[1]:
        return []
    values = [attr[i] for i in range(len(attr))]
    return [[v for v in values[r * shape[1]:(r + 1) * shape[1]] if v >= 0]
            for r in range(shape[0])]


# StableHLO ops with effects beyond their results.
_EFFECTS = ("stablehlo.custom_call", "stablehlo.infeed", "stablehlo.outfeed",
            "stablehlo.send", "stablehlo.recv")


def _erase_dead(func: ir.Operation) -> None:
    """Erases the ops of the function's body whose results nothing reads
    (a frozen leaf's gradient, its psum and the reshapes around it): every
    rank runs the same program, so every rank drops the same all-reduces.
    Ops with regions other than an all-reduce's reducer are kept."""
    block = func.regions[0].blocks[0]
    for op in reversed(list(block.operations)):
        name = op.operation.name
        if (name.startswith("stablehlo.") and name not in _EFFECTS and
                (not op.operation.regions or name == "stablehlo.all_reduce")
                and op.results and
                not any(list(r.uses) for r in op.results)):
            op.operation.erase()


def _convert_partition_id(op: ir.Operation) -> None:
    """`stablehlo.partition_id` (what `lax.axis_index` over the step's one
    mesh axis lowers to, e.g. a per-rank dropout key) becomes the rank's
    index on the grid, `shard.process_linear_index`: on the 1-D mesh of the
    step's devices the partition is the rank."""
    ip = ir.InsertionPoint(op)
    index = ir.Operation.create(
        "shard.process_linear_index", results=[ir.IndexType.get()],
        attributes={"grid": ir.FlatSymbolRefAttr.get(contract.GRID_NAME)},
        ip=ip).results[0]
    i32 = ir.IntegerType.get_signless(32)
    rank = ir.Operation.create("arith.index_cast", results=[i32],
                               operands=[index], ip=ip).results[0]
    tensor = ir.Operation.create(
        "tensor.from_elements", results=[ir.RankedTensorType.get([], i32)],
        operands=[rank], ip=ip).results[0]
    value = ir.Operation.create(
        "stablehlo.convert", results=[op.results[0].type], operands=[tensor],
        ip=ip).results[0]
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _convert_collectives(func: ir.Operation, grid: int, collective: str,
                         grid_axes: int = 1) -> int:
    """stablehlo.all_reduce over all devices with an add reducer becomes one
    all-reduce (sum) per operand, over the grid's `grid_axes` axes; anything
    else is an error."""
    found: list[ir.Operation] = []
    contract.walk(func, lambda op: found.append(op)
                  if op.name in _UNSUPPORTED_COLLECTIVES or
                  op.name in ("stablehlo.all_reduce",
                              "stablehlo.partition_id") else None)
    count = 0
    reduced: list[tuple[ir.Value, ir.Value]] = []
    for op in found:
        if op.name in _UNSUPPORTED_COLLECTIVES:
            raise NotImplementedError(
                "%s in the step: only all-reduces over the data-parallel "
                "axis (pmean/psum) are supported" % op.name)
        if op.name == "stablehlo.partition_id":
            _convert_partition_id(op)
            continue
        if op.name != "stablehlo.all_reduce":
            continue
        if not any(list(r.uses) for r in op.results):
            # Dead (fsdp_mlir.jax.unstack leaves the psums it merges): every
            # rank runs the same program, so every rank drops it.
            op.erase()
            continue
        groups = _replica_group(op)
        # No replica groups means one group of every device.
        if not groups:
            groups = [list(range(grid))]
        if len(groups) != 1 or sorted(groups[0]) != list(range(grid)):
            raise NotImplementedError(
                "all-reduce over replica groups %s: only the whole "
                "data-parallel axis of %d devices is supported" % (groups, grid))
        reducer = [o.name for o in op.regions[0].blocks[0].operations]
        if reducer != ["stablehlo.add", "stablehlo.return"]:
            raise NotImplementedError(
                "all-reduce with reducer %s: only sums (psum, pmean) are "
                "supported" % reducer)
        ip = ir.InsertionPoint(op)
        for i, operand in enumerate(op.operands):
            result = op.results[i]
            if not list(result.uses):
                continue  # dead, as above (a frozen leaf's gradient)
            # psum(reshape(g)) -> reshape: JAX psums the cotangent of a
            # replicated parameter where the parameter is used, e.g. a Flax
            # Dense bias reshaped to (1, features), or an embedding table
            # transposed by `nn.Embed.attend` (a tied LM head); the sum
            # commutes with reshapes and transposes, and after them the
            # all-reduce is of the parameter's own shape, which
            # fsdp-shard-update shards.
            moved = []
            while True:
                users = list(result.uses)
                if (len(users) != 1 or users[0].owner.name not in
                        ("stablehlo.reshape", "stablehlo.transpose")):
                    break
                user = users[0].owner
                operand = ir.Operation.create(
                    user.name, results=[user.results[0].type],
                    operands=[operand], ip=ip,
                    attributes={user.attributes[k].name:
                                user.attributes[k].attr
                                for k in range(len(user.attributes))}
                ).results[0]
                result = user.results[0]
                moved.append(user)
            value = contract.all_reduce(operand, "sum", collective, ip,
                                        grid_axes=grid_axes)
            result.replace_all_uses_with(value)
            for user in reversed(moved):
                user.erase()
            reduced.append((value, operand))
            count += 1
        op.erase()
    return count - _merge_sums_of_all_reduces(func, reduced, collective,
                                              grid_axes)


def _merge_sums_of_all_reduces(func: ir.Operation,
                               reduced: list[tuple[ir.Value, ir.Value]],
                               collective: str, grid_axes: int = 1) -> int:
    """psum(a) + psum(b) -> psum(a + b) where the sum is all either
    all-reduce's result feeds: a parameter read in two places whose
    cotangents JAX psums apart (a tied embedding, looked up and used as the
    LM head by `attend`), summed as autodiff sums them in PyTorch. One
    all-reduce of the gradient, which fsdp-shard-update shards, instead of
    two (the sum rounds as (a0 + b0) + (a1 + b1) instead of (a0 + a1) +
    (b0 + b1)). `reduced`: the (result, operand) of each all-reduce;
    returns how many all-reduces it removed."""
    def operand_of(value: ir.Value) -> ir.Value | None:
        for result, operand in reduced:
            if result == value:
                return operand
        return None

    adds: list[ir.Operation] = []
    contract.walk(func, lambda op: adds.append(op)
                  if op.name == "stablehlo.add" else None)
    merged = 0
    for add in adds:
        x, y = add.operands[0], add.operands[1]
        a, b = operand_of(x), operand_of(y)
        if (a is None or b is None or x == y or
                any(len(list(v.uses)) != 1 for v in (x, y)) or
                x.owner.operation.block != add.operation.block or
                y.owner.operation.block != add.operation.block):
            continue
        ip = ir.InsertionPoint(add)
        total = ir.Operation.create(
            "stablehlo.add", results=[add.results[0].type], operands=[a, b],
            ip=ip).results[0]
        value = contract.all_reduce(total, "sum", collective, ip,
                                    grid_axes=grid_axes)
        add.results[0].replace_all_uses_with(value)
        add.erase()
        x.owner.erase()
        y.owner.erase()
        reduced.append((value, total))
        merged += 1
    return merged


def _legalize_chlo(text: str) -> str:
    """CHLO -> StableHLO in JAX's own MLIR context.

    JAX emits CHLO for the ops StableHLO has no primitive for (`chlo.square`
    from `lax.square`, `chlo.erf`, `chlo.erf_inv`, `chlo.lgamma`, ...); the
    torch-mlir wheel has `chlo-legalize-to-stablehlo` but not the CHLO dialect
    itself, so it cannot even parse them. jaxlib bundles both: the module is
    parsed in a context of JAX's, legalized there, printed and handed on as
    pure StableHLO text."""
    if "chlo." not in text:
        return text
    # jax.extend.mlir is JAX's public face of its MLIR; the context with
    # JAX's dialects (func, chlo, stablehlo, ...) only jax's private
    # make_ir_context builds.
    from jax._src.interpreters import mlir as jax_mlir
    from jax.extend.mlir import ir as jax_ir, passmanager as jax_pm
    from jax.extend.mlir.dialects import stablehlo as jax_stablehlo
    jax_stablehlo.register_stablehlo_passes()
    with jax_mlir.make_ir_context() as ctx, jax_ir.Location.unknown(ctx):
        module = jax_ir.Module.parse(text)
        jax_pm.PassManager.parse(
            "builtin.module(func.func(chlo-legalize-to-stablehlo))").run(
                module.operation)
        left = sorted({name for name in _op_names(module.operation)
                       if name.startswith("chlo.")})
        if left:
            raise NotImplementedError("CHLO ops left after chlo-legalize-to-"
                                      "stablehlo: %s" % ", ".join(left))
        # (text: get_asm without binary=True)
        return cast(str, module.operation.get_asm(enable_debug_info=False))


def _op_names(op: Any) -> set[str]:
    """The names of the ops nested in `op` (of jaxlib's MLIR or
    torch-mlir's)."""
    names: set[str] = set()
    for region in op.regions:
        for block in region.blocks:
            for nested in block.operations:
                names.add(nested.operation.name)
                names |= _op_names(nested.operation)
    return names


def _legalize(module: ir.Module) -> None:
    """StableHLO to linalg, the outlined functions inlined. A failure is an
    error that names the stage and MLIR's diagnostics (the op the verifier
    or a pattern rejected), not the pass manager's dump."""
    try:
        contract.run_passes(
            module, "func.func(stablehlo-legalize-to-linalg),inline,"
            "symbol-dce,canonicalize,cse")
    except ir.MLIRError as e:
        notes = []
        for d in e.error_diagnostics:
            notes.append(str(d.message))
            notes += [str(n.message) for n in d.notes]
        raise NotImplementedError(
            "the StableHLO-to-linalg legalization of the JAX step failed "
            "(a StableHLO form it does not lower): %s" %
            "; ".join(notes)[:2000]) from None


def _main_arguments(lowered: Any) -> int:
    """How many arguments the lowered step's @main kept."""
    for op in lowered.compiler_ir("stablehlo").body.operations:
        if op.operation.name == "func.func" and \
                op.attributes["sym_name"].value == "main":
            return len(op.regions[0].blocks[0].arguments)
    raise ValueError("the lowered step has no @main")


def export_train_step(step: Any, state: Any, *batch: Any,
                      func_name: str = "train_step",
                      collective: str = "fsdp",
                      microbatches: int = 1,
                      grid_shape: Sequence[int] | None = None) -> TrainStep:
    """Exports a jitted, shard_mapped JAX training step as MLIR text.

    step:   `jax.jit(jax.shard_map(fn, mesh=..., in_specs=(P(), P(axis), ...),
            out_specs=(P(), P())), donate_argnums=(0,))` with
            `fn(state, *batch) -> (new_state, loss)`; new_state has the
            structure of state, loss is a scalar.
    state:  the initial state pytree (parameters and optax state).
    batch:  the global batch arrays (every rank's rows).
    microbatches: K > 1 accumulates each rank's gradients over K
            microbatches of its rows (every batch array's rows per rank
            divisible by K): the step is lowered for 1/K of the batch and
            marked `{fsdp.microbatches = K}`; `fsdp-opt --fsdp-pipeline`
            makes it the step of the whole batch.
    grid_shape: the step's grid as (hosts, ranks per host), for hybrid
            sharding (`fsdp-pipeline=strategy=hybrid`); its product is the
            mesh's devices, whose psums span every axis. Default: one axis.

    Returns a TrainStep whose state arguments are the leaves of `state`
    (`jax.tree_util` order) and whose inputs are the per-rank batches. The
    grid has as many ranks as the mesh.
    """
    return cast(TrainStep, _export(step, state, batch, func_name, collective,
                                   microbatches, grid_shape, forward=False))


def export_forward_step(step: Any, state: Any, *batch: Any,
                        func_name: str = "eval_step",
                        grid_shape: Sequence[int] | None = None,
                        outputs: bool = False,
                        unstacked: dict[int, int] | None = None
                        ) -> ForwardStep:
    """Exports a jitted, shard_mapped JAX evaluation step as MLIR text:
    `jax.jit(jax.shard_map(fn, mesh=..., in_specs=(P(), P(axis), ...),
    out_specs=P()))` with `fn(state, *batch) -> loss` (averaged over the
    mesh, as the training step's); with `outputs`, a prediction step,
    `out_specs=P(axis)` and `fn(state, *batch) -> outputs`, a pytree of
    arrays of each device's rows (the step's results, in the order of its
    leaves; `ForwardStep.outputs` holds the pytree with the leaves'
    indices). The leaves of `state` are `{fsdp.state}` arguments no result
    updates, named as export_train_step names them, so that a trainer runs
    the step on its training step's state (`Trainer.compile_forward`).
    `unstacked`: the training step's `TrainStep.unstacked` (its scanned
    layers split per layer): the forward step takes its state in the same
    layout, as it takes PRNG keys and unsigned leaves as the training step
    holds them (fsdp_mlir.jax.unstack.split_forward)."""
    return cast(ForwardStep, _export(step, state, batch, func_name, "fsdp", 1,
                                     grid_shape, forward=True,
                                     outputs=outputs,
                                     layers=dict(unstacked or {})))


def _split_forward(step: Any, state: Any, batch: Sequence[Any],
                   layers: dict[int, int]) -> unstack.Unstacked | None:
    """unstack.split_forward as `unstack`'s result, for `_export`."""
    split = unstack.split_forward(step, state, batch, layers)
    if split is None:
        return None
    return unstack.Unstacked(split[0], split[1], layers, set())


def _export(step: Any, state: Any, batch: Sequence[Any], func_name: str,
            collective: str, microbatches: int,
            grid_shape: Sequence[int] | None,
            forward: bool, outputs: bool = False,
            layers: dict[int, int] | None = None) -> TrainStep | ForwardStep:
    """export_train_step, or, `forward`, export_forward_step."""
    if collective not in contract.COLLECTIVES:
        raise ValueError("collective must be one of %s" % (contract.COLLECTIVES,))
    if not hasattr(step, "lower"):
        raise TypeError("step must be a jax.jit-ed function")
    names = [jax.tree_util.keystr(path) for path, _ in
             jax.tree_util.tree_flatten_with_path(state)[0]]
    state_leaves, state_tree = jax.tree_util.tree_flatten(state)
    batch_leaves = jax.tree_util.tree_leaves(batch)
    if microbatches != 1:
        # Lowered for one microbatch: the first 1/K of the global rows
        # (shapes are what matters; every rank's 1/K once sharded).
        rows = microbatch_rows([np.shape(b)[0] if np.ndim(b) else None
                                for b in batch_leaves], microbatches,
                               "global rows")
        batch = tuple(jax.tree_util.tree_unflatten(
            jax.tree_util.tree_structure(batch),
            [b[:r] for b, r in zip(batch_leaves, rows)]))
    unstacked: dict[int, int] = {}
    frozen: set[int] = set()
    with _gspmd_lowering():
        # FFTs, Cholesky factorizations and triangular solves: re-traced
        # as primitives the pipeline lowers (fsdp_mlir.jax.substitute).
        replaced = substitute.replace_primitives(step, state, batch,
                                                 donate=not forward)
        if replaced is not None:
            step = replaced
        # Layers stacked by a scan become one state leaf per layer; leaves
        # updated by zeros are returned unchanged.
        # A forward step takes the state in the layout its training step
        # was given.
        split = (_split_forward(step, state, batch, layers or {}) if forward
                 else unstack.unstack(step, state, batch))
        if split is not None:
            step, state_leaves, unstacked, frozen = split
            state, state_tree = state_leaves, \
                jax.tree_util.tree_structure(state_leaves)
            names = [n for k, n in enumerate(names)
                     for n in (["%s[%d]" % (n, i) for i in
                                range(unstacked[k])] if k in unstacked
                               else [n])]
        lowered = step.lower(state, *batch)
        if (_main_arguments(lowered) != len(state_leaves) + len(batch_leaves)
                and hasattr(step, "__wrapped__")):
            # jit drops the arguments the step does not read (optax's
            # adafactor keeps placeholder leaves for unfactored moments):
            # the same function jitted with them kept, the state donated as
            # the contract asks.
            lowered = jax.jit(step.__wrapped__,
                              donate_argnums=() if forward else (0,),
                              keep_unused=True).lower(state, *batch)
        text = _legalize_chlo(lowered.as_text(debug_info=False))
    out = jax.eval_shape(step, state, *batch)
    output_leaves, output_tree = jax.tree_util.tree_flatten(out)
    if outputs:
        if not output_leaves or not all(hasattr(a, "shape")
                                        for a in output_leaves):
            raise ValueError("the prediction step must return a pytree of "
                             "arrays")
        loss_aval = None
    elif forward:
        loss_aval = out
        if not hasattr(out, "shape"):
            raise ValueError("the evaluation step must return the loss")
    else:
        if not (isinstance(out, tuple) and len(out) == 2):
            raise ValueError("the step must return (new_state, loss)")
        # (jaxlib's PyTreeDef stub lacks its comparisons)
        if jax.tree_util.tree_structure(out[0]) != state_tree:  # type: ignore[operator]
            raise ValueError("the step's new state must have the structure of "
                             "its state argument: %s vs %s" %
                             (jax.tree_util.tree_structure(out[0]),
                              state_tree))
        loss_aval = out[1]
    if loss_aval is not None and (
            loss_aval.shape != ()
            or not np.issubdtype(loss_aval.dtype, np.floating)):
        raise ValueError("the loss must be a floating-point scalar")
    num_state, num_inputs = len(state_leaves), len(batch_leaves)

    with contract.new_context() as ctx, ir.Location.unknown():
        _stablehlo.register_dialect(ctx)
        _stablehlo.register_stablehlo_passes()
        module = ir.Module.parse(text)
        grid = ir.IntegerAttr(
            module.operation.attributes["mhlo.num_partitions"]).value
        main, body, call = _per_device_function(module)
        main_args = list(main.regions[0].blocks[0].arguments)
        main_attrs = (main.attributes["arg_attrs"]
                      if "arg_attrs" in main.attributes else None)
        if len(main_args) != num_state + num_inputs:
            raise ValueError("JAX dropped unused arguments of the step (%d "
                             "arguments for %d state and %d batch leaves); "
                             "every state leaf and input must be used" %
                             (len(main_args), num_state, num_inputs))
        # Which argument of @main each per-device argument comes from.
        kept = _inline_constants(body, call)
        origin = []
        for operand in [call.operands[i] for i in kept]:
            source = _through_sharding_calls(operand)
            if not isinstance(source.owner, ir.Block):
                raise ValueError("a per-device argument is computed in @main, "
                                 "not passed: %s" % source.owner)
            origin.append(ir.BlockArgument(source).arg_number)
        if origin != list(range(len(main_args))):
            raise ValueError("per-device arguments do not follow @main's "
                             "order: %s" % origin)
        for i in range(0 if forward else num_state):
            attrs = _dict_attr(main_attrs, i)
            if "jax.buffer_donor" not in attrs and "tf.aliasing_output" not in attrs:
                raise ValueError(
                    "state leaf %d is not donated: jit the step with "
                    "donate_argnums=(0,) so that its state is updated in place"
                    % i)
        # Results of @main: the per-device results in order (out_specs P()).
        returned = [op for op in main.regions[0].blocks[0].operations
                    if op.operation.name == "func.return"][0]
        for j, value in enumerate(returned.operands):
            source = _through_sharding_calls(value)
            if source.owner != call or ir.OpResult(source).result_number != j:
                raise ValueError("result %d of the step is not the per-device "
                                 "function's result %d" % (j, j))

        main.operation.erase()
        body.attributes["sym_name"] = ir.StringAttr.get(func_name)
        body.attributes["sym_visibility"] = ir.StringAttr.get("public")
        # A function JAX outlines (`_take`, ...) may psum (the embedding
        # gradient's does): such functions go back into the step before the
        # collectives become fsdp ops, which the inliner cannot move (it
        # does not know their dialect). No canonicalization on the way.
        if any("stablehlo.all_reduce" in contract.op_names(f)
               for name, f in contract.functions(module).items()
               if name != func_name):
            contract.run_passes(module,
                                "inline{default-pipeline=},symbol-dce")
        # The per-device function and the private functions it calls (JAX
        # outlines e.g. `_take`, whose transpose psums an embedding's
        # gradient); `inline` puts them back into the step.
        _erase_dead(body)
        shape = contract.grid_shape(grid_shape or grid)
        if math.prod(shape) != grid:
            raise ValueError("grid_shape %s does not hold the mesh's %d "
                             "devices" % (tuple(shape), grid))
        num_collectives = sum(
            _convert_collectives(f, grid, collective, len(shape))
            for f in contract.functions(module).values())
        contract.set_step_attributes(
            body, num_args=num_state + num_inputs, state_args=range(num_state),
            updates={} if forward else {i: i for i in range(num_state)},
            loss_result=-1 if outputs else 0 if forward else num_state,
            num_results=(len(output_leaves) if outputs else
                         1 if forward else num_state + 1),
            microbatches=microbatches)
        for name in ("mhlo.num_partitions", "mhlo.num_replicas"):
            if name in module.operation.attributes:
                del module.operation.attributes[name]
        contract.add_grid(module, shape)
        lowering.check_lowered(module)
        lowering.drop_empty_tensors(module)
        lowering.inline_scalar_reductions(module)
        lowering.lower_unsupported_ops(module)
        lowering.lower_control_flow(module)
        _legalize(module)
        contract.check_upstream(module, contract.UPSTREAM_DIALECTS)
        module.operation.verify()
        mlir = str(module)
        body_type = contract.function_type(contract.functions(module)[func_name])
        input_shapes = [tuple(ir.RankedTensorType(t).shape)
                        for t in body_type.inputs[num_state:]]
    # Each rank reads the K microbatches' rows.
    input_shapes = [(microbatches * s[0],) + s[1:] if s else s
                    for s in input_shapes]
    if forward:
        return ForwardStep(
            mlir=mlir, state_names=names, input_shapes=input_shapes,
            input_dtypes=[str(np.asarray(b).dtype) for b in batch_leaves],
            grid=grid,
            # (the leaves' indices in the outputs' pytree: plain containers
            # pickle where a treedef may not)
            outputs=jax.tree_util.tree_unflatten(
                output_tree, range(len(output_leaves))) if outputs else None)

    exported = TrainStep(
        mlir=mlir, state=[np.asarray(v) for v in state_leaves],
        state_names=names, unstacked=unstacked,
        input_names=["batch%d" % j for j in range(num_inputs)],
        input_shapes=input_shapes,
        input_dtypes=[str(np.asarray(b).dtype) for b in batch_leaves],
        grid=grid, framework="jax",
        extra={"all_reduces": num_collectives,
               **({"grid_shape": shape} if len(shape) > 1 else {}),
               **({"microbatches": microbatches} if microbatches > 1 else {})})
    if frozen:
        # The state arguments of the frozen leaves (each layer of a split
        # one).
        exported.extra["frozen"] = [a for k in sorted(frozen)
                                    for a in exported.leaf_arguments(k)]
    return exported


def jax_train(step: Callable[..., Any], state: Any,
              batches: Iterable[Sequence[Any]],
              ) -> tuple[list[float], list[np.ndarray]]:
    """Runs the jitted step itself on the host devices, one step per global
    batch: JAX's own training loop. Returns (losses, final state leaves)."""
    state = jax.tree_util.tree_map(lambda v: np.array(v), state)
    losses = []
    for batch in batches:
        state, loss = step(state, *batch)
        losses.append(float(loss))
    return losses, [np.asarray(v) for v in jax.tree_util.tree_leaves(state)]
