// RUN: fsdp-opt %s --split-input-file --fsdp-convolutions-to-im2col | FileCheck %s

// torch's layout: the windows gathered into (N, OH, OW, C, 3, 3), the
// output's loops the image reads, then the reduction's (each role's loops
// neighbours), then one contraction with the filter that the runtime runs
// as a GEMM per image (M = OH x OW, N = F, K = C x 3 x 3), reading the
// windows in place.
// CHECK-DAG: #[[WINDOW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-DAG: #[[ID6:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d4, d5, d6)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func @nchw
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x6x6xf32>, %[[W:.*]]: tensor<8x4x3x3xf32>, %[[Z:.*]]: tensor<2x8x4x4xf32>)
// CHECK-NOT: linalg.conv
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x4x4x4x3x3xf32>
// CHECK: %[[C:.*]] = linalg.generic {indexing_maps = [#[[WINDOW]], #[[ID6]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<2x4x6x6xf32>) outs(%[[E]] : tensor<2x4x4x4x3x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]]
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[COLS]], #[[FILTER]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[C]], %[[W]] : tensor<2x4x4x4x3x3xf32>, tensor<8x4x3x3xf32>) outs(%[[Z]] : tensor<2x8x4x4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: return %[[R]]
func.func @nchw(%x: tensor<2x4x6x6xf32>, %w: tensor<8x4x3x3xf32>, %z: tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x4x6x6xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  return %r : tensor<2x8x4x4xf32>
}

// -----

// JAX's layout, strided: the windows are (N, OH, OW, 3, 3, C), the reduction
// loops in the filter's order after the output's (F, last in the output,
// is not the image's).
// CHECK-DAG: #[[WINDOW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 * 2 + d4, d5)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5, d6)>
// CHECK-LABEL: func @nhwc_strided
// CHECK-NOT: linalg.conv
// CHECK: linalg.generic {indexing_maps = [#[[WINDOW]], {{.*}}]{{.*}} outs({{.*}} : tensor<1x2x2x3x3x4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[COLS]], {{.*}}]{{.*}} ins({{.*}} : tensor<1x2x2x3x3x4xf32>, tensor<3x3x4x8xf32>) outs({{.*}} : tensor<1x2x2x8xf32>)
func.func @nhwc_strided(%x: tensor<1x6x6x4xf32>, %w: tensor<3x3x4x8xf32>, %z: tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x4xf32>, tensor<3x3x4x8xf32>)
      outs(%z : tensor<1x2x2x8xf32>) -> tensor<1x2x2x8xf32>
  return %r : tensor<1x2x2x8xf32>
}

// -----

// Any rank and dilation: a 1-D convolution (torch's conv1d) and a dilated
// 2-D one.
// CHECK-DAG: #[[WINDOW1:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3)>
// CHECK-DAG: #[[WINDOW2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d3 * 2, d2 + d4 * 2, d5)>
// CHECK-LABEL: func @conv1d_and_dilated
// CHECK-NOT: linalg.conv
// CHECK: linalg.generic {indexing_maps = [#[[WINDOW1]], {{.*}}]{{.*}} outs({{.*}} : tensor<2x5x4x3xf32>)
// CHECK: linalg.generic {{.*}} ins({{.*}} : tensor<2x5x4x3xf32>, tensor<8x4x3xf32>) outs({{.*}} : tensor<2x8x5xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[WINDOW2]], {{.*}}]{{.*}} outs({{.*}} : tensor<1x3x3x3x3x2xf32>)
// CHECK: linalg.generic {{.*}} ins({{.*}} : tensor<1x3x3x3x3x2xf32>, tensor<3x3x2x3xf32>) outs({{.*}} : tensor<1x3x3x3xf32>)
func.func @conv1d_and_dilated(%x: tensor<2x4x11xf32>, %w: tensor<8x4x3xf32>, %z: tensor<2x8x5xf32>,
                              %dx: tensor<1x7x7x2xf32>, %dw: tensor<3x3x2x3xf32>, %dz: tensor<1x3x3x3xf32>)
    -> (tensor<2x8x5xf32>, tensor<1x3x3x3xf32>) {
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>}
      ins(%x, %w : tensor<2x4x11xf32>, tensor<8x4x3xf32>)
      outs(%z : tensor<2x8x5xf32>) -> tensor<2x8x5xf32>
  %d = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%dx, %dw : tensor<1x7x7x2xf32>, tensor<3x3x2x3xf32>)
      outs(%dz : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r, %d : tensor<2x8x5xf32>, tensor<1x3x3x3xf32>
}

// -----

// The generics of a 1-D convolution's backward as torch-mlir writes them.
// The filter's gradient: the sliding input is the activation, and the
// windows are laid out (C, K) by (N, W): the output's loops, then the
// reduction in the order the output gradient reads it. (With the reduction
// where the output's first loop not the image's stood, (N, W) by (C, K),
// the output's C and K were not neighbours in the windows, and the runtime
// copied them into a packed layout for every call.)
// CHECK-DAG: #[[ACT:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1 * 2 + d3)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
// CHECK-LABEL: func @filter_gradient
// CHECK: linalg.generic {indexing_maps = [#[[ACT]], {{.*}}]{{.*}} ins(%{{.*}} : tensor<2x8x16xf32>) outs({{.*}} : tensor<8x3x2x6xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[COLS]], {{.*}}]{{.*}} ins({{.*}} : tensor<8x3x2x6xf32>, tensor<2x8x6xf32>) outs({{.*}} : tensor<8x8x3xf32>)
#act = affine_map<(d0, d1, d2, d3, d4) -> (d3, d1, d2 * 2 + d4)>
#grad = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d4)>
#out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @filter_gradient(%act: tensor<2x8x16xf32>, %g: tensor<2x8x6xf32>, %z: tensor<8x8x3xf32>) -> tensor<8x8x3xf32> {
  %r = linalg.generic {indexing_maps = [#act, #grad, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%act, %g : tensor<2x8x16xf32>, tensor<2x8x6xf32>) outs(%z : tensor<8x8x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x8x3xf32>
  return %r : tensor<8x8x3xf32>
}

// -----

// A window with an offset (a 1-D convolution written as a generic, its
// padding folded into the index), its output laid out (N, F, W): the
// windows are (N, W, K), the output's loops, then the reduction.
// CHECK-DAG: #[[OFFSET:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 + d2 + 1)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-LABEL: func @offset
// CHECK: linalg.generic {indexing_maps = [#[[OFFSET]], {{.*}}]{{.*}} outs({{.*}} : tensor<2x8x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[COLS]], {{.*}}]{{.*}} ins({{.*}} : tensor<2x8x3xf32>, tensor<4x3xf32>) outs({{.*}} : tensor<2x4x8xf32>)
#img = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3 + 1)>
#fil = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#nfw = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
func.func @offset(%x: tensor<2x12xf32>, %w: tensor<4x3xf32>, %z: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %r = linalg.generic {indexing_maps = [#img, #fil, #nfw], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<2x12xf32>, tensor<4x3xf32>) outs(%z : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// bf16 inputs widened to an f32 sum: the windows keep the input's type.
// CHECK-LABEL: func @widened
// CHECK: linalg.generic {{.*}} outs({{.*}} : tensor<2x4x4x3xbf16>)
// CHECK: linalg.generic {{.*}} ins({{.*}} : tensor<2x4x4x3xbf16>, tensor<8x4x3xbf16>) outs({{.*}} : tensor<2x8x4xf32>)
// CHECK: arith.extf
func.func @widened(%x: tensor<2x4x6xbf16>, %w: tensor<8x4x3xbf16>, %z: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%x, %w : tensor<2x4x6xbf16>, tensor<8x4x3xbf16>)
      outs(%z : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}

// -----

// What no GEMM computes stays as it is: dynamic shapes, buffers (the pass
// runs before bufferization), a depthwise convolution (each channel its own
// filter), a pooling (no product), an integer convolution, a bf16 sum.
// CHECK-LABEL: func @left_alone
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<?x4x6x6xf32>, tensor<8x4x3x3xf32>)
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : memref<1x4x6x6xf32>, memref<8x4x3x3xf32>)
// CHECK: linalg.depthwise_conv_1d_nwc_wc
// CHECK: linalg.pooling_nchw_max
// CHECK: linalg.conv_1d_ncw_fcw {{.*}} -> tensor<1x8x4xi32>
// CHECK: linalg.conv_1d_ncw_fcw {{.*}} -> tensor<1x8x4xbf16>
// CHECK-NOT: linalg.generic
func.func @left_alone(%x: tensor<?x4x6x6xf32>, %w: tensor<8x4x3x3xf32>, %z: tensor<?x8x4x4xf32>,
                      %bx: memref<1x4x6x6xf32>, %bw: memref<8x4x3x3xf32>, %bz: memref<1x8x4x4xf32>,
                      %dx: tensor<1x6x4xf32>, %dw: tensor<3x4xf32>, %dz: tensor<1x4x4xf32>,
                      %px: tensor<1x4x6x6xf32>, %pw: tensor<3x3xf32>, %pz: tensor<1x4x4x4xf32>,
                      %ix: tensor<1x4x6xi32>, %iw: tensor<8x4x3xi32>, %iz: tensor<1x8x4xi32>,
                      %hx: tensor<1x4x6xbf16>, %hw: tensor<8x4x3xbf16>, %hz: tensor<1x8x4xbf16>)
    -> (tensor<?x8x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x8x4xi32>, tensor<1x8x4xbf16>) {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<?x4x6x6xf32>, tensor<8x4x3x3xf32>)
      outs(%z : tensor<?x8x4x4xf32>) -> tensor<?x8x4x4xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%bx, %bw : memref<1x4x6x6xf32>, memref<8x4x3x3xf32>)
      outs(%bz : memref<1x8x4x4xf32>)
  %d = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%dx, %dw : tensor<1x6x4xf32>, tensor<3x4xf32>) outs(%dz : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%px, %pw : tensor<1x4x6x6xf32>, tensor<3x3xf32>) outs(%pz : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %i = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%ix, %iw : tensor<1x4x6xi32>, tensor<8x4x3xi32>) outs(%iz : tensor<1x8x4xi32>) -> tensor<1x8x4xi32>
  %h = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%hx, %hw : tensor<1x4x6xbf16>, tensor<8x4x3xbf16>) outs(%hz : tensor<1x8x4xbf16>) -> tensor<1x8x4xbf16>
  return %r, %d, %p, %i, %h : tensor<?x8x4x4xf32>, tensor<1x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x8x4xi32>, tensor<1x8x4xbf16>
}
