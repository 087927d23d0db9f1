//===- Device.h - Where the runner keeps a step's buffers ------*- C++ -*-===//
//
// The runner keeps the step's state on a device: host memory (`cpu`, the
// mpi/self backends) or CUDA device memory (`cuda`, the nccl backend). The
// runner prepares values on the host and moves them with these calls;
// collectives of the runner itself (dumps, statistics, checkpoints) go
// through them too, since a nccl context takes device pointers only. How a
// step is lowered for a device is the compiler's side (fsdp-run's
// DeviceLowering); this is what running it needs.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_DEVICE_H
#define FSDP_RUNNER_DEVICE_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <string>

namespace fsdprun {

/// Reports a failure of this rank and does not return.
using FatalFn = std::function<void(const std::string &)>;

class Device {
public:
  virtual ~Device() = default;

  /// "cpu" or "cuda".
  virtual const char *name() const = 0;
  /// The runtime backend to start.
  const std::string &backend() const { return backendName; }

  /// Moves `bytes` at `host` (from fsdp_rt_alloc, filled by the runner) into
  /// a buffer of the device and returns it; `host` is freed unless it is the
  /// result.
  virtual void *adopt(void *host, size_t bytes) = 0;
  /// Copies `bytes` of a device buffer to host memory.
  virtual void read(void *hostDst, const void *src, size_t bytes) = 0;
  /// Frees a buffer of the device (from adopt or from the compiled step).
  virtual void release(void *buffer) = 0;

  /// fsdp_rt_all_reduce of host values, in place.
  virtual fsdp_rt_status allReduceHost(fsdp_rt_group *group, void *host,
                                       int64_t count, fsdp_rt_dtype dtype,
                                       fsdp_rt_reduction reduction) = 0;
  /// All-gather of `bytes` of a device buffer from every rank of `group`
  /// into `groupSize * bytes` of host memory.
  virtual fsdp_rt_status gatherToHost(fsdp_rt_group *group, const void *src,
                                      void *hostDst, size_t bytes,
                                      int64_t groupSize) = 0;

protected:
  std::string backendName;
  FatalFn fatal;
};

/// Host memory as the device, over any `Base` derived from Device: the
/// step's buffers are what the runner allocates, the runtime's collectives
/// take them directly.
template <typename Base> class HostMemory : public Base {
public:
  HostMemory(std::string backend, FatalFn fatalFn) {
    this->backendName = std::move(backend);
    this->fatal = std::move(fatalFn);
  }

  const char *name() const override { return "cpu"; }
  void *adopt(void *host, size_t) override { return host; }
  void read(void *hostDst, const void *src, size_t bytes) override {
    std::memcpy(hostDst, src, bytes);
  }
  void release(void *buffer) override { fsdp_rt_free(buffer); }
  fsdp_rt_status allReduceHost(fsdp_rt_group *group, void *host, int64_t count,
                               fsdp_rt_dtype dtype,
                               fsdp_rt_reduction reduction) override {
    return fsdp_rt_all_reduce(group, host, host, count, dtype, reduction);
  }
  fsdp_rt_status gatherToHost(fsdp_rt_group *group, const void *src,
                              void *hostDst, size_t bytes, int64_t) override {
    return fsdp_rt_all_gather(group, src, hostDst, bytes, FSDP_RT_I8);
  }
};

/// Host memory with the runtime backend `backend` (auto, mpi, self).
using HostDevice = HostMemory<Device>;

} // namespace fsdprun

#endif // FSDP_RUNNER_DEVICE_H
