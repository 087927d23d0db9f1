//===- Session.h - A compiled step run in the caller's process -*- C++ -*-===//
//
// The runner as a library: the runtime of this process (MPI under mpirun,
// one rank alone without), a step library loaded into it, the rank's shard
// of the step's state, and steps run on inputs the caller owns (their
// memory is passed to the step as it is, never copied). What fsdp-run does
// from its command line, a program does from its own loop: its data
// loader, its logging, its evaluation, its checkpoints.
//
// Failures are exceptions (fsdprun::Error) where the caller can go on: a
// bad input (found on the rank that passed it, before any collective), a
// checkpoint that does not match (every rank finds it alike). A failure of
// one rank in the middle of collective work -- a step that failed there
// (an index out of range), an I/O error writing its rows -- cannot be
// finished by its peers: it ends the job (MPI_Abort) with one line naming
// the rank and the step, as in fsdp-run. Alone (one rank) it is an
// exception too, and the session refuses further steps until it resumes
// from a checkpoint.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_SESSION_H
#define FSDP_RUNNER_SESSION_H

#include "fsdp/Runner/Checkpoint.h"
#include "fsdp/Runner/Device.h"
#include "fsdp/Runner/StepCall.h"
#include "fsdp/Runner/StepLibrary.h"
#include "fsdp/Runner/Values.h"

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fsdprun {

/// A failure the caller can catch: every rank raises it alike, or the
/// process is the only rank.
class Error : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

struct RuntimeOptions {
  /// auto, mpi or self.
  std::string backend = "auto";
  /// The runtime's deterministic collectives (fsdp-run --deterministic).
  bool deterministic = false;
  /// Seconds a collective may wait for its peers; 0: the runtime's default.
  double timeoutSeconds = 0;
  /// Threads of the BLAS library; 0: the cores of the node shared out
  /// among its ranks (as fsdp-run --threads=0).
  int blasThreads = 0;
  /// What the line of a failure that ends the job starts with: "<prefix>:
  /// error on rank R: message" (fsdp-run's own lines say "fsdp-run").
  std::string errorPrefix = "fsdp runner";
};

/// The runtime of this process: started once, shared by its sessions, and
/// finalized by finalize() (MPI wants it before the process exits).
class Runtime {
public:
  /// Starts the runtime, or returns the one already started (whose options
  /// must then be `options`). Throws Error when it cannot start.
  static std::shared_ptr<Runtime> start(const RuntimeOptions &options);
  /// The runtime started in this process, or null.
  static std::shared_ptr<Runtime> current();
  /// A runtime over a context, world group and device the caller started
  /// and still owns (fsdp-run's, its --device's): it outlives the runtime,
  /// which never finalizes it (finalize() only forgets it). Only
  /// `options.errorPrefix` and `options.deterministic` (recorded) matter.
  /// Not the process's current() runtime.
  static std::shared_ptr<Runtime> adopt(fsdp_rt_context *context,
                                        fsdp_rt_group *world, Device &device,
                                        const RuntimeOptions &options);
  ~Runtime();

  int64_t rank() const { return rankValue; }
  int64_t size() const { return sizeValue; }
  const RuntimeOptions &options() const { return opts; }
  fsdp_rt_context *context() const { return ctx; }
  fsdp_rt_group *world() const { return worldGroup; }
  Device &device() const { return *dev; }

  /// What checkpoints and gathers take: failures of this rank alone end
  /// the job (with more than one rank), failures found alike are Errors.
  RankEnv rankEnv() const;

  /// Rank 0's `bytes` on every rank (collective). The other ranks wait for
  /// it up to `waitSeconds` (rank 0 may be compiling), asleep.
  std::string broadcast(const std::string &bytes, double waitSeconds) const;

  /// The values of every rank, by rank (collective).
  std::vector<int64_t> allGather(int64_t value) const;

  /// Loads the step library in `stepDir` on every rank: each must load it,
  /// the same step, made for this world (its grids). Collective; throws
  /// Error.
  std::unique_ptr<StepLibrary> loadStep(const std::string &stepDir) const;
  /// Checks that every rank has `code` (null where it could not get it:
  /// `error` says why), the same step, made for this world; `name` names
  /// it in errors. Collective; throws Error.
  void checkStep(const StepCode *code, const std::string &name,
                 const std::string &error) const;
  /// Writes "<errorPrefix>: error on rank R: message" and ends every rank.
  [[noreturn]] void abort(const std::string &message) const;

  /// Finalizes the runtime (a bounded barrier): no collective after it.
  /// Idempotent. An adopted runtime's context is its owner's to finalize.
  void finalize();

private:
  Runtime() = default;
  RuntimeOptions opts;
  fsdp_rt_context *ctx = nullptr;
  fsdp_rt_group *worldGroup = nullptr;
  /// The device the runtime created (null when adopted), and the one its
  /// buffers live on.
  std::unique_ptr<Device> ownedDevice;
  Device *dev = nullptr;
  /// Whether finalize() finalizes `ctx` (false when adopted).
  bool ownsContext = true;
  int64_t rankValue = 0, sizeValue = 1;
};

/// What one step did on this rank.
struct StepResult {
  /// Steps done, this one included (from the start of the training, across
  /// resumes).
  int64_t step = 0;
  /// The step's loss result on this rank (NaN for a step without one).
  double loss = 0;
  /// Seconds of the call, bytes this rank sent in collectives, and the
  /// peak of the runtime's tracked memory during the step.
  double seconds = 0;
  uint64_t commBytes = 0, peakBytes = 0;
  /// The runtime's counters of the step: bytes and calls per collective
  /// kind (fsdp-run's report prints them by kind), peak.
  fsdp_rt_counters counters{};
};

/// Called around one step's call (fsdp-run --trace marks the traced step):
/// `beforeCall` before the runtime's counters are reset and the clock
/// starts, `afterCall` right after the step's code returns (inside the
/// timed call, as fsdp-run always timed it). Either may be empty.
struct StepHooks {
  std::function<void()> beforeCall, afterCall;
};

/// A state the caller made for a session to own (fsdp-run's: seeded with
/// init.json's recipes, from --load-state, or from the checkpoint --resume
/// named): a buffer per argument of the step (inputs have none) on the
/// runtime's device, from the runtime's tracked allocator (the session
/// releases them), and what its checkpoints record of the run.
struct SessionState {
  std::vector<Buffer> buffers;
  /// Steps already done (a resumed run's).
  int64_t stepsDone = 0;
  /// The seed the state was made from (0: not seeded).
  uint64_t seed = 0;
  /// Whether the run flushes denormals (part of its identity: a checkpoint
  /// of such a run resumes only in such a run).
  bool flushDenormals = false;
};

/// What the call of `outcome` (one that did not fail) did on this rank, as
/// step `step`.
StepResult stepResult(int64_t step, const CallOutcome &outcome);

class Session {
public:
  /// Loads the step library in `stepDir` on `runtime`, whose world must be
  /// the one the step's grids span, with its state seeded from `seed` (as
  /// fsdp-run does without --load-state), or zero without one (a caller
  /// that sets every state argument). Collective (the ranks check they
  /// load the same step). Throws Error.
  Session(std::shared_ptr<Runtime> runtime, const std::string &stepDir,
          std::optional<uint64_t> seed = std::nullopt);
  /// The same over a step this process has already (a compiler's, linked
  /// in-process): `code` is this rank's, of the same step on every rank,
  /// bound to `runtime`'s context. Collective; throws Error.
  Session(std::shared_ptr<Runtime> runtime, std::unique_ptr<StepCode> code,
          std::optional<uint64_t> seed = std::nullopt);
  /// The same with a state the caller made (see SessionState), which must
  /// hold a buffer for every state argument. Collective; throws Error.
  Session(std::shared_ptr<Runtime> runtime, std::unique_ptr<StepCode> code,
          SessionState initial);
  ~Session();
  Session(const Session &) = delete;
  Session &operator=(const Session &) = delete;

  const StepDescription &description() const { return code->description(); }
  const StepContract &contract() const { return description().contract; }
  Runtime &runtime() const { return *rt; }
  /// Steps done (the last step's number; a resume sets it).
  int64_t stepsDone() const { return done; }
  /// Bytes of state this rank holds.
  int64_t stateBytes() const;

  /// Sets state argument `arg` from its full tensor at `full` (host memory,
  /// row-major, `bytes` of it): this rank keeps its rows.
  void setState(unsigned arg, const void *full, size_t bytes);
  /// This rank's shard of state argument `arg` (host memory; its shape is
  /// the argument's local shape).
  void *stateShard(unsigned arg) const;
  /// The buffer of every argument (inputs have none): the state as it is
  /// now, on the runtime's device. The session still owns them.
  const std::vector<Buffer> &stateBuffers() const { return state; }
  /// State argument `arg` as its full tensor, on every rank (collective).
  std::vector<char> gatherState(unsigned arg) const;
  /// Writes the state as full tensors DIR/arg<i>.npy (fsdp-run
  /// --dump-state): every rank its rows, in parallel, or, with
  /// `gatherOnRankZero` (--dump-gather, the old way), rank 0 gathers every
  /// tensor and writes it. Collective; returns its seconds.
  double dumpState(const std::string &dir, bool gatherOnRankZero = false) const;

  /// Runs one step on `inputs`: one per non-state argument, in argument
  /// order, in memory of the runtime's device (host memory on the host;
  /// a caller on another device copies its inputs there first). The step
  /// reads them where they are and never frees them. `hooks`, when given,
  /// are called around the call. Collective.
  StepResult step(const std::vector<InputView> &inputs,
                  const StepHooks *hooks = nullptr);

  /// The aligned data pointer of every argument the last step was called
  /// with (what its memref descriptors held): an input's is the caller's.
  const std::vector<void *> &lastArgumentPointers() const { return lastArgs; }

  /// Saves checkpoint ROOT/step-<stepsDone()> (fsdp-run's format: it
  /// resumes with --resume, and any world size resumes it), keeping the
  /// newest `keep` (all when <= 0). Collective; returns its seconds.
  double save(const std::string &root, int keep = 0) {
    return saveAt(root, keep, DataPosition());
  }
  /// The same, recording `position`, the place of the caller's dataset
  /// (fsdp-run's --data: a resumed run reads on from there).
  double saveAt(const std::string &root, int keep,
                const DataPosition &position);
  /// Loads the checkpoint `path` names (a root, whose `latest` is used, or
  /// one step directory), verified first. Collective.
  void resume(const std::string &path);

private:
  friend class ForwardStep;
  void checkUsable() const;
  void checkArg(unsigned arg, bool state) const;
  RunIdentity identity() const;
  /// Checks that every rank has `code`, the same step for this world
  /// (Runtime::checkStep); returns the step's name for errors.
  std::string checkCode() const;
  /// Throws for a forward step, which has no state of its own to train.
  void checkTrainingStep(const std::string &name) const;
  /// Allocates the state, seeded or zero.
  void allocateState(bool seeded);

  std::shared_ptr<Runtime> rt;
  std::unique_ptr<StepCode> code;
  /// The seed a checkpoint records (0 when the state was not seeded).
  uint64_t seed;
  /// Whether the run flushes denormals (its checkpoints' identity).
  bool flushDenormals = false;
  /// A buffer per argument; inputs have none.
  std::vector<Buffer> state;
  int64_t done = 0;
  std::vector<void *> lastArgs;
  /// Why the state can no longer be trusted ("" while it can).
  std::string broken;
};

} // namespace fsdprun

#endif // FSDP_RUNNER_SESSION_H
