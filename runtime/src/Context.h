//===- Context.h - What one fsdp_rt_init owns ------------------*- C++ -*-===//
//
// A context is a backend with its groups, settings, counters, error state,
// progress thread and flight recorder. Everything a collective needs is
// reached from its context (through its group), never from process-wide
// state, so two contexts in one process do not interfere.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_CONTEXT_H
#define FSDP_RT_SRC_CONTEXT_H

#include "Backend.h"
#include "Errors.h"
#include "FlightRecorder.h"
#include "Groups.h"
#include "ProgressQueue.h"
#include "Request.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

struct fsdp_rt_context {
  std::unique_ptr<fsdp_rt::Backend> backend;
  bool deterministic = false;
  /// Seconds a wait for peers may make no progress (fsdp_rt_set_timeout).
  double timeoutS = 300;
  /// Wire type of f32 all-gathers (fsdp_rt_set_gather_dtype).
  fsdp_rt_dtype gatherWire = FSDP_RT_F32;
  /// Cleared by fsdp_rt_finalize; device requests outliving the context
  /// check it before touching the context.
  std::shared_ptr<std::atomic<bool>> alive =
      std::make_shared<std::atomic<bool>>(true);

  /// Groups by (shape, axes); ids index `groupsById`.
  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>,
           std::unique_ptr<fsdp_rt_group>>
      groups;
  std::vector<fsdp_rt_group *> groupsById;

  std::atomic<uint64_t> bytesSent[FSDP_RT_NUM_COLLECTIVES] = {};
  std::atomic<uint64_t> calls[FSDP_RT_NUM_COLLECTIVES] = {};

  fsdp_rt::ErrorState errors;
  fsdp_rt::ProgressQueue queue;
  fsdp_rt::FlightRecorder recorder;

  /// fsdp_rt_set_trace_callback (Trace.cpp); read by the thread running a
  /// collective.
  std::atomic<fsdp_rt_trace_fn> traceFn{nullptr};
  std::atomic<void *> traceUser{nullptr};

  /// FSDP_RT_DEBUG=detail: every collective first checks that all ranks of
  /// its group issue the same (kind, dtype, count, reduction, sequence).
  bool debugDetail = false;

  /// Requests issued through the integer entry points.
  std::mutex requestMutex;
  std::map<int64_t, fsdp_rt_request *> mlirRequests;
  int64_t nextRequestId = 0;
};

namespace fsdp_rt {
/// The newest context fsdp_rt_init made, or null. Everything that can take
/// a context takes it explicitly; this is read only where a signature fixed
/// upstream leaves no room for one: the device of libfsdp_rt_cuda's mgpu*
/// functions (fsdp_rt_mlir_device) and of fsdp_rt_device_alloc, their
/// allocator, when no CUDA context is current.
fsdp_rt_context *defaultContext();
} // namespace fsdp_rt

#endif // FSDP_RT_SRC_CONTEXT_H
