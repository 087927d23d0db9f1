//===- DonateState.h - The state-donation ABI of a step ---------*- C++ -*-===//
//
// A runner that donates its state buffers to the step marks the step with
// `fsdp.donate_state`; the lowering (fsdp-donate-state, then
// fsdp-drop-donated-results) writes each update into its argument's buffer
// and stamps the step with `fsdp.donated_results`, the results it no longer
// returns. The runner reads the stamp after lowering: the two names, declared
// with the dialect's (FSDPDialect::kDonateStateAttrName,
// kDonatedResultsAttrName), are the whole contract between them.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LOWERING_DONATESTATE_H
#define FSDP_LOWERING_DONATESTATE_H

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

namespace mlir::fsdp {

/// The stamp of `fn` (a func.func or an llvm.func), or null.
inline DenseI64ArrayAttr getDonatedResults(Operation *fn) {
  return fn->getAttrOfType<DenseI64ArrayAttr>(
      FSDPDialect::kDonatedResultsAttrName);
}

} // namespace mlir::fsdp

#endif // FSDP_LOWERING_DONATESTATE_H
