//===- Request.h - An asynchronous collective and its handle ---*- C++ -*-===//
//
// The operation is shared between the request handle and the progress
// thread, so that a request stays waitable after its context is gone (a
// host may finalize before it waits, and fsdp_rt_wait must not touch freed
// memory then).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_REQUEST_H
#define FSDP_RT_SRC_REQUEST_H

#include "fsdp_rt/fsdp_rt.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>

/// One queued or running operation of the progress thread.
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

#endif // FSDP_RT_SRC_REQUEST_H
