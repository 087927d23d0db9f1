//===- ConvolutionsToIm2Col.cpp - Convolutions as im2col + GEMM -----------===//
//
// A convolution lowers to a loop nest whose every output element is one
// chain of dependent additions over its channels and kernel window. As
// im2col and a contraction it runs on the BLAS library instead, with the
// library's blocked sums.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPCONVOLUTIONSTOIM2COL
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// `input` read through `map` gathered into a tensor over `loops` (in that
/// order): `gathered[i...] = input[map(loops = i...)]`.
static Value gather(RewriterBase &rewriter, Location loc, Value input,
                    AffineMap map, ArrayRef<unsigned> loops,
                    ArrayRef<int64_t> ranges) {
  MLIRContext *context = rewriter.getContext();
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> position(map.getNumDims(),
                                   getAffineConstantExpr(0, context));
  for (auto [d, l] : llvm::enumerate(loops)) {
    shape.push_back(ranges[l]);
    position[l] = getAffineDimExpr(d, context);
  }
  AffineMap read = map.replaceDimsAndSymbols(position, {}, loops.size(), 0);
  Type element = getElementTypeOrSelf(input.getType());
  Value empty = tensor::EmptyOp::create(rewriter, loc, shape, element);
  SmallVector<AffineMap> maps = {read,
                                 rewriter.getMultiDimIdentityMap(loops.size())};
  SmallVector<utils::IteratorType> iterators(loops.size(),
                                             utils::IteratorType::parallel);
  auto copy = linalg::GenericOp::create(
      rewriter, loc, empty.getType(), input, empty, maps, iterators,
      [](OpBuilder &b, Location loc, ValueRange args) {
        linalg::YieldOp::create(b, loc, args[0]);
      });
  return copy.getResult(0);
}

/// `op` as the contraction of its window matrix (`form`) with its other
/// input: the same body on the same loops.
static void rewriteInIm2Col(RewriterBase &rewriter, linalg::LinalgOp op,
                            const fsdp::Im2ColForm &form) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> inputs = op.getDpsInputs();
  inputs[form.image] =
      gather(rewriter, loc, inputs[form.image], maps[form.image],
             form.windowLoops, op.getStaticLoopRanges());
  SmallVector<AffineExpr> window;
  for (unsigned l : form.windowLoops)
    window.push_back(rewriter.getAffineDimExpr(l));
  maps[form.image] =
      AffineMap::get(op.getNumLoops(), 0, window, op.getContext());
  auto contraction = linalg::GenericOp::create(
      rewriter, loc, op->getResultTypes(), inputs, op.getDpsInits(), maps,
      op.getIteratorTypesArray());
  rewriter.cloneRegionBefore(op->getRegion(0), contraction.getRegion(),
                             contraction.getRegion().end());
  rewriter.replaceOp(op, contraction->getResults());
}

namespace {
struct FSDPConvolutionsToIm2ColPass
    : public fsdp::impl::FSDPConvolutionsToIm2ColBase<
          FSDPConvolutionsToIm2ColPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, fsdp::Im2ColForm>> convolutions;
    // The rule the cost and memory models follow (LoweringFolds.h).
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<fsdp::Im2ColForm> form = fsdp::matchIm2Col(op))
        convolutions.push_back({op, std::move(*form)});
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, form] : convolutions)
      rewriteInIm2Col(rewriter, op, form);
  }
};
} // namespace
