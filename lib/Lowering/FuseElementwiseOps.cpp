//===- FuseElementwiseOps.cpp - The fsdp-fuse-elementwise-ops pass --------===//
//
// Upstream's elementwise fusion with one more rule: an elementwise producer
// is never fused into a contraction, which stays a multiply-add for the BLAS
// lowering.
//
//===----------------------------------------------------------------------===//

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
/// Whether the body of `op` is one `arith.mulf` of its two inputs.
bool isProductOfInputs(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  if (op.getNumDpsInputs() != 2 || body.getOperations().size() != 2)
    return false;
  auto mul = dyn_cast<arith::MulFOp>(body.front());
  return mul && isa<BlockArgument>(mul.getLhs()) &&
         isa<BlockArgument>(mul.getRhs()) &&
         cast<BlockArgument>(mul.getLhs()).getArgNumber() < 2 &&
         cast<BlockArgument>(mul.getRhs()).getArgNumber() < 2 &&
         mul.getLhs() != mul.getRhs();
}

/// Whether fusing the producer of `operand` into its user would make a
/// contraction of an op that is none: a sum of one input (any reduction
/// with one input) reading the product of two values.
bool makesContraction(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
  auto consumer = dyn_cast<linalg::GenericOp>(operand->getOwner());
  return producer && consumer && isProductOfInputs(producer) &&
         consumer.getNumDpsInputs() == 1 && consumer.getNumReductionLoops() > 0;
}

/// Whether the user reads the value through a broadcast (an indexing map
/// that drops loops: a 0-d scalar, a row), so that fusing its producer
/// would compute the producer again for every element it is broadcast to:
/// an optimizer's bias corrections (a `pow`, a `sqrt` and divisions of the
/// step count, and the frontend's checks of them) once per parameter
/// element instead of once.
bool readsBroadcast(OpOperand *operand) {
  auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
  if (!consumer)
    return false;
  AffineMap map = consumer.getMatchingIndexingMap(operand);
  return map.getNumResults() < consumer.getNumLoops();
}

/// Upstream's rule (a producer with one user) unless the user reads it
/// through a broadcast, is a contraction or fusing would make one: which
/// contractions become library calls is then the step's own choice, not the
/// fusion's, whose order and use counts vary (a GEMM formed by fusion rounds
/// unlike the loops it replaces).
bool fusesInto(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  if (!producer || !producer->hasOneUse() || makesContraction(operand) ||
      readsBroadcast(operand))
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
