//===- ProgressQueue.h - A context's asynchronous collectives --*- C++ -*-===//
//
// Asynchronous collectives of one context run in issue order on one
// progress thread, started on first use; every rank issues the same order,
// so no two ranks can wait on each other's later collective. The hand-off
// policy (inline small collectives, spin before sleeping) is
// runtime/README.md's "Async hand-off".
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_PROGRESSQUEUE_H
#define FSDP_RT_SRC_PROGRESSQUEUE_H

#include "Request.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

namespace fsdp_rt {

/// The queue, its thread and its hand-off policy. `mutex` guards every
/// field but `pending` and `thread` (which only the issuing thread starts
/// and joins).
struct ProgressQueue {
  std::mutex mutex;
  std::condition_variable cv;
  std::deque<std::shared_ptr<fsdp_rt_op>> ops;
  bool running = false; ///< The thread is executing an op.
  bool stopping = false;
  /// The progress thread sleeps on `cv` (so a start must notify it).
  bool sleeping = false;
  /// Ops queued or running; the progress thread polls it while spinning.
  std::atomic<int64_t> pending{0};
  std::thread thread;
  /// Async collectives of at most this many full data bytes run inside
  /// their start call when nothing is queued (fsdp_rt_set_async_policy).
  uint64_t inlineBytes = 0;
  /// How long the progress thread and fsdp_rt_wait poll before sleeping.
  int64_t spinNs = 0;
  /// The progress thread's MPI waits sleep up to this long between polls
  /// (FSDP_RT_POLL_SLEEP_US; 0: spin inside MPI).
  int64_t pollSleepNs = 0;
};

/// Blocks until the progress thread is idle with an empty queue, so that the
/// caller may use the backend itself without reordering collectives.
void drain(fsdp_rt_context *ctx);
/// Hands the progress thread an operation, starting it on first use.
void enqueue(fsdp_rt_context *ctx, std::shared_ptr<fsdp_rt_op> op);
/// Nothing is queued or running.
bool queueIdle(fsdp_rt_context *ctx);
/// Runs what is queued, then ends the thread (fsdp_rt_finalize).
void stopProgressThread(fsdp_rt_context *ctx);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_PROGRESSQUEUE_H
