// RUN: fsdp-opt %s --split-input-file --fsdp-fold-transposes-into-contractions | FileCheck %s

// dx = dy W^T: the matmul reads W through a transposed map; the transpose
// is gone.
// CHECK-DAG: #[[MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func @transposed_rhs_folds
// CHECK-SAME: (%[[DY:.*]]: tensor<2x8xf32>, %[[W:.*]]: tensor<4x8xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[MK]], #[[NK]], #[[MN]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[DY]], %[[W]] : tensor<2x8xf32>, tensor<4x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @transposed_rhs_folds(%dy: tensor<2x8xf32>, %w: tensor<4x8xf32>, %z: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%dy, %wt : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// A transpose with another user stays for it; the contraction still reads
// the original.
// CHECK-DAG: #[[KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-LABEL: func @shared_transpose_stays
// CHECK-SAME: (%[[X:.*]]: tensor<8x2xf32>
// CHECK: %[[XT:.*]] = linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[KM]],
// CHECK-SAME: ins(%[[X]], %{{.*}} : tensor<8x2xf32>, tensor<8x4xf32>)
// CHECK: return %{{.*}}, %[[XT]]
func.func @shared_transpose_stays(%x: tensor<8x2xf32>, %y: tensor<8x4xf32>, %z: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<2x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x2xf32>) outs(%e : tensor<2x8xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%xt, %y : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r, %xt : tensor<2x4xf32>, tensor<2x8xf32>
}

// -----

// A 3-d permutation into a batch matmul: (b, k, m) -> (b, m, k).
// CHECK-DAG: #[[BKM:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-LABEL: func @batch_permutation_folds
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[BKM]],
func.func @batch_permutation_folds(%a: tensor<3x8x2xf32>, %b: tensor<3x8x4xf32>, %z: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %e = tensor.empty() : tensor<3x2x8xf32>
  %at = linalg.transpose ins(%a : tensor<3x8x2xf32>) outs(%e : tensor<3x2x8xf32>) permutation = [0, 2, 1]
  %r = linalg.batch_matmul ins(%at, %b : tensor<3x2x8xf32>, tensor<3x8x4xf32>) outs(%z : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  return %r : tensor<3x2x4xf32>
}

// -----

// Elementwise consumers keep their transposed input.
// CHECK-LABEL: func @elementwise_consumer_stays
// CHECK: linalg.transpose
// CHECK: linalg.add
func.func @elementwise_consumer_stays(%x: tensor<4x2xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x2xf32>) outs(%e : tensor<2x4xf32>) permutation = [1, 0]
  %r = linalg.add ins(%xt, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
