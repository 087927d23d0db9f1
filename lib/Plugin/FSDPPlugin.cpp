//===- FSDPPlugin.cpp - fsdp-mlir as an mlir-opt plugin -------------------===//
//
// Lets an upstream mlir-opt (of the same LLVM, linked to the same libMLIR.so)
// run the fsdp passes without fsdp-opt:
//
//   mlir-opt --load-dialect-plugin=FSDPPlugin.so \
//            --load-pass-plugin=FSDPPlugin.so \
//            --pass-pipeline='builtin.module(fsdp-pipeline)' step.mlir
//
// The same library answers both entry points. The MLIR symbols come from the
// libMLIR.so that mlir-opt already loaded, so type ids and the pass registry
// are shared with the host.
//
//===----------------------------------------------------------------------===//

#include "fsdp/InitAllFSDP.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "FSDPPlugin", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::fsdp::registerAllDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "FSDPPlugin", LLVM_VERSION_STRING,
          []() { mlir::fsdp::registerAllPasses(); }};
}
