//===- FSDPDialect.h - FSDP dialect -----------------------------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPDIALECT_H
#define FSDP_DIALECT_FSDP_IR_FSDPDIALECT_H

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"

#include "fsdp/Dialect/FSDP/IR/FSDPOpsDialect.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_FSDPDIALECT_H
