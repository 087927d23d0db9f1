//===- SetStrategy.cpp - Record the sharding strategy on the module -------===//
//
// The strategy given once (fsdp-pipeline's `strategy=`) and recorded on the
// module, where the passes that shard read it (getStrategy), instead of
// being handed to each of them again as an option.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SETSTRATEGYPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

Strategy mlir::fsdp::getStrategy(Operation *op) {
  for (Operation *at = op; at; at = at->getParentOp())
    if (auto recorded =
            at->getAttrOfType<StringAttr>(FSDPDialect::kStrategyAttrName))
      // The verifier has checked that it names one.
      return *symbolizeStrategy(recorded.getValue());
  return Strategy::FullShard;
}

namespace {
struct SetStrategyPass : fsdp::impl::SetStrategyPassBase<SetStrategyPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation()->setAttr(
        FSDPDialect::kStrategyAttrName,
        StringAttr::get(&getContext(), stringifyStrategy(strategy)));
  }
};
} // namespace
