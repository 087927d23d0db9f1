// RUN: fsdp-opt %s | fsdp-opt | FileCheck %s
// RUN: fsdp-opt %s --mlir-print-op-generic | fsdp-opt | FileCheck %s

shard.grid @dp(shape = 4)
shard.grid @grid2d(shape = 2x4)
shard.grid @dyn(shape = ?)

// CHECK-LABEL: func @all_reduce_avg
func.func @all_reduce_avg(%g: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  // CHECK: %[[R:.*]] = fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<1024x512xf32>
  %0 = fsdp.all_reduce %g on @dp reduction = avg : tensor<1024x512xf32>
  // CHECK: return %[[R]]
  return %0 : tensor<1024x512xf32>
}

// CHECK-LABEL: func @all_reduce_default_sum
func.func @all_reduce_default_sum(%g: tensor<f32>) -> tensor<f32> {
  // CHECK: fsdp.all_reduce %{{.*}} on @dp : tensor<f32>
  %0 = fsdp.all_reduce %g on @dp reduction = sum : tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func @all_reduce_max_min_on_axis
func.func @all_reduce_max_min_on_axis(%g: tensor<8xi64>) -> tensor<8xi64> {
  // CHECK: fsdp.all_reduce %{{.*}} on @grid2d grid_axes = [1] reduction = max : tensor<8xi64>
  %0 = fsdp.all_reduce %g on @grid2d grid_axes = [1] reduction = max : tensor<8xi64>
  // CHECK: fsdp.all_reduce %{{.*}} on @grid2d grid_axes = [0, 1] reduction = min : tensor<8xi64>
  %1 = fsdp.all_reduce %0 on @grid2d grid_axes = [0, 1] reduction = min : tensor<8xi64>
  return %1 : tensor<8xi64>
}

// CHECK-LABEL: func @reduce_scatter_dim0
func.func @reduce_scatter_dim0(%g: tensor<1024x512xf32>) -> tensor<256x512xf32> {
  // CHECK: fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<1024x512xf32> -> tensor<256x512xf32>
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<1024x512xf32> -> tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}

// CHECK-LABEL: func @reduce_scatter_dim1_subgroup
func.func @reduce_scatter_dim1_subgroup(%g: tensor<6x8xbf16>) -> tensor<6x2xbf16> {
  // CHECK: fsdp.reduce_scatter %{{.*}} on @grid2d grid_axes = [1] scatter_dim = 1 : tensor<6x8xbf16> -> tensor<6x2xbf16>
  %0 = fsdp.reduce_scatter %g on @grid2d grid_axes = [1] scatter_dim = 1 : tensor<6x8xbf16> -> tensor<6x2xbf16>
  return %0 : tensor<6x2xbf16>
}

// CHECK-LABEL: func @all_gather_dim0
func.func @all_gather_dim0(%s: tensor<256x512xf32>) -> tensor<1024x512xf32> {
  // CHECK: fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<256x512xf32> -> tensor<1024x512xf32>
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<256x512xf32> -> tensor<1024x512xf32>
  return %0 : tensor<1024x512xf32>
}

// CHECK-LABEL: func @all_gather_whole_2d_grid
func.func @all_gather_whole_2d_grid(%s: tensor<3x5xf16>) -> tensor<24x5xf16> {
  // CHECK: fsdp.all_gather %{{.*}} on @grid2d gather_dim = 0 : tensor<3x5xf16> -> tensor<24x5xf16>
  %0 = fsdp.all_gather %s on @grid2d gather_dim = 0 : tensor<3x5xf16> -> tensor<24x5xf16>
  return %0 : tensor<24x5xf16>
}

// A dynamic group size or dynamic dimensions leave the sizes unchecked.
// CHECK-LABEL: func @dynamic_sizes
func.func @dynamic_sizes(%s: tensor<?x5xf32>, %t: tensor<3x5xf32>) -> (tensor<?x5xf32>, tensor<7x5xf32>) {
  // CHECK: fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<?x5xf32> -> tensor<?x5xf32>
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<?x5xf32> -> tensor<?x5xf32>
  // CHECK: fsdp.all_gather %{{.*}} on @dyn gather_dim = 0 : tensor<3x5xf32> -> tensor<7x5xf32>
  %1 = fsdp.all_gather %t on @dyn gather_dim = 0 : tensor<3x5xf32> -> tensor<7x5xf32>
  return %0, %1 : tensor<?x5xf32>, tensor<7x5xf32>
}

// CHECK-LABEL: func @step_attributes
// CHECK-SAME: {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [1000, 64], pad = 0>, fsdp.state}
// CHECK-SAME: {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [1000, 64], pad = 0>, fsdp.updates = 0 : i64}
// CHECK-SAME: {fsdp.loss}
func.func @step_attributes(
    %w: tensor<250x64xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [1000, 64], pad = 0>},
    %x: tensor<8x64xf32>)
    -> (tensor<250x64xf32> {fsdp.updates = 0 : i64, fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [1000, 64], pad = 0>},
        tensor<f32> {fsdp.loss}) {
  %loss = arith.constant dense<0.0> : tensor<f32>
  return %w, %loss : tensor<250x64xf32>, tensor<f32>
}

// CHECK-LABEL: func @async_collectives
func.func @async_collectives(%s: tensor<4x8xf32>, %g: tensor<16x8xf32>, %l: tensor<f32>) -> (tensor<16x8xf32>, tensor<4x8xf32>, tensor<f32>) {
  // CHECK: %[[W:.*]], %[[T:.*]] = fsdp.all_gather_start %{{.*}} on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // CHECK: %[[S:.*]], %[[U:.*]] = fsdp.reduce_scatter_start %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  // CHECK: %[[R:.*]], %[[V:.*]] = fsdp.all_reduce_start %{{.*}} on @dp grid_axes = [0] : tensor<f32>
  // CHECK: fsdp.wait %[[T]], %[[W]] : tensor<16x8xf32>
  // CHECK: fsdp.wait %[[U]], %[[S]] : tensor<4x8xf32>
  // CHECK: fsdp.wait %[[V]], %[[R]] : tensor<f32>
  %w, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %r, %u = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %a, %v = fsdp.all_reduce_start %l on @dp grid_axes = [0] : tensor<f32>
  %0 = fsdp.wait %t, %w : tensor<16x8xf32>
  %1 = fsdp.wait %u, %r : tensor<4x8xf32>
  %2 = fsdp.wait %v, %a : tensor<f32>
  return %0, %1, %2 : tensor<16x8xf32>, tensor<4x8xf32>, tensor<f32>
}
