//===- ShardUpdateRules.cpp - Per-op rules of fsdp-shard-update -----------===//
//
// How each kind of op without a StepOpInterface model is computed on shards
// (see ShardUpdate.h): the rules by trait or interface (elementwise ops,
// every linalg op through its generic form, constants, calls), which
// external models, attached to named ops only, cannot express. The built-in
// models of named ops are in lib/Dialect/FSDP/Extensions.
//
//===----------------------------------------------------------------------===//

#include "ShardUpdateRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace mlir::fsdp;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static LogicalResult shardElementwise(ShardRewriter &update, Operation *op,
                                      std::string &why) {
  IRRewriter &rewriter = update.getRewriter();
  for (Type type : op->getResultTypes()) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || tensor.getRank() == 0) {
      why = "it is not elementwise on tensors";
      return failure();
    }
  }
  SmallVector<Value> operands(op->getOperands());
  FailureOr<Shard> common = update.commonShard(op, operands, why);
  if (failed(common))
    return failure();
  SmallVector<Value> newOperands;
  for (Value operand : operands) {
    Value shard = update.getOrCreateShard(operand, common->layout, why);
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
      const Shard *shard = update.lookupShard(operand);
      if (shard && shard->zeroPadding)
        zeroOperands.insert(newOperand);
    }
    bool zero =
        common->layout.pad == 0 || isZeroWhenArgsZero(newResult, zeroOperands);
    update.recordShard(result, {newResult, common->layout, zero}, op);
  }
  return success();
}

std::optional<unsigned> mlir::fsdp::getDim0Loop(AffineMap map) {
  if (map.getNumResults() == 0)
    return std::nullopt;
  if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(0)))
    return dim.getPosition();
  return std::nullopt;
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

FailureOr<linalg::GenericOp>
mlir::fsdp::cloneOnShards(ShardRewriter &update, linalg::GenericOp op,
                          unsigned loop, const Dim0Layout &layout,
                          DenseSet<Value> &zeroArgs, std::string &why) {
  IRRewriter &rewriter = update.getRewriter();
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
    if (getDim0Loop(map) != loop ||
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
    Value shard = update.getOrCreateShard(operand.get(), layout, why);
    if (!shard)
      return failure();
    const Shard *known = update.lookupShard(operand.get());
    if (layout.pad == 0 || (known && known->zeroPadding))
      zeroArgs.insert(op.getMatchingBlockArgument(&operand));
    newOperands.push_back(shard);
  }

  // A sum over the sharded loop: each rank sums its shard, then the partial
  // sums are all-reduced. Padding rows must contribute nothing.
  if (isReduction) {
    StringRef notASum =
        whyNotASumOfRows(op, layout.pad != 0 ? &zeroArgs : nullptr);
    if (!notASum.empty()) {
      why = notASum.str();
      return failure();
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

/// Rewrites `original` on shards, reading its structure from `op` (itself,
/// or the generic form of a named op).
static LogicalResult shardLinalg(ShardRewriter &update, Operation *original,
                                 linalg::GenericOp op, std::string &why) {
  IRRewriter &rewriter = update.getRewriter();
  // Find the loop that walks dimension 0 of the sharded operands.
  std::optional<unsigned> loop;
  SmallVector<Value> sharded;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!update.lookupShard(operand.get()))
      continue;
    std::optional<unsigned> l =
        getDim0Loop(op.getMatchingIndexingMap(&operand));
    if (!l || (loop && *loop != *l)) {
      why = "the sharded dimension is not walked by a single loop";
      return failure();
    }
    loop = l;
    sharded.push_back(operand.get());
  }
  FailureOr<Shard> common = update.commonShard(op, sharded, why);
  if (failed(common))
    return failure();
  bool isReduction =
      op.getIteratorTypesArray()[*loop] == utils::IteratorType::reduction;

  DenseSet<Value> zeroArgs;
  FailureOr<linalg::GenericOp> clone =
      cloneOnShards(update, op, *loop, common->layout, zeroArgs, why);
  if (failed(clone))
    return failure();
  // The clone takes over the original's effects; an op with no results (only
  // checks) is done with.
  update.replaceByClone(original);

  for (auto [result, newResult] :
       llvm::zip(original->getResults(), (*clone)->getResults())) {
    if (isReduction) {
      rewriter.setInsertionPointAfter(*clone);
      Value total = AllReduceOp::create(
          rewriter, op.getLoc(), newResult.getType(), common->layout.grid,
          common->layout.axes, newResult,
          ReductionAttr::get(op.getContext(), Reduction::sum));
      rewriter.replaceAllUsesWith(result, total);
      continue;
    }
    unsigned index = cast<OpResult>(result).getResultNumber();
    Value yielded =
        cast<linalg::YieldOp>(op.getBody()->getTerminator()).getOperand(index);
    bool zero =
        common->layout.pad == 0 || isZeroWhenArgsZero(yielded, zeroArgs);
    update.recordShard(result, {newResult, common->layout, zero}, original);
  }
  return success();
}

FailureOr<linalg::GenericOp> mlir::fsdp::getGenericForm(RewriterBase &rewriter,
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

/// The shard of result `full` of the linalg op `def`, computed from free
/// shards of its operands (no communication).
static Value createFreeLinalgShard(ShardRewriter &update, linalg::LinalgOp def,
                                   OpResult full, const Dim0Layout &layout,
                                   std::string &why) {
  IRRewriter &rewriter = update.getRewriter();
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
  std::optional<unsigned> loop = getDim0Loop(generic->getMatchingIndexingMap(
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
      cloneOnShards(update, *generic, *loop, layout, zeroArgs, inner);
  if (failed(clone)) {
    why = "operand computed by '" + def->getName().getStringRef().str() +
          "' is needed in full: " + inner;
    return {};
  }
  // Other results of `def` have their shards for free now too.
  for (auto [result, newResult] :
       llvm::zip(def->getResults(), (*clone)->getResults()))
    if (result != full)
      update.recordFreeShard(result, newResult);
  update.replaceByClone(def);
  return clone->getResult(full.getResultNumber());
}

//===----------------------------------------------------------------------===//
// Rules for ops that read a shard
//===----------------------------------------------------------------------===//

static bool isPureElementwise(Operation *op) {
  return op->hasTrait<OpTrait::Elementwise>() && isMemoryEffectFree(op) &&
         op->getNumRegions() == 0;
}

static LogicalResult shardLinalgOp(ShardRewriter &update, Operation *op,
                                   std::string &why) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  if (!linalgOp.hasPureTensorSemantics()) {
    why = "it does not have tensor semantics";
    return failure();
  }
  // Named ops are read through the generic form of a temporary copy.
  IRRewriter &rewriter = update.getRewriter();
  FailureOr<linalg::GenericOp> generic = getGenericForm(rewriter, linalgOp);
  if (failed(generic)) {
    why = "it has no generic form";
    return failure();
  }
  LogicalResult result = shardLinalg(update, op, *generic, why);
  if (*generic != op)
    rewriter.eraseOp(*generic);
  return result;
}

static LogicalResult refuseCall(ShardRewriter &, Operation *,
                                std::string &why) {
  why = "it is a call, whose body the pass does not see (inline the step "
        "first: --inline)";
  return failure();
}

ArrayRef<ShardRule> mlir::fsdp::getShardRules() {
  static const ShardRule rules[] = {
      {"linalg op", [](Operation *op) { return isa<linalg::LinalgOp>(op); },
       shardLinalgOp},
      {"elementwise op", isPureElementwise, shardElementwise},
      {"call", [](Operation *op) { return isa<CallOpInterface>(op); },
       refuseCall},
  };
  return rules;
}

//===----------------------------------------------------------------------===//
// Rules for shards made without communication
//===----------------------------------------------------------------------===//

static RankedTensorType getShardType(OpResult full, const Dim0Layout &layout) {
  return layout.shardType(cast<RankedTensorType>(full.getType()));
}

static bool isSplatConstant(Operation *def) {
  DenseElementsAttr splat;
  return matchPattern(def, m_Constant(&splat)) && splat.isSplat();
}

static Value createSplatConstantShard(ShardRewriter &update, OpResult full,
                                      const Dim0Layout &layout, std::string &) {
  DenseElementsAttr splat;
  matchPattern(full, m_Constant(&splat));
  RankedTensorType shardType = getShardType(full, layout);
  return arith::ConstantOp::create(update.getRewriter(), full.getLoc(),
                                   shardType, splat.resizeSplat(shardType));
}

/// Elementwise arithmetic on free shards (weight decay `w * wd`, say) is
/// itself free: compute it on the shards.
static Value createElementwiseShard(ShardRewriter &update, OpResult full,
                                    const Dim0Layout &layout,
                                    std::string &why) {
  Operation *def = full.getOwner();
  SmallVector<Value> operands;
  for (Value operand : def->getOperands()) {
    Value shard = update.getOrCreateShard(operand, layout, why);
    if (!shard)
      return {};
    operands.push_back(shard);
  }
  Operation *clone = update.getRewriter().clone(*def);
  clone->setOperands(operands);
  clone->getResult(0).setType(getShardType(full, layout));
  update.eraseWhenUnused(def);
  return clone->getResult(0);
}

/// Likewise for elementwise linalg ops, broadcasts of scalars and constants
/// included.
static Value createLinalgShard(ShardRewriter &update, OpResult full,
                               const Dim0Layout &layout, std::string &why) {
  return createFreeLinalgShard(update, cast<linalg::LinalgOp>(full.getOwner()),
                               full, layout, why);
}

ArrayRef<FreeShardRule> mlir::fsdp::getFreeShardRules() {
  static const FreeShardRule rules[] = {
      {"splat constant", isSplatConstant, createSplatConstantShard},
      {"elementwise op",
       [](Operation *def) {
         return isPureElementwise(def) && def->getNumResults() == 1;
       },
       createElementwiseShard},
      {"linalg op on tensors",
       [](Operation *def) {
         auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
         return linalgOp && linalgOp.hasPureTensorSemantics();
       },
       createLinalgShard},
  };
  return rules;
}

LogicalResult mlir::fsdp::shardElementwiseOp(ShardRewriter &update,
                                             Operation *op, std::string &why) {
  return shardElementwise(update, op, why);
}

Value mlir::fsdp::createElementwiseFreeShard(ShardRewriter &update,
                                             OpResult full,
                                             const Dim0Layout &layout,
                                             std::string &why) {
  return createElementwiseShard(update, full, layout, why);
}
