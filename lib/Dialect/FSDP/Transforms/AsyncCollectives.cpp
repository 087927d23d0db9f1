//===- AsyncCollectives.cpp - Split collectives into start and wait -------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_ASYNCCOLLECTIVESPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// Whether `op` is a blocking collective on tensors.
static bool isBlockingTensorCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && !collective.isAsync() && !collective.isBufferForm();
}

namespace {
/// Replaces a blocking collective by its start, with the same operands and
/// attributes, and a wait right after it.
struct SplitCollective : OpInterfaceRewritePattern<CollectiveOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(CollectiveOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!isBlockingTensorCollective(op))
      return rewriter.notifyMatchFailure(op, "not a blocking tensor "
                                             "collective");
    Type resultType = op.getReceived().getType();
    OperationState state(op.getLoc(), op.getStartOpName(), op->getOperands(),
                         TypeRange{resultType, TokenType::get(getContext())},
                         op->getAttrs());
    Operation *start = rewriter.create(state);
    rewriter.replaceOpWithNewOp<WaitOp>(op, resultType, start->getResult(1),
                                        start->getResult(0));
    return success();
  }
};

struct AsyncCollectivesPass
    : fsdp::impl::AsyncCollectivesPassBase<AsyncCollectivesPass> {
  void runOnOperation() override {
    SmallVector<Operation *> collectives;
    getOperation().walk([&](Operation *op) {
      if (isBlockingTensorCollective(op))
        collectives.push_back(op);
    });
    if (collectives.empty())
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(&getContext());
    populateAsyncCollectivesPatterns(patterns);
    if (failed(applyPatternsToOps(collectives, std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::fsdp::populateAsyncCollectivesPatterns(RewritePatternSet &patterns) {
  patterns.add<SplitCollective>(patterns.getContext());
}
