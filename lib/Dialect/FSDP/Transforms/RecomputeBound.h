//===- RecomputeBound.h - Least compute a memory limit costs ----*- C++ -*-===//
//
// A lower bound on the compute any rematerialization of a block adds to fit
// a memory limit: fsdp-rematerialize's search is greedy, and the bound says
// how far from the optimum it can be.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LIB_DIALECT_FSDP_TRANSFORMS_RECOMPUTEBOUND_H
#define FSDP_LIB_DIALECT_FSDP_TRANSFORMS_RECOMPUTEBOUND_H

#include "mlir/IR/Block.h"
#include "mlir/Support/LLVM.h"

namespace mlir::fsdp {
class CostModel;
class MemoryModel;

/// A lower bound on the seconds (`costs`) that bringing the peak of `block`
/// (modeled by `memory`, which holds `base` bytes beside the block's values
/// throughout) to at most `limit` adds, over every schedule that runs an op
/// `recomputable` says may be cloned later than its position (before its
/// users) or again, and the other ops in their order: the schedules
/// fsdp-rematerialize searches, and Checkmate's. Infinity when no such
/// schedule fits the limit.
///
/// Per cut (the moment before the first op at or after some position runs)
/// the ops before it choose to hold their results across the cut, compute
/// them after it (again, or for the first time: then every op before the
/// cut that reads them runs after it too), or not need them; a value read
/// after the cut is needed, and a value computed after the cut needs its
/// operands. The cheapest choice whose held bytes fit the limit is bounded
/// from below by its Lagrangian relaxation, which is a minimum cut; the
/// bound is the best multiplier's, at the cuts where the step holds the
/// most, and the largest over those cuts.
double recomputeLowerBound(Block &block, const MemoryModel &memory,
                           const CostModel &costs, int64_t base, int64_t limit,
                           function_ref<bool(Operation *)> recomputable);
} // namespace mlir::fsdp

#endif // FSDP_LIB_DIALECT_FSDP_TRANSFORMS_RECOMPUTEBOUND_H
