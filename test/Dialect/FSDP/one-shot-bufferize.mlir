// RUN: fsdp-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file | FileCheck %s

shard.grid @dp(shape = 4)

// The gradient is dead after its reduction: reduced in place.
// CHECK-LABEL: func @all_reduce_in_place
// CHECK-SAME: (%[[G:.*]]: memref<16x8xf32>) -> memref<16x8xf32>
func.func @all_reduce_in_place(%g: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // CHECK-NOT: memref.alloc
  // CHECK: fsdp.buffer.all_reduce on @dp reduction = avg ins(%[[G]] : memref<16x8xf32>) outs(%[[G]] : memref<16x8xf32>)
  // CHECK: return %[[G]]
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// The input is read after the all-reduce: it is reduced in a copy.
// CHECK-LABEL: func @all_reduce_copies_live_input
// CHECK-SAME: (%[[G:.*]]: memref<8xf32>)
func.func @all_reduce_copies_live_input(%g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<8xf32>
  // CHECK: memref.copy %[[G]], %[[COPY]]
  // CHECK: fsdp.buffer.all_reduce on @dp ins(%[[COPY]] : memref<8xf32>) outs(%[[COPY]] : memref<8xf32>)
  // CHECK: return %[[COPY]], %[[G]]
  %r = fsdp.all_reduce %g on @dp : tensor<8xf32>
  return %r, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @reduce_scatter_allocates_shard
// CHECK-SAME: (%[[G:.*]]: memref<16x8xf32>) -> memref<4x8xf32>
func.func @reduce_scatter_allocates_shard(%g: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // CHECK: %[[S:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
  // CHECK: fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 reduction = avg ins(%[[G]] : memref<16x8xf32>) outs(%[[S]] : memref<4x8xf32>)
  // CHECK: return %[[S]]
  %s = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @all_gather_dynamic_dim
// CHECK-SAME: (%[[S:.*]]: memref<?x8xf32>) -> memref<?x8xf32>
func.func @all_gather_dynamic_dim(%s: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK: %[[D:.*]] = memref.dim %[[S]], %[[C0]]
  // CHECK: %[[C4:.*]] = arith.constant 4 : index
  // CHECK: %[[N:.*]] = arith.muli %[[D]], %[[C4]]
  // CHECK: %[[W:.*]] = memref.alloc(%[[N]]) {{.*}} : memref<?x8xf32>
  // CHECK: fsdp.buffer.all_gather on @dp gather_dim = 0 ins(%[[S]] : memref<?x8xf32>) outs(%[[W]] : memref<?x8xf32>)
  %w = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  return %w : tensor<?x8xf32>
}

// -----

shard.grid @dp(shape = 2)

// Two gathers of one shard stay two collectives, each with its own buffer.
// CHECK-LABEL: func @two_gathers_two_buffers
func.func @two_gathers_two_buffers(%s: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
  // CHECK: fsdp.buffer.all_gather {{.*}} outs(%[[A]] : memref<4xf32>)
  // CHECK: %[[B:.*]] = memref.alloc() {{.*}} : memref<4xf32>
  // CHECK: fsdp.buffer.all_gather {{.*}} outs(%[[B]] : memref<4xf32>)
  // CHECK: return %[[A]], %[[B]]
  %a = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %b = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
