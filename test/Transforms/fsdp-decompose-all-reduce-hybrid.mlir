// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=hybrid --fsdp-decompose-all-reduce | FileCheck %s

// Hybrid sharding (HSDP) on an R x S grid: the reduce-scatter and all-gather
// run over the innermost axis (S ranks, one host), the shard is all-reduced
// over the outer axes (R replicas, across hosts) in between.

shard.grid @hosts(shape = 2x4)
shard.grid @pods(shape = 2x3x2)

// CHECK-LABEL: func @shards_inner_axis_replicates_outer
// CHECK-SAME: (%[[G:.*]]: tensor<16x4xf32>)
func.func @shards_inner_axis_replicates_outer(%g: tensor<16x4xf32>) -> tensor<16x4xf32> {
  // CHECK-NOT: fsdp.all_reduce %[[G]]
  // CHECK: %[[S:.*]] = fsdp.reduce_scatter %[[G]] on @hosts grid_axes = [1] scatter_dim = 0 reduction = avg : tensor<16x4xf32> -> tensor<4x4xf32>
  // CHECK: %[[R:.*]] = fsdp.all_reduce %[[S]] on @hosts grid_axes = [0] reduction = avg : tensor<4x4xf32>
  // CHECK: %[[A:.*]] = fsdp.all_gather %[[R]] on @hosts grid_axes = [1] gather_dim = 0 : tensor<4x4xf32> -> tensor<16x4xf32>
  // CHECK: return %[[A]]
  %0 = fsdp.all_reduce %g on @hosts reduction = avg : tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}

// The shard is padded for the inner group's size (4), not the grid's (8).
// CHECK-LABEL: func @pads_for_inner_group
func.func @pads_for_inner_group(%g: tensor<6x3xf32>) -> tensor<6x3xf32> {
  // CHECK: tensor.pad %{{.*}} low[0, 0] high[2, 0]
  // CHECK: fsdp.reduce_scatter %{{.*}} on @hosts grid_axes = [1] scatter_dim = 0 : tensor<8x3xf32> -> tensor<2x3xf32>
  // CHECK: fsdp.all_reduce %{{.*}} on @hosts grid_axes = [0] : tensor<2x3xf32>
  // CHECK: fsdp.all_gather %{{.*}} on @hosts grid_axes = [1] gather_dim = 0 : tensor<2x3xf32> -> tensor<8x3xf32>
  // CHECK: tensor.extract_slice %{{.*}}[0, 0] [6, 3] [1, 1] : tensor<8x3xf32> to tensor<6x3xf32>
  %0 = fsdp.all_reduce %g on @hosts grid_axes = [0, 1] : tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}

// Three axes: shard over the last, all-reduce over the two outer ones.
// CHECK-LABEL: func @three_axes
func.func @three_axes(%g: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: fsdp.reduce_scatter %{{.*}} on @pods grid_axes = [2] scatter_dim = 0 reduction = max : tensor<4xf32> -> tensor<2xf32>
  // CHECK: fsdp.all_reduce %{{.*}} on @pods grid_axes = [0, 1] reduction = max : tensor<2xf32>
  // CHECK: fsdp.all_gather %{{.*}} on @pods grid_axes = [2] gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %0 = fsdp.all_reduce %g on @pods reduction = max : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The loss (rank 0) stays all-reduced over the whole group.
// CHECK-LABEL: func @scalars_stay_replicated
func.func @scalars_stay_replicated(%l: tensor<f32>) -> tensor<f32> {
  // CHECK: fsdp.all_reduce %{{.*}} on @hosts reduction = avg : tensor<f32>
  // CHECK-NOT: fsdp.reduce_scatter
  %0 = fsdp.all_reduce %l on @hosts reduction = avg : tensor<f32>
  return %0 : tensor<f32>
}

// The all-reduce of the shard (and the gather) wait for the first use, so
// that the reduce-scatters of consecutive gradients stay one run.
// CHECK-LABEL: func @all_reduce_at_first_use
// CHECK-SAME: (%[[G1:.*]]: tensor<8xf32>, %[[G2:.*]]: tensor<8xf32>)
func.func @all_reduce_at_first_use(%g1: tensor<8xf32>, %g2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: %[[S1:.*]] = fsdp.reduce_scatter %[[G1]]
  // CHECK-NEXT: %[[S2:.*]] = fsdp.reduce_scatter %[[G2]]
  // CHECK-NEXT: %[[R1:.*]] = fsdp.all_reduce %[[S1]]
  // CHECK-NEXT: %[[A1:.*]] = fsdp.all_gather %[[R1]]
  // CHECK-NEXT: %[[N1:.*]] = arith.negf %[[A1]]
  // CHECK-NEXT: %[[R2:.*]] = fsdp.all_reduce %[[S2]]
  // CHECK-NEXT: %[[A2:.*]] = fsdp.all_gather %[[R2]]
  // CHECK-NEXT: %[[N2:.*]] = arith.negf %[[A2]]
  %0 = fsdp.all_reduce %g1 on @hosts reduction = avg : tensor<8xf32>
  %1 = fsdp.all_reduce %g2 on @hosts reduction = avg : tensor<8xf32>
  %2 = arith.negf %0 : tensor<8xf32>
  %3 = arith.negf %1 : tensor<8xf32>
  return %2, %3 : tensor<8xf32>, tensor<8xf32>
}
