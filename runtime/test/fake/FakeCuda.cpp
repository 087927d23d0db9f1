//===- FakeCuda.cpp - A host-memory stand-in for libcuda.so.1 -------------===//
//
// Loaded through FSDP_RT_CUDA_DRIVER by the emulated cuBLAS test: one
// "device" whose memory is host memory, synchronous streams. It exports every
// entry point CudaDriver.h looks up (so loading succeeds); the ones the
// contraction path, the mgpu copies and the device allocator call do what
// their names say on host memory, the others fail.
//
//===----------------------------------------------------------------------===//

#include "../../src/cuda/CudaDriver.h"

#include <cstdlib>
#include <cstring>

#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wattribute-alias"
#endif

namespace {
CUctx_st *const kContext = reinterpret_cast<CUctx_st *>(0x1000);
thread_local int depth = 0;
} // namespace

extern "C" {
__attribute__((visibility("default"))) CUresult fsdp_fake_cuda_unused() {
  return CUDA_ERROR_NOT_SUPPORTED;
}

// fake_<name> has C linkage: the alias names it.
#define FAKE(name, params, body)                                               \
  CUresult fake_##name params body                                             \
      __attribute__((visibility("default"))) decltype(::name) name             \
      __attribute__((alias("fake_" #name)));

FAKE(cuInit, (unsigned), { return CUDA_SUCCESS; })
FAKE(cuDriverGetVersion, (int *v), {
  *v = 13000;
  return CUDA_SUCCESS;
})
FAKE(cuGetErrorName, (CUresult, const char **s), {
  *s = "CUDA_ERROR_FAKE";
  return CUDA_SUCCESS;
})
FAKE(cuGetErrorString, (CUresult, const char **s), {
  *s = "not supported by the fake driver";
  return CUDA_SUCCESS;
})
FAKE(cuDeviceGetCount, (int *n), {
  *n = 1;
  return CUDA_SUCCESS;
})
FAKE(cuDeviceGet, (CUdevice * d, int ordinal), {
  *d = ordinal;
  return ordinal == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
})
FAKE(cuDevicePrimaryCtxRetain, (CUcontext * c, CUdevice), {
  *c = kContext;
  return CUDA_SUCCESS;
})
FAKE(cuCtxGetCurrent, (CUcontext * c), {
  *c = depth > 0 ? kContext : nullptr;
  return CUDA_SUCCESS;
})
FAKE(cuCtxPushCurrent, (CUcontext), {
  ++depth;
  return CUDA_SUCCESS;
})
FAKE(cuCtxPopCurrent, (CUcontext * c), {
  if (c)
    *c = kContext;
  --depth;
  return CUDA_SUCCESS;
})
FAKE(cuMemAlloc, (CUdeviceptr * p, size_t bytes), {
  *p = reinterpret_cast<CUdeviceptr>(std::malloc(bytes ? bytes : 1));
  return *p ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
})
FAKE(cuMemFree, (CUdeviceptr p), {
  std::free(reinterpret_cast<void *>(p));
  return CUDA_SUCCESS;
})
FAKE(cuMemcpyAsync, (CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream), {
  std::memmove(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src), n);
  return CUDA_SUCCESS;
})
FAKE(cuStreamSynchronize, (CUstream), { return CUDA_SUCCESS; })
FAKE(cuStreamWaitEvent, (CUstream, CUevent, unsigned), { return CUDA_SUCCESS; })
FAKE(cuEventCreate, (CUevent * e, unsigned), {
  *e = reinterpret_cast<CUevent>(0x2000);
  return CUDA_SUCCESS;
})
FAKE(cuEventRecord, (CUevent, CUstream), { return CUDA_SUCCESS; })
FAKE(cuEventDestroy, (CUevent), { return CUDA_SUCCESS; })

#define UNUSED(name)                                                           \
  __attribute__((visibility("default"))) decltype(::name) name                 \
      __attribute__((alias("fsdp_fake_cuda_unused")));
UNUSED(cuDevicePrimaryCtxRelease)
UNUSED(cuCtxSetCurrent)
UNUSED(cuCtxGetDevice)
UNUSED(cuModuleLoadData)
UNUSED(cuModuleLoadDataEx)
UNUSED(cuModuleUnload)
UNUSED(cuModuleGetFunction)
UNUSED(cuLaunchKernel)
UNUSED(cuLaunchKernelEx)
UNUSED(cuStreamCreate)
UNUSED(cuStreamDestroy)
UNUSED(cuEventQuery)
UNUSED(cuEventSynchronize)
UNUSED(cuMemAllocManaged)
UNUSED(cuMemAllocAsync)
UNUSED(cuMemFreeAsync)
UNUSED(cuMemsetD8Async)
UNUSED(cuMemsetD16Async)
UNUSED(cuMemsetD32Async)
UNUSED(cuMemHostRegister)
UNUSED(cuMemHostUnregister)
} // extern "C"
