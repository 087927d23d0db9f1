//===- Context.cpp - Contexts, groups, errors, async queue, C ABI ---------===//
//
// Every exported function catches everything: no exception crosses the ABI.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <climits>
#include <cstdlib>
#include <sstream>

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

void progressLoop(fsdp_rt_context *ctx) {
  std::unique_lock<std::mutex> lock(ctx->queueMutex);
  while (true) {
    ctx->queueCv.wait(lock,
                      [&] { return ctx->stopping || !ctx->queue.empty(); });
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
      op->done = true;
    }
    op->cv.notify_all();
    lock.lock();
    ctx->running = false;
    ctx->queueCv.notify_all();
  }
}

void enqueue(fsdp_rt_context *ctx, std::shared_ptr<fsdp_rt_op> op) {
  {
    std::lock_guard<std::mutex> lock(ctx->queueMutex);
    ctx->queue.push_back(std::move(op));
    if (!ctx->progress.joinable())
      ctx->progress = std::thread(progressLoop, ctx);
  }
  ctx->queueCv.notify_all();
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

/// Argument checks of a collective; throws Error(INVALID_ARGUMENT).
void validate(fsdp_rt_collective kind, const fsdp_rt_group *g, const void *send,
              const void *recv, int64_t count, int dtype, int reduction) {
  if (!isValidDtype(dtype))
    fail(FSDP_RT_INVALID_ARGUMENT,
         "invalid dtype " + std::to_string(dtype) + " (valid: 0..6)");
  if (kind != FSDP_RT_ALL_GATHER && !isValidReduction(reduction))
    fail(FSDP_RT_INVALID_ARGUMENT,
         "invalid reduction " + std::to_string(reduction) + " (valid: 0..3)");
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
    *asyncOut = request.release();
    return FSDP_RT_OK;
  });
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
    group->comm = ctx->backend->split(int(color), int(groupKey));
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

  if (ctx->backend->isDevice())
    return issueDevice(kind, g, send, recv, count, t, r, gatherWire, asyncOut,
                       prefix, sticky);

  bool async = asyncOut != nullptr;
  auto run = [ctx, g, kind, send, recv, count, t, r, gatherWire, prefix, sticky,
              bytes, sent, async] {
    // Queued behind a failure: peers may never match this call.
    if (ctx->stickyStatus.load() != FSDP_RT_OK)
      return FSDP_RT_BACKEND_ERROR;
    int64_t begin = traceBegin(ctx);
    fsdp_rt_status status = guardedWith(ctx, prefix, sticky, [&] {
      runCollective(*g->comm, kind, send, recv, count, t, r, ctx->deterministic,
                    gatherWire);
      return FSDP_RT_OK;
    });
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
    if (ctx->backend->allowsProgressThread()) {
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

} // namespace fsdp_rt

//===----------------------------------------------------------------------===//
// C ABI
//===----------------------------------------------------------------------===//

extern "C" {

fsdp_rt_status fsdp_rt_init(const fsdp_rt_options *opts, int *argc,
                            char ***argv, fsdp_rt_context **out) {
  return guarded(nullptr, "init", false, [&] {
    if (!out)
      fail(FSDP_RT_INVALID_ARGUMENT, "null output pointer");
    *out = nullptr;
    std::string name = opts && opts->backend ? opts->backend : "auto";
    if (name == "auto")
      name = launchedByMpi(nullptr) || mpiInitialized() ? "mpi" : "self";
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
    ctx->deterministic = opts && opts->deterministic;
    if (const char *wire = std::getenv("FSDP_RT_GATHER_DTYPE")) {
      std::string w = wire;
      if (w == "bf16")
        ctx->gatherWire = FSDP_RT_BF16;
      else if (w == "f16")
        ctx->gatherWire = FSDP_RT_F16;
      else if (w != "" && w != "f32")
        fail(FSDP_RT_INVALID_ARGUMENT,
             "FSDP_RT_GATHER_DTYPE=" + w + ": valid values are f32, bf16, f16");
    }
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
  fsdp_rt_status status = guarded(nullptr, "finalize", false, [&] {
    {
      std::lock_guard<std::mutex> lock(ctx->queueMutex);
      ctx->stopping = true;
    }
    ctx->queueCv.notify_all();
    if (ctx->progress.joinable())
      ctx->progress.join();
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

const char *fsdp_rt_last_error(const fsdp_rt_context *ctx) {
  if (!ctx) {
    std::lock_guard<std::mutex> lock(globalErrorMutex);
    return globalError.c_str();
  }
  std::lock_guard<std::mutex> lock(ctx->errorMutex);
  return ctx->lastError.c_str();
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
  return issueCollective(FSDP_RT_ALL_REDUCE, g, send, recv, count, t, r,
                         nullptr, false);
}

fsdp_rt_status fsdp_rt_reduce_scatter(fsdp_rt_group *g, const void *send,
                                      void *recv, int64_t recv_count,
                                      fsdp_rt_dtype t, fsdp_rt_reduction r) {
  return issueCollective(FSDP_RT_REDUCE_SCATTER, g, send, recv, recv_count, t,
                         r, nullptr, false);
}

fsdp_rt_status fsdp_rt_all_gather(fsdp_rt_group *g, const void *send,
                                  void *recv, int64_t send_count,
                                  fsdp_rt_dtype t) {
  return issueCollective(FSDP_RT_ALL_GATHER, g, send, recv, send_count, t,
                         FSDP_RT_SUM, nullptr, false);
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
  return issueCollective(FSDP_RT_ALL_REDUCE, g, send, recv, count, t, r, out,
                         false);
}

fsdp_rt_status fsdp_rt_reduce_scatter_start(fsdp_rt_group *g, const void *send,
                                            void *recv, int64_t recv_count,
                                            fsdp_rt_dtype t,
                                            fsdp_rt_reduction r,
                                            fsdp_rt_request **out) {
  if (fsdp_rt_status s = checkRequestOut("reduce_scatter_start", out))
    return s;
  *out = nullptr;
  return issueCollective(FSDP_RT_REDUCE_SCATTER, g, send, recv, recv_count, t,
                         r, out, false);
}

fsdp_rt_status fsdp_rt_all_gather_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t send_count,
                                        fsdp_rt_dtype t,
                                        fsdp_rt_request **out) {
  if (fsdp_rt_status s = checkRequestOut("all_gather_start", out))
    return s;
  *out = nullptr;
  return issueCollective(FSDP_RT_ALL_GATHER, g, send, recv, send_count, t,
                         FSDP_RT_SUM, out, false);
}

fsdp_rt_status fsdp_rt_wait(fsdp_rt_request *req) {
  if (!req) {
    recordError(nullptr, FSDP_RT_INVALID_ARGUMENT, "wait: null request", false);
    return FSDP_RT_INVALID_ARGUMENT;
  }
  fsdp_rt_status status;
  {
    std::unique_lock<std::mutex> lock(req->op->mutex);
    req->op->cv.wait(lock, [&] { return req->op->done; });
    status = req->op->status;
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
    if (wire != FSDP_RT_F32 && wire != FSDP_RT_BF16 && wire != FSDP_RT_F16)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "the all-gather wire type must be f32 (off), bf16 or f16");
    drain(ctx); // Queued all-gathers keep the type they were issued with.
    ctx->gatherWire = wire;
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
