//===- PackedEntry.cpp - The fsdp-packed-entry pass -----------------------===//
//
// The step a runner calls takes and returns every parameter and optimizer
// state buffer. Passed the usual way (one scalar argument per descriptor
// field, results as one returned struct) its entry costs instruction
// selection quadratic time in the model's size; behind two pointers, every
// field is one load or one store.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPPACKEDENTRY
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
/// Loads or stores per block: instruction selection builds one DAG per block
/// and schedules it in superlinear time, so the blocks stay small.
constexpr unsigned kValuesPerBlock = 64;

/// The LLVM type in which a value of `type` crosses the entry (a memref's
/// descriptor, a scalar's value), or null if it cannot.
Type packedType(const LLVMTypeConverter &converter, Type type) {
  if (!isa<MemRefType, IntegerType, IndexType, FloatType>(type))
    return nullptr;
  Type converted = converter.convertType(type);
  if (!converted || !LLVM::isCompatibleType(converted))
    return nullptr;
  return converted;
}

/// `value` as `type`: a cast the conversion to LLVM resolves.
Value castTo(OpBuilder &b, Location loc, Type type, Value value) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

LogicalResult packEntry(func::FuncOp fn, const LLVMTypeConverter &converter) {
  if (fn.isDeclaration())
    return fn.emitError() << "'" << fsdp::FSDPDialect::kPackedEntryAttrName
                          << "' needs a function with a body";
  FunctionType type = fn.getFunctionType();
  SmallVector<Type> argTypes, resultTypes;
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    argTypes.push_back(packedType(converter, t));
    if (!argTypes.back())
      return fn.emitError() << "cannot pass argument #" << i << " of type " << t
                            << " through a packed entry (ranked "
                            << "memrefs, integers, indices and floats only)";
  }
  for (auto [i, t] : llvm::enumerate(type.getResults())) {
    resultTypes.push_back(packedType(converter, t));
    if (!resultTypes.back())
      return fn.emitError() << "cannot return result #" << i << " of type " << t
                            << " through a packed entry (ranked "
                            << "memrefs, integers, indices and floats only)";
  }

  MLIRContext *ctx = fn.getContext();
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  Location loc = fn.getLoc();
  Block *oldEntry = &fn.front();
  Block *entry = new Block();
  fn.getBody().push_front(entry);
  Value results = entry->addArgument(ptrType, loc);
  Value args = entry->addArgument(ptrType, loc);

  // Results: stored where the C interface's result struct would be.
  auto resultsStruct = LLVM::LLVMStructType::getLiteral(ctx, resultTypes);
  SmallVector<func::ReturnOp> returns;
  fn.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
  for (func::ReturnOp ret : returns) {
    if (ret.getNumOperands() == 0)
      continue;
    // The stores go to blocks of their own between the return's block and
    // the return.
    Location retLoc = ret.getLoc();
    Block *tail = ret->getBlock()->splitBlock(ret);
    OpBuilder b = OpBuilder::atBlockEnd(tail->getPrevNode());
    for (auto [k, value] : llvm::enumerate(ret.getOperands())) {
      if (k > 0 && k % kValuesPerBlock == 0) {
        Block *next = new Block();
        fn.getBody().getBlocks().insert(tail->getIterator(), next);
        cf::BranchOp::create(b, retLoc, next);
        b.setInsertionPointToEnd(next);
      }
      Value packed = castTo(b, retLoc, resultTypes[k], value);
      auto slot = LLVM::GEPOp::create(
          b, retLoc, ptrType, resultsStruct, results,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(k)});
      LLVM::StoreOp::create(b, retLoc, packed, slot);
    }
    cf::BranchOp::create(b, retLoc, tail);
    ret->setOperands({});
  }

  // Arguments: loaded through the array of pointers, a block at a time.
  OpBuilder b = OpBuilder::atBlockEnd(entry);
  for (auto [i, old] : llvm::enumerate(oldEntry->getArguments())) {
    if (i > 0 && i % kValuesPerBlock == 0) {
      Block *next = new Block();
      fn.getBody().getBlocks().insert(oldEntry->getIterator(), next);
      cf::BranchOp::create(b, loc, next);
      b.setInsertionPointToEnd(next);
    }
    auto slot =
        LLVM::GEPOp::create(b, loc, ptrType, ptrType, args,
                            ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
    Value pointer = LLVM::LoadOp::create(b, loc, ptrType, slot);
    Value value = LLVM::LoadOp::create(b, loc, argTypes[i], pointer);
    old.replaceAllUsesWith(castTo(b, loc, old.getType(), value));
  }
  // The old entry's ops follow the last loads.
  Block *last = b.getInsertionBlock();
  oldEntry->eraseArguments(0, oldEntry->getNumArguments());
  last->getOperations().splice(last->end(), oldEntry->getOperations());
  oldEntry->erase();

  fn.setFunctionType(FunctionType::get(ctx, {ptrType, ptrType}, {}));
  fn.removeArgAttrsAttr();
  fn.removeResAttrsAttr();
  fn->removeAttr(fsdp::FSDPDialect::kPackedEntryAttrName);
  return success();
}

struct FSDPPackedEntryPass
    : public fsdp::impl::FSDPPackedEntryBase<FSDPPackedEntryPass> {
  void runOnOperation() override {
    LLVMTypeConverter converter(&getContext());
    SmallVector<func::FuncOp> entries;
    for (func::FuncOp fn : getOperation().getOps<func::FuncOp>())
      if (fn->hasAttr(fsdp::FSDPDialect::kPackedEntryAttrName))
        entries.push_back(fn);
    for (func::FuncOp fn : entries)
      if (failed(packEntry(fn, converter)))
        return signalPassFailure();
  }
};
} // namespace
