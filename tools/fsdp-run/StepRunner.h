//===- StepRunner.h - Run the compiled step for --steps steps --*- C++ -*-===//
//
// Each step: the inputs of that step, the memref descriptors of every
// argument, the call, the loss, the new state (results that update state
// arguments; a donated update is its argument's buffer, written in place),
// and the release of every buffer nothing refers to any more.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_STEPRUNNER_H
#define FSDP_TOOLS_FSDP_RUN_STEPRUNNER_H

#include "Compile.h"
#include "Dataset.h"
#include "Job.h"
#include "Options.h"
#include "Report.h"
#include "State.h"
#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Compiler/ReadContract.h"

namespace fsdprun {

/// Runs --steps steps of `compiled` from `state` (which ends as the final
/// state), reports each to `report`, and saves the checkpoints --save-every
/// and --checkpoint-dir ask for (with `dataset`'s position). The inputs
/// `dataset` provides are read from it (null: none). Ends the job when a step
/// fails.
void runSteps(const Job &job, const RunOptions &options,
              const StepContract &contract, CompiledStep &compiled,
              const RunIdentity &identity, InitialState &state,
              Dataset *dataset, RunReport &report);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_STEPRUNNER_H
