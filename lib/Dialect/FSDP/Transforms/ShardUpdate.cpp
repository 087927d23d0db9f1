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
// This file is the driver; how each kind of op is computed on shards is its
// StepOpInterface, else a rule by trait of ShardUpdateRules.cpp (see
// ShardUpdate.h).
//
//===----------------------------------------------------------------------===//

#include "ShardUpdateRules.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SHARDUPDATEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

const Shard *ShardUpdate::lookupShard(Value full) const {
  auto it = shards.find(full);
  return it == shards.end() ? nullptr : &it->second;
}

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
  if (auto rule = dyn_cast<StepOpInterface>(def))
    return rule.createFreeShard(*this, cast<OpResult>(full), layout, why);
  for (const FreeShardRule &rule : getFreeShardRules())
    if (rule.matches(def))
      return rule.create(*this, cast<OpResult>(full), layout, why);
  why = "operand computed by '" + def->getName().getStringRef().str() +
        "' is needed in full";
  return {};
}

LogicalResult ShardUpdate::shardOp(Operation *op, std::string &why) {
  if (auto rule = dyn_cast<StepOpInterface>(op))
    return rule.shardUpdate(*this, why);
  return shardByTrait(op, why);
}

LogicalResult ShardUpdate::shardByTrait(Operation *op, std::string &why) {
  for (const ShardRule &rule : getShardRules())
    if (rule.matches(op))
      return rule.apply(*this, op, why);
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
    std::optional<unsigned> loop = getDim0Loop(generic->getMatchingIndexingMap(
        &generic->getOperation()->getOpOperand(operand.getOperandNumber())));
    std::string why =
        "it is not elementwise along dimension 0 of a sharded state argument";
    DenseSet<Value> zeroArgs;
    if (loop &&
        generic->getIteratorTypesArray()[*loop] ==
            utils::IteratorType::parallel &&
        succeeded(
            cloneOnShards(*this, *generic, *loop, it->second, zeroArgs, why))) {
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

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registerStepOpExternalModels(registry);
  }

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
        // Not for a private function: a helper the step calls (the torch
        // exporter's broadcast of a buffer from rank 0, whose all-gather is
        // the point) is no step of the user's, and its call in the step has
        // a remark of its own where it needs the full tensor.
        if (!func.isPrivate())
          update.emitRemarks();
        return;
      }
      func.getBody().takeBody(backup.getBody());
      keepFull.insert(inconsistent.begin(), inconsistent.end());
    }
  }
};
} // namespace
