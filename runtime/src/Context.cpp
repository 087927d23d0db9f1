//===- Context.cpp - Contexts, groups, errors, async queue, C ABI ---------===//
//
// Every exported function catches everything: no exception crosses the ABI.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <unistd.h>

using namespace fsdp_rt;

namespace {

std::mutex defaultMutex;
fsdp_rt_context *defaultCtx = nullptr;

/// Failures that have no context to live in (init, NULL handles).
std::mutex globalErrorMutex;
std::string globalError;

/// Runs `body`, turning escaping exceptions into a status recorded on `ctx`.
/// `prefix()` names the operation; it is only built on failure, keeping
/// string formatting off the path of every collective.
template <typename P, typename F>
fsdp_rt_status guardedWith(fsdp_rt_context *ctx, const P &prefix, bool sticky,
                           F &&body) {
  try {
    return body();
  } catch (const Error &e) {
    recordError(ctx, e.status, prefix() + ": " + e.what(),
                sticky || e.status == FSDP_RT_BACKEND_ERROR);
    return e.status;
  } catch (const std::bad_alloc &) {
    recordError(ctx, FSDP_RT_OUT_OF_MEMORY, prefix() + ": out of memory",
                sticky);
    return FSDP_RT_OUT_OF_MEMORY;
  } catch (const std::exception &e) {
    recordError(ctx, FSDP_RT_BACKEND_ERROR, prefix() + ": " + e.what(), true);
    return FSDP_RT_BACKEND_ERROR;
  } catch (...) {
    recordError(ctx, FSDP_RT_BACKEND_ERROR, prefix() + ": unknown exception",
                true);
    return FSDP_RT_BACKEND_ERROR;
  }
}

template <typename F>
fsdp_rt_status guarded(fsdp_rt_context *ctx, const std::string &prefix,
                       bool sticky, F &&body) {
  return guardedWith(
      ctx, [&] { return prefix; }, sticky, std::forward<F>(body));
}

/// Blocks until the progress thread is idle with an empty queue, so that the
/// caller may use the backend itself without reordering collectives.
void drain(fsdp_rt_context *ctx) {
  std::unique_lock<std::mutex> lock(ctx->queueMutex);
  ctx->queueCv.wait(lock, [&] { return ctx->queue.empty() && !ctx->running; });
}

/// Defaults of fsdp_rt_set_async_policy, chosen from
/// `fsdp_rt_bench --calibrate` on the 2-core development machine (see
/// runtime/README.md, "Async hand-off").
constexpr uint64_t kDefaultInlineBytes = 0;
constexpr int64_t kDefaultSpinNs = 0;
/// The progress thread's waits for MPI sleep up to this long between polls
/// (off: sleeping threads wait for a time slice on a loaded host, which made
/// the runtime's tests 20x slower here; runtime/README.md).
constexpr int64_t kDefaultPollSleepNs = 0;

thread_local bool politeWaitsFlag = false;
thread_local int64_t politeSleepNs = 0;

/// A non-negative decimal number from the environment variable `name`.
double parseEnvNumber(const char *name, const char *text) {
  char *end = nullptr;
  double value = std::strtod(text, &end);
  if (end == text || *end != '\0' || !(value >= 0))
    fail(FSDP_RT_INVALID_ARGUMENT,
         std::string(name) + "=" + text + ": expected a non-negative number");
  return value;
}

/// Polls `ready` for up to `ns` nanoseconds, yielding the core between
/// polls; true as soon as it holds. A hand-off through a condition variable
/// costs a wake-up that a loaded host may delay by milliseconds; a short
/// poll catches work that is handed over at once (back-to-back collectives,
/// a wait right behind a small collective) without holding a core for long.
template <typename F> bool pollFor(int64_t ns, F &&ready) {
  if (ns <= 0)
    return ready();
  auto until = std::chrono::steady_clock::now() + std::chrono::nanoseconds(ns);
  do {
    if (ready())
      return true;
    std::this_thread::yield();
  } while (std::chrono::steady_clock::now() < until);
  return ready();
}

void progressLoop(fsdp_rt_context *ctx) {
  setPoliteWaits(ctx->pollSleepNs > 0, ctx->pollSleepNs);
  std::unique_lock<std::mutex> lock(ctx->queueMutex);
  while (true) {
    if (ctx->queue.empty() && !ctx->stopping) {
      lock.unlock();
      pollFor(ctx->spinNs, [&] { return ctx->pending.load() > 0; });
      lock.lock();
    }
    ctx->sleeping = true;
    ctx->queueCv.wait(lock,
                      [&] { return ctx->stopping || !ctx->queue.empty(); });
    ctx->sleeping = false;
    if (ctx->queue.empty())
      return; // Stopping, and everything issued has run.
    std::shared_ptr<fsdp_rt_op> op = std::move(ctx->queue.front());
    ctx->queue.pop_front();
    ctx->running = true;
    lock.unlock();
    fsdp_rt_status status = op->run();
    op->run = nullptr;
    {
      std::lock_guard<std::mutex> opLock(op->mutex);
      op->status = status;
      op->done.store(true, std::memory_order_release);
    }
    op->cv.notify_all();
    lock.lock();
    ctx->running = false;
    ctx->pending.fetch_sub(1);
    ctx->queueCv.notify_all();
  }
}

void enqueue(fsdp_rt_context *ctx, std::shared_ptr<fsdp_rt_op> op) {
  bool wake;
  {
    std::lock_guard<std::mutex> lock(ctx->queueMutex);
    ctx->queue.push_back(std::move(op));
    ctx->pending.fetch_add(1);
    if (!ctx->progress.joinable())
      ctx->progress = std::thread(progressLoop, ctx);
    wake = ctx->sleeping;
  }
  // A spinning thread sees `pending` without a wake-up.
  if (wake)
    ctx->queueCv.notify_all();
}

/// Whether the progress thread has nothing queued or running.
bool queueIdle(fsdp_rt_context *ctx) {
  std::lock_guard<std::mutex> lock(ctx->queueMutex);
  return ctx->queue.empty() && !ctx->running;
}

std::string rankPrefix(const fsdp_rt_context *ctx, const char *what) {
  return std::string(what) + " on rank " +
         std::to_string(ctx ? ctx->backend->rank() : -1);
}

/// "all_reduce of 4096 bytes on rank 1"; B is the full data size, as in the
/// counters.
std::string describe(fsdp_rt_collective kind, const fsdp_rt_group *g,
                     int64_t count, int dtype) {
  std::ostringstream os;
  os << collectiveName(kind) << " of ";
  size_t es = isValidDtype(dtype) ? dtypeSize(fsdp_rt_dtype(dtype)) : 0;
  uint64_t n = kind == FSDP_RT_ALL_REDUCE ? 1 : uint64_t(g->comm->size());
  unsigned __int128 bytes = (unsigned __int128)(uint64_t)count * es * n;
  if (count < 0 || es == 0 || bytes > INT64_MAX)
    os << count << " elements";
  else
    os << uint64_t(bytes) << " bytes";
  os << " on rank " << g->ctx->backend->rank();
  return os.str();
}

/// A wait for peers stalled on a host backend: MPI cannot cancel what is in
/// flight, and peers may wait on this rank forever, so the job ends here
/// with one line naming what stalled, and the flight recorder.
[[noreturn]] void timeoutAbort(fsdp_rt_context *ctx, const std::string &what) {
  std::string line = "fsdp_rt: error on rank " +
                     std::to_string(ctx->backend->rank()) +
                     ": timeout: " + what + "\n";
  std::fflush(nullptr);
  removeTerminationDump(ctx); // Printed below, not again on SIGTERM.
  size_t off = 0;
  while (off < line.size()) {
    ssize_t w = ::write(2, line.data() + off, line.size() - off);
    if (w <= 0)
      break;
    off += size_t(w);
  }
  dumpFlightRecorder(ctx, 2);
  ctx->backend->abortJob(1);
  std::_Exit(1); // abortJob does not return; says so to the compiler.
}

/// A collective of `g` that timed out waiting for peers ends the job (see
/// timeoutAbort), named by its group sequence number, bytes and dtype.
[[noreturn]] void collectiveTimeout(fsdp_rt_context *ctx, uint64_t recordSeq,
                                    fsdp_rt_collective kind,
                                    const fsdp_rt_group *g, int64_t groupSeq,
                                    uint64_t bytes, fsdp_rt_dtype t,
                                    const Error &e) {
  recordState(ctx, recordSeq, 3);
  timeoutAbort(ctx, std::string(collectiveName(kind)) + " #" +
                        std::to_string(groupSeq) + " of group " +
                        std::to_string(g->id) + " (" + std::to_string(bytes) +
                        " bytes of " + dtypeName(t) + "): " + e.what());
}

/// FSDP_RT_DEBUG=detail, on every backend: the ranks of `g` compare the
/// signature of the collective about to run over the group's host channel
/// (Communicator::signatureChannel). Throws Error on a mismatch, and
/// Error(FSDP_RT_TIMEOUT) when a peer never comes.
void checkSignature(const fsdp_rt_context *ctx, const fsdp_rt_group *g,
                    fsdp_rt_collective kind, int dtype, int reduction,
                    int64_t count, int64_t groupSeq) {
  if (!ctx->debugDetail || g->comm->size() <= 1)
    return;
  Communicator *channel = g->comm->signatureChannel();
  if (!channel)
    fail(FSDP_RT_BACKEND_ERROR,
         "internal: FSDP_RT_DEBUG=detail without a host channel");
  checkCollectiveSignature(*channel, kind, dtype, reduction, count, g->id,
                           groupSeq);
}

/// Argument checks of a collective; throws Error(INVALID_ARGUMENT).
void validate(fsdp_rt_collective kind, const fsdp_rt_group *g, const void *send,
              const void *recv, int64_t count, int dtype, int reduction) {
  if (!isValidDtype(dtype))
    fail(FSDP_RT_INVALID_ARGUMENT, "invalid dtype " + std::to_string(dtype) +
                                       " (valid: 0.." +
                                       std::to_string(kNumDtypes - 1) + ")");
  if (kind != FSDP_RT_ALL_GATHER && !isValidReduction(reduction))
    fail(FSDP_RT_INVALID_ARGUMENT,
         "invalid reduction " + std::to_string(reduction) + " (valid: 0.." +
             std::to_string(kNumReductions - 1) + ")");
  if (count < 0)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "negative element count " + std::to_string(count));
  uint64_t limit = uint64_t(INT64_MAX) / dtypeSize(fsdp_rt_dtype(dtype)) /
                   uint64_t(g->comm->size());
  if (uint64_t(count) > limit)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "element count " + std::to_string(count) + " overflows the byte size");
  if (count > 0 && (!send || !recv))
    fail(FSDP_RT_INVALID_ARGUMENT, std::string("null ") +
                                       (!send ? "send" : "recv") +
                                       " buffer with a non-zero count");
}

/// Algorithmic bytes one rank sends under the ring model (see fsdp_rt.h).
uint64_t ringBytes(fsdp_rt_collective kind, uint64_t fullBytes, uint64_t n) {
  unsigned __int128 b = fullBytes;
  b *= (kind == FSDP_RT_ALL_REDUCE ? 2 : 1) * (n - 1);
  return uint64_t(b / n);
}

Algorithm parseAlgorithm(const char *name) {
  std::string s = name ? name : "";
  if (s == "auto")
    return Algorithm::Auto;
  if (s == "native")
    return Algorithm::Native;
  if (s == "ring")
    return Algorithm::Ring;
  if (s == "allreduce")
    return Algorithm::AllReduce;
  fail(FSDP_RT_INVALID_ARGUMENT,
       "unknown algorithm \"" + s +
           "\"; valid names: auto, native, ring, allreduce");
}

/// A collective on a device backend: launched on the communication stream
/// now; a blocking call then waits on the host (bounded by the timeout), an
/// async one leaves the stream wait to fsdp_rt_wait.
template <typename P>
fsdp_rt_status issueDevice(fsdp_rt_collective kind, fsdp_rt_group *g,
                           const void *send, void *recv, int64_t count,
                           fsdp_rt_dtype t, fsdp_rt_reduction r,
                           fsdp_rt_dtype gatherWire, fsdp_rt_request **asyncOut,
                           const P &prefix, bool sticky) {
  fsdp_rt_context *ctx = g->ctx;
  std::shared_ptr<DeviceWork> work;
  fsdp_rt_status status = guardedWith(ctx, prefix, sticky, [&] {
    work = g->comm->launch(kind, send, recv, size_t(count), t, r,
                           ctx->deterministic, gatherWire);
    if (!work)
      fail(FSDP_RT_BACKEND_ERROR, "internal: device backend launched nothing");
    if (!asyncOut)
      work->hostWait();
    return FSDP_RT_OK;
  });
  if (status != FSDP_RT_OK || !asyncOut)
    return status;
  return guardedWith(ctx, prefix, sticky, [&] {
    auto op = std::make_shared<fsdp_rt_op>();
    auto alive = ctx->alive;
    op->complete = [ctx, alive, work, prefix, sticky] {
      // fsdp_rt_finalize completed (or aborted) everything and freed ctx.
      if (!alive->load())
        return FSDP_RT_OK;
      if (ctx->stickyStatus.load() != FSDP_RT_OK)
        return FSDP_RT_BACKEND_ERROR;
      return guardedWith(ctx, prefix, sticky, [&] {
        work->streamWait();
        return FSDP_RT_OK;
      });
    };
    op->done = true;
    auto request = std::make_unique<fsdp_rt_request>();
    request->op = op;
    request->spinNs = ctx->spinNs;
    *asyncOut = request.release();
    return FSDP_RT_OK;
  });
}

/// The message fsdp_rt_last_error reports for `ctx`, copied under its lock.
std::string lastErrorCopy(const fsdp_rt_context *ctx) {
  if (!ctx) {
    std::lock_guard<std::mutex> lock(globalErrorMutex);
    return globalError;
  }
  std::lock_guard<std::mutex> lock(ctx->errorMutex);
  return ctx->lastError;
}

/// The size of the first fsdp_rt_options (ABI version 1): what every caller's
/// struct_size must cover.
constexpr size_t kOptionsV1Size =
    offsetof(fsdp_rt_options, deterministic) + sizeof(int);

/// Copies the caller's options, as far as its struct_size says they go, over
/// the defaults in `options`. A caller's struct may be older (shorter: later
/// fields keep their defaults) or newer (longer: the fields this runtime does
/// not know must be zero, i.e. left at their defaults).
void readOptions(const fsdp_rt_options *caller, fsdp_rt_options &options) {
  size_t size = caller->struct_size;
  if (size == 0)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "options.struct_size is 0: initialize the options with "
         "FSDP_RT_OPTIONS_INIT");
  if (size < kOptionsV1Size)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "options.struct_size is " + std::to_string(size) +
             ", less than any fsdp_rt_options (" +
             std::to_string(kOptionsV1Size) + " bytes)");
  const auto *bytes = reinterpret_cast<const unsigned char *>(caller);
  for (size_t i = sizeof(fsdp_rt_options); i < size; ++i)
    if (bytes[i] != 0)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "options.struct_size is " + std::to_string(size) +
               ": the caller sets options this runtime does not know (ABI "
               "version " +
               std::to_string(FSDP_RT_ABI_VERSION) + ", " +
               std::to_string(sizeof(fsdp_rt_options)) + "-byte options)");
  std::memcpy(&options, caller, std::min(size, sizeof(fsdp_rt_options)));
  options.struct_size = sizeof(fsdp_rt_options);
}

} // namespace

namespace fsdp_rt {

fsdp_rt_context *defaultContext() {
  std::lock_guard<std::mutex> lock(defaultMutex);
  return defaultCtx;
}

void recordError(fsdp_rt_context *ctx, fsdp_rt_status status,
                 const std::string &message, bool sticky) {
  if (!ctx) {
    std::lock_guard<std::mutex> lock(globalErrorMutex);
    globalError = message;
    return;
  }
  std::lock_guard<std::mutex> lock(ctx->errorMutex);
  if (ctx->stickyStatus.load() != FSDP_RT_OK)
    return; // Keep the first sticky message: it names the root cause.
  ctx->lastError = message;
  if (sticky)
    ctx->stickyStatus.store(status == FSDP_RT_OK ? FSDP_RT_BACKEND_ERROR
                                                 : status);
}

fsdp_rt_status getGroup(fsdp_rt_context *ctx, int ndims, const int64_t *shape,
                        int naxes, const int64_t *axes, fsdp_rt_group **out,
                        bool sticky) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "group_get: null context",
                false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, rankPrefix(ctx, "group_get"), sticky, [&] {
    if (ctx->stickyStatus.load() != FSDP_RT_OK)
      fail(FSDP_RT_BACKEND_ERROR, "context failed earlier");
    if (!out)
      fail(FSDP_RT_INVALID_ARGUMENT, "null output pointer");
    *out = nullptr;
    if (ndims < 1 || !shape)
      fail(FSDP_RT_INVALID_ARGUMENT, "a grid needs ndims >= 1 and a shape");
    if (naxes < 0 || naxes > ndims || (naxes > 0 && !axes))
      fail(FSDP_RT_INVALID_ARGUMENT,
           "naxes must be in [0, ndims] with non-null axes");
    int64_t total = 1;
    for (int i = 0; i < ndims; ++i) {
      if (shape[i] < 1 || shape[i] > INT_MAX || total > INT_MAX / shape[i])
        fail(FSDP_RT_INVALID_ARGUMENT,
             "grid dim " + std::to_string(i) + " of size " +
                 std::to_string(shape[i]) + " is not a valid extent");
      total *= shape[i];
    }
    if (total != ctx->backend->size())
      fail(FSDP_RT_INVALID_ARGUMENT,
           "grid of " + std::to_string(total) + " devices on a world of " +
               std::to_string(ctx->backend->size()) + " ranks (backend " +
               ctx->backend->name() + ")");
    for (int i = 0; i < naxes; ++i)
      if (axes[i] < 0 || axes[i] >= ndims || (i > 0 && axes[i] <= axes[i - 1]))
        fail(FSDP_RT_INVALID_ARGUMENT,
             "group axes must be strictly increasing grid dims in [0, " +
                 std::to_string(ndims) + ")");

    auto key = std::make_pair(std::vector<int64_t>(shape, shape + ndims),
                              std::vector<int64_t>(axes, axes + naxes));
    auto it = ctx->groups.find(key);
    if (it != ctx->groups.end()) {
      *out = it->second.get();
      return FSDP_RT_OK;
    }

    // Row-major coordinates of this rank; the color is the linear index over
    // the axes outside the group, the key the one over the group axes.
    std::vector<bool> inGroup(size_t(ndims), false);
    for (int i = 0; i < naxes; ++i)
      inGroup[size_t(axes[i])] = true;
    int64_t rest = ctx->backend->rank();
    std::vector<int64_t> coord(static_cast<size_t>(ndims));
    for (int i = ndims - 1; i >= 0; --i) {
      coord[size_t(i)] = rest % shape[i];
      rest /= shape[i];
    }
    int64_t color = 0, groupKey = 0;
    for (int i = 0; i < ndims; ++i) {
      if (inGroup[size_t(i)])
        groupKey = groupKey * shape[i] + coord[size_t(i)];
      else
        color = color * shape[i] + coord[size_t(i)];
    }

    drain(ctx); // Splitting is collective over the world: keep issue order.
    auto group = std::make_unique<fsdp_rt_group>();
    group->ctx = ctx;
    ctx->backend->activity = Activity();
    ctx->backend->activity.kind = Activity::kGroupCreation;
    ctx->backend->activity.group = int64_t(ctx->groupsById.size());
    try {
      group->comm = ctx->backend->split(int(color), int(groupKey));
    } catch (const Error &e) {
      if (e.status == FSDP_RT_TIMEOUT)
        timeoutAbort(ctx, std::string("creating group ") +
                              std::to_string(ctx->groupsById.size()) + ": " +
                              e.what());
      ctx->backend->activity = Activity();
      throw;
    }
    ctx->backend->activity = Activity();
    group->id = int64_t(ctx->groupsById.size());
    ctx->groupsById.push_back(group.get());
    *out = group.get();
    ctx->groups.emplace(std::move(key), std::move(group));
    return FSDP_RT_OK;
  });
}

fsdp_rt_status issueCollective(fsdp_rt_collective kind, fsdp_rt_group *g,
                               const void *send, void *recv, int64_t count,
                               int dtype, int reduction,
                               fsdp_rt_request **asyncOut, bool sticky) {
  if (!g) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
                std::string(collectiveName(kind)) + ": null group", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  fsdp_rt_context *ctx = g->ctx;
  auto prefix = [=] { return describe(kind, g, count, dtype); };
  if (ctx->stickyStatus.load() != FSDP_RT_OK)
    return FSDP_RT_BACKEND_ERROR;
  fsdp_rt_status status = guardedWith(ctx, prefix, sticky, [&] {
    validate(kind, g, send, recv, count, dtype, reduction);
    return FSDP_RT_OK;
  });
  if (status != FSDP_RT_OK)
    return status;

  auto t = fsdp_rt_dtype(dtype);
  auto r =
      kind == FSDP_RT_ALL_GATHER ? FSDP_RT_SUM : fsdp_rt_reduction(reduction);
  fsdp_rt_dtype gatherWire = ctx->gatherWire;
  // A narrowed all-gather puts fewer bytes on the wire, and that is counted.
  bool narrowed = kind == FSDP_RT_ALL_GATHER && gathersNarrowed(t, gatherWire);
  uint64_t n = uint64_t(g->comm->size());
  uint64_t bytes = uint64_t(count) * dtypeSize(narrowed ? gatherWire : t) *
                   (kind == FSDP_RT_ALL_REDUCE ? 1 : n);
  uint64_t sent = ringBytes(kind, bytes, n);
  ctx->calls[kind].fetch_add(1);
  ctx->bytesSent[kind].fetch_add(sent);
  int64_t groupSeq = g->issued.fetch_add(1);
  uint64_t recordSeq = recordIssue(ctx, kind, g, groupSeq, dtype, count, bytes,
                                   asyncOut != nullptr);

  if (ctx->backend->isDevice()) {
    recordState(ctx, recordSeq, 1);
    // The check holds back the launch, not the device: it compares what the
    // hosts issue, in issue order, before anything reaches the stream.
    fsdp_rt_status status = guardedWith(ctx, prefix, sticky, [&] {
      try {
        checkSignature(ctx, g, kind, dtype, reduction, count, groupSeq);
      } catch (const Error &e) {
        if (e.status != FSDP_RT_TIMEOUT)
          throw;
        collectiveTimeout(ctx, recordSeq, kind, g, groupSeq, bytes, t, e);
      }
      return FSDP_RT_OK;
    });
    if (status == FSDP_RT_OK)
      status = issueDevice(kind, g, send, recv, count, t, r, gatherWire,
                           asyncOut, prefix, sticky);
    // Device collectives complete on the stream; "done" means launched.
    recordState(ctx, recordSeq, status == FSDP_RT_OK ? 2 : 3);
    return status;
  }

  bool async = asyncOut != nullptr;
  auto run = [ctx, g, kind, send, recv, count, t, r, gatherWire, prefix, sticky,
              bytes, sent, async, groupSeq, recordSeq, dtype, reduction] {
    // Queued behind a failure: peers may never match this call.
    if (ctx->stickyStatus.load() != FSDP_RT_OK) {
      recordState(ctx, recordSeq, 3);
      return FSDP_RT_BACKEND_ERROR;
    }
    recordState(ctx, recordSeq, 1);
    Activity &activity = ctx->backend->activity;
    activity.kind = kind;
    activity.group = g->id;
    activity.seq = groupSeq;
    activity.bytes = bytes;
    int64_t begin = traceBegin(ctx);
    fsdp_rt_status status = guardedWith(ctx, prefix, sticky, [&] {
      try {
        checkSignature(ctx, g, kind, dtype, reduction, count, groupSeq);
        runCollective(*g->comm, kind, send, recv, count, t, r,
                      ctx->deterministic, gatherWire);
      } catch (const Error &e) {
        if (e.status != FSDP_RT_TIMEOUT)
          throw;
        collectiveTimeout(ctx, recordSeq, kind, g, groupSeq, bytes, t, e);
      }
      return FSDP_RT_OK;
    });
    activity = Activity();
    recordState(ctx, recordSeq, status == FSDP_RT_OK ? 2 : 3);
    traceEnd(ctx, kind, bytes, sent, async, begin);
    return status;
  };

  if (!asyncOut) {
    drain(ctx);
    return run();
  }
  return guardedWith(ctx, prefix, sticky, [&] {
    auto op = std::make_shared<fsdp_rt_op>();
    auto request = std::make_unique<fsdp_rt_request>();
    request->op = op;
    request->spinNs = ctx->spinNs;
    // A small collective with nothing ahead of it in the queue runs here:
    // its transfer costs less than handing it to the progress thread and
    // back, and the order of collectives is unchanged.
    bool inlineRun = bytes <= ctx->inlineBytes && queueIdle(ctx);
    if (ctx->backend->allowsProgressThread() && !inlineRun) {
      op->run = run;
      enqueue(ctx, op);
    } else {
      drain(ctx);
      op->status = run();
      op->done = true;
    }
    *asyncOut = request.release();
    return FSDP_RT_OK;
  });
}

bool politeWaits() { return politeWaitsFlag; }
int64_t politeMaxSleepNs() { return politeSleepNs; }
void setPoliteWaits(bool polite, int64_t maxSleepNs) {
  politeWaitsFlag = polite;
  politeSleepNs = maxSleepNs;
}

} // namespace fsdp_rt

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" {

uint32_t fsdp_rt_abi_version(void) { return FSDP_RT_ABI_VERSION; }

fsdp_rt_status fsdp_rt_init(const fsdp_rt_options *callerOpts, int *argc,
                            char ***argv, fsdp_rt_context **out) {
  return guarded(nullptr, "init", false, [&] {
    if (!out)
      fail(FSDP_RT_INVALID_ARGUMENT, "null output pointer");
    *out = nullptr;
    fsdp_rt_options options = FSDP_RT_OPTIONS_INIT;
    const fsdp_rt_options *opts = nullptr;
    if (callerOpts) {
      readOptions(callerOpts, options);
      opts = &options;
    }
    std::string name = opts && opts->backend ? opts->backend : "auto";
    if (name == "auto")
      name = launchedByMpi(nullptr) || mpiInitialized() ? "mpi" : "self";
    if (name != "self" && name != "mpi" && name != "nccl")
      fail(FSDP_RT_INVALID_ARGUMENT,
           "unknown backend \"" + name +
               "\"; valid names: mpi, self, nccl, auto");
    // The environment is checked before any backend starts (and MPI with
    // it), so a bad value on one rank ends that process without leaving its
    // peers waiting in MPI_Init.
    fsdp_rt_dtype gatherWire = FSDP_RT_F32;
    if (const char *wire = std::getenv("FSDP_RT_GATHER_DTYPE")) {
      std::string w = wire;
      if (w == "bf16")
        gatherWire = FSDP_RT_BF16;
      else if (w == "f16")
        gatherWire = FSDP_RT_F16;
      else if (w != "" && w != "f32")
        fail(FSDP_RT_INVALID_ARGUMENT,
             "FSDP_RT_GATHER_DTYPE=" + w + ": valid values are f32, bf16, f16");
    }
    double timeout = 300;
    if (const char *t = std::getenv("FSDP_RT_TIMEOUT_S");
        t && *t && !parsePositiveSeconds(t, timeout))
      fail(FSDP_RT_INVALID_ARGUMENT, std::string("FSDP_RT_TIMEOUT_S=") + t +
                                         ": expected a number of seconds > 0");
    bool debugDetail = false;
    if (const char *d = std::getenv("FSDP_RT_DEBUG")) {
      std::string v = d;
      if (v == "detail")
        debugDetail = true;
      else if (v != "" && v != "off")
        fail(FSDP_RT_INVALID_ARGUMENT,
             "FSDP_RT_DEBUG=" + v + ": valid values are off and detail");
    }
    // The progress thread's hand-off policy (runtime/README.md).
    uint64_t inlineBytes = kDefaultInlineBytes;
    int64_t spinNs = kDefaultSpinNs, pollSleepNs = kDefaultPollSleepNs;
    if (const char *text = std::getenv("FSDP_RT_INLINE_BYTES"))
      inlineBytes = uint64_t(parseEnvNumber("FSDP_RT_INLINE_BYTES", text));
    if (const char *text = std::getenv("FSDP_RT_SPIN_US"))
      spinNs = int64_t(parseEnvNumber("FSDP_RT_SPIN_US", text) * 1000);
    if (const char *text = std::getenv("FSDP_RT_POLL_SLEEP_US"))
      pollSleepNs =
          int64_t(parseEnvNumber("FSDP_RT_POLL_SLEEP_US", text) * 1000);
    checkBackendEnvironment(name);

    auto ctx = std::make_unique<fsdp_rt_context>();
    if (name == "self")
      ctx->backend = createSelfBackend();
    else if (name == "mpi")
      ctx->backend = createMpiBackend(argc, argv);
    else if (name == "nccl")
      ctx->backend = createNcclBackend(argc, argv);
    else
      fail(FSDP_RT_INVALID_ARGUMENT,
           "unknown backend \"" + name +
               "\"; valid names: mpi, self, nccl, auto");
    ctx->backend->setTimeout(timeout);
    ctx->deterministic = opts && opts->deterministic;
    ctx->gatherWire = gatherWire;
    ctx->debugDetail = debugDetail;
    if (debugDetail)
      ctx->backend->enableSignatureChecks();
    if (name != "self")
      installTerminationDump(ctx.get());
    ctx->inlineBytes = inlineBytes;
    ctx->spinNs = spinNs;
    ctx->pollSleepNs = pollSleepNs;
    std::lock_guard<std::mutex> lock(defaultMutex);
    defaultCtx = ctx.get();
    *out = ctx.release();
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_finalize(fsdp_rt_context *ctx) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "finalize: null context",
                false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  {
    std::lock_guard<std::mutex> lock(defaultMutex);
    if (defaultCtx == ctx)
      defaultCtx = nullptr;
  }
  removeTerminationDump(ctx);
  fsdp_rt_status status = guarded(nullptr, "finalize", false, [&] {
    {
      std::lock_guard<std::mutex> lock(ctx->queueMutex);
      ctx->stopping = true;
    }
    ctx->queueCv.notify_all();
    if (ctx->progress.joinable())
      ctx->progress.join();
    ctx->backend->activity = Activity();
    ctx->backend->activity.kind = Activity::kFinalize;
    ctx->alive->store(false);
    ctx->backend->quiesce();
    for (auto &entry : ctx->mlirRequests)
      delete entry.second;
    ctx->mlirRequests.clear();
    // Communicators go before the backend that owns their parent.
    ctx->groupsById.clear();
    ctx->groups.clear();
    ctx->backend.reset();
    return FSDP_RT_OK;
  });
  delete ctx;
  return status;
}

int fsdp_rt_rank(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->rank() : -1;
}

int fsdp_rt_size(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->size() : -1;
}

const char *fsdp_rt_backend_name(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->name() : "";
}

size_t fsdp_rt_format_last_error(const fsdp_rt_context *ctx, char *buffer,
                                 size_t capacity) {
  std::string message = lastErrorCopy(ctx);
  if (buffer && capacity > 0) {
    size_t n = std::min(message.size(), capacity - 1);
    std::memcpy(buffer, message.data(), n);
    buffer[n] = '\0';
  }
  return message.size();
}

const char *fsdp_rt_last_error(const fsdp_rt_context *ctx) {
  // A copy per thread: the context's message may be replaced by the progress
  // thread at any time, which would free the string a shared pointer points
  // into.
  thread_local std::string copy;
  copy = lastErrorCopy(ctx);
  return copy.c_str();
}

fsdp_rt_status fsdp_rt_group_get(fsdp_rt_context *ctx, int ndims,
                                 const int64_t *shape, int naxes,
                                 const int64_t *axes, fsdp_rt_group **out) {
  return getGroup(ctx, ndims, shape, naxes, axes, out, false);
}

int fsdp_rt_group_size(const fsdp_rt_group *g) {
  return g ? g->comm->size() : -1;
}

int fsdp_rt_group_rank(const fsdp_rt_group *g) {
  return g ? g->comm->rank() : -1;
}

fsdp_rt_status fsdp_rt_all_reduce(fsdp_rt_group *g, const void *send,
                                  void *recv, int64_t count, fsdp_rt_dtype t,
                                  fsdp_rt_reduction r) {
  return issueCollective(FSDP_RT_ALL_REDUCE, g, send, recv, count,
                         passedCode(t), passedCode(r), nullptr, false);
}

fsdp_rt_status fsdp_rt_reduce_scatter(fsdp_rt_group *g, const void *send,
                                      void *recv, int64_t recv_count,
                                      fsdp_rt_dtype t, fsdp_rt_reduction r) {
  return issueCollective(FSDP_RT_REDUCE_SCATTER, g, send, recv, recv_count,
                         passedCode(t), passedCode(r), nullptr, false);
}

fsdp_rt_status fsdp_rt_all_gather(fsdp_rt_group *g, const void *send,
                                  void *recv, int64_t send_count,
                                  fsdp_rt_dtype t) {
  return issueCollective(FSDP_RT_ALL_GATHER, g, send, recv, send_count,
                         passedCode(t), FSDP_RT_SUM, nullptr, false);
}

static fsdp_rt_status checkRequestOut(const char *what, fsdp_rt_request **out) {
  if (out)
    return FSDP_RT_OK;
  recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
              std::string(what) + ": null request pointer", false);
  return FSDP_RT_INVALID_ARGUMENT;
}

fsdp_rt_status fsdp_rt_all_reduce_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t count,
                                        fsdp_rt_dtype t, fsdp_rt_reduction r,
                                        fsdp_rt_request **out) {
  if (fsdp_rt_status s = checkRequestOut("all_reduce_start", out))
    return s;
  *out = nullptr;
  return issueCollective(FSDP_RT_ALL_REDUCE, g, send, recv, count,
                         passedCode(t), passedCode(r), out, false);
}

fsdp_rt_status fsdp_rt_reduce_scatter_start(fsdp_rt_group *g, const void *send,
                                            void *recv, int64_t recv_count,
                                            fsdp_rt_dtype t,
                                            fsdp_rt_reduction r,
                                            fsdp_rt_request **out) {
  if (fsdp_rt_status s = checkRequestOut("reduce_scatter_start", out))
    return s;
  *out = nullptr;
  return issueCollective(FSDP_RT_REDUCE_SCATTER, g, send, recv, recv_count,
                         passedCode(t), passedCode(r), out, false);
}

fsdp_rt_status fsdp_rt_all_gather_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t send_count,
                                        fsdp_rt_dtype t,
                                        fsdp_rt_request **out) {
  if (fsdp_rt_status s = checkRequestOut("all_gather_start", out))
    return s;
  *out = nullptr;
  return issueCollective(FSDP_RT_ALL_GATHER, g, send, recv, send_count,
                         passedCode(t), FSDP_RT_SUM, out, false);
}

fsdp_rt_status fsdp_rt_wait(fsdp_rt_request *req) {
  if (!req) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "wait: null request", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  fsdp_rt_status status;
  {
    fsdp_rt_op &op = *req->op;
    if (!pollFor(req->spinNs,
                 [&] { return op.done.load(std::memory_order_acquire); })) {
      std::unique_lock<std::mutex> lock(op.mutex);
      op.cv.wait(lock, [&] { return op.done.load(); });
    }
    std::lock_guard<std::mutex> lock(op.mutex);
    status = op.status;
  }
  if (status == FSDP_RT_OK && req->op->complete)
    status = req->op->complete();
  delete req;
  return status;
}

void fsdp_rt_get_counters(const fsdp_rt_context *ctx, fsdp_rt_counters *out) {
  if (!out)
    return;
  std::memset(out, 0, sizeof(*out));
  if (ctx) {
    for (int i = 0; i < FSDP_RT_NUM_COLLECTIVES; ++i) {
      out->bytes_sent[i] = ctx->bytesSent[i].load();
      out->calls[i] = ctx->calls[i].load();
    }
  }
  out->current_bytes = allocatorCurrentBytes();
  out->peak_bytes = allocatorPeakBytes();
}

void fsdp_rt_reset_counters(fsdp_rt_context *ctx) {
  if (ctx) {
    for (int i = 0; i < FSDP_RT_NUM_COLLECTIVES; ++i) {
      ctx->bytesSent[i].store(0);
      ctx->calls[i].store(0);
    }
  }
  allocatorResetPeak();
}

fsdp_rt_status fsdp_rt_set_algorithm(fsdp_rt_context *ctx,
                                     fsdp_rt_collective kind,
                                     const char *algorithm) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
                "set_algorithm: null context", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, rankPrefix(ctx, "set_algorithm"), false, [&] {
    if (kind < 0 || kind >= FSDP_RT_NUM_COLLECTIVES)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "invalid collective " + std::to_string(int(kind)));
    Algorithm algo = parseAlgorithm(algorithm);
    drain(ctx); // Queued collectives keep the algorithm they were issued with.
    ctx->backend->setAlgorithm(kind, algo);
    return FSDP_RT_OK;
  });
}

} // extern "C"

//===----------------------------------------------------------------------===//
// Device backends (nccl)
//===----------------------------------------------------------------------===//

extern "C" {

fsdp_rt_status fsdp_rt_set_compute_stream(fsdp_rt_context *ctx, void *stream) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
                "set_compute_stream: null context", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, rankPrefix(ctx, "set_compute_stream"), false, [&] {
    ctx->backend->setComputeStream(stream);
    return FSDP_RT_OK;
  });
}

int fsdp_rt_device(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->device() : -1;
}

fsdp_rt_status fsdp_rt_set_async_policy(fsdp_rt_context *ctx,
                                        uint64_t inline_bytes,
                                        double spin_seconds) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
                "set_async_policy: null context", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, "set_async_policy", false, [&] {
    if (!(spin_seconds >= 0) || spin_seconds > 1)
      fail(FSDP_RT_INVALID_ARGUMENT, "spin_seconds must lie in [0, 1], got " +
                                         std::to_string(spin_seconds));
    // The progress thread reads both between collectives.
    drain(ctx);
    std::lock_guard<std::mutex> lock(ctx->queueMutex);
    ctx->inlineBytes = inline_bytes;
    ctx->spinNs = int64_t(spin_seconds * 1e9);
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_set_timeout(fsdp_rt_context *ctx, double seconds) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "set_timeout: null context",
                false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, rankPrefix(ctx, "set_timeout"), false, [&] {
    if (!(seconds > 0))
      fail(FSDP_RT_INVALID_ARGUMENT, "the timeout must be positive");
    ctx->backend->setTimeout(seconds);
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_set_gather_dtype(fsdp_rt_context *ctx,
                                        fsdp_rt_dtype wire) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT,
                "set_gather_dtype: null context", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  return guarded(ctx, rankPrefix(ctx, "set_gather_dtype"), false, [&] {
    int code = passedCode(wire);
    if (code != FSDP_RT_F32 && code != FSDP_RT_BF16 && code != FSDP_RT_F16)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "the all-gather wire type must be f32 (off), bf16 or f16");
    drain(ctx); // Queued all-gathers keep the type they were issued with.
    ctx->gatherWire = fsdp_rt_dtype(code);
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_synchronize(fsdp_rt_context *ctx) {
  if (!ctx) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "synchronize: null context",
                false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  if (ctx->stickyStatus.load() != FSDP_RT_OK)
    return FSDP_RT_BACKEND_ERROR;
  return guarded(ctx, rankPrefix(ctx, "synchronize"), false, [&] {
    drain(ctx);
    ctx->backend->synchronize();
    return FSDP_RT_OK;
  });
}

int32_t fsdp_rt_mlir_device(void) {
  fsdp_rt_context *ctx = defaultContext();
  return ctx ? ctx->backend->device() : -1;
}

void *fsdp_rt_mlir_compute_stream(void) {
  fsdp_rt_context *ctx = defaultContext();
  return ctx ? ctx->backend->computeStream() : nullptr;
}

int32_t fsdp_rt_mlir_record_error(int32_t status, const char *message,
                                  int32_t sticky) {
  if (status == FSDP_RT_OK)
    return FSDP_RT_OK;
  recordError(sticky ? defaultContext() : nullptr,
              static_cast<fsdp_rt_status>(status),
              message ? message : "unknown error", sticky != 0);
  return status;
}

} // extern "C"
