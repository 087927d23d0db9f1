// Contractions run at the profile's measured rate for their BLAS variant
// and their smallest and largest dimension (contraction_rates), falling back
// to the points without a variant, then to contraction_flops_per_second
// (Inputs/round-contraction.json; memory is fast enough not to bind).
//
// @nn: 4x16 times 16x16, 2048 FLOP, smallest dimension 4, largest 16, read
// as stored (nn, 8.192e9 FLOP/s): 0.25 us.
// @nt: the same with the second operand a transpose the lowering folds into
// the call, which then reads it transposed (nt, 4.096e9): 0.5 us.
// @between: 8x16 times 16x16, 4096 FLOP, smallest dimension 8, halfway in
// log between the nn points at 4 and 16 (8.192e9 and 16.384e9: 12.288e9):
// 1/3 us.
// @tn: the first operand transposed; no tn points, so the points without a
// variant (2.048e9): 1 us.
// @batched: a batch_matmul of 2 x 4x16x16, smallest dimension 4 (the batch
// is not one of M, N, K), nn: 4096 FLOP, 0.5 us.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round-contraction.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.time.compute_seconds=0.25e-6 \
// RUN:   functions.1.time.compute_seconds=0.5e-6 \
// RUN:   functions.2.time.compute_seconds=0.3333333333333333e-6 \
// RUN:   functions.3.time.compute_seconds=1e-6 \
// RUN:   functions.4.time.compute_seconds=0.5e-6 \
// RUN:   profile.contraction_rates.1.variant=nn | FileCheck %s
// CHECK: 6 of 6 fields match

// @conv2d: a 2-D convolution the CPU lowering runs as im2col and a GEMM
// (fsdp-convolutions-to-im2col) runs at contraction_flops_per_second:
// 2 x (1 x 8 x 4 x 4 outputs) x (4 x 3 x 3 products) = 9216 FLOP at 1e9,
// 9.216 us; @conv1d, a 1-D one, too: 2 x (8 x 4) x (4 x 3) = 768 FLOP,
// 0.768 us; @depthwise, which stays loops (each channel its own filter: no
// GEMM), at flops_per_second: 2 x (4 x 4) x 3 = 96 FLOP at 1e8, 0.96 us
// (Inputs/round-im2col.json).
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round-im2col.json output=%t.im2col.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.im2col.json \
// RUN:   functions.5.time.compute_seconds=9.216e-6 \
// RUN:   functions.6.time.compute_seconds=0.768e-6 \
// RUN:   functions.7.time.compute_seconds=0.96e-6 | FileCheck %s --check-prefix=IM2COL
// IM2COL: 3 of 3 fields match

func.func @nn(%x: tensor<4x16xf32>, %w: tensor<16x16xf32>, %out: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x16xf32>) outs(%out : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

func.func @nt(%x: tensor<4x16xf32>, %w: tensor<16x16xf32>, %out: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %wt = linalg.transpose ins(%w : tensor<16x16xf32>) outs(%e : tensor<16x16xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%x, %wt : tensor<4x16xf32>, tensor<16x16xf32>) outs(%out : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

func.func @between(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %out: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%out : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

func.func @tn(%xt: tensor<16x4xf32>, %w: tensor<16x16xf32>, %out: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %x = linalg.transpose ins(%xt : tensor<16x4xf32>) outs(%e : tensor<4x16xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x16xf32>) outs(%out : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

func.func @batched(%x: tensor<2x4x16xf32>, %w: tensor<2x16x16xf32>, %out: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %y = linalg.batch_matmul ins(%x, %w : tensor<2x4x16xf32>, tensor<2x16x16xf32>) outs(%out : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %y : tensor<2x4x16xf32>
}

func.func @conv2d(%x: tensor<1x4x6x6xf32>, %w: tensor<8x4x3x3xf32>, %out: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<1x4x6x6xf32>, tensor<8x4x3x3xf32>) outs(%out : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %y : tensor<1x8x4x4xf32>
}

func.func @conv1d(%x: tensor<1x4x6xf32>, %w: tensor<8x4x3xf32>, %out: tensor<1x8x4xf32>) -> tensor<1x8x4xf32> {
  %y = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%x, %w : tensor<1x4x6xf32>, tensor<8x4x3xf32>) outs(%out : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  return %y : tensor<1x8x4xf32>
}

func.func @depthwise(%x: tensor<1x6x4xf32>, %w: tensor<3x4xf32>, %out: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %y = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%x, %w : tensor<1x6x4xf32>, tensor<3x4xf32>) outs(%out : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %y : tensor<1x4x4xf32>
}
