//===- TestMain.h - A runnable @main for a generated step -------*- C++ -*-===//

#ifndef FSDP_TOOLS_FSDP_GEN_TESTMAIN_H
#define FSDP_TOOLS_FSDP_GEN_TESTMAIN_H

#include "GenOptions.h"
#include "StepBuilder.h"

#include "mlir/IR/BuiltinOps.h"

namespace fsdpgen {

/// Adds `@main`, which builds every argument of `@train_step` from the integer
/// formula of `ArgSpec`, calls the step and prints every result with
/// `printMemrefI32` (f32 bit patterns; bf16 results are extended to f32
/// first). With `TestMainKind::FiniteDiff` it then calls the step again with
/// single parameter entries moved by +eps and -eps and prints each loss:
/// probe k of parameter p moves linear index (k * 7919 + p * 104729) mod
/// numel(p), for p in argument order, k in 0..fdProbes-1, + before -.
void emitTestMain(mlir::ModuleOp module, llvm::ArrayRef<ArgSpec> args,
                  unsigned numParams, const GenOptions &opts);

} // namespace fsdpgen

#endif // FSDP_TOOLS_FSDP_GEN_TESTMAIN_H
