// fsdp-contractions-to-blas device=cuda: contractions on (future device)
// buffers become calls of libfsdp_rt_cuda's cuBLAS entry with the CPU
// entry's arguments; what cuBLAS has no kernel for stays a linalg op (a
// future generated kernel). Then the whole GPU pipeline: the step's matmuls
// are cuBLAS calls, not kernels. Needs no GPU.
// RUN: fsdp-opt %s --split-input-file --fsdp-contractions-to-blas=device=cuda --cse | FileCheck %s
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-lower-to-gpu=format=isa \
// RUN:   | FileCheck %s --check-prefix=PIPELINE
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-lower-to-gpu="format=isa cublas=false" \
// RUN:   | FileCheck %s --check-prefix=KERNELS
// RUN: %not fsdp-opt %s --split-input-file --fsdp-contractions-to-blas=device=tpu 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// BAD: for the --device option: Cannot find option named 'tpu'!

// CHECK-LABEL: func @matmul_becomes_cuda_call
// CHECK-SAME: (%[[A:.*]]: memref<64x128xf32>, %[[B:.*]]: memref<128x32xf32>, %[[C:.*]]: memref<64x32xf32>)
// CHECK: %[[DIMS:.*]] = memref.alloca() : memref<15xi64>
// CHECK: memref.extract_strided_metadata %[[A]]
// CHECK: memref.extract_strided_metadata %[[B]]
// CHECK: memref.extract_strided_metadata %[[C]]
// CHECK-DAG: %[[F32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[ACC:.*]] = arith.constant 1 : i32
// CHECK: %{{.*}} = call @fsdp_rt_mlir_contract_cuda(%{{[^,]+}}, %[[F32]], %[[F32]], %[[F32]], %[[THREE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ACC]])
// CHECK-SAME: : (!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> i32
// CHECK-NOT: linalg.matmul
// CHECK-NOT: @fsdp_rt_mlir_contract(
// CHECK: func.func private @fsdp_rt_mlir_contract_cuda(!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> i32
func.func @matmul_becomes_cuda_call(%a: memref<64x128xf32>, %b: memref<128x32xf32>, %c: memref<64x32xf32>) {
  linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x32xf32>) outs(%c : memref<64x32xf32>)
  return
}

// -----

// bf16 inputs into an f32 result (CUBLAS_COMPUTE_32F), with the zero fill
// folded into an overwrite; batch dims get role 0.
// CHECK-LABEL: func @bf16_batch_matmul
// CHECK-NOT: linalg.fill
// CHECK: memref.alloca() : memref<20xi64>
// CHECK-DAG: %[[BF16:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[F32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK: call @fsdp_rt_mlir_contract_cuda(%{{[^,]+}}, %[[BF16]], %[[BF16]], %[[F32]], %[[FOUR]], {{.*}}, %[[F32]])
func.func @bf16_batch_matmul(%a: memref<3x4x8xbf16>, %b: memref<3x8x2xbf16>, %c: memref<3x4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<3x4x2xf32>)
  linalg.batch_matmul ins(%a, %b : memref<3x4x8xbf16>, memref<3x8x2xbf16>) outs(%c : memref<3x4x2xf32>)
  return
}

// -----

// A transposed operand (strided view) is passed with its strides.
// CHECK-LABEL: func @transposed_b
// CHECK: call @fsdp_rt_mlir_contract_cuda
// CHECK-NOT: linalg.matmul
func.func @transposed_b(%a: memref<4x8xf32>, %b: memref<2x8xf32>, %c: memref<4x2xf32>) {
  %bt = memref.transpose %b (d0, d1) -> (d1, d0) : memref<2x8xf32> to memref<8x2xf32, strided<[1, 8]>>
  linalg.matmul ins(%a, %bt : memref<4x8xf32>, memref<8x2xf32, strided<[1, 8]>>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Mixed input types have no cuBLAS kernel (the CPU pass converts them): a
// kernel will run it.
// CHECK-LABEL: func @mixed_inputs_stay
// CHECK: linalg.generic
// CHECK-NOT: call @fsdp_rt_mlir_contract_cuda
#map_a = affine_map<(m, n, k) -> (m, k)>
#map_b = affine_map<(m, n, k) -> (k, n)>
#map_c = affine_map<(m, n, k) -> (m, n)>
func.func @mixed_inputs_stay(%a: memref<4x8xbf16>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  linalg.generic {indexing_maps = [#map_a, #map_b, #map_c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xbf16>, memref<8x2xf32>) outs(%c : memref<4x2xf32>) {
  ^bb0(%x: bf16, %y: f32, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %p = arith.mulf %xe, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Inside a parallel loop the call would run in a kernel: left alone.
// CHECK-LABEL: func @inside_parallel_stays
// CHECK: scf.parallel
// CHECK: linalg.matmul
// CHECK-NOT: call @fsdp_rt_mlir_contract_cuda
func.func @inside_parallel_stays(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  }
  return
}

// -----

// f32 inputs into an f64 result: no cuBLAS kernel, stays.
// CHECK-LABEL: func @f32_into_f64_stays
// CHECK: linalg.generic
// CHECK-NOT: call @fsdp_rt_mlir_contract_cuda
func.func @f32_into_f64_stays(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf64>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf64>) {
  ^bb0(%x: f32, %y: f32, %acc: f64):
    %xe = arith.extf %x : f32 to f64
    %ye = arith.extf %y : f32 to f64
    %p = arith.mulf %xe, %ye : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  }
  return
}

// The bundled step on the GPU: its five matmuls (two forward, dW2, dx, dW1;
// the transposed operands read in place) are cuBLAS calls on device
// pointers, the rest kernels.
// PIPELINE-LABEL: llvm.func @train_step
// PIPELINE-COUNT-5: llvm.call @fsdp_rt_mlir_contract_cuda(
// PIPELINE-NOT: llvm.call @fsdp_rt_mlir_contract_cuda(
// PIPELINE: llvm.return
// PIPELINE: llvm.func @fsdp_rt_mlir_contract_cuda(!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> i32
// KERNELS-LABEL: llvm.func @train_step
// KERNELS-NOT: fsdp_rt_mlir_contract
// KERNELS: gpu.binary
