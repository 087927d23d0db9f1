//===- GPUPipeline.cpp - The fsdp-lower-to-gpu pipeline -------------------===//
//
// A training step with tensor semantics to LLVM with CUDA kernels: the same
// bufferization and collective lowering as fsdp-lower-to-llvm, contractions
// as cuBLAS calls of the runtime (fsdp-contractions-to-blas device=cuda),
// then every
// buffer in device memory (fsdp-gpu-device-buffers), linalg to parallel loops
// to kernels (fsdp-gpu-map-loops, convert-parallel-loops-to-gpu,
// gpu-kernel-outlining, gpu-async-region), the kernels to NVVM and a binary
// (nvvm-attach-target, convert-gpu-to-nvvm, gpu-module-to-binary with the CUDA
// toolkit), and the host to LLVM (gpu-to-llvm: gpu.alloc/dealloc/memcpy become
// mgpu* calls; gpu.launch_func becomes mgpuModuleLoad/mgpuLaunchKernel calls
// when the module is translated to LLVM IR).
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/GPUPipeline.h"
#include "fsdp/Conversion/Passes.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/GPUCommon/GPUToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

using namespace mlir;

static bool hasPtxas(StringRef dir) {
  SmallString<128> path(dir);
  llvm::sys::path::append(path, "bin", "ptxas");
  return llvm::sys::fs::can_execute(path);
}

std::string mlir::fsdp::findCUDAToolkit() {
  for (const char *var : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
    if (const char *dir = std::getenv(var); dir && hasPtxas(dir))
      return dir;
  if (llvm::ErrorOr<std::string> ptxas = llvm::sys::findProgramByName("ptxas"))
    return llvm::sys::path::parent_path(llvm::sys::path::parent_path(*ptxas))
        .str();
  if (hasPtxas("/usr/local/cuda"))
    return "/usr/local/cuda";
  return "";
}

std::string mlir::fsdp::defaultPTXFeatures(StringRef chip) {
  StringRef digits = chip;
  digits.consume_front("sm_") || digits.consume_front("compute_");
  unsigned sm = 0;
  digits.take_while(llvm::isDigit).getAsInteger(10, sm);
  // The PTX ISA that introduced the architecture; 8.0 (CUDA 12.0) at least.
  if (sm >= 120)
    return "+ptx87";
  if (sm >= 100)
    return "+ptx86";
  return "+ptx80";
}

void mlir::fsdp::buildLowerToGPUPipeline(OpPassManager &pm,
                                         const LowerToGPUOptions &options) {
  // Tensors to buffers and collectives to runtime calls, as on the CPU.
  buildBufferizeAndLowerCollectives(pm, options.fuseElementwise,
                                    options.hoistDeallocs,
                                    /*foldTransposes=*/options.cublas);

  // Contractions to cuBLAS calls on the step's stream: before the device
  // buffers, which put linalg ops without a parallel loop (a dot product)
  // in one-iteration kernels, and after the deallocations moved (the calls
  // take raw pointers). The stack array of dimension records stays in host
  // memory (memref.alloca is not a device buffer).
  if (options.cublas) {
    fsdp::FSDPContractionsToBlasOptions contractions;
    contractions.device = fsdp::ContractionDevice::Cuda;
    pm.addPass(fsdp::createFSDPContractionsToBlas(contractions));
  }

  // Device buffers; linalg to kernels.
  pm.addPass(fsdp::createFSDPGPUDeviceBuffers());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPGPUMapLoops());
  pm.addPass(createConvertParallelLoopToGpuPass());
  pm.addPass(createGpuKernelOutliningPass());
  // gpu-to-llvm lowers only asynchronous gpu.alloc/dealloc/memcpy: chain the
  // step's gpu ops on a stream, which the host waits for before each runtime
  // call and before returning.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  // The runner's entry takes two pointers (fsdp-packed-entry).
  pm.addPass(fsdp::createFSDPPackedEntry());

  // Kernels to NVVM, host to LLVM (the order of upstream's
  // gpu-lower-to-nvvm-pipeline, with the toolkit path and the PTX version
  // under our control).
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features.empty() ? defaultPTXFeatures(options.chip)
                                             : std::string(options.features);
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = options.cudaPath.empty() ? findCUDAToolkit()
                                                : std::string(options.cudaPath);
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::fsdp::registerGPULoweringPasses() {
  registerGPUPasses();
  registerSCFPasses();
  gpu::registerGPUToNVVMPipeline();
  registerFSDPGPUDeviceBuffers();
  registerFSDPGPUMapLoops();
  PassPipelineRegistration<LowerToGPUOptions>(
      "fsdp-lower-to-gpu",
      "Lowers a training step with tensor semantics to the LLVM dialect with "
      "CUDA kernels (gpu.binary), device buffers, and the fsdp collectives "
      "as fsdp_rt calls on device pointers",
      buildLowerToGPUPipeline);
}

void mlir::fsdp::registerGPULoweringDialects(DialectRegistry &registry) {
  registry.insert<gpu::GPUDialect, NVVM::NVVMDialect>();
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  gpu::registerConvertGpuToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertMemRefToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  NVVM::registerConvertGpuToNVVMInterface(registry);
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerGPUDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  gpu::registerOffloadingLLVMTranslationInterfaceExternalModels(registry);
}
