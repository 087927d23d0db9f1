//===- FuseElementwiseOps.cpp - The fsdp-fuse-elementwise-ops pass --------===//
//
// Upstream's elementwise fusion with the project's rule
// (fsdp::allowsElementwiseFusion, shared with the cost and memory models):
// an elementwise producer is never fused into a contraction, which stays a
// multiply-add for the BLAS lowering, nor into a read through a broadcast.
// A fused op stops growing at kMaxFusedInputs inputs and kMaxFusedBodyOps
// body ops: upstream builds each fusion's op anew, so a chain fused one
// link at a time (a global norm's 0-d adds, one per parameter) took time
// quadratic in its length.
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
/// The largest op the fusion builds (on the HF Llama steps and the test
/// inputs it built at most 9 inputs and 36 body ops). A chain longer than
/// that becomes several ops, each reading the one before: the same scalar
/// ops in the same order, and each fusion copies a bounded op, so the
/// chain's cost is linear in its length.
constexpr unsigned kMaxFusedInputs = 64;
constexpr unsigned kMaxFusedBodyOps = 512;

/// The number of ops in `block`, counting no further than `cap` + 1.
unsigned countOps(Block &block, unsigned cap) {
  unsigned count = 0;
  for (auto it = block.begin(); it != block.end() && count <= cap; ++it)
    ++count;
  return count;
}

/// Whether the op fusing the producer of `operand` into its owner stays
/// within the bounds above (other ops are left to upstream's checks).
bool fusedOpWithinBounds(OpOperand &operand) {
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  if (!producer || !consumer || !consumer.isDpsInput(&operand))
    return true;
  // The fused op reads the producer's inputs instead of its result, and
  // its body is both bodies but the producer's yield.
  unsigned inputs = producer.getNumDpsInputs() + consumer.getNumDpsInputs() - 1;
  unsigned bodyOps = countOps(producer.getRegion().front(), kMaxFusedBodyOps) -
                     1 +
                     countOps(consumer.getRegion().front(), kMaxFusedBodyOps);
  return inputs <= kMaxFusedInputs && bodyOps <= kMaxFusedBodyOps;
}

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
    linalg::ControlFusionFn fusesElementwise = [](OpOperand *operand) {
      return fsdp::allowsElementwiseFusion(*operand) &&
             fusedOpWithinBounds(*operand);
    };
    linalg::populateElementwiseOpsFusionPatterns(patterns, fusesElementwise);
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
