// RUN: fsdp-opt %s --split-input-file --fsdp-convolutions-to-im2col | FileCheck %s

// torch's layout: the windows gathered into (N, C x 3 x 3, OH x OW), then one
// contraction with the filter collapsed to (F, C x 3 x 3), which
// fsdp-contractions-to-blas runs as GEMMs.
// CHECK-DAG: #[[GATHER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 4 + (d1 mod 9) floordiv 3, d2 mod 4 + d1 mod 3)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-LABEL: func @nchw
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x6x6xf32>, %[[W:.*]]: tensor<8x4x3x3xf32>, %[[Z:.*]]: tensor<2x8x4x4xf32>)
// CHECK-NOT: linalg.conv
// CHECK-DAG: %[[WM:.*]] = tensor.collapse_shape %[[W]] {{\[}}[0], [1, 2, 3]] : tensor<8x4x3x3xf32> into tensor<8x36xf32>
// CHECK-DAG: %[[ZM:.*]] = tensor.collapse_shape %[[Z]] {{\[}}[0], [1], [2, 3]] : tensor<2x8x4x4xf32> into tensor<2x8x16xf32>
// CHECK: %[[C:.*]] = linalg.generic {indexing_maps = [#[[GATHER]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<2x4x6x6xf32>) outs({{.*}} : tensor<2x36x16xf32>)
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[FILTER]], #[[COLS]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[WM]], %[[C]] : tensor<8x36xf32>, tensor<2x36x16xf32>) outs(%[[ZM]] : tensor<2x8x16xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: %[[OUT:.*]] = tensor.expand_shape %[[R]] {{\[}}[0], [1], [2, 3]] output_shape [2, 8, 4, 4]
// CHECK: return %[[OUT]]
func.func @nchw(%x: tensor<2x4x6x6xf32>, %w: tensor<8x4x3x3xf32>, %z: tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x4x6x6xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return %r : tensor<2x8x4x4xf32>
}

// -----

// JAX's layout, strided: the windows are (N, OH x OW, 3 x 3 x C), the filter
// (3 x 3 x C, F).
// CHECK-DAG: #[[GATHER:.*]] = affine_map<(d0, d1, d2) -> (d0, (d1 floordiv 2) * 2 + d2 floordiv 12, (d1 mod 2) * 2 + (d2 mod 12) floordiv 4, d2 mod 4)>
// CHECK-LABEL: func @nhwc_strided
// CHECK-NOT: linalg.conv
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<3x3x4x8xf32> into tensor<36x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[GATHER]], {{.*}}]{{.*}} outs({{.*}} : tensor<1x4x36xf32>)
// CHECK: linalg.generic {{.*}} ins({{.*}} : tensor<1x4x36xf32>, tensor<36x8xf32>) outs({{.*}} : tensor<1x4x8xf32>)
// CHECK: tensor.expand_shape {{.*}} output_shape [1, 2, 2, 8]
func.func @nhwc_strided(%x: tensor<1x6x6x4xf32>, %w: tensor<3x3x4x8xf32>, %z: tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x4xf32>, tensor<3x3x4x8xf32>)
      outs(%z : tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %r : tensor<1x2x2x8xf32>
}

// -----

// Forms upstream's rewrite does not take stay convolutions: dynamic shapes,
// dilations, and buffers (the pass runs before bufferization).
// CHECK-LABEL: func @left_alone
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<?x4x6x6xf32>, tensor<8x4x3x3xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : memref<1x4x6x6xf32>, memref<8x4x3x3xf32>)
func.func @left_alone(%x: tensor<?x4x6x6xf32>, %w: tensor<8x4x3x3xf32>, %z: tensor<?x8x4x4xf32>,
                      %dx: tensor<1x7x7x2xf32>, %dw: tensor<3x3x2x3xf32>, %dz: tensor<1x3x3x3xf32>,
                      %bx: memref<1x4x6x6xf32>, %bw: memref<8x4x3x3xf32>, %bz: memref<1x8x4x4xf32>) -> (tensor<?x8x4x4xf32>, tensor<1x3x3x3xf32>) {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<?x4x6x6xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<?x8x4x4xf32>) -> tensor<?x8x4x4xf32>
  %d = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%dx, %dw : tensor<1x7x7x2xf32>, tensor<3x3x2x3xf32>)
      outs(%dz : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%bx, %bw : memref<1x4x6x6xf32>, memref<8x4x3x3xf32>)
      outs(%bz : memref<1x8x4x4xf32>)
  return %r, %d : tensor<?x8x4x4xf32>, tensor<1x3x3x3xf32>
}
