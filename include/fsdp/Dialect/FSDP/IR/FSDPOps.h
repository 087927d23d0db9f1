//===- FSDPOps.h - FSDP operations and attributes ---------------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPOPS_H
#define FSDP_DIALECT_FSDP_IR_FSDPOPS_H

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPAttrs.h.inc"

namespace mlir::fsdp {
/// The resource the collectives communicate through.
struct CollectiveResource
    : public SideEffects::Resource::Base<CollectiveResource> {
  StringRef getName() final { return "fsdp::CollectiveResource"; }
};
} // namespace mlir::fsdp

#define GET_TYPEDEF_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPOpsTypes.h.inc"

namespace mlir::fsdp {
class WaitOp;
} // namespace mlir::fsdp

#define GET_OP_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_FSDPOPS_H
