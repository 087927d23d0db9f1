// Compute time follows what the lowering folds away (LoweringFolds.h): a
// value computed inside its single elementwise user's loop is neither
// written nor read through memory (Inputs/round.json: 2.56e9 B/s; each
// 4x16xf32 is 256 B), and @folds below.
//   %sq = %r * %r  reads %r twice (512 B), its result stays in %m2's loop:
//                  0.2 us (unfused: 768 B, 0.3 us);
//   %m2 = %m + %sq reads %m (256 B), writes %m2 (256 B; returned and read
//                  by %p2, so materialized): 0.2 us (unfused: 0.3 us);
//   %p2 = %p - %m2 reads %p and %m2, writes %p2: 0.3 us.
// Compute 0.7 us (0.9 us if every value went through memory); the
// reduce-scatter of 1024 B on 4 ranks is 1.3 us: step 2.0 us.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.time.compute_seconds=0.7e-6 \
// RUN:   functions.0.time.step_seconds=2.0e-6 \
// RUN:   functions.1.time.compute_seconds=1.9e-6 | FileCheck %s
// CHECK: fields match

// @folds: a zero fill of a matmul's output (the BLAS call overwrites
// instead) and a transpose of its input (the BLAS call reads it transposed
// in place) cost nothing; the matmul (4 x 1024 B, 1.6 us) and the update
// (0.3 us) do: 1.9 us (3.9 us with the fill's 0.8 us and the transpose's
// 1.2 us).

shard.grid @dp(shape = 4)

func.func @step(%p: tensor<4x16xf32> {fsdp.state},
                %m: tensor<4x16xf32> {fsdp.state},
                %g: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64},
        tensor<4x16xf32> {fsdp.updates = 1 : i64}) {
  %r = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %sq = arith.mulf %r, %r : tensor<4x16xf32>
  %m2 = arith.addf %m, %sq : tensor<4x16xf32>
  %p2 = arith.subf %p, %m2 : tensor<4x16xf32>
  return %p2, %m2 : tensor<4x16xf32>, tensor<4x16xf32>
}

func.func @folds(%w: tensor<4x16xf32> {fsdp.state}, %x: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64}) {
  %g = fsdp.all_gather %w on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x16xf32>
  %e1 = tensor.empty() : tensor<16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = linalg.transpose ins(%g : tensor<16x16xf32>) outs(%e1 : tensor<16x16xf32>) permutation = [1, 0]
  %y = linalg.matmul ins(%x, %t : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r = fsdp.reduce_scatter %y on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %n = arith.subf %w, %r : tensor<4x16xf32>
  return %n : tensor<4x16xf32>
}
