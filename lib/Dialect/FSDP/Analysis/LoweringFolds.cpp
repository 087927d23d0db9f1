//===- LoweringFolds.cpp - What the lowering folds away -------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

bool mlir::fsdp::isApproximatedMath(Operation *op) {
  return isa<math::ExpOp, math::ErfOp, math::TanhOp>(op) &&
         op->getNumResults() == 1 &&
         getElementTypeOrSelf(op->getResult(0).getType()).isF32();
}

/// Whether `value`'s type is a scalar the lowering can put in a vector lane.
static bool isLaneScalar(Type type) {
  return isa<IntegerType, FloatType, IndexType>(type);
}

/// Whether `map` reads `dims`, if at all, as its innermost results in order.
static bool innermostInOrder(AffineMap map, ArrayRef<unsigned> dims) {
  if (llvm::none_of(dims,
                    [&](unsigned dim) { return map.isFunctionOfDim(dim); }))
    return true;
  ArrayRef<AffineExpr> results = map.getResults();
  if (results.size() < dims.size())
    return false;
  ArrayRef<AffineExpr> tail = results.take_back(dims.size());
  for (auto [expr, dim] : llvm::zip_equal(tail, dims))
    if (cast<AffineDimExpr>(expr).getPosition() != dim)
      return false;
  return true;
}

/// Whether the body of `op`, less `combiners`, is elementwise scalar ops
/// and linalg.index on lane scalars.
static bool hasLaneBody(linalg::LinalgOp op, ArrayRef<Operation *> combiners) {
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (llvm::is_contained(combiners, &bodyOp) || isa<linalg::IndexOp>(bodyOp))
      continue;
    // Integer division traps on the zeros a masked lane loads.
    if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
            arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(
            bodyOp))
      return false;
    if (!bodyOp.hasTrait<OpTrait::Elementwise>() ||
        bodyOp.getNumRegions() != 0 || !isMemoryEffectFree(&bodyOp) ||
        !llvm::all_of(bodyOp.getOperandTypes(), isLaneScalar) ||
        !llvm::all_of(bodyOp.getResultTypes(), isLaneScalar))
      return false;
  }
  return llvm::all_of(op.getDpsInputOperands(), [&](OpOperand *input) {
    return isLaneScalar(op.getMatchingBlockArgument(input).getType());
  });
}

/// The combiner of a reduced output: `yielded` is c(x, out) or c(out, x),
/// c a sum, maximum or minimum of the body, with `out` and c's result read
/// by nothing else; null otherwise.
static Operation *matchCombiner(Value yielded, BlockArgument out, Block *body) {
  Operation *combiner = yielded.getDefiningOp();
  if (!out.hasOneUse() || !combiner || combiner->getBlock() != body ||
      !isa<arith::AddFOp, arith::MaximumFOp, arith::MaxNumFOp,
           arith::MinimumFOp, arith::MinNumFOp>(combiner) ||
      !combiner->getResult(0).hasOneUse() ||
      combiner->getOperand(0) == combiner->getOperand(1) ||
      (combiner->getOperand(0) != out && combiner->getOperand(1) != out))
    return nullptr;
  return combiner;
}

std::optional<fsdp::BlockedReduction>
mlir::fsdp::matchBlockedReduction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getNumReductionLoops() == 0 || op->getNumRegions() != 1 ||
      !(linalgOp.hasPureBufferSemantics() ||
        linalgOp.hasPureTensorSemantics()) ||
      !llvm::all_of(linalgOp.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return std::nullopt;
  OpOperand *init = linalgOp.getDpsInitOperand(0);
  Type element = getElementTypeOrSelf(init->get().getType());
  if (!element.isF32() && !element.isF64())
    return std::nullopt;

  BlockedReduction result;
  for (auto [dim, iterator] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      result.reductionDims.push_back(dim);

  // The body: combiner(f(inputs), out) with `out` read by the combiner only.
  Block *body = linalgOp.getBlock();
  BlockArgument out = linalgOp.getMatchingBlockArgument(init);
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield || yield->getNumOperands() != 1 || out.getType() != element)
    return std::nullopt;
  Operation *combiner = matchCombiner(yield->getOperand(0), out, body);
  if (!combiner)
    return std::nullopt;
  result.combiner = combiner;
  result.outputFirst = combiner->getOperand(0) == out;
  if (!hasLaneBody(linalgOp, {combiner}))
    return std::nullopt;

  // Lanes along the reduction (a row sum), else along the output's innermost
  // loop (a column sum).
  auto innermost = [&](ArrayRef<unsigned> dims) {
    return llvm::all_of(linalgOp.getIndexingMapsArray(), [&](AffineMap map) {
      return innermostInOrder(map, dims);
    });
  };
  result.rows = innermost(result.reductionDims);
  result.laneDim = result.reductionDims.back();
  if (result.rows)
    return result;
  AffineMap outMap = linalgOp.getMatchingIndexingMap(init);
  if (outMap.getNumResults() == 0)
    return std::nullopt;
  result.laneDim =
      cast<AffineDimExpr>(outMap.getResults().back()).getPosition();
  if (!innermost({result.laneDim}))
    return std::nullopt;
  return result;
}

std::optional<fsdp::FusedRowReduction>
mlir::fsdp::matchFusedRowReduction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() < 2 ||
      linalgOp.getNumReductionLoops() == 0 || op->getNumRegions() != 1 ||
      !linalgOp.hasPureBufferSemantics() ||
      !llvm::all_of(linalgOp.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isProjectedPermutation(); }))
    return std::nullopt;
  FusedRowReduction result;
  for (auto [dim, iterator] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (iterator == utils::IteratorType::reduction)
      result.reductionDims.push_back(dim);
  if (!llvm::all_of(linalgOp.getIndexingMapsArray(), [&](AffineMap map) {
        return innermostInOrder(map, result.reductionDims);
      }))
    return std::nullopt;

  Block *body = linalgOp.getBlock();
  auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
  if (!yield)
    return std::nullopt;
  SmallVector<BlockArgument> outs;
  for (OpOperand &init : linalgOp.getDpsInitsMutable())
    outs.push_back(linalgOp.getMatchingBlockArgument(&init));
  Type element;
  int64_t sums = 0;
  for (OpOperand &init : linalgOp.getDpsInitsMutable()) {
    unsigned i = init.getOperandNumber() - linalgOp.getNumDpsInputs();
    AffineMap map = linalgOp.getMatchingIndexingMap(&init);
    BlockArgument out = outs[i];
    Value yielded = yield->getOperand(i);
    if (!isLaneScalar(out.getType()))
      return std::nullopt;
    if (map.getNumResults() == linalgOp.getNumLoops()) {
      // Stored: one value per point, computed from the inputs alone.
      if (!out.use_empty() || llvm::is_contained(outs, yielded))
        return std::nullopt;
      result.combiners.push_back(nullptr);
      result.outputFirst.push_back(false);
      continue;
    }
    // Reduced: combiner(f(inputs), out), `out` read by the combiner only.
    Operation *combiner = matchCombiner(yielded, out, body);
    if (!combiner || llvm::any_of(result.reductionDims, [&](unsigned dim) {
          return map.isFunctionOfDim(dim);
        }))
      return std::nullopt;
    if (element && out.getType() != element)
      return std::nullopt;
    element = out.getType();
    if (!element.isF32() && !element.isF64())
      return std::nullopt;
    sums += isa<arith::AddFOp>(combiner);
    result.combiners.push_back(combiner);
    result.outputFirst.push_back(combiner->getOperand(0) == out);
  }
  // Every other body op computes from the inputs only: no output's value
  // reaches another output.
  for (BlockArgument out : outs)
    for (Operation *user : out.getUsers())
      if (!llvm::is_contained(result.combiners, user))
        return std::nullopt;
  for (Operation *combiner : result.combiners) {
    if (!combiner)
      continue;
    for (Value operand : combiner->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && llvm::is_contained(result.combiners, def))
        return std::nullopt;
    }
  }
  if (!element || sums > kMaxFusedRowSums ||
      !hasLaneBody(linalgOp, result.combiners))
    return std::nullopt;
  return result;
}

bool mlir::fsdp::isFusableElementwise(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  if (op->hasTrait<OpTrait::Elementwise>())
    return llvm::all_of(op->getOperandTypes(),
                        [](Type t) { return isa<RankedTensorType>(t); });
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.getNumDpsInits() == 1 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         llvm::all_of(generic.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

/// Whether `op` is one `arith.mulf` of two distinct values: a generic whose
/// body multiplies its two inputs, or an elementwise mulf on tensors (which
/// convert-elementwise-to-linalg makes such a generic).
static bool isProductOfInputs(Operation *op) {
  if (auto mul = dyn_cast<arith::MulFOp>(op))
    return isa<RankedTensorType>(mul.getType()) && mul.getLhs() != mul.getRhs();
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return false;
  Block &body = generic.getRegion().front();
  if (generic.getNumDpsInputs() != 2 || body.getOperations().size() != 2)
    return false;
  auto mul = dyn_cast<arith::MulFOp>(body.front());
  if (!mul)
    return false;
  auto lhs = dyn_cast<BlockArgument>(mul.getLhs());
  auto rhs = dyn_cast<BlockArgument>(mul.getRhs());
  return lhs && rhs && lhs.getArgNumber() < 2 && rhs.getArgNumber() < 2 &&
         lhs != rhs;
}

/// Whether fusing the producer of `use` into its owner would make a
/// contraction of an op that is none: a sum of one input (any reduction
/// with one input) reading the product of two values.
static bool makesContraction(OpOperand &use) {
  Operation *producer = use.get().getDefiningOp();
  auto consumer = dyn_cast<linalg::GenericOp>(use.getOwner());
  return producer && consumer && isProductOfInputs(producer) &&
         consumer.getNumDpsInputs() == 1 && consumer.getNumReductionLoops() > 0;
}

/// Whether the owner reads the value through a broadcast (an indexing map
/// that drops loops: a 0-d scalar, a row), so that fusing its producer
/// would compute the producer again for every element it is broadcast to:
/// an optimizer's bias corrections (a `pow`, a `sqrt` and divisions of the
/// step count, and the frontend's checks of them) once per parameter
/// element instead of once.
static bool readsBroadcast(OpOperand &use) {
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!consumer)
    return false;
  AffineMap map = consumer.getMatchingIndexingMap(&use);
  return map.getNumResults() < consumer.getNumLoops();
}

bool mlir::fsdp::allowsElementwiseFusion(OpOperand &use) {
  Operation *producer = use.get().getDefiningOp();
  if (!producer || !producer->hasOneUse() || makesContraction(use) ||
      readsBroadcast(use))
    return false;
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return !consumer || !linalg::isaContractionOpInterface(consumer);
}

/// Whether `user`, fused with the producer of `use`'s value, computes that
/// value element for element in its loop: a fusable elementwise op of the
/// same shape reading it as an input through a permutation, or a reduction
/// (a linalg.generic with reduction loops) reading it as an input through
/// a permutation of all its loops, as upstream's fusion takes a producer
/// into a reduction.
static bool readsElementwise(Operation *user, OpOperand &use) {
  if (auto reduction = dyn_cast<linalg::GenericOp>(user);
      reduction && reduction.getNumReductionLoops() > 0)
    return reduction.hasPureTensorSemantics() && reduction.isDpsInput(&use) &&
           reduction.getMatchingIndexingMap(&use).isPermutation();
  if (!fsdp::isFusableElementwise(user) ||
      cast<ShapedType>(user->getResult(0).getType()).getShape() !=
          cast<ShapedType>(use.get().getType()).getShape())
    return false;
  // A generic reads it element for element, as an input (an init is
  // overwritten, not fused).
  if (auto generic = dyn_cast<linalg::GenericOp>(user))
    return generic.isDpsInput(&use) &&
           generic.getMatchingIndexingMap(&use).isPermutation();
  return true;
}

Operation *mlir::fsdp::getFusingUser(Value value) {
  Operation *op = value.getDefiningOp();
  if (!op || !isFusableElementwise(op) || !value.hasOneUse())
    return nullptr;
  OpOperand &use = *value.getUses().begin();
  Operation *user = use.getOwner();
  if (user->getBlock() != op->getBlock() || !readsElementwise(user, use) ||
      !allowsElementwiseFusion(use))
    return nullptr;
  return user;
}

OpOperand *mlir::fsdp::getFirstUserRead(Value value) {
  Operation *producer = value.getDefiningOp();
  if (!producer || value.use_empty() || value.hasOneUse())
    return nullptr;
  // Over the uses of all the producer's results: a user before the first
  // one could not read the fused op's copies.
  Block *block = producer->getBlock();
  Operation *first = nullptr;
  for (Operation *user : producer->getUsers()) {
    if (user->getBlock() != block)
      return nullptr;
    if (!first || user->isBeforeInBlock(first))
      first = user;
  }
  OpOperand *read = nullptr;
  for (OpOperand &use : producer->getUses()) {
    if (use.getOwner() != first)
      continue;
    if (read || use.get() != value)
      return nullptr;
    read = &use;
  }
  return read;
}

Operation *mlir::fsdp::getFusedLoopOwner(Operation *op) {
  if (!isFusableElementwise(op))
    return nullptr;
  Value value = op->getResult(0);
  if (Operation *user = getFusingUser(value))
    return user;
  // Several users: fsdp-fuse-multi-use-elementwise takes the producer into
  // the first one's loop when that one reads it element for element.
  OpOperand *read = getFirstUserRead(value);
  return read && readsElementwise(read->getOwner(), *read) ? read->getOwner()
                                                           : nullptr;
}

bool mlir::fsdp::foldsTransposeInto(OpOperand &use) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return linalgOp && linalgOp.hasPureTensorSemantics() &&
         linalgOp->getNumRegions() == 1 && linalgOp.isDpsInput(&use) &&
         linalg::isaContractionOpInterface(linalgOp);
}

bool mlir::fsdp::foldsIntoContractions(linalg::TransposeOp transpose) {
  Value result = transpose.getResult()[0];
  return !result.use_empty() &&
         llvm::all_of(result.getUses(),
                      [](OpOperand &u) { return foldsTransposeInto(u); });
}

bool mlir::fsdp::isPositiveZeroFill(linalg::FillOp fill) {
  FloatAttr value;
  return matchPattern(fill.getInputs()[0], m_Constant(&value)) &&
         value.getValue().isPosZero();
}

bool mlir::fsdp::foldsIntoContraction(linalg::FillOp fill) {
  if (fill->getNumResults() != 1 || !fill->getResult(0).hasOneUse())
    return false;
  OpOperand &use = *fill->getResult(0).getUses().begin();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return linalgOp && linalgOp.isDpsInit(&use) &&
         linalg::isaContractionOpInterface(linalgOp) &&
         isPositiveZeroFill(fill);
}
