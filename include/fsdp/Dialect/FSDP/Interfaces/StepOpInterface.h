//===- StepOpInterface.h - An op's rules in a training step -----*- C++ -*-===//
//
// See StepOpInterface.td. The sharding methods take a ShardRewriter
// (ShardRewriter.h, which rules include).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_H
#define FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"

#include <optional>
#include <string>

namespace mlir::fsdp {
class ShardRewriter;
struct Dim0Layout;
} // namespace mlir::fsdp

#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h.inc"

#endif // FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_H
