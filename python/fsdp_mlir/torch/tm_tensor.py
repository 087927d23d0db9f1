"""torch-mlir's `tm_tensor` ops rewritten into upstream MLIR.

torch-mlir lowers a few ATen ops to its own `tm_tensor` dialect, which
upstream MLIR (and so fsdp-opt) does not have: scatters and scans (below).
Each becomes a call of a private function of its own, an upstream loop,
which the exporter's `inline` pass inlines. Any other `tm_tensor` op (sort,
top-k, attention) is an error that names it.

Scatter. Every scatter-like ATen op (`index_put` with or without
`accumulate`, `scatter_add`, and so the backward of embeddings, of
`nll_loss`, of max pooling) becomes `tm_tensor.scatter`, whose meaning is a
loop over the updates:

    for i in range(N):
        original[indices[i, :] at dimension_map, :] =
            combine(updates[i, ...], original[...])

which is written here as exactly that: an `scf.for` over the N updates that
extracts the slice (a scalar when the index covers every dimension),
combines and inserts it back. A negative index counts from the end (a
backward of `x[..., [-1], :]`), as in PyTorch; one out of range fails the
step's `cf.assert` rather than write outside the tensor. Bufferization
makes the loop update the accumulator in place, so a scatter costs
O(N x slice) -- for an embedding's
backward O(tokens x dim), not the O(tokens x vocabulary x dim) of a one-hot
matmul. The loop runs the updates in order: deterministic, one rounding per
update, as a sequential scatter-add.

Scan. `cumsum` and `cumprod` (e.g. the position ids transformers' OPT
computes from the attention mask) become `tm_tensor.scan`: along one
dimension, `out[0] = in[0]` and `out[i] = combine(out[i-1], in[i])`, the
final accumulator `out[n-1]` (inclusive; torch-mlir emits no exclusive
scan, and one is refused). It is written as an `scf.for` along that
dimension that combines the previous output slice with the next input
slice into the output in place: O(elements), one rounding per element
in order.
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
        # A negative index counts from the end, as in PyTorch; one out of
        # range stops the step (cf.assert) instead of writing outside the
        # tensor.
        lines += [
            "    %%i%d = arith.index_cast %%j%d : %s to index"
            % (k, k, index_element),
            "    %%s%d = arith.constant %d : index" % (k, original[dim]),
            "    %%w%d = arith.addi %%i%d, %%s%d : index" % (k, k, k),
            "    %%n%d = arith.cmpi slt, %%i%d, %%c0 : index" % (k, k),
            "    %%k%d = arith.select %%n%d, %%w%d, %%i%d : index"
            % (k, k, k, k),
            "    %%b%d = arith.cmpi ult, %%k%d, %%s%d : index" % (k, k, k),
            '    cf.assert %%b%d, "index out of range in a scatter of %s"'
            % (k, name),
        ]
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


def _scan_combiner(op):
    """The commutative binary op of a `tm_tensor.scan` region."""
    block = op.regions[0].blocks[0]
    body = [o for o in block.operations]
    names = [o.operation.name for o in body]
    args = list(block.arguments)
    if (len(body) == 2 and names[0] in _COMBINERS and
            names[1] == "tm_tensor.yield" and
            body[1].operands[0] == body[0].results[0] and
            sorted(args.index(v) for v in body[0].operands
                   if v in args) == [0, 1]):
        return names[0]
    raise NotImplementedError(
        "tm_tensor.scan with the combiner %s is not supported (only one of "
        "%s)" % (names, ", ".join(_COMBINERS)))


def _scan_text(name, input_t, acc_t, dim, inclusive, combiner):
    shape = _shape(input_t)
    element = ir.RankedTensorType(input_t).element_type
    rank = len(shape)
    slice_shape = shape[:dim] + shape[dim + 1:]
    if _shape(acc_t) != slice_shape:
        raise NotImplementedError(
            "tm_tensor.scan of %s along %d with an accumulator %s" %
            (shape, dim, _shape(acc_t)))
    it, st = _tensor(shape, element), _tensor(slice_shape, element)
    sizes = ", ".join("1" if d == dim else str(shape[d]) for d in range(rank))
    strides = ", ".join(["1"] * rank)

    def at(index):
        return ", ".join(index if d == dim else "0" for d in range(rank))

    ids = ", ".join("d%d" % i for i in range(len(slice_shape)))
    idmap = "affine_map<(%s) -> (%s)>" % (ids, ids)
    if not inclusive:
        raise NotImplementedError(
            "tm_tensor.scan with inclusive(false) is not supported")
    lines = [
        "func.func private @%s(%%in: %s, %%out: %s) -> (%s, %s) {"
        % (name, it, it, it, st),
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %%n = arith.constant %d : index" % shape[dim],
        "  %%start = tensor.extract_slice %%in[%s] [%s] [%s] : %s to %s"
        % (at("%c0"), sizes, strides, it, st),
        "  %%out0 = tensor.insert_slice %%start into %%out[%s] [%s] [%s] : %s "
        "into %s" % (at("%c0"), sizes, strides, st, it),
        # out[i] = combine(out[i - 1], in[i]), written into out's slice in
        # place: the loop carries out alone.
        "  %%r = scf.for %%i = %%c1 to %%n step %%c1 iter_args(%%o = %%out0) "
        "-> (%s) {" % it,
        "    %p = arith.subi %i, %c1 : index",
        "    %%prev = tensor.extract_slice %%o[%s] [%s] [%s] : %s to %s"
        % (at("%p"), sizes, strides, it, st),
        "    %%x = tensor.extract_slice %%in[%s] [%s] [%s] : %s to %s"
        % (at("%i"), sizes, strides, it, st),
        "    %%dst = tensor.extract_slice %%o[%s] [%s] [%s] : %s to %s"
        % (at("%i"), sizes, strides, it, st),
        "    %%v = linalg.generic {indexing_maps = [%s, %s, %s], "
        "iterator_types = [%s]} ins(%%prev, %%x : %s, %s) outs(%%dst : %s) {"
        % (idmap, idmap, idmap,
           ", ".join(['"parallel"'] * len(slice_shape)), st, st, st),
        "    ^bb0(%%a: %s, %%b: %s, %%c: %s):" % ((element,) * 3),
        "      %%y = %s %%a, %%b : %s" % (combiner, element),
        "      linalg.yield %y : " + str(element),
        "    } -> " + st,
        "    %%w = tensor.insert_slice %%v into %%o[%s] [%s] [%s] : %s into %s"
        % (at("%i"), sizes, strides, st, it),
        "    scf.yield %%w : %s" % it,
        "  }",
        "  %last = arith.subi %n, %c1 : index",
        "  %%acc = tensor.extract_slice %%r[%s] [%s] [%s] : %s to %s"
        % (at("%last"), sizes, strides, it, st),
        "  return %%r, %%acc : %s, %s" % (it, st),
        "}",
    ]
    return "\n".join(lines)


def _lower_scatter(op, name):
    updates, indices, original = op.operands
    dimension_map = list(ir.DenseI64ArrayAttr(op.attributes["dimension_map"]))
    text = _function_text(name, original.type, updates.type, indices.type,
                          dimension_map, _combiner(op))
    return text, [original, updates, indices], [original.type]


def _lower_scan(op, name):
    source, out, acc = op.operands
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    inclusive = ir.BoolAttr(op.attributes["inclusive"]).value
    text = _scan_text(name, source.type, acc.type, dim, inclusive,
                      _scan_combiner(op))
    return text, [source, out], [out.type, acc.type]


_LOWERINGS = {"tm_tensor.scatter": _lower_scatter,
              "tm_tensor.scan": _lower_scan}


def lower_tm_tensor(module, prefix, stage):
    """Replaces every `tm_tensor` op of `module` (in torch-mlir's context,
    where tm_tensor is registered) with a call of an upstream loop, named
    `<prefix>_<op><k>`; returns how many. Another tm_tensor op is an error
    that names it and `stage`."""
    found = []

    def visit(op):
        if op.name.startswith("tm_tensor.") and op.name != "tm_tensor.yield":
            found.append(op)

    contract.walk(module.operation, visit)
    unknown = sorted(set(op.name for op in found) - set(_LOWERINGS))
    if unknown:
        raise NotImplementedError(
            "torch-mlir lowered %s to %s, which fsdp-mlir cannot lower to "
            "upstream MLIR" % (stage, ", ".join(unknown)))
    texts = []
    for k, op in enumerate(found):
        kind = op.name.split(".")[1]
        name = "%s_%s%d" % (prefix, kind, k)
        text, operands, types = _LOWERINGS[op.name](op, name)
        texts.append(text)
        results = contract.call(name, operands, types, ir.InsertionPoint(op))
        for old, new in zip(op.results, results):
            old.replace_all_uses_with(new)
        op.erase()
    contract.add_functions(module, texts, "tm_tensor")
    return len(found)
