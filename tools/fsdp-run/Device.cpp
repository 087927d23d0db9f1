//===- Device.cpp - Host memory as fsdp-run's device ----------------------===//

#include "Device.h"

#include "fsdp/Conversion/Pipelines.h"

#include "mlir/Pass/PassManager.h"

#include <cstring>

using namespace fsdprun;

namespace {
/// Host memory: the step's buffers are what the runner allocates, the
/// runtime's collectives take them directly.
class HostDevice : public Device {
public:
  HostDevice(llvm::StringRef backend, FatalFn fatalFn) {
    backendName = backend.str();
    fatal = std::move(fatalFn);
  }

  llvm::StringRef name() const override { return "cpu"; }
  bool sharesCode() const override { return true; }

  void buildPipeline(mlir::OpPassManager &pm,
                     const LoweringChoices &choices) override {
    mlir::fsdp::LowerToLLVMOptions options;
    options.approximateMath = choices.approximateMath;
    options.blockedReductions = choices.blockedReductions;
    options.checkIndices = choices.checkIndices;
    mlir::fsdp::buildLowerToLLVMPipeline(pm, options);
  }

  void *adopt(void *host, size_t) override { return host; }
  void read(void *hostDst, const void *src, size_t bytes) override {
    std::memcpy(hostDst, src, bytes);
  }
  void release(void *buffer) override { fsdp_rt_free(buffer); }

  fsdp_rt_status allReduceHost(fsdp_rt_group *group, void *host, int64_t count,
                               fsdp_rt_dtype dtype,
                               fsdp_rt_reduction reduction) override {
    return fsdp_rt_all_reduce(group, host, host, count, dtype, reduction);
  }
  fsdp_rt_status gatherToHost(fsdp_rt_group *group, const void *src,
                              void *hostDst, size_t bytes, int64_t) override {
    return fsdp_rt_all_gather(group, src, hostDst, bytes, FSDP_RT_I8);
  }
};
} // namespace

std::unique_ptr<Device> fsdprun::createDevice(llvm::StringRef kind,
                                              llvm::StringRef backend,
                                              FatalFn fatal,
                                              std::string &error) {
  if (kind == "cuda")
    return createCudaDevice(backend, std::move(fatal), error);
  if (kind != "cpu") {
    error = "unknown device '" + kind.str() + "' (cpu or cuda)";
    return nullptr;
  }
  if (backend == "nccl") {
    error = "--backend=nccl takes device buffers: run it with --device=cuda";
    return nullptr;
  }
  return std::make_unique<HostDevice>(backend, std::move(fatal));
}
