// RUN: fsdp-opt %s --fsdp-decompose-all-reduce --split-input-file --verify-diagnostics

shard.grid @dp(shape = 4)
func.func @dynamic_dim0(%g: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{cannot shard dimension 0 of 'tensor<?x8xf32>': it is dynamic}}
  %0 = fsdp.all_reduce %g on @dp : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

shard.grid @dp(shape = ?)
func.func @dynamic_group(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot shard over grid @dp: its size is dynamic}}
  %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g2(shape = 2x2)
func.func @tensor_parallel_axis(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{all-reduce over grid axes [1] of @g2 is not on the data-parallel axes (the leading axes [0], [0, 1], ... of the grid)}}
  %0 = fsdp.all_reduce %g on @g2 grid_axes = [1] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g3(shape = 2x2x2)
func.func @skips_a_leading_axis(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{all-reduce over grid axes [0, 2] of @g3 is not on the data-parallel axes}}
  %0 = fsdp.all_reduce %g on @g3 grid_axes = [0, 2] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @byte_size_overflows(%g: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
  // expected-error @+1 {{the size in bytes of 'tensor<4611686018427387904x4xf32>' overflows 64 bits}}
  %0 = fsdp.all_reduce %g on @dp : tensor<4611686018427387904x4xf32>
  return %0 : tensor<4611686018427387904x4xf32>
}
