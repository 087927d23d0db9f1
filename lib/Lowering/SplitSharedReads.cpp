//===- SplitSharedReads.cpp - The fsdp-split-shared-reads pass ------------===//
//
// One-Shot Bufferize's analysis scans every use of a tensor's aliases for
// each operand it decides: a tensor read by n ops costs it n^2. The
// optimizer's scalars (AdamW's bias corrections, the clipping coefficient)
// are read by every parameter's update, so that is quadratic in the step's
// length. Every read but the last goes through its own to_tensor of one
// read-only to_buffer of the tensor; bufferization folds them away.
//
//===----------------------------------------------------------------------===//

#include "SharedTensors.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSPLITSHAREDREADS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// The reads of `value` that may go through a buffer, in block order, or
/// nothing when `value` has a use that is not one: every use is an input of
/// a linalg op in the block that defines `value` (a read, never a write nor
/// an alias of a result).
static SmallVector<OpOperand *> splittableReads(Value value) {
  Block *block = value.getParentBlock();
  SmallVector<OpOperand *> reads;
  for (OpOperand &use : value.getUses()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || use.getOwner()->getBlock() != block ||
        !linalgOp.isDpsInput(&use))
      return {};
    reads.push_back(&use);
  }
  llvm::sort(reads, [](OpOperand *a, OpOperand *b) {
    if (a->getOwner() != b->getOwner())
      return a->getOwner()->isBeforeInBlock(b->getOwner());
    return a->getOperandNumber() < b->getOperandNumber();
  });
  return reads;
}

namespace {
struct FSDPSplitSharedReadsPass
    : public fsdp::impl::FSDPSplitSharedReadsBase<FSDPSplitSharedReadsPass> {
  using FSDPSplitSharedReadsBase::FSDPSplitSharedReadsBase;

  void runOnOperation() override {
    SmallVector<Value> shared = fsdp::collectSharedTensors(
        getOperation(), std::max<unsigned>(2, minReads));
    OpBuilder b(&getContext());
    for (Value value : shared) {
      SmallVector<OpOperand *> reads = splittableReads(value);
      if (reads.size() < std::max<size_t>(2, minReads) ||
          !fsdp::hasIdentityBuffer(value, /*constants=*/false))
        continue;
      auto type = cast<RankedTensorType>(value.getType());
      auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
      // The last read stays: a write into the tensor's buffer before any of
      // the others is before it too, so the analysis still sees the
      // conflict. The to_buffer, right before the first read, is a read
      // there.
      b.setInsertionPoint(reads.front()->getOwner());
      Value buffer = bufferization::ToBufferOp::create(
          b, value.getLoc(), memrefType, value, /*read_only=*/true);
      for (OpOperand *read : ArrayRef(reads).drop_back()) {
        b.setInsertionPoint(read->getOwner());
        read->set(bufferization::ToTensorOp::create(b, value.getLoc(), type,
                                                    buffer, /*restrict=*/true,
                                                    /*writable=*/false));
      }
    }
  }
};
} // namespace
