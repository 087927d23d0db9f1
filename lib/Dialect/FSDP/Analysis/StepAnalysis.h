//===- StepAnalysis.h - Helpers shared by the step analyses -----*- C++ -*-===//
//
// Positions of the top-level ops of a function body and the uses of values
// through the ops that keep a buffer alive (views, slices, waits).
//
//===----------------------------------------------------------------------===//

#ifndef LIB_DIALECT_FSDP_ANALYSIS_STEPANALYSIS_H
#define LIB_DIALECT_FSDP_ANALYSIS_STEPANALYSIS_H

#include "fsdp/Support/Locations.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace mlir::fsdp::step {

/// Bytes of a statically shaped tensor or memref of int or float elements,
/// else 0.
int64_t byteSize(Type type);

/// The top-level ops of a function body, in order, with their positions.
class TopLevelOps {
public:
  explicit TopLevelOps(func::FuncOp func);

  ArrayRef<Operation *> getOps() const { return ops; }
  size_t size() const { return ops.size(); }
  /// The top-level op that is or contains `op`, or nullptr.
  Operation *getTopLevel(Operation *op) const;
  /// The position of the top-level op that is or contains `op`.
  size_t positionOf(Operation *op) const;
  /// The position of the op that defines `value` (0 for an argument).
  size_t positionOfDef(Value value) const;
  /// The last position at which `value` or a view, slice or wait result of
  /// it is used (the position of its definition when unused).
  size_t lastUse(Value value) const;

private:
  Region *body;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> position;
};

/// The static trip count of `op` when it is a loop that has one, else 1.
int64_t staticTrips(Operation *op);

/// How many times `op` runs per run of `outer`, an op that holds it: the
/// product of the static trip counts of the loops from `op`'s parent up to
/// `outer` included (a loop of unknown trip count counts once).
int64_t tripsWithin(Operation *op, Operation *outer);

/// The buffer a memref view is taken of (`value` itself for tensors).
Value getViewRoot(Value value);

/// A short readable location (fsdp/Support/Locations.h).
using fsdp::describeLocation;

} // namespace mlir::fsdp::step

#endif // LIB_DIALECT_FSDP_ANALYSIS_STEPANALYSIS_H
