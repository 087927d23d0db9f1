// RUN: fsdp-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file | FileCheck %s

shard.grid @dp(shape = 4)

// The start writes a new buffer; the wait names the start's buffers and its
// result is that same buffer.
// CHECK-LABEL: func @all_gather_start_allocates_and_wait_forwards
// CHECK-SAME: (%[[S:.*]]: memref<4x8xf32>) -> memref<16x8xf32>
func.func @all_gather_start_allocates_and_wait_forwards(%s: tensor<4x8xf32>) -> tensor<16x8xf32> {
  // CHECK: %[[W:.*]] = memref.alloc() {{.*}} : memref<16x8xf32>
  // CHECK: %[[T:.*]] = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%[[S]] : memref<4x8xf32>) outs(%[[W]] : memref<16x8xf32>)
  // CHECK: fsdp.buffer.wait %[[T]] ins(%[[S]] : memref<4x8xf32>) outs(%[[W]] : memref<16x8xf32>)
  // CHECK-NOT: memref.copy
  // CHECK: return %[[W]]
  %r, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %w = fsdp.wait %t, %r : tensor<16x8xf32>
  return %w : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @reduce_scatter_start_writes_shard
// CHECK-SAME: (%[[G:.*]]: memref<16x8xf32>) -> memref<4x8xf32>
func.func @reduce_scatter_start_writes_shard(%g: tensor<16x8xf32>) -> tensor<4x8xf32> {
  // CHECK: %[[S:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
  // CHECK: %[[T:.*]] = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0 reduction = avg ins(%[[G]] : memref<16x8xf32>) outs(%[[S]] : memref<4x8xf32>)
  // CHECK: fsdp.buffer.wait %[[T]] ins(%[[G]] : memref<16x8xf32>) outs(%[[S]] : memref<4x8xf32>)
  // CHECK: return %[[S]]
  %r, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %s = fsdp.wait %t, %r : tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// Unlike the blocking all-reduce, the async one never reduces in place: the
// result is written in the background, so it gets a buffer of its own.
// CHECK-LABEL: func @all_reduce_start_never_in_place
// CHECK-SAME: (%[[G:.*]]: memref<8xf32>) -> memref<8xf32>
func.func @all_reduce_start_never_in_place(%g: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[R:.*]] = memref.alloc() {{.*}} : memref<8xf32>
  // CHECK: %[[T:.*]] = fsdp.buffer.all_reduce_start on @dp ins(%[[G]] : memref<8xf32>) outs(%[[R]] : memref<8xf32>)
  // CHECK: fsdp.buffer.wait %[[T]] ins(%[[G]] : memref<8xf32>) outs(%[[R]] : memref<8xf32>)
  // CHECK: return %[[R]]
  %r, %t = fsdp.all_reduce_start %g on @dp : tensor<8xf32>
  %v = fsdp.wait %t, %r : tensor<8xf32>
  return %v : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 2)

// Compute between start and wait reads the input; the gathered buffer is
// used only after the wait.
// CHECK-LABEL: func @compute_between_start_and_wait
func.func @compute_between_start_and_wait(%s: tensor<2x4xf32>, %x: tensor<4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  // CHECK: %[[T:.*]] = fsdp.buffer.all_gather_start
  // CHECK: linalg.copy
  // CHECK: fsdp.buffer.wait %[[T]]
  %r, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2x4xf32> -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.copy ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = fsdp.wait %t, %r : tensor<4x4xf32>
  return %w, %y : tensor<4x4xf32>, tensor<4xf32>
}
