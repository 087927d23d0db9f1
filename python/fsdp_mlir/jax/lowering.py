"""Lowerings of the StableHLO ops that `stablehlo-legalize-to-linalg` (the
pass the torch-mlir wheel bundles) leaves alone, into the upstream dialects
fsdp-opt takes (scf, tensor, arith, linalg).

* `stablehlo.scatter` (the gradient of `jnp.take` / `params[idx]` /
  `flax.linen.Embed`, of `optax.softmax_cross_entropy_with_integer_labels`,
  `x.at[idx].add/set/mul/min/max`): an `scf.for` nest over the update
  (scatter) indices; each iteration reads its start index from the indices
  tensor, skips windows that are out of bounds (XLA's semantics, which
  JAX's `mode="drop"`/`"fill"` rely on) and combines one window in place
  (`tensor.extract_slice` of the operand, a `linalg.generic` applying the
  update computation, `tensor.insert_slice` back). It costs
  O(updates x window), e.g. O(tokens x dim) for an embedding's gradient,
  not the O(tokens x vocab x dim) of a one-hot matmul, and adds duplicate
  indices in order (deterministic).
* `stablehlo.select_and_scatter` (the gradient of max pooling with
  overlapping or padded windows, `flax.linen.max_pool`'s default stride 1):
  a loop nest over the source (the windows) and each window's elements that
  selects as XLA does (the first element, then each one the select
  computation does not prefer the selected one over) and combines the
  source value into the selected element.
* `stablehlo.sort` (`jnp.sort`, `argsort`, `lax.top_k`): a stable sort by
  ranks, counted by a `linalg.generic` over pairs of a row's elements
  (`_sort_function`).

Each op becomes a call of a private function written as MLIR text here;
the export's `inline` pass puts the body back in place. The update / select
/ comparator computations (regions of scalar StableHLO ops on 0-d tensors)
are translated to arith; a region with an op outside that small set, or a
form these lowerings do not cover (several operands), raises
NotImplementedError naming the op and its attributes.

Control flow (`lower_control_flow`): `stablehlo.while` as `scf.while`,
`stablehlo.case` (`lax.cond`, `lax.switch`) as a chain of `scf.if`, their
regions moved as they are. Tensors of no elements become `tensor.empty`
(`drop_empty_tensors`), and ops nothing lowers are named before the
legalization (`check_lowered`, `NOT_LOWERED`).
"""

from typing import Any

from torch_mlir import ir

# StableHLO's attribute classes for torch-mlir's context. torch-mlir has no
# public `dialects.stablehlo` (jaxlib's is for jaxlib's own MLIR, whose
# objects this context cannot take), so its extension module is the only
# binding there is.
from torch_mlir._mlir_libs import _stablehlo

from .. import contract


def _shape(t):
    return list(ir.RankedTensorType(t).shape)


def _elem(t):
    """The element type as the generated functions see it: signless (the
    call's operands and results are bitcast from and to unsigned types)."""
    e = str(ir.RankedTensorType(t).element_type)
    return e[1:] if e.startswith("ui") else e


def _unsigned(t):
    return str(ir.RankedTensorType(t).element_type).startswith("ui")


def _ty(value):
    """The tensor type of `value` with a signless element type."""
    return _tensor(_shape(value.type), _elem(value.type))


def _signless_type(t):
    rt = ir.RankedTensorType(t)
    width = ir.IntegerType(rt.element_type).width
    return ir.RankedTensorType.get(list(rt.shape),
                                   ir.IntegerType.get_signless(width))


def _is_float(elem):
    return elem.startswith(("f", "bf"))


def _tensor(shape, elem):
    return "tensor<%s>" % "x".join([str(s) for s in shape] + [elem])


def _describe(op):
    text = str(op).split("({")[0].split("\n")[0]
    return text if len(text) < 600 else text[:600] + "..."


class _Emitter:
    """MLIR text with fresh SSA names and index constants."""

    def __init__(self):
        self.lines = []
        self.count = 0
        self.consts = {}

    def fresh(self, hint="v"):
        self.count += 1
        return "%%%s%d" % (hint, self.count)

    def emit(self, line):
        self.lines.append("    " + line)

    def op(self, text, hint="v"):
        name = self.fresh(hint)
        self.emit("%s = %s" % (name, text))
        return name

    def index(self, value):
        # Constants are emitted at function scope, before the loops.
        if value not in self.consts:
            name = "%%c%s" % (str(value).replace("-", "m"))
            self.consts[value] = name
        return self.consts[value]

    def const_lines(self):
        return ["    %s = arith.constant %d : index" % (n, v)
                for v, n in sorted(self.consts.items())]


# stablehlo op -> (float op, signed integer op) on scalars.
_BINARY = {
    "stablehlo.add": ("arith.addf", "arith.addi"),
    "stablehlo.subtract": ("arith.subf", "arith.subi"),
    "stablehlo.multiply": ("arith.mulf", "arith.muli"),
    "stablehlo.divide": ("arith.divf", "arith.divsi"),
    "stablehlo.maximum": ("arith.maximumf", "arith.maxsi"),
    "stablehlo.minimum": ("arith.minimumf", "arith.minsi"),
    "stablehlo.remainder": ("arith.remf", "arith.remsi"),
    "stablehlo.and": (None, "arith.andi"),
    "stablehlo.or": (None, "arith.ori"),
    "stablehlo.xor": (None, "arith.xori"),
}
# Unsigned integers: the ops whose signless form differs.
_UNSIGNED = {"arith.divsi": "arith.divui", "arith.maxsi": "arith.maxui",
             "arith.minsi": "arith.minui", "arith.remsi": "arith.remui"}
_CMPF = {"EQ": "oeq", "NE": "une", "GE": "oge", "GT": "ogt", "LE": "ole",
         "LT": "olt"}
_CMPI = {"EQ": "eq", "NE": "ne", "GE": "sge", "GT": "sgt", "LE": "sle",
         "LT": "slt"}
_CMPU = {"EQ": "eq", "NE": "ne", "GE": "uge", "GT": "ugt", "LE": "ule",
         "LT": "ult"}


_FLOAT_WIDTHS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


def _comparison_direction(op):
    """`comparison_direction` of a stablehlo.compare: "EQ", "GE", ..."""
    return _stablehlo.ComparisonDirectionAttr(
        op.attributes["comparison_direction"]).value


def _compare_type(op):
    """`compare_type` of a stablehlo.compare ("FLOAT", "TOTALORDER",
    "SIGNED", "UNSIGNED"), or None."""
    if "compare_type" not in op.attributes:
        return None
    return _stablehlo.ComparisonTypeAttr(op.attributes["compare_type"]).value


def _scalar_constant(op):
    """The value of a 0-d stablehlo.constant as arith.constant's typed
    attribute (`1.000000e+00 : f32`; an unsigned integer's in its signless
    type, as _elem has it)."""
    value = ir.DenseElementsAttr(op.attributes["value"]).get_splat_value()
    if isinstance(value, ir.IntegerAttr) and _unsigned(op.results[0].type):
        return "%d : %s" % (ir.IntegerAttr(value).value,
                            _elem(op.results[0].type))
    return str(value)


def _scalar_region(em, region, args, owner):
    """Emits the computation of `region` (one block of scalar StableHLO ops
    on 0-d tensors) applied to the scalar SSA names `args`; returns the names
    of its results."""
    block = region.blocks[0]
    names = list(zip(block.arguments, args))

    def get(value):
        for v, name in names:
            if v == value:
                return name
        raise NotImplementedError("a value from outside the computation of %s"
                                  % _describe(owner))

    for op in block.operations:
        op = op.operation
        if op.name == "stablehlo.return":
            return [get(v) for v in op.operands]
        res: Any = op.results[0] if len(op.results) == 1 else None
        elem = _elem(res.type) if res is not None else None
        if op.name in _BINARY:
            fop, iop = _BINARY[op.name]
            a, b = (get(v) for v in op.operands)
            if _is_float(elem) and fop is None:
                raise NotImplementedError(
                    "%s on %s in the computation of %s" %
                    (op.name, elem, _describe(owner)))
            if not _is_float(elem) and _unsigned(res.type):
                iop = _UNSIGNED.get(iop, iop)
            text = "%s %s, %s : %s" % (fop if _is_float(elem) else iop, a, b,
                                       elem)
        elif op.name == "stablehlo.compare":
            a, b = (get(v) for v in op.operands)
            ty = _elem(op.operands[0].type)
            direction = _comparison_direction(op)
            kind = _compare_type(op)
            if _is_float(ty) and kind in (None, "FLOAT"):
                text = "arith.cmpf %s, %s, %s : %s" % (_CMPF[direction], a, b,
                                                       ty)
            elif _is_float(ty) and kind == "TOTALORDER" and \
                    ty in _FLOAT_WIDTHS:
                # IEEE totalOrder (-NaN < -inf < ... < -0 < +0 < ... < NaN;
                # JAX's sort comparators): the bits as signed integers with
                # the magnitude bits of negative values flipped.
                width = _FLOAT_WIDTHS[ty]
                keys = []
                for x in (a, b):
                    bits = em.op("arith.bitcast %s : %s to i%d" %
                                 (x, ty, width), "s")
                    sign = em.op("arith.shrsi %s, %s : i%d" % (
                        bits, em.op("arith.constant %d : i%d" %
                                    (width - 1, width), "s"), width), "s")
                    flip = em.op("arith.andi %s, %s : i%d" % (
                        sign, em.op("arith.constant %d : i%d" %
                                    ((1 << (width - 1)) - 1, width), "s"),
                        width), "s")
                    keys.append(em.op("arith.xori %s, %s : i%d" %
                                      (bits, flip, width), "s"))
                text = "arith.cmpi %s, %s, %s : i%d" % (
                    _CMPI[direction], keys[0], keys[1], width)
            elif not _is_float(ty) and kind in (None, "SIGNED", "UNSIGNED"):
                table = (_CMPU if kind == "UNSIGNED" or ty == "i1" or
                         _unsigned(op.operands[0].type) else _CMPI)
                text = "arith.cmpi %s, %s, %s : %s" % (table[direction], a, b,
                                                       ty)
            else:
                raise NotImplementedError(
                    "stablehlo.compare %s %s of %s in the computation of %s" %
                    (direction, kind, ty, _describe(owner)))
        elif op.name == "stablehlo.select":
            c, a, b = (get(v) for v in op.operands)
            text = "arith.select %s, %s, %s : %s" % (c, a, b, elem)
        elif op.name == "stablehlo.constant":
            text = "arith.constant %s" % _scalar_constant(op)
        else:
            raise NotImplementedError(
                "%s in the computation of %s: only elementwise add, "
                "subtract, multiply, divide, maximum, minimum, and, or, xor, "
                "compare, select and constants are lowered" %
                (op.name, _describe(owner)))
        names.append((res, em.op(text, "s")))
    raise NotImplementedError("computation without stablehlo.return in %s" %
                              _describe(owner))


def _i64s(attr):
    return [int(v) for v in ir.DenseI64ArrayAttr(attr)] if attr else []


def _index_of(em, value, elem, unsigned):
    """An integer scalar as an index."""
    if elem == "index":
        return value
    return em.op("arith.index_cast%s %s : %s to index" %
                 ("ui" if unsigned else "", value, elem), "ix")


def _nest(em, bounds, iter_names, iter_inits, iter_types, hint):
    """Opens one scf.for per bound; returns (induction variables, names of
    the innermost iteration arguments, closer) where `closer(values)` yields
    `values` through every loop and returns the outermost results."""
    ivs, opened = [], []
    cur = iter_inits
    for b in bounds:
        iv = em.fresh("i")
        args = [em.fresh(hint) for _ in iter_types]
        res = em.fresh("r")
        em.emit("%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {"
                % (res, len(iter_types), iv, em.index(0), em.index(b),
                   em.index(1),
                   ", ".join("%s = %s" % (a, c) for a, c in zip(args, cur)),
                   ", ".join(iter_types)))
        ivs.append(iv)
        opened.append(res)
        cur = args

    def close(values):
        for res in reversed(opened):
            em.emit("scf.yield %s : %s" % (", ".join(values),
                                           ", ".join(iter_types)))
            em.emit("}")
            values = ["%s#%d" % (res, k) for k in range(len(iter_types))]
        return values

    return ivs, cur, close


def _generic_identity(rank):
    dims = ", ".join("d%d" % i for i in range(rank))
    m = "affine_map<(%s) -> (%s)>" % (dims, dims)
    return ("{indexing_maps = [%s, %s], iterator_types = [%s]}" %
            (m, m, ", ".join(['"parallel"'] * rank)))


def _scatter_function(op, name):
    if len(op.operands) != 3 or len(op.results) != 1:
        raise NotImplementedError(
            "stablehlo.scatter with %d operands: only one operand, its "
            "indices and one updates tensor are lowered (%s)" %
            (len(op.operands), _describe(op)))
    operand, indices, updates = op.operands
    s_shape, i_shape, u_shape = (_shape(v.type) for v in op.operands)
    elem, i_elem = _elem(operand.type), _elem(indices.type)
    if any(d < 0 for d in s_shape + i_shape + u_shape):
        raise NotImplementedError("stablehlo.scatter with dynamic shapes: %s"
                                  % _describe(op))
    dn = _stablehlo.ScatterDimensionNumbers(
        op.attributes["scatter_dimension_numbers"])
    uwd = list(dn.update_window_dims)
    iwd = list(dn.inserted_window_dims)
    ibd = list(dn.input_batching_dims)
    sibd = list(dn.scatter_indices_batching_dims)
    sdod = list(dn.scattered_dims_to_operand_dims)
    ivd = dn.index_vector_dim
    rank, i_rank, u_rank = len(s_shape), len(i_shape), len(u_shape)
    usd = [d for d in range(u_rank) if d not in uwd]
    # Operand dims of the window, in order, match update_window_dims.
    window_dims = [d for d in range(rank) if d not in iwd and d not in ibd]
    if len(window_dims) != len(uwd):
        raise NotImplementedError("inconsistent scatter dimension numbers: %s"
                                  % _describe(op))
    sizes = [1] * rank
    for d, ud in zip(window_dims, uwd):
        sizes[d] = u_shape[ud]
    w_shape = [sizes[d] for d in window_dims]
    ty_s, ty_w = _ty(operand), _tensor(w_shape, elem)

    em = _Emitter()
    ivs, (acc,), close = _nest(em, [u_shape[d] for d in usd], ["acc"],
                               ["%operand"], [ty_s], "acc")
    iv_of = dict(zip(usd, ivs))

    def scatter_iv(k):
        # The update scatter dim that dim k (!= ivd) of the indices follows.
        return iv_of[usd[k if k < ivd else k - 1]]

    starts: list[Any] = [None] * rank
    for c, d in enumerate(sdod):
        pos = []
        for k in range(i_rank):
            pos.append(em.index(c) if k == ivd else scatter_iv(k))
        x = em.op("tensor.extract %%indices[%s] : %s" %
                  (", ".join(pos), _ty(indices)), "x")
        starts[d] = _index_of(em, x, i_elem, _unsigned(indices.type))
    for d, k in zip(ibd, sibd):
        starts[d] = scatter_iv(k)
    conds = []
    for d in range(rank):
        if starts[d] is None or d in ibd:
            continue
        lo = em.op("arith.cmpi sge, %s, %s : index" % (starts[d], em.index(0)))
        hi = em.op("arith.cmpi sle, %s, %s : index" %
                   (starts[d], em.index(s_shape[d] - sizes[d])))
        conds += [lo, hi]
    inb = conds[0] if conds else None
    for c in conds[1:]:
        inb = em.op("arith.andi %s, %s : i1" % (inb, c))
    offs = ", ".join(starts[d] if starts[d] is not None else "0"
                     for d in range(rank))
    size_text = ", ".join(str(s) for s in sizes)
    ones = ", ".join(["1"] * rank)
    u_offs = ", ".join(iv_of[d] if d in iv_of else "0" for d in range(u_rank))
    u_sizes = ", ".join("1" if d in iv_of else str(u_shape[d])
                        for d in range(u_rank))
    u_ones = ", ".join(["1"] * u_rank)
    if inb is not None:
        result = em.fresh("upd")
        em.emit("%s = scf.if %s -> (%s) {" % (result, inb, ty_s))
    if w_shape:
        ow = em.op("tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" %
                   (acc, offs, size_text, ones, ty_s, ty_w), "ow")
        uw = em.op("tensor.extract_slice %%updates[%s] [%s] [%s] : %s to %s" %
                   (u_offs, u_sizes, u_ones, _ty(updates), ty_w), "uw")
        u_arg, o_arg = em.fresh("u"), em.fresh("o")
        nw = em.fresh("nw")
        em.emit("%s = linalg.generic %s ins(%s : %s) outs(%s : %s) {" %
                (nw, _generic_identity(len(w_shape)), uw, ty_w, ow, ty_w))
        em.emit("^bb0(%s: %s, %s: %s):" % (u_arg, elem, o_arg, elem))
        (r,) = _scalar_region(em, op.regions[0], [o_arg, u_arg], op)
        em.emit("linalg.yield %s : %s" % (r, elem))
        em.emit("} -> %s" % ty_w)
        new = em.op("tensor.insert_slice %s into %s[%s] [%s] [%s] : %s into %s"
                    % (nw, acc, offs, size_text, ones, ty_w, ty_s), "na")
    else:
        at = ", ".join(starts[d] if starts[d] is not None else em.index(0)
                       for d in range(rank))
        upos = ", ".join(iv_of[d] for d in range(u_rank))
        o = em.op("tensor.extract %s[%s] : %s" % (acc, at, ty_s), "o")
        u = em.op("tensor.extract %%updates[%s] : %s" %
                  (upos, _ty(updates)), "u")
        (r,) = _scalar_region(em, op.regions[0], [o, u], op)
        new = em.op("tensor.insert %s into %s[%s] : %s" % (r, acc, at, ty_s),
                    "na")
    if inb is not None:
        em.emit("scf.yield %s : %s" % (new, ty_s))
        em.emit("} else {")
        em.emit("scf.yield %s : %s" % (acc, ty_s))
        em.emit("}")
        new = result
    (out,) = close([new])
    sig = "%%operand: %s, %%indices: %s, %%updates: %s" % (
        ty_s, _ty(indices), _ty(updates))
    return _function(name, sig, ty_s, em, out)


def _padding(op):
    if "padding" not in op.attributes:
        return None
    attr = ir.DenseIntElementsAttr(op.attributes["padding"])
    values = [int(attr[i]) for i in range(len(attr))]
    return [values[i:i + 2] for i in range(0, len(values), 2)]


def _select_and_scatter_function(op, name):
    operand, source, init = op.operands
    s_shape, q_shape = _shape(operand.type), _shape(source.type)
    elem = _elem(operand.type)
    rank = len(s_shape)
    if any(d < 0 for d in s_shape + q_shape):
        raise NotImplementedError("stablehlo.select_and_scatter with dynamic "
                                  "shapes: %s" % _describe(op))
    window = _i64s(op.attributes["window_dimensions"]
                   if "window_dimensions" in op.attributes else None) \
        or [1] * rank
    strides = _i64s(op.attributes["window_strides"]
                    if "window_strides" in op.attributes else None) \
        or [1] * rank
    padding = _padding(op) or [[0, 0]] * rank
    ty_s = _ty(operand)
    zero = "0.0" if _is_float(elem) else "0"

    em = _Emitter()
    iv = em.op("tensor.extract %%init[] : %s" % _ty(init), "init")
    empty = em.op("tensor.empty() : %s" % ty_s, "e")
    filled = em.op("linalg.fill ins(%s : %s) outs(%s : %s) -> %s" %
                   (iv, elem, empty, ty_s, ty_s), "fill")
    z = em.op("arith.constant %s : %s" % (zero, elem), "z")
    false = em.op("arith.constant false", "f")
    true = em.op("arith.constant true", "t")
    qs, (acc,), close_q = _nest(em, q_shape, ["acc"], [filled], [ty_s], "acc")
    types = [elem] + ["index"] * rank + ["i1"]
    ws, cur, close_w = _nest(em, window, None,
                             [z] + [em.index(0)] * rank + [false], types, "sel")
    sv, si, have = cur[0], cur[1:1 + rank], cur[-1]
    pos, conds = [], []
    for d in range(rank):
        p = em.op("arith.muli %s, %s : index" % (qs[d], em.index(strides[d])))
        p = em.op("arith.addi %s, %s : index" % (p, ws[d]))
        if padding[d][0]:
            p = em.op("arith.subi %s, %s : index" %
                      (p, em.index(padding[d][0])))
            conds.append(em.op("arith.cmpi sge, %s, %s : index" %
                               (p, em.index(0))))
        conds.append(em.op("arith.cmpi slt, %s, %s : index" %
                           (p, em.index(s_shape[d]))))
        pos.append(p)
    valid = conds[0]
    for c in conds[1:]:
        valid = em.op("arith.andi %s, %s : i1" % (valid, c))
    picked = em.fresh("pick")
    em.emit("%s:%d = scf.if %s -> (%s) {" % (picked, len(types), valid,
                                             ", ".join(types)))
    v = em.op("tensor.extract %%operand[%s] : %s" % (", ".join(pos), ty_s),
              "x")
    (keep,) = _scalar_region(em, op.regions[0], [sv, v], op)
    drop = em.op("arith.xori %s, %s : i1" % (keep, true))
    fresh = em.op("arith.xori %s, %s : i1" % (have, true))
    take = em.op("arith.ori %s, %s : i1" % (drop, fresh))
    nsv = em.op("arith.select %s, %s, %s : %s" % (take, v, sv, elem))
    nsi = [em.op("arith.select %s, %s, %s : index" % (take, p, s))
           for p, s in zip(pos, si)]
    em.emit("scf.yield %s : %s" % (", ".join([nsv] + nsi + [true]),
                                   ", ".join(types)))
    em.emit("} else {")
    em.emit("scf.yield %s : %s" % (", ".join([sv] + si + [have]),
                                   ", ".join(types)))
    em.emit("}")
    sel = close_w(["%s#%d" % (picked, k) for k in range(len(types))])
    si, have = sel[1:1 + rank], sel[-1]
    result = em.fresh("upd")
    em.emit("%s = scf.if %s -> (%s) {" % (result, have, ty_s))
    s = em.op("tensor.extract %%source[%s] : %s" % (", ".join(qs),
                                                     _ty(source)), "src")
    o = em.op("tensor.extract %s[%s] : %s" % (acc, ", ".join(si), ty_s), "o")
    (r,) = _scalar_region(em, op.regions[1], [o, s], op)
    new = em.op("tensor.insert %s into %s[%s] : %s" % (r, acc, ", ".join(si),
                                                       ty_s), "na")
    em.emit("scf.yield %s : %s" % (new, ty_s))
    em.emit("} else {")
    em.emit("scf.yield %s : %s" % (acc, ty_s))
    em.emit("}")
    (out,) = close_q([result])
    sig = "%%operand: %s, %%source: %s, %%init: %s" % (
        ty_s, _ty(source), _ty(init))
    return _function(name, sig, ty_s, em, out)


def _sort_function(op, name):
    """`stablehlo.sort` (`jnp.sort`, `argsort`, `lax.top_k`, their
    gradients) of any number of operands along one dimension, stable: each
    element's rank in its row is the number of elements the comparator puts
    before it, plus the earlier ones it does not put after it (ties keep
    their order), counted by a `linalg.generic` over (position, other
    element) that applies the comparator both ways; a loop nest then writes
    every operand's element at its rank. O(n^2) comparisons per sorted row
    of n elements (a sort in a training step sorts short rows: top-k
    routing over experts, a few values per row), vectorizable, the same
    order as XLA's stable sort."""
    shapes = [_shape(v.type) for v in op.operands]
    shape, rank = shapes[0], len(shapes[0])
    if any(s != shape for s in shapes) or any(d < 0 for d in shape):
        raise NotImplementedError("stablehlo.sort of operands of other or "
                                  "dynamic shapes: %s" % _describe(op))
    dim = ir.IntegerAttr(op.attributes["dimension"]).value
    dim = dim + rank if dim < 0 else dim
    types = [_ty(v) for v in op.operands]
    elems = [_elem(v.type) for v in op.operands]
    m = len(types)
    em = _Emitter()
    ranks_ty = _tensor(shape, "i64")
    empty = em.op("tensor.empty() : %s" % ranks_ty, "e")
    zero = em.op("arith.constant 0 : i64", "z")
    filled = em.op("linalg.fill ins(%s : i64) outs(%s : %s) -> %s" %
                   (zero, empty, ranks_ty, ranks_ty), "fill")
    # Iteration space: the operand's dims (dim `dim` the element's
    # position i) and one more, the other element's position j.
    dims = ["d%d" % k for k in range(rank + 1)]
    own = "affine_map<(%s) -> (%s)>" % (", ".join(dims),
                                        ", ".join(dims[:rank]))
    other = "affine_map<(%s) -> (%s)>" % (", ".join(dims), ", ".join(
        dims[rank] if k == dim else dims[k] for k in range(rank)))
    ranks = em.fresh("ranks")
    operands = ", ".join("%%x%d" % k for k in range(m))
    em.emit("%s = linalg.generic {indexing_maps = [%s], iterator_types = "
            "[%s]} ins(%s, %s : %s, %s) outs(%s : %s) {" % (
                ranks, ", ".join([own] * m + [other] * m + [own]),
                ", ".join(['"parallel"'] * rank + ['"reduction"']),
                operands, operands, ", ".join(types), ", ".join(types),
                filled, ranks_ty))
    mine = [em.fresh("a") for _ in range(m)]
    theirs = [em.fresh("b") for _ in range(m)]
    acc = em.fresh("acc")
    em.emit("^bb0(%s):" % ", ".join(
        ["%s: %s" % (a, e) for a, e in zip(mine, elems)] +
        ["%s: %s" % (b, e) for b, e in zip(theirs, elems)] +
        ["%s: i64" % acc]))
    i = em.op("linalg.index %d : index" % dim, "i")
    j = em.op("linalg.index %d : index" % rank, "j")

    def comes_first(x, y):
        # The comparator's arguments: lhs and rhs of operand 0, then of 1...
        return _scalar_region(em, op.regions[0], [
            v for pair in zip(x, y) for v in pair], op)[0]
    before = comes_first(theirs, mine)
    after = comes_first(mine, theirs)
    true = em.op("arith.constant true", "t")
    earlier = em.op("arith.cmpi ult, %s, %s : index" % (j, i))
    tie = em.op("arith.andi %s, %s : i1" % (
        earlier, em.op("arith.xori %s, %s : i1" % (after, true))))
    counted = em.op("arith.andi %s, %s : i1" % (
        em.op("arith.ori %s, %s : i1" % (before, tie)),
        em.op("arith.cmpi ne, %s, %s : index" % (j, i))))
    total = em.op("arith.addi %s, %s : i64" % (
        acc, em.op("arith.extui %s : i1 to i64" % counted)))
    em.emit("linalg.yield %s : i64" % total)
    em.emit("} -> %s" % ranks_ty)
    # Every element to its rank (the operands themselves as the initial
    # values: a comparator that is no strict weak order leaves no element
    # unwritten).
    ivs, outs, close = _nest(em, shape, None,
                             ["%%x%d" % k for k in range(m)], types, "out")
    at = em.op("tensor.extract %s[%s] : %s" % (ranks, ", ".join(ivs),
                                               ranks_ty), "rk")
    to = list(ivs)
    to[dim] = em.op("arith.index_cast %s : i64 to index" % at, "to")
    new = []
    for k in range(m):
        v = em.op("tensor.extract %%x%d[%s] : %s" % (k, ", ".join(ivs),
                                                   types[k]), "v")
        new.append(em.op("tensor.insert %s into %s[%s] : %s" % (
            v, outs[k], ", ".join(to), types[k]), "o"))
    results = close(new)
    sig = ", ".join("%%x%d: %s" % (k, t) for k, t in enumerate(types))
    return _function(name, sig, types, em, results)


def _function(name, sig, result_type, em, out):
    """A private function of the emitted lines; `result_type` and `out`
    a type and a name, or lists of them."""
    if isinstance(result_type, list):
        result_text = "(%s)" % ", ".join(result_type)
        out = "%s : %s" % (", ".join(out), ", ".join(result_type))
    else:
        result_text = result_type
        out = "%s : %s" % (out, result_type)
    return "\n".join(
        ["func.func private @%s(%s) -> %s {" % (name, sig, result_text)] +
        em.const_lines() + em.lines +
        ["    func.return %s" % out, "}"])


_LOWERINGS = {
    "stablehlo.scatter": ("__fsdp_scatter", _scatter_function),
    "stablehlo.select_and_scatter": ("__fsdp_select_and_scatter",
                                     _select_and_scatter_function),
    "stablehlo.sort": ("__fsdp_sort", _sort_function),
}


def lower_unsupported_ops(module):
    """Replaces every stablehlo.scatter / select_and_scatter in `module` by a
    call of a private function of upstream ops (see the module docstring).
    Returns how many ops it lowered."""
    found = []
    contract.walk(module.operation, lambda op: found.append(op)
                  if op.name in _LOWERINGS else None)
    what = ", ".join(sorted(set(op.name for op in found)))  # before erasing
    texts = []
    for k, op in enumerate(found):
        prefix, build = _LOWERINGS[op.name]
        name = "%s_%d" % (prefix, k)
        texts.append(build(op, name))
        ip = ir.InsertionPoint(op)

        # (called in this iteration only: the loop's `ip` is the right one)
        def bitcast(value, to):
            return ir.Operation.create("stablehlo.bitcast_convert",
                                       results=[to], operands=[value],
                                       ip=ip).results[0]  # noqa: B023

        # Unsigned tensors cross the call as signless ones (the legalization
        # makes every integer signless; bitcasts of equal widths vanish).
        operands = [bitcast(v, _signless_type(v.type)) if _unsigned(v.type)
                    else v for v in op.operands]
        results = contract.call(
            name, operands, [_signless_type(r.type) if _unsigned(r.type)
                             else r.type for r in op.results], ip)
        for old, new in zip(op.results, results):
            if _unsigned(old.type):
                new = bitcast(new, old.type)
            old.replace_all_uses_with(new)
        op.erase()
    contract.add_functions(module, texts, what)
    return len(found)


def _elements(type):
    try:
        shape = ir.RankedTensorType(type).shape
    except ValueError:
        return None
    count = 1
    for d in shape:
        count *= d
    return count


def drop_empty_tensors(module):
    """Tensors of no elements (a zero-size slice: `lax.associative_scan`'s
    odd and even halves of a short axis, their gradients' pads) as
    `tensor.empty`, dropped from concatenations, and a pad of one as its
    padding value broadcast: they hold no values, and the legalization
    would make a slice of one, or its insertion, a `tensor.extract_slice`
    / `insert_slice` at an offset one past the end, which the verifier
    rejects. Ops with regions or effects, and collectives, are left.
    Returns how many values it replaced."""
    found = []
    contract.walk(module.operation, lambda op: found.append(op)
                  if op.name.startswith("stablehlo.") else None)
    replaced = 0
    for op in found:
        if op.name == "stablehlo.concatenate" and \
                any(_elements(v.type) == 0 for v in op.operands) and \
                _elements(op.results[0].type) != 0:
            kept = [v for v in op.operands if _elements(v.type) != 0]
            attrs = {op.attributes[k].name: op.attributes[k].attr
                     for k in range(len(op.attributes))}
            new = ir.Operation.create(
                op.name, results=[op.results[0].type], operands=kept,
                attributes=attrs, ip=ir.InsertionPoint(op))
            op.results[0].replace_all_uses_with(new.results[0])
            op.erase()
            replaced += 1
            continue
        if op.name == "stablehlo.pad" and \
                _elements(op.operands[0].type) == 0 and \
                _elements(op.results[0].type) != 0:
            # (padding only: the padding value everywhere)
            new = ir.Operation.create(
                "stablehlo.broadcast_in_dim", results=[op.results[0].type],
                operands=[op.operands[1]],
                attributes={"broadcast_dimensions":
                            ir.DenseI64ArrayAttr.get([])},
                ip=ir.InsertionPoint(op))
            op.results[0].replace_all_uses_with(new.results[0])
            op.erase()
            replaced += 1
            continue
        if (op.regions or op.name in _KEEP_EMPTY or
                not op.results or
                any(_elements(r.type) != 0 for r in op.results)):
            continue
        for r in op.results:
            empty = ir.Operation.create("tensor.empty", results=[r.type],
                                        ip=ir.InsertionPoint(op))
            r.replace_all_uses_with(empty.results[0])
        op.erase()
        replaced += 1
    return replaced


def _inline_block(block, op, values=()):
    """Moves the ops of a single-block region of `op` before it, its
    arguments replaced by `values`; returns what its terminator returns."""
    for arg, value in zip(block.arguments, values):
        arg.replace_all_uses_with(value)
    ops = list(block.operations)
    for inner in ops[:-1]:
        inner.move_before(op)
    return list(ops[-1].operands)


def inline_scalar_reductions(module):
    """`stablehlo.reduce` over no dimensions of 0-d operands (`jnp.sum` of
    a scalar: a 0-d parameter's square in optax's global norm, a learned
    temperature's, a loss that is summed again) as its body applied once,
    to the init values and the operands: the legalization to linalg leaves
    such a reduce. Returns how many it inlined."""
    found = []
    contract.walk(module.operation, lambda op: found.append(op)
                  if op.name == "stablehlo.reduce" else None)
    inlined = 0
    for op in found:
        n = len(op.results)
        operands = list(op.operands)  # (the inputs, then the init values)
        block = op.regions[0].blocks[0]
        args = list(block.arguments)
        # The body's arguments: the accumulated values, then the inputs'.
        values = operands[n:] + operands[:n]
        if _i64s(op.attributes["dimensions"]) or \
                any(_shape(v.type) != [] for v in operands) or \
                len(args) != len(values) or \
                any(a.type != v.type for a, v in zip(args, values)):
            continue
        for r, v in zip(op.results, _inline_block(block, op, values)):
            r.replace_all_uses_with(v)
        op.erase()
        inlined += 1
    return inlined


# StableHLO ops nothing here lowers, with the JAX code that emits them.
NOT_LOWERED = {
    "stablehlo.fft": "jnp.fft.*, lax.fft (complex FFTs)",
    "stablehlo.cholesky": "jnp.linalg.cholesky, lax.linalg.cholesky",
    "stablehlo.triangular_solve": "jax.scipy.linalg.solve_triangular, "
                                  "lax.linalg.triangular_solve",
    "stablehlo.rng_bit_generator": "jax.random with the 'rbg' PRNG, "
                                   "lax.rng_bit_generator",
    "stablehlo.rng": "lax.rng_uniform",
    "stablehlo.custom_call": "a library call (LAPACK: jnp.linalg.svd, eigh, "
                             "qr, ...; a Pallas or FFI kernel)",
}


def check_lowered(module):
    """Raises NotImplementedError naming each StableHLO op of `module` that
    nothing here lowers (`NOT_LOWERED`) and the JAX code that emits it,
    before the legalization would leave it in the step."""
    found = {}

    def visit(op):
        if op.name in NOT_LOWERED:
            what = op.name
            if op.name == "stablehlo.custom_call":
                what += " @" + ir.StringAttr(
                    op.attributes["call_target_name"]).value
            found[what] = NOT_LOWERED[op.name]
    contract.walk(module.operation, visit)
    if found:
        raise NotImplementedError(
            "the JAX step has StableHLO ops the export does not lower: %s" %
            "; ".join("%s (from %s)" % kv for kv in sorted(found.items())))


# Ops a zero-size result does not make removable.
_KEEP_EMPTY = ("stablehlo.custom_call", "stablehlo.all_reduce",
               "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send",
               "stablehlo.recv", "stablehlo.all_gather",
               "stablehlo.reduce_scatter", "stablehlo.all_to_all",
               "stablehlo.collective_permute")


def _signless(type):
    """A tensor of unsigned integers as the signless integers of its width
    (`stablehlo-legalize-to-linalg` converts the element types of the ops
    it legalizes, not those of the loops around them; fsdp-run bufferizes
    signless ones only); any other type as it is."""
    try:
        tensor = ir.RankedTensorType(type)
        element = ir.IntegerType(tensor.element_type)
    except ValueError:
        return type
    if not element.is_unsigned:
        return type
    return ir.RankedTensorType.get(
        tensor.shape, ir.IntegerType.get_signless(element.width))


def _bitcast(value, type):
    if value.type == type:
        return value
    return ir.Operation.create("stablehlo.bitcast_convert", results=[type],
                               operands=[value]).results[0]


def _lower_while(op):
    """`stablehlo.while` (`lax.scan`, `lax.fori_loop`, `lax.while_loop`:
    Flax's `nn.scan` over layers, recurrent cells) as `scf.while` over the
    same values: the condition's region ends in `scf.condition` of its
    predicate (a 0-d tensor, extracted), the body's in `scf.yield`. The ops
    of both regions move as they are; `stablehlo-legalize-to-linalg` then
    lowers them in place. Unsigned values (the threefry PRNG's rounds loop
    carries uint32) are carried as signless integers, bitcast at the loop's
    edges."""
    original = [r.type for r in op.results]
    types = [_signless(t) for t in original]
    with ir.InsertionPoint(op):
        operands = [_bitcast(v, t) for v, t in zip(op.operands, types)]
    loop = ir.Operation.create("scf.while", results=types,
                               operands=operands, regions=2,
                               ip=ir.InsertionPoint(op))
    for k in (0, 1):
        old = op.regions[k].blocks[0]
        block = loop.regions[k].blocks.append(*types)
        returned = list(old.operations)[-1]
        with ir.InsertionPoint(block):
            inside = [_bitcast(b, t)
                      for b, t in zip(block.arguments, original)]
            if k == 0:
                predicate = ir.Operation.create(
                    "tensor.extract", results=[ir.IntegerType.get_signless(1)],
                    operands=[returned.operands[0]]).results[0]
                end = ir.Operation.create(
                    "scf.condition",
                    operands=[predicate] + list(block.arguments))
            else:
                end = ir.Operation.create("scf.yield",
                                          operands=list(returned.operands))
        for a, b in zip(old.arguments, inside):
            a.replace_all_uses_with(b)
        for inner in list(old.operations)[:-1]:
            inner.move_before(end)
        if k == 0:
            predicate.owner.move_before(end)
        else:
            with ir.InsertionPoint(end):
                for i, (v, t) in enumerate(zip(list(end.operands), types)):
                    end.operands[i] = _bitcast(v, t)
    with ir.InsertionPoint(op):
        results = [_bitcast(r, t) for r, t in zip(loop.results, original)]
    for a, b in zip(op.results, results):
        a.replace_all_uses_with(b)
    op.erase()


def _move_branch(region, block, types):
    """Moves the ops of a `stablehlo.case` branch into `block`, its
    `stablehlo.return` as an `scf.yield` of signless values."""
    old = region.blocks[0]
    returned = list(old.operations)[-1]
    with ir.InsertionPoint(block):
        end = ir.Operation.create("scf.yield",
                                  operands=list(returned.operands))
    for inner in list(old.operations)[:-1]:
        inner.move_before(end)
    with ir.InsertionPoint(end):
        for i, (v, t) in enumerate(zip(list(end.operands), types)):
            end.operands[i] = _bitcast(v, t)


def _lower_case(op):
    """`stablehlo.case` (`lax.cond`, `lax.switch`) as real control flow over
    the same values: `scf.if` on `index == k` for each branch k but the
    last, nested in the previous one's else, the last branch the innermost
    else. StableHLO runs the last branch for an index out of
    [0, branches) (`lax.switch` clamps before; a cond's index is its
    predicate, 0 or 1), which the chain does too. The branches' ops move as
    they are (only the branch taken runs, as in XLA);
    `stablehlo-legalize-to-linalg` then lowers them in place. Unsigned
    results cross as signless integers, as a loop's do."""
    original = [r.type for r in op.results]
    types = [_signless(t) for t in original]
    branches = list(op.regions)
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(op):
        index = ir.Operation.create("tensor.extract", results=[i32],
                                    operands=[op.operands[0]]).results[0]

    def select(k, ip):
        """The scf.if choosing among branches k.. at `ip`; its results."""
        with ip:
            const = ir.Operation.create(
                "arith.constant", results=[i32],
                attributes={"value": ir.IntegerAttr.get(i32, k)}).results[0]
            taken = ir.Operation.create(
                "arith.cmpi", results=[ir.IntegerType.get_signless(1)],
                operands=[index, const],
                attributes={"predicate": ir.IntegerAttr.get(
                    ir.IntegerType.get_signless(64), 0)}).results[0]  # eq
            branch = ir.Operation.create("scf.if", results=types,
                                         operands=[taken], regions=2)
        _move_branch(branches[k], branch.regions[0].blocks.append(), types)
        otherwise = branch.regions[1].blocks.append()
        if k + 2 == len(branches):
            _move_branch(branches[k + 1], otherwise, types)
        else:
            inner = select(k + 1, ir.InsertionPoint(otherwise))
            with ir.InsertionPoint(otherwise):
                ir.Operation.create("scf.yield", operands=inner)
        return list(branch.results)

    if len(branches) == 1:
        # (one branch: its ops in place of the case)
        results = _inline_block(branches[0].blocks[0], op)
    else:
        with ir.InsertionPoint(op):
            results = [_bitcast(r, t) for r, t in
                       zip(select(0, ir.InsertionPoint(op)), original)]
    for a, b in zip(op.results, results):
        a.replace_all_uses_with(b)
    op.erase()


def lower_control_flow(module):
    """Rewrites the StableHLO ops `stablehlo-legalize-to-linalg` leaves that
    have a direct upstream form: `stablehlo.while` as `scf.while`
    (`_lower_while`), `stablehlo.case` as `scf.if` / `scf.index_switch`
    (`_lower_case`), and `stablehlo.optimization_barrier` (what
    `jax.checkpoint` / `nn.remat` leave: a hint to XLA not to move
    recomputation across it) as its operands, since fsdp-opt chooses what to
    rematerialize itself (`memory-limit`). Control flow nested in control
    flow is rewritten from the inside out. Returns how many ops it
    rewrote."""
    found = []
    contract.walk(module.operation, lambda op: found.append(op)
                  if op.name in ("stablehlo.while", "stablehlo.case",
                                 "stablehlo.optimization_barrier") else None)
    for op in reversed(found):  # (post-order: inner loops first)
        if op.name == "stablehlo.optimization_barrier":
            for result, operand in zip(op.results, op.operands):
                result.replace_all_uses_with(operand)
            op.erase()
        elif op.name == "stablehlo.case":
            _lower_case(op)
        else:
            _lower_while(op)
    return len(found)
