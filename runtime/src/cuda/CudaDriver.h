//===- CudaDriver.h - CUDA driver API loaded at run time --------*- C++ -*-===//
//
// The runtime libraries must load on machines without a GPU driver
// (libcuda.so.1 absent), so nothing links against libcuda: the driver is
// dlopen()ed on first use and its entry points are looked up by the names
// cuda.h maps them to (cuMemAlloc -> cuMemAlloc_v2, ...). Compiled into every
// library that needs it, with hidden visibility.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_CUDA_CUDADRIVER_H
#define FSDP_RT_CUDA_CUDADRIVER_H

#include <cuda.h>

#include <string>

namespace fsdp_rt {

#define FSDP_RT_CUDA_DRIVER_SYMBOLS(X)                                         \
  X(cuInit)                                                                    \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDriverGetVersion)                                                        \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuDevicePrimaryCtxRelease)                                                 \
  X(cuCtxGetCurrent)                                                           \
  X(cuCtxSetCurrent)                                                           \
  X(cuCtxPushCurrent)                                                          \
  X(cuCtxPopCurrent)                                                           \
  X(cuCtxGetDevice)                                                            \
  X(cuModuleLoadData)                                                          \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuLaunchKernel)                                                            \
  X(cuStreamCreate)                                                            \
  X(cuStreamDestroy)                                                           \
  X(cuStreamSynchronize)                                                       \
  X(cuStreamWaitEvent)                                                         \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventRecord)                                                             \
  X(cuEventQuery)                                                              \
  X(cuEventSynchronize)                                                        \
  X(cuMemAlloc)                                                                \
  X(cuMemAllocManaged)                                                         \
  X(cuMemFree)                                                                 \
  X(cuMemAllocAsync)                                                           \
  X(cuMemFreeAsync)                                                            \
  X(cuMemcpyAsync)                                                             \
  X(cuMemsetD8Async)                                                           \
  X(cuMemsetD16Async)                                                          \
  X(cuMemsetD32Async)                                                          \
  X(cuMemHostRegister)                                                         \
  X(cuMemHostUnregister)

/// Driver entry points; all non-null once loaded.
struct CudaDriver {
#define FSDP_RT_DECLARE(name) decltype(&::name) name = nullptr;
  FSDP_RT_CUDA_DRIVER_SYMBOLS(FSDP_RT_DECLARE)
#undef FSDP_RT_DECLARE
  /// cuLaunchKernelEx (CUDA >= 12); null on older drivers.
  decltype(&::cuLaunchKernelEx) launchKernelEx = nullptr;
  /// cuDriverGetVersion's value.
  int version = 0;
};

/// The driver, loaded and cuInit()ed once per process; null when it cannot be
/// used, with the reason in `*why` ("libcuda.so.1 not found: ...",
/// "cuInit failed: CUDA_ERROR_NO_DEVICE ...").
const CudaDriver *cudaDriver(std::string *why);

/// "CUDA_ERROR_OUT_OF_MEMORY (out of memory)".
std::string cudaErrorText(const CudaDriver &cu, CUresult rc);

/// The primary context of device `ordinal`, retained on first use and kept
/// for the life of the process; null with the failing call's result in `*rc`.
CUcontext cudaPrimaryContext(const CudaDriver &cu, int ordinal, CUresult *rc);

} // namespace fsdp_rt

#endif // FSDP_RT_CUDA_CUDADRIVER_H
