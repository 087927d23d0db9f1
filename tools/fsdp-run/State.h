//===- State.h - Initial state, inputs, final state ------------*- C++ -*-===//
//
// Where the values of a run come from: the seeded generator of the initial
// state and of the inputs, .npy files (--load-state, --inputs), checkpoints
// (--resume), and the buffers that hold them. The final state is the
// Session's (Session::dumpState writes --dump-state).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_STATE_H
#define FSDP_TOOLS_FSDP_RUN_STATE_H

#include "Job.h"
#include "Options.h"
#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Compiler/ReadContract.h"
#include "fsdp/Runner/Values.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fsdprun {

/// Memory the runner allocates, through the runtime's tracked allocator;
/// ends the job when there is none.
Buffer allocate(int64_t bytes);

/// Fills input argument `a` of step `step`: rows [r*b, (r+1)*b) of the global
/// batch, from `--inputs` or the seeded generator.
void fillInput(const RunOptions &options, const ArgInfo &a, void *data,
               int64_t step, int64_t rank, int64_t world);

/// The state a run starts from.
struct InitialState {
  /// Indexed by argument; inputs have no buffer.
  std::vector<Buffer> buffers;
  /// Steps already done (from the checkpoint --resume names).
  int64_t firstStep = 0;
  /// The directory the state was read from ("" when seeded).
  std::string dir;
  /// The dataset position the --resume checkpoint recorded (not present:
  /// none, or no --resume).
  DataPosition dataPosition;
  /// The checkpoint's manifest, for messages about it ("" without --resume).
  std::string manifest;
  /// Seconds the slowest rank took to verify and load --resume; < 0 without.
  double resumeSeconds = -1;
  /// Bytes of state on this rank, and the numbers of state arguments and
  /// inputs.
  int64_t bytes = 0, numState = 0, numInputs = 0;
};

/// The initial state on the device: seeded, from --load-state, or from the
/// checkpoint --resume names (verified first, collective). Ends the job on
/// bad files.
InitialState loadInitialState(const Job &job, const RunOptions &options,
                              const StepContract &contract,
                              const RunIdentity &identity);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_STATE_H
