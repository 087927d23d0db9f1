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
    // Each op's place in its block, numbered once: the clones made below
    // would make Operation::isBeforeInBlock renumber the block each time.
    DenseMap<Operation *, size_t> order;
    getOperation().walk([&](Operation *op) {
      order[op] = order.size();
      if (auto empty = dyn_cast<tensor::EmptyOp>(op))
        empties.push_back(empty);
    });
    OpBuilder b(&getContext());
    for (tensor::EmptyOp empty : empties) {
      // The first user (the op of the empty's block that holds the use;
      // within one such op, the first use in the walk) keeps the original,
      // where bufferization allocates its buffer, as the memory model has
      // it; every other use gets a clone, right before its user. (Use lists
      // are in no useful order: a forward empty left to a backward user
      // held its buffer through the whole forward pass.)
      Block *block = empty->getBlock();
      OpOperand *first = nullptr;
      std::pair<size_t, size_t> firstAt;
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : empty->getUses()) {
        uses.push_back(&use);
        Operation *top = block->findAncestorOpInBlock(*use.getOwner());
        std::pair<size_t, size_t> at = {top ? order.lookup(top) : SIZE_MAX,
                                        order.lookup(use.getOwner())};
        if (!first || at < firstAt)
          std::tie(first, firstAt) = std::make_pair(&use, at);
      }
      for (OpOperand *use : uses) {
        if (use == first)
          continue;
        b.setInsertionPoint(use->getOwner());
        use->set(b.clone(*empty)->getResult(0));
      }
    }
  }
};
} // namespace
