//===- StridedCopies.cpp - Strided memref.copy as linalg.copy -------------===//
//
// finalize-memref-to-llvm turns a memref.copy between buffers that are not
// both contiguous into a call of `memrefCopy` from MLIR's C runner utilities,
// a library a compiled training step does not otherwise need (and a slow,
// element-by-element copy). As a linalg.copy it becomes a loop nest instead.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSTRIDEDCOPIESTOLINALG
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct StridedCopyToLinalg : public OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(op.getSource().getType());
    auto target = dyn_cast<MemRefType>(op.getTarget().getType());
    if (!source || !target)
      return rewriter.notifyMatchFailure(op, "unranked");
    if (source.getLayout().isIdentity() && target.getLayout().isIdentity())
      return rewriter.notifyMatchFailure(op, "contiguous: a memcpy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(op, op.getSource(),
                                                op.getTarget());
    return success();
  }
};

struct FSDPStridedCopiesToLinalgPass
    : public fsdp::impl::FSDPStridedCopiesToLinalgBase<
          FSDPStridedCopiesToLinalgPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<StridedCopyToLinalg>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace
