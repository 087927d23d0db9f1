//===- fsdp-run.cpp - JIT-compile a training step and run it on every rank ===//
//
// Reads a training step (tensor semantics, DDP or sharded), lowers it with
// fsdp-lower-to-llvm, JIT-compiles it, and runs it for K steps on every rank
// started by mpirun, with deterministic state and inputs. Prints the loss,
// step time, bytes communicated and peak memory of every step; can load the
// initial state from .npy files and dump the final state (full tensors).
//
// The pieces: Options (the command line), Job (the runtime, the device and
// how failures end the job), Compile (the compiler library, fsdp/Runner/
// Compiler/StepCompiler.h, run once for the job: parse, lower, JIT), State
// (initial state, inputs, final state; Checkpoint for --resume and
// --save-every), Dataset (--data, --data-npy), StepRunner (the steps, run
// by the runner library's Session, fsdp/Runner/Session.h) and Report (what
// rank 0 prints).
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "Dataset.h"
#include "FloatEnvironment.h"
#include "Job.h"
#include "Options.h"
#include "Report.h"
#include "State.h"
#include "StepRunner.h"
#include "Trace.h"
#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Compiler/ReadContract.h"
#include "fsdp/Runner/Session.h"

#include "fsdp_rt/fsdp_rt.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace fsdprun;

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  RunOptions options;
  std::string error;
  if (!parseOptions(argc, argv, options, error))
    fail(error);
  // Before any thread starts (the runtime's progress thread, MPI's, the BLAS
  // library's workers, created when fsdp-run loads it): they inherit the
  // setting from this thread, and OpenBLAS's workers never take the
  // caller's later.
  if (options.flushDenormals && !flushDenormals(error))
    fail(error);
  // The library found at run time must be the one fsdp-run was built with.
  if (fsdp_rt_abi_version() != FSDP_RT_ABI_VERSION)
    fail("the loaded libfsdp_rt implements ABI version " +
         std::to_string(fsdp_rt_abi_version()) + ", fsdp-run was built for " +
         std::to_string(FSDP_RT_ABI_VERSION));
  Job job = startJob(options, argc, argv);

  // Parse the step and read its contract before lowering.
  std::unique_ptr<StepModule> parsed =
      orFail(StepModule::parseFile(options.inputFile, *job.device));
  StepModule &step = *parsed;
  orFail(checkRuntimeAbi(step.get()));
  std::optional<StepContract> contract =
      readStepContract(step.get(), options.entryName, error);
  if (!contract)
    fail(error);
  if (!options.emitStep.empty()) {
    emitStep(step, job, options);
    return 0;
  }
  if (contract->isForward())
    fail("@" + options.entryName +
         " is a forward step: no {fsdp.state} argument is updated by an "
         "{fsdp.updates = i} result, so there is nothing to train; compile "
         "it with --emit-step and run it on the state of the training step "
         "it evaluates (fsdprun::ForwardStep, trainer.evaluate)");
  orFail(checkGridsFit(step.get(), job.size));
  openWorldGroup(job);
  // Printed once, before anything changes the step: what the ranks compare
  // and the compile cache's key reads.
  std::string stepText;
  if (job.size > 1 ||
      (job.device->sharesCode() && !options.compileCacheDir.empty()))
    stepText = stepKeyText(step.get());
  checkRanksAgree(job, options, step.get(), stepText, *contract);
  // Before compiling: a bad data file is found in a second, not after the
  // JIT.
  std::unique_ptr<Dataset> dataset = Dataset::open(job, options, *contract);

  CompiledStep compiled = compileStep(step, job, options, *contract, stepText);

  RunIdentity identity{options.entryName, stepSignature(*contract),
                       options.seed, options.flushDenormals};
  InitialState state = loadInitialState(job, options, *contract, identity);
  if (dataset)
    dataset->restore(state.dataPosition, state.manifest);
  RunReport report(job, options);
  report.resumed(state);
  report.started(state, compiled);
  if (dataset)
    report.data(dataset->describe());

  // The loop runs on the runner library's Session, over fsdp-run's runtime
  // and device (its failures keep fsdp-run's prefix), owning the state.
  RuntimeOptions runtimeOptions;
  runtimeOptions.deterministic = options.deterministic;
  runtimeOptions.errorPrefix = "fsdp-run";
  std::optional<Session> session;
  try {
    session.emplace(
        Runtime::adopt(job.runtime, job.world, *job.device, runtimeOptions),
        std::move(compiled.step),
        SessionState{std::move(state.buffers), state.firstStep, options.seed,
                     options.flushDenormals});
  } catch (const Error &e) {
    failAgreed(e.what());
  }
  runSteps(job, options, *session, dataset.get(), report);
  report.summary(state, compiled);

  if (!options.traceFile.empty() &&
      (job.lead() || llvm::StringRef(options.traceFile).contains("%r")) &&
      !writeTrace(options.traceFile, job.rank, options.entryName, error))
    failOnRank(error);

  // Final state, as full tensors.
  if (!options.dumpState.empty()) {
    double seconds = 0;
    llvm::outs().flush();
    try {
      seconds = session->dumpState(options.dumpState, options.dumpGather);
    } catch (const Error &e) {
      // Alone: this rank's failure, one line as fsdp-run's own.
      failAgreed(e.what());
    }
    report.stateDumped(seconds);
  }
  // The state and the step go before the runtime they live in.
  session.reset();
  fsdp_rt_finalize(job.runtime);
  return 0;
}
