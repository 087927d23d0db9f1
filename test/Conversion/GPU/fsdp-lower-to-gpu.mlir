// The bundled step after fsdp-pipeline (full shard on 4 ranks) lowered for
// the GPU: kernels embedded as PTX (format=isa needs no CUDA toolkit), every
// buffer from mgpuMemAlloc, the collectives as fsdp_rt calls on those device
// pointers, and no memory access left on the host (but the stack arrays of
// the cuBLAS calls' dimension records, fsdp-contractions-to-cublas.mlir). The LLVM IR translation
// turns the launches into mgpuModuleLoadJIT/mgpuLaunchKernel calls.
// The blocking, unbucketed collectives are kept (schedule=false
// bucket-bytes=0): one runtime call per parameter; on the GPU the host
// synchronizes before every collective, so a schedule would not overlap yet.
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="strategy=full-shard schedule=false bucket-bytes=0" \
// RUN:   | fsdp-opt --fsdp-lower-to-gpu=format=isa -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVM
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-lower-to-gpu="format=isa chip=sm_90" \
// RUN:   | FileCheck %s --check-prefix=DDP

// (fsdp.target: the machine fsdp-pipeline rewrote the step for, fsdp-set-target)
// CHECK: module attributes {fsdp.strategy = "full-shard", fsdp.target = {profile = "{{[^"]+}}"}, fsdp_rt.abi_version = 4 : i64, gpu.container_module}
// CHECK-LABEL: llvm.func @train_step
// CHECK: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: llvm.call @mgpuMemAlloc({{.*}}, %[[STREAM]],
// CHECK: gpu.launch_func <%[[STREAM]] : !llvm.ptr> @train_step_kernel::@train_step_kernel blocks in
// The host waits for the kernels before a collective reads their output.
// CHECK: llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK: llvm.call @fsdp_rt_mlir_all_gather
// CHECK: llvm.call @fsdp_rt_mlir_all_reduce
// CHECK: llvm.call @fsdp_rt_mlir_reduce_scatter
// CHECK: llvm.call @fsdp_rt_mlir_reduce_scatter
// CHECK: llvm.call @mgpuMemFree
// CHECK: llvm.call @mgpuStreamSynchronize
// CHECK-NEXT: llvm.call @mgpuStreamDestroy
// CHECK: llvm.return
// CHECK: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx80">, {{.*}}assembly = "{{.*}}.target sm_80
// CHECK-NOT: memref.
// CHECK-NOT: linalg.
// CHECK-NOT: llvm.call @malloc
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.store
// CHECK-NOT: llvm.intr.memcpy

// LLVM-LABEL: define {{.*}}@train_step(
// LLVM: call ptr @mgpuMemAlloc(
// LLVM: call void @mgpuLaunchKernel(
// LLVM: call i32 @fsdp_rt_mlir_all_gather(
// LLVM: call i32 @fsdp_rt_mlir_reduce_scatter(
// LLVM: call ptr @mgpuModuleLoadJIT(

// DDP-LABEL: llvm.func @train_step
// DDP-COUNT-3: llvm.call @fsdp_rt_mlir_all_reduce
// DDP-NOT: llvm.call @fsdp_rt_mlir_all_reduce
// DDP: gpu.binary @train_step_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">
