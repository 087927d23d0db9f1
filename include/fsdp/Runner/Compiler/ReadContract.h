//===- ReadContract.h - A step's contract, read from its IR -----*- C++ -*-===//
//
// The runner library's StepContract, read from the step's function before
// it is lowered: the compiler's contract (fsdp/Dialect/FSDP/Analysis/
// TrainingStep.h) with the static shapes and element types the runner needs.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILER_READCONTRACT_H
#define FSDP_RUNNER_COMPILER_READCONTRACT_H

#include "fsdp/Runner/StepContract.h"

#include "mlir/IR/BuiltinOps.h"

#include <optional>
#include <string>

namespace fsdprun {

/// Reads the contract of function `entry` in `module`; on failure returns
/// std::nullopt and sets `error` to a one-line message (the compiler's
/// diagnostic where the contract is broken).
std::optional<StepContract> readStepContract(mlir::ModuleOp module,
                                             llvm::StringRef entry,
                                             std::string &error);

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILER_READCONTRACT_H
