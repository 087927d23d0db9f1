//===- Checkpoint.h - Parallel sharded checkpoints -------------*- C++ -*-===//
//
// Checkpoints that scale with the world: every rank writes its own rows of
// each state argument straight into one full-tensor .npy file per argument
// (pwrite at the rows' offsets: no gather, memory O(one buffer) per rank),
// and a checkpoint is committed atomically (temporary directory, fsync,
// rename, then an atomically replaced `latest`). A checkpoint holds logical
// (unpadded) tensors, so it resumes on any world size and strategy: each
// rank reads only its rows.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_CHECKPOINT_H
#define FSDP_RUNNER_CHECKPOINT_H

#include "fsdp/Runner/Device.h"
#include "fsdp/Runner/StepContract.h"

#include "fsdp_rt/fsdp_rt.h"

#include <functional>
#include <string>
#include <vector>

namespace fsdprun {

/// What the runner library's collective code (checkpoints, gathers) needs
/// of a rank: its runtime, world group and device, and how it fails.
struct RankEnv {
  fsdp_rt_context *runtime = nullptr;
  /// The group of every rank.
  fsdp_rt_group *world = nullptr;
  Device *device = nullptr;
  int64_t rank = 0, worldSize = 1;
  /// Reports a failure of this rank and ends the job (does not return).
  std::function<void(const std::string &)> fail;
  /// Reports a failure every rank found alike, once, and ends the job.
  std::function<void(const std::string &)> failAgreed;
};

/// A text that identifies the step's signature independently of the world
/// size and the strategy: the entry, the state arguments' logical shapes and
/// dtypes, the inputs' dtypes and ranks. A checkpoint resumes only into a
/// step with the same signature.
std::string stepSignature(const StepContract &contract);

/// Writes the state (`state[i]` is the buffer of argument i, on the device)
/// as full tensors DIR/arg<i>.npy, every rank writing its rows in parallel,
/// each file first written under a temporary name and renamed into place
/// once complete (so DIR never holds a partial file). Collective. I/O errors
/// end the job with a line naming the file.
void dumpStateParallel(const RankEnv &env, const std::string &dir,
                       const std::vector<ArgInfo> &args,
                       const std::vector<void *> &state);

/// What identifies a run for its checkpoints.
struct RunIdentity {
  std::string entry;
  std::string signature;
  uint64_t seed = 0;
  /// --flush-denormals: the arithmetic a resumed run must continue with.
  bool flushDenormals = false;
};

/// Where a dataset (--data, --data-npy) is in its sample order: `index` is
/// the position, in epoch `epoch`'s permutation of the `samples` samples, of
/// the next sample to read. Saved in the manifest so that a resumed run reads
/// the batches the uninterrupted one would have read.
struct DataPosition {
  /// False for a run without a dataset (the manifest's "data" is null).
  bool present = false;
  int64_t epoch = 0, index = 0, samples = 0;
};

/// Saves checkpoint ROOT/step-<step> atomically, then points ROOT/latest to
/// it and keeps the newest `keep` checkpoints (all when `keep` <= 0).
/// Collective. Returns the seconds it took.
double saveCheckpoint(const RankEnv &env, const std::string &root, int64_t step,
                      int keep, const RunIdentity &id,
                      const std::vector<ArgInfo> &args,
                      const std::vector<void *> &state,
                      const DataPosition &data);

/// A checkpoint found by --resume and verified.
struct ResumePoint {
  /// The step directory (holds arg<i>.npy and manifest.json).
  std::string dir;
  /// Steps completed when it was saved.
  int64_t step = 0;
  /// The dataset's position then (not present: the run had no dataset).
  DataPosition data;
};

/// Resolves `path` (a checkpoint root, whose `latest` is used, or one
/// step-<k> directory), checks its manifest against the step (signature,
/// every state argument's file, shape and dtype, seed, --flush-denormals,
/// the form of the data position)
/// and the checksum of every file (each file read by one rank). Collective;
/// any mismatch ends the job with a line naming the file.
ResumePoint openCheckpoint(const RankEnv &env, const std::string &path,
                           const RunIdentity &id,
                           const std::vector<ArgInfo> &args);

} // namespace fsdprun

#endif // FSDP_RUNNER_CHECKPOINT_H
