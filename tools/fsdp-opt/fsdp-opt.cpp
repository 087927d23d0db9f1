//===- fsdp-opt.cpp - The fsdp-mlir optimizer driver ----------------------===//
//
// mlir-opt with the dialects of a training step and the fsdp dialect and
// passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/InitAllFSDP.h"

#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::fsdp::registerAllDialects(registry);
  mlir::fsdp::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "fsdp-mlir optimizer driver\n", registry));
}
