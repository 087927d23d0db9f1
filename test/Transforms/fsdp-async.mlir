// RUN: fsdp-opt %s --fsdp-async | FileCheck %s

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @every_collective_becomes_start_and_wait
// CHECK-SAME: (%[[S:.*]]: tensor<2x8xf32>, %[[G:.*]]: tensor<8x8xf32>, %[[L:.*]]: tensor<f32>)
func.func @every_collective_becomes_start_and_wait(%s: tensor<2x8xf32>, %g: tensor<8x8xf32>, %l: tensor<f32>)
    -> (tensor<8x8xf32>, tensor<2x8xf32>, tensor<f32>) {
  // CHECK-NOT: fsdp.all_gather %
  // CHECK: %[[A:.*]], %[[TA:.*]] = fsdp.all_gather_start %[[S]] on @dp gather_dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  // CHECK-NEXT: %[[WA:.*]] = fsdp.wait %[[TA]], %[[A]] : tensor<8x8xf32>
  // CHECK-NEXT: %[[R:.*]], %[[TR:.*]] = fsdp.reduce_scatter_start %[[G]] on @dp scatter_dim = 0 reduction = avg : tensor<8x8xf32> -> tensor<2x8xf32>
  // CHECK-NEXT: %[[WR:.*]] = fsdp.wait %[[TR]], %[[R]] : tensor<2x8xf32>
  // CHECK-NEXT: %[[AR:.*]], %[[TAR:.*]] = fsdp.all_reduce_start %[[L]] on @dp reduction = max : tensor<f32>
  // CHECK-NEXT: %[[WAR:.*]] = fsdp.wait %[[TAR]], %[[AR]] : tensor<f32>
  // CHECK-NEXT: return %[[WA]], %[[WR]], %[[WAR]]
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %1 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<8x8xf32> -> tensor<2x8xf32>
  %2 = fsdp.all_reduce %l on @dp reduction = max : tensor<f32>
  return %0, %1, %2 : tensor<8x8xf32>, tensor<2x8xf32>, tensor<f32>
}

// Two gathers of the same shard stay two collectives.
// CHECK-LABEL: func @repeated_gathers_stay_distinct
func.func @repeated_gathers_stay_distinct(%s: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK-COUNT-2: fsdp.all_gather_start
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %1 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
