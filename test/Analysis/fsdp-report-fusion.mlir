// Compute time follows the lowering's elementwise fusion: a value computed
// inside its single elementwise user's loop is neither written nor read
// through memory (Inputs/round.json: 2.56e9 B/s; each 4x16xf32 is 256 B).
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
// RUN:   functions.0.time.step_seconds=2.0e-6 | FileCheck %s
// CHECK: fields match

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
