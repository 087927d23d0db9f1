//===- DonateState.cpp - fsdp-donate-state, fsdp-drop-donated-results -----===//
//
// A runner that donates its state buffers to the step gets the new state in
// those buffers: before bufferization, every update is copied into its
// argument (and the op computing it writes there); after bufferization, the
// updates that ended in their arguments stop being results, so buffer
// deallocation has nothing to clone. A forward step, which updates no
// state, writes into none of its arguments: they are another step's state
// and the caller's inputs.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/DonateState.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPDONATESTATE
#define GEN_PASS_DEF_FSDPDROPDONATEDRESULTS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// The functions of `module` marked for donation.
SmallVector<func::FuncOp> markedFunctions(ModuleOp module) {
  SmallVector<func::FuncOp> marked;
  for (auto fn : module.getOps<func::FuncOp>())
    if (fn->hasAttr(FSDPDialect::kDonateStateAttrName))
      marked.push_back(fn);
  return marked;
}

/// What both passes need of a marked function: a body, no caller in
/// `module` (its signature changes), the training-step contract and some
/// state to donate. Emits the error and fails otherwise.
FailureOr<TrainingStepContract> checkMarked(func::FuncOp fn, ModuleOp module) {
  if (fn.isDeclaration())
    return fn.emitError() << "'" << FSDPDialect::kDonateStateAttrName
                          << "' needs a function with a body";
  if (fn->hasAttr(FSDPDialect::kDonatedResultsAttrName))
    return fn.emitError() << "'" << FSDPDialect::kDonateStateAttrName
                          << "' on a function already stamped '"
                          << FSDPDialect::kDonatedResultsAttrName << "'";
  if (std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(fn, module);
      !uses || !uses->empty())
    return fn.emitError()
           << "'" << FSDPDialect::kDonateStateAttrName << "' on @"
           << fn.getSymName()
           << ", which is referenced in the module: donation drops results "
              "and writes into the arguments, which only the runner that "
              "calls the step expects";
  FailureOr<TrainingStepContract> contract = TrainingStepContract::get(fn);
  if (failed(contract))
    return failure();
  if (!contract->updatesState())
    return fn.emitError() << "'" << FSDPDialect::kDonateStateAttrName
                          << "' on @" << fn.getSymName()
                          << ", which updates no state: no result carries "
                             "{fsdp.updates = i}";
  return contract;
}

/// The returns of `fn` itself (not of ops nested in it).
SmallVector<func::ReturnOp> returnsOf(func::FuncOp fn) {
  SmallVector<func::ReturnOp> returns;
  for (Block &block : fn.getBody())
    if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
      returns.push_back(ret);
  return returns;
}

/// Makes the destination-style op that computes `value` write into `dest`:
/// follows the chain of tied inits back from `value` and, where it starts
/// at a `tensor.empty`, replaces that one use by `dest`. The empty tensor's
/// contents are undefined, so every value stays the same; bufferization
/// then writes the chain in place into `dest`'s buffer unless `dest` is
/// still read afterwards.
void writeInto(Value value, Value dest) {
  while (auto result = dyn_cast<OpResult>(value)) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(result.getOwner());
    if (!dps)
      return;
    OpOperand *init = dps.getTiedOpOperand(result);
    if (!init || init->get().getType() != dest.getType())
      return;
    if (init->get().getDefiningOp<tensor::EmptyOp>()) {
      init->set(dest);
      return;
    }
    value = init->get();
  }
}

struct FSDPDonateStatePass
    : public fsdp::impl::FSDPDonateStateBase<FSDPDonateStatePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A forward step's state belongs to the training step it evaluates, its
    // inputs to the caller: one-shot bufferization writes into none of them.
    auto readOnly = BoolAttr::get(module.getContext(), false);
    for (auto fn : module.getOps<func::FuncOp>())
      if (TrainingStepContract::isForwardStep(fn))
        for (unsigned i = 0, e = fn.getNumArguments(); i < e; ++i)
          if (isa<TensorType>(fn.getArgument(i).getType()))
            fn.setArgAttr(
                i, bufferization::BufferizationDialect::kWritableAttrName,
                readOnly);
    for (func::FuncOp fn : markedFunctions(module)) {
      FailureOr<TrainingStepContract> contract = checkMarked(fn, module);
      if (failed(contract))
        return signalPassFailure();
      for (func::ReturnOp ret : returnsOf(fn)) {
        OpBuilder b(ret);
        for (unsigned k = 0, e = ret.getNumOperands(); k < e; ++k) {
          int64_t i = contract->getUpdatedArgument(k);
          if (i < 0)
            continue;
          Value arg = fn.getArgument(i);
          Value next = ret.getOperand(k);
          // Buffers (a step bufferized before) are left to
          // fsdp-drop-donated-results; an unchanged argument already is
          // where it belongs.
          if (!isa<RankedTensorType>(next.getType()) || next == arg)
            continue;
          writeInto(next, arg);
          auto copy = linalg::CopyOp::create(b, ret.getLoc(), next, arg);
          ret.setOperand(k, copy.getResult(0));
        }
      }
    }
  }
};

struct FSDPDropDonatedResultsPass
    : public fsdp::impl::FSDPDropDonatedResultsBase<
          FSDPDropDonatedResultsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (func::FuncOp fn : markedFunctions(module))
      if (failed(dropDonated(fn, module)))
        return signalPassFailure();
  }

  LogicalResult dropDonated(func::FuncOp fn, ModuleOp module) {
    FailureOr<TrainingStepContract> contract = checkMarked(fn, module);
    if (failed(contract))
      return failure();
    FunctionType type = fn.getFunctionType();
    auto isTensor = [](Type t) { return isa<TensorType>(t); };
    if (llvm::any_of(type.getInputs(), isTensor) ||
        llvm::any_of(type.getResults(), isTensor))
      return fn.emitError()
             << "'" << FSDPDialect::kDonateStateAttrName << "' on @"
             << fn.getSymName()
             << ", which still has tensor arguments or results: "
                "fsdp-drop-donated-results runs after bufferization";

    // A copy bufferized in place copies a buffer onto itself.
    SmallVector<Operation *> selfCopies;
    fn.walk([&](Operation *op) {
      if (auto copy = dyn_cast<memref::CopyOp>(op);
          copy && copy.getSource() == copy.getTarget())
        selfCopies.push_back(op);
      if (auto copy = dyn_cast<linalg::CopyOp>(op);
          copy && copy.hasPureBufferSemantics() &&
          copy.getInputs()[0] == copy.getOutputs()[0])
        selfCopies.push_back(op);
    });
    for (Operation *copy : selfCopies)
      copy->erase();

    SmallVector<func::ReturnOp> returns = returnsOf(fn);
    llvm::BitVector dropped(type.getNumResults());
    SmallVector<int64_t> donated;
    for (unsigned k = 0, e = type.getNumResults(); k < e; ++k) {
      int64_t i = contract->getUpdatedArgument(k);
      if (i < 0)
        continue;
      Value arg = fn.getArgument(i);
      if (llvm::all_of(returns, [&](func::ReturnOp ret) {
            return ret.getOperand(k) == arg;
          })) {
        dropped.set(k);
        donated.push_back(k);
        continue;
      }
      fn.emitRemark() << "result #" << k << " (the update of argument #" << i
                      << ") does not end in its argument's buffer: it stays "
                         "a result, a new buffer every step";
    }
    for (func::ReturnOp ret : returns)
      ret->eraseOperands(dropped);
    if (failed(fn.eraseResults(dropped)))
      return fn.emitError() << "cannot drop the donated results";
    fn->setAttr(FSDPDialect::kDonatedResultsAttrName,
                DenseI64ArrayAttr::get(fn.getContext(), donated));
    fn->removeAttr(FSDPDialect::kDonateStateAttrName);
    return success();
  }
};

} // namespace
