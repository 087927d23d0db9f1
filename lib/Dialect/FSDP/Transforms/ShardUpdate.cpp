//===- ShardUpdate.cpp - Run the optimizer update on shards ---------------===//
//
// Starting from every all-gather of a reduce-scattered gradient, rewrites the
// ops that consume gathered values so that they compute on this rank's shard.
// Walks the function body once, in order, keeping a map from full values to
// their shards; an op is rewritten when all of its operands along the sharded
// loop are shards or can be sliced for free (state arguments, splats, fills,
// empties). Full values that are still needed are gathered again.
//
//===----------------------------------------------------------------------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "fsdp/Dialect/FSDP/Transforms/TrainingStep.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SHARDUPDATEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// The shard of a full value.
struct Shard {
  Value value;
  Dim0Layout layout;
  /// Whether the padding rows of the shard are known to hold zeros, which
  /// makes sums over the shard exact. Vacuously true without padding.
  bool zeroPadding;
};

/// Whether a scalar computed in a linalg body is zero whenever the block
/// arguments in `zeroArgs` are zero.
static bool isZeroWhenArgsZero(Value v, const DenseSet<Value> &zeroArgs) {
  if (zeroArgs.contains(v))
    return true;
  if (matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero()))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  auto zero = [&](Value operand) {
    return isZeroWhenArgsZero(operand, zeroArgs);
  };
  if (isa<arith::MulFOp, arith::MulIOp>(def))
    return zero(def->getOperand(0)) || zero(def->getOperand(1));
  if (isa<arith::AddFOp, arith::SubFOp, arith::AddIOp, arith::SubIOp>(def))
    return zero(def->getOperand(0)) && zero(def->getOperand(1));
  if (isa<arith::DivFOp>(def))
    return zero(def->getOperand(0)) &&
           matchPattern(def->getOperand(1), m_Constant()) &&
           !zero(def->getOperand(1));
  if (isa<arith::NegFOp, arith::ExtFOp, arith::TruncFOp, math::AbsFOp,
          math::SqrtOp>(def))
    return zero(def->getOperand(0));
  if (auto select = dyn_cast<arith::SelectOp>(def))
    return zero(select.getTrueValue()) && zero(select.getFalseValue());
  return false;
}

class ShardUpdate {
public:
  ShardUpdate(func::FuncOp func) : func(func), rewriter(func.getContext()) {}

  /// Returns false when there was nothing to shard.
  bool run();

private:
  /// Tries to rewrite `op` on shards; on failure returns why.
  LogicalResult shardOp(Operation *op, std::string &why);
  LogicalResult shardElementwise(Operation *op, std::string &why);
  /// Rewrites `original` on shards, reading its structure from `op` (itself,
  /// or the generic form of a named op).
  LogicalResult shardLinalg(Operation *original, linalg::GenericOp op,
                            std::string &why);
  LogicalResult shardPrefixSlice(tensor::ExtractSliceOp op, std::string &why);

  /// The common layout of the sharded operands of `op`, or failure.
  FailureOr<Shard> commonShard(Operation *op, ArrayRef<Value> operands,
                               std::string &why);

  /// This rank's shard of `full` (a value with `layout`'s full dimension 0)
  /// when it can be obtained without communication: from the shard map, by
  /// slicing a state argument, or by re-creating a splat, fill or empty.
  Value getOrCreateShard(Value full, const Dim0Layout &layout,
                         std::string &why);
  Value createFreeShard(Value full, const Dim0Layout &layout, std::string &why);

  /// Records that `full` has the shard `shard`; `original` will be erased
  /// once `full` has no uses left.
  void recordShard(Value full, Shard shard, Operation *original);

  /// Replaces the remaining uses of every rewritten value by a gather of its
  /// shard, and erases what became dead.
  void materializeAndCleanUp();

  func::FuncOp func;
  IRRewriter rewriter;
  DenseMap<Value, Shard> shards;
  /// Shards obtained without communication, by full value.
  DenseMap<Value, Value> freeShards;
  /// Ops whose results are now computed on shards; remaining full uses get a
  /// gather.
  SetVector<Operation *> rewritten;
  /// Ops to erase once nothing uses them.
  DenseSet<Operation *> deadCandidates;
};

} // namespace

void ShardUpdate::recordShard(Value full, Shard shard, Operation *original) {
  shards[full] = shard;
  if (original) {
    rewritten.insert(original);
    deadCandidates.insert(original);
  }
}

FailureOr<Shard> ShardUpdate::commonShard(Operation *op,
                                          ArrayRef<Value> operands,
                                          std::string &why) {
  std::optional<Shard> common;
  for (Value operand : operands) {
    auto it = shards.find(operand);
    if (it == shards.end())
      continue;
    if (!common) {
      common = it->second;
      continue;
    }
    if (!(common->layout == it->second.layout)) {
      why = "its operands are sharded differently";
      return failure();
    }
    common->zeroPadding &= it->second.zeroPadding;
  }
  if (!common) {
    why = "none of its operands along the sharded dimension is a shard";
    return failure();
  }
  return *common;
}

Value ShardUpdate::getOrCreateShard(Value full, const Dim0Layout &layout,
                                    std::string &why) {
  auto it = shards.find(full);
  if (it != shards.end()) {
    if (it->second.layout == layout)
      return it->second.value;
    why = "its operands are sharded differently";
    return {};
  }
  if (Value cached = freeShards.lookup(full))
    return cached;
  // Not a reference into the map: creating a shard may add entries to it.
  Value shard = createFreeShard(full, layout, why);
  if (shard)
    freeShards[full] = shard;
  return shard;
}

Value ShardUpdate::createFreeShard(Value full, const Dim0Layout &layout,
                                   std::string &why) {
  auto fullType = dyn_cast<RankedTensorType>(full.getType());
  if (!fullType || fullType.getRank() == 0 || !fullType.hasStaticShape() ||
      fullType.getDimSize(0) != layout.fullDim0) {
    why = "an operand does not have the shape of the sharded value";
    return {};
  }
  RankedTensorType shardType = layout.shardType(fullType);
  Location loc = full.getLoc();

  if (auto arg = dyn_cast<BlockArgument>(full)) {
    if (arg.getOwner()->isEntryBlock() &&
        arg.getOwner()->getParentOp() == func &&
        TrainingStep::isState(func, arg.getArgNumber())) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(arg.getOwner());
      Value padded = padDim0WithZeros(rewriter, loc, full, layout.pad);
      SmallVector<int16_t> axes{0};
      if (layout.axes)
        axes.assign(layout.axes.asArrayRef().begin(),
                    layout.axes.asArrayRef().end());
      return shard::AllSliceOp::create(rewriter, loc, shardType, padded,
                                       layout.grid.getValue(), axes,
                                       /*sliceAxis=*/0);
    }
    why = "an operand is a function argument without 'fsdp.state'";
    return {};
  }

  Operation *def = full.getDefiningOp();
  if (def->getBlock() != &func.getBody().front()) {
    why = "an operand is computed in a nested region";
    return {};
  }
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(def);
  DenseElementsAttr splat;
  if (matchPattern(full, m_Constant(&splat)) && splat.isSplat())
    return arith::ConstantOp::create(rewriter, loc, shardType,
                                     splat.resizeSplat(shardType));
  if (isa<tensor::EmptyOp>(def))
    return tensor::EmptyOp::create(rewriter, loc, shardType.getShape(),
                                   shardType.getElementType());
  if (auto splatOp = dyn_cast<tensor::SplatOp>(def))
    return tensor::SplatOp::create(rewriter, loc, splatOp.getInput(),
                                   shardType.getShape());
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    Value empty = tensor::EmptyOp::create(rewriter, loc, shardType.getShape(),
                                          shardType.getElementType());
    return linalg::FillOp::create(rewriter, loc, fill.getInputs(), empty)
        .getResult(0);
  }
  // Elementwise arithmetic on free shards (weight decay `w * wd`, say) is
  // itself free: compute it on the shards.
  if (def->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(def) &&
      def->getNumRegions() == 0 && def->getNumResults() == 1) {
    SmallVector<Value> operands;
    for (Value operand : def->getOperands()) {
      Value shard = getOrCreateShard(operand, layout, why);
      if (!shard)
        return {};
      operands.push_back(shard);
    }
    Operation *clone = rewriter.clone(*def);
    clone->setOperands(operands);
    clone->getResult(0).setType(shardType);
    deadCandidates.insert(def);
    return clone->getResult(0);
  }
  why = "operand computed by '" + def->getName().getStringRef().str() +
        "' is needed in full";
  return {};
}

/// Whether `value` holds zeros in the rows that padded its dimension 0:
/// the reduce-scatter of a zero-padded tensor, as fsdp-decompose-all-reduce
/// builds it.
static bool isReduceScatterOfZeroPadded(Value value) {
  auto scatter = value.getDefiningOp<ReduceScatterOp>();
  if (!scatter)
    return false;
  auto pad = scatter.getInput().getDefiningOp<tensor::PadOp>();
  if (!pad)
    return false;
  Value padding = pad.getConstantPaddingValue();
  return padding && (matchPattern(padding, m_AnyZeroFloat()) ||
                     matchPattern(padding, m_Zero()));
}

LogicalResult ShardUpdate::shardPrefixSlice(tensor::ExtractSliceOp op,
                                            std::string &why) {
  // Dropping trailing rows of a sharded value only grows its padding.
  Shard shard = shards.lookup(op.getSource());
  if (!isDim0Prefix(op) ||
      op.getSourceType().getDimSize(0) != shard.layout.fullDim0) {
    why = "it is not a slice of leading rows";
    return failure();
  }
  int64_t dropped = shard.layout.fullDim0 - op.getResultType().getDimSize(0);
  shard.layout.fullDim0 -= dropped;
  shard.layout.pad += dropped;
  shard.zeroPadding = (shard.zeroPadding && dropped == 0) ||
                      isReduceScatterOfZeroPadded(shard.value);
  recordShard(op.getResult(), shard, op);
  return success();
}

LogicalResult ShardUpdate::shardElementwise(Operation *op, std::string &why) {
  for (Type type : op->getResultTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || tensor.getRank() == 0) {
      why = "it is not elementwise on tensors";
      return failure();
    }
  }
  SmallVector<Value> operands(op->getOperands());
  FailureOr<Shard> common = commonShard(op, operands, why);
  if (failed(common))
    return failure();
  SmallVector<Value> newOperands;
  for (Value operand : operands) {
    Value shard = getOrCreateShard(operand, common->layout, why);
    if (!shard)
      return failure();
    newOperands.push_back(shard);
  }
  rewriter.setInsertionPoint(op);
  Operation *clone = rewriter.clone(*op);
  clone->setOperands(newOperands);
  for (auto [result, newResult] :
       llvm::zip(op->getResults(), clone->getResults())) {
    newResult.setType(
        common->layout.shardType(cast<RankedTensorType>(result.getType())));
    // Arithmetic on tensors: keep the padding-is-zero fact for mulf/addf.
    DenseSet<Value> zeroOperands;
    for (auto [operand, newOperand] : llvm::zip(operands, newOperands)) {
      auto it = shards.find(operand);
      if (it != shards.end() && it->second.zeroPadding)
        zeroOperands.insert(newOperand);
    }
    bool zero =
        common->layout.pad == 0 || isZeroWhenArgsZero(newResult, zeroOperands);
    recordShard(result, {newResult, common->layout, zero}, op);
  }
  return success();
}

/// The loop dimension that `map` sends to result 0, when it is a plain
/// dimension.
static std::optional<unsigned> dim0Loop(AffineMap map) {
  if (map.getNumResults() == 0)
    return std::nullopt;
  if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(0)))
    return dim.getPosition();
  return std::nullopt;
}

/// Whether the init of `output` in `op` starts from zero, so that every rank
/// can add its partial sum to it.
static bool isZeroInit(Value init) {
  if (matchPattern(init, m_AnyZeroFloat()) || matchPattern(init, m_Zero()))
    return true;
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
           matchPattern(fill.getInputs()[0], m_Zero());
  return false;
}

LogicalResult ShardUpdate::shardLinalg(Operation *original,
                                       linalg::GenericOp op, std::string &why) {
  // Find the loop that walks dimension 0 of the sharded operands.
  std::optional<unsigned> loop;
  SmallVector<Value> sharded;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!shards.count(operand.get()))
      continue;
    std::optional<unsigned> l = dim0Loop(op.getMatchingIndexingMap(&operand));
    if (!l || (loop && *loop != *l)) {
      why = "the sharded dimension is not walked by a single loop";
      return failure();
    }
    loop = l;
    sharded.push_back(operand.get());
  }
  FailureOr<Shard> common = commonShard(op, sharded, why);
  if (failed(common))
    return failure();

  // Every operand that uses the loop must use it as its dimension 0 only.
  auto usesLoop = [&](AffineMap map) {
    return llvm::any_of(map.getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(*loop); });
  };
  bool isReduction =
      op.getIteratorTypesArray()[*loop] == utils::IteratorType::reduction;
  SmallVector<Value> newOperands;
  DenseSet<Value> zeroArgs;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    bool isInit = op.isDpsInit(&operand);
    if (!usesLoop(map)) {
      if (isInit && !isReduction) {
        why = "an output does not walk the sharded dimension";
        return failure();
      }
      if (isInit && !isZeroInit(operand.get())) {
        why = "a partial sum would add its initial value once per rank";
        return failure();
      }
      newOperands.push_back(operand.get());
      continue;
    }
    if (dim0Loop(map) != loop ||
        llvm::count_if(map.getResults(), [&](AffineExpr e) {
          return e.isFunctionOfDim(*loop);
        }) != 1) {
      why = "an operand walks the sharded loop in a dimension other than 0";
      return failure();
    }
    if (isInit && isReduction) {
      why = "an output walks the reduced dimension";
      return failure();
    }
    Value shard = getOrCreateShard(operand.get(), common->layout, why);
    if (!shard)
      return failure();
    auto it = shards.find(operand.get());
    if (common->layout.pad == 0 ||
        (it != shards.end() && it->second.zeroPadding))
      zeroArgs.insert(op.getMatchingBlockArgument(&operand));
    newOperands.push_back(shard);
  }

  // A sum over the sharded loop: each rank sums its shard, then the partial
  // sums are all-reduced. Padding rows must contribute nothing.
  if (isReduction) {
    auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
    for (auto [i, yielded] : llvm::enumerate(yield.getValues())) {
      BlockArgument acc = op.getRegionOutputArgs()[i];
      Operation *add = yielded.getDefiningOp();
      if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add)) {
        why = "it reduces the sharded dimension with something other than "
              "a sum";
        return failure();
      }
      Value term =
          add->getOperand(0) == acc ? add->getOperand(1) : add->getOperand(0);
      if (add->getOperand(0) != acc && add->getOperand(1) != acc) {
        why = "it reduces the sharded dimension with something other than "
              "a sum";
        return failure();
      }
      if (common->layout.pad != 0 && !isZeroWhenArgsZero(term, zeroArgs)) {
        why = "the padding rows of the shard would contribute to the sum";
        return failure();
      }
    }
  }

  rewriter.setInsertionPoint(op);
  auto clone = cast<linalg::GenericOp>(rewriter.clone(*op));
  clone->setOperands(newOperands);
  for (auto [result, init] :
       llvm::zip(clone->getResults(), clone.getDpsInits()))
    result.setType(init.getType());

  for (auto [result, newResult] :
       llvm::zip(original->getResults(), clone->getResults())) {
    if (isReduction) {
      rewriter.setInsertionPointAfter(clone);
      Value total = AllReduceOp::create(
          rewriter, op.getLoc(), newResult.getType(), common->layout.grid,
          common->layout.axes, newResult,
          ReductionAttr::get(op.getContext(), Reduction::sum));
      rewriter.replaceAllUsesWith(result, total);
      rewritten.insert(original);
      continue;
    }
    DenseSet<Value> zeroResultArgs = zeroArgs;
    unsigned index = cast<OpResult>(result).getResultNumber();
    Value yielded =
        cast<linalg::YieldOp>(op.getBody()->getTerminator()).getOperand(index);
    bool zero =
        common->layout.pad == 0 || isZeroWhenArgsZero(yielded, zeroResultArgs);
    recordShard(result, {newResult, common->layout, zero}, original);
  }
  return success();
}

LogicalResult ShardUpdate::shardOp(Operation *op, std::string &why) {
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return shardPrefixSlice(slice, why);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!linalgOp.hasPureTensorSemantics()) {
      why = "it does not have tensor semantics";
      return failure();
    }
    if (auto generic = dyn_cast<linalg::GenericOp>(op))
      return shardLinalg(op, generic, why);
    // Named ops are read through the generic form of a temporary copy.
    rewriter.setInsertionPoint(op);
    auto copy = cast<linalg::LinalgOp>(rewriter.clone(*op));
    FailureOr<linalg::GenericOp> generic =
        linalg::generalizeNamedOp(rewriter, copy);
    if (failed(generic)) {
      rewriter.eraseOp(copy);
      why = "it has no generic form";
      return failure();
    }
    LogicalResult result = shardLinalg(op, *generic, why);
    rewriter.eraseOp(*generic);
    return result;
  }
  if (op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op) &&
      op->getNumRegions() == 0)
    return shardElementwise(op, why);
  why = "it is not elementwise along the sharded dimension";
  return failure();
}

void ShardUpdate::materializeAndCleanUp() {
  // Uses that were not rewritten still need the full value: a gather right
  // after the shard is computed. Gathered gradients keep their all-gather.
  for (Operation *op : rewritten) {
    for (Value result : op->getResults()) {
      if (result.use_empty() || isa<AllGatherOp>(op))
        continue;
      auto it = shards.find(result);
      if (it == shards.end())
        continue;
      std::optional<std::pair<Value, Dim0Layout>> gathered =
          matchGatheredShard(result);
      if (gathered && gathered->first == it->second.value)
        continue;
      rewriter.setInsertionPointAfterValue(it->second.value);
      Value full = gatherFull(rewriter, result.getLoc(), it->second.value,
                              it->second.layout);
      rewriter.replaceAllUsesWith(result, full);
    }
  }
  // Erase the full-size computations that nothing uses any more. Walking
  // backwards erases consumers before their producers.
  Block &body = func.getBody().front();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body))) {
    if (!deadCandidates.contains(&op) || !op.use_empty() ||
        !wouldOpBeTriviallyDead(&op))
      continue;
    for (Value operand : op.getOperands())
      if (Operation *def = operand.getDefiningOp())
        deadCandidates.insert(def);
    rewriter.eraseOp(&op);
  }
}

bool ShardUpdate::run() {
  Block &body = func.getBody().front();
  // Seeds: every all-gather along dimension 0 provides the shard it gathers.
  for (auto gather : body.getOps<AllGatherOp>()) {
    std::optional<std::pair<Value, Dim0Layout>> match =
        matchGatheredShard(gather.getResult());
    if (!match)
      continue;
    bool zero = match->second.pad == 0;
    recordShard(gather.getResult(), {match->first, match->second, zero},
                gather);
  }
  if (shards.empty())
    return false;

  SmallVector<Operation *> ops;
  for (Operation &op : body.without_terminator())
    ops.push_back(&op);
  for (Operation *op : ops) {
    if (isa<AllGatherOp>(op) || !llvm::any_of(op->getOperands(), [&](Value v) {
          return shards.count(v);
        }))
      continue;
    std::string why;
    if (succeeded(shardOp(op, why)))
      continue;
    op->emitRemark() << "'" << op->getName()
                     << "' needs the full tensor, so it is gathered (or its "
                        "all-reduce kept): "
                     << why;
  }
  // Uses in nested regions are not rewritten; they keep the full value.
  materializeAndCleanUp();
  return true;
}

namespace {
struct ShardUpdatePass : fsdp::impl::ShardUpdatePassBase<ShardUpdatePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    if (TrainingStep::isTrainingStep(func) && failed(TrainingStep::get(func)))
      return signalPassFailure();
    if (!ShardUpdate(func).run())
      markAllAnalysesPreserved();
  }
};
} // namespace
