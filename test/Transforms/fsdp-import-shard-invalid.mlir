// RUN: fsdp-opt %s --fsdp-import-shard --split-input-file --verify-diagnostics

shard.grid @g2(shape = 2x2)
func.func @not_the_data_parallel_axis(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{all-reduce over grid axes [1] of @g2 is not on the data-parallel axes (the leading axes [0], [0, 1], ... of the grid)}}
  %0 = shard.all_reduce %g on @g2 grid_axes = [1] : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @product_has_no_equivalent(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{reduction 'product' has no fsdp equivalent}}
  %0 = shard.all_reduce %g on @dp grid_axes = [0] reduction = product : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @type_change(%g: tensor<8xf32>) -> tensor<8xf64> {
  // expected-error @+1 {{an all-reduce that changes the type from 'tensor<8xf32>' to 'tensor<8xf64>' has no fsdp equivalent}}
  %0 = shard.all_reduce %g on @dp grid_axes = [0] : tensor<8xf32> -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

// -----

shard.grid @dp(shape = 4)
func.func @memref(%g: memref<8xf32>) -> memref<8xf32> {
  // expected-error @+1 {{expects a ranked tensor, got 'memref<8xf32>'}}
  %0 = shard.all_reduce %g on @dp grid_axes = [0] : memref<8xf32> -> memref<8xf32>
  return %0 : memref<8xf32>
}

// -----

shard.grid @dp(shape = 2x0)
func.func @zero_size_inner_axis(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{grid @dp has a data-parallel axis of size 0}}
  %0 = shard.all_reduce %g on @dp grid_axes = [0, 1] reduction = average : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 0)
func.func @zero_size_grid(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{grid @dp has a data-parallel axis of size 0}}
  %0 = shard.all_reduce %g on @dp grid_axes = [0] reduction = average : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
