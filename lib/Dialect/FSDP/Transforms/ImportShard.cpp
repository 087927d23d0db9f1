//===- ImportShard.cpp - shard.all_reduce to fsdp.all_reduce --------------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_IMPORTSHARDPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

static std::optional<Reduction> toFSDPReduction(shard::ReductionKind kind) {
  switch (kind) {
  case shard::ReductionKind::Sum:
    return Reduction::sum;
  case shard::ReductionKind::Average:
    return Reduction::avg;
  case shard::ReductionKind::Max:
    return Reduction::max;
  case shard::ReductionKind::Min:
    return Reduction::min;
  default:
    return std::nullopt;
  }
}

/// Emits a located error when `op` cannot be imported.
static LogicalResult verifyImportable(shard::AllReduceOp op) {
  if (!isa<RankedTensorType>(op.getInput().getType()))
    return op.emitError() << "expects a ranked tensor, got "
                          << op.getInput().getType();
  if (op.getInput().getType() != op.getResult().getType())
    return op.emitError() << "an all-reduce that changes the type from "
                          << op.getInput().getType() << " to "
                          << op.getResult().getType()
                          << " has no fsdp equivalent";
  if (!toFSDPReduction(op.getReduction()))
    return op.emitError() << "reduction '"
                          << shard::stringifyReductionKind(op.getReduction())
                          << "' has no fsdp equivalent";
  if (failed(verifyDataParallelAxes(op, op.getGrid(), op.getGridAxes())))
    return failure();
  SymbolTableCollection symbols;
  shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
  if (grid && llvm::any_of(op.getGridAxes(), [&](int16_t axis) {
        return grid.getShape()[axis] == 0;
      }))
    return op.emitError() << "grid @" << op.getGrid()
                          << " has a data-parallel axis of size 0";
  return success();
}

namespace {
struct ImportAllReduce : OpRewritePattern<shard::AllReduceOp> {
  ImportAllReduce(MLIRContext *context, StringRef grid)
      : OpRewritePattern(context), grid(grid.str()) {}

  LogicalResult matchAndRewrite(shard::AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!isOnGridOption(op, grid) || !isa<RankedTensorType>(op.getType()) ||
        op.getInput().getType() != op.getType())
      return failure();
    std::optional<Reduction> reduction = toFSDPReduction(op.getReduction());
    if (!reduction)
      return failure();
    rewriter.replaceOpWithNewOp<AllReduceOp>(
        op, op.getType(), op.getGridAttr(),
        rewriter.getDenseI16ArrayAttr(op.getGridAxes()), op.getInput(),
        ReductionAttr::get(rewriter.getContext(), *reduction));
    return success();
  }

  std::string grid;
};

struct ImportShardPass : fsdp::impl::ImportShardPassBase<ImportShardPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<bool> changed = rewriteCollectivesOnGrid<shard::AllReduceOp>(
        getOperation(), grid, verifyImportable,
        [&](RewritePatternSet &patterns) {
          populateImportShardPatterns(patterns, grid);
        });
    if (failed(changed))
      return signalPassFailure();
    if (!*changed)
      markAllAnalysesPreserved(); // Also spares a verifier run.
  }
};
} // namespace

void mlir::fsdp::populateImportShardPatterns(RewritePatternSet &patterns,
                                             StringRef grid) {
  patterns.add<ImportAllReduce>(patterns.getContext(), grid);
}
