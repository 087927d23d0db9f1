//===- Passes.h - Passes the lowerings run ----------------------*- C++ -*-===//
//
// Rewrites on upstream dialects (memref, linalg, scf) used by
// fsdp-lower-to-llvm and fsdp-lower-to-gpu; see Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TRANSFORMS_PASSES_H
#define FSDP_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace fsdp {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "fsdp/Transforms/Passes.h.inc"

/// Patterns folding a linalg.transpose that feeds a contraction on tensors
/// into the contraction's indexing map (the contraction becomes a
/// linalg.generic reading the transpose's input); the transpose is erased
/// when nothing else uses it.
void populateFoldTransposesIntoContractionsPatterns(
    RewritePatternSet &patterns);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_TRANSFORMS_PASSES_H
