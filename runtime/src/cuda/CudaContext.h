//===- CudaContext.h - The context of libfsdp_rt_cuda's calls --*- C++ -*-===//
//
// Every host function of libfsdp_rt_cuda (the mgpu* wrappers, the cuBLAS
// contractions) runs in the primary context of one device: the one set with
// mgpuSetDefaultDevice on the calling thread, else the default fsdp_rt
// context's (local rank modulo devices), else device 0.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_CUDA_CUDACONTEXT_H
#define FSDP_RT_CUDA_CUDACONTEXT_H

#include "CudaDriver.h"

namespace fsdp_rt {

/// The primary context of the default device, current for one call.
class ScopedContext {
public:
  explicit ScopedContext(const CudaDriver &cu);
  ~ScopedContext();
  ScopedContext(const ScopedContext &) = delete;
  ScopedContext &operator=(const ScopedContext &) = delete;
  bool ok() const { return pushed; }

private:
  const CudaDriver &cu;
  bool pushed = false;
};

} // namespace fsdp_rt

#endif // FSDP_RT_CUDA_CUDACONTEXT_H
