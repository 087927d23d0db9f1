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

namespace {
/// Positions of the operations of the blocks holding deallocations, taken
/// once: Operation::isBeforeInBlock renumbers a block after every move, so
/// asking it after each hoist made the pass quadratic in the step's length
/// (cubic with the alias sets). A hoisted deallocation takes its new
/// predecessor's position: only user positions are compared, and a
/// deallocation after its predecessor is before every later operation.
class Positions {
public:
  int64_t of(Operation *op) {
    auto it = positions.find(op);
    if (it != positions.end())
      return it->second;
    int64_t i = 0;
    for (Operation &o : *op->getBlock())
      positions[&o] = i++;
    return positions.lookup(op);
  }
  void moved(Operation *op, Operation *after) { positions[op] = of(after); }

private:
  DenseMap<Operation *, int64_t> positions;
};
} // namespace

/// The last operation of `block` that uses `buffer` or an alias of it, or
/// nullptr when an alias is used in a way that may outlive the op (a
/// non-memref value derived from it).
static Operation *lastUser(Block *block, Value buffer,
                           const BufferViewFlowAnalysis &aliases,
                           Operation *dealloc, Positions &positions,
                           bool &escapes) {
  Operation *last = nullptr;
  int64_t lastPosition = -1;
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
      if (int64_t p = positions.of(inBlock); !last || lastPosition < p) {
        last = inBlock;
        lastPosition = p;
      }
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
    Positions positions;
    SmallVector<memref::DeallocOp> deallocs;
    func.walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
    for (memref::DeallocOp dealloc : deallocs) {
      Block *block = dealloc->getBlock();
      bool escapes = false;
      Operation *last = lastUser(block, dealloc.getMemref(), aliases, dealloc,
                                 positions, escapes);
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
      if (positions.of(last) < positions.of(dealloc)) {
        dealloc->moveAfter(last);
        positions.moved(dealloc, last);
      }
    }
  }
};
} // namespace
