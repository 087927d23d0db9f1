//===- StepRunner.h - Run the compiled step for --steps steps --*- C++ -*-===//
//
// Each step: the inputs of that step (read from the dataset or generated,
// into buffers of fsdp-run's, on the device), then the runner library's
// Session::step on them (the call, the loss, the new state), then the
// inputs' release; the report's figures, and the checkpoints.
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
#include "fsdp/Runner/Session.h"

namespace fsdprun {

/// Runs --steps steps on `session` (which holds the state, from the step
/// after its stepsDone(), and ends with the final state), reports each to
/// `report`, and saves the checkpoints --save-every and --checkpoint-dir
/// ask for (with `dataset`'s position). The inputs `dataset` provides are
/// read from it (null: none), the others generated; every step runs through
/// Session::step on this rank's input buffers. Ends the job when a step
/// fails.
void runSteps(const Job &job, const RunOptions &options, Session &session,
              Dataset *dataset, RunReport &report);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_STEPRUNNER_H
