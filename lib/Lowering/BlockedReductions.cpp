//===- BlockedReductions.cpp - Reductions as fixed blocked trees ----------===//
//
// convert-linalg-to-loops sums a reduction as one chain of dependent scalar
// additions: its error grows with the length and it runs at one addition
// per add latency. This pass sums over vector lanes of a fixed width, in
// blocks merged pairwise, in an order fixed by the shapes alone (not by the
// CPU), so the results are accurate to O(log n) roundings and the same bits
// on every CPU.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPBLOCKEDREDUCTIONS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// Lanes of every vector: fixed, not the host's width, so that the tree is
/// the same on every CPU.
constexpr int64_t kLanes = 32;
/// Chunks (of kLanes elements, or rows of a column sum) summed in order into
/// one block before blocks are merged pairwise.
constexpr int64_t kChunksPerBlock = 8;
/// Chunks of kLanes columns a column sum runs together, row by row (the
/// rows of a wide matrix are read in streams, not down columns).
constexpr int64_t kTileChunks = 8;
/// Depth of the binary-counter stack of block sums: 2^64 blocks.
constexpr int64_t kStackDepth = 64;
/// Independent accumulators of a row maximum or minimum, chunk c into
/// accumulator c mod kExactStreams: LLVM lowers arith.maximumf to about six
/// dependent instructions (NaN and signed zeros), and one accumulator held
/// a [rows, 32768] maximum at that latency, 30% slower than a sum.
constexpr int64_t kExactStreams = 4;

/// The identity of `combiner`: the value x for which c(x, y) == y for every
/// y, bits included (-0.0 for a sum: -0.0 + +0.0 is +0.0).
TypedAttr getIdentity(Operation *combiner, FloatType type) {
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  APFloat value = APFloat::getNaN(semantics);
  if (isa<arith::AddFOp>(combiner))
    value = APFloat::getZero(semantics, /*Negative=*/true);
  else if (isa<arith::MaximumFOp>(combiner))
    value = APFloat::getInf(semantics, /*Negative=*/true);
  else if (isa<arith::MinimumFOp>(combiner))
    value = APFloat::getInf(semantics, /*Negative=*/false);
  return FloatAttr::get(type, value);
}

/// Whether `combiner` gives the same value in any order (a maximum or a
/// minimum: it returns one of its operands; with several NaNs, a NaN).
bool isExact(Operation *combiner) {
  return isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp>(combiner);
}

/// Whether `type` is a buffer whose innermost dimension has unit stride.
bool hasUnitInnerStride(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  return type.getRank() > 0 &&
         succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

/// One output of a row reduction: reduced by `combiner`, or stored (null
/// combiner: a value per point, written as it is computed).
struct RowOutput {
  OpOperand *init;
  Operation *combiner;
  bool outputFirst;
};

/// Emits the blocked tree of one matched reduction in place of it; a row
/// reduction with several outputs, one pass over each row with one tree per
/// reduced output.
class ReductionEmitter {
public:
  ReductionEmitter(linalg::LinalgOp op, const fsdp::BlockedReduction &match,
                   ArrayRef<RowOutput> outputs, Value stack, Value accumulators)
      : op(op), match(match), outputs(outputs), stack(stack),
        accumulators(accumulators), loc(op.getLoc()),
        element(cast<FloatType>(
            getElementTypeOrSelf(match.combiner->getResult(0).getType()))),
        vectorType(VectorType::get({kLanes}, element)) {
    for (const RowOutput &output : this->outputs)
      if (output.combiner)
        reductions.push_back(output);
  }

  void emit(OpBuilder &b);

private:
  Value index(OpBuilder &b, int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value identityVector(OpBuilder &b) {
    return identityVector(b, match.combiner);
  }
  Value identityVector(OpBuilder &b, Operation *combiner) {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(vectorType, getIdentity(combiner, element)));
  }
  /// 0, 1, ..., kLanes - 1.
  Value laneSteps(OpBuilder &b) {
    SmallVector<Attribute> steps;
    for (int64_t lane = 0; lane < kLanes; ++lane)
      steps.push_back(b.getIndexAttr(lane));
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(VectorType::get({kLanes}, b.getIndexType()),
                               steps));
  }
  /// `combiner(a, c)`, with the body's combiner's attributes.
  Value combine(OpBuilder &b, Value a, Value c) {
    return combine(b, match.combiner, a, c);
  }
  Value combine(OpBuilder &b, Operation *combiner, Value a, Value c) {
    OperationState state(loc, combiner->getName());
    state.addOperands({a, c});
    state.addTypes(a.getType());
    state.addAttributes(combiner->getAttrs());
    return b.create(state)->getResult(0);
  }
  Value broadcast(OpBuilder &b, Value scalar) {
    if (isa<VectorType>(scalar.getType()))
      return scalar;
    return vector::BroadcastOp::create(
        b, loc, VectorType::get({kLanes}, scalar.getType()), scalar);
  }
  /// Sets `ivs` of the reduction loops to the reduced index `k`.
  void delinearize(OpBuilder &b, Value k, DenseMap<unsigned, Value> &into);
  SmallVector<Value> indicesOf(AffineMap indexing,
                               const DenseMap<unsigned, Value> &at);
  /// The lanes of `operand` one load each, lane l at position
  /// min(base + l, limit - 1) along the lanes (never out of bounds).
  Value gatherLanes(OpBuilder &b, OpOperand &operand, Value base, Value limit);
  void emitLoops(OpBuilder &b, unsigned dim);
  /// The body at one chunk of lanes, less the combiners.
  IRMapping evalBody(OpBuilder &b, Value laneBase, Value laneLimit, Value mask);
  Value evalChunk(OpBuilder &b, Value laneBase, Value laneLimit, Value mask,
                  bool maskLanes);
  /// A row's chunk: the value each reduced output combines (the
  /// combiner's identity in lanes off `mask`), after storing the stored
  /// outputs' values (lanes on `mask` only).
  SmallVector<Value> evalRowChunk(OpBuilder &b, Value laneBase, Value laneLimit,
                                  Value mask);
  /// Full chunk `c` (of `lanes` elements) of the row combined into `acc`,
  /// one value per reduced output.
  SmallVector<Value> combineChunk(OpBuilder &b, Value c, Value lanes,
                                  ValueRange acc);
  /// Stores `value`, lanes from `laneBase` along the row, into the stored
  /// output `init`.
  void storeRowChunk(OpBuilder &b, OpOperand &init, Value value, Value laneBase,
                     Value laneLimit, Value mask);
  /// Pushes the sums of block `blockIndex`, one per row sum (row sum s in
  /// lanes s * kLanes.. of the stack), onto the stack of `top` entries.
  Value push(OpBuilder &b, ValueRange blocks, Value blockIndex, Value top);
  Value foldStack(OpBuilder &b, Value top, Operation *combiner, int64_t sum);
  Value combineDown(OpBuilder &b, Value top, Value count, Value init,
                    Operation *combiner, int64_t sum);
  void emitRowSum(OpBuilder &b);
  /// The lanes of each reduced output before the halving, when they are all
  /// maxima or minima.
  SmallVector<Value> emitExactRowLanes(OpBuilder &b);
  /// The lanes of each reduced output before the halving, when some sum.
  SmallVector<Value> emitBlockedRowLanes(OpBuilder &b);
  /// The row's last `n` mod kLanes elements, after `fullChunks` whole
  /// chunks of `lanes`, as one masked chunk given to `withTail`;
  /// `withoutTail` where there are none.
  SmallVector<Value> emitRowTail(
      OpBuilder &b, Value lanes, Value fullChunks, ValueRange withoutTail,
      function_ref<SmallVector<Value>(OpBuilder &, ValueRange)> withTail);
  /// Runs `body(offset in the tile, column, mask or null)` for each chunk of
  /// kLanes columns of the tile starting at column `tile`.
  void forEachChunk(OpBuilder &b, Value tile, Value chunks,
                    function_ref<void(OpBuilder &, Value, Value, Value)> body);
  void emitColumnOutput(OpBuilder &b, Value column, Value mask, Value total);
  void emitColumnSum(OpBuilder &b);

  linalg::LinalgOp op;
  fsdp::BlockedReduction match;
  /// A row reduction's outputs, and those of them reduced.
  SmallVector<RowOutput> outputs;
  SmallVector<RowOutput> reductions;
  /// kStackDepth x (kTileChunks * kLanes) elements: the binary-counter
  /// stack (a row sum uses the first kLanes of each level).
  Value stack;
  /// kTileChunks * kLanes elements: a column sum's block sums of a tile.
  Value accumulators;
  Location loc;
  FloatType element;
  VectorType vectorType;
  SmallVector<Value> sizes;
  /// The number of reduced indices: the reduction loops' sizes multiplied.
  Value reduced;
  /// For a row sum, per input that reads the reduction, its buffer with the
  /// reduction's dimensions collapsed into one of unit stride, where they
  /// are contiguous (null: loaded lane by lane).
  DenseMap<unsigned, Value> flatInputs;
  /// The same for a row reduction's stored outputs.
  DenseMap<unsigned, Value> flatOutputs;
  /// The induction variable of every loop outside the tree, by loop.
  DenseMap<unsigned, Value> ivs;
};

void ReductionEmitter::delinearize(OpBuilder &b, Value k,
                                   DenseMap<unsigned, Value> &into) {
  ArrayRef<unsigned> dims = match.reductionDims;
  for (size_t i = dims.size(); i-- > 1;) {
    into[dims[i]] = arith::RemUIOp::create(b, loc, k, sizes[dims[i]]);
    k = arith::DivUIOp::create(b, loc, k, sizes[dims[i]]);
  }
  into[dims.front()] = k;
}

SmallVector<Value>
ReductionEmitter::indicesOf(AffineMap indexing,
                            const DenseMap<unsigned, Value> &at) {
  SmallVector<Value> indices;
  for (AffineExpr expr : indexing.getResults())
    indices.push_back(at.lookup(cast<AffineDimExpr>(expr).getPosition()));
  return indices;
}

Value ReductionEmitter::gatherLanes(OpBuilder &b, OpOperand &operand,
                                    Value base, Value limit) {
  Value last = arith::SubIOp::create(b, loc, limit, index(b, 1));
  SmallVector<Value> lanes;
  for (int64_t lane = 0; lane < kLanes; ++lane) {
    Value at = arith::AddIOp::create(b, loc, base, index(b, lane));
    at = arith::MinUIOp::create(b, loc, at, last);
    DenseMap<unsigned, Value> point = ivs;
    if (match.rows)
      delinearize(b, at, point);
    else
      point[match.laneDim] = at;
    lanes.push_back(memref::LoadOp::create(
        b, loc, operand.get(),
        indicesOf(op.getMatchingIndexingMap(&operand), point)));
  }
  return vector::FromElementsOp::create(
      b, loc, VectorType::get({kLanes}, lanes.front().getType()), lanes);
}

/// The body at the point `ivs` with lanes along the reduction (rows) or
/// match.laneDim from `laneBase`; lanes off `mask` (when given) load nothing.
IRMapping ReductionEmitter::evalBody(OpBuilder &b, Value laneBase,
                                     Value laneLimit, Value mask) {
  IRMapping map;
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap indexing = op.getMatchingIndexingMap(input);
    BlockArgument arg = op.getMatchingBlockArgument(input);
    auto type = VectorType::get({kLanes}, arg.getType());
    bool laned = match.rows
                     ? indexing.isFunctionOfDim(match.reductionDims.front())
                     : indexing.isFunctionOfDim(match.laneDim);
    Value value;
    Value base = input->get();
    SmallVector<Value> indices;
    if (!laned) {
      value = broadcast(
          b, memref::LoadOp::create(b, loc, base, indicesOf(indexing, ivs)));
    } else if (match.rows && !flatInputs.lookup(input->getOperandNumber())) {
      value = gatherLanes(b, *input, laneBase, laneLimit);
    } else if (!match.rows &&
               !hasUnitInnerStride(cast<MemRefType>(base.getType()))) {
      value = gatherLanes(b, *input, laneBase, laneLimit);
    } else {
      if (match.rows) {
        base = flatInputs.lookup(input->getOperandNumber());
        for (AffineExpr expr :
             indexing.getResults().drop_back(match.reductionDims.size()))
          indices.push_back(
              ivs.lookup(cast<AffineDimExpr>(expr).getPosition()));
        indices.push_back(laneBase);
      } else {
        DenseMap<unsigned, Value> point = ivs;
        point[match.laneDim] = laneBase;
        indices = indicesOf(indexing, point);
      }
      if (mask) {
        Value zero = arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(type, b.getZeroAttr(arg.getType())));
        value = vector::MaskedLoadOp::create(b, loc, type, base, indices, mask,
                                             zero);
      } else {
        value = vector::LoadOp::create(b, loc, type, base, indices);
      }
    }
    map.map(arg, value);
  }
  Block *body = op.getBlock();
  for (Operation &bodyOp : body->without_terminator()) {
    if (&bodyOp == match.combiner ||
        llvm::any_of(reductions, [&](const RowOutput &output) {
          return output.combiner == &bodyOp;
        }))
      continue;
    if (auto indexOp = dyn_cast<linalg::IndexOp>(bodyOp)) {
      unsigned dim = indexOp.getDim();
      Value value;
      if (match.rows && llvm::is_contained(match.reductionDims, dim)) {
        // k of each lane, then its index in loop `dim`.
        Value k =
            arith::AddIOp::create(b, loc, broadcast(b, laneBase), laneSteps(b));
        for (unsigned later : llvm::reverse(match.reductionDims)) {
          if (later == dim)
            break;
          k = arith::DivUIOp::create(b, loc, k, broadcast(b, sizes[later]));
        }
        value =
            dim == match.reductionDims.front()
                ? k
                : arith::RemUIOp::create(b, loc, k, broadcast(b, sizes[dim]))
                      .getResult();
      } else if (!match.rows && dim == match.laneDim) {
        value =
            arith::AddIOp::create(b, loc, broadcast(b, laneBase), laneSteps(b));
      } else {
        value = broadcast(b, ivs.lookup(dim));
      }
      map.map(indexOp.getResult(), value);
      continue;
    }
    SmallVector<Value> operands;
    for (Value operand : bodyOp.getOperands())
      operands.push_back(broadcast(b, map.lookupOrDefault(operand)));
    // llvm.intr.powi takes a scalar exponent: math.fpowi and math.ipowi run
    // lane by lane, the scalar op on each (the same bits as the loop's).
    if (isa<math::FPowIOp, math::IPowIOp>(bodyOp)) {
      SmallVector<Value> lanes;
      for (int64_t lane = 0; lane < kLanes; ++lane) {
        OperationState state(loc, bodyOp.getName());
        for (Value operand : operands)
          state.addOperands(ValueRange{vector::ExtractOp::create(
              b, loc, operand, ArrayRef<int64_t>{lane})});
        state.addTypes(bodyOp.getResultTypes());
        state.addAttributes(bodyOp.getAttrs());
        lanes.push_back(b.create(state)->getResult(0));
      }
      map.map(bodyOp.getResult(0),
              vector::FromElementsOp::create(
                  b, loc,
                  VectorType::get({kLanes}, bodyOp.getResult(0).getType()),
                  lanes));
      continue;
    }
    OperationState state(loc, bodyOp.getName());
    state.addOperands(operands);
    for (Type type : bodyOp.getResultTypes())
      state.addTypes(VectorType::get({kLanes}, type));
    state.addAttributes(bodyOp.getAttrs());
    Operation *vectorOp = b.create(state);
    map.map(bodyOp.getResults(), vectorOp->getResults());
  }
  return map;
}

/// f(inputs) at the point `ivs` with lanes along the reduction (rows) or
/// match.laneDim from `laneBase`; lanes off `mask` (when given) load nothing
/// and, with `maskLanes`, hold the combiner's identity.
Value ReductionEmitter::evalChunk(OpBuilder &b, Value laneBase, Value laneLimit,
                                  Value mask, bool maskLanes) {
  IRMapping map = evalBody(b, laneBase, laneLimit, mask);
  Value summed = match.combiner->getOperand(match.outputFirst ? 1 : 0);
  Value value = broadcast(b, map.lookupOrDefault(summed));
  if (mask && maskLanes)
    value = arith::SelectOp::create(b, loc, mask, value, identityVector(b));
  return value;
}

SmallVector<Value> ReductionEmitter::combineChunk(OpBuilder &b, Value c,
                                                  Value lanes, ValueRange acc) {
  Value base = arith::MulIOp::create(b, loc, c, lanes);
  SmallVector<Value> values = evalRowChunk(b, base, reduced, Value());
  SmallVector<Value> next;
  for (auto [r, output] : llvm::enumerate(reductions))
    next.push_back(combine(b, output.combiner, acc[r], values[r]));
  return next;
}

SmallVector<Value> ReductionEmitter::evalRowChunk(OpBuilder &b, Value laneBase,
                                                  Value laneLimit, Value mask) {
  IRMapping map = evalBody(b, laneBase, laneLimit, mask);
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  SmallVector<Value> values;
  for (const RowOutput &output : outputs) {
    unsigned position = output.init->getOperandNumber() - op.getNumDpsInputs();
    if (!output.combiner) {
      storeRowChunk(
          b, *output.init,
          broadcast(b, map.lookupOrDefault(yield->getOperand(position))),
          laneBase, laneLimit, mask);
      continue;
    }
    Value summed = output.combiner->getOperand(output.outputFirst ? 1 : 0);
    Value value = broadcast(b, map.lookupOrDefault(summed));
    if (mask)
      value = arith::SelectOp::create(b, loc, mask, value,
                                      identityVector(b, output.combiner));
    values.push_back(value);
  }
  return values;
}

void ReductionEmitter::storeRowChunk(OpBuilder &b, OpOperand &init, Value value,
                                     Value laneBase, Value laneLimit,
                                     Value mask) {
  AffineMap indexing = op.getMatchingIndexingMap(&init);
  if (Value flat = flatOutputs.lookup(init.getOperandNumber())) {
    SmallVector<Value> indices;
    for (AffineExpr expr :
         indexing.getResults().drop_back(match.reductionDims.size()))
      indices.push_back(ivs.lookup(cast<AffineDimExpr>(expr).getPosition()));
    indices.push_back(laneBase);
    if (mask)
      vector::MaskedStoreOp::create(b, loc, flat, indices, mask, value);
    else
      vector::StoreOp::create(b, loc, value, flat, indices);
    return;
  }
  // Lane by lane, the lanes past the row's end skipped.
  for (int64_t lane = 0; lane < kLanes; ++lane) {
    auto store = [&](OpBuilder &sb) {
      Value at = arith::AddIOp::create(sb, loc, laneBase, index(sb, lane));
      DenseMap<unsigned, Value> point = ivs;
      delinearize(sb, at, point);
      Value scalar =
          vector::ExtractOp::create(sb, loc, value, ArrayRef<int64_t>{lane});
      memref::StoreOp::create(sb, loc, scalar, init.get(),
                              indicesOf(indexing, point));
    };
    if (!mask) {
      store(b);
      continue;
    }
    Value at = arith::AddIOp::create(b, loc, laneBase, index(b, lane));
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at, laneLimit);
    scf::IfOp::create(b, loc, inside, [&](OpBuilder &sb, Location) {
      store(sb);
      scf::YieldOp::create(sb, loc);
    });
  }
}

/// Pushes the sums of block `blockIndex` onto the binary-counter stack of
/// `top` entries: each merged with the top ctz(blockIndex + 1) times first.
Value ReductionEmitter::push(OpBuilder &b, ValueRange blocks, Value blockIndex,
                             Value top) {
  Value one = index(b, 1);
  Value count = arith::AddIOp::create(b, loc, blockIndex, one);
  Value count64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), count);
  Value zeros64 = math::CountTrailingZerosOp::create(b, loc, count64);
  Value zeros = arith::IndexCastOp::create(b, loc, b.getIndexType(), zeros64);
  SmallVector<Value> merged;
  int64_t sum = 0;
  for (const RowOutput &output : reductions)
    if (!isExact(output.combiner)) {
      merged.push_back(
          combineDown(b, top, zeros, blocks[sum], output.combiner, sum));
      ++sum;
    }
  Value newTop = arith::SubIOp::create(b, loc, top, zeros);
  for (auto [sum, value] : llvm::enumerate(merged))
    vector::StoreOp::create(b, loc, value, stack,
                            ValueRange{newTop, index(b, sum * kLanes)});
  return arith::AddIOp::create(b, loc, newTop, one);
}

/// `init` combined with the `count` entries below the stack's `top`, from
/// the top down, each older entry on the left; row sum `sum`'s lanes.
Value ReductionEmitter::combineDown(OpBuilder &b, Value top, Value count,
                                    Value init, Operation *combiner,
                                    int64_t sum) {
  Value one = index(b, 1);
  auto fold = scf::ForOp::create(
      b, loc, index(b, 0), count, one, ValueRange{init},
      [&](OpBuilder &nb, Location, Value i, ValueRange args) {
        Value below = arith::SubIOp::create(nb, loc, top, i);
        Value position = arith::SubIOp::create(nb, loc, below, one);
        Value older = vector::LoadOp::create(
            nb, loc, vectorType, stack,
            ValueRange{position, index(nb, sum * kLanes)});
        scf::YieldOp::create(nb, loc, combine(nb, combiner, older, args[0]));
      });
  return fold.getResult(0);
}

/// The stack's entries combined from its top down (identity when empty).
Value ReductionEmitter::foldStack(OpBuilder &b, Value top, Operation *combiner,
                                  int64_t sum) {
  return combineDown(b, top, top, identityVector(b, combiner), combiner, sum);
}

/// A maximum or minimum has no rounding to order: its chunks go round
/// robin into kExactStreams accumulators, which run in parallel (no stack),
/// combined pairwise, then the masked last chunk.
SmallVector<Value> ReductionEmitter::emitExactRowLanes(OpBuilder &b) {
  size_t count = reductions.size();
  Value lanes = index(b, kLanes);
  Value n = reduced;
  Value fullChunks = arith::DivUIOp::create(b, loc, n, lanes);
  Value streams = index(b, kExactStreams);
  Value groups = arith::DivUIOp::create(b, loc, fullChunks, streams);
  // Stream i of output r at i * count + r.
  SmallVector<Value> identities, inits;
  for (const RowOutput &output : reductions)
    identities.push_back(identityVector(b, output.combiner));
  for (int64_t i = 0; i < kExactStreams; ++i)
    llvm::append_range(inits, identities);
  auto grouped = scf::ForOp::create(
      b, loc, index(b, 0), groups, index(b, 1), inits,
      [&](OpBuilder &gb, Location, Value g, ValueRange acc) {
        Value first = arith::MulIOp::create(gb, loc, g, streams);
        SmallVector<Value> next;
        for (int64_t i = 0; i < kExactStreams; ++i) {
          Value c = arith::AddIOp::create(gb, loc, first, index(gb, i));
          llvm::append_range(
              next, combineChunk(gb, c, lanes, acc.slice(i * count, count)));
        }
        scf::YieldOp::create(gb, loc, next);
      });
  // The fullChunks mod kExactStreams chunks left, into the first.
  Value done = arith::MulIOp::create(b, loc, groups, streams);
  auto rest = scf::ForOp::create(
      b, loc, done, fullChunks, index(b, 1),
      grouped.getResults().take_front(count),
      [&](OpBuilder &cb, Location, Value c, ValueRange acc) {
        scf::YieldOp::create(cb, loc, combineChunk(cb, c, lanes, acc));
      });
  SmallVector<Value> totals;
  for (auto [r, output] : llvm::enumerate(reductions)) {
    SmallVector<Value> partial;
    for (int64_t i = 0; i < kExactStreams; ++i)
      partial.push_back(grouped.getResult(i * count + r));
    partial[0] = rest.getResult(r);
    for (int64_t width = kExactStreams / 2; width >= 1; width /= 2)
      for (int64_t i = 0; i < width; ++i)
        partial[i] =
            combine(b, output.combiner, partial[i], partial[i + width]);
    totals.push_back(partial.front());
  }
  return emitRowTail(
      b, lanes, fullChunks, totals, [&](OpBuilder &tb, ValueRange chunk) {
        SmallVector<Value> combined;
        for (auto [r, output] : llvm::enumerate(reductions))
          combined.push_back(combine(tb, output.combiner, totals[r], chunk[r]));
        return combined;
      });
}

/// Chunks in blocks of kChunksPerBlock: each row sum's block summed in
/// order and pushed onto its stack, a maximum or minimum combined chunk by
/// chunk (exact in any order); the masked last chunk one more block.
SmallVector<Value> ReductionEmitter::emitBlockedRowLanes(OpBuilder &b) {
  Value lanes = index(b, kLanes);
  Value n = reduced;
  Value fullChunks = arith::DivUIOp::create(b, loc, n, lanes);
  Value perBlock = index(b, kChunksPerBlock);
  Value numBlocks = arith::CeilDivUIOp::create(b, loc, fullChunks, perBlock);
  // The stack's top, then each maximum's or minimum's lanes.
  SmallVector<Value> inits{index(b, 0)};
  for (const RowOutput &output : reductions)
    if (isExact(output.combiner))
      inits.push_back(identityVector(b, output.combiner));
  auto blocks = scf::ForOp::create(
      b, loc, index(b, 0), numBlocks, index(b, 1), inits,
      [&](OpBuilder &nb, Location, Value blockIndex, ValueRange args) {
        Value first = arith::MulIOp::create(nb, loc, blockIndex, perBlock);
        Value end = arith::AddIOp::create(nb, loc, first, perBlock);
        Value last = arith::MinUIOp::create(nb, loc, end, fullChunks);
        SmallVector<Value> chunkInits;
        size_t exact = 1;
        for (const RowOutput &output : reductions)
          chunkInits.push_back(isExact(output.combiner)
                                   ? args[exact++]
                                   : identityVector(nb, output.combiner));
        auto chunks = scf::ForOp::create(
            nb, loc, first, last, index(nb, 1), chunkInits,
            [&](OpBuilder &cb, Location, Value c, ValueRange acc) {
              scf::YieldOp::create(cb, loc, combineChunk(cb, c, lanes, acc));
            });
        SmallVector<Value> sums, next{Value()};
        for (auto [r, output] : llvm::enumerate(reductions))
          (isExact(output.combiner) ? next : sums)
              .push_back(chunks.getResult(r));
        next[0] = push(nb, sums, blockIndex, args[0]);
        scf::YieldOp::create(nb, loc, next);
      });
  SmallVector<Value> state(blocks.getResults());
  Value top = state[0];
  SmallVector<Value> tailed = emitRowTail(
      b, lanes, fullChunks, state, [&](OpBuilder &tb, ValueRange chunk) {
        SmallVector<Value> sums, next{Value()};
        size_t exact = 1;
        for (auto [r, output] : llvm::enumerate(reductions)) {
          if (!isExact(output.combiner)) {
            sums.push_back(chunk[r]);
            continue;
          }
          next.push_back(
              combine(tb, output.combiner, state[exact++], chunk[r]));
        }
        Value tailBlock = arith::CeilDivUIOp::create(
            tb, loc, fullChunks, index(tb, kChunksPerBlock));
        next[0] = push(tb, sums, tailBlock, top);
        return next;
      });
  SmallVector<Value> totals;
  size_t exact = 1;
  int64_t sum = 0;
  for (const RowOutput &output : reductions)
    totals.push_back(isExact(output.combiner)
                         ? tailed[exact++]
                         : foldStack(b, tailed[0], output.combiner, sum++));
  return totals;
}

SmallVector<Value> ReductionEmitter::emitRowTail(
    OpBuilder &b, Value lanes, Value fullChunks, ValueRange withoutTail,
    function_ref<SmallVector<Value>(OpBuilder &, ValueRange)> withTail) {
  Value n = reduced;
  Value tailBase = arith::MulIOp::create(b, loc, fullChunks, lanes);
  Value tail = arith::SubIOp::create(b, loc, n, tailBase);
  Value hasTail = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, tail,
                                        index(b, 0));
  auto ifTail = scf::IfOp::create(
      b, loc, hasTail,
      [&](OpBuilder &tb, Location) {
        Value mask = vector::CreateMaskOp::create(
            tb, loc, VectorType::get({kLanes}, tb.getI1Type()),
            ValueRange{tail});
        SmallVector<Value> chunk = evalRowChunk(tb, tailBase, n, mask);
        scf::YieldOp::create(tb, loc, withTail(tb, chunk));
      },
      [&](OpBuilder &eb, Location) {
        scf::YieldOp::create(eb, loc, withoutTail);
      });
  return SmallVector<Value>(ifTail.getResults());
}

void ReductionEmitter::emitRowSum(OpBuilder &b) {
  SmallVector<Value> totals = llvm::all_of(reductions,
                                           [](const RowOutput &output) {
                                             return isExact(output.combiner);
                                           })
                                  ? emitExactRowLanes(b)
                                  : emitBlockedRowLanes(b);
  for (auto [output, lanes] : llvm::zip_equal(reductions, totals)) {
    // The lanes by halving: 0..15 + 16..31, 0..7 + 8..15, ...
    Value total = lanes;
    for (int64_t width = kLanes / 2; width >= 1; width /= 2) {
      SmallVector<int64_t> low, high;
      for (int64_t lane = 0; lane < width; ++lane) {
        low.push_back(lane);
        high.push_back(width + lane);
      }
      Value lo = vector::ShuffleOp::create(b, loc, total, total, low);
      Value hi = vector::ShuffleOp::create(b, loc, total, total, high);
      total = combine(b, output.combiner, lo, hi);
    }
    Value scalar =
        vector::ExtractOp::create(b, loc, total, ArrayRef<int64_t>{0});
    OpOperand *init = output.init;
    SmallVector<Value> indices =
        indicesOf(op.getMatchingIndexingMap(init), ivs);
    Value old = memref::LoadOp::create(b, loc, init->get(), indices);
    Value result = output.outputFirst
                       ? combine(b, output.combiner, old, scalar)
                       : combine(b, output.combiner, scalar, old);
    memref::StoreOp::create(b, loc, result, init->get(), indices);
  }
}

void ReductionEmitter::emitColumnOutput(OpBuilder &b, Value column, Value mask,
                                        Value total) {
  Value columns = sizes[match.laneDim];
  OpOperand *init = op.getDpsInitOperand(0);
  DenseMap<unsigned, Value> point = ivs;
  point[match.laneDim] = column;
  SmallVector<Value> indices =
      indicesOf(op.getMatchingIndexingMap(init), point);
  bool contiguous = hasUnitInnerStride(cast<MemRefType>(init->get().getType()));
  Value old;
  if (!contiguous)
    old = gatherLanes(b, *init, column, columns);
  else if (mask)
    old = vector::MaskedLoadOp::create(b, loc, vectorType, init->get(), indices,
                                       mask, identityVector(b));
  else
    old = vector::LoadOp::create(b, loc, vectorType, init->get(), indices);
  Value result =
      match.outputFirst ? combine(b, old, total) : combine(b, total, old);
  if (contiguous) {
    if (mask)
      vector::MaskedStoreOp::create(b, loc, init->get(), indices, mask, result);
    else
      vector::StoreOp::create(b, loc, result, init->get(), indices);
    return;
  }
  // Lane by lane, the lanes past the last column skipped.
  for (int64_t lane = 0; lane < kLanes; ++lane) {
    Value at = arith::AddIOp::create(b, loc, column, index(b, lane));
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at, columns);
    scf::IfOp::create(b, loc, inside, [&](OpBuilder &sb, Location) {
      point[match.laneDim] = at;
      Value scalar =
          vector::ExtractOp::create(sb, loc, result, ArrayRef<int64_t>{lane});
      memref::StoreOp::create(
          sb, loc, scalar, init->get(),
          indicesOf(op.getMatchingIndexingMap(init), point));
      scf::YieldOp::create(sb, loc);
    });
  }
}

void ReductionEmitter::forEachChunk(
    OpBuilder &b, Value tile, Value chunks,
    function_ref<void(OpBuilder &, Value, Value, Value)> body) {
  Value lanes = index(b, kLanes);
  Value columns = sizes[match.laneDim];
  scf::ForOp::create(
      b, loc, index(b, 0), chunks, index(b, 1), ValueRange{},
      [&](OpBuilder &nb, Location, Value c, ValueRange) {
        Value offset = arith::MulIOp::create(nb, loc, c, lanes);
        Value column = arith::AddIOp::create(nb, loc, tile, offset);
        Value left = arith::SubIOp::create(nb, loc, columns, column);
        Value full = arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::uge,
                                           left, lanes);
        scf::IfOp::create(
            nb, loc, full,
            [&](OpBuilder &fb, Location) {
              body(fb, offset, column, Value());
              scf::YieldOp::create(fb, loc);
            },
            [&](OpBuilder &pb, Location) {
              Value mask = vector::CreateMaskOp::create(
                  pb, loc, VectorType::get({kLanes}, pb.getI1Type()),
                  ValueRange{left});
              body(pb, offset, column, mask);
              scf::YieldOp::create(pb, loc);
            });
        scf::YieldOp::create(nb, loc);
      });
}

void ReductionEmitter::emitColumnSum(OpBuilder &b) {
  Value lanes = index(b, kLanes);
  Value m = sizes[match.laneDim];
  Value tileWidth = index(b, kTileChunks * kLanes);
  Value perBlock = index(b, kChunksPerBlock);
  Value zero = index(b, 0);
  Value one = index(b, 1);
  scf::ForOp::create(
      b, loc, zero, m, tileWidth, ValueRange{},
      [&](OpBuilder &tb, Location, Value tile, ValueRange) {
        Value left = arith::SubIOp::create(tb, loc, m, tile);
        Value width = arith::MinUIOp::create(tb, loc, left, tileWidth);
        Value chunks = arith::CeilDivUIOp::create(tb, loc, width, lanes);
        Value numBlocks =
            arith::CeilDivUIOp::create(tb, loc, reduced, perBlock);
        // Per block of rows: every column of the tile summed over the rows
        // in order into `accumulators`, then pushed (the same tree as one
        // column alone: the columns never mix).
        auto blocks = scf::ForOp::create(
            tb, loc, zero, numBlocks, one, ValueRange{zero},
            [&](OpBuilder &nb, Location, Value blockIndex, ValueRange args) {
              Value top = args[0];
              Value first =
                  arith::MulIOp::create(nb, loc, blockIndex, perBlock);
              Value end = arith::AddIOp::create(nb, loc, first, perBlock);
              Value last = arith::MinUIOp::create(nb, loc, end, reduced);
              Value fullTile = arith::CmpIOp::create(
                  nb, loc, arith::CmpIPredicate::eq, width, tileWidth);
              scf::IfOp::create(
                  nb, loc, fullTile,
                  [&](OpBuilder &fb, Location) {
                    // A full tile holds its kTileChunks sums in registers
                    // over the block's rows (in memory, each row's
                    // additions waited on a load and a store, and the
                    // tree ran slower than the chain's vectorized column
                    // loop); the same additions in the same order.
                    SmallVector<Value> inits(kTileChunks, identityVector(fb));
                    auto rows = scf::ForOp::create(
                        fb, loc, first, last, one, inits,
                        [&](OpBuilder &rb, Location, Value row,
                            ValueRange acc) {
                          delinearize(rb, row, ivs);
                          SmallVector<Value> next;
                          for (int64_t i = 0; i < kTileChunks; ++i) {
                            Value column = arith::AddIOp::create(
                                rb, loc, tile, index(rb, i * kLanes));
                            Value value =
                                evalChunk(rb, column, m, Value(), false);
                            next.push_back(combine(rb, acc[i], value));
                          }
                          scf::YieldOp::create(rb, loc, next);
                        });
                    for (int64_t i = 0; i < kTileChunks; ++i)
                      vector::StoreOp::create(
                          fb, loc, rows.getResult(i), accumulators,
                          ValueRange{index(fb, i * kLanes)});
                    scf::YieldOp::create(fb, loc);
                  },
                  [&](OpBuilder &pb, Location) {
                    forEachChunk(
                        pb, tile, chunks,
                        [&](OpBuilder &cb, Value offset, Value, Value) {
                          vector::StoreOp::create(cb, loc, identityVector(cb),
                                                  accumulators, offset);
                        });
                    scf::ForOp::create(
                        pb, loc, first, last, one, ValueRange{},
                        [&](OpBuilder &rb, Location, Value row, ValueRange) {
                          delinearize(rb, row, ivs);
                          forEachChunk(
                              rb, tile, chunks,
                              [&](OpBuilder &cb, Value offset, Value column,
                                  Value mask) {
                                Value value =
                                    evalChunk(cb, column, m, mask, false);
                                Value acc = vector::LoadOp::create(
                                    cb, loc, vectorType, accumulators, offset);
                                vector::StoreOp::create(cb, loc,
                                                        combine(cb, acc, value),
                                                        accumulators, offset);
                              });
                          scf::YieldOp::create(rb, loc);
                        });
                    scf::YieldOp::create(pb, loc);
                  });
              // Push: merged with the top ctz(blockIndex + 1) times.
              Value count = arith::AddIOp::create(nb, loc, blockIndex, one);
              Value count64 =
                  arith::IndexCastOp::create(nb, loc, nb.getI64Type(), count);
              Value zeros64 =
                  math::CountTrailingZerosOp::create(nb, loc, count64);
              Value zeros = arith::IndexCastOp::create(
                  nb, loc, nb.getIndexType(), zeros64);
              Value newTop = arith::SubIOp::create(nb, loc, top, zeros);
              forEachChunk(
                  nb, tile, chunks,
                  [&](OpBuilder &cb, Value offset, Value, Value) {
                    Value block = vector::LoadOp::create(cb, loc, vectorType,
                                                         accumulators, offset);
                    auto merge = scf::ForOp::create(
                        cb, loc, zero, zeros, one, ValueRange{block},
                        [&](OpBuilder &mb, Location, Value k,
                            ValueRange merged) {
                          Value below = arith::SubIOp::create(mb, loc, top, k);
                          Value position =
                              arith::SubIOp::create(mb, loc, below, one);
                          Value older = vector::LoadOp::create(
                              mb, loc, vectorType, stack,
                              ValueRange{position, offset});
                          scf::YieldOp::create(mb, loc,
                                               combine(mb, older, merged[0]));
                        });
                    vector::StoreOp::create(cb, loc, merge.getResult(0), stack,
                                            ValueRange{newTop, offset});
                  });
              scf::YieldOp::create(
                  nb, loc,
                  ValueRange{arith::AddIOp::create(nb, loc, newTop, one)});
            });
        Value top = blocks.getResult(0);
        forEachChunk(
            tb, tile, chunks,
            [&](OpBuilder &cb, Value offset, Value column, Value mask) {
              auto fold = scf::ForOp::create(
                  cb, loc, zero, top, one, ValueRange{identityVector(cb)},
                  [&](OpBuilder &fb, Location, Value i, ValueRange args) {
                    Value below = arith::SubIOp::create(fb, loc, top, i);
                    Value position = arith::SubIOp::create(fb, loc, below, one);
                    Value older =
                        vector::LoadOp::create(fb, loc, vectorType, stack,
                                               ValueRange{position, offset});
                    scf::YieldOp::create(fb, loc, combine(fb, older, args[0]));
                  });
              emitColumnOutput(cb, column, mask, fold.getResult(0));
            });
        scf::YieldOp::create(tb, loc);
      });
}

/// One loop per loop of `op` from `dim` on, except the reduction loops and
/// (for a column sum) the lane one, which the tree runs.
void ReductionEmitter::emitLoops(OpBuilder &b, unsigned dim) {
  if (dim == sizes.size()) {
    if (match.rows)
      emitRowSum(b);
    else
      emitColumnSum(b);
    return;
  }
  if (llvm::is_contained(match.reductionDims, dim) ||
      (!match.rows && dim == match.laneDim))
    return emitLoops(b, dim + 1);
  scf::ForOp::create(b, loc, index(b, 0), sizes[dim], index(b, 1), ValueRange{},
                     [&](OpBuilder &nb, Location, Value iv, ValueRange) {
                       ivs[dim] = iv;
                       emitLoops(nb, dim + 1);
                       scf::YieldOp::create(nb, loc);
                     });
}

void ReductionEmitter::emit(OpBuilder &b) {
  for (Range range : op.createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  reduced = index(b, 1);
  for (unsigned dim : match.reductionDims)
    reduced = arith::MulIOp::create(b, loc, reduced, sizes[dim]);
  if (match.rows) {
    // A row sum reads the reduction's dimensions of an input as one vector
    // dimension where they are contiguous with unit stride.
    int64_t count = match.reductionDims.size();
    SmallVector<OpOperand *> laned = op.getDpsInputOperands();
    for (const RowOutput &output : outputs)
      if (!output.combiner)
        laned.push_back(output.init);
    for (OpOperand *input : laned) {
      auto type = cast<MemRefType>(input->get().getType());
      if (!op.getMatchingIndexingMap(input).isFunctionOfDim(
              match.reductionDims.front()))
        continue;
      SmallVector<ReassociationIndices> groups;
      int64_t rank = type.getRank();
      for (int64_t d = 0; d < rank - count; ++d)
        groups.push_back({d});
      groups.emplace_back();
      for (int64_t d = rank - count; d < rank; ++d)
        groups.back().push_back(d);
      if (!memref::CollapseShapeOp::isGuaranteedCollapsible(type, groups))
        continue;
      MemRefType flat =
          memref::CollapseShapeOp::computeCollapsedType(type, groups);
      if (!hasUnitInnerStride(flat))
        continue;
      (op.isDpsInit(input) ? flatOutputs
                           : flatInputs)[input->getOperandNumber()] =
          count == 1 ? input->get()
                     : memref::CollapseShapeOp::create(b, loc, flat,
                                                       input->get(), groups)
                           .getResult();
    }
  }
  emitLoops(b, 0);
}

/// Whether `op` is matched: a reduction this pass emits as a tree.
bool isMatched(Operation *op) {
  return fsdp::matchBlockedReduction(op) || fsdp::matchFusedRowReduction(op);
}

/// Rewrites a reduction generic that indexes an operand with a constant 0
/// (a broadcast unit dimension, as elementwise fusion writes (d0, d1, 0))
/// to one that indexes that operand's rank-reduced subview, where the
/// rewritten op is matched: the same reduction gets the same tree whether
/// its producer was fused into it or stored.
void dropZeroIndices(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumReductionLoops() == 0 ||
      isMatched(op))
    return;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  bool any = false;
  for (AffineMap map : maps) {
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true))
      return;
    any |= llvm::any_of(map.getResults(), [](AffineExpr e) {
      return isa<AffineConstantExpr>(e);
    });
  }
  if (!any)
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Value> operands;
  SmallVector<AffineMap> newMaps;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = maps[operand.getOperandNumber()];
    Value value = operand.get();
    auto type = dyn_cast<MemRefType>(value.getType());
    if (!type || llvm::none_of(map.getResults(), [](AffineExpr e) {
          return isa<AffineConstantExpr>(e);
        })) {
      operands.push_back(value);
      newMaps.push_back(map);
      continue;
    }
    SmallVector<OpFoldResult> offsets, sizes, strides;
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> results;
    for (auto [i, expr] : llvm::enumerate(map.getResults())) {
      offsets.push_back(b.getIndexAttr(0));
      strides.push_back(b.getIndexAttr(1));
      if (isa<AffineConstantExpr>(expr)) {
        sizes.push_back(b.getIndexAttr(1));
        continue;
      }
      sizes.push_back(memref::getMixedSize(b, loc, value, i));
      shape.push_back(type.getDimSize(i));
      results.push_back(expr);
    }
    MemRefType reduced = memref::SubViewOp::inferRankReducedResultType(
        shape, type, offsets, sizes, strides);
    operands.push_back(memref::SubViewOp::create(b, loc, reduced, value,
                                                 offsets, sizes, strides));
    newMaps.push_back(
        AffineMap::get(map.getNumDims(), 0, results, op.getContext()));
  }
  unsigned inputs = op.getNumDpsInputs();
  auto rewritten = linalg::GenericOp::create(
      b, loc, TypeRange(), ArrayRef(operands).take_front(inputs),
      ArrayRef(operands).drop_front(inputs), newMaps,
      op.getIteratorTypesArray());
  rewritten->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  rewritten.getRegion().takeBody(op.getRegion());
  if (isMatched(rewritten)) {
    op->erase();
    return;
  }
  op.getRegion().takeBody(rewritten.getRegion());
  rewritten->erase();
  for (auto [value, original] : llvm::zip_equal(operands, op->getOperands()))
    if (value != original)
      value.getDefiningOp()->erase();
}

struct FSDPBlockedReductionsPass
    : public fsdp::impl::FSDPBlockedReductionsBase<FSDPBlockedReductionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation()->walk([&](linalg::GenericOp op) { generics.push_back(op); });
    for (linalg::GenericOp op : generics)
      dropZeroIndices(op);
    struct Match {
      linalg::LinalgOp op;
      fsdp::BlockedReduction reduction;
      SmallVector<RowOutput> outputs;
    };
    SmallVector<Match> matches;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (!op.hasPureBufferSemantics())
        return;
      if (std::optional<fsdp::BlockedReduction> match =
              fsdp::matchBlockedReduction(op)) {
        matches.push_back(
            {op,
             *match,
             {{op.getDpsInitOperand(0), match->combiner, match->outputFirst}}});
        return;
      }
      // A row reduction with several outputs (fsdp-fuse-row-reductions).
      std::optional<fsdp::FusedRowReduction> fused =
          fsdp::matchFusedRowReduction(op);
      if (!fused)
        return;
      Match match{op, {}, {}};
      match.reduction.reductionDims = fused->reductionDims;
      match.reduction.rows = true;
      match.reduction.laneDim = fused->reductionDims.back();
      for (auto [init, combiner, first] : llvm::zip_equal(
               op.getDpsInitsMutable(), fused->combiners, fused->outputFirst)) {
        match.outputs.push_back({&init, combiner, first});
        if (combiner && !match.reduction.combiner) {
          match.reduction.combiner = combiner;
          match.reduction.outputFirst = first;
        }
      }
      matches.push_back(std::move(match));
    });
    // One stack and one row of accumulators per function (or per op
    // outside any), allocated at its entry: an alloca in a loop would grow
    // the stack every iteration.
    DenseMap<std::pair<Operation *, Type>, std::pair<Value, Value>> buffers;
    for (auto &[op, match, outputs] : matches) {
      Type element = match.combiner->getResult(0).getType();
      auto function = op->getParentOfType<FunctionOpInterface>();
      auto &[stack, accumulators] = buffers[{
          function ? function.getOperation() : op.getOperation(), element}];
      if (!stack) {
        OpBuilder b(op);
        if (function && !function.getFunctionBody().empty())
          b.setInsertionPointToStart(&function.getFunctionBody().front());
        stack = memref::AllocaOp::create(
            b, op.getLoc(),
            MemRefType::get({kStackDepth, kTileChunks * kLanes}, element));
        accumulators = memref::AllocaOp::create(
            b, op.getLoc(), MemRefType::get({kTileChunks * kLanes}, element));
      }
      OpBuilder b(op);
      ReductionEmitter(op, match, outputs, stack, accumulators).emit(b);
      op->erase();
    }
  }
};

} // namespace
