//===- FoldTransposes.cpp - Transposed contraction operands as maps -------===//
//
// A transpose feeding a contraction is a full copy of the operand that the
// GEMM does not need: the library reads either layout at the same speed.
// Folding the permutation into the operand's indexing map removes the copy
// before bufferization would allocate it.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFOLDTRANSPOSESINTOCONTRACTIONS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct FoldTransposeIntoContraction
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<linalg::TransposeOp> folded;
    for (OpOperand *in : op.getDpsInputOperands()) {
      // The rule the cost and memory models follow (LoweringFolds.h).
      auto transpose = in->get().getDefiningOp<linalg::TransposeOp>();
      if (!transpose || !fsdp::foldsTransposeInto(*in)) {
        inputs.push_back(in->get());
        continue;
      }
      // Result dim i is input dim perm[i]: the input's map has result
      // perm[i] equal to the old map's result i.
      ArrayRef<int64_t> perm = transpose.getPermutation();
      AffineMap map = maps[in->getOperandNumber()];
      SmallVector<AffineExpr> results(map.getNumResults());
      for (auto [i, p] : llvm::enumerate(perm))
        results[p] = map.getResult(i);
      maps[in->getOperandNumber()] = AffineMap::get(
          map.getNumDims(), map.getNumSymbols(), results, op.getContext());
      inputs.push_back(transpose.getInput());
      folded.push_back(transpose);
    }
    if (folded.empty())
      return rewriter.notifyMatchFailure(op, "no transposed operand");

    SmallVector<Value> inits;
    for (OpOperand &init : op.getDpsInitsMutable())
      inits.push_back(init.get());
    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), op->getResultTypes(), inputs, inits, maps,
        op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op->getRegion(0), generic.getRegion(),
                                generic.getRegion().begin());
    rewriter.replaceOp(op, generic->getResults());
    for (linalg::TransposeOp t : folded)
      if (t->use_empty())
        rewriter.eraseOp(t);
    return success();
  }
};

struct FSDPFoldTransposesIntoContractionsPass
    : public fsdp::impl::FSDPFoldTransposesIntoContractionsBase<
          FSDPFoldTransposesIntoContractionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    fsdp::populateFoldTransposesIntoContractionsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::fsdp::populateFoldTransposesIntoContractionsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FoldTransposeIntoContraction>(patterns.getContext());
}
