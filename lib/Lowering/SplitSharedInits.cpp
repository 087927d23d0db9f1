//===- SplitSharedInits.cpp - The fsdp-split-shared-inits pass ------------===//
//
// One-Shot Bufferize's analysis scans every use of a tensor's aliases for
// each operand it decides. A tensor that many linalg ops start from as their
// init, directly or through a reshape (one zero fill that every layer's
// reductions accumulate into), or that many insert_slices write into (a
// zero constant), has them all among those uses: quadratic in the step's
// length. Every init but the last starts from its own to_tensor of one
// read-only to_buffer of the tensor; bufferization copies from that buffer
// as it copied from the tensor's, and folds them away.
//
//===----------------------------------------------------------------------===//

#include "SharedTensors.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSPLITSHAREDINITS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// The linalg op that `use` is an init of and that reads it, in `block`, or
/// null.
static Operation *readingInitOwner(OpOperand &use, Block *block) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!linalgOp || linalgOp->getBlock() != block ||
      !linalgOp.hasPureTensorSemantics() || !linalgOp.isDpsInit(&use) ||
      !linalgOp.payloadUsesValueFromOperand(&use))
    return nullptr;
  return linalgOp;
}

namespace {
/// A use of the shared tensor and the op that writes it (its linalg op or
/// insert_slice).
struct Init {
  OpOperand *use;
  Operation *writer;
};
} // namespace

/// The uses of `value` that inits start from, ordered by the ops that write
/// them, or nothing when `value` has another use: every use is a read init
/// of a linalg op in the block that defines `value`, the source of a
/// tensor.expand_shape / collapse_shape whose one use is one, or the
/// destination of a tensor.insert_slice there.
static SmallVector<Init> splittableInits(Value value) {
  Block *block = value.getParentBlock();
  SmallVector<Init> inits;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    Operation *writer = nullptr;
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(user)) {
      Value reshaped = user->getResult(0);
      if (user->getBlock() == block && reshaped.hasOneUse())
        writer = readingInitOwner(*reshaped.use_begin(), block);
    } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(user)) {
      if (insert->getBlock() == block && &use == &insert.getDestMutable())
        writer = insert;
    } else {
      writer = readingInitOwner(use, block);
    }
    if (!writer)
      return {};
    inits.push_back({&use, writer});
  }
  llvm::sort(inits, [](const Init &a, const Init &b) {
    if (a.writer != b.writer)
      return a.writer->isBeforeInBlock(b.writer);
    return a.use->getOperandNumber() < b.use->getOperandNumber();
  });
  return inits;
}

namespace {
struct FSDPSplitSharedInitsPass
    : public fsdp::impl::FSDPSplitSharedInitsBase<FSDPSplitSharedInitsPass> {
  using FSDPSplitSharedInitsBase::FSDPSplitSharedInitsBase;

  void runOnOperation() override {
    unsigned fewest = std::max<unsigned>(2, minInits);
    SmallVector<Value> shared =
        fsdp::collectSharedTensors(getOperation(), fewest);
    OpBuilder b(&getContext());
    for (Value value : shared) {
      SmallVector<Init> inits = splittableInits(value);
      if (inits.size() < fewest ||
          !fsdp::hasIdentityBuffer(value, /*constants=*/true))
        continue;
      auto type = cast<RankedTensorType>(value.getType());
      auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
      // The to_buffer, a read, goes before the first use; the last writer
      // keeps the tensor, and may still write into its buffer: every other
      // writer is before it.
      Operation *first = inits.front().use->getOwner();
      for (const Init &init : inits)
        if (init.use->getOwner()->isBeforeInBlock(first))
          first = init.use->getOwner();
      b.setInsertionPoint(first);
      Value buffer = bufferization::ToBufferOp::create(
          b, value.getLoc(), memrefType, value, /*read_only=*/true);
      for (const Init &init : ArrayRef(inits).drop_back()) {
        b.setInsertionPoint(init.use->getOwner());
        init.use->set(bufferization::ToTensorOp::create(
            b, value.getLoc(), type, buffer, /*restrict=*/true,
            /*writable=*/false));
      }
    }
  }
};
} // namespace
