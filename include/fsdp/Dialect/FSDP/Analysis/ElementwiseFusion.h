//===- ElementwiseFusion.h - What elementwise fusion folds ------*- C++ -*-===//
//
// The lowering fuses chains of elementwise ops into one loop
// (linalg-fuse-elementwise-ops): a producer with a single elementwise user
// of the same shape is computed inside that user's loop and never
// materialized. The memory model (no buffer for it) and the cost model (no
// memory traffic for it) both follow that rule; it lives here once.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H
#define FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H

#include "mlir/IR/Operation.h"

namespace mlir::fsdp {

/// An op elementwise fusion makes part of a loop: an elementwise op on
/// tensors, or an all-parallel linalg.generic with one result, reading its
/// inputs through projected permutations.
bool isFusableElementwise(Operation *op);

/// The op whose loop computes `value` after elementwise fusion, when that
/// is its single user (of the same block, fusable, of the same shape,
/// reading it element for element as an input); null when `value` is
/// materialized.
Operation *getFusingUser(Value value);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H
