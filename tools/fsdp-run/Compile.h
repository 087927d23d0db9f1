//===- Compile.h - Parse, lower and JIT-compile the step -------*- C++ -*-===//
//
// The compiler half of the runner: the step is parsed (its contract read
// before anything is lowered), lowered with the device's pipeline and
// JIT-compiled, with the runtime's entry points registered as the JIT's
// symbols.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_COMPILE_H
#define FSDP_TOOLS_FSDP_RUN_COMPILE_H

#include "Job.h"
#include "Options.h"
#include "ReadContract.h"
#include "StepObject.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace fsdprun {

/// A parsed step and what it lives in: its context, and the diagnostics
/// parsing and lowering reported.
class StepModule {
public:
  /// Parses `file` with the dialects the step and `device`'s lowering need;
  /// ends the job when it cannot.
  StepModule(const std::string &file, TargetDevice &device);

  mlir::ModuleOp get() { return *module; }
  /// Diagnostics so far, for an error message.
  const std::string &diagnostics() const { return diagnosticsText; }

private:
  std::unique_ptr<mlir::MLIRContext> context;
  std::string diagnosticsText;
  llvm::raw_string_ostream diagnosticsStream{diagnosticsText};
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// Ends the job unless every grid of `module` has `world` ranks.
void checkGridsFit(mlir::ModuleOp module, int64_t world);

/// Ends the job when `module` holds runtime calls emitted for another fsdp_rt
/// ABI than the loaded runtime implements (module attribute
/// fsdp_rt.abi_version): they would be called with the wrong arguments.
void checkRuntimeAbi(mlir::ModuleOp module);

/// The compiled step, linked into this process.
struct CompiledStep {
  std::unique_ptr<LoadedStep> loaded;
  /// Per result of the step's contract: whether the entry returns it. A
  /// donated update (fsdp.donated_results) is not returned: the step wrote
  /// it into its argument's buffer.
  std::vector<bool> returned;
  /// The libraries its contractions run on ("" if none).
  std::string blasInfo;
  /// The step's peak as fsdp-report predicts it (`MemoryModel`, the state
  /// donated or not as this run lowers it); -1 for a step of several
  /// blocks.
  int64_t predictedPeakBytes = -1;
  /// Where this rank's code came from, for the report: lowered and
  /// compiled here, from the compile cache, or from rank 0.
  std::string origin;
  /// Bytes of machine code.
  size_t codeBytes = 0;
  /// Wall seconds of the lowering on this rank (0 when it did not lower),
  /// of code generation and loading (including the wait for rank 0's code),
  /// and CPU seconds of this rank's code generation.
  double lowerSeconds = 0, jitSeconds = 0, jitCpuSeconds = 0;
};

/// Compiles `step` (whose contract is `contract`) once for the job: rank 0
/// takes it from the compile cache, or lowers it with the device's pipeline
/// (its state donated unless --donate-state=false) and generates code (at
/// --opt-level, on --compile-threads) and stores it there, then sends it to
/// the other ranks; ranks of another CPU compile their own. Every rank then
/// loads the libraries the step calls and links it (with the trace wrappers
/// under --trace). Ends the job on failure, and when the lowered step's
/// donation stamp does not match what was asked or the contract.
CompiledStep compileStep(StepModule &step, const Job &job,
                         const RunOptions &options,
                         const StepContract &contract);

/// Compiles `step` as compileStep does on one rank (the compile cache
/// included) and writes it to --emit-step as a step library (step.so,
/// linked by the system's C compiler against libfsdp_rt, and step.json) for
/// a world of `worldSize` ranks. Ends the job on failure.
void emitStep(StepModule &step, const Job &job, const RunOptions &options,
              const StepContract &contract, int64_t worldSize);

/// The number of ranks every grid of `module` spans (0 without grids); ends
/// the job when they differ or are dynamic.
int64_t gridsWorldSize(mlir::ModuleOp module);

/// Runs LLVM's per-module default pipeline at `level` (0-3) on `m`, tuned
/// for `tm` (the host).
llvm::Error optimizeModule(llvm::Module &m, unsigned level,
                           llvm::TargetMachine *tm);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_COMPILE_H
