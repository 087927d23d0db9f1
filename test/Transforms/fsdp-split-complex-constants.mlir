// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-complex-constants))" -split-input-file | FileCheck %s

// A dense complex constant: its parts, joined by complex.create.
// CHECK-LABEL: func @dense
// CHECK-DAG: %[[RE:.*]] = arith.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[IM:.*]] = arith.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2xcomplex<f32>>
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[RE]], %[[IM]] : tensor<2xf32>, tensor<2xf32>) outs(%[[E]] : tensor<2xcomplex<f32>>)
// CHECK: complex.create
// CHECK: return %[[C]]
// CHECK-NOT: complex<f32>>>
func.func @dense() -> tensor<2xcomplex<f32>> {
  %c = arith.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  return %c : tensor<2xcomplex<f32>>
}

// -----

// A dense_resource blob (what torch-mlir imports a buffer as), complex<f64>:
// interleaved parts, here (1, 2) and (3, -4) in little-endian f64. A blob
// of another size is left alone.
// CHECK-LABEL: func @resource
// CHECK-DAG: arith.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
// CHECK-DAG: arith.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf64>
// CHECK: complex.create
// CHECK-LABEL: func @short_blob
// CHECK: arith.constant dense_resource<short> : tensor<2xcomplex<f64>>
func.func @resource() -> tensor<2xcomplex<f64>> {
  %c = arith.constant dense_resource<parts> : tensor<2xcomplex<f64>>
  return %c : tensor<2xcomplex<f64>>
}
func.func @short_blob() -> tensor<2xcomplex<f64>> {
  %c = arith.constant dense_resource<short> : tensor<2xcomplex<f64>>
  return %c : tensor<2xcomplex<f64>>
}

{-#
  dialect_resources: {
    builtin: {
      parts: "0x08000000000000000000F03F0000000000000040000000000000084000000000000010C0",
      short: "0x08000000000000000000F03F"
    }
  }
#-}

// -----

// Real constants and complex scalars are left alone.
// CHECK-LABEL: func @others
// CHECK: arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NOT: linalg.generic
func.func @others() -> tensor<2xf32> {
  %c = arith.constant dense<1.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}
