//===- HoistDeallocs.cpp - Free buffers right after their last use -------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPHOISTDEALLOCS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// The last operation of `block` that uses `buffer` or an alias of it, or
/// nullptr when an alias is used in a way that may outlive the op (a
/// non-memref value derived from it).
static Operation *lastUser(Block *block, Value buffer,
                           const BufferViewFlowAnalysis &aliases,
                           Operation *dealloc, bool &escapes) {
  Operation *last = nullptr;
  for (Value alias : aliases.resolve(buffer)) {
    for (Operation *user : alias.getUsers()) {
      if (user == dealloc)
        continue;
      if (isa<memref::ExtractAlignedPointerAsIndexOp,
              memref::ExtractStridedMetadataOp>(user)) {
        escapes = true;
        return nullptr;
      }
      Operation *inBlock = block->findAncestorOpInBlock(*user);
      if (!inBlock) {
        // Used outside this block (e.g. after a region that yields it).
        escapes = true;
        return nullptr;
      }
      if (!last || last->isBeforeInBlock(inBlock))
        last = inBlock;
    }
  }
  return last;
}

namespace {
struct FSDPHoistDeallocsPass
    : public fsdp::impl::FSDPHoistDeallocsBase<FSDPHoistDeallocsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    BufferViewFlowAnalysis aliases(func);
    SmallVector<memref::DeallocOp> deallocs;
    func.walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
    for (memref::DeallocOp dealloc : deallocs) {
      Block *block = dealloc->getBlock();
      bool escapes = false;
      Operation *last =
          lastUser(block, dealloc.getMemref(), aliases, dealloc, escapes);
      if (escapes)
        continue;
      if (!last) {
        // Never used: free it right after it is defined.
        Value m = dealloc.getMemref();
        if (Operation *def = m.getDefiningOp(); def && def->getBlock() == block)
          last = def;
        else
          continue;
      }
      if (last->isBeforeInBlock(dealloc))
        dealloc->moveAfter(last);
    }
  }
};
} // namespace
