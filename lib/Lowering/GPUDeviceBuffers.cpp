//===- GPUDeviceBuffers.cpp - The fsdp-gpu-device-buffers pass ------------===//
//
// After bufferization and convert-fsdp-to-runtime, puts every buffer of a
// step in device memory and makes sure that every access to one will run in
// a kernel: the host only allocates, frees, launches and calls the runtime.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPGPUDEVICEBUFFERS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
struct GPUDeviceBuffersPass
    : public fsdp::impl::FSDPGPUDeviceBuffersBase<GPUDeviceBuffersPass> {

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (!func.isExternal())
        runOnFunction(func);
  }

  void runOnFunction(func::FuncOp func) {
    IRRewriter rewriter(func.getContext());
    SmallVector<Operation *> ops;
    func.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::DeallocOp, memref::CopyOp,
              memref::GetGlobalOp, linalg::LinalgOp>(op))
        ops.push_back(op);
    });
    SmallVector<Value> constantCopies;
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        // cuMemAlloc aligns to 256 bytes, more than any alignment asked for.
        auto dev = gpu::AllocOp::create(
            rewriter, loc, alloc.getType(), /*asyncToken=*/Type(), ValueRange{},
            alloc.getDynamicSizes(), alloc.getSymbolOperands());
        rewriter.replaceOp(alloc, dev.getMemref());
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(rewriter, loc, /*asyncToken=*/Type(),
                               ValueRange{}, dealloc.getMemref());
        rewriter.eraseOp(dealloc);
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        // A kernel, whatever the layouts (gpu.memcpy needs contiguous ones).
        rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                    copy.getTarget());
      } else if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        // Constants live in host memory: give the kernels a device copy.
        rewriter.setInsertionPointAfter(global);
        auto dev =
            gpu::AllocOp::create(rewriter, loc, global.getType(), Type(),
                                 ValueRange{}, ValueRange{}, ValueRange{});
        auto memcpy =
            gpu::MemcpyOp::create(rewriter, loc, Type(), ValueRange{},
                                  dev.getMemref(), global.getResult());
        rewriter.replaceAllUsesExcept(global.getResult(), dev.getMemref(),
                                      memcpy);
        constantCopies.push_back(dev.getMemref());
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
        if (linalgOp.getNumParallelLoops() != 0 ||
            op->getParentOfType<scf::ParallelOp>())
          continue;
        // No parallel dimension (a full reduction, a 0-d op): its loops
        // would run on the host. One iteration of a parallel loop makes it a
        // one-thread kernel.
        Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
        Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
        auto parallel = scf::ParallelOp::create(rewriter, loc, zero, one, one);
        rewriter.moveOpBefore(op, parallel.getBody()->getTerminator());
      }
    }
    freeConstantCopies(func, constantCopies);
  }

  /// Frees the device copies of constants before every return that does not
  /// return them (the runner frees returned buffers).
  void freeConstantCopies(func::FuncOp func, ArrayRef<Value> copies) {
    if (copies.empty())
      return;
    func.walk([&](func::ReturnOp ret) {
      OpBuilder b(ret);
      for (Value copy : copies) {
        if (llvm::is_contained(ret.getOperands(), copy) ||
            !copy.getParentRegion()->isAncestor(ret->getParentRegion()))
          continue;
        gpu::DeallocOp::create(b, ret.getLoc(), Type(), ValueRange{}, copy);
      }
    });
  }
};
} // namespace
