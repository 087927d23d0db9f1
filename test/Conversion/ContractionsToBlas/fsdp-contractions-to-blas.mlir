// RUN: fsdp-opt %s --split-input-file --fsdp-contractions-to-blas --cse | FileCheck %s

// The loop records {role, size, stride in A, B, C}: loop d0 = m (role 1), d1 =
// n (role 2), d2 = k (role 3); strides come from the buffers' metadata.
// CHECK: module attributes {fsdp_rt.abi_version = 4 : i64}
// CHECK-LABEL: func @matmul_becomes_contract_call
// CHECK-SAME: (%[[A:.*]]: memref<64x128xf32>, %[[B:.*]]: memref<128x32xf32>, %[[C:.*]]: memref<64x32xf32>)
// CHECK: %[[DIMS:.*]] = memref.alloca() : memref<15xi64>
// CHECK: %[[BASE_A:.*]], %[[OFF_A:.*]], %[[SIZES_A:.*]]:2, %[[STRIDES_A:.*]]:2 = memref.extract_strided_metadata %[[A]]
// CHECK: memref.extract_strided_metadata %[[B]]
// CHECK: memref.extract_strided_metadata %[[C]]
// CHECK-DAG: %[[F32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[ACC:.*]] = arith.constant 1 : i32
// CHECK: %{{.*}} = call @fsdp_rt_mlir_contract(%{{[^,]+}}, %[[F32]], %[[F32]], %[[F32]], %[[THREE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ACC]])
// CHECK-SAME: : (!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> i32
// CHECK-NOT: linalg.matmul
// CHECK: func.func private @fsdp_rt_mlir_contract(!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> i32
func.func @matmul_becomes_contract_call(%a: memref<64x128xf32>, %b: memref<128x32xf32>, %c: memref<64x32xf32>) {
  linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x32xf32>) outs(%c : memref<64x32xf32>)
  return
}

// -----

// A zero fill of the output right before is folded: the call overwrites.
// CHECK-LABEL: func @zero_fill_folds_into_overwrite
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[OVERWRITE:.*]] = arith.constant 0 : i32
// CHECK: call @fsdp_rt_mlir_contract({{.*}}, %[[OVERWRITE]])
func.func @zero_fill_folds_into_overwrite(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x2xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Views between the fill and the contraction (as bufferization places them)
// do not hide the fill.
// CHECK-LABEL: func @zero_fill_before_views_folds
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[OVERWRITE:.*]] = arith.constant 0 : i32
// CHECK: call @fsdp_rt_mlir_contract({{.*}}, %[[OVERWRITE]])
func.func @zero_fill_before_views_folds(%a: memref<32xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x2xf32>)
  %a2 = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  linalg.matmul ins(%a2, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Any other fill value is kept, and the call accumulates onto it.
// CHECK-LABEL: func @nonzero_fill_stays
// CHECK: linalg.fill
// CHECK-DAG: %[[ACC:.*]] = arith.constant 1 : i32
// CHECK: call @fsdp_rt_mlir_contract({{.*}}, %[[ACC]])
func.func @nonzero_fill_stays(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<4x2xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// Batch dims get role 0; four loops, twenty words.
// CHECK-LABEL: func @batch_matmul_f64
// CHECK: memref.alloca() : memref<20xi64>
// CHECK-DAG: %[[F64:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK: call @fsdp_rt_mlir_contract(%{{[^,]+}}, %[[F64]], %[[F64]], %[[F64]], %[[FOUR]],
// CHECK-NOT: linalg.batch_matmul
func.func @batch_matmul_f64(%a: memref<3x4x8xf64>, %b: memref<3x8x2xf64>, %c: memref<3x4x2xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<3x4x8xf64>, memref<3x8x2xf64>) outs(%c : memref<3x4x2xf64>)
  return
}

// -----

// A transpose in the indexing maps (A is stored [k, m]) and a strided view
// as B: the strides go to the runtime as they are, offset included.
// CHECK-LABEL: func @transposed_generic_on_strided_view
// CHECK: %[[V:.*]] = memref.subview
// CHECK: %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[V]]
// CHECK: arith.muli %[[OFF]]
// CHECK: call @fsdp_rt_mlir_contract
// CHECK-NOT: linalg.generic
#mk_t = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @transposed_generic_on_strided_view(%a: memref<8x4xf32>, %big: memref<8x6xf32>, %c: memref<4x3xf32>) {
  %b = memref.subview %big[0, 1] [8, 3] [1, 2] : memref<8x6xf32> to memref<8x3xf32, strided<[6, 2], offset: 1>>
  linalg.generic {indexing_maps = [#mk_t, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x4xf32>, memref<8x3xf32, strided<[6, 2], offset: 1>>) outs(%c : memref<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// bf16 inputs widened to an f32 accumulator: dtype 2 for A and B.
// CHECK-LABEL: func @bf16_inputs_f32_result
// CHECK-DAG: %[[BF16:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[F32:.*]] = arith.constant 0 : i32
// CHECK: call @fsdp_rt_mlir_contract(%{{[^,]+}}, %[[BF16]], %[[BF16]], %[[F32]],
func.func @bf16_inputs_f32_result(%a: memref<4x8xbf16>, %b: memref<8x2xbf16>, %c: memref<4x2xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x2xbf16>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// A bf16 result is rounded after every addition by the loop nest: not BLAS.
// CHECK-LABEL: func @bf16_result_stays
// CHECK: linalg.matmul
// CHECK-NOT: call @fsdp_rt_mlir_contract
func.func @bf16_result_stays(%a: memref<4x8xbf16>, %b: memref<8x2xbf16>, %c: memref<4x2xbf16>) {
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x2xbf16>) outs(%c : memref<4x2xbf16>)
  return
}

// -----

// Integer contractions stay loops.
// CHECK-LABEL: func @integer_matmul_stays
// CHECK: linalg.matmul
// CHECK-NOT: call @fsdp_rt_mlir_contract
func.func @integer_matmul_stays(%a: memref<4x8xi32>, %b: memref<8x2xi32>, %c: memref<4x2xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x2xi32>) outs(%c : memref<4x2xi32>)
  return
}

// -----

// A body that is not out + a * b (here out + a * b * 2) stays.
// CHECK-LABEL: func @other_body_stays
// CHECK: linalg.generic
// CHECK-NOT: call @fsdp_rt_mlir_contract
#mk = affine_map<(m, n, k) -> (m, k)>
#kn2 = affine_map<(m, n, k) -> (k, n)>
#mn2 = affine_map<(m, n, k) -> (m, n)>
func.func @other_body_stays(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [#mk, #kn2, #mn2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.mulf %p, %two : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Tensors are left to bufferization; the pass runs on buffers.
// CHECK-LABEL: func @tensor_matmul_stays
// CHECK: linalg.matmul
// CHECK-NOT: call @fsdp_rt_mlir_contract
func.func @tensor_matmul_stays(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

// Dynamic sizes come from the metadata; inside a loop the record array is
// allocated once, at the function's entry.
// CHECK-LABEL: func @dynamic_matmul_in_loop
// CHECK-NEXT: memref.alloca() : memref<15xi64>
// CHECK: scf.for
// CHECK: call @fsdp_rt_mlir_contract
// CHECK-NOT: memref.alloca
func.func @dynamic_matmul_in_loop(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  }
  return
}

// -----

// The zero fill stays when the contraction also reads the filled buffer
// (here through a view): the input must see the zeros.
// CHECK-LABEL: func @fill_of_an_input_stays
// CHECK: linalg.fill
// CHECK-DAG: %[[ACC:.*]] = arith.constant 1 : i32
// CHECK: call @fsdp_rt_mlir_contract({{.*}}, %[[ACC]])
func.func @fill_of_an_input_stays(%c: memref<4x4xf32>, %b: memref<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %v = memref.subview %c[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  linalg.fill ins(%zero : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%v, %b : memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
