//===- FlightRecorder.h - The last collectives of a context ----*- C++ -*-===//
//
// When a job stalls or dies, what each rank was doing is the first question:
// every context keeps its last collectives in a small ring, written on the
// path of every collective under one uncontended lock, and dumped to stderr
// on a timeout, an abort, or a SIGTERM from the launcher (FlightRecorder.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_FLIGHTRECORDER_H
#define FSDP_RT_SRC_FLIGHTRECORDER_H

#include "fsdp_rt/fsdp_rt.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>

namespace fsdp_rt {

/// The ring of a context's last kEntries collectives.
struct FlightRecorder {
  static constexpr size_t kEntries = 64;
  struct Entry {
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
  mutable std::mutex mutex;
  Entry entries[kEntries];
  /// Atomic so that a signal handler may read it without the lock.
  std::atomic<uint64_t> recorded{0};
};

/// Notes an issued collective and returns its context sequence number; later
/// state changes by that number.
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

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_FLIGHTRECORDER_H
