//===- Passes.h - FSDP analysis passes --------------------------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_PASSES_H
#define FSDP_DIALECT_FSDP_ANALYSIS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::fsdp {

#define GEN_PASS_DECL
#include "fsdp/Dialect/FSDP/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "fsdp/Dialect/FSDP/Analysis/Passes.h.inc"

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_PASSES_H
