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

/// Whether `value`'s buffer has the identity layout whatever the analysis
/// decides, as the to_buffer's type, so that it folds away: a function
/// argument (One-Shot Bufferize gives them that layout in the lowering; with
/// another it copies) or a new allocation, or a destination-style op's
/// result written into one. (A slice's buffer would not fold.)
static bool hasIdentityBuffer(Value value) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value))
      return isa<func::FuncOp>(arg.getOwner()->getParentOp());
    Operation *def = value.getDefiningOp();
    if (isa<tensor::EmptyOp, bufferization::AllocTensorOp>(def))
      return true;
    auto dps = dyn_cast<DestinationStyleOpInterface>(def);
    if (!dps)
      return false;
    value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
  }
}

namespace {
struct FSDPSplitSharedReadsPass
    : public fsdp::impl::FSDPSplitSharedReadsBase<FSDPSplitSharedReadsPass> {
  using FSDPSplitSharedReadsBase::FSDPSplitSharedReadsBase;

  void runOnOperation() override {
    SmallVector<Value> shared;
    auto consider = [&](Value v) {
      auto type = dyn_cast<RankedTensorType>(v.getType());
      if (type && !type.getEncoding() &&
          v.hasNUsesOrMore(std::max<unsigned>(2, minReads)))
        shared.push_back(v);
    };
    getOperation().walk([&](Operation *op) {
      for (Value result : op->getResults())
        consider(result);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            consider(arg);
    });
    OpBuilder b(&getContext());
    for (Value value : shared) {
      SmallVector<OpOperand *> reads = splittableReads(value);
      if (reads.size() < std::max<size_t>(2, minReads) ||
          !hasIdentityBuffer(value))
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
