//===- FSDPEnums.h - Enums of the FSDP dialect ------------------*- C++ -*-===//
//
// Kept apart from FSDPOps.h so that code that only names a reduction or a
// collective kind (the cost model's header) needs no op classes. The
// reduction enum comes with its attribute, hence the attribute headers.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPENUMS_H
#define FSDP_DIALECT_FSDP_IR_FSDPENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h.inc"

#endif // FSDP_DIALECT_FSDP_IR_FSDPENUMS_H
