//===- Backend.h - A world of ranks and how to start one -------*- C++ -*-===//
//
// A backend (self, mpi, nccl) owns the world a context runs on: it splits
// it into groups (Communicator.h), carries the settings that reach the
// transport (algorithm, timeout, device stream), and ends the whole job when
// a rank cannot go on. The functions after the class start a backend, or
// answer for MPI before any context exists.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_BACKEND_H
#define FSDP_RT_SRC_BACKEND_H

#include "Communicator.h"
#include "Status.h"

#include <cstdint>
#include <memory>
#include <string>

namespace fsdp_rt {

/// Algorithm choice for one collective kind (see fsdp_rt_set_algorithm).
enum class Algorithm { Auto, Native, Ring, AllReduce };

/// What this rank is doing inside the runtime, as far as peers asking about
/// a stalled collective can be told (mpi backend): the collective it waits
/// in, or a world-wide step such as group creation. Written only by the
/// thread that runs collectives, which is also the thread that answers.
struct Activity {
  /// A fsdp_rt_collective, or one of the values below, or kIdle.
  int kind = kIdle;
  int64_t group = -1;
  /// Sequence number of the collective within its group, from 0.
  int64_t seq = -1;
  uint64_t bytes = 0;
  static constexpr int kIdle = -1;
  static constexpr int kGroupCreation = -2;
  static constexpr int kFinalize = -3;
  static constexpr int kCheck = -4;
};

/// "all_reduce #12 of group 0", "group creation", "finalize", "idle".
std::string describeActivity(int kind, int64_t group, int64_t seq);

/// Parses a positive number of seconds ("5", "0.5"); false if malformed.
bool parsePositiveSeconds(const char *text, double &out);
/// Whether `seconds` is a timeout the runtime takes: in (0, 1e9].
bool isValidTimeout(double seconds);

/// One runtime backend: a world of ranks that can be split into groups.
class Backend {
public:
  virtual ~Backend() = default;
  virtual const char *name() const = 0;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// Collective over the world: ranks with equal `color` form a group,
  /// ordered by `key`.
  virtual std::unique_ptr<Communicator> split(int color, int key) = 0;
  /// Fails for an algorithm the backend does not implement for `kind`.
  virtual void setAlgorithm(fsdp_rt_collective kind, Algorithm algo) {
    (void)kind;
    (void)algo;
  }
  /// False when the backend must not be called from the progress thread (MPI
  /// initialized by the host below MPI_THREAD_SERIALIZED); async collectives
  /// then complete inside their start call.
  virtual bool allowsProgressThread() const { return true; }

  /// Device backends: buffers are device pointers, collectives go through
  /// Communicator::launch, and the methods below mean something.
  virtual bool isDevice() const { return false; }
  /// CUDA device ordinal of this rank; -1 for host backends.
  virtual int device() const { return -1; }
  /// The stream collectives are ordered after (start) and that waits for them
  /// (wait); null is the legacy default stream.
  virtual void setComputeStream(void *stream) {
    if (stream)
      fail(FSDP_RT_INVALID_ARGUMENT,
           std::string("the ") + name() + " backend has no streams");
  }
  /// The stream set by setComputeStream (null: the legacy default stream).
  virtual void *computeStream() const { return nullptr; }
  /// Bound on every host-side wait for a collective. Host backends: a wait
  /// for peers that makes no progress for this long fails with
  /// FSDP_RT_TIMEOUT, after which the generic layer reports and aborts.
  virtual void setTimeout(double seconds) { (void)seconds; }
  /// Ends the whole job (every rank) with exit status `code`; never returns.
  /// The default, for single-process backends, exits this process.
  [[noreturn]] virtual void abortJob(int code);
  /// What this rank is doing, for peers that ask (see Activity).
  Activity activity;
  /// Blocks until every collective issued so far completed (bounded by the
  /// timeout). Host backends complete their queue before this is called.
  virtual void synchronize() {}
  /// FSDP_RT_DEBUG=detail, called before the first split: every group gets
  /// a Communicator::signatureChannel. Host backends have one already.
  virtual void enableSignatureChecks() {}
  /// Called by fsdp_rt_finalize before the groups are destroyed: completes
  /// outstanding device work, or aborts the communicators if it cannot.
  virtual void quiesce() {}
};

std::unique_ptr<Backend> createSelfBackend();
/// Throws Error(UNAVAILABLE) without a GPU, without NCCL, or when the runtime
/// was built without CUDA/NCCL (NcclUnavailable.cpp).
std::unique_ptr<Backend> createNcclBackend(int *argc, char ***argv,
                                           double timeoutS);
/// Throws Error(UNAVAILABLE) when MPI cannot be used. A MPI_Init that has not
/// returned after `timeoutS` ends the process with a report: MPI_Init waits
/// for every rank of the job, and one stopped or hung before it would hold
/// the others there, out of reach of every later bound.
std::unique_ptr<Backend> createMpiBackend(int *argc, char ***argv,
                                          double timeoutS);
/// True when the process looks like it was started by an MPI launcher;
/// `worldSizeHint` gets the launcher's world size (0 if unknown).
bool launchedByMpi(int *worldSizeHint);
/// True when MPI is initialized (by the host or an earlier context).
bool mpiInitialized();
/// Checks the environment variables of backend `name` before it starts
/// (FSDP_RT_RING_CHUNK_BYTES); throws Error(INVALID_ARGUMENT).
void checkBackendEnvironment(const std::string &name);
/// fsdp_rt_abort without a context: MPI_Abort if MPI is up, else exit.
[[noreturn]] void abortWithoutContext(int code);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_BACKEND_H
