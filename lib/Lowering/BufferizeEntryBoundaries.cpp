//===- BufferizeEntryBoundaries.cpp - fsdp-bufferize-entry-boundaries -----===//
//
// One-Shot Bufferize's module analysis compares every tensor result of a
// function with every tensor argument (which alias, which are equivalent):
// for a training step, whose state is both, quadratic in the step's length.
// A function nothing calls needs none of that: its signature becomes buffers
// here, as the bufferization would make it, and the body reads them through
// to_tensor / to_buffer ops that the bufferization folds away.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPBUFFERIZEENTRYBOUNDARIES
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

/// The buffer type One-Shot Bufferize gives a tensor at a function boundary
/// with function-boundary-type-conversion=identity-layout-map, or null for a
/// tensor it would give another (an encoding: a memory space; unranked).
static Type boundaryBufferType(Type type) {
  auto tensor = dyn_cast<TensorType>(type);
  if (!tensor)
    return type;
  auto ranked = dyn_cast<RankedTensorType>(tensor);
  if (!ranked || ranked.getEncoding())
    return nullptr;
  return MemRefType::get(ranked.getShape(), ranked.getElementType());
}

namespace {
struct FSDPBufferizeEntryBoundariesPass
    : public fsdp::impl::FSDPBufferizeEntryBoundariesBase<
          FSDPBufferizeEntryBoundariesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.getBody().hasOneBlock() ||
          !SymbolTable::symbolKnownUseEmpty(func, module))
        continue;
      FunctionType type = func.getFunctionType();
      SmallVector<Type> inputs, results;
      for (Type t : type.getInputs())
        inputs.push_back(boundaryBufferType(t));
      for (Type t : type.getResults())
        results.push_back(boundaryBufferType(t));
      if (llvm::is_contained(inputs, Type()) ||
          llvm::is_contained(results, Type()) ||
          (inputs == type.getInputs() && results == type.getResults()))
        continue;

      // Each tensor argument: a buffer, which the body reads as the
      // restricted tensor the function argument was (writable unless the
      // argument says otherwise, as One-Shot Bufferize treats arguments).
      Block &body = func.getBody().front();
      OpBuilder b = OpBuilder::atBlockBegin(&body);
      for (BlockArgument arg : body.getArguments()) {
        auto tensorType = dyn_cast<TensorType>(arg.getType());
        if (!tensorType)
          continue;
        auto writable = func.getArgAttrOfType<BoolAttr>(
            arg.getArgNumber(),
            bufferization::BufferizationDialect::kWritableAttrName);
        arg.setType(inputs[arg.getArgNumber()]);
        auto tensor = bufferization::ToTensorOp::create(
            b, arg.getLoc(), tensorType, arg, /*restrict=*/true,
            /*writable=*/!writable || writable.getValue());
        arg.replaceAllUsesExcept(tensor, tensor);
      }
      // Each tensor result: the buffer of the returned tensor, read there
      // as func.return reads it.
      auto ret = cast<func::ReturnOp>(body.getTerminator());
      b.setInsertionPoint(ret);
      for (OpOperand &operand : ret->getOpOperands())
        if (isa<TensorType>(operand.get().getType()))
          operand.set(bufferization::ToBufferOp::create(
              b, ret.getLoc(), results[operand.getOperandNumber()],
              operand.get(), /*read_only=*/true));
      func.setType(FunctionType::get(&getContext(), inputs, results));
    }
  }
};
} // namespace
