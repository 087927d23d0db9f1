//===- Issue.cpp - Issuing a collective -----------------------------------===//
//
// Every collective goes through issueCollective: its arguments checked, its
// bytes counted, noted in the flight recorder, then run at once (blocking),
// handed to the progress thread (asynchronous) or launched on a device
// backend's stream. A collective that times out ends the job.
//
//===----------------------------------------------------------------------===//

#include "Issue.h"
#include "Collectives.h"
#include "Context.h"
#include "Dtype.h"
#include "FlightRecorder.h"
#include "Guard.h"
#include "ProgressQueue.h"
#include "Trace.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <unistd.h>

using namespace fsdp_rt;

namespace {

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
      if (ctx->errors.poisoned())
        return FSDP_RT_BACKEND_ERROR;
      return guardedWith(ctx, prefix, sticky, [&] {
        work->streamWait();
        return FSDP_RT_OK;
      });
    };
    op->done = true;
    auto request = std::make_unique<fsdp_rt_request>();
    request->op = op;
    request->spinNs = ctx->queue.spinNs;
    *asyncOut = request.release();
    return FSDP_RT_OK;
  });
}

} // namespace

namespace fsdp_rt {

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

fsdp_rt_status issueCollective(fsdp_rt_collective kind, fsdp_rt_group *g,
                               const void *send, void *recv, int64_t count,
                               int dtype, int reduction,
                               fsdp_rt_request **asyncOut, bool sticky) {
  if (!g) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT,
               std::string(collectiveName(kind)) + ": null group"),
        false);
  }
  fsdp_rt_context *ctx = g->ctx;
  auto prefix = [=] { return describe(kind, g, count, dtype); };
  if (ctx->errors.poisoned())
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
        if (e.code() != FSDP_RT_TIMEOUT)
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
    if (ctx->errors.poisoned()) {
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
        if (e.code() != FSDP_RT_TIMEOUT)
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
    request->spinNs = ctx->queue.spinNs;
    // A small collective with nothing ahead of it in the queue runs here:
    // its transfer costs less than handing it to the progress thread and
    // back, and the order of collectives is unchanged.
    bool inlineRun = bytes <= ctx->queue.inlineBytes && queueIdle(ctx);
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

} // namespace fsdp_rt

extern "C" {

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

/// The asynchronous entry points: a collective issued with its request
/// returned in `*out` (null on failure).
static fsdp_rt_status startCollective(const char *what, fsdp_rt_collective kind,
                                      fsdp_rt_group *g, const void *send,
                                      void *recv, int64_t count, int dtype,
                                      int reduction, fsdp_rt_request **out) {
  if (!out) {
    return recordError(nullptr,
                       Status(FSDP_RT_INVALID_ARGUMENT,
                              std::string(what) + ": null request pointer"),
                       false);
  }
  *out = nullptr;
  return issueCollective(kind, g, send, recv, count, dtype, reduction, out,
                         false);
}

fsdp_rt_status fsdp_rt_all_reduce_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t count,
                                        fsdp_rt_dtype t, fsdp_rt_reduction r,
                                        fsdp_rt_request **out) {
  return startCollective("all_reduce_start", FSDP_RT_ALL_REDUCE, g, send, recv,
                         count, passedCode(t), passedCode(r), out);
}

fsdp_rt_status fsdp_rt_reduce_scatter_start(fsdp_rt_group *g, const void *send,
                                            void *recv, int64_t recv_count,
                                            fsdp_rt_dtype t,
                                            fsdp_rt_reduction r,
                                            fsdp_rt_request **out) {
  return startCollective("reduce_scatter_start", FSDP_RT_REDUCE_SCATTER, g,
                         send, recv, recv_count, passedCode(t), passedCode(r),
                         out);
}

fsdp_rt_status fsdp_rt_all_gather_start(fsdp_rt_group *g, const void *send,
                                        void *recv, int64_t send_count,
                                        fsdp_rt_dtype t,
                                        fsdp_rt_request **out) {
  return startCollective("all_gather_start", FSDP_RT_ALL_GATHER, g, send, recv,
                         send_count, passedCode(t), FSDP_RT_SUM, out);
}

} // extern "C"
