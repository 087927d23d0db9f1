//===- CheckIndices.cpp - Indices read from data, checked at run time -----===//
//
// A gather's index comes from the step's data (a token id, a label): nothing
// at compile time bounds it, and an index outside its dimension reads or
// writes another buffer's memory. After convert-linalg-to-loops every such
// access is a memref.load or memref.store whose index is computed from
// another load; this pass checks those indices against their dimension and,
// when one is outside it, reports the site to the runtime (a sticky error
// the host reads after the step, naming the index, the bound and the site)
// and goes on with index 0 for a load, or skips the store, so that nothing
// outside the buffer is touched. Frontends' own `cf.assert`s (torch-mlir
// checks gathers' indices with them) become reports too, instead of an
// abort() with no rank or step: the runtime puts an index error first and
// a failed assert after it (torch-mlir's say less than the index check, a
// model's own check, which the PyTorch frontend asserts, says more).
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Conversion/Passes.h"
#include "fsdp/Support/Locations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPCHECKINDICES
#include "fsdp/Conversion/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// Whether `value` is computed from a value loaded from memory (data), as
/// opposed to loop indices, constants and arguments alone.
class DataDependence {
public:
  bool operator()(Value value) {
    auto it = known.find(value);
    if (it != known.end())
      return it->second;
    // Cut cycles (none in SSA outside graph regions, but cheap to be safe).
    known[value] = false;
    bool fromData = false;
    if (Operation *def = value.getDefiningOp()) {
      if (isa<memref::LoadOp>(def))
        fromData = true;
      else if (def->getNumRegions() == 0)
        fromData = llvm::any_of(def->getOperands(),
                                [&](Value v) { return (*this)(v); });
      else // A loop's or an if's result: what it yields is unknown here.
        fromData = true;
    }
    known[value] = fromData;
    return fromData;
  }

private:
  llvm::DenseMap<Value, bool> known;
};

class CheckIndices {
public:
  explicit CheckIndices(ModuleOp module) : module(module) {}

  /// Checks the data-dependent indices of a load or store; whether there
  /// were any.
  bool checkAccess(Operation *access, MemRefType type, ValueRange indices,
                   MutableOperandRange indexOperands);
  void reportAssert(cf::AssertOp assert);

private:
  /// A pointer to a NUL-terminated global string holding `text`.
  Value stringPointer(OpBuilder &b, Location loc, StringRef text);

  ModuleOp module;
  llvm::StringMap<LLVM::GlobalOp> strings;
  DataDependence fromData;
};

Value CheckIndices::stringPointer(OpBuilder &b, Location loc, StringRef text) {
  LLVM::GlobalOp &global = strings[text];
  if (!global) {
    OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
    std::string value = text.str();
    value.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(IntegerType::get(b.getContext(), 8),
                                         value.size());
    global = LLVM::GlobalOp::create(
        top, module.getLoc(), type, /*isConstant=*/true,
        LLVM::Linkage::Internal,
        "__fsdp_check_" + std::to_string(strings.size() - 1),
        b.getStringAttr(value));
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

bool CheckIndices::checkAccess(Operation *access, MemRefType type,
                               ValueRange indices,
                               MutableOperandRange indexOperands) {
  SmallVector<unsigned> dims;
  for (auto [d, index] : llvm::enumerate(indices))
    if (!matchPattern(index, m_Constant()) && fromData(index))
      dims.push_back(d);
  if (dims.empty())
    return false;
  Location loc = access->getLoc();
  OpBuilder b(access);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value allInside;
  SmallVector<Value> safe(indices.begin(), indices.end());
  bool isLoad = isa<memref::LoadOp>(access);
  std::string where = fsdp::describeLocation(loc);
  std::string typeText;
  llvm::raw_string_ostream(typeText) << type;
  for (unsigned d : dims) {
    Value index = indices[d];
    Value bound =
        memref::DimOp::create(b, loc, access->getOperand(isLoad ? 0 : 1), d);
    // One unsigned compare: a negative index is a huge unsigned one.
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, bound);
    std::string site = "dimension " + std::to_string(d) + " of a " +
                       (isLoad ? "read of " : "write to ") + typeText +
                       (where.empty() ? "" : " at " + where);
    auto report =
        scf::IfOp::create(b, loc,
                          arith::XOrIOp::create(b, loc, inside,
                                                arith::ConstantIntOp::create(
                                                    b, loc, 1, /*width=*/1)));
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(report.thenBlock());
      Value index64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
      Value bound64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), bound);
      fsdp::createRuntimeCall(
          b, loc, fsdp::RuntimeFn::index_error,
          ValueRange{stringPointer(b, loc, site), index64, bound64});
    }
    allInside =
        allInside ? arith::AndIOp::create(b, loc, allInside, inside).getResult()
                  : inside;
    safe[d] = arith::SelectOp::create(b, loc, inside, index, zero);
  }
  if (isLoad) {
    // Branch-free: the loop stays vectorizable, index 0 is in every
    // non-empty dimension, and the value read is never used (the step
    // fails after it).
    indexOperands.assign(safe);
    return true;
  }
  auto guarded = scf::IfOp::create(b, loc, allInside);
  access->moveBefore(guarded.thenBlock(), guarded.thenBlock()->begin());
  return true;
}

void CheckIndices::reportAssert(cf::AssertOp assert) {
  Location loc = assert.getLoc();
  OpBuilder b(assert);
  std::string where = fsdp::describeLocation(loc);
  std::string message =
      assert.getMsg().str() + (where.empty() ? "" : " (" + where + ")");
  auto report =
      scf::IfOp::create(b, loc,
                        arith::XOrIOp::create(b, loc, assert.getArg(),
                                              arith::ConstantIntOp::create(
                                                  b, loc, 1, /*width=*/1)));
  b.setInsertionPointToStart(report.thenBlock());
  fsdp::createRuntimeCall(b, loc, fsdp::RuntimeFn::assert_failed,
                          ValueRange{stringPointer(b, loc, message)});
  assert.erase();
}

struct FSDPCheckIndicesPass
    : fsdp::impl::FSDPCheckIndicesBase<FSDPCheckIndicesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> accesses;
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](Operation *op) {
      if (isa<memref::LoadOp, memref::StoreOp>(op))
        accesses.push_back(op);
      else if (auto assert = dyn_cast<cf::AssertOp>(op))
        asserts.push_back(assert);
    });
    CheckIndices checks(module);
    bool called = !asserts.empty();
    for (Operation *op : accesses) {
      if (auto load = dyn_cast<memref::LoadOp>(op))
        called |=
            checks.checkAccess(op, load.getMemRefType(), load.getIndices(),
                               load.getIndicesMutable());
      else if (auto store = dyn_cast<memref::StoreOp>(op))
        called |=
            checks.checkAccess(op, store.getMemRefType(), store.getIndices(),
                               store.getIndicesMutable());
    }
    for (cf::AssertOp assert : asserts)
      checks.reportAssert(assert);
    if (!called)
      return markAllAnalysesPreserved();
    fsdp::declareRuntimeFn(module, fsdp::RuntimeFn::index_error);
    fsdp::declareRuntimeFn(module, fsdp::RuntimeFn::assert_failed);
    if (failed(fsdp::stampRuntimeAbiVersion(module)))
      return signalPassFailure();
  }
};

} // namespace
