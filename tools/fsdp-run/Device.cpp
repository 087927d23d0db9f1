//===- Device.cpp - Host memory as fsdp-run's device ----------------------===//

#include "Device.h"

using namespace fsdprun;

namespace {
/// Host memory: the step's buffers are what the runner allocates, the
/// runtime's collectives take them directly.
class CpuDevice : public fsdprun::HostMemory<TargetDevice> {
public:
  using HostMemory::HostMemory;

  bool sharesCode() const override { return true; }

  void buildPipeline(mlir::OpPassManager &pm, const LoweringChoices &choices,
                     const fsdp_rt_context * /*runtime*/) override {
    buildCpuPipeline(pm, choices);
  }
};
} // namespace

std::unique_ptr<TargetDevice> fsdprun::createDevice(llvm::StringRef kind,
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
  return std::make_unique<CpuDevice>(backend.str(), std::move(fatal));
}
