//===- DeviceAllocator.cpp - Tracked device memory ------------------------===//
//
// fsdp_rt_device_alloc/free: cuMemAlloc with the sizes kept in a map (device
// memory has no room for a header), counted in the same current/peak
// counters as fsdp_rt_alloc.
//
//===----------------------------------------------------------------------===//

#include "../Allocator.h"
#include "../Context.h"
#include "CudaDriver.h"

#include <unordered_map>

using namespace fsdp_rt;

namespace {

struct Block {
  size_t bytes;
  CUcontext context; ///< Made current for the free when none is.
};

std::mutex blocksMutex;
std::unordered_map<CUdeviceptr, Block> blocks;

/// Makes a context current for the scope of one call when the thread has
/// none: the primary context of the default fsdp_rt context's device, or of
/// device 0. Primary contexts are retained once and kept.
///
/// The process default, not a context passed in: fsdp_rt_device_alloc takes
/// none because it is the allocator behind mgpuMemAlloc, whose signature
/// upstream's gpu-to-llvm fixes (compiled code cannot pass it the step's
/// context). mgpuMemAlloc makes the mgpu device's context current first, so
/// the default is read only by hosts that allocate with no CUDA context
/// current.
class ScopedContext {
public:
  ScopedContext(const CudaDriver &cu, CUcontext preferred = nullptr) : cu(cu) {
    CUcontext current = nullptr;
    if (cu.cuCtxGetCurrent(&current) == CUDA_SUCCESS && current && !preferred) {
      context = current;
      return;
    }
    if (preferred) {
      context = preferred;
    } else {
      fsdp_rt_context *ctx = defaultContext();
      int ordinal = ctx ? ctx->backend->device() : -1;
      context = cudaPrimaryContext(cu, ordinal < 0 ? 0 : ordinal, &rc);
    }
    if (context == current)
      return;
    rc = cu.cuCtxPushCurrent(context);
    pushed = rc == CUDA_SUCCESS;
  }
  ~ScopedContext() {
    if (pushed)
      cu.cuCtxPopCurrent(nullptr);
  }
  CUcontext context = nullptr;
  CUresult rc = CUDA_SUCCESS;

private:
  const CudaDriver &cu;
  bool pushed = false;
};

void *failAlloc(size_t bytes, const std::string &why) {
  recordError(
      nullptr,
      Status(FSDP_RT_UNAVAILABLE,
             "device_alloc of " + std::to_string(bytes) + " bytes: " + why),
      false);
  return nullptr;
}

} // namespace

extern "C" {

void *fsdp_rt_device_alloc(size_t bytes) {
  std::string why;
  const CudaDriver *cu = cudaDriver(&why);
  if (!cu)
    return failAlloc(bytes, why);
  ScopedContext scope(*cu);
  if (!scope.context)
    return failAlloc(bytes, "no CUDA context: " + cudaErrorText(*cu, scope.rc));
  CUdeviceptr ptr = 0;
  // 0 bytes still gives a unique pointer, like fsdp_rt_alloc.
  CUresult rc = cu->cuMemAlloc(&ptr, bytes ? bytes : 1);
  if (rc != CUDA_SUCCESS)
    return failAlloc(bytes,
                     "CUDA error in cuMemAlloc: " + cudaErrorText(*cu, rc));
  {
    std::lock_guard<std::mutex> lock(blocksMutex);
    blocks[ptr] = {bytes, scope.context};
  }
  allocatorTrack(bytes);
  return reinterpret_cast<void *>(ptr);
}

void fsdp_rt_device_free(void *ptr) {
  if (!ptr)
    return;
  const CudaDriver *cu = cudaDriver(nullptr);
  if (!cu)
    return;
  Block block;
  {
    std::lock_guard<std::mutex> lock(blocksMutex);
    auto it = blocks.find(reinterpret_cast<CUdeviceptr>(ptr));
    // Not ours: freeing it could free someone else's memory twice.
    if (it == blocks.end())
      return;
    block = it->second;
    blocks.erase(it);
  }
  allocatorUntrack(block.bytes);
  CUcontext current = nullptr;
  cu->cuCtxGetCurrent(&current);
  ScopedContext scope(*cu, current ? nullptr : block.context);
  cu->cuMemFree(reinterpret_cast<CUdeviceptr>(ptr));
}

} // extern "C"
