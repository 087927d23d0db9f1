//===- SplitEmptyTensors.cpp - One tensor.empty per use -------------------===//
//
// A tensor.empty shared by many ops (CSE merges them) makes their results
// one alias set for One-Shot Bufferize, whose conflict checks are then
// cubic in the step's length. Each use gets its own empty tensor.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSPLITEMPTYTENSORS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct FSDPSplitEmptyTensorsPass
    : public fsdp::impl::FSDPSplitEmptyTensorsBase<FSDPSplitEmptyTensorsPass> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> empties;
    getOperation().walk([&](tensor::EmptyOp op) { empties.push_back(op); });
    OpBuilder b(&getContext());
    for (tensor::EmptyOp empty : empties) {
      // Every use but one gets a clone, right before its user.
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : empty->getUses())
        uses.push_back(&use);
      for (size_t i = 1; i < uses.size(); ++i) {
        b.setInsertionPoint(uses[i]->getOwner());
        uses[i]->set(b.clone(*empty)->getResult(0));
      }
    }
  }
};
} // namespace
