//===- main.cpp - A compiler built on an installed fsdp-mlir --------------===//
//
// Parses a DDP training step, runs fsdp-pipeline through the pass registry
// (as a user's compiler would) and prints the FSDP step; also calls the
// runtime to check that FSDPMLIR::fsdp_rt links and loads. The sharding
// rules' extension point (StepOpInterface.h, ShardRewriter.h and the built-in
// models of StepOpModels.h) is installed for a compiler that attaches rules
// to its own ops.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"
#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"
#include "fsdp/InitAllFSDP.h"
#include "fsdp_rt/fsdp_rt.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: fsdp-consumer step.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::fsdp::registerAllDialects(registry);
  mlir::fsdp::registerStepOpExternalModels(registry);
  mlir::fsdp::registerAllPasses();
  mlir::MLIRContext context(registry);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  // The pass manager is anchored on builtin.module already: the textual
  // pipeline names only what runs on the module.
  mlir::PassManager pm(&context);
  if (mlir::failed(mlir::parsePassPipeline("fsdp-pipeline{schedule=false}", pm,
                                           llvm::errs())))
    return 1;
  if (mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());

  llvm::outs() << "\nfsdp_rt_dtype_size(FSDP_RT_F32) = "
               << fsdp_rt_dtype_size(FSDP_RT_F32) << "\n";
  return 0;
}
