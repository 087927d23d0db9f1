//===- SetTarget.cpp - Record the machine the steps are compiled for ------===//
//
// The machine profile resolved once ($FSDP_PROFILE read by this pass, not by
// each pass) and recorded on the module, where the passes with a cost
// model and the report find it (MachineProfile::forOperation).
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/MachineProfile.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SETTARGETPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct SetTargetPass : fsdp::impl::SetTargetPassBase<SetTargetPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::string error;
    std::optional<std::string> resolved =
        MachineProfile::resolve(profile, error);
    // Checked now: a profile that does not load fails here, once, rather
    // than in each pass that reads it.
    if (!resolved || !MachineProfile::lookup(*resolved, error)) {
      module.emitError() << error;
      return signalPassFailure();
    }
    MLIRContext *context = &getContext();
    module->setAttr(
        FSDPDialect::kTargetAttrName,
        DictionaryAttr::get(
            context, {NamedAttribute(StringAttr::get(context, "profile"),
                                     StringAttr::get(context, *resolved))}));
  }
};
} // namespace
