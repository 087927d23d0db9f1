//===- Internal.h - Runtime internals shared by the C ABI and backends ----===//
//
// Nothing here crosses the C ABI: errors are C++ exceptions inside the
// runtime and are turned into status codes at every exported function.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_INTERNAL_H
#define FSDP_RT_INTERNAL_H

#include "fsdp_rt/fsdp_rt.h"

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace fsdp_rt {

/// A failure inside the runtime; carried to the C ABI boundary.
struct Error : std::runtime_error {
  Error(fsdp_rt_status status, const std::string &message)
      : std::runtime_error(message), status(status) {}
  fsdp_rt_status status;
};

[[noreturn]] inline void fail(fsdp_rt_status status,
                              const std::string &message) {
  throw Error(status, message);
}

//===----------------------------------------------------------------------===//
// Element types and local arithmetic (Dtype.cpp)
//===----------------------------------------------------------------------===//

/// Numbers of dtype and reduction codes (fsdp_rt_abi.def); the codes are
/// 0 .. count-1.
inline constexpr int kNumDtypes = 0
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS) +1
#include "fsdp_rt/fsdp_rt_abi.def"
    ;
inline constexpr int kNumReductions = 0
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE) +1
#include "fsdp_rt/fsdp_rt_abi.def"
    ;
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  static_assert(CODE >= 0 && CODE < kNumDtypes, "dtype codes are 0..n-1");
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE)                                \
  static_assert(CODE >= 0 && CODE < kNumReductions,                            \
                "reduction codes are 0..n-1");
#include "fsdp_rt/fsdp_rt_abi.def"

bool isValidDtype(int dtype);
bool isValidReduction(int reduction);
/// The int a C caller passed for an enum parameter of the C ABI. C allows
/// any int there, but in C++ reading a value outside the enumerators' range
/// as the enum is undefined (UBSan's -fsanitize=enum reports it), so entry
/// points take the bits as an int, which the checks above then validate.
template <typename E> int passedCode(const E &e) {
  static_assert(sizeof(E) == sizeof(int), "a C enum is int-sized");
  int code;
  std::memcpy(&code, &e, sizeof code);
  return code;
}
size_t dtypeSize(fsdp_rt_dtype t);
bool isHalf(fsdp_rt_dtype t);
const char *dtypeName(fsdp_rt_dtype t);
const char *collectiveName(fsdp_rt_collective c);

float bf16ToF32(uint16_t h);
uint16_t f32ToBf16(float f);
float f16ToF32(uint16_t h);
uint16_t f32ToF16(float f);

/// Widens `n` bf16/f16 elements to f32.
void halfToF32(fsdp_rt_dtype t, const void *src, float *dst, size_t n);
/// Rounds `n` f32 elements to bf16/f16 (round to nearest even).
void f32ToHalf(fsdp_rt_dtype t, const float *src, void *dst, size_t n);

/// acc[i] = acc[i] op in[i] for a native (non-half) type; op is SUM/MAX/MIN.
void combine(fsdp_rt_dtype t, fsdp_rt_reduction op, void *acc, const void *in,
             size_t n);
/// Divides `n` native elements in place by `divisor` (integers truncate).
void divideBy(fsdp_rt_dtype t, void *buf, size_t n, int divisor);

/// Reduces `nparts` contributions of `n` elements each, laid out back to back
/// in `parts`, strictly in order 0..nparts-1 (half types in f32), applies the
/// AVG division, and writes `n` elements of type `t` to `out`.
void orderedReduce(fsdp_rt_dtype t, fsdp_rt_reduction r, const void *parts,
                   int nparts, size_t n, void *out);

//===----------------------------------------------------------------------===//
// Backends
//===----------------------------------------------------------------------===//

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

/// A collective launched by a device backend, running on its communication
/// stream.
class DeviceWork {
public:
  virtual ~DeviceWork() = default;
  /// Makes later work on the compute stream wait for the collective (no host
  /// blocking) and reports asynchronous errors seen so far.
  virtual void streamWait() = 0;
  /// Blocks the host until the collective completed, bounded by the
  /// backend's timeout; then streamWait().
  virtual void hostWait() = 0;
};

/// The data-moving primitives of one group. Types passed here are native
/// (never bf16/f16) and reductions are SUM/MAX/MIN; the generic layer in
/// Collectives.cpp handles staging, AVG and the deterministic mode. Failures
/// throw Error with a backend-specific detail.
class Communicator {
public:
  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// `send` may equal `recv`.
  virtual void allReduce(const void *send, void *recv, size_t count,
                         fsdp_rt_dtype t, fsdp_rt_reduction op) = 0;
  /// `send` (count * size elements) and `recv` do not overlap.
  virtual void reduceScatter(const void *send, void *recv, size_t count,
                             fsdp_rt_dtype t, fsdp_rt_reduction op) = 0;
  /// `send` is either disjoint from `recv` or block rank() of it.
  virtual void allGather(const void *send, void *recv, size_t blockBytes) = 0;
  /// Block j of `send` goes to rank j; block i of `recv` comes from rank i.
  virtual void allToAll(const void *send, void *recv, size_t blockBytes) = 0;
  /// Device backends run whole public collectives themselves (any dtype, AVG,
  /// deterministic mode, aliasing, the all-gather wire type) asynchronously
  /// and return the work; host backends return null and are driven through
  /// runCollective. `count` is the public count, already validated.
  virtual std::shared_ptr<DeviceWork>
  launch(fsdp_rt_collective kind, const void *send, void *recv, size_t count,
         fsdp_rt_dtype t, fsdp_rt_reduction r, bool deterministic,
         fsdp_rt_dtype gatherWire) {
    (void)kind, (void)send, (void)recv, (void)count, (void)t, (void)r;
    (void)deterministic, (void)gatherWire;
    return nullptr;
  }
  /// The host communicator of the same ranks, in the same order, over which
  /// FSDP_RT_DEBUG=detail compares the signatures of this group's
  /// collectives (checkCollectiveSignature): the group itself on host
  /// backends; a device backend keeps a host one beside its own once
  /// Backend::enableSignatureChecks was called, else null.
  virtual Communicator *signatureChannel() { return this; }
};

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

/// Whether waits for MPI requests on this thread poll and sleep between
/// polls (the progress thread, so that a collective waiting for a late peer
/// leaves the core to compute) instead of spinning inside MPI.
bool politeWaits();
/// Set by the progress thread for itself; `maxSleepNs` bounds one sleep
/// (0: spin, as a blocking collective does).
void setPoliteWaits(bool polite, int64_t maxSleepNs);
/// The longest sleep of a polite wait.
int64_t politeMaxSleepNs();

std::unique_ptr<Backend> createSelfBackend();
/// Throws Error(UNAVAILABLE) without a GPU, without NCCL, or when the runtime
/// was built without CUDA/NCCL (NcclUnavailable.cpp).
std::unique_ptr<Backend> createNcclBackend(int *argc, char ***argv);
/// Throws Error(UNAVAILABLE) when MPI cannot be used.
std::unique_ptr<Backend> createMpiBackend(int *argc, char ***argv);
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

/// The generic collectives on top of a Communicator (Collectives.cpp).
void runCollective(Communicator &comm, fsdp_rt_collective kind,
                   const void *send, void *recv, int64_t count, fsdp_rt_dtype t,
                   fsdp_rt_reduction r, bool deterministic,
                   fsdp_rt_dtype gatherWire);

/// True when an all-gather of `t` travels as `gatherWire` instead
/// (fsdp_rt_set_gather_dtype: f32 data gathered as bf16/f16).
inline bool gathersNarrowed(fsdp_rt_dtype t, fsdp_rt_dtype gatherWire) {
  return t == FSDP_RT_F32 &&
         (gatherWire == FSDP_RT_BF16 || gatherWire == FSDP_RT_F16);
}

//===----------------------------------------------------------------------===//
// Allocator (Allocator.cpp)
//===----------------------------------------------------------------------===//

uint64_t allocatorCurrentBytes();
uint64_t allocatorPeakBytes();
void allocatorResetPeak();
/// Counts `bytes` more / fewer tracked bytes (device allocations).
void allocatorTrack(uint64_t bytes);
void allocatorUntrack(uint64_t bytes);

} // namespace fsdp_rt

//===----------------------------------------------------------------------===//
// The opaque handles of the C ABI
//===----------------------------------------------------------------------===//

/// Shared between a request handle and the progress thread, so a request
/// stays waitable after its context is gone.
struct fsdp_rt_op {
  std::function<fsdp_rt_status()> run;
  /// Device work: run by fsdp_rt_wait once `done` (stream wait, errors).
  std::function<fsdp_rt_status()> complete;
  std::mutex mutex;
  std::condition_variable cv;
  /// Set (release) after `status`; a waiter polls it before sleeping on
  /// `cv`.
  std::atomic<bool> done{false};
  fsdp_rt_status status = FSDP_RT_OK;
};

struct fsdp_rt_request {
  std::shared_ptr<fsdp_rt_op> op;
  /// How long fsdp_rt_wait polls before sleeping (the context's spinNs).
  int64_t spinNs = 0;
};

struct fsdp_rt_group {
  fsdp_rt_context *ctx = nullptr;
  std::unique_ptr<fsdp_rt::Communicator> comm;
  int64_t id = 0;
  /// Collectives issued on this group so far (the next one's sequence).
  std::atomic<int64_t> issued{0};
};

struct fsdp_rt_context {
  std::unique_ptr<fsdp_rt::Backend> backend;
  bool deterministic = false;
  /// Seconds a wait for peers may make no progress (fsdp_rt_set_timeout).
  double timeoutS = 300;
  /// Wire type of f32 all-gathers (fsdp_rt_set_gather_dtype).
  fsdp_rt_dtype gatherWire = FSDP_RT_F32;
  /// Cleared by fsdp_rt_finalize; device requests outliving the context
  /// check it before touching the context.
  std::shared_ptr<std::atomic<bool>> alive =
      std::make_shared<std::atomic<bool>>(true);

  /// Groups by (shape, axes); ids index `groupsById`.
  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>,
           std::unique_ptr<fsdp_rt_group>>
      groups;
  std::vector<fsdp_rt_group *> groupsById;

  std::atomic<uint64_t> bytesSent[FSDP_RT_NUM_COLLECTIVES] = {};
  std::atomic<uint64_t> calls[FSDP_RT_NUM_COLLECTIVES] = {};

  /// Guards the error state, which the progress thread writes too.
  mutable std::mutex errorMutex;
  std::string lastError;
  std::atomic<fsdp_rt_status> stickyStatus{FSDP_RT_OK};
  /// The sticky error is a failed assert of compiled code, which a failed
  /// check of compiled code may replace (recordCheckFailure).
  bool stickyFromAssert = false;

  /// Progress thread executing async collectives in issue order.
  std::mutex queueMutex;
  std::condition_variable queueCv;
  std::deque<std::shared_ptr<fsdp_rt_op>> queue;
  bool running = false; ///< The thread is executing an op.
  bool stopping = false;
  /// The progress thread sleeps on `queueCv` (so a start must notify it).
  bool sleeping = false;
  /// Ops queued or running; the progress thread polls it while spinning.
  std::atomic<int64_t> pending{0};
  std::thread progress;
  /// Async collectives of at most this many full data bytes run inside
  /// their start call when nothing is queued (fsdp_rt_set_async_policy).
  uint64_t inlineBytes = 0;
  /// How long the progress thread and fsdp_rt_wait poll before sleeping.
  int64_t spinNs = 0;
  /// The progress thread's MPI waits sleep up to this long between polls
  /// (FSDP_RT_POLL_SLEEP_US; 0: spin inside MPI).
  int64_t pollSleepNs = 0;

  /// fsdp_rt_set_trace_callback (Trace.cpp); read by the thread running a
  /// collective.
  std::atomic<fsdp_rt_trace_fn> traceFn{nullptr};
  std::atomic<void *> traceUser{nullptr};

  /// FSDP_RT_DEBUG=detail: every collective first checks that all ranks of
  /// its group issue the same (kind, dtype, count, reduction, sequence).
  bool debugDetail = false;

  /// The flight recorder: the last kFlightEntries collectives of this
  /// context, dumped to stderr on a timeout and by fsdp_rt_abort.
  static constexpr size_t kFlightEntries = 64;
  struct FlightEntry {
    uint64_t seq = 0; ///< Issue order in the context, from 0.
    int64_t group = -1;
    int64_t groupSeq = -1;
    int kind = 0;
    int dtype = 0;
    int64_t count = 0;
    uint64_t bytes = 0;
    bool async = false;
    /// 0 issued, 1 running, 2 done, 3 failed.
    int state = 0;
    int64_t issueNs = 0, beginNs = 0, endNs = 0;
  };
  mutable std::mutex recorderMutex;
  FlightEntry recorder[kFlightEntries];
  /// Atomic so that a signal handler may read it without the lock.
  std::atomic<uint64_t> recorded{0};

  /// Requests issued through the integer entry points.
  std::mutex requestMutex;
  std::map<int64_t, fsdp_rt_request *> mlirRequests;
  int64_t nextRequestId = 0;
};

namespace fsdp_rt {
/// The context the fsdp_rt_mlir_* entry points use (Context.cpp).
fsdp_rt_context *defaultContext();
/// Records a failure in `ctx` (or process-wide for NULL); sticky failures
/// poison the context.
void recordError(fsdp_rt_context *ctx, fsdp_rt_status status,
                 const std::string &message, bool sticky);
/// Records the failure of a check compiled code makes (a sticky
/// FSDP_RT_INVALID_ARGUMENT): the first, except that a check replaces a
/// failed assert (`fromAssert`) recorded before it.
void recordCheckFailure(fsdp_rt_context *ctx, const std::string &message,
                        bool fromAssert);
/// "what on rank R": the prefix of a context's error messages (Errors.cpp).
std::string rankPrefix(const fsdp_rt_context *ctx, const char *what);
/// The progress thread (ProgressQueue.cpp). `drain` blocks until it is idle
/// with an empty queue, so that the caller may use the backend itself
/// without reordering collectives; `enqueue` hands it an operation (starting
/// it on first use); `queueIdle`: nothing is queued or running.
void drain(fsdp_rt_context *ctx);
void enqueue(fsdp_rt_context *ctx, std::shared_ptr<fsdp_rt_op> op);
bool queueIdle(fsdp_rt_context *ctx);
/// Ends the job after a wait for peers stalled on a host backend, with one
/// line naming `what` and the flight recorder (Issue.cpp).
[[noreturn]] void timeoutAbort(fsdp_rt_context *ctx, const std::string &what);
/// fsdp_rt_group_get; `sticky` makes failures poison the context.
fsdp_rt_status getGroup(fsdp_rt_context *ctx, int ndims, const int64_t *shape,
                        int naxes, const int64_t *axes, fsdp_rt_group **out,
                        bool sticky);
/// Validates and runs (asyncOut == nullptr) or enqueues one collective.
fsdp_rt_status issueCollective(fsdp_rt_collective kind, fsdp_rt_group *g,
                               const void *send, void *recv, int64_t count,
                               int dtype, int reduction,
                               fsdp_rt_request **asyncOut, bool sticky);
/// Flight recorder (FlightRecorder.cpp): notes an issued collective and
/// returns its context sequence number; later state changes by that number.
uint64_t recordIssue(fsdp_rt_context *ctx, fsdp_rt_collective kind,
                     const fsdp_rt_group *g, int64_t groupSeq, int dtype,
                     int64_t count, uint64_t bytes, bool async);
void recordState(fsdp_rt_context *ctx, uint64_t seq, int state);
/// Writes the recorder, oldest first, to `fd`.
void dumpFlightRecorder(const fsdp_rt_context *ctx, int fd);
/// Multi-process backends: a SIGTERM (the launcher ending the job after
/// another rank aborted) prints the recorder, then runs the host's handler
/// or the default action. Not installed where the host ignores SIGTERM.
/// Undone by remove.
void installTerminationDump(fsdp_rt_context *ctx);
void removeTerminationDump(fsdp_rt_context *ctx);
int64_t steadyNowNs();
/// FSDP_RT_DEBUG=detail: all ranks of `comm` compare the signature of the
/// collective about to run; throws Error naming the ranks that differ.
void checkCollectiveSignature(Communicator &comm, fsdp_rt_collective kind,
                              int dtype, int reduction, int64_t count,
                              int64_t group, int64_t seq);
/// Trace.cpp: the clock of a collective about to run (0 without a trace
/// callback), and the report of one that ran since `beginNs`.
int64_t traceBegin(const fsdp_rt_context *ctx);
void traceEnd(const fsdp_rt_context *ctx, fsdp_rt_collective kind,
              uint64_t bytes, uint64_t bytesSent, bool async, int64_t beginNs);
} // namespace fsdp_rt

#endif // FSDP_RT_INTERNAL_H
