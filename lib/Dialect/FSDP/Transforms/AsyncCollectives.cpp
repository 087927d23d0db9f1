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

namespace {
/// Replaces a blocking collective by its start, with the same operands and
/// attributes, and a wait right after it.
template <typename BlockingOp, typename StartOp>
struct SplitCollective : OpRewritePattern<BlockingOp> {
  using OpRewritePattern<BlockingOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(BlockingOp op,
                                PatternRewriter &rewriter) const override {
    Type resultType = op.getResult().getType();
    auto start =
        StartOp::create(rewriter, op.getLoc(),
                        TypeRange{resultType, TokenType::get(op.getContext())},
                        op->getOperands(), op->getAttrs());
    rewriter.replaceOpWithNewOp<WaitOp>(op, resultType, start.getToken(),
                                        start.getResult());
    return success();
  }
};

struct AsyncCollectivesPass
    : fsdp::impl::AsyncCollectivesPassBase<AsyncCollectivesPass> {
  void runOnOperation() override {
    SmallVector<Operation *> collectives;
    getOperation().walk([&](Operation *op) {
      if (isa<AllGatherOp, ReduceScatterOp, AllReduceOp>(op))
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
  patterns.add<SplitCollective<AllGatherOp, AllGatherStartOp>,
               SplitCollective<ReduceScatterOp, ReduceScatterStartOp>,
               SplitCollective<AllReduceOp, AllReduceStartOp>>(
      patterns.getContext());
}
