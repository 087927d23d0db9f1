// RUN: fsdp-opt %s | fsdp-opt | FileCheck %s
// RUN: fsdp-opt %s --mlir-print-op-generic | fsdp-opt | FileCheck %s

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @buffer_all_gather_start_and_wait
func.func @buffer_all_gather_start_and_wait(%s: memref<4x8xf32>, %w: memref<16x8xf32>) {
  // CHECK: %[[T:.*]] = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%[[S:.*]] : memref<4x8xf32>) outs(%[[W:.*]] : memref<16x8xf32>)
  // CHECK: fsdp.buffer.wait %[[T]] ins(%[[S]] : memref<4x8xf32>) outs(%[[W]] : memref<16x8xf32>)
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
  fsdp.buffer.wait %t ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
  return
}

// CHECK-LABEL: func @buffer_reduce_scatter_start_and_wait
func.func @buffer_reduce_scatter_start_and_wait(%g: memref<16x8xf32>, %s: memref<4x8xf32>) {
  // CHECK: %[[T:.*]] = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0 reduction = avg ins(%{{.*}} : memref<16x8xf32>) outs(%{{.*}} : memref<4x8xf32>)
  // CHECK: fsdp.buffer.wait %[[T]]
  %t = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0 reduction = avg ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
  fsdp.buffer.wait %t ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func @buffer_all_reduce_start_in_place
func.func @buffer_all_reduce_start_in_place(%g: memref<16xf32>) {
  // CHECK: %[[T:.*]] = fsdp.buffer.all_reduce_start on @dp reduction = max ins(%[[G:.*]] : memref<16xf32>) outs(%[[G]] : memref<16xf32>)
  // CHECK: fsdp.buffer.wait %[[T]] ins(%[[G]] : memref<16xf32>) outs(%[[G]] : memref<16xf32>)
  %t = fsdp.buffer.all_reduce_start on @dp reduction = max ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
  fsdp.buffer.wait %t ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
  return
}
