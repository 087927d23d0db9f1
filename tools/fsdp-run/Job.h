//===- Job.h - This rank of the job, and how failures end it ---*- C++ -*-===//
//
// The runtime context, the device and the world group of this rank; how a
// failure ends the whole job; what the ranks must agree on before they run.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_JOB_H
#define FSDP_TOOLS_FSDP_RUN_JOB_H

#include "Device.h"
#include "Options.h"
#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Compiler/ReadContract.h"

#include "fsdp_rt/fsdp_rt.h"

#include "mlir/IR/BuiltinOps.h"

#include <memory>
#include <string>

namespace fsdprun {

/// This rank of the job.
struct Job {
  fsdp_rt_context *runtime = nullptr;
  /// Where the step's buffers live (--device).
  std::unique_ptr<TargetDevice> device;
  /// The group of every rank (openWorldGroup).
  fsdp_rt_group *world = nullptr;
  int64_t rank = 0, size = 1;

  /// The rank that prints.
  bool lead() const { return rank == 0; }
  /// What the runner library's collective code (checkpoints, gathers) needs
  /// of the job.
  RankEnv rankEnv() const;
};

/// Reports a failure of this rank and ends the whole job: the line is
/// printed by the rank that failed (others may be blocked in a collective
/// and never print), and the runtime aborts every rank (MPI_Abort), so no
/// rank waits for a peer that will never come. Before the runtime is up the
/// rank comes from the launcher's environment.
[[noreturn]] void fail(const std::string &message);

/// The same, for failures of this rank alone (kept for readability).
[[noreturn]] void failOnRank(const std::string &message);

/// Reports a failure that every rank found together (after exchanging what
/// they found): printed once, by rank 0, before any rank leaves, then every
/// rank finalizes (a bounded barrier) and exits.
[[noreturn]] void failAgreed(const std::string &message);

/// Creates the device and starts the runtime on it (fsdp_rt_init with
/// --backend, --deterministic, --timeout); ends the job on failure.
Job startJob(const RunOptions &options, int &argc, char **&argv);

/// Creates the group of every rank (collective).
void openWorldGroup(Job &job);

/// Every rank must run the same step with the same options; found here, a
/// difference is one line naming the ranks and the fields instead of a hang
/// or a silent divergence later. Collective; nothing on one rank. The step
/// is compared by a hash of `stepText` (`module` printed with its
/// locations, as the compile cache's key reads it), and where that differs
/// of `module` without them (ranks may read it from different paths).
void checkRanksAgree(const Job &job, const RunOptions &options,
                     mlir::ModuleOp module, llvm::StringRef stepText,
                     const StepContract &contract);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_JOB_H
