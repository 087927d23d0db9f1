//===- FSDPOps.h - FSDP operations and attributes ---------------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPOPS_H
#define FSDP_DIALECT_FSDP_IR_FSDPOPS_H

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h"
#include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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
class BufferWaitOp;

namespace detail {
/// The verification of the group and shapes every collective shares.
LogicalResult verifyCollectiveSymbolUses(CollectiveOpInterface op,
                                         SymbolTableCollection &symbolTable);
/// A start's token is consumed by exactly one wait of its form, and a tensor
/// start's result by that wait only.
LogicalResult verifyCollectiveStart(CollectiveOpInterface op);
/// The input of a collective over a group of one rank, else null.
OpFoldResult foldSingleRankGroup(CollectiveOpInterface op);
/// The only user of `token` when it is a wait, else null.
Operation *getWaitOf(Value token);
} // namespace detail
} // namespace mlir::fsdp

#define GET_OP_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_FSDPOPS_H
