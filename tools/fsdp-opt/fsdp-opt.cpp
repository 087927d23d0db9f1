//===- fsdp-opt.cpp - The fsdp-mlir optimizer driver ----------------------===//
//
// mlir-opt with the dialects of a training step and the fsdp dialect and
// passes, and, as upstream mlir-opt has its test dialect, the `fsdp_test`
// dialect of the extension points' tests (test/lib).
//
//===----------------------------------------------------------------------===//

#include "fsdp/InitAllFSDP.h"

#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace mlir::fsdp::test {
void registerTestDialect(DialectRegistry &registry);
} // namespace mlir::fsdp::test

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::fsdp::registerAllDialects(registry);
  mlir::fsdp::test::registerTestDialect(registry);
  mlir::fsdp::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "fsdp-mlir optimizer driver\n", registry));
}
