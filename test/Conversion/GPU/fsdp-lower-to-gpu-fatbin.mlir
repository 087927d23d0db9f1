// With the CUDA toolkit (ptxas, fatbinary) the kernels are embedded as a
// fatbin (cubin for the chip plus its PTX) and loaded with mgpuModuleLoad.
// REQUIRES: cuda-toolkit
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline=strategy=full-shard \
// RUN:   | fsdp-opt --fsdp-lower-to-gpu="chip=sm_90 cuda-path=%cuda_path" -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVM
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-lower-to-gpu="format=bin chip=sm_80 cuda-path=%cuda_path" \
// RUN:   | FileCheck %s --check-prefix=CUBIN

// The fatbin header's magic (0xBA55ED50, little endian).
// CHECK: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, properties = {ISAToBinaryTimeInMs = {{[0-9]+}} : i64, {{.*}}}, "P\EDU\BA
// CHECK-NOT: assembly =

// LLVM: call void @mgpuLaunchKernel(
// LLVM: call ptr @mgpuModuleLoad(ptr @train_step_kernel_binary, i64 {{[0-9]+}})

// CUBIN: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx80">, {{.*}}bin = "\7FELF
