//===- MgpuWrappers.cpp - mgpu* functions of MLIR's GPU lowering ----------===//
//
// Debian's MLIR ships no libmlir_cuda_runtime; this library defines the
// functions LLVM 22's gpu-to-llvm lowering calls (signatures from the
// declarations it emits; behaviour after upstream CudaRuntimeWrappers.cpp),
// on the CUDA driver loaded at run time. Differences from upstream:
//  - device buffers come from fsdp_rt_device_alloc, so peak bytes count them;
//  - streams are created blocking (upstream: CU_STREAM_NON_BLOCKING), so the
//    legacy default stream, the nccl backend's default compute stream,
//    orders collectives against compiled kernels without extra calls;
//  - the default device is the default fsdp_rt context's (local rank modulo
//    devices) until mgpuSetDefaultDevice.
// Failures print one line to stderr and return null, as upstream does.
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include "CudaContext.h"
#include "CudaDriver.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <unordered_set>

using namespace fsdp_rt;

namespace {

thread_local int32_t defaultDevice = -1;

const CudaDriver *driver() {
  static std::once_flag once;
  std::string why;
  const CudaDriver *cu = cudaDriver(&why);
  if (!cu)
    std::call_once(
        once, [&] { std::fprintf(stderr, "fsdp_rt_cuda: %s\n", why.c_str()); });
  return cu;
}

void report(const CudaDriver &cu, CUresult rc, const char *what) {
  if (rc != CUDA_SUCCESS)
    std::fprintf(stderr, "fsdp_rt_cuda: '%s' failed with '%s'\n", what,
                 cudaErrorText(cu, rc).c_str());
}

#define REPORT(cu, call) report(cu, (cu).call, #call)

/// Managed allocations, freed with cuMemFree instead of the tracked free.
std::mutex managedMutex;
std::unordered_set<void *> managed;

CUstream stream(void *s) { return static_cast<CUstream>(s); }
CUdeviceptr dptr(void *p) { return reinterpret_cast<CUdeviceptr>(p); }

/// A ranked memref descriptor: {allocated, aligned, offset, sizes[rank],
/// strides[rank]}.
struct MemRefPrefix {
  char *allocated;
  char *aligned;
  int64_t offset;
};

const int64_t *memrefSizes(const MemRefPrefix *d) {
  return reinterpret_cast<const int64_t *>(d + 1);
}

} // namespace

ScopedContext::ScopedContext(const CudaDriver &cu) : cu(cu) {
  int ordinal = defaultDevice;
  if (ordinal < 0)
    ordinal = fsdp_rt_mlir_device();
  CUresult rc = CUDA_SUCCESS;
  CUcontext context = cudaPrimaryContext(cu, ordinal < 0 ? 0 : ordinal, &rc);
  report(cu, rc, "cuDevicePrimaryCtxRetain");
  if (context)
    pushed = cu.cuCtxPushCurrent(context) == CUDA_SUCCESS;
}

ScopedContext::~ScopedContext() {
  if (pushed)
    cu.cuCtxPopCurrent(nullptr);
}

#define EXPORT __attribute__((visibility("default")))

extern "C" {

EXPORT int fsdp_rt_cuda_probe(const char **why) {
  static std::string reason;
  static int count = [] {
    const CudaDriver *cu = cudaDriver(&reason);
    if (!cu)
      return 0;
    int n = 0;
    CUresult rc = cu->cuDeviceGetCount(&n);
    if (rc != CUDA_SUCCESS)
      reason = "cuDeviceGetCount failed: " + cudaErrorText(*cu, rc);
    else if (n == 0)
      reason = "the CUDA driver reports no device";
    return rc == CUDA_SUCCESS ? n : 0;
  }();
  if (why)
    *why = count ? "" : reason.c_str();
  return count;
}

EXPORT void *mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  ScopedContext scope(*cu);
  CUmodule module = nullptr;
  REPORT(*cu, cuModuleLoadData(&module, data));
  return module;
}

EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  ScopedContext scope(*cu);
  CUmodule module = nullptr;
  char log[4096] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log)),
                    reinterpret_cast<void *>(intptr_t(optLevel))};
  CUresult rc = cu->cuModuleLoadDataEx(&module, data, 3, options, values);
  report(*cu, rc, "cuModuleLoadDataEx");
  if (rc != CUDA_SUCCESS && log[0])
    std::fprintf(stderr, "fsdp_rt_cuda: JIT log: %s\n", log);
  return module;
}

EXPORT void mgpuModuleUnload(void *module) {
  if (const CudaDriver *cu = driver())
    REPORT(*cu, cuModuleUnload(static_cast<CUmodule>(module)));
}

EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  CUfunction function = nullptr;
  REPORT(*cu,
         cuModuleGetFunction(&function, static_cast<CUmodule>(module), name));
  return function;
}

EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                             intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t smem, void *s,
                             void **params, void **extra,
                             size_t /*paramsCount*/) {
  const CudaDriver *cu = driver();
  if (!cu)
    return;
  ScopedContext scope(*cu);
  REPORT(*cu, cuLaunchKernel(static_cast<CUfunction>(function), unsigned(gridX),
                             unsigned(gridY), unsigned(gridZ), unsigned(blockX),
                             unsigned(blockY), unsigned(blockZ), unsigned(smem),
                             stream(s), params, extra));
}

EXPORT void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                                    intptr_t clusterY, intptr_t clusterZ,
                                    intptr_t gridX, intptr_t gridY,
                                    intptr_t gridZ, intptr_t blockX,
                                    intptr_t blockY, intptr_t blockZ,
                                    int32_t smem, void *s, void **params,
                                    void **extra) {
  const CudaDriver *cu = driver();
  if (!cu)
    return;
  if (!cu->launchKernelEx) {
    std::fprintf(stderr, "fsdp_rt_cuda: cluster launch needs cuLaunchKernelEx "
                         "(CUDA driver >= 12)\n");
    return;
  }
  ScopedContext scope(*cu);
  CUlaunchAttribute attr = {};
  attr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attr.value.clusterDim.x = unsigned(clusterX);
  attr.value.clusterDim.y = unsigned(clusterY);
  attr.value.clusterDim.z = unsigned(clusterZ);
  CUlaunchConfig config = {};
  config.gridDimX = unsigned(gridX);
  config.gridDimY = unsigned(gridY);
  config.gridDimZ = unsigned(gridZ);
  config.blockDimX = unsigned(blockX);
  config.blockDimY = unsigned(blockY);
  config.blockDimZ = unsigned(blockZ);
  config.sharedMemBytes = unsigned(smem);
  config.hStream = stream(s);
  config.attrs = &attr;
  config.numAttrs = 1;
  REPORT(*cu, launchKernelEx(&config, static_cast<CUfunction>(function), params,
                             extra));
}

EXPORT void *mgpuStreamCreate(void) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  ScopedContext scope(*cu);
  CUstream s = nullptr;
  REPORT(*cu, cuStreamCreate(&s, CU_STREAM_DEFAULT));
  return s;
}

EXPORT void mgpuStreamDestroy(void *s) {
  if (const CudaDriver *cu = driver())
    REPORT(*cu, cuStreamDestroy(stream(s)));
}

EXPORT void mgpuStreamSynchronize(void *s) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu); // The legacy stream (null) needs a context.
    REPORT(*cu, cuStreamSynchronize(stream(s)));
  }
}

EXPORT void mgpuStreamWaitEvent(void *s, void *event) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuStreamWaitEvent(stream(s), static_cast<CUevent>(event), 0));
  }
}

EXPORT void *mgpuEventCreate(void) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  ScopedContext scope(*cu);
  CUevent event = nullptr;
  REPORT(*cu, cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

EXPORT void mgpuEventDestroy(void *event) {
  if (const CudaDriver *cu = driver())
    REPORT(*cu, cuEventDestroy(static_cast<CUevent>(event)));
}

EXPORT void mgpuEventSynchronize(void *event) {
  if (const CudaDriver *cu = driver())
    REPORT(*cu, cuEventSynchronize(static_cast<CUevent>(event)));
}

EXPORT void mgpuEventRecord(void *event, void *s) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuEventRecord(static_cast<CUevent>(event), stream(s)));
  }
}

EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void * /*stream*/,
                          bool isHostShared) {
  const CudaDriver *cu = driver();
  if (!cu)
    return nullptr;
  ScopedContext scope(*cu);
  if (isHostShared) {
    CUdeviceptr ptr = 0;
    CUresult rc = cu->cuMemAllocManaged(&ptr, sizeBytes ? sizeBytes : 1,
                                        CU_MEM_ATTACH_GLOBAL);
    report(*cu, rc, "cuMemAllocManaged");
    if (rc != CUDA_SUCCESS)
      return nullptr;
    std::lock_guard<std::mutex> lock(managedMutex);
    managed.insert(reinterpret_cast<void *>(ptr));
    return reinterpret_cast<void *>(ptr);
  }
  void *ptr = fsdp_rt_device_alloc(size_t(sizeBytes));
  if (!ptr)
    std::fprintf(stderr, "fsdp_rt_cuda: mgpuMemAlloc: %s\n",
                 fsdp_rt_last_error(nullptr));
  return ptr;
}

EXPORT void mgpuMemFree(void *ptr, void * /*stream*/) {
  const CudaDriver *cu = driver();
  if (!cu || !ptr)
    return;
  {
    std::lock_guard<std::mutex> lock(managedMutex);
    if (managed.erase(ptr)) {
      ScopedContext scope(*cu);
      REPORT(*cu, cuMemFree(dptr(ptr)));
      return;
    }
  }
  ScopedContext scope(*cu);
  fsdp_rt_device_free(ptr);
}

EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *s) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuMemcpyAsync(dptr(dst), dptr(src), sizeBytes, stream(s)));
  }
}

EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count, void *s) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuMemsetD32Async(dptr(dst), value, count, stream(s)));
  }
}

EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                         void *s) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuMemsetD16Async(dptr(dst), value, count, stream(s)));
  }
}

EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuMemHostRegister(ptr, sizeBytes, 0));
  }
}

EXPORT void mgpuMemHostUnregister(void *ptr) {
  if (const CudaDriver *cu = driver()) {
    ScopedContext scope(*cu);
    REPORT(*cu, cuMemHostUnregister(ptr));
  }
}

EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                      int64_t elementSizeBytes) {
  // Dense memrefs only, as upstream: bytes = prod(sizes) * element size.
  auto *d = static_cast<MemRefPrefix *>(descriptor);
  uint64_t count = 1;
  for (int64_t i = 0; i < rank; ++i)
    count *= uint64_t(memrefSizes(d)[i]);
  mgpuMemHostRegister(d->aligned + d->offset * elementSizeBytes,
                      count * uint64_t(elementSizeBytes));
}

EXPORT void mgpuMemHostUnregisterMemRef(int64_t /*rank*/, void *descriptor,
                                        int64_t elementSizeBytes) {
  auto *d = static_cast<MemRefPrefix *>(descriptor);
  mgpuMemHostUnregister(d->aligned + d->offset * elementSizeBytes);
}

EXPORT void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

} // extern "C"
