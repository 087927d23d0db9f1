//===- Device.h - Where fsdp-run runs a step, and its lowering --*- C++ -*-===//
//
// fsdp-run's devices: host memory (`cpu`, the fsdp-lower-to-llvm pipeline,
// mpi/self backends) or CUDA device memory (`cuda`, the fsdp-lower-to-gpu
// pipeline, the nccl backend, the mgpu* functions of libfsdp_rt_cuda.so):
// the runner library's Device (the buffers) with the lowering and the
// libraries the compiled step links against.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_DEVICE_H
#define FSDP_TOOLS_FSDP_RUN_DEVICE_H

#include "fsdp/Runner/Compiler/StepCompiler.h"
#include "fsdp/Runner/Device.h"

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fsdprun {

/// A device as fsdp-run compiles for it: where the step's buffers live
/// (fsdprun::Device, the runner library's) and how the step is lowered and
/// linked for it (fsdprun::LoweringTarget, the compiler library's).
class TargetDevice : public Device, public LoweringTarget {
public:
  /// "cpu" or "cuda", for both halves.
  const char *name() const override = 0;
  /// Loads the device libraries of the runtime functions the step calls
  /// (`calls(name)`: cuBLAS for fsdp_rt_mlir_contract_cuda) and describes
  /// them ("" if none); sets `error` when one cannot be loaded.
  virtual std::string
  loadLibraries(const std::function<bool(llvm::StringRef)> &calls,
                std::string &error) {
    return "";
  }
};

/// The device `kind` ("cpu" or "cuda") running with the runtime backend
/// `backend` (auto, mpi, self, nccl), or null with a one-line `error` (an
/// unknown kind, a backend the device cannot use, no GPU, no
/// libfsdp_rt_cuda.so). Call before fsdp_rt_init.
std::unique_ptr<TargetDevice> createDevice(llvm::StringRef kind,
                                           llvm::StringRef backend,
                                           FatalFn fatal, std::string &error);

/// The CUDA device, or null with `error`; see createDevice.
std::unique_ptr<TargetDevice>
createCudaDevice(llvm::StringRef backend, FatalFn fatal, std::string &error);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_DEVICE_H
