//===- FuseElementwiseOps.cpp - The fsdp-fuse-elementwise-ops pass --------===//
//
// Upstream's elementwise fusion with one more rule: an elementwise producer
// is never fused into a contraction, which stays a multiply-add for the BLAS
// lowering.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFUSEELEMENTWISEOPS
#include "fsdp/Conversion/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
/// Upstream's rule (a producer with one user) unless the user is a
/// contraction.
bool fusesInto(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  if (!producer || !producer->hasOneUse())
    return false;
  auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
  return !consumer || !linalg::isaContractionOpInterface(consumer);
}

struct FSDPFuseElementwiseOpsPass
    : public fsdp::impl::FSDPFuseElementwiseOpsBase<
          FSDPFuseElementwiseOpsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // As linalg-fuse-elementwise-ops populates them, with `fusesInto`.
    linalg::populateElementwiseOpsFusionPatterns(patterns, fusesInto);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, fusesInto);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, fusesInto);
    // Top-down and without a convergence check, as upstream runs them.
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(true);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config);
  }
};
} // namespace
