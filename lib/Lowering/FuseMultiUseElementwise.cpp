//===- FuseMultiUseElementwise.cpp - The fsdp-fuse-multi-use-elementwise pass //
//
// linalg-fuse-elementwise-ops fuses a producer only into its single user.
// An optimizer's update reads the new moments it also returns: Adam's
// parameter update is the second user of m' and v', so each stays a loop of
// its own and every step streams the moments through memory twice. Fusing
// them into their first user, which then also yields them, is the same
// scalar work in one loop.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFUSEMULTIUSEELEMENTWISE
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
/// Whether the producer of `operand`, which has several users, may be fused
/// into its owner without computing anything twice: the owner is an
/// all-parallel generic reading the producer's value one element per
/// iteration (a permutation map, not a broadcast), and it is the producer's
/// first user in the same block, reading the value once, with every other
/// user after it (`getFirstUserRead`, which the cost model shares), so that
/// they can read the fused op's copy of the value. The producer's inputs
/// then live until the owner, which needed the value anyway.
bool fusesIntoFirstUser(OpOperand &operand) {
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  // getFirstUserRead last: it walks every user of the producer, and asked
  // for each of them it took time quadratic in their number.
  return consumer && consumer.getNumParallelLoops() == consumer.getNumLoops() &&
         consumer.getMatchingIndexingMap(&operand).isPermutation() &&
         linalg::areElementwiseOpsFusable(&operand) &&
         fsdp::getFirstUserRead(operand.get()) == &operand;
}

/// Fuses a multi-user producer into its first user; the fused op yields the
/// producer's results too, and its other users read those. (Upstream's
/// pattern keeps the producer for them and computes its values twice.)
struct FuseIntoFirstUser : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (!fusesIntoFirstUser(operand))
        continue;
      Operation *producer = operand.get().getDefiningOp();
      rewriter.setInsertionPoint(consumer);
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        continue;
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceAllUsesWith(original, replacement);
      rewriter.eraseOp(consumer);
      if (producer->use_empty())
        rewriter.eraseOp(producer);
      return success();
    }
    return failure();
  }
};

struct FSDPFuseMultiUseElementwisePass
    : public fsdp::impl::FSDPFuseMultiUseElementwiseBase<
          FSDPFuseMultiUseElementwisePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FuseIntoFirstUser>(&getContext());
    // Producers before consumers, as fuseElementwiseOps expects for
    // producers with several users.
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(true);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
