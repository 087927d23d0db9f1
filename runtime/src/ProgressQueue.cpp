//===- ProgressQueue.cpp - Asynchronous collectives -----------------------===//
//
// A context's asynchronous collectives run in issue order on one progress
// thread; a request is completed by fsdp_rt_wait. The hand-off policy
// (inline small collectives, spin before sleeping) is runtime/README.md's
// "Async hand-off".
//
//===----------------------------------------------------------------------===//

#include "ProgressQueue.h"
#include "Context.h"
#include "Guard.h"
#include "PoliteWaits.h"

#include <chrono>

using namespace fsdp_rt;

namespace {

thread_local bool politeWaitsFlag = false;
thread_local int64_t politeSleepNs = 0;

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
  std::unique_lock<std::mutex> lock(ctx->queue.mutex);
  while (true) {
    if (ctx->queue.ops.empty() && !ctx->queue.stopping) {
      lock.unlock();
      pollFor(ctx->queue.spinNs, [&] { return ctx->queue.pending.load() > 0; });
      lock.lock();
    }
    ctx->queue.sleeping = true;
    ctx->queue.cv.wait(
        lock, [&] { return ctx->queue.stopping || !ctx->queue.ops.empty(); });
    ctx->queue.sleeping = false;
    if (ctx->queue.ops.empty())
      return; // Stopping, and everything issued has run.
    std::shared_ptr<fsdp_rt_op> op = std::move(ctx->queue.ops.front());
    ctx->queue.ops.pop_front();
    ctx->queue.running = true;
    // As fsdp_rt_set_poll_sleep last set it (read under the queue's lock).
    setPoliteWaits(ctx->queue.pollSleepNs > 0, ctx->queue.pollSleepNs);
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
    ctx->queue.running = false;
    ctx->queue.pending.fetch_sub(1);
    ctx->queue.cv.notify_all();
  }
}

} // namespace

namespace fsdp_rt {

/// Blocks until the progress thread is idle with an empty queue, so that the
/// caller may use the backend itself without reordering collectives.
void drain(fsdp_rt_context *ctx) {
  std::unique_lock<std::mutex> lock(ctx->queue.mutex);
  ctx->queue.cv.wait(
      lock, [&] { return ctx->queue.ops.empty() && !ctx->queue.running; });
}

void enqueue(fsdp_rt_context *ctx, std::shared_ptr<fsdp_rt_op> op) {
  bool wake;
  {
    std::lock_guard<std::mutex> lock(ctx->queue.mutex);
    ctx->queue.ops.push_back(std::move(op));
    ctx->queue.pending.fetch_add(1);
    if (!ctx->queue.thread.joinable())
      ctx->queue.thread = std::thread(progressLoop, ctx);
    wake = ctx->queue.sleeping;
  }
  // A spinning thread sees `pending` without a wake-up.
  if (wake)
    ctx->queue.cv.notify_all();
}

/// Whether the progress thread has nothing queued or running.
bool queueIdle(fsdp_rt_context *ctx) {
  std::lock_guard<std::mutex> lock(ctx->queue.mutex);
  return ctx->queue.ops.empty() && !ctx->queue.running;
}

void stopProgressThread(fsdp_rt_context *ctx) {
  {
    std::lock_guard<std::mutex> lock(ctx->queue.mutex);
    ctx->queue.stopping = true;
  }
  ctx->queue.cv.notify_all();
  if (ctx->queue.thread.joinable())
    ctx->queue.thread.join();
}

bool politeWaits() { return politeWaitsFlag; }
int64_t politeMaxSleepNs() { return politeSleepNs; }
void setPoliteWaits(bool polite, int64_t maxSleepNs) {
  politeWaitsFlag = polite;
  politeSleepNs = maxSleepNs;
}

} // namespace fsdp_rt

extern "C" {

fsdp_rt_status fsdp_rt_wait(fsdp_rt_request *req) {
  if (!req) {
    return recordError(
        nullptr, Status(FSDP_RT_INVALID_ARGUMENT, "wait: null request"), false);
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

fsdp_rt_status fsdp_rt_set_poll_sleep(fsdp_rt_context *ctx,
                                      double max_sleep_seconds,
                                      double *previous) {
  if (!ctx) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT, "set_poll_sleep: null context"),
        false);
  }
  return guarded(ctx, "set_poll_sleep", false, [&] {
    if (!(max_sleep_seconds >= 0) || max_sleep_seconds > 1)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "max_sleep_seconds must lie in [0, 1], got " +
               std::to_string(max_sleep_seconds));
    std::lock_guard<std::mutex> lock(ctx->queue.mutex);
    if (previous)
      *previous = double(ctx->queue.pollSleepNs) * 1e-9;
    ctx->queue.pollSleepNs = int64_t(max_sleep_seconds * 1e9);
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_set_async_policy(fsdp_rt_context *ctx,
                                        uint64_t inline_bytes,
                                        double spin_seconds) {
  if (!ctx) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT, "set_async_policy: null context"),
        false);
  }
  return guarded(ctx, "set_async_policy", false, [&] {
    if (!(spin_seconds >= 0) || spin_seconds > 1)
      fail(FSDP_RT_INVALID_ARGUMENT, "spin_seconds must lie in [0, 1], got " +
                                         std::to_string(spin_seconds));
    // The progress thread reads both between collectives.
    drain(ctx);
    std::lock_guard<std::mutex> lock(ctx->queue.mutex);
    ctx->queue.inlineBytes = inline_bytes;
    ctx->queue.spinNs = int64_t(spin_seconds * 1e9);
    return FSDP_RT_OK;
  });
}

} // extern "C"
