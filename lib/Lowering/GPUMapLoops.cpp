//===- GPUMapLoops.cpp - The fsdp-gpu-map-loops pass ----------------------===//
//
// Tiles the parallel loops of a step into blocks of threads and maps them for
// convert-parallel-loops-to-gpu. Unlike gpu-map-parallel-loops (dimension i to
// block i, one thread per block), the innermost dimension goes to x of both
// levels, so consecutive threads touch consecutive elements of a row-major
// buffer, and a block has up to 256 threads.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPGPUMAPLOOPS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// Tile sizes of the three innermost dimensions (x, y, z): 32 x 8 threads
/// for two or more dimensions, 256 for one.
static SmallVector<int64_t> tileSizes(unsigned rank) {
  SmallVector<int64_t> sizes(rank, 1);
  if (rank == 1) {
    sizes[0] = 256;
    return sizes;
  }
  sizes[rank - 1] = 32;
  sizes[rank - 2] = 8;
  return sizes;
}

/// Whether every dimension of `op` has exactly one iteration.
static bool isSingleIteration(scf::ParallelOp op) {
  for (auto [lb, ub, step] :
       llvm::zip(op.getLowerBound(), op.getUpperBound(), op.getStep())) {
    std::optional<int64_t> l = getConstantIntValue(lb);
    std::optional<int64_t> u = getConstantIntValue(ub);
    std::optional<int64_t> s = getConstantIntValue(step);
    if (!l || !u || !s || *s <= 0 || *u - *l > *s || *u <= *l)
      return false;
  }
  return true;
}

/// Maps dimension d of `op` (of rank r) to processor `first + (r - 1 - d)`
/// for the three innermost dimensions, the others to sequential loops.
static LogicalResult map(scf::ParallelOp op, gpu::Processor first) {
  MLIRContext *ctx = op.getContext();
  unsigned rank = op.getNumLoops();
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping;
  for (unsigned d = 0; d < rank; ++d) {
    unsigned fromInner = rank - 1 - d;
    gpu::Processor p = fromInner < 3
                           ? static_cast<gpu::Processor>(
                                 static_cast<unsigned>(first) + fromInner)
                           : gpu::Processor::Sequential;
    mapping.push_back(gpu::ParallelLoopDimMappingAttr::get(ctx, p, id, id));
  }
  return gpu::setMappingAttr(op, mapping);
}

static LogicalResult mapSequential(scf::ParallelOp op) {
  MLIRContext *ctx = op.getContext();
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping(
      op.getNumLoops(), gpu::ParallelLoopDimMappingAttr::get(
                            ctx, gpu::Processor::Sequential, id, id));
  return gpu::setMappingAttr(op, mapping);
}

/// Whether `op` reads or writes a buffer on the host.
static bool accessesMemory(Operation *op) {
  Value memref;
  if (auto load = dyn_cast<memref::LoadOp>(op))
    memref = load.getMemRef();
  else if (auto store = dyn_cast<memref::StoreOp>(op))
    memref = store.getMemRef();
  else if (isa<memref::CopyOp, memref::AtomicRMWOp, memref::GenericAtomicRMWOp,
               linalg::LinalgOp>(op))
    return true;
  else
    return false;
  // Stack buffers of the host are host memory.
  return !memref.getDefiningOp<memref::AllocaOp>();
}

namespace {
struct GPUMapLoopsPass
    : public fsdp::impl::FSDPGPUMapLoopsBase<GPUMapLoopsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    bool failed = false;
    SmallVector<scf::ParallelOp> outermost;
    func.walk([&](scf::ParallelOp op) {
      if (!op->getParentOfType<scf::ParallelOp>())
        outermost.push_back(op);
    });
    for (scf::ParallelOp op : outermost) {
      if (op.getNumResults() != 0) {
        op.emitError("cannot map a parallel loop with reductions to the GPU");
        failed = true;
        continue;
      }
      if (isSingleIteration(op)) {
        failed |= mlir::failed(map(op, gpu::Processor::BlockX));
        continue;
      }
      auto [outer, inner] = scf::tileParallelLoop(
          op, tileSizes(op.getNumLoops()), /*noMinMaxBounds=*/true);
      failed |= mlir::failed(map(outer, gpu::Processor::BlockX));
      failed |= mlir::failed(map(inner, gpu::Processor::ThreadX));
    }
    // Deeper parallel loops run sequentially in their thread.
    func.walk([&](scf::ParallelOp op) {
      if (!op->hasAttr(gpu::getMappingAttrName()))
        failed |= mlir::failed(mapSequential(op));
    });
    func.walk([&](Operation *op) {
      if (!accessesMemory(op) || op->getParentOfType<scf::ParallelOp>() ||
          op->getParentOfType<gpu::LaunchOp>())
        return;
      op->emitError("accesses a buffer outside of a parallel loop: it would "
                    "run on the host, where the step's buffers are device "
                    "memory");
      failed = true;
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
