//===- InitAllFSDP.h - Registration of everything fsdp-mlir has -*- C++ -*-===//
//
// The one entry point of a compiler that embeds fsdp-mlir (fsdp-opt, the
// mlir-opt plugin, an outside project through find_package(FSDPMLIR)): the
// dialects a step is parsed and lowered in, and every fsdp pass and pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_INITALLFSDP_H
#define FSDP_INITALLFSDP_H

#include "fsdp/Conversion/GPUPipeline.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Analysis/Passes.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "fsdp/InitAllDialects.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::fsdp {

/// Registers the dialects of a training step (registerStepDialects) and those
/// its CPU and GPU lowerings produce, so that every fsdp pass and pipeline
/// runs without loading a dialect during the pass run.
inline void registerAllDialects(DialectRegistry &registry) {
  registerStepDialects(registry);
  registerLoweringDialects(registry);
  registerGPULoweringDialects(registry);
}

/// Registers the fsdp passes and pipelines (`fsdp-pipeline`, the analyses,
/// `fsdp-lower-to-llvm`, `fsdp-lower-to-gpu`) and upstream's generic
/// transforms (`--inline`, `--canonicalize`) the documented command lines
/// use. Registering twice is harmless: a pass name registered again with the
/// same pass is accepted (mlir-opt with the plugin does exactly that).
inline void registerAllPasses() {
  registerTransformsPasses();
  registerPasses();
  registerFSDPAnalysisPasses();
  registerFSDPLoweringPasses();
  registerLoweringPasses();
  registerGPULoweringPasses();
}

} // namespace mlir::fsdp

#endif // FSDP_INITALLFSDP_H
