//===- TrainingStep.cpp - The training-step contract ----------------------===//

#include "fsdp/Dialect/FSDP/Transforms/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"

using namespace mlir;
using namespace mlir::fsdp;

bool TrainingStep::isState(func::FuncOp func, unsigned argIndex) {
  return static_cast<bool>(
      func.getArgAttr(argIndex, FSDPDialect::kStateAttrName));
}

bool TrainingStep::isTrainingStep(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (isState(func, i))
      return true;
  return false;
}

FailureOr<TrainingStep> TrainingStep::get(func::FuncOp func) {
  TrainingStep step;
  unsigned numArgs = func.getNumArguments();
  step.updatedBy.assign(numArgs, -1);
  for (unsigned r = 0, e = func.getNumResults(); r < e; ++r) {
    auto attr =
        func.getResultAttrOfType<IntegerAttr>(r, FSDPDialect::kUpdatesAttrName);
    if (!attr)
      continue;
    int64_t arg = attr.getInt();
    if (arg < 0 || arg >= static_cast<int64_t>(numArgs))
      return func.emitError()
             << "result " << r << ": 'fsdp.updates' index " << arg
             << " is out of range for " << numArgs << " arguments";
    if (!isState(func, arg))
      return func.emitError() << "result " << r << " updates argument " << arg
                              << ", which is not an 'fsdp.state' argument";
    if (step.updatedBy[arg] >= 0)
      return func.emitError()
             << "argument " << arg << " is updated by both result "
             << step.updatedBy[arg] << " and result " << r;
    Type argType = func.getArgumentTypes()[arg];
    Type resultType = func.getResultTypes()[r];
    if (argType != resultType)
      return func.emitError()
             << "result " << r << " of type " << resultType
             << " updates argument " << arg << " of type " << argType;
    step.updatedBy[arg] = r;
  }
  return step;
}

LogicalResult mlir::fsdp::verifyDataParallelAxes(Operation *op,
                                                 StringRef gridName,
                                                 ArrayRef<int16_t> axes) {
  // The data-parallel axes lead the grid: [0] on a 1-D grid, [0, 1] on an
  // R x S grid (hybrid sharding replicates over 0 and shards over 1). A group
  // that skips a leading axis would leave ranks along it with different
  // state, which no strategy here models.
  bool leading = !axes.empty();
  for (auto [i, axis] : llvm::enumerate(axes))
    leading &= axis == static_cast<int16_t>(i);
  if (leading)
    return success();
  InFlightDiagnostic diag = op->emitError() << "all-reduce over grid axes [";
  llvm::interleaveComma(axes, diag);
  return diag << "] of @" << gridName
              << " is not on the data-parallel axes (the leading axes [0], "
                 "[0, 1], ... of the grid)";
}
