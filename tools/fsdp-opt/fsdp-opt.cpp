//===- fsdp-opt.cpp - The fsdp-mlir optimizer driver ----------------------===//
//
// mlir-opt with the dialects of a training step and the fsdp dialect and
// passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/GPUPipeline.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Analysis/Passes.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::fsdp::FSDPDialect, mlir::arith::ArithDialect,
                  mlir::bufferization::BufferizationDialect,
                  mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::math::MathDialect, mlir::memref::MemRefDialect,
                  mlir::scf::SCFDialect, mlir::shard::ShardDialect,
                  mlir::tensor::TensorDialect>();
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
