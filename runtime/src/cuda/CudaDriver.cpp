//===- CudaDriver.cpp - CUDA driver API loaded at run time ----------------===//

#include "CudaDriver.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>
#include <unordered_map>

namespace fsdp_rt {
namespace {

#define FSDP_RT_STR2(x) #x
/// Expands cuda.h's versioning macros first: "cuMemAlloc_v2".
#define FSDP_RT_STR(x) FSDP_RT_STR2(x)

struct LoadResult {
  CudaDriver driver;
  bool ok = false;
  std::string why;
};

LoadResult load() {
  LoadResult r;
  const char *path = std::getenv("FSDP_RT_CUDA_DRIVER");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *err = dlerror();
    r.why = std::string("the CUDA driver library could not be loaded (") +
            (err ? err : path) + "); is there a GPU and an NVIDIA driver?";
    return r;
  }
  CudaDriver &d = r.driver;
#define FSDP_RT_LOOKUP(name)                                                   \
  d.name = reinterpret_cast<decltype(d.name)>(dlsym(lib, FSDP_RT_STR(name)));  \
  if (!d.name) {                                                               \
    r.why = std::string("the CUDA driver lacks ") + FSDP_RT_STR(name) +        \
            " (driver too old?)";                                              \
    return r;                                                                  \
  }
  FSDP_RT_CUDA_DRIVER_SYMBOLS(FSDP_RT_LOOKUP)
#undef FSDP_RT_LOOKUP
  d.launchKernelEx = reinterpret_cast<decltype(d.launchKernelEx)>(
      dlsym(lib, FSDP_RT_STR(cuLaunchKernelEx)));
  // The library stays loaded for the life of the process: entry points and
  // contexts outlive any one caller.
  CUresult rc = d.cuInit(0);
  if (rc != CUDA_SUCCESS) {
    r.why = "cuInit failed: " + cudaErrorText(d, rc) +
            " (no usable GPU on this machine?)";
    return r;
  }
  d.cuDriverGetVersion(&d.version);
  r.ok = true;
  return r;
}

} // namespace

const CudaDriver *cudaDriver(std::string *why) {
  static LoadResult result = load();
  if (!result.ok) {
    if (why)
      *why = result.why;
    return nullptr;
  }
  return &result.driver;
}

std::string cudaErrorText(const CudaDriver &cu, CUresult rc) {
  const char *name = nullptr, *text = nullptr;
  if (cu.cuGetErrorName)
    cu.cuGetErrorName(rc, &name);
  if (cu.cuGetErrorString)
    cu.cuGetErrorString(rc, &text);
  std::string s = name ? name : "CUDA error " + std::to_string(int(rc));
  if (text)
    s += std::string(" (") + text + ")";
  return s;
}

CUcontext cudaPrimaryContext(const CudaDriver &cu, int ordinal, CUresult *rc) {
  static std::mutex mutex;
  static std::unordered_map<int, CUcontext> retained;
  std::lock_guard<std::mutex> lock(mutex);
  *rc = CUDA_SUCCESS;
  auto it = retained.find(ordinal);
  if (it != retained.end())
    return it->second;
  CUdevice device = 0;
  CUcontext context = nullptr;
  *rc = cu.cuDeviceGet(&device, ordinal);
  if (*rc == CUDA_SUCCESS)
    *rc = cu.cuDevicePrimaryCtxRetain(&context, device);
  if (*rc != CUDA_SUCCESS)
    return nullptr;
  retained[ordinal] = context;
  return context;
}

} // namespace fsdp_rt
