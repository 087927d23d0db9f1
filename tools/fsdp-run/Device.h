//===- Device.h - Where fsdp-run runs a step ---------------------*- C++
//-*-===//
//
// The runner keeps the step's state on a device: host memory (`cpu`, the
// fsdp-lower-to-llvm pipeline, mpi/self backends) or CUDA device memory
// (`cuda`, the fsdp-lower-to-gpu pipeline, the nccl backend, the mgpu*
// functions of libfsdp_rt_cuda.so). The runner prepares values on the host
// and moves them with these calls; collectives of the runner itself (dumps,
// statistics) go through them too, since a nccl context takes device
// pointers only.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_DEVICE_H
#define FSDP_TOOLS_FSDP_RUN_DEVICE_H

#include "fsdp_rt/fsdp_rt.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class DialectRegistry;
class OpPassManager;
} // namespace mlir

namespace fsdprun {

/// Reports a failure of this rank and does not return.
using FatalFn = std::function<void(const std::string &)>;

class Device {
public:
  virtual ~Device() = default;

  /// "cpu" or "cuda".
  virtual llvm::StringRef name() const = 0;
  /// The runtime backend to start.
  const std::string &backend() const { return backendName; }

  /// Adds the dialects and translations its lowering needs.
  virtual void registerDialects(mlir::DialectRegistry &registry) const {}
  /// What fsdp-run's options choose of the lowering.
  struct LoweringChoices {
    /// f32 exp, erf and tanh as polynomials where the device computes them
    /// on the host (fsdp-approximate-math).
    bool approximateMath = true;
    /// Reductions as fixed blocked trees there (fsdp-blocked-reductions).
    bool blockedReductions = true;
    /// Indices read from data checked at run time (fsdp-check-indices).
    bool checkIndices = true;
  };
  /// The lowering of the step (after the runtime started: it may ask the
  /// runtime which device this rank has).
  virtual void buildPipeline(mlir::OpPassManager &pm,
                             const LoweringChoices &choices) = 0;
  /// Whether a compiled step is the same code on every rank and every run
  /// on this host (the CPU's: compiled once, cached); the CUDA lowering
  /// targets each rank's GPU.
  virtual bool sharesCode() const { return false; }
  /// Libraries the compiled step links against.
  virtual std::vector<std::string> linkLibraries() const { return {}; }
  /// Loads the device libraries of the runtime functions the step calls
  /// (`calls(name)`: cuBLAS for fsdp_rt_mlir_contract_cuda) and describes
  /// them ("" if none); sets `error` when one cannot be loaded.
  virtual std::string
  loadLibraries(const std::function<bool(llvm::StringRef)> &calls,
                std::string &error) {
    return "";
  }

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

/// The device `kind` ("cpu" or "cuda") running with the runtime backend
/// `backend` (auto, mpi, self, nccl), or null with a one-line `error` (an
/// unknown kind, a backend the device cannot use, no GPU, no
/// libfsdp_rt_cuda.so). Call before fsdp_rt_init.
std::unique_ptr<Device> createDevice(llvm::StringRef kind,
                                     llvm::StringRef backend, FatalFn fatal,
                                     std::string &error);

/// The CUDA device, or null with `error`; see createDevice.
std::unique_ptr<Device> createCudaDevice(llvm::StringRef backend, FatalFn fatal,
                                         std::string &error);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_DEVICE_H
