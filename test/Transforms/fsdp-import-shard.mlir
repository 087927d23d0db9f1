// RUN: fsdp-opt %s --fsdp-import-shard --split-input-file | FileCheck %s

shard.grid @dp(shape = 4)
shard.grid @hosts(shape = 2x4)

// CHECK-LABEL: func @average_becomes_avg
// CHECK-SAME: (%[[G:.*]]: tensor<64x32xf32>)
func.func @average_becomes_avg(%g: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // CHECK-NOT: shard.all_reduce
  // CHECK: %[[R:.*]] = fsdp.all_reduce %[[G]] on @dp grid_axes = [0] reduction = avg : tensor<64x32xf32>
  // CHECK: return %[[R]]
  %0 = shard.all_reduce %g on @dp grid_axes = [0] reduction = average : tensor<64x32xf32> -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// A data-parallel group over both axes of an R x S grid (hybrid sharding's
// input) is imported as is.
// CHECK-LABEL: func @two_axis_group
func.func @two_axis_group(%g: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: fsdp.all_reduce %{{.*}} on @hosts grid_axes = [0, 1] reduction = avg : tensor<8xf32>
  %0 = shard.all_reduce %g on @hosts grid_axes = [0, 1] reduction = average : tensor<8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// CHECK-LABEL: func @sum_max_min
func.func @sum_max_min(%g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  // CHECK: fsdp.all_reduce %{{.*}} on @dp grid_axes = [0] : tensor<8xf32>
  // CHECK: fsdp.all_reduce %{{.*}} on @dp grid_axes = [0] reduction = max : tensor<8xf32>
  // CHECK: fsdp.all_reduce %{{.*}} on @dp grid_axes = [0] reduction = min : tensor<8xf32>
  %0 = shard.all_reduce %g on @dp grid_axes = [0] reduction = sum : tensor<8xf32> -> tensor<8xf32>
  %1 = shard.all_reduce %g on @dp grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  %2 = shard.all_reduce %g on @dp grid_axes = [0] reduction = min : tensor<8xf32> -> tensor<8xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func @scalar_loss
func.func @scalar_loss(%l: tensor<f32>) -> tensor<f32> {
  // CHECK: fsdp.all_reduce %{{.*}} on @dp grid_axes = [0] reduction = avg : tensor<f32>
  %0 = shard.all_reduce %l on @dp grid_axes = [0] reduction = average : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// The grid option restricts the import to one grid.
// RUN: fsdp-opt %s --fsdp-import-shard=grid=dp --split-input-file | FileCheck %s --check-prefix=GRID

shard.grid @dp(shape = 2)
shard.grid @other(shape = 2)

// GRID-LABEL: func @only_selected_grid
func.func @only_selected_grid(%g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // GRID: fsdp.all_reduce %{{.*}} on @dp
  // GRID: shard.all_reduce %{{.*}} on @other
  %0 = shard.all_reduce %g on @dp grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  %1 = shard.all_reduce %g on @other grid_axes = [0] : tensor<8xf32> -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

