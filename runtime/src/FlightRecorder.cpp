//===- FlightRecorder.cpp - The last collectives of a context, and abort --===//
//
// When a job stalls or dies, what each rank was doing is the first question:
// every context keeps its last collectives (what, how big, issued / running /
// done, when) in a small ring, written on the path of every collective under
// one uncontended lock, and dumped to stderr on a timeout or an abort.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

using namespace fsdp_rt;

namespace fsdp_rt {

int64_t steadyNowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::string describeActivity(int kind, int64_t group, int64_t seq) {
  switch (kind) {
  case Activity::kIdle:
    return "not in a collective";
  case Activity::kGroupCreation:
    return "group creation";
  case Activity::kFinalize:
    return "finalize";
  case Activity::kCheck:
    return "the agreement check of a collective";
  default:
    break;
  }
  if (kind < 0 || kind >= FSDP_RT_NUM_COLLECTIVES)
    return "an unknown state " + std::to_string(kind);
  return std::string(collectiveName(fsdp_rt_collective(kind))) + " #" +
         std::to_string(seq) + " of group " + std::to_string(group);
}

bool parsePositiveSeconds(const char *text, double &out) {
  if (!text || !*text)
    return false;
  char *end = nullptr;
  double v = std::strtod(text, &end);
  if (*end != '\0' || !(v > 0) || v > 1e9)
    return false;
  out = v;
  return true;
}

uint64_t recordIssue(fsdp_rt_context *ctx, fsdp_rt_collective kind,
                     const fsdp_rt_group *g, int64_t groupSeq, int dtype,
                     int64_t count, uint64_t bytes, bool async) {
  std::lock_guard<std::mutex> lock(ctx->recorderMutex);
  uint64_t seq = ctx->recorded++;
  fsdp_rt_context::FlightEntry &e =
      ctx->recorder[seq % fsdp_rt_context::kFlightEntries];
  e = fsdp_rt_context::FlightEntry();
  e.seq = seq;
  e.group = g->id;
  e.groupSeq = groupSeq;
  e.kind = kind;
  e.dtype = dtype;
  e.count = count;
  e.bytes = bytes;
  e.async = async;
  e.issueNs = steadyNowNs();
  return seq;
}

void recordState(fsdp_rt_context *ctx, uint64_t seq, int state) {
  std::lock_guard<std::mutex> lock(ctx->recorderMutex);
  fsdp_rt_context::FlightEntry &e =
      ctx->recorder[seq % fsdp_rt_context::kFlightEntries];
  if (e.seq != seq)
    return; // Overwritten by newer collectives.
  e.state = state;
  if (state == 1)
    e.beginNs = steadyNowNs();
  else if (state >= 2)
    e.endNs = steadyNowNs();
}

void dumpFlightRecorder(const fsdp_rt_context *ctx, int fd) {
  static const char *states[] = {"issued", "running", "done", "failed"};
  std::string out;
  {
    std::lock_guard<std::mutex> lock(ctx->recorderMutex);
    uint64_t n =
        std::min<uint64_t>(ctx->recorded, fsdp_rt_context::kFlightEntries);
    int64_t now = steadyNowNs();
    char line[320];
    std::snprintf(line, sizeof(line),
                  "fsdp_rt: rank %d flight recorder: last %llu of %llu "
                  "collectives (times in ms before now)\n",
                  ctx->backend ? ctx->backend->rank() : -1,
                  (unsigned long long)n, (unsigned long long)ctx->recorded);
    out += line;
    auto ago = [&](int64_t t, char *buf, size_t len) {
      if (t == 0)
        std::snprintf(buf, len, "-");
      else
        std::snprintf(buf, len, "%.3f", double(now - t) * 1e-6);
    };
    for (uint64_t i = ctx->recorded - n; i < ctx->recorded; ++i) {
      const fsdp_rt_context::FlightEntry &e =
          ctx->recorder[i % fsdp_rt_context::kFlightEntries];
      char issued[32], began[32], ended[32];
      ago(e.issueNs, issued, sizeof(issued));
      ago(e.beginNs, began, sizeof(began));
      ago(e.endNs, ended, sizeof(ended));
      std::snprintf(
          line, sizeof(line),
          "fsdp_rt: rank %d   #%llu %s #%lld of group %lld: %s x %lld "
          "(%llu bytes)%s %s issued %s began %s ended %s\n",
          ctx->backend ? ctx->backend->rank() : -1, (unsigned long long)e.seq,
          collectiveName(fsdp_rt_collective(e.kind)), (long long)e.groupSeq,
          (long long)e.group,
          isValidDtype(e.dtype) ? dtypeName(fsdp_rt_dtype(e.dtype)) : "?",
          (long long)e.count, (unsigned long long)e.bytes,
          e.async ? " async" : "", states[e.state & 3], issued, began, ended);
      out += line;
    }
  }
  size_t off = 0;
  while (off < out.size()) {
    ssize_t w = ::write(fd, out.data() + off, out.size() - off);
    if (w <= 0)
      break;
    off += size_t(w);
  }
}

void Backend::abortJob(int code) {
  std::fflush(nullptr);
  std::_Exit(code);
}

} // namespace fsdp_rt

extern "C" {

void fsdp_rt_abort(fsdp_rt_context *ctx, int code) {
  if (code == 0)
    code = 1;
  std::fflush(nullptr);
  if (ctx && ctx->recorded > 0)
    dumpFlightRecorder(ctx, 2);
  if (ctx && ctx->backend)
    ctx->backend->abortJob(code);
  abortWithoutContext(code);
}

void fsdp_rt_dump_flight_recorder(const fsdp_rt_context *ctx, int fd) {
  if (ctx)
    dumpFlightRecorder(ctx, fd);
}

} // extern "C"
