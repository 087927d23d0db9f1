//===- FakeCuda.cpp - A host-memory stand-in for libcuda.so.1 -------------===//
//
// Loaded through FSDP_RT_CUDA_DRIVER by the emulated cuBLAS test and, with
// FakeNccl.cpp, by the nccl backend's CPU tests: "devices" whose memory is
// host memory, synchronous streams. It exports every entry point
// CudaDriver.h looks up (so loading succeeds); the ones the contraction
// path, the mgpu copies, the device allocator and the nccl backend call do
// what their names say on host memory, the others (kernel launches, memset)
// fail.
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
int deviceCount() {
  const char *n = std::getenv("FSDP_FAKE_CUDA_DEVICES");
  return n && std::atoi(n) > 0 ? std::atoi(n) : 1;
}
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
// $FSDP_FAKE_CUDA_DEVICES devices (default 1), so that several ranks of the
// nccl backend's tests each find one; they share the one context.
FAKE(cuDeviceGetCount, (int *n), {
  *n = deviceCount();
  return CUDA_SUCCESS;
})
FAKE(cuDeviceGet, (CUdevice * d, int ordinal), {
  *d = ordinal;
  return ordinal >= 0 && ordinal < deviceCount() ? CUDA_SUCCESS
                                                 : CUDA_ERROR_INVALID_DEVICE;
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
// What the nccl backend needs besides (FakeNccl.cpp): streams and events
// complete at once, modules load but have no kernels to launch.
FAKE(cuDevicePrimaryCtxRelease, (CUdevice), { return CUDA_SUCCESS; })
FAKE(cuCtxSetCurrent, (CUcontext), { return CUDA_SUCCESS; })
FAKE(cuStreamCreate, (CUstream * s, unsigned), {
  *s = reinterpret_cast<CUstream>(0x3000);
  return CUDA_SUCCESS;
})
FAKE(cuStreamDestroy, (CUstream), { return CUDA_SUCCESS; })
FAKE(cuEventQuery, (CUevent), { return CUDA_SUCCESS; })
FAKE(cuModuleLoadData, (CUmodule * m, const void *), {
  *m = reinterpret_cast<CUmodule>(0x4000);
  return CUDA_SUCCESS;
})
FAKE(cuModuleUnload, (CUmodule), { return CUDA_SUCCESS; })
FAKE(cuModuleGetFunction, (CUfunction * f, CUmodule, const char *), {
  *f = reinterpret_cast<CUfunction>(0x5000);
  return CUDA_SUCCESS;
})
FAKE(cuMemAllocAsync, (CUdeviceptr * p, size_t bytes, CUstream), {
  *p = reinterpret_cast<CUdeviceptr>(std::malloc(bytes ? bytes : 1));
  return *p ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
})
FAKE(cuMemFreeAsync, (CUdeviceptr p, CUstream), {
  std::free(reinterpret_cast<void *>(p));
  return CUDA_SUCCESS;
})

#define UNUSED(name)                                                           \
  __attribute__((visibility("default"))) decltype(::name) name                 \
      __attribute__((alias("fsdp_fake_cuda_unused")));
UNUSED(cuCtxGetDevice)
UNUSED(cuModuleLoadDataEx)
UNUSED(cuLaunchKernel)
UNUSED(cuLaunchKernelEx)
UNUSED(cuEventSynchronize)
UNUSED(cuMemAllocManaged)
UNUSED(cuMemsetD8Async)
UNUSED(cuMemsetD16Async)
UNUSED(cuMemsetD32Async)
UNUSED(cuMemHostRegister)
UNUSED(cuMemHostUnregister)
} // extern "C"
