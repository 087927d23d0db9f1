//===- FSDPInterfaces.h - Interfaces of the FSDP collectives ----*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_H
#define FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_H

#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir::fsdp::detail {
/// The axes of a group: `gridAxes`, or every axis of `grid` when null.
SmallVector<int16_t> getGroupAxes(DenseI16ArrayAttr gridAxes,
                                  shard::GridOp grid);
/// The number of ranks of `grid` along `axes`, or `std::nullopt` when one of
/// them is dynamic.
std::optional<int64_t> getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes);
/// The size of the group `grid` / `gridAxes` as seen from `op`, or
/// `std::nullopt` when the grid is not found or an axis is dynamic.
std::optional<int64_t> lookupGroupSize(Operation *op, FlatSymbolRefAttr grid,
                                       DenseI16ArrayAttr gridAxes);
} // namespace mlir::fsdp::detail

namespace mlir::fsdp {
/// Bytes of a statically shaped tensor or memref of integers or floats (a
/// sub-byte element takes a whole byte); `std::nullopt` for any other type
/// and when the count overflows. The one byte count of the project: the
/// collectives' payloads, the memory model and the cost model all use it.
std::optional<int64_t> getStaticByteSize(Type type);
} // namespace mlir::fsdp

#include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_H
