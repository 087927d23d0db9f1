//===- OutlineKernels.cpp - One function per linalg op on buffers ---------===//
//
// LLVM optimizes function by function; some of its passes grow faster than
// linearly with a function's size, so a whole training step in one function
// takes minutes to JIT at -O2. Giving each loop nest its own function keeps
// every function small however large the model.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPOUTLINEKERNELS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {
/// A value the kernel recreates instead of taking: a scalar constant.
bool isClonedConstant(Value v) {
  Operation *def = v.getDefiningOp();
  return def && def->hasTrait<OpTrait::ConstantLike>() &&
         def->getNumResults() == 1 && !isa<ShapedType>(v.getType());
}

/// Kernels already made, by their generic form printed without locations
/// under a placeholder name: an identical loop nest calls the same function.
struct KernelCache {
  llvm::StringMap<func::FuncOp> byKey;
  std::string key(func::FuncOp kernel) {
    std::string text;
    llvm::raw_string_ostream os(text);
    kernel.print(os, OpPrintingFlags()
                         .useLocalScope()
                         .printGenericOpForm()
                         .assumeVerified());
    return text;
  }
};

/// Moves `op` into a private noinline function and calls it instead: an
/// identical one already made if there is one, or else a new one named
/// `<parent>_kernel<index>` inserted after `*last` (which becomes it).
void outline(Operation *op, func::FuncOp parent, SymbolTable &symbols,
             KernelCache &cache, Operation *&last, unsigned &index) {
  llvm::SetVector<Value> used;
  used.insert(op->getOperands().begin(), op->getOperands().end());
  getUsedValuesDefinedAbove(op->getRegions(), used);
  SmallVector<Value> args;
  SmallVector<Operation *> constants;
  for (Value v : used) {
    if (isClonedConstant(v))
      constants.push_back(v.getDefiningOp());
    else
      args.push_back(v);
  }

  MLIRContext *ctx = op->getContext();
  Location loc = op->getLoc();
  SmallVector<Type> types;
  for (Value v : args)
    types.push_back(v.getType());
  auto kernel =
      func::FuncOp::create(loc, "kernel", FunctionType::get(ctx, types, {}));
  kernel.setPrivate();
  kernel->setAttr("passthrough",
                  ArrayAttr::get(ctx, {StringAttr::get(ctx, "noinline")}));
  // Internal in LLVM too (func-to-llvm keeps this attribute): no other
  // module calls a kernel, so a JIT need not export one or wrap it.
  kernel->setAttr("llvm.linkage",
                  LLVM::LinkageAttr::get(ctx, LLVM::Linkage::Internal));

  Block *entry = kernel.addEntryBlock();
  IRMapping mapping;
  for (auto [v, arg] : llvm::zip(args, entry->getArguments()))
    mapping.map(v, arg);
  OpBuilder b = OpBuilder::atBlockBegin(entry);
  for (Operation *c : constants)
    b.clone(*c, mapping);
  b.clone(*op, mapping);
  func::ReturnOp::create(b, loc);

  auto [it, added] = cache.byKey.try_emplace(cache.key(kernel), kernel);
  if (added) {
    kernel.setSymName((parent.getSymName() + "_kernel" + Twine(index++)).str());
    symbols.insert(kernel, std::next(last->getIterator()));
    last = kernel;
  } else {
    kernel.erase();
  }

  OpBuilder callBuilder(op);
  func::CallOp::create(callBuilder, loc, it->second, args);
  op->erase();
}

/// Ends a block after every kernel call of `fn`'s entry block. Instruction
/// selection builds one DAG per block (FastISel gives up on the memref
/// descriptors' aggregates), and its scheduling is superlinear in the DAG's
/// size; blocks of one kernel's glue keep every DAG small.
void splitAfterKernelCalls(func::FuncOp fn) {
  if (!fn.getBody().hasOneBlock())
    return;
  SmallVector<Operation *> splits;
  for (Operation &op : fn.getBody().front())
    if (auto call = dyn_cast<func::CallOp>(op);
        call && call->getNextNode() &&
        !call->getNextNode()->hasTrait<OpTrait::IsTerminator>())
      splits.push_back(call);
  OpBuilder b(fn.getContext());
  // From the last call back: each split moves only the ops up to the next
  // split point, so the whole is linear in the block's size.
  for (Operation *call : llvm::reverse(splits)) {
    Block *before = call->getBlock();
    Block *after = before->splitBlock(call->getNextNode());
    b.setInsertionPointToEnd(before);
    cf::BranchOp::create(b, call->getLoc(), after);
  }
}

struct FSDPOutlineKernelsPass
    : public fsdp::impl::FSDPOutlineKernelsBase<FSDPOutlineKernelsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    KernelCache cache;
    SmallVector<func::FuncOp> functions(module.getOps<func::FuncOp>());
    for (func::FuncOp fn : functions) {
      if (fn.isDeclaration())
        continue;
      SmallVector<Operation *> ops;
      fn.walk([&](linalg::LinalgOp op) {
        if (op.hasPureBufferSemantics() && op->getNumResults() == 0)
          ops.push_back(op);
      });
      if (ops.empty())
        continue;
      // New kernels go after the caller, in op order.
      Operation *last = fn;
      unsigned index = 0;
      for (Operation *op : ops)
        outline(op, fn, symbols, cache, last, index);
      // What stays is glue (allocations, runtime and kernel calls) in one
      // long block, on which LLVM's optimizations and its scheduler and
      // register allocator are superlinear and gain nothing measurable.
      MLIRContext *ctx = &getContext();
      SmallVector<Attribute> passthrough;
      if (auto old = fn->getAttrOfType<ArrayAttr>("passthrough"))
        passthrough.assign(old.begin(), old.end());
      for (StringRef attr : {"noinline", "optnone"})
        if (!llvm::is_contained(passthrough, StringAttr::get(ctx, attr)))
          passthrough.push_back(StringAttr::get(ctx, attr));
      fn->setAttr("passthrough", ArrayAttr::get(ctx, passthrough));
      splitAfterKernelCalls(fn);
    }
  }
};
} // namespace
