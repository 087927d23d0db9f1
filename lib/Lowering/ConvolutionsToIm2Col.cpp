//===- ConvolutionsToIm2Col.cpp - 2-D convolutions as im2col + GEMM -------===//
//
// A named 2-D convolution lowers to a loop nest whose every output element
// is one chain of dependent additions over its channels and kernel window.
// As im2col and a contraction it runs on the BLAS library instead, with the
// library's blocked sums.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPCONVOLUTIONSTOIM2COL
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct FSDPConvolutionsToIm2ColPass
    : public fsdp::impl::FSDPConvolutionsToIm2ColBase<
          FSDPConvolutionsToIm2ColPass> {
  void runOnOperation() override {
    SmallVector<linalg::LinalgOp> convolutions;
    // The rule the cost model follows (LoweringFolds.h).
    getOperation().walk([&](linalg::LinalgOp op) {
      if (fsdp::runsAsIm2Col(op))
        convolutions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : convolutions) {
      rewriter.setInsertionPoint(op);
      if (auto nchw = dyn_cast<linalg::Conv2DNchwFchwOp>(op.getOperation()))
        (void)linalg::rewriteInIm2Col(rewriter, nchw);
      else
        (void)linalg::rewriteInIm2Col(
            rewriter, cast<linalg::Conv2DNhwcHwcfOp>(op.getOperation()));
    }
  }
};
} // namespace
