//===- Passes.h - Conversions of the fsdp dialect ---------------*- C++ -*-===//

#ifndef FSDP_CONVERSION_PASSES_H
#define FSDP_CONVERSION_PASSES_H

#include "fsdp/Conversion/ContractionsToBlas/ContractionsToBlas.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fsdp {
#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "fsdp/Conversion/Passes.h.inc"
} // namespace mlir::fsdp

#endif // FSDP_CONVERSION_PASSES_H
