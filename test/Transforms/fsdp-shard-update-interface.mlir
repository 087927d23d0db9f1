// RUN: fsdp-opt %s --fsdp-shard-update --split-input-file --verify-diagnostics | FileCheck %s

// StepOpInterface: an op of a dialect fsdp-mlir does not know
// (fsdp_test.scale, test/lib) has no Elementwise trait for the rules by trait
// to match; the external model its dialect attaches computes it on shards.

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @foreign_op_runs_on_shards
// CHECK-SAME: (%[[W:.*]]: tensor<16x8xf32> {fsdp.state}, %[[G:.*]]: tensor<16x8xf32>)
func.func @foreign_op_runs_on_shards(%w: tensor<16x8xf32> {fsdp.state}, %grad: tensor<16x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice %[[W]] on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter %[[G]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: %[[U:.*]] = fsdp_test.scale %[[GS]] {factor = 1.000000e-01 : f32} : tensor<4x8xf32>
  // CHECK: %[[NW:.*]] = arith.subf %[[WS]], %[[U]] : tensor<4x8xf32>
  // CHECK: fsdp.all_gather %[[NW]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %u = fsdp_test.scale %g {factor = 0.1 : f32} : tensor<16x8xf32>
  %nw = arith.subf %w, %u : tensor<16x8xf32>
  return %nw : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// The model also makes free shards: weight decay of the parameter, computed
// by the foreign op on the parameter's slice.
// CHECK-LABEL: func @foreign_op_makes_a_free_shard
// CHECK-SAME: (%[[W:.*]]: tensor<16x8xf32> {fsdp.state}, %[[G:.*]]: tensor<16x8xf32>)
func.func @foreign_op_makes_a_free_shard(%w: tensor<16x8xf32> {fsdp.state}, %grad: tensor<16x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice %[[W]] {{.*}} -> tensor<4x8xf32>
  // CHECK-DAG: %[[D:.*]] = fsdp_test.scale %[[WS]] {factor = 0.00999999977 : f32} : tensor<4x8xf32>
  // CHECK-DAG: %[[GS:.*]] = fsdp.reduce_scatter %[[G]]
  // CHECK: %[[U:.*]] = arith.addf %[[GS]], %[[D]] : tensor<4x8xf32>
  // CHECK: arith.subf %[[WS]], %[[U]] : tensor<4x8xf32>
  %d = fsdp_test.scale %w {factor = 0.01 : f32} : tensor<16x8xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %u = arith.addf %g, %d : tensor<16x8xf32>
  %nw = arith.subf %w, %u : tensor<16x8xf32>
  return %nw : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// A model that refuses says why; the reason is the remark, and the value is
// gathered in full.
// CHECK-LABEL: func @foreign_op_refuses
func.func @foreign_op_refuses(%w: tensor<16x8xf32> {fsdp.state}, %grad: tensor<16x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[GF:.*]] = fsdp.all_gather %[[GS]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // CHECK: fsdp_test.scale %[[GF]] {factor = 1.000000e-01 : f32, rowwise} : tensor<16x8xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // expected-remark @+1 {{'fsdp_test.scale' needs the full tensor, so it is gathered (or its all-reduce kept): its rows depend on each other (rowwise)}}
  %u = fsdp_test.scale %g {factor = 0.1 : f32, rowwise} : tensor<16x8xf32>
  %nw = arith.subf %w, %u : tensor<16x8xf32>
  return %nw : tensor<16x8xf32>
}
