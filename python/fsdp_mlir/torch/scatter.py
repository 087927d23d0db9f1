"""`tm_tensor.scatter` rewritten into upstream MLIR.

torch-mlir lowers every scatter-like ATen op (`index_put` with or without
`accumulate`, `scatter_add`, and so the backward of embeddings, of
`nll_loss`, of max pooling) to its own `tm_tensor.scatter`, which upstream
MLIR (and so fsdp-opt) does not have. Its meaning is a loop over the updates:

    for i in range(N):
        original[indices[i, :] at dimension_map, :] =
            combine(updates[i, ...], original[...])

which is written here as exactly that: an `scf.for` over the N updates that
extracts the slice (a scalar when the index covers every dimension),
combines and inserts it back. Bufferization makes the loop update the
accumulator in place, so a scatter costs O(N x slice) -- for an embedding's
backward O(tokens x dim), not the O(tokens x vocabulary x dim) of a one-hot
matmul. The loop runs the updates in order: deterministic, one rounding per
update, as a sequential scatter-add.

Each scatter becomes a call of a private function of its own, which the
exporter's `inline` pass inlines.
"""

from torch_mlir import ir

from .. import contract

# The combiners tm_tensor.scatter's region may hold: one binary op of the
# update (region argument 0) and the original element (argument 1), or the
# update itself (overwrite).
_COMBINERS = ("arith.addf", "arith.addi", "arith.mulf", "arith.muli",
              "arith.maximumf", "arith.minimumf", "arith.maxsi", "arith.minsi")


def _combiner(op):
    """(op name or None for overwrite, operands as 'u'/'o' in order)."""
    block = op.regions[0].blocks[0]
    update, original = block.arguments[0], block.arguments[1]
    body = [o for o in block.operations]
    names = [o.operation.name for o in body]

    def role(value):
        if value == update:
            return "u"
        if value == original:
            return "o"
        return None

    if names == ["tm_tensor.yield"] and role(body[0].operands[0]) == "u":
        return None, ()
    if (len(body) == 2 and names[0] in _COMBINERS and
            names[1] == "tm_tensor.yield" and
            body[1].operands[0] == body[0].results[0]):
        roles = tuple(role(v) for v in body[0].operands)
        if sorted(roles) == ["o", "u"]:
            return names[0], roles
    raise NotImplementedError(
        "tm_tensor.scatter with the combiner %s is not supported (only "
        "overwrite and one of %s)" % (names, ", ".join(_COMBINERS)))


def _shape(t):
    return list(ir.RankedTensorType(t).shape)


def _tensor(shape, element):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [str(element)])


def _function_text(name, original_t, updates_t, indices_t, dimension_map,
                   combiner):
    original = _shape(original_t)
    updates = _shape(updates_t)
    indices = _shape(indices_t)
    element = ir.RankedTensorType(original_t).element_type
    index_element = ir.RankedTensorType(indices_t).element_type
    n, depth = indices[0], indices[1]
    if updates[0] != n or len(dimension_map) != depth:
        raise NotImplementedError(
            "tm_tensor.scatter of %d updates with %d indices of depth %d and "
            "dimension_map %s" % (updates[0], n, depth, list(dimension_map)))
    rank = len(original)
    if len(updates) - 1 == rank:
        # A window of the original's rank: sizes from the update, placed at
        # the index in the mapped dimensions and at 0 in the others.
        window = updates[1:]
        slice_shape = list(window)
        if any(w > o for w, o in zip(window, original)) or any(
                window[d] != original[d] for d in range(rank)
                if d not in dimension_map):
            raise NotImplementedError(
                "tm_tensor.scatter: update windows %s do not fit %s" %
                (window, original))
    else:
        # One element in each mapped dimension, whole in the others.
        window = [1 if d in dimension_map else original[d]
                  for d in range(rank)]
        slice_shape = [original[d] for d in range(rank)
                       if d not in dimension_map]
        if updates[1:] != slice_shape:
            raise NotImplementedError(
                "tm_tensor.scatter: update slices %s do not match the "
                "original's unindexed dimensions %s" % (updates[1:],
                                                         slice_shape))
    op_name, roles = combiner
    ot, ut, it = (_tensor(original, element), _tensor(updates, element),
                  _tensor(indices, index_element))
    lines = [
        "func.func private @%s(%%orig: %s, %%upd: %s, %%idx: %s) -> %s {"
        % (name, ot, ut, it, ot),
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %%n = arith.constant %d : index" % n,
    ]
    for k in range(depth):
        lines.append("  %%d%d = arith.constant %d : index" % (k, k))
    lines.append("  %%r = scf.for %%i = %%c0 to %%n step %%c1 iter_args("
                 "%%acc = %%orig) -> (%s) {" % ot)
    pos = {}
    for k, dim in enumerate(dimension_map):
        lines.append("    %%j%d = tensor.extract %%idx[%%i, %%d%d] : %s"
                     % (k, k, it))
        lines.append("    %%k%d = arith.index_cast %%j%d : %s to index"
                     % (k, k, index_element))
        pos[dim] = "%%k%d" % k

    def apply(u, o):
        if op_name is None:
            return None, u
        args = [u if r == "u" else o for r in roles]
        return "%s %s, %s : %%T" % (op_name, args[0], args[1]), None

    if not slice_shape:
        where = ", ".join(pos[d] for d in range(len(original)))
        lines.append("    %%u = tensor.extract %%upd[%%i] : %s" % ut)
        expr, value = apply("%u", "%o")
        if expr is not None:
            lines.append("    %%o = tensor.extract %%acc[%s] : %s" % (where, ot))
            lines.append("    %v = " + expr.replace("%T", str(element)))
            value = "%v"
        lines.append("    %%new = tensor.insert %s into %%acc[%s] : %s"
                     % (value, where, ot))
    else:
        st = _tensor(slice_shape, element)
        upd_offsets = ", ".join(["%i"] + ["0"] * len(slice_shape))
        upd_sizes = ", ".join(["1"] + [str(d) for d in slice_shape])
        upd_strides = ", ".join(["1"] * len(updates))
        lines.append("    %%u = tensor.extract_slice %%upd[%s] [%s] [%s] : %s "
                     "to %s" % (upd_offsets, upd_sizes, upd_strides, ut, st))
        offsets = ", ".join(pos.get(d, "0") for d in range(len(original)))
        sizes = ", ".join(str(w) for w in window)
        strides = ", ".join(["1"] * len(original))
        value = "%u"
        if op_name is not None:
            rank = len(slice_shape)
            ids = ", ".join("d%d" % i for i in range(rank))
            idmap = "affine_map<(%s) -> (%s)>" % (ids, ids)
            lines += [
                "    %%o = tensor.extract_slice %%acc[%s] [%s] [%s] : %s to %s"
                % (offsets, sizes, strides, ot, st),
                "    %%v = linalg.generic {indexing_maps = [%s, %s, %s], "
                "iterator_types = [%s]} ins(%%u, %%o : %s, %s) outs(%%o : %s) {"
                % (idmap, idmap, idmap,
                   ", ".join(['"parallel"'] * rank), st, st, st),
                "    ^bb0(%%a: %s, %%b: %s, %%c: %s):" % ((element,) * 3),
                "      %e = " + apply("%a", "%b")[0].replace("%T", str(element)),
                "      linalg.yield %e : " + str(element),
                "    } -> " + st,
            ]
            value = "%v"
        lines.append("    %%new = tensor.insert_slice %s into %%acc[%s] [%s] "
                     "[%s] : %s into %s" % (value, offsets, sizes, strides,
                                           st, ot))
    lines += ["    scf.yield %new : " + ot, "  }", "  return %r : " + ot, "}"]
    return "\n".join(lines)


def lower_scatters(module, prefix):
    """Replaces every `tm_tensor.scatter` of `module` (in torch-mlir's context,
    where tm_tensor is registered) with a call of an upstream loop; returns
    how many. The functions are named `<prefix>_scatter<k>`."""
    found = []

    def visit(op):
        if op.name == "tm_tensor.scatter":
            found.append(op)

    contract.walk(module.operation, visit)
    texts = []
    for k, op in enumerate(found):
        updates, indices, original = op.operands
        dimension_map = list(ir.DenseI64ArrayAttr(
            op.attributes["dimension_map"]))
        name = "%s_scatter%d" % (prefix, k)
        texts.append(_function_text(name, original.type, updates.type,
                                    indices.type, dimension_map,
                                    _combiner(op)))
        result = contract.call(name, [original, updates, indices],
                               [original.type], ir.InsertionPoint(op))[0]
        op.results[0].replace_all_uses_with(result)
        op.erase()
    contract.add_functions(module, texts, "tm_tensor.scatter")
    return len(found)

