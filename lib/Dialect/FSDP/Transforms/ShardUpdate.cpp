//===- ShardUpdate.cpp - Run the optimizer update on shards ---------------===//
//
// Starting from every all-gather of a reduce-scattered gradient, rewrites the
// ops that consume gathered values so that they compute on this rank's shard.
// Walks the function body once, in order, keeping a map from full values to
// their shards; an op is rewritten when all of its operands along the sharded
// loop are shards or can be sliced for free (state arguments, splats, fills,
// empties, and elementwise ops on such values, as frontends emit them one
// `linalg.generic` per op). Full values that are still needed are gathered
// again.
//
// A state argument sliced for the update must have its own update computed on
// shards too (fsdp-shard-state then passes the shard instead of the argument).
// When it does not, the pass starts again from a copy of the function with
// that argument kept in full, so it never leaves a step that fsdp-shard-state
// refuses.
//
//===----------------------------------------------------------------------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
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
  /// Shards the update of `func`; the state arguments in `keepFull` are never
  /// sliced.
  ShardUpdate(func::FuncOp func, const DenseSet<unsigned> &keepFull)
      : func(func), keepFull(keepFull), rewriter(func.getContext()) {}

  /// Returns false when there was nothing to shard.
  bool run();

  /// State arguments that are sliced for the update although their own update
  /// is not computed on shards (with the same layout).
  SmallVector<unsigned> slicedButUpdatedInFull();

  /// Emits the remarks collected by `run`: why each op was left in full.
  void emitRemarks();

private:
  /// Tries to rewrite `op` on shards; on failure returns why.
  LogicalResult shardOp(Operation *op, std::string &why);
  LogicalResult shardElementwise(Operation *op, std::string &why);
  /// Rewrites `original` on shards, reading its structure from `op` (itself,
  /// or the generic form of a named op).
  LogicalResult shardLinalg(Operation *original, linalg::GenericOp op,
                            std::string &why);
  /// Clones `op` with its operands along `loop` replaced by their shards of
  /// `layout` (state arguments, splats, ... sliced for free) and the rest
  /// kept. Fails when `loop` is not walked by dimension 0 of every operand
  /// that uses it, or when the body reads the index of `loop`. `zeroArgs`
  /// receives the block arguments whose padding rows are known to be zero.
  FailureOr<linalg::GenericOp>
  cloneOnShards(linalg::GenericOp op, unsigned loop, const Dim0Layout &layout,
                DenseSet<Value> &zeroArgs, std::string &why);
  /// The shard of result `full` of the linalg op `def`, computed from free
  /// shards of its operands (no communication).
  Value createFreeLinalgShard(linalg::LinalgOp def, OpResult full,
                              const Dim0Layout &layout, std::string &why);
  LogicalResult shardPrefixSlice(tensor::ExtractSliceOp op, std::string &why);
  /// Runs `op`, a linalg op without results (checks only), on the shard of a
  /// state argument it reads when that argument is sliced for the update.
  void shardChecksOfState(linalg::LinalgOp op);

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
  const DenseSet<unsigned> &keepFull;
  IRRewriter rewriter;
  /// Why each op that needed a full value could not be rewritten.
  SmallVector<std::pair<Operation *, std::string>> remarks;
  DenseMap<Value, Shard> shards;
  /// Shards obtained without communication, by full value.
  DenseMap<Value, Value> freeShards;
  /// The layout each sliced state argument is sliced with.
  DenseMap<Value, Dim0Layout> stateLayouts;
  /// Ops whose results are now computed on shards; remaining full uses get a
  /// gather.
  SetVector<Operation *> rewritten;
  /// Ops to erase once nothing uses them.
  DenseSet<Operation *> deadCandidates;
  /// Ops with side effects (a `cf.assert` in a linalg body, as torch-mlir
  /// emits) whose clone on shards has the same effects, so that they are
  /// erased once nothing uses them, like pure ops.
  DenseSet<Operation *> replacedByClone;
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
  if (!shard)
    return {};
  freeShards[full] = shard;
  // Shards made for an attempt that failed further on are erased if unused.
  if (Operation *def = shard.getDefiningOp())
    deadCandidates.insert(def);
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
        TrainingStepContract::isState(func, arg.getArgNumber())) {
      if (keepFull.contains(arg.getArgNumber())) {
        why = "state argument " + std::to_string(arg.getArgNumber()) +
              " is updated in full, so it is not sliced";
        return {};
      }
      stateLayouts.try_emplace(arg, layout);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(arg.getOwner());
      Value padded = padDim0WithZeros(rewriter, loc, full, layout.pad);
      return shard::AllSliceOp::create(rewriter, loc, shardType, padded,
                                       layout.grid.getValue(),
                                       getGroupAxes(layout, func),
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
  // Likewise for elementwise linalg ops, broadcasts of scalars and constants
  // included.
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(def))
    if (linalgOp.hasPureTensorSemantics())
      return createFreeLinalgShard(linalgOp, cast<OpResult>(full), layout, why);
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

/// Whether the effects of `inner`, an op of a linalg body, may run on every
/// rank for the iterations of its shard rather than on every rank for all
/// iterations: reads, and writes that touch no value of the program (a
/// `cf.assert`, a print) are; a write to a buffer is not, as the buffers of
/// the other ranks would miss it. Ops that do not describe their effects are
/// not either.
static bool hasShardLocalEffects(Operation *inner) {
  if (inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    return true; // Its nested ops are visited on their own.
  auto iface = dyn_cast<MemoryEffectOpInterface>(inner);
  if (!iface)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffects(effects);
  return llvm::all_of(effects, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Read>(e.getEffect()) ||
           (isa<MemoryEffects::Write>(e.getEffect()) && !e.getValue() &&
            !e.getSymbolRef());
  });
}

/// Whether the side effects of the body of `op` (a `cf.assert`, say) stay
/// the same when each rank runs the iterations of its shard of `loop`: the
/// ranks together still run every iteration once, and only the padding rows
/// are new. Those are harmless unless an effect depends on an element of an
/// operand walked by `loop` (or sits in a nested region, which may).
static bool effectsHoldOnShards(linalg::GenericOp op, unsigned loop,
                                const Dim0Layout &layout) {
  Block *body = op.getBody();
  DenseSet<Value> perRow;
  for (OpOperand &operand : op->getOpOperands())
    if (op.getMatchingIndexingMap(&operand).isFunctionOfDim(loop))
      perRow.insert(op.getMatchingBlockArgument(&operand));
  // Pre-order: the values that depend on a row are known before their users.
  WalkResult result =
      op.getRegion().walk<WalkOrder::PreOrder>([&](Operation *inner) {
        bool pure = isMemoryEffectFree(inner);
        if (!pure && !hasShardLocalEffects(inner))
          return WalkResult::interrupt();
        if (layout.pad == 0)
          return WalkResult::advance();
        bool dependsOnRow = llvm::any_of(
            inner->getOperands(), [&](Value v) { return perRow.contains(v); });
        if (auto index = dyn_cast<linalg::IndexOp>(inner))
          dependsOnRow = index.getDim() == loop;
        if (!pure && !isa<linalg::YieldOp>(inner) &&
            (dependsOnRow || inner->getBlock() != body))
          return WalkResult::interrupt();
        if (dependsOnRow)
          for (Value value : inner->getResults())
            perRow.insert(value);
        return WalkResult::advance();
      });
  return !result.wasInterrupted();
}

/// Whether the body of `op` reads the index of `loop` (`linalg.index`): on a
/// shard it would count from the shard's first row, not the tensor's.
static bool readsLoopIndex(linalg::GenericOp op, unsigned loop) {
  WalkResult result = op.getRegion().walk([&](linalg::IndexOp index) {
    return index.getDim() == loop ? WalkResult::interrupt()
                                  : WalkResult::advance();
  });
  return result.wasInterrupted();
}

FailureOr<linalg::GenericOp>
ShardUpdate::cloneOnShards(linalg::GenericOp op, unsigned loop,
                           const Dim0Layout &layout, DenseSet<Value> &zeroArgs,
                           std::string &why) {
  if (readsLoopIndex(op, loop)) {
    why = "its body reads the index of the sharded loop";
    return failure();
  }
  if (!effectsHoldOnShards(op, loop, layout)) {
    why = "its body has side effects that a shard cannot run for the whole "
          "tensor (writes to buffers, or effects that read the padding rows)";
    return failure();
  }
  // Every operand that uses the loop must use it as its dimension 0 only.
  auto usesLoop = [&](AffineMap map) {
    return llvm::any_of(map.getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(loop); });
  };
  bool isReduction =
      op.getIteratorTypesArray()[loop] == utils::IteratorType::reduction;
  SmallVector<Value> newOperands;
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
      // Constant along the sharded loop (a scalar, a broadcast row): every
      // shard reads all of it.
      newOperands.push_back(operand.get());
      continue;
    }
    if (dim0Loop(map) != loop ||
        llvm::count_if(map.getResults(), [&](AffineExpr e) {
          return e.isFunctionOfDim(loop);
        }) != 1) {
      why = "an operand walks the sharded loop in a dimension other than 0";
      return failure();
    }
    if (isInit && isReduction) {
      why = "an output walks the reduced dimension";
      return failure();
    }
    Value shard = getOrCreateShard(operand.get(), layout, why);
    if (!shard)
      return failure();
    auto it = shards.find(operand.get());
    if (layout.pad == 0 || (it != shards.end() && it->second.zeroPadding))
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
      if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add) ||
          (add->getOperand(0) != acc && add->getOperand(1) != acc)) {
        why = "it reduces the sharded dimension with something other than "
              "a sum";
        return failure();
      }
      Value term =
          add->getOperand(0) == acc ? add->getOperand(1) : add->getOperand(0);
      if (layout.pad != 0 && !isZeroWhenArgsZero(term, zeroArgs)) {
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
  return clone;
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
  bool isReduction =
      op.getIteratorTypesArray()[*loop] == utils::IteratorType::reduction;

  DenseSet<Value> zeroArgs;
  FailureOr<linalg::GenericOp> clone =
      cloneOnShards(op, *loop, common->layout, zeroArgs, why);
  if (failed(clone))
    return failure();
  // The clone takes over the original's effects; an op with no results (only
  // checks) is done with.
  rewritten.insert(original);
  deadCandidates.insert(original);
  replacedByClone.insert(original);

  for (auto [result, newResult] :
       llvm::zip(original->getResults(), (*clone)->getResults())) {
    if (isReduction) {
      rewriter.setInsertionPointAfter(*clone);
      Value total = AllReduceOp::create(
          rewriter, op.getLoc(), newResult.getType(), common->layout.grid,
          common->layout.axes, newResult,
          ReductionAttr::get(op.getContext(), Reduction::sum));
      rewriter.replaceAllUsesWith(result, total);
      rewritten.insert(original);
      continue;
    }
    unsigned index = cast<OpResult>(result).getResultNumber();
    Value yielded =
        cast<linalg::YieldOp>(op.getBody()->getTerminator()).getOperand(index);
    bool zero =
        common->layout.pad == 0 || isZeroWhenArgsZero(yielded, zeroArgs);
    recordShard(result, {newResult, common->layout, zero}, original);
  }
  return success();
}

/// The generic form of the linalg op `op`: itself, or a generalized copy
/// (inserted before `op`, to be erased by the caller) of a named op.
static FailureOr<linalg::GenericOp> getGenericForm(RewriterBase &rewriter,
                                                   linalg::LinalgOp op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    return generic;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  auto copy = cast<linalg::LinalgOp>(rewriter.clone(*op));
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, copy);
  if (failed(generic))
    rewriter.eraseOp(copy);
  return generic;
}

Value ShardUpdate::createFreeLinalgShard(linalg::LinalgOp def, OpResult full,
                                         const Dim0Layout &layout,
                                         std::string &why) {
  FailureOr<linalg::GenericOp> generic = getGenericForm(rewriter, def);
  if (failed(generic)) {
    why = "operand computed by '" + def->getName().getStringRef().str() +
          "', which has no generic form, is needed in full";
    return {};
  }
  auto eraseCopy = llvm::make_scope_exit([&] {
    if (*generic != def.getOperation())
      rewriter.eraseOp(*generic);
  });
  // The loop of dimension 0 of the result; it must be parallel: a sum over
  // it would need communication.
  std::optional<unsigned> loop = dim0Loop(generic->getMatchingIndexingMap(
      generic->getDpsInitOperand(full.getResultNumber())));
  if (!loop || generic->getIteratorTypesArray()[*loop] !=
                   utils::IteratorType::parallel) {
    why = "operand computed by '" + def->getName().getStringRef().str() +
          "' is not elementwise along dimension 0, so it is needed in full";
    return {};
  }
  DenseSet<Value> zeroArgs;
  std::string inner;
  FailureOr<linalg::GenericOp> clone =
      cloneOnShards(*generic, *loop, layout, zeroArgs, inner);
  if (failed(clone)) {
    why = "operand computed by '" + def->getName().getStringRef().str() +
          "' is needed in full: " + inner;
    return {};
  }
  // Other results of `def` have their shards for free now too.
  for (auto [result, newResult] :
       llvm::zip(def->getResults(), (*clone)->getResults()))
    if (result != full)
      freeShards.try_emplace(result, newResult);
  deadCandidates.insert(def);
  replacedByClone.insert(def);
  return clone->getResult(full.getResultNumber());
}

LogicalResult ShardUpdate::shardOp(Operation *op, std::string &why) {
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op))
    return shardPrefixSlice(slice, why);
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    if (!linalgOp.hasPureTensorSemantics()) {
      why = "it does not have tensor semantics";
      return failure();
    }
    // Named ops are read through the generic form of a temporary copy.
    FailureOr<linalg::GenericOp> generic = getGenericForm(rewriter, linalgOp);
    if (failed(generic)) {
      why = "it has no generic form";
      return failure();
    }
    LogicalResult result = shardLinalg(op, *generic, why);
    if (*generic != op)
      rewriter.eraseOp(*generic);
    return result;
  }
  if (op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op) &&
      op->getNumRegions() == 0)
    return shardElementwise(op, why);
  if (isa<CallOpInterface>(op)) {
    why = "it is a call, whose body the pass does not see (inline the step "
          "first: --inline)";
    return failure();
  }
  why = "it is not elementwise along the sharded dimension";
  return failure();
}

void ShardUpdate::shardChecksOfState(linalg::LinalgOp op) {
  for (OpOperand &operand : op->getOpOperands()) {
    auto it = stateLayouts.find(operand.get());
    if (it == stateLayouts.end())
      continue;
    FailureOr<linalg::GenericOp> generic = getGenericForm(rewriter, op);
    if (failed(generic))
      return;
    auto eraseCopy = llvm::make_scope_exit([&] {
      if (*generic != op.getOperation())
        rewriter.eraseOp(*generic);
    });
    std::optional<unsigned> loop = dim0Loop(generic->getMatchingIndexingMap(
        &generic->getOperation()->getOpOperand(operand.getOperandNumber())));
    std::string why =
        "it is not elementwise along dimension 0 of a sharded state argument";
    DenseSet<Value> zeroArgs;
    if (loop &&
        generic->getIteratorTypesArray()[*loop] ==
            utils::IteratorType::parallel &&
        succeeded(cloneOnShards(*generic, *loop, it->second, zeroArgs, why))) {
      deadCandidates.insert(op);
      replacedByClone.insert(op);
      return;
    }
    remarks.push_back({op, why});
    return;
  }
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
        (!wouldOpBeTriviallyDead(&op) && !replacedByClone.contains(&op)))
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
    remarks.push_back({op, why});
  }
  // Checks alone (linalg ops without results, such as the `cf.assert`s
  // torch-mlir emits, copied by fusion into ops of their own) that read state
  // sliced for the update run on its shard too: fsdp-shard-state would
  // otherwise gather that state for them.
  for (Operation *op : ops) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (linalgOp && op->getNumResults() == 0 &&
        linalgOp.hasPureTensorSemantics() &&
        llvm::none_of(op->getOperands(),
                      [&](Value v) { return shards.count(v); }))
      shardChecksOfState(linalgOp);
  }
  // Uses in nested regions are not rewritten; they keep the full value.
  materializeAndCleanUp();
  return true;
}

void ShardUpdate::emitRemarks() {
  for (auto &[op, why] : remarks)
    op->emitRemark() << "'" << op->getName()
                     << "' needs the full tensor, so it is gathered (or its "
                        "all-reduce kept): "
                     << why;
}

SmallVector<unsigned> ShardUpdate::slicedButUpdatedInFull() {
  SmallVector<unsigned> result;
  if (!TrainingStepContract::isTrainingStep(func))
    return result;
  FailureOr<TrainingStepContract> step = TrainingStepContract::get(func);
  if (failed(step))
    return result;
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (BlockArgument arg : func.getArguments()) {
    SmallVector<shard::AllSliceOp> slices;
    for (Operation *user : arg.getUsers()) {
      if (auto slice = dyn_cast<shard::AllSliceOp>(user))
        slices.push_back(slice);
      else if (auto pad = dyn_cast<tensor::PadOp>(user))
        for (Operation *padUser : pad->getUsers())
          if (auto slice = dyn_cast<shard::AllSliceOp>(padUser))
            slices.push_back(slice);
    }
    if (slices.empty())
      continue;
    int64_t updatedBy = step->getUpdatingResult(arg.getArgNumber());
    std::optional<std::pair<Value, Dim0Layout>> update;
    if (updatedBy >= 0)
      update = matchGatheredShard(ret.getOperand(updatedBy));
    bool consistent =
        update && llvm::all_of(slices, [&](shard::AllSliceOp slice) {
          return slice.getGridAttr() == update->second.grid &&
                 cast<RankedTensorType>(slice.getType()).getDimSize(0) ==
                     update->second.shardDim0();
        });
    if (!consistent)
      result.push_back(arg.getArgNumber());
  }
  return result;
}

namespace {
struct ShardUpdatePass : fsdp::impl::ShardUpdatePassBase<ShardUpdatePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    if (TrainingStepContract::isTrainingStep(func) &&
        failed(TrainingStepContract::get(func)))
      return signalPassFailure();
    // An attempt that slices a state argument whose own update stays in full
    // is undone (from a copy of the body taken before it), and the next
    // keeps that argument in full. Every attempt keeps at least one more
    // argument in full, so this ends. The copy is detached: the attempts run
    // on the function itself, where collectives find their grid.
    DenseSet<unsigned> keepFull;
    while (true) {
      auto backup = cast<func::FuncOp>(func->clone());
      auto eraseBackup = llvm::make_scope_exit([&] { backup->erase(); });
      ShardUpdate update(func, keepFull);
      if (!update.run())
        return markAllAnalysesPreserved();
      SmallVector<unsigned> inconsistent = update.slicedButUpdatedInFull();
      if (inconsistent.empty()) {
        update.emitRemarks();
        return;
      }
      func.getBody().takeBody(backup.getBody());
      keepFull.insert(inconsistent.begin(), inconsistent.end());
    }
  }
};
} // namespace
