//===- StepOpInterface.h - An op's rules in a training step -----*- C++ -*-===//
//
// See StepOpInterface.td. The sharding methods take the ShardUpdate API of
// fsdp/Dialect/FSDP/Transforms/ShardUpdate.h, which rules include.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_STEPOPINTERFACE_H
#define FSDP_DIALECT_FSDP_IR_STEPOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"

#include <optional>
#include <string>

namespace mlir::fsdp {
class ShardUpdate;
struct Dim0Layout;
} // namespace mlir::fsdp

#include "fsdp/Dialect/FSDP/IR/StepOpInterface.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_STEPOPINTERFACE_H
