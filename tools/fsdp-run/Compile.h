//===- Compile.h - The step compiled once for the job ----------*- C++ -*-===//
//
// fsdp-run's use of the compiler library (fsdp/Runner/Compiler/
// StepCompiler.h) for a job: one rank lowers and compiles the step (or
// takes it from the compile cache) and sends it to the others; every rank
// loads the libraries the step calls and links it into this process, with
// the trace wrappers under --trace.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_COMPILE_H
#define FSDP_TOOLS_FSDP_RUN_COMPILE_H

#include "Job.h"
#include "Options.h"
#include "fsdp/Runner/Compiler/LinkedStep.h"
#include "fsdp/Runner/Compiler/ReadContract.h"
#include "fsdp/Runner/Compiler/StepCompiler.h"
#include "fsdp/Runner/Compiler/StepObject.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace fsdprun {

/// The value of `value`, or the job ends with its error.
template <typename T> T orFail(llvm::Expected<T> value) {
  if (!value)
    fail(llvm::toString(value.takeError()));
  return std::move(*value);
}

/// Ends the job with `error`, if any.
inline void orFail(llvm::Error error) {
  if (error)
    fail(llvm::toString(std::move(error)));
}

/// The compile options `options` spell (errors name its input file).
CompileOptions compileOptions(const RunOptions &options);

/// The compiled step, linked into this process.
struct CompiledStep {
  /// The code and its description (whose `returned` says, per result of the
  /// step's contract, whether the entry returns it: a donated update,
  /// fsdp.donated_results, is written into its argument's buffer instead).
  std::unique_ptr<LinkedStep> step;
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
/// `stepText` is the step as stepKeyText printed it before anything changed
/// it (what the key reads; "" when there is one rank and no cache).
CompiledStep compileStep(StepModule &step, const Job &job,
                         const RunOptions &options,
                         const StepContract &contract,
                         llvm::StringRef stepText);

/// Compiles `step` on this rank (the compile cache included) and writes it
/// to --emit-step as a step library (step.so, linked by the system's C
/// compiler against libfsdp_rt, and step.json) for the world its grids span:
/// fsdprun::compileStepLibrary. Ends the job on failure.
void emitStep(StepModule &step, const Job &job, const RunOptions &options);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_COMPILE_H
