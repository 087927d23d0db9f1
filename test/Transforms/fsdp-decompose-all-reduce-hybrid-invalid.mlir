// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=hybrid --fsdp-decompose-all-reduce --split-input-file --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-pipeline=strategy=hybrid --split-input-file --verify-diagnostics

// Hybrid sharding needs a group of two or more grid axes to split into
// shards and replicas.
shard.grid @dp(shape = 4)
func.func @one_axis_grid(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{hybrid sharding needs an all-reduce over two or more grid axes (it shards over the innermost and replicates over the others), not over axes [0] of @dp}}
  %0 = fsdp.all_reduce %g on @dp reduction = avg : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g2(shape = 2x2)
func.func @one_axis_of_two(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{hybrid sharding needs an all-reduce over two or more grid axes (it shards over the innermost and replicates over the others), not over axes [0] of @g2}}
  %0 = fsdp.all_reduce %g on @g2 grid_axes = [0] reduction = avg : tensor<8xf32>
  return %0 : tensor<8xf32>
}
