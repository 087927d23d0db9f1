//===- FuseElementwiseOps.cpp - The fsdp-fuse-elementwise-ops pass --------===//
//
// Upstream's elementwise fusion with the project's rule
// (fsdp::allowsElementwiseFusion, shared with the cost and memory models):
// an elementwise producer is never fused into a contraction, which stays a
// multiply-add for the BLAS lowering, nor into a read through a broadcast.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFUSEELEMENTWISEOPS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct FSDPFuseElementwiseOpsPass
    : public fsdp::impl::FSDPFuseElementwiseOpsBase<
          FSDPFuseElementwiseOpsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    // As linalg-fuse-elementwise-ops populates them, with the project's
    // rule (the one the cost and memory models ask through getFusingUser).
    linalg::ControlFusionFn fusesInto = [](OpOperand *operand) {
      return fsdp::allowsElementwiseFusion(*operand);
    };
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
