//===- DeviceCuda.cpp - A CUDA GPU as fsdp-run's device -------------------===//
//
// --device=cuda: the step is lowered with fsdp-lower-to-gpu for this rank's
// GPU, its buffers are device memory (fsdp_rt_device_alloc, the allocator
// behind mgpuMemAlloc), the runtime backend is nccl, and the JIT links
// libfsdp_rt_cuda.so for the mgpu* functions the lowered host code calls.
// libfsdp_rt_cuda.so is dlopen'ed here, so fsdp-run loads and runs on the
// CPU on machines without CUDA.
//
//===----------------------------------------------------------------------===//

#include "Device.h"
#include "fsdp/Runner/RuntimeError.h"

#include "fsdp/Conversion/GPUPipeline.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <algorithm>
#include <cstdlib>
#include <dlfcn.h>
#include <vector>

using namespace fsdprun;

namespace {
/// The functions of libfsdp_rt_cuda.so the runner calls itself.
struct CudaRuntime {
  void *handle = nullptr;
  std::string path;
  int (*probe)(const char **why) = nullptr;
  void (*memcpy)(void *dst, void *src, size_t bytes, void *stream) = nullptr;
  void (*streamSynchronize)(void *stream) = nullptr;
};

/// Where libfsdp_rt_cuda.so may be: $FSDP_RT_CUDA_LIBRARY, the build tree
/// this fsdp-run comes from, next to it, then the loader's search path.
std::vector<std::string> candidatePaths() {
  std::vector<std::string> paths;
  if (const char *env = std::getenv("FSDP_RT_CUDA_LIBRARY"))
    paths.push_back(env);
#ifdef FSDP_RUN_CUDA_RT_PATH
  paths.push_back(FSDP_RUN_CUDA_RT_PATH);
#endif
  std::string exe = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&candidatePaths));
  if (!exe.empty()) {
    llvm::StringRef bin = llvm::sys::path::parent_path(exe);
    llvm::StringRef root = llvm::sys::path::parent_path(bin);
    paths.push_back((root + "/lib/libfsdp_rt_cuda.so").str());
    paths.push_back((root + "/runtime/libfsdp_rt_cuda.so").str());
  }
  paths.push_back("libfsdp_rt_cuda.so");
  return paths;
}

/// One line: dlerror and driver messages may span several.
std::string oneLine(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  while (!s.empty() && s.back() == ' ')
    s.pop_back();
  return s;
}

bool loadCudaRuntime(CudaRuntime &rt, std::string &error) {
  std::string tried;
  for (const std::string &path : candidatePaths()) {
    bool isName = path.find('/') == std::string::npos;
    if (!isName && !llvm::sys::fs::exists(path))
      continue;
    rt.handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (rt.handle) {
      rt.path = path;
      break;
    }
    tried += (tried.empty() ? "" : "; ") + oneLine(dlerror());
  }
  if (!rt.handle) {
    error = "--device=cuda needs libfsdp_rt_cuda.so (built with the runtime "
            "where the CUDA toolkit and NCCL are found; or set "
            "FSDP_RT_CUDA_LIBRARY)" +
            (tried.empty() ? std::string() : ": " + tried);
    return false;
  }
  if (!rt.path.empty() && rt.path.find('/') == std::string::npos) {
    // The JIT needs a path; ask the loader where it found the library.
    Dl_info info;
    void *sym = dlsym(rt.handle, "mgpuModuleLoad");
    if (sym && dladdr(sym, &info) && info.dli_fname)
      rt.path = info.dli_fname;
  }
  rt.probe = reinterpret_cast<int (*)(const char **)>(
      dlsym(rt.handle, "fsdp_rt_cuda_probe"));
  rt.memcpy = reinterpret_cast<void (*)(void *, void *, size_t, void *)>(
      dlsym(rt.handle, "mgpuMemcpy"));
  rt.streamSynchronize = reinterpret_cast<void (*)(void *)>(
      dlsym(rt.handle, "mgpuStreamSynchronize"));
  if (!rt.probe || !rt.memcpy || !rt.streamSynchronize) {
    error = rt.path + " lacks fsdp_rt_cuda_probe or the mgpu* functions";
    return false;
  }
  return true;
}

/// "sm_XY" of CUDA device `ordinal`, through the driver the runtime loaded;
/// "" when the driver does not say.
std::string computeCapability(int ordinal) {
  const char *driver = std::getenv("FSDP_RT_CUDA_DRIVER");
  void *cuda = dlopen(driver ? driver : "libcuda.so.1", RTLD_NOW);
  if (!cuda)
    return "";
  using InitFn = int (*)(unsigned);
  using DeviceGetFn = int (*)(int *, int);
  using AttributeFn = int (*)(int *, int, int);
  auto init = reinterpret_cast<InitFn>(dlsym(cuda, "cuInit"));
  auto deviceGet = reinterpret_cast<DeviceGetFn>(dlsym(cuda, "cuDeviceGet"));
  auto attribute =
      reinterpret_cast<AttributeFn>(dlsym(cuda, "cuDeviceGetAttribute"));
  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR / _MINOR.
  constexpr int kMajor = 75, kMinor = 76;
  int device = 0, major = 0, minor = 0;
  if (!init || !deviceGet || !attribute || init(0) != 0 ||
      deviceGet(&device, std::max(ordinal, 0)) != 0 ||
      attribute(&major, kMajor, device) != 0 ||
      attribute(&minor, kMinor, device) != 0)
    return "";
  return "sm_" + std::to_string(major) + std::to_string(minor);
}

class CudaDevice : public TargetDevice {
public:
  CudaDevice(CudaRuntime rt, FatalFn fatalFn) : rt(std::move(rt)) {
    backendName = "nccl";
    fatal = std::move(fatalFn);
  }

  const char *name() const override { return "cuda"; }

  void registerDialects(mlir::DialectRegistry &registry) const override {
    mlir::fsdp::registerGPULoweringDialects(registry);
  }

  // The step's math runs in GPU kernels (libdevice's functions): no host
  // polynomials to choose.
  void buildPipeline(mlir::OpPassManager &pm,
                     const LoweringChoices & /*choices*/,
                     const fsdp_rt_context *runtime) override {
    mlir::fsdp::LowerToGPUOptions options;
    // This rank's GPU; without an answer from the driver, sm_80 code with
    // PTX that newer GPUs compile at load time.
    std::string chip = computeCapability(fsdp_rt_device(runtime));
    if (const char *env = std::getenv("FSDP_GPU_CHIP"))
      chip = env;
    if (!chip.empty())
      options.chip = chip;
    if (const char *env = std::getenv("FSDP_GPU_FORMAT"))
      options.format = env;
    mlir::fsdp::buildLowerToGPUPipeline(pm, options);
  }

  std::vector<std::string> linkLibraries() const override { return {rt.path}; }

  std::string loadLibraries(const std::function<bool(llvm::StringRef)> &calls,
                            std::string &error) override {
    if (!calls("fsdp_rt_mlir_contract_cuda"))
      return "";
    // Load cuBLAS before the first step, so that its absence is one clear
    // line rather than a failed step.
    auto describe = reinterpret_cast<const char *(*)()>(
        dlsym(rt.handle, "fsdp_rt_cublas_describe"));
    if (!describe) {
      error = rt.path + " lacks fsdp_rt_cublas_describe (built before cuBLAS "
                        "support?)";
      return "";
    }
    const char *info = describe();
    if (!info) {
      error = std::string("the step's contractions need cuBLAS: ") +
              runtimeError(nullptr);
      return "";
    }
    return info;
  }

  void *adopt(void *host, size_t bytes) override {
    void *dev = fsdp_rt_device_alloc(std::max<size_t>(bytes, 1));
    if (!dev)
      fatal("cannot allocate " + std::to_string(bytes) +
            " bytes of device memory: " + runtimeError(nullptr));
    copy(dev, host, bytes);
    fsdp_rt_free(host);
    return dev;
  }

  void read(void *hostDst, const void *src, size_t bytes) override {
    copy(hostDst, src, bytes);
  }

  void release(void *buffer) override { fsdp_rt_device_free(buffer); }

  fsdp_rt_status allReduceHost(fsdp_rt_group *group, void *host, int64_t count,
                               fsdp_rt_dtype dtype,
                               fsdp_rt_reduction reduction) override {
    size_t bytes = count * fsdp_rt_dtype_size(dtype);
    void *dev = fsdp_rt_device_alloc(std::max<size_t>(bytes, 1));
    if (!dev)
      return FSDP_RT_OUT_OF_MEMORY;
    copy(dev, host, bytes);
    fsdp_rt_status status =
        fsdp_rt_all_reduce(group, dev, dev, count, dtype, reduction);
    if (status == FSDP_RT_OK)
      copy(host, dev, bytes);
    fsdp_rt_device_free(dev);
    return status;
  }

  fsdp_rt_status gatherToHost(fsdp_rt_group *group, const void *src,
                              void *hostDst, size_t bytes,
                              int64_t groupSize) override {
    void *dev = fsdp_rt_device_alloc(std::max<size_t>(bytes * groupSize, 1));
    if (!dev)
      return FSDP_RT_OUT_OF_MEMORY;
    fsdp_rt_status status =
        fsdp_rt_all_gather(group, src, dev, bytes, FSDP_RT_I8);
    if (status == FSDP_RT_OK)
      copy(hostDst, dev, bytes * groupSize);
    fsdp_rt_device_free(dev);
    return status;
  }

private:
  /// cuMemcpy infers the direction from the (unified) addresses.
  void copy(void *dst, const void *src, size_t bytes) {
    if (bytes == 0)
      return;
    rt.memcpy(dst, const_cast<void *>(src), bytes, nullptr);
    rt.streamSynchronize(nullptr);
  }

  CudaRuntime rt;
};
} // namespace

std::unique_ptr<TargetDevice> fsdprun::createCudaDevice(llvm::StringRef backend,
                                                        FatalFn fatal,
                                                        std::string &error) {
  if (backend != "auto" && backend != "nccl") {
    error = "--device=cuda runs collectives on device buffers with the nccl "
            "backend, not '" +
            backend.str() + "'";
    return nullptr;
  }
  CudaRuntime rt;
  if (!loadCudaRuntime(rt, error))
    return nullptr;
  const char *why = nullptr;
  if (rt.probe(&why) <= 0) {
    error = "--device=cuda needs a CUDA GPU, and there is none: " +
            oneLine(why ? why : "no device");
    return nullptr;
  }
  return std::make_unique<CudaDevice>(std::move(rt), std::move(fatal));
}
