//===- DonateState.h - The state-donation ABI of a step ---------*- C++ -*-===//
//
// A runner that donates its state buffers to the step marks the step with
// `fsdp.donate_state`; the lowering (fsdp-donate-state, then
// fsdp-drop-donated-results) writes each update into its argument's buffer
// and stamps the step with `fsdp.donated_results`, the results it no longer
// returns. The runner reads the stamp after lowering: the two names are the
// whole contract between them.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_CONVERSION_DONATESTATE_H
#define FSDP_CONVERSION_DONATESTATE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::fsdp {

/// Unit attribute of a function: its caller donates the state buffers.
constexpr llvm::StringLiteral kDonateStateAttrName = "fsdp.donate_state";

/// `array<i64: ...>` on a lowered function: the results of its original
/// signature (each an `fsdp.updates`) that it writes into their arguments'
/// buffers instead of returning, in increasing order.
constexpr llvm::StringLiteral kDonatedResultsAttrName = "fsdp.donated_results";

/// The stamp of `fn` (a func.func or an llvm.func), or null.
inline DenseI64ArrayAttr getDonatedResults(Operation *fn) {
  return fn->getAttrOfType<DenseI64ArrayAttr>(kDonatedResultsAttrName);
}

} // namespace mlir::fsdp

#endif // FSDP_CONVERSION_DONATESTATE_H
