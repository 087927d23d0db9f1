//===- TrainingStep.h - The training-step contract --------------*- C++ -*-===//
//
// A training step is a func.func whose persistent arguments carry
// `fsdp.state` and whose results carry `fsdp.updates = i` (the next value of
// argument i) or `fsdp.loss`. This header gives the passes one checked view of
// that contract.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_TRANSFORMS_TRAININGSTEP_H
#define FSDP_DIALECT_FSDP_TRANSFORMS_TRAININGSTEP_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::fsdp {

/// The checked training-step contract of one function.
struct TrainingStep {
  /// For each argument, the result that updates it, or -1.
  SmallVector<int64_t> updatedBy;

  /// Whether `func` is a training step at all: some argument has
  /// `fsdp.state`.
  static bool isTrainingStep(func::FuncOp func);

  /// Checks the contract and emits a located error on the first violation:
  /// an `fsdp.updates` index out of range, naming an argument without
  /// `fsdp.state` or one already updated, or a type mismatch between a state
  /// argument and its update.
  static FailureOr<TrainingStep> get(func::FuncOp func);

  static bool isState(func::FuncOp func, unsigned argIndex);
};

/// The data-parallel group of a collective: a grid and its leading axes
/// [0, k). Returns failure (after emitting a located error) when `axes` is not
/// such a run of the grid's axes.
LogicalResult verifyDataParallelAxes(Operation *op, StringRef gridName,
                                     ArrayRef<int16_t> axes);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_TRANSFORMS_TRAININGSTEP_H
