//===- StepOpModels.h - The built-in StepOpInterface models -----*- C++ -*-===//
//
// The StepOpInterface models fsdp-mlir attaches to other dialects' ops, one
// registration function a dialect (as upstream registers its
// ShardingInterface models), and one that registers them all.
// fsdp-shard-update registers them itself (getDependentDialects); a compiler
// that runs the rules outside the pass calls registerStepOpExternalModels.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_EXTENSIONS_STEPOPMODELS_H
#define FSDP_DIALECT_FSDP_EXTENSIONS_STEPOPMODELS_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::fsdp {

/// tensor.extract_slice of leading rows, tensor.empty, tensor.splat.
void registerTensorStepOpModels(DialectRegistry &registry);

/// linalg.fill.
void registerLinalgStepOpModels(DialectRegistry &registry);

/// Every built-in model.
void registerStepOpExternalModels(DialectRegistry &registry);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_EXTENSIONS_STEPOPMODELS_H
