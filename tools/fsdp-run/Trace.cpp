//===- Trace.cpp - Chrome trace of the step as it ran ---------------------===//
//
// The compiled step calls the runtime through JIT symbols; with --trace those
// symbols point here. A wrapper notes the time, forwards, and notes the time
// again, which splits the compute thread's time into compute (between runtime
// calls) and blocked (inside a blocking collective or a wait). When each
// collective really ran comes from the runtime's trace callback, called by
// the progress thread for asynchronous ones. The allocation hooks are wrapped
// too, for the tracked-bytes counters.
//
//===----------------------------------------------------------------------===//

#include "Trace.h"

#include "fsdp/Dialect/FSDP/Analysis/ChromeTrace.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <chrono>
#include <deque>
#include <map>
#include <mutex>
#include <vector>

// The runtime's allocation hooks for compiled code (not in its public header).
extern "C" void *_mlir_memref_to_llvm_alloc(size_t size);
extern "C" void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                    size_t size);
extern "C" void _mlir_memref_to_llvm_free(void *ptr);

using namespace fsdprun;
using mlir::fsdp::ChromeTrace;

namespace {

// The conventions of docs/reference/report.md ("Trace format"): one process
// per rank (pid rank + 1), thread 1 computes, thread 2 communicates, a
// compute thread waiting for a collective is a "blocked" event.
constexpr int kComputeTid = ChromeTrace::kComputeTid;
constexpr int kCommunicationTid = ChromeTrace::kCommunicationTid;
constexpr const char *kBlocked = "blocked";
constexpr const char *kGathered = "gathered parameters";
constexpr const char *kAllocated = "allocated";

const char *kindName(fsdp_rt_collective kind) {
  switch (kind) {
  case FSDP_RT_ALL_REDUCE:
    return "all_reduce";
  case FSDP_RT_REDUCE_SCATTER:
    return "reduce_scatter";
  case FSDP_RT_ALL_GATHER:
    return "all_gather";
  default:
    return "collective";
  }
}

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

struct Interval {
  int tid;
  std::string name, cat;
  int64_t beginNs, endNs;
  /// Collectives: full bytes, bytes this rank sends (ring model, as the
  /// runtime counts them), whether asynchronous, when it was issued.
  int64_t bytes = -1;
  int64_t bytesSent = 0;
  bool async = false;
  int64_t issuedNs = 0;
};

struct Sample {
  const char *counter;
  int64_t timeNs;
  int64_t bytes;
};

/// Everything recorded; the compute thread and the progress thread write it.
struct Recorder {
  std::mutex mutex;
  fsdp_rt_context *ctx = nullptr;
  std::atomic<bool> recording{false};
  int64_t originNs = 0, endNs = 0;
  /// End of the last runtime call of the compute thread: compute since then.
  int64_t lastMarkNs = 0;
  std::vector<Interval> intervals;
  std::vector<Sample> samples;
  /// Issue times of the asynchronous collectives not yet reported; the
  /// runtime runs them in issue order.
  std::deque<int64_t> issued;
  /// Kind of each request id not yet waited on.
  std::map<int64_t, fsdp_rt_collective> requests;
  /// Live allocations of the hooks (base -> bytes) and, among them, the
  /// all-gather results.
  std::map<uintptr_t, uint64_t> allocations;
  std::map<uintptr_t, uint64_t> gathered;
  int64_t gatheredBytes = 0;
  int64_t lastAllocated = -1;
  /// The step recorded, from 1.
  int64_t step = 0;
};

Recorder &recorder() {
  static Recorder r;
  return r;
}

/// Records compute up to now; returns now.
int64_t enterRuntime() {
  Recorder &r = recorder();
  int64_t now = nowNs();
  if (!r.recording.load())
    return now;
  std::lock_guard<std::mutex> lock(r.mutex);
  if (now > r.lastMarkNs)
    r.intervals.push_back(
        {kComputeTid, "compute", "compute", r.lastMarkNs, now});
  return now;
}

/// Records the compute thread blocked since `begin` (null name: not
/// blocked, e.g. a start) and restarts the compute clock.
void leaveRuntime(int64_t begin, const std::string &blockedName) {
  Recorder &r = recorder();
  if (!r.recording.load())
    return;
  int64_t now = nowNs();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (!blockedName.empty())
    r.intervals.push_back({kComputeTid, blockedName, kBlocked, begin, now});
  r.lastMarkNs = now;
}

void sampleAllocatedLocked(Recorder &r, int64_t now) {
  fsdp_rt_counters c;
  fsdp_rt_get_counters(r.ctx, &c);
  if (int64_t(c.current_bytes) == r.lastAllocated)
    return;
  r.lastAllocated = int64_t(c.current_bytes);
  r.samples.push_back({kAllocated, now, r.lastAllocated});
}

/// Marks the allocation holding `recv` as a gathered parameter.
void noteGathered(void *recv) {
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto p = reinterpret_cast<uintptr_t>(recv);
  auto it = r.allocations.upper_bound(p);
  if (it == r.allocations.begin())
    return;
  --it;
  if (p >= it->first + it->second || r.gathered.count(it->first))
    return;
  r.gathered[it->first] = it->second;
  r.gatheredBytes += int64_t(it->second);
  if (r.recording.load())
    r.samples.push_back({kGathered, nowNs(), r.gatheredBytes});
}

void onCollective(void *, fsdp_rt_collective kind, uint64_t bytes,
                  uint64_t bytesSent, int isAsync, int64_t begin, int64_t end) {
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  int64_t issued = begin;
  if (isAsync && !r.issued.empty()) {
    issued = r.issued.front();
    r.issued.pop_front();
  }
  if (!r.recording.load())
    return;
  Interval event{kCommunicationTid, kindName(kind), kindName(kind), begin, end};
  event.bytes = int64_t(bytes);
  event.bytesSent = int64_t(bytesSent);
  event.async = isAsync;
  event.issuedNs = issued;
  r.intervals.push_back(event);
}

//===----------------------------------------------------------------------===//
// Wrappers of the entry points compiled code calls
//===----------------------------------------------------------------------===//

int32_t tracedAllReduce(fsdp_rt_context *ctx, int64_t group, void *send,
                        void *recv, int64_t count, int32_t dtype,
                        int32_t reduction) {
  int64_t t = enterRuntime();
  int32_t s =
      fsdp_rt_mlir_all_reduce(ctx, group, send, recv, count, dtype, reduction);
  leaveRuntime(t, "all_reduce (blocking)");
  return s;
}

int32_t tracedReduceScatter(fsdp_rt_context *ctx, int64_t group, void *send,
                            void *recv, int64_t count, int32_t dtype,
                            int32_t reduction) {
  int64_t t = enterRuntime();
  int32_t s = fsdp_rt_mlir_reduce_scatter(ctx, group, send, recv, count, dtype,
                                          reduction);
  leaveRuntime(t, "reduce_scatter (blocking)");
  return s;
}

int32_t tracedAllGather(fsdp_rt_context *ctx, int64_t group, void *send,
                        void *recv, int64_t count, int32_t dtype) {
  int64_t t = enterRuntime();
  noteGathered(recv);
  int32_t s = fsdp_rt_mlir_all_gather(ctx, group, send, recv, count, dtype);
  leaveRuntime(t, "all_gather (blocking)");
  return s;
}

/// Bookkeeping of a start: its issue time (before the call, since the
/// progress thread may report it before the call returns) and its kind.
template <typename Call>
int64_t tracedStart(fsdp_rt_collective kind, Call call) {
  Recorder &r = recorder();
  int64_t t = enterRuntime();
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    r.issued.push_back(t);
  }
  int64_t id = call();
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    if (id >= 0)
      r.requests[id] = kind;
    else
      r.issued.pop_back();
  }
  leaveRuntime(t, "");
  return id;
}

int64_t tracedAllReduceStart(fsdp_rt_context *ctx, int64_t group, void *send,
                             void *recv, int64_t count, int32_t dtype,
                             int32_t reduction) {
  return tracedStart(FSDP_RT_ALL_REDUCE, [&] {
    return fsdp_rt_mlir_all_reduce_start(ctx, group, send, recv, count, dtype,
                                         reduction);
  });
}

int64_t tracedReduceScatterStart(fsdp_rt_context *ctx, int64_t group,
                                 void *send, void *recv, int64_t count,
                                 int32_t dtype, int32_t reduction) {
  return tracedStart(FSDP_RT_REDUCE_SCATTER, [&] {
    return fsdp_rt_mlir_reduce_scatter_start(ctx, group, send, recv, count,
                                             dtype, reduction);
  });
}

int64_t tracedAllGatherStart(fsdp_rt_context *ctx, int64_t group, void *send,
                             void *recv, int64_t count, int32_t dtype) {
  noteGathered(recv);
  return tracedStart(FSDP_RT_ALL_GATHER, [&] {
    return fsdp_rt_mlir_all_gather_start(ctx, group, send, recv, count, dtype);
  });
}

int32_t tracedWait(fsdp_rt_context *ctx, int64_t request) {
  Recorder &r = recorder();
  int64_t t = enterRuntime();
  std::string name = "wait";
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    auto it = r.requests.find(request);
    if (it != r.requests.end()) {
      name = std::string("wait ") + kindName(it->second);
      r.requests.erase(it);
    }
  }
  int32_t s = fsdp_rt_mlir_wait(ctx, request);
  leaveRuntime(t, name);
  return s;
}

void noteAllocation(void *p, size_t bytes) {
  if (!p)
    return;
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.allocations[reinterpret_cast<uintptr_t>(p)] = bytes;
  if (r.recording.load())
    sampleAllocatedLocked(r, nowNs());
}

void *tracedAlloc(size_t size) {
  void *p = _mlir_memref_to_llvm_alloc(size);
  noteAllocation(p, size);
  return p;
}

void *tracedAlignedAlloc(size_t alignment, size_t size) {
  void *p = _mlir_memref_to_llvm_aligned_alloc(alignment, size);
  noteAllocation(p, size);
  return p;
}

void tracedFree(void *p) {
  _mlir_memref_to_llvm_free(p);
  if (!p)
    return;
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto base = reinterpret_cast<uintptr_t>(p);
  r.allocations.erase(base);
  int64_t now = nowNs();
  auto it = r.gathered.find(base);
  if (it != r.gathered.end()) {
    r.gatheredBytes -= int64_t(it->second);
    r.gathered.erase(it);
    if (r.recording.load())
      r.samples.push_back({kGathered, now, r.gatheredBytes});
  }
  if (r.recording.load())
    sampleAllocatedLocked(r, now);
}

} // namespace

void fsdprun::installTraceWrappers(llvm::orc::SymbolMap &map,
                                   llvm::orc::MangleAndInterner &interner,
                                   fsdp_rt_context *ctx) {
  recorder().ctx = ctx;
  fsdp_rt_set_trace_callback(ctx, onCollective, nullptr);
  auto add = [&](const char *name, void *fn) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                           llvm::JITSymbolFlags::Exported};
  };
  add("_mlir_memref_to_llvm_alloc", reinterpret_cast<void *>(&tracedAlloc));
  add("_mlir_memref_to_llvm_aligned_alloc",
      reinterpret_cast<void *>(&tracedAlignedAlloc));
  add("_mlir_memref_to_llvm_free", reinterpret_cast<void *>(&tracedFree));
  // A wrapper must have its entry point's signature (fsdp_rt_abi.def): both
  // pointers deduce one function type.
  auto wrap = [&](const char *name, auto *entryPoint,
                  decltype(entryPoint) wrapper) {
    (void)entryPoint;
    add(name, reinterpret_cast<void *>(wrapper));
  };
  wrap("fsdp_rt_mlir_all_reduce", &fsdp_rt_mlir_all_reduce, &tracedAllReduce);
  wrap("fsdp_rt_mlir_reduce_scatter", &fsdp_rt_mlir_reduce_scatter,
       &tracedReduceScatter);
  wrap("fsdp_rt_mlir_all_gather", &fsdp_rt_mlir_all_gather, &tracedAllGather);
  wrap("fsdp_rt_mlir_all_reduce_start", &fsdp_rt_mlir_all_reduce_start,
       &tracedAllReduceStart);
  wrap("fsdp_rt_mlir_reduce_scatter_start", &fsdp_rt_mlir_reduce_scatter_start,
       &tracedReduceScatterStart);
  wrap("fsdp_rt_mlir_all_gather_start", &fsdp_rt_mlir_all_gather_start,
       &tracedAllGatherStart);
  wrap("fsdp_rt_mlir_wait", &fsdp_rt_mlir_wait, &tracedWait);
}

void fsdprun::beginTracedStep(int64_t step) {
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.step = step;
  r.intervals.clear();
  r.samples.clear();
  r.issued.clear();
  r.originNs = r.lastMarkNs = nowNs();
  r.lastAllocated = -1;
  r.samples.push_back({kGathered, r.originNs, r.gatheredBytes});
  sampleAllocatedLocked(r, r.originNs);
  r.recording.store(true);
}

void fsdprun::endTracedStep() {
  enterRuntime(); // The compute after the last runtime call.
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.recording.store(false);
  r.endNs = nowNs();
}

bool fsdprun::writeTrace(const std::string &pathPattern, int rank,
                         const std::string &entry, std::string &error) {
  Recorder &r = recorder();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto micros = [&](int64_t ns) { return double(ns - r.originNs) * 1e-3; };
  ChromeTrace trace;
  int pid = rank + 1;
  trace.addProcess(pid,
                   "@" + entry + " rank " + std::to_string(rank) + " step " +
                       std::to_string(r.step),
                   rank);
  for (const Interval &i : r.intervals) {
    llvm::json::Object args;
    if (i.bytes >= 0) {
      args["bytes_sent"] = i.bytesSent;
      args["bytes"] = i.bytes;
      args["async"] = i.async;
      args["issued_us"] = micros(i.issuedNs);
    }
    trace.addSpan(pid, i.tid, i.name, i.cat, micros(i.beginNs),
                  double(i.endNs - i.beginNs) * 1e-3, std::move(args));
  }
  for (const Sample &s : r.samples)
    trace.addCounter(pid, s.counter, micros(s.timeNs), s.bytes);
  std::string path = pathPattern;
  for (size_t at = path.find("%r"); at != std::string::npos;
       at = path.find("%r", at))
    path.replace(at, 2, std::to_string(rank));
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    error = "cannot write " + path + ": " + ec.message();
    return false;
  }
  trace.write(os, llvm::json::Object{{"generator", "fsdp-run"},
                                     {"clock", "measured"},
                                     {"rank", rank},
                                     {"step_us", micros(r.endNs)}});
  os.close();
  // A failed write (a full disk) is this tool's error, not LLVM's fatal
  // "IO failure on output stream" when the stream is destroyed.
  if (os.has_error()) {
    error = "cannot write " + path + ": " + os.error().message();
    os.clear_error();
    return false;
  }
  return true;
}
