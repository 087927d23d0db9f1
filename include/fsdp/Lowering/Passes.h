//===- Passes.h - Passes the lowerings run ----------------------*- C++ -*-===//
//
// Rewrites on upstream dialects (linalg, memref, scf, llvm) that
// fsdp-lower-to-llvm and fsdp-lower-to-gpu run; see Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LOWERING_PASSES_H
#define FSDP_LOWERING_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace fsdp {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "fsdp/Lowering/Passes.h.inc"

/// Patterns folding a linalg.transpose that feeds a contraction on tensors
/// into the contraction's indexing map (the contraction becomes a
/// linalg.generic reading the transpose's input); the transpose is erased
/// when nothing else uses it.
void populateFoldTransposesIntoContractionsPatterns(
    RewritePatternSet &patterns);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_LOWERING_PASSES_H
