//===- GPUPipeline.h - Lowering of a training step to CUDA ------*- C++ -*-===//
//
// The GPU path: the step's compute as CUDA kernels (upstream MLIR: linalg to
// parallel loops, loops to gpu kernels, NVVM, a binary made with the CUDA
// toolkit), its buffers in device memory, its collectives as fsdp_rt calls on
// device pointers (the nccl backend), the host side as calls of the mgpu*
// functions of libfsdp_rt_cuda.so.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_CONVERSION_GPUPIPELINE_H
#define FSDP_CONVERSION_GPUPIPELINE_H

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class DialectRegistry;
class OpPassManager;

namespace fsdp {
/// Options of the fsdp-lower-to-gpu pipeline.
struct LowerToGPUOptions : public PassPipelineOptions<LowerToGPUOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("CUDA architecture of the kernels (sm_80, sm_90, ...)"),
      llvm::cl::init("sm_80")};
  PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("NVPTX features, e.g. +ptx80; empty: the lowest PTX "
                     "version the chip needs (at least 8.0)"),
      llvm::cl::init("")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What gpu-module-to-binary embeds: fatbin (cubin and "
                     "PTX, needs ptxas and fatbinary), bin (cubin, needs "
                     "ptxas), isa (PTX, compiled by the driver at load time; "
                     "needs only LLVM's NVPTX backend)"),
      llvm::cl::init("fatbin")};
  PassOptions::Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit (ptxas, fatbinary, libdevice); empty: "
                     "$CUDA_ROOT, $CUDA_HOME, $CUDA_PATH, the directory above "
                     "ptxas on $PATH, /usr/local/cuda"),
      llvm::cl::init("")};
  PassOptions::Option<int> optLevel{
      *this, "opt-level",
      llvm::cl::desc("Optimization level of the kernels (NVPTX and ptxas)"),
      llvm::cl::init(2)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse elementwise linalg ops before bufferization (fewer "
                     "kernels and temporaries)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> hoistDeallocs{
      *this, "hoist-deallocs",
      llvm::cl::desc("Free each buffer right after its last use "
                     "(fsdp-hoist-deallocs)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> cublas{
      *this, "cublas",
      llvm::cl::desc("Run contractions as calls of the runtime's cuBLAS entry "
                     "point (fsdp-contractions-to-blas device=cuda) instead "
                     "of generated kernels"),
      llvm::cl::init(true)};
};

/// Builds fsdp-lower-to-gpu: a training step with tensor semantics to the
/// LLVM dialect plus gpu.binary/gpu.launch_func (translated to mgpu* calls
/// by the LLVM IR translation). Every buffer is device memory (gpu.alloc);
/// contractions cuBLAS runs are fsdp_rt_mlir_contract_cuda calls (unless
/// `cublas` is off), every other linalg op becomes a kernel; collectives are
/// fsdp_rt_mlir_* calls on
/// device pointers. Arguments and results of the step are device buffers.
void buildLowerToGPUPipeline(OpPassManager &pm,
                             const LowerToGPUOptions &options);

/// Registers fsdp-lower-to-gpu, fsdp-gpu-device-buffers, fsdp-gpu-map-loops
/// (declared in fsdp/Lowering/Passes.td) and the upstream GPU passes they
/// are made of.
void registerGPULoweringPasses();

/// Adds what the GPU lowering needs: gpu and nvvm dialects, the NVVM target,
/// the conversions to LLVM that gpu-to-llvm collects, and the translations
/// of gpu.binary/gpu.launch_func to LLVM IR (for mlir-translate and the JIT).
void registerGPULoweringDialects(DialectRegistry &registry);

/// The CUDA toolkit the pipeline uses when cuda-path is empty; "" if none.
std::string findCUDAToolkit();

/// The lowest "+ptxNN" feature an NVPTX chip needs ("+ptx80" at least).
std::string defaultPTXFeatures(StringRef chip);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_CONVERSION_GPUPIPELINE_H
