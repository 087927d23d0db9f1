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
