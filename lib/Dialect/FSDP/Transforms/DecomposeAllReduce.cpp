//===- DecomposeAllReduce.cpp - all_reduce to reduce_scatter + all_gather -===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_DECOMPOSEALLREDUCEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// Whether `op` is decomposed rather than kept replicated; `op` must have
/// passed `verifyDecomposable`.
static bool shouldDecompose(AllReduceOp op, int64_t replicateBelowBytes) {
  auto type = cast<RankedTensorType>(op.getType());
  if (type.getRank() == 0)
    return false;
  std::optional<int64_t> bytes = getStaticByteSize(type);
  return !bytes || *bytes >= replicateBelowBytes;
}

/// The first op of `op`'s block that uses its result (directly or in a
/// region), or null.
static Operation *firstUserInBlock(Operation *op) {
  Operation *first = nullptr;
  for (Operation *user : op->getUsers())
    if (Operation *top = op->getBlock()->findAncestorOpInBlock(*user))
      if (!first || top->isBeforeInBlock(first))
        first = top;
  return first;
}

/// Emits a located error when `op` breaks the pass's preconditions.
static LogicalResult verifyDecomposable(AllReduceOp op, bool hybrid) {
  SymbolTableCollection symbols;
  shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
  if (!grid)
    return op.emitError() << "grid @" << op.getGrid() << " not found";
  if (failed(verifyDataParallelAxes(op, op.getGrid(), op.getGroupAxes(grid))))
    return failure();
  auto type = cast<RankedTensorType>(op.getType());
  if (type.getRank() == 0)
    return success();
  if (ShapedType::isDynamic(type.getDimSize(0)))
    return op.emitError() << "cannot shard dimension 0 of " << type
                          << ": it is dynamic";
  if (!op.getGroupSize())
    return op.emitError() << "cannot shard over grid @" << op.getGrid()
                          << ": its size is dynamic";
  if (hybrid && !getHybridGroups(op)) {
    InFlightDiagnostic diag =
        op.emitError() << "hybrid sharding needs an all-reduce over two or "
                          "more grid axes (it shards over the innermost and "
                          "replicates over the others), not over axes [";
    llvm::interleaveComma(op.getGroupAxes(grid), diag);
    return diag << "] of @" << op.getGrid();
  }
  if (byteSizeOverflows(type))
    return op.emitError() << "the size in bytes of " << type
                          << " overflows 64 bits";
  return success();
}

namespace {
struct DecomposeAllReduce : OpRewritePattern<AllReduceOp> {
  DecomposeAllReduce(MLIRContext *context, StringRef grid,
                     int64_t replicateBelowBytes, bool hybrid)
      : OpRewritePattern(context), grid(grid.str()),
        replicateBelowBytes(replicateBelowBytes), hybrid(hybrid) {}

  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    std::optional<int64_t> groupSize = op.getGroupSize();
    if (!isOnGridOption(op, grid) || type.getRank() == 0 ||
        ShapedType::isDynamic(type.getDimSize(0)) || !groupSize ||
        !shouldDecompose(op, replicateBelowBytes))
      return failure();

    std::optional<HybridGroups> groups;
    if (hybrid && !(groups = getHybridGroups(op)))
      return failure();
    Dim0Layout layout = *getShardLayout(op, hybrid, type.getDimSize(0));
    Location loc = op.getLoc();
    Value padded = padDim0WithZeros(rewriter, loc, op.getInput(), layout.pad);
    Value shard = ReduceScatterOp::create(
        rewriter, loc, layout.shardType(type), layout.grid, layout.axes, padded,
        rewriter.getI64IntegerAttr(0), op.getReductionAttr());
    // Hybrid: the shard is reduced over the replicas too, so it holds the
    // reduction over the whole group (the average of averages over equal
    // groups is the average). The all-reduce goes right before the first use
    // rather than after the reduce-scatter, so that the reduce-scatters of
    // backward stay a run fsdp-bucket can merge.
    if (groups) {
      if (Operation *user = firstUserInBlock(op))
        rewriter.setInsertionPoint(user);
      shard = AllReduceOp::create(rewriter, loc, shard.getType(), layout.grid,
                                  groups->replicaAxes, shard,
                                  op.getReductionAttr());
    }
    rewriter.replaceOp(op, gatherFull(rewriter, loc, shard, layout));
    return success();
  }

  std::string grid;
  int64_t replicateBelowBytes;
  bool hybrid;
};

struct DecomposeAllReducePass
    : fsdp::impl::DecomposeAllReducePassBase<DecomposeAllReducePass> {
  using Base::Base;

  void runOnOperation() override {
    if (replicateBelowBytes < 0) {
      getOperation().emitError()
          << "replicate-below-bytes must not be negative, got "
          << static_cast<int64_t>(replicateBelowBytes);
      return signalPassFailure();
    }
    bool isHybrid = getStrategy(getOperation()) == Strategy::Hybrid;
    FailureOr<bool> changed = rewriteCollectivesOnGrid<AllReduceOp>(
        getOperation(), grid,
        [&](AllReduceOp op) { return verifyDecomposable(op, isHybrid); },
        [&](RewritePatternSet &patterns) {
          populateDecomposeAllReducePatterns(patterns, grid,
                                             replicateBelowBytes, isHybrid);
        });
    if (failed(changed))
      return signalPassFailure();
    if (!*changed)
      markAllAnalysesPreserved(); // Also spares a verifier run.
  }
};
} // namespace

void mlir::fsdp::populateDecomposeAllReducePatterns(RewritePatternSet &patterns,
                                                    StringRef grid,
                                                    int64_t replicateBelowBytes,
                                                    bool hybrid) {
  patterns.add<DecomposeAllReduce>(patterns.getContext(), grid,
                                   replicateBelowBytes, hybrid);
}
