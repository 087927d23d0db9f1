//===- FlightRecorder.cpp - The last collectives of a context, and abort --===//
//
// When a job stalls or dies, what each rank was doing is the first question:
// every context keeps its last collectives (what, how big, issued / running /
// done, when) in a small ring, written on the path of every collective under
// one uncontended lock, and dumped to stderr on a timeout or an abort.
//
//===----------------------------------------------------------------------===//

#include "FlightRecorder.h"
#include "Context.h"
#include "Dtype.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  if (*end != '\0' || !isValidTimeout(v))
    return false;
  out = v;
  return true;
}

bool isValidTimeout(double seconds) { return seconds > 0 && seconds <= 1e9; }

uint64_t recordIssue(fsdp_rt_context *ctx, fsdp_rt_collective kind,
                     const fsdp_rt_group *g, int64_t groupSeq, int dtype,
                     int64_t count, uint64_t bytes, bool async) {
  std::lock_guard<std::mutex> lock(ctx->recorder.mutex);
  uint64_t seq = ctx->recorder.recorded++;
  FlightRecorder::Entry &e =
      ctx->recorder.entries[seq % FlightRecorder::kEntries];
  e = FlightRecorder::Entry();
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
  std::lock_guard<std::mutex> lock(ctx->recorder.mutex);
  FlightRecorder::Entry &e =
      ctx->recorder.entries[seq % FlightRecorder::kEntries];
  if (e.seq != seq)
    return; // Overwritten by newer collectives.
  e.state = state;
  if (state == 1)
    e.beginNs = steadyNowNs();
  else if (state >= 2)
    e.endNs = steadyNowNs();
}

namespace {

/// One line of output built without allocating or locking, so that the
/// recorder can also be written from a signal handler.
class Line {
public:
  Line &operator<<(const char *text) {
    while (*text && len < sizeof(buf))
      buf[len++] = *text++;
    return *this;
  }
  Line &operator<<(int64_t v) {
    if (v < 0) {
      *this << "-";
      v = -v;
    }
    char digits[24];
    int n = 0;
    do {
      digits[n++] = char('0' + v % 10);
      v /= 10;
    } while (v > 0 && n < 24);
    while (n > 0 && len < sizeof(buf))
      buf[len++] = digits[--n];
    return *this;
  }
  /// Nanoseconds as milliseconds with three decimals.
  Line &ms(int64_t ns) {
    int64_t us = ns / 1000;
    *this << int64_t(us / 1000) << ".";
    int64_t frac = us % 1000;
    if (frac < 0)
      frac = -frac;
    if (frac < 100)
      *this << "0";
    if (frac < 10)
      *this << "0";
    return *this << frac;
  }
  void writeTo(int fd) {
    size_t off = 0;
    while (off < len) {
      ssize_t w = ::write(fd, buf + off, len - off);
      if (w <= 0)
        return;
      off += size_t(w);
    }
  }

private:
  char buf[512];
  size_t len = 0;
};

/// Writes the recorder; the caller holds the lock, or is a signal handler
/// that accepts a torn entry over a deadlock.
void writeRecorder(const fsdp_rt_context *ctx, int fd, const char *why) {
  static const char *states[] = {"issued", "running", "done", "failed"};
  int64_t rank = ctx->backend ? ctx->backend->rank() : -1;
  uint64_t recorded = ctx->recorder.recorded;
  uint64_t n = std::min<uint64_t>(recorded, FlightRecorder::kEntries);
  int64_t now = steadyNowNs();
  {
    Line line;
    line << "fsdp_rt: rank " << rank << " flight recorder" << why << ": last "
         << int64_t(n) << " of " << int64_t(recorded)
         << " collectives (times in ms before now)\n";
    line.writeTo(fd);
  }
  for (uint64_t i = recorded - n; i < recorded; ++i) {
    const FlightRecorder::Entry &e =
        ctx->recorder.entries[i % FlightRecorder::kEntries];
    Line line;
    line << "fsdp_rt: rank " << rank << "   #" << int64_t(e.seq) << " "
         << (e.kind >= 0 && e.kind < FSDP_RT_NUM_COLLECTIVES
                 ? collectiveName(fsdp_rt_collective(e.kind))
                 : "?")
         << " #" << e.groupSeq << " of group " << e.group << ": "
         << (isValidDtype(e.dtype) ? dtypeName(fsdp_rt_dtype(e.dtype)) : "?")
         << " x " << e.count << " (" << int64_t(e.bytes) << " bytes)"
         << (e.async ? " async" : "") << " " << states[e.state & 3];
    const char *names[] = {" issued ", " began ", " ended "};
    int64_t times[] = {e.issueNs, e.beginNs, e.endNs};
    for (int k = 0; k < 3; ++k) {
      line << names[k];
      if (times[k] == 0)
        line << "-";
      else
        line.ms(now - times[k]);
    }
    line << "\n";
    line.writeTo(fd);
  }
}

/// The context whose recorder a SIGTERM prints: when one rank aborts the
/// job, the launcher terminates the others, and what they were waiting in
/// is the other half of the story.
std::atomic<fsdp_rt_context *> terminationCtx{nullptr};
struct sigaction previousTermAction;

void onTerminate(int sig) {
  if (fsdp_rt_context *ctx = terminationCtx.exchange(nullptr)) {
    // Where the rank is in the runtime, even before its first collective.
    const Activity &a = ctx->backend->activity;
    Line line;
    line << "fsdp_rt: rank " << int64_t(ctx->backend->rank())
         << " terminated while ";
    if (a.kind >= 0 && a.kind < FSDP_RT_NUM_COLLECTIVES)
      line << "in " << collectiveName(fsdp_rt_collective(a.kind)) << " #"
           << a.seq << " of group " << a.group;
    else if (a.kind == Activity::kGroupCreation)
      line << "creating group " << a.group;
    else if (a.kind == Activity::kFinalize)
      line << "finalizing";
    else
      line << "not in a collective";
    line << "\n";
    line.writeTo(2);
    if (ctx->recorder.recorded > 0)
      writeRecorder(ctx, 2, " (terminated)");
  }
  sigaction(sig, &previousTermAction, nullptr);
  raise(sig);
}

} // namespace

void dumpFlightRecorder(const fsdp_rt_context *ctx, int fd) {
  std::lock_guard<std::mutex> lock(ctx->recorder.mutex);
  writeRecorder(ctx, fd, "");
}

void installTerminationDump(fsdp_rt_context *ctx) {
  struct sigaction current;
  // A host's own handler (LLVM's, in the tools) runs after ours: the
  // handler restores it and raises the signal again.
  if (sigaction(SIGTERM, nullptr, &current) != 0 ||
      (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) ||
      terminationCtx.load())
    return;
  struct sigaction action;
  std::memset(&action, 0, sizeof(action));
  action.sa_handler = onTerminate;
  sigemptyset(&action.sa_mask);
  previousTermAction = current;
  terminationCtx.store(ctx);
  sigaction(SIGTERM, &action, nullptr);
}

void removeTerminationDump(fsdp_rt_context *ctx) {
  fsdp_rt_context *expected = ctx;
  if (terminationCtx.compare_exchange_strong(expected, nullptr))
    sigaction(SIGTERM, &previousTermAction, nullptr);
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
  if (ctx) {
    removeTerminationDump(ctx); // Printed here, not again on SIGTERM.
    if (ctx->recorder.recorded > 0)
      dumpFlightRecorder(ctx, 2);
  }
  if (ctx && ctx->backend)
    ctx->backend->abortJob(code);
  abortWithoutContext(code);
}

void fsdp_rt_dump_flight_recorder(const fsdp_rt_context *ctx, int fd) {
  if (ctx)
    dumpFlightRecorder(ctx, fd);
}

} // extern "C"
