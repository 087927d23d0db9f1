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

static bool isSelected(AllReduceOp op, StringRef grid) {
  return grid.empty() || op.getGrid() == grid;
}

/// Whether `op` is decomposed rather than kept replicated; `op` must have
/// passed `verifyDecomposable`.
static bool shouldDecompose(AllReduceOp op, int64_t replicateBelowBytes) {
  auto type = cast<RankedTensorType>(op.getType());
  if (type.getRank() == 0)
    return false;
  std::optional<int64_t> bytes = staticByteSize(type);
  return !bytes || *bytes >= replicateBelowBytes;
}

/// Emits a located error when `op` breaks the pass's preconditions.
static LogicalResult verifyDecomposable(AllReduceOp op) {
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
  if (byteSizeOverflows(type))
    return op.emitError() << "the size in bytes of " << type
                          << " overflows 64 bits";
  return success();
}

namespace {
struct DecomposeAllReduce : OpRewritePattern<AllReduceOp> {
  DecomposeAllReduce(MLIRContext *context, StringRef grid,
                     int64_t replicateBelowBytes)
      : OpRewritePattern(context), grid(grid.str()),
        replicateBelowBytes(replicateBelowBytes) {}

  LogicalResult matchAndRewrite(AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    std::optional<int64_t> groupSize = op.getGroupSize();
    if (!isSelected(op, grid) || type.getRank() == 0 ||
        ShapedType::isDynamic(type.getDimSize(0)) || !groupSize ||
        !shouldDecompose(op, replicateBelowBytes))
      return failure();

    Dim0Layout layout = Dim0Layout::get(op.getGridAttr(), op.getGridAxesAttr(),
                                        *groupSize, type.getDimSize(0));
    Location loc = op.getLoc();
    Value padded = padDim0WithZeros(rewriter, loc, op.getInput(), layout.pad);
    Value shard = ReduceScatterOp::create(
        rewriter, loc, layout.shardType(type), layout.grid, layout.axes, padded,
        rewriter.getI64IntegerAttr(0), op.getReductionAttr());
    rewriter.replaceOp(op, gatherFull(rewriter, loc, shard, layout));
    return success();
  }

  std::string grid;
  int64_t replicateBelowBytes;
};

struct DecomposeAllReducePass
    : fsdp::impl::DecomposeAllReducePassBase<DecomposeAllReducePass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(verifyGridOption(getOperation(), grid)))
      return signalPassFailure();
    if (replicateBelowBytes < 0) {
      getOperation().emitError()
          << "replicate-below-bytes must not be negative, got "
          << static_cast<int64_t>(replicateBelowBytes);
      return signalPassFailure();
    }
    SmallVector<Operation *> candidates;
    WalkResult checked = getOperation().walk([&](AllReduceOp op) {
      if (!isSelected(op, grid))
        return WalkResult::advance();
      if (failed(verifyDecomposable(op)))
        return WalkResult::interrupt();
      candidates.push_back(op);
      return WalkResult::advance();
    });
    if (checked.wasInterrupted())
      return signalPassFailure();
    if (candidates.empty())
      return markAllAnalysesPreserved(); // Also spares a verifier run.

    RewritePatternSet patterns(&getContext());
    populateDecomposeAllReducePatterns(patterns, grid, replicateBelowBytes);
    if (failed(applyPatternsToOps(candidates, std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::fsdp::populateDecomposeAllReducePatterns(
    RewritePatternSet &patterns, StringRef grid, int64_t replicateBelowBytes) {
  patterns.add<DecomposeAllReduce>(patterns.getContext(), grid,
                                   replicateBelowBytes);
}
