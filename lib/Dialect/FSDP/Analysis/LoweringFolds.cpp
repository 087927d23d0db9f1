//===- LoweringFolds.cpp - What the lowering folds away -------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

using namespace mlir;

/// Is `v` block argument `input` of the body, possibly widened by
/// arith.extf to `outType`?
static bool isInputOperand(Value v, Block &body, unsigned input, Type outType) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  auto arg = dyn_cast<BlockArgument>(v);
  return arg && arg.getOwner() == &body && arg.getArgNumber() == input &&
         (arg.getType() == outType || arg.getType().getIntOrFloatBitWidth() <
                                          outType.getIntOrFloatBitWidth());
}

bool mlir::fsdp::isMulAddBody(linalg::LinalgOp op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty())
    return false;
  Block &body = op->getRegion(0).front();
  auto yield = dyn_cast<linalg::YieldOp>(body.getTerminator());
  if (!yield || yield.getNumOperands() != 1 || body.getNumArguments() != 3)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add || add->getBlock() != &body)
    return false;
  Value out = body.getArgument(2);
  Value product = add.getLhs() == out   ? add.getRhs()
                  : add.getRhs() == out ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul || mul->getBlock() != &body)
    return false;
  Type outType = out.getType();
  auto inputs = [&](Value x, Value y) {
    return isInputOperand(x, body, 0, outType) &&
           isInputOperand(y, body, 1, outType);
  };
  if (!inputs(mul.getLhs(), mul.getRhs()) &&
      !inputs(mul.getRhs(), mul.getLhs()))
    return false;
  // Nothing else may happen in the body (the casts feed the product).
  for (Operation &o : body.without_terminator())
    if (!isa<arith::ExtFOp, arith::MulFOp, arith::AddFOp>(o))
      return false;
  return true;
}

/// Is `e` a sum of loops times constants, plus a constant (a window's
/// index: `ow * 2 + kw`, `ow + 2 - kw`)?
static bool isLinearIndex(AffineExpr e) {
  if (isa<AffineDimExpr, AffineConstantExpr>(e))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return isLinearIndex(bin.getLHS()) && isLinearIndex(bin.getRHS());
  return bin.getKind() == AffineExprKind::Mul &&
         isa<AffineDimExpr>(bin.getLHS()) &&
         isa<AffineConstantExpr>(bin.getRHS());
}

/// The loops `map` reads, in the order its results name them.
static SmallVector<unsigned> loopsInOrder(AffineMap map) {
  SmallVector<unsigned> loops;
  for (AffineExpr result : map.getResults())
    result.walk([&](AffineExpr e) {
      if (auto dim = dyn_cast<AffineDimExpr>(e))
        if (!llvm::is_contained(loops, dim.getPosition()))
          loops.push_back(dim.getPosition());
    });
  return loops;
}

std::optional<fsdp::Im2ColForm> mlir::fsdp::matchIm2Col(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp.hasDynamicShape() || linalgOp.getNumDpsInputs() != 2 ||
      linalgOp.getNumDpsInits() != 1 || op->getNumResults() != 1 ||
      !isMulAddBody(linalgOp))
    return std::nullopt;
  Type outType = getElementTypeOrSelf(op->getResult(0).getType());
  if (!outType.isF32() && !outType.isF64())
    return std::nullopt;
  for (OpOperand *input : linalgOp.getDpsInputOperands())
    if (!isa<FloatType>(getElementTypeOrSelf(input->get().getType())))
      return std::nullopt;
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  auto plain = [](AffineMap map) {
    return map.isProjectedPermutation(/*allowZeroInResults=*/false);
  };
  if (!plain(maps[2]) || plain(maps[0]) == plain(maps[1]))
    return std::nullopt;
  Im2ColForm form;
  form.image = plain(maps[0]) ? 1 : 0;
  AffineMap image = maps[form.image], other = maps[1 - form.image];
  // A window sliding over the image: an index that sums loops.
  bool window = false;
  if (image.getNumSymbols() != 0)
    return std::nullopt;
  for (AffineExpr e : image.getResults()) {
    if (!isLinearIndex(e))
      return std::nullopt;
    int loops = 0;
    e.walk([&](AffineExpr sub) { loops += isa<AffineDimExpr>(sub); });
    window |= loops > 1;
  }
  if (!window)
    return std::nullopt;

  // The contraction of the window matrix with the other input is a GEMM.
  unsigned numLoops = linalgOp.getNumLoops();
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  bool m = false, n = false, k = false;
  for (unsigned l = 0; l < numLoops; ++l) {
    bool inImage = image.isFunctionOfDim(l), inOther = other.isFunctionOfDim(l);
    bool inOut = maps[2].isFunctionOfDim(l);
    if (inOut != (iterators[l] == utils::IteratorType::parallel) ||
        (!inImage && !inOther) || (!inOut && !(inImage && inOther)))
      return std::nullopt;
    m |= inOut && inImage && !inOther;
    n |= inOut && !inImage && inOther;
    k |= !inOut;
  }
  if (!m || !n || !k)
    return std::nullopt;

  // The window matrix laid out as the GEMM reads it: the output's loops the
  // image reads, in the output's order, then the reduction loops, in the
  // other input's order. Each role's loops are neighbours, so the runtime
  // reads the window in place (with the reductions where the first output
  // loop the image does not read stood, a weight gradient's rows were split
  // by them, and the runtime copied the window into a packed layout for
  // every call).
  for (unsigned l : loopsInOrder(maps[2]))
    if (image.isFunctionOfDim(l))
      form.windowLoops.push_back(l);
  for (unsigned r : loopsInOrder(other))
    if (!maps[2].isFunctionOfDim(r) && image.isFunctionOfDim(r))
      form.windowLoops.push_back(r);
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  int64_t elements = 1;
  for (unsigned l : form.windowLoops)
    elements *= ranges[l];
  Type type =
      getElementTypeOrSelf(linalgOp.getDpsInputs()[form.image].getType());
  form.windowBytes = elements * type.getIntOrFloatBitWidth() / 8;
  return form;
}

bool mlir::fsdp::runsAsIm2Col(Operation *op) {
  return matchIm2Col(op).has_value();
}

int64_t mlir::fsdp::im2colBytes(Operation *op) {
  std::optional<Im2ColForm> form = matchIm2Col(op);
  return form ? form->windowBytes : 0;
}

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

/// `map` without its constant results (the zeros of a broadcast unit
/// dimension).
static AffineMap dropConstantResults(AffineMap map) {
  SmallVector<AffineExpr> results;
  for (AffineExpr expr : map.getResults())
    if (!isa<AffineConstantExpr>(expr))
      results.push_back(expr);
  return AffineMap::get(map.getNumDims(), map.getNumSymbols(), results,
                        map.getContext());
}

std::optional<fsdp::BlockedReduction>
mlir::fsdp::matchBlockedReduction(Operation *op, bool zeroIndices) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getNumReductionLoops() == 0 || op->getNumRegions() != 1 ||
      !(linalgOp.hasPureBufferSemantics() || linalgOp.hasPureTensorSemantics()))
    return std::nullopt;
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  for (AffineMap &map : maps) {
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/zeroIndices))
      return std::nullopt;
    if (zeroIndices)
      map = dropConstantResults(map);
  }
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
    return llvm::all_of(
        maps, [&](AffineMap map) { return innermostInOrder(map, dims); });
  };
  result.rows = innermost(result.reductionDims);
  result.laneDim = result.reductionDims.back();
  if (result.rows)
    return result;
  AffineMap outMap = maps[init->getOperandNumber()];
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
  // As upstream's elementwise fusion takes a producer: all-parallel, its
  // result written through a permutation; its inputs may be read through
  // any map (torch-mlir broadcasts over unit dimensions as (0, d1, 0, 0)).
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.getNumDpsInits() == 1 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isPermutation();
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
  // the first one's loop when that one is all-parallel and reads it element
  // for element.
  OpOperand *read = getFirstUserRead(value);
  if (!read)
    return nullptr;
  Operation *user = read->getOwner();
  auto generic = dyn_cast<linalg::GenericOp>(user);
  if (generic && generic.getNumParallelLoops() != generic.getNumLoops())
    return nullptr;
  return readsElementwise(user, *read) ? user : nullptr;
}

bool mlir::fsdp::foldsTransposeInto(OpOperand &use) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      linalgOp->getNumRegions() != 1 || !linalgOp.isDpsInput(&use))
    return false;
  if (linalg::isaContractionOpInterface(linalgOp))
    return true;
  // A convolution fsdp-convolutions-to-im2col rewrites: the contraction it
  // becomes reads its other input (the image is gathered first).
  std::optional<Im2ColForm> form = matchIm2Col(linalgOp);
  return form && use.getOperandNumber() != form->image;
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

bool mlir::fsdp::haveSameRows(
    ArrayRef<int64_t> partnerRanges,
    ArrayRef<utils::IteratorType> partnerIterators,
    ArrayRef<int64_t> reductionRanges,
    ArrayRef<utils::IteratorType> reductionIterators) {
  return partnerRanges == reductionRanges &&
         !ShapedType::isDynamicShape(reductionRanges) &&
         (llvm::all_of(partnerIterators,
                       [](utils::IteratorType t) {
                         return t == utils::IteratorType::parallel;
                       }) ||
          partnerIterators == reductionIterators);
}

namespace {

/// A loop after elementwise fusion on tensors, as fsdp-fuse-row-reductions
/// sees it on buffers: the ops it computes and, in its own loops' indices,
/// what it reads and what it stores.
struct TensorLoop {
  SmallVector<int64_t> ranges;
  SmallVector<utils::IteratorType> iterators;
  /// The owner and the producers fused into it.
  SmallVector<Operation *> members;
  /// The values read from memory, each with its map (once per pair).
  SmallVector<std::pair<Value, AffineMap>> inputs;
  /// The values written at every point, with their maps.
  SmallVector<std::pair<Value, AffineMap>> stored;
  /// Every value the loop computes.
  llvm::SmallPtrSet<Value, 8> results;
  /// A row reduction's: its reduction loops, output type, whether a sum.
  SmallVector<unsigned> reductionDims;
  Type reducedType;
  bool sum = false;
};

/// The value `value` views, through the tensor ops that bufferize to views.
Value getTensorBase(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ExtractSliceOp, tensor::CastOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// Whether `op` is an elementwise op on tensors the lowering makes a loop of
/// (convert-elementwise-to-linalg).
bool isElementwiseOnTensors(Operation *op) {
  return !isa<linalg::GenericOp>(op) && fsdp::isFusableElementwise(op);
}

/// Whether `op` owns a loop after elementwise fusion.
bool isLoopOwner(Operation *op) {
  return (isa<linalg::GenericOp>(op) || isElementwiseOnTensors(op)) &&
         !fsdp::getFusedLoopOwner(op);
}

/// Whether an elementwise op's scalar work fits a vector lane: lane
/// scalars, no integer division (a masked lane divides by zero).
bool isLaneElementwise(Operation *op) {
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
          arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(op) ||
      op->getNumRegions() != 0 || !isMemoryEffectFree(op))
    return false;
  auto lane = [](Type type) {
    return isLaneScalar(getElementTypeOrSelf(type));
  };
  return llvm::all_of(op->getOperandTypes(), lane) &&
         llvm::all_of(op->getResultTypes(), lane);
}

/// The loop `owner` owns, when fsdp-fuse-row-reductions could take it as a
/// partner (an all-parallel loop or a row reduction) or join it (a row
/// reduction): static ranges, lane bodies, stored outputs written from
/// the inputs alone.
std::optional<TensorLoop> buildLoop(Operation *owner) {
  if (!isLoopOwner(owner))
    return std::nullopt;
  TensorLoop loop;
  Operation *combiner = nullptr;
  if (auto generic = dyn_cast<linalg::GenericOp>(owner)) {
    if (!generic.hasPureTensorSemantics())
      return std::nullopt;
    loop.ranges = generic.getStaticLoopRanges();
    loop.iterators = generic.getIteratorTypesArray();
    if (generic.getNumReductionLoops() > 0) {
      std::optional<fsdp::BlockedReduction> match =
          fsdp::matchBlockedReduction(generic);
      if (!match || !match->rows)
        return std::nullopt;
      loop.reductionDims = match->reductionDims;
      loop.reducedType = getElementTypeOrSelf(generic.getDpsInits()[0]);
      loop.sum = isa<arith::AddFOp>(match->combiner);
      combiner = match->combiner;
    }
  } else {
    auto type = cast<RankedTensorType>(owner->getResult(0).getType());
    loop.ranges = llvm::to_vector(type.getShape());
    loop.iterators.assign(type.getRank(), utils::IteratorType::parallel);
  }
  if (ShapedType::isDynamicShape(loop.ranges))
    return std::nullopt;
  MLIRContext *context = owner->getContext();
  unsigned rank = loop.ranges.size();

  // Each member with the map from the owner's loop indices to its own.
  SmallVector<std::pair<Operation *, AffineMap>> work = {
      {owner, AffineMap::getMultiDimIdentityMap(rank, context)}};
  auto addInput = [&](Value value, AffineMap map) {
    if (!llvm::is_contained(loop.inputs, std::make_pair(value, map)))
      loop.inputs.push_back({value, map});
  };
  while (!work.empty()) {
    auto [member, toMember] = work.pop_back_val();
    loop.members.push_back(member);
    auto generic = dyn_cast<linalg::GenericOp>(member);
    if (generic) {
      if (!hasLaneBody(generic, combiner && member == owner
                                    ? ArrayRef<Operation *>(combiner)
                                    : ArrayRef<Operation *>()))
        return std::nullopt;
    } else if (!isLaneElementwise(member)) {
      return std::nullopt;
    }
    for (OpOperand &operand : member->getOpOperands()) {
      AffineMap map = toMember;
      if (generic) {
        if (!generic.isDpsInput(&operand))
          continue;
        map = generic.getMatchingIndexingMap(&operand).compose(toMember);
      }
      Value value = operand.get();
      Operation *producer = value.getDefiningOp();
      if (producer && fsdp::getFusedLoopOwner(producer) == member) {
        AffineMap toProducer = map;
        if (auto fused = dyn_cast<linalg::GenericOp>(producer)) {
          AffineMap out =
              fused.getIndexingMapMatchingResult(cast<OpResult>(value));
          if (!out.isPermutation())
            return std::nullopt;
          toProducer = inversePermutation(out).compose(map);
        }
        work.push_back({producer, toProducer});
        continue;
      }
      DenseElementsAttr constant;
      if (!generic && matchPattern(value, m_Constant(&constant)) &&
          constant.isSplat())
        continue;
      addInput(value, map);
    }
    for (OpResult result : member->getResults()) {
      loop.results.insert(result);
      AffineMap map = toMember;
      if (generic) {
        OpOperand *init = generic.getDpsInitOperand(result.getResultNumber());
        if (member != owner || !combiner) {
          // A stored output is written from the inputs alone.
          if (generic.payloadUsesValueFromOperand(init))
            return std::nullopt;
        }
        map = generic.getMatchingIndexingMap(init).compose(toMember);
      }
      if (map.getNumResults() == rank && !fsdp::getFusingUser(result))
        loop.stored.push_back({result, map});
    }
  }
  return loop;
}

/// Whether `value`, read by a row reduction joined at `root`, is there
/// before `root`: defined outside its block, before it, or by ops that
/// fsdp-fuse-row-reductions moves ahead of the partner with the reduction
/// (its output's allocation and fill, views, constants) from such values.
bool isAvailableAt(Value value, Operation *root) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != root->getBlock() || def->isBeforeInBlock(root))
    return true;
  if (def == root ||
      !(def->hasTrait<OpTrait::ConstantLike>() ||
        isa<tensor::EmptyOp, linalg::FillOp, tensor::CollapseShapeOp,
            tensor::ExpandShapeOp, tensor::ExtractSliceOp, tensor::CastOp>(
            def)))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isAvailableAt(operand, root);
  });
}

/// Whether `op`, between a partner and a reduction, keeps their order on
/// buffers: a contraction (a BLAS call), a collective, a call, any op with
/// memory effects or regions other than a linalg op's.
bool keepsOrder(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalg::isaContractionOpInterface(linalgOp);
  return op->getNumRegions() != 0 || !isMemoryEffectFree(op);
}

/// The loop ranges of a loop owner (empty for other ops).
SmallVector<int64_t> getLoopRanges(Operation *op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return generic.getStaticLoopRanges();
  if (isElementwiseOnTensors(op))
    return llvm::to_vector(
        cast<RankedTensorType>(op->getResult(0).getType()).getShape());
  return {};
}

/// Whether `op` is a linalg.generic on tensors that reduces: only such ops
/// may join an earlier loop.
bool mayJoin(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         generic.getNumReductionLoops() > 0;
}

/// fsdp-fuse-row-reductions' decisions, mirrored on tensors, over one
/// block: each row reduction's partner, computed once per query.
class RowJoins {
public:
  /// The partner of `op` (see getRowReductionPartner); with `streamed`,
  /// the inputs of `op`'s loop the joined loop reads or stores already.
  Operation *partnerOf(Operation *op, unsigned depth = 0,
                       SmallVectorImpl<Value> *streamed = nullptr);
  const std::optional<TensorLoop> &loopOf(Operation *op);

private:
  bool canJoin(Operation *root, Operation *reduction,
               ArrayRef<const TensorLoop *> group, const TensorLoop &loop,
               SmallVectorImpl<Value> &streamed);

  // A node map: loopOf's references stay valid as it grows (partnerOf
  // holds some across its recursion).
  std::map<Operation *, std::optional<TensorLoop>> loops;
  DenseMap<Operation *, Operation *> partners;
};

const std::optional<TensorLoop> &RowJoins::loopOf(Operation *op) {
  auto it = loops.find(op);
  if (it == loops.end())
    it = loops.try_emplace(op, buildLoop(op)).first;
  return it->second;
}

bool RowJoins::canJoin(Operation *root, Operation *reduction,
                       ArrayRef<const TensorLoop *> group,
                       const TensorLoop &loop,
                       SmallVectorImpl<Value> &streamed) {
  // The group iterates as its reductions do (or is all-parallel).
  ArrayRef<utils::IteratorType> iterators = group.front()->iterators;
  for (const TensorLoop *member : group)
    if (!member->reductionDims.empty())
      iterators = member->iterators;
  if (!fsdp::haveSameRows(group.front()->ranges, iterators, loop.ranges,
                          loop.iterators))
    return false;

  // Each input: a value the group stores, read at the same points
  // (forwarded), or one it reads at the same points; any other value of
  // the group (a reduced one, a view) keeps them apart.
  bool related = false;
  for (auto [value, map] : loop.inputs) {
    Value base = getTensorBase(value);
    bool produced = llvm::any_of(group, [&](const TensorLoop *member) {
      return member->results.contains(base);
    });
    if (produced) {
      if (!llvm::any_of(group, [&](const TensorLoop *member) {
            return llvm::is_contained(member->stored,
                                      std::make_pair(value, map));
          }))
        return false;
      related = true;
      streamed.push_back(value);
      continue;
    }
    if (!isAvailableAt(value, root))
      return false;
    if (llvm::any_of(group, [&](const TensorLoop *member) {
          return llvm::is_contained(member->inputs, std::make_pair(value, map));
        })) {
      related = true;
      streamed.push_back(value);
    }
  }
  if (!related)
    return false;
  // Its output: a fill of a new buffer, or a new buffer.
  for (Value init : cast<linalg::GenericOp>(reduction).getDpsInits()) {
    Operation *def = init.getDefiningOp();
    if (auto fill = dyn_cast_or_null<linalg::FillOp>(def))
      def = fill.getOutputs()[0].getDefiningOp();
    if (!isa_and_nonnull<tensor::EmptyOp>(def) || !isAvailableAt(init, root))
      return false;
  }
  // Nothing between them keeps the order.
  for (Operation *op = root->getNextNode(); op != reduction;
       op = op->getNextNode()) {
    bool member = llvm::is_contained(loop.members, op) ||
                  llvm::any_of(group, [&](const TensorLoop *m) {
                    return llvm::is_contained(m->members, op);
                  });
    if (!member && keepsOrder(op))
      return false;
  }

  // The joined loop is a fused row reduction: reduction loops innermost in
  // every operand, at most kMaxFusedRowSums sums of one type.
  int64_t sums = loop.sum;
  for (const TensorLoop *member : group) {
    sums += member->sum;
    if (member->reducedType && member->reducedType != loop.reducedType)
      return false;
  }
  if (sums > fsdp::kMaxFusedRowSums)
    return false;
  auto innermost = [&](const TensorLoop &l) {
    return llvm::all_of(l.inputs,
                        [&](auto &input) {
                          return innermostInOrder(input.second,
                                                  loop.reductionDims);
                        }) &&
           llvm::all_of(l.stored, [&](auto &stored) {
             return innermostInOrder(stored.second, loop.reductionDims);
           });
  };
  return innermost(loop) && llvm::all_of(group, [&](const TensorLoop *m) {
           return innermost(*m);
         });
}

Operation *RowJoins::partnerOf(Operation *op, unsigned depth,
                               SmallVectorImpl<Value> *streamed) {
  auto known = partners.find(op);
  if (known != partners.end() && !streamed)
    return known->second;
  // A chain of reductions deeper than this is taken as unjoined.
  if (depth > 2 * fsdp::kRowReductionWindow)
    return nullptr;
  partners[op] = nullptr;
  if (!mayJoin(op))
    return nullptr;
  const std::optional<TensorLoop> &loop = loopOf(op);
  if (!loop || loop->reductionDims.empty())
    return nullptr;
  // Nearest first, over the loops the pass sees: a reduction joined to an
  // earlier loop is part of that one.
  int64_t distance = 0;
  for (Operation *candidate = op->getPrevNode(); candidate;
       candidate = candidate->getPrevNode()) {
    if (!isLoopOwner(candidate) ||
        (mayJoin(candidate) && partnerOf(candidate, depth + 1)))
      continue;
    if (++distance > fsdp::kRowReductionWindow)
      break;
    if (getLoopRanges(candidate) != loop->ranges)
      continue;
    const std::optional<TensorLoop> &first = loopOf(candidate);
    if (!first)
      continue;
    SmallVector<const TensorLoop *> group = {&*first};
    for (Operation *between = candidate->getNextNode(); between != op;
         between = between->getNextNode())
      if (mayJoin(between) && isLoopOwner(between) &&
          partnerOf(between, depth + 1) == candidate)
        group.push_back(&*loopOf(between));
    SmallVector<Value> values;
    if (canJoin(candidate, op, group, *loop, values)) {
      if (streamed)
        *streamed = std::move(values);
      return partners[op] = candidate;
    }
  }
  return nullptr;
}

} // namespace

Operation *
mlir::fsdp::getRowReductionPartner(Operation *op,
                                   SmallVectorImpl<Value> *streamed) {
  if (!mayJoin(op) || !isLoopOwner(op))
    return nullptr;
  return RowJoins().partnerOf(op, 0, streamed);
}
