//===- fsdp-opt.cpp - The fsdp-mlir optimizer driver ----------------------===//
//
// mlir-opt with the dialects of a training step and the fsdp dialect and
// passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/GPUPipeline.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Analysis/Passes.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "fsdp/InitAllDialects.h"

#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::fsdp::registerStepDialects(registry);
  mlir::registerTransformsPasses();
  mlir::fsdp::registerLoweringDialects(registry);
  mlir::fsdp::registerLoweringPasses();
  mlir::fsdp::registerGPULoweringDialects(registry);
  mlir::fsdp::registerGPULoweringPasses();
  mlir::fsdp::registerPasses();
  mlir::fsdp::registerFSDPAnalysisPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "fsdp-mlir optimizer driver\n", registry));
}
