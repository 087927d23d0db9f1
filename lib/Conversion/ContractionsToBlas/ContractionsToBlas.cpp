//===- ContractionsToBlas.cpp - Contractions on buffers to BLAS calls -----===//
//
// A contraction lowered to loops runs at a fraction of a GFLOP/s; the same
// GEMM in a BLAS library runs at close to the core's peak. The pattern hands
// the runtime the role, size and strides of every loop instead of choosing
// transposes here, so one entry point covers named and generic contractions
// on any strided layout, and the runtime can copy what the library cannot
// read in place.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/ContractionsToBlas/ContractionsToBlas.h"
#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Conversion/Passes.h"
#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPCONTRACTIONSTOBLAS
#include "fsdp/Conversion/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

static fsdp::RuntimeFn contractFn(fsdp::ContractionDevice device) {
  return device == fsdp::ContractionDevice::Cuda
             ? fsdp::RuntimeFn::contract_cuda
             : fsdp::RuntimeFn::contract;
}

/// fsdp_rt_dtype of a float type the runtime takes (contractions are on
/// floats only), or -1.
static int64_t runtimeDtype(Type t) {
  std::optional<int32_t> code =
      isa<FloatType>(t) ? fsdp::getRuntimeDtype(t) : std::nullopt;
  return code ? *code : -1;
}

/// Roles of fsdp_rt_contract_role.
enum Role : int64_t { kBatch = 0, kM = 1, kN = 2, kK = 3 };

namespace {

/// The role of each loop of a contraction the runtime can run, or failure.
FailureOr<SmallVector<int64_t>> loopRoles(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op->getNumRegions() != 1)
    return failure();
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type || !type.isStrided())
      return failure();
  }
  Type outType = getElementTypeOrSelf(op.getDpsInitOperand(0)->get());
  if (!outType.isF32() && !outType.isF64())
    return failure();
  for (OpOperand *in : op.getDpsInputOperands())
    if (runtimeDtype(getElementTypeOrSelf(in->get())) < 0)
      return failure();
  if (!linalg::isaContractionOpInterface(op) || !fsdp::isMulAddBody(op))
    return failure();
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return failure();
  SmallVector<int64_t> roles(op.getNumLoops(), -1);
  auto assign = [&](ArrayRef<unsigned> loops, int64_t role) {
    for (unsigned l : loops) {
      if (roles[l] != -1)
        return false;
      roles[l] = role;
    }
    return true;
  };
  if (!assign(dims->batch, kBatch) || !assign(dims->m, kM) ||
      !assign(dims->n, kN) || !assign(dims->k, kK))
    return failure();
  if (llvm::is_contained(roles, -1))
    return failure();
  // Every operand indexes by distinct loops (no broadcast of a dimension
  // into a constant index, no diagonal).
  for (AffineMap map : op.getIndexingMapsArray()) {
    llvm::SmallBitVector seen(op.getNumLoops());
    for (AffineExpr e : map.getResults()) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d || seen.test(d.getPosition()))
        return failure();
      seen.set(d.getPosition());
    }
  }
  return roles;
}

/// The buffer `v` is a view of, through any chain of view ops.
Value viewRoot(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

/// Is `fill` a linalg.fill of +0.0 into exactly the output of `op`, which
/// does not read that buffer through an input (then the fill is needed)?
bool isZeroFillOf(Operation *fill, linalg::LinalgOp op) {
  Value buffer = op.getDpsInitOperand(0)->get();
  auto f = dyn_cast_or_null<linalg::FillOp>(fill);
  if (!f || !f.hasPureBufferSemantics() || f.getOutputs()[0] != buffer)
    return false;
  for (OpOperand *in : op.getDpsInputOperands())
    if (viewRoot(in->get()) == viewRoot(buffer))
      return false;
  // The constant the cost and memory models test too (LoweringFolds.h).
  return fsdp::isPositiveZeroFill(f);
}

/// Can cuBLAS run `op` (whose loop roles are known) from the host? Its
/// GEMMs take two inputs of one type (f32/bf16/f16 into f32, f64 into f64),
/// and a call inside a future kernel would run on the device.
bool fitsCublas(linalg::LinalgOp op) {
  Type a = getElementTypeOrSelf(op.getDpsInputOperand(0)->get());
  Type b = getElementTypeOrSelf(op.getDpsInputOperand(1)->get());
  Type c = getElementTypeOrSelf(op.getDpsInitOperand(0)->get());
  if (a != b || (c.isF64() && !a.isF64()))
    return false;
  Operation *parent = op->getParentOp();
  while (parent && !isa<FunctionOpInterface>(parent)) {
    StringRef name = parent->getName().getStringRef();
    if (name == "scf.parallel" || name == "scf.forall" || name == "gpu.launch")
      return false;
    parent = parent->getParentOp();
  }
  return true;
}

struct ContractionToBlasCall
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  ContractionToBlasCall(MLIRContext *ctx, fsdp::ContractionDevice device)
      : OpInterfaceRewritePattern(ctx), device(device) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<int64_t>> roles = loopRoles(op);
    if (failed(roles))
      return rewriter.notifyMatchFailure(op, "not a BLAS contraction");
    if (device == fsdp::ContractionDevice::Cuda && !fitsCublas(op))
      return rewriter.notifyMatchFailure(op, "not a cuBLAS contraction");
    // A zero fill right before (views and constants in between, which
    // bufferization places where the step's layout happens to put them):
    // overwrite instead of accumulating.
    Operation *fill = op->getPrevNode();
    while (fill && isMemoryEffectFree(fill) && fill->getNumRegions() == 0)
      fill = fill->getPrevNode();
    bool overwrite = isZeroFillOf(fill, op);

    Location loc = op.getLoc();
    auto i64 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, v, 64);
    };
    auto i32 = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, v, 32);
    };
    auto toI64 = [&](Value index) -> Value {
      return arith::IndexCastOp::create(rewriter, loc, rewriter.getI64Type(),
                                        index);
    };
    Type ptrType = LLVM::LLVMPointerType::get(rewriter.getContext());
    auto pointerTo = [&](Value memref, Value elementOffset) -> Value {
      Value base =
          memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, memref);
      if (elementOffset) {
        int64_t bytes =
            cast<MemRefType>(memref.getType()).getElementTypeBitWidth() / 8;
        Value byteOffset = arith::MulIOp::create(
            rewriter, loc, elementOffset,
            arith::ConstantIndexOp::create(rewriter, loc, bytes));
        base = arith::AddIOp::create(rewriter, loc, base, byteOffset);
      }
      return LLVM::IntToPtrOp::create(rewriter, loc, ptrType, toI64(base));
    };

    // Sizes and strides of every operand dimension, then per loop.
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    int64_t numLoops = op.getNumLoops();
    SmallVector<SmallVector<Value>> strideOf(3, SmallVector<Value>(numLoops));
    SmallVector<Value> sizeOf(numLoops);
    SmallVector<Value> pointers;
    for (int64_t x = 0; x < 3; ++x) {
      Value memref = op->getOperand(x);
      auto meta =
          memref::ExtractStridedMetadataOp::create(rewriter, loc, memref);
      pointers.push_back(pointerTo(memref, meta.getOffset()));
      for (auto [j, e] : llvm::enumerate(maps[x].getResults())) {
        unsigned loop = cast<AffineDimExpr>(e).getPosition();
        strideOf[x][loop] = toI64(meta.getStrides()[j]);
        if (!sizeOf[loop])
          sizeOf[loop] = toI64(meta.getSizes()[j]);
      }
    }

    // {role, size, stride in A, B, C} per loop, in a stack array allocated
    // at the function's entry (the op may sit in a loop).
    int64_t words = 5 * numLoops;
    auto arrayType = MemRefType::get({words}, rewriter.getI64Type());
    Value array;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      Region *entry = op->getParentRegion();
      while (!isa<FunctionOpInterface>(entry->getParentOp()) &&
             entry->getParentOp()->getParentRegion())
        entry = entry->getParentOp()->getParentRegion();
      rewriter.setInsertionPointToStart(&entry->front());
      array = memref::AllocaOp::create(rewriter, loc, arrayType);
    }
    Value zero = i64(0);
    for (int64_t l = 0; l < numLoops; ++l) {
      Value record[5] = {i64((*roles)[l]), sizeOf[l],
                         strideOf[0][l] ? strideOf[0][l] : zero,
                         strideOf[1][l] ? strideOf[1][l] : zero,
                         strideOf[2][l] ? strideOf[2][l] : zero};
      for (int64_t w = 0; w < 5; ++w)
        memref::StoreOp::create(rewriter, loc, record[w], array,
                                ValueRange{arith::ConstantIndexOp::create(
                                    rewriter, loc, 5 * l + w)});
    }

    SmallVector<Value> args;
    for (int64_t x = 0; x < 3; ++x)
      args.push_back(
          i32(runtimeDtype(getElementTypeOrSelf(op->getOperand(x)))));
    args.push_back(i64(numLoops));
    args.push_back(pointerTo(array, Value()));
    args.append(pointers.begin(), pointers.end());
    args.push_back(i32(overwrite ? 0 : 1));
    fsdp::createRuntimeCall(rewriter, loc, contractFn(device), args);
    rewriter.eraseOp(op);
    if (overwrite)
      rewriter.eraseOp(fill);
    return success();
  }

private:
  fsdp::ContractionDevice device;
};

struct FSDPContractionsToBlasPass
    : public fsdp::impl::FSDPContractionsToBlasBase<
          FSDPContractionsToBlasPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    fsdp::populateContractionsToBlasPatterns(patterns, device);
    walkAndApplyPatterns(module, std::move(patterns));
    if (failed(fsdp::declareContractFunction(module, device)))
      signalPassFailure();
  }
};
} // namespace

void mlir::fsdp::populateContractionsToBlasPatterns(RewritePatternSet &patterns,
                                                    ContractionDevice device) {
  patterns.add<ContractionToBlasCall>(patterns.getContext(), device);
}

LogicalResult mlir::fsdp::declareContractFunction(ModuleOp module,
                                                  ContractionDevice device) {
  StringRef name = getRuntimeFnName(contractFn(device));
  if (module.lookupSymbol(name))
    return success();
  bool used = false;
  module.walk([&](func::CallOp call) {
    used |= call.getCallee() == name;
    return used ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (!used)
    return success();
  declareRuntimeFn(module, contractFn(device));
  return stampRuntimeAbiVersion(module);
}
