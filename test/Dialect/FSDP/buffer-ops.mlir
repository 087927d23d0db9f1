// RUN: fsdp-opt %s | fsdp-opt | FileCheck %s
// RUN: fsdp-opt %s --mlir-print-op-generic | fsdp-opt | FileCheck %s

shard.grid @dp(shape = 4)
shard.grid @grid2d(shape = 2x4)

// CHECK-LABEL: func @buffer_all_reduce_in_place
func.func @buffer_all_reduce_in_place(%g: memref<16x8xf32>) {
  // CHECK: fsdp.buffer.all_reduce on @dp reduction = avg ins(%[[G:.*]] : memref<16x8xf32>) outs(%[[G]] : memref<16x8xf32>)
  fsdp.buffer.all_reduce on @dp reduction = avg ins(%g : memref<16x8xf32>) outs(%g : memref<16x8xf32>)
  return
}

// CHECK-LABEL: func @buffer_all_reduce_strided_output
func.func @buffer_all_reduce_strided_output(%g: memref<4xi64>, %o: memref<4xi64, strided<[2]>>) {
  // CHECK: fsdp.buffer.all_reduce on @grid2d grid_axes = [1] reduction = max ins(%{{.*}} : memref<4xi64>) outs(%{{.*}} : memref<4xi64, strided<[2]>>)
  fsdp.buffer.all_reduce on @grid2d grid_axes = [1] reduction = max ins(%g : memref<4xi64>) outs(%o : memref<4xi64, strided<[2]>>)
  return
}

// CHECK-LABEL: func @buffer_reduce_scatter
func.func @buffer_reduce_scatter(%g: memref<16x8xf32>, %s: memref<4x8xf32>) {
  // CHECK: fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 reduction = avg ins(%{{.*}} : memref<16x8xf32>) outs(%{{.*}} : memref<4x8xf32>)
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 reduction = avg ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func @buffer_all_gather_dynamic
func.func @buffer_all_gather_dynamic(%s: memref<?x8xbf16>, %w: memref<?x8xbf16>) {
  // CHECK: fsdp.buffer.all_gather on @grid2d grid_axes = [0, 1] gather_dim = 0 ins(%{{.*}} : memref<?x8xbf16>) outs(%{{.*}} : memref<?x8xbf16>)
  fsdp.buffer.all_gather on @grid2d grid_axes = [0, 1] gather_dim = 0 ins(%s : memref<?x8xbf16>) outs(%w : memref<?x8xbf16>)
  return
}
