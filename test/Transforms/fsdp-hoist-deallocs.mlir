// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-hoist-deallocs))" -split-input-file -allow-unregistered-dialect | FileCheck %s

shard.grid @dp(shape = 2)

// A gathered parameter dies after the matmul that needs it, not at the end.
// CHECK-LABEL: func @gathered_parameter_freed_after_last_use
func.func @gathered_parameter_freed_after_last_use(%s: memref<2x4xf32>, %x: memref<3x4xf32>, %o: memref<3x4xf32>, %p: memref<4x4xf32>) {
  // CHECK: %[[W:.*]] = memref.alloc() : memref<4x4xf32>
  // CHECK-NEXT: fsdp.buffer.all_gather {{.*}} outs(%[[W]] : memref<4x4xf32>)
  // CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[W]] : {{.*}}) outs(%{{.*}} : memref<3x4xf32>)
  // CHECK-NEXT: memref.dealloc %[[W]]
  // CHECK-NEXT: linalg.copy
  %w = memref.alloc() : memref<4x4xf32>
  fsdp.buffer.all_gather on @dp gather_dim = 0 ins(%s : memref<2x4xf32>) outs(%w : memref<4x4xf32>)
  linalg.matmul ins(%x, %w : memref<3x4xf32>, memref<4x4xf32>) outs(%o : memref<3x4xf32>)
  linalg.copy ins(%p : memref<4x4xf32>) outs(%p : memref<4x4xf32>)
  memref.dealloc %w : memref<4x4xf32>
  return
}

// -----

// A use through a view keeps the buffer alive.
// CHECK-LABEL: func @view_use_keeps_buffer
func.func @view_use_keeps_buffer(%o: memref<2xf32>) {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: %[[V:.*]] = memref.subview %[[A]]
  // CHECK: memref.copy %[[V]], %{{.*}}
  // CHECK-NEXT: memref.dealloc %[[A]]
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  "test.unrelated"() : () -> ()
  memref.copy %v, %o : memref<2xf32, strided<[1]>> to memref<2xf32>
  "test.unrelated"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// A use inside a region counts for the op that holds the region.
// CHECK-LABEL: func @use_in_region_counts_for_its_op
func.func @use_in_region_counts_for_its_op(%n: index, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: scf.for
  // CHECK: memref.copy %[[A]]
  // CHECK: }
  // CHECK-NEXT: memref.dealloc %[[A]]
  // CHECK-NEXT: "test.unrelated"
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %o : memref<4xf32> to memref<4xf32>
  }
  "test.unrelated"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// A pointer taken out of the buffer may be used later: left alone.
// CHECK-LABEL: func @extracted_pointer_not_moved
func.func @extracted_pointer_not_moved() -> index {
  // CHECK: memref.extract_aligned_pointer_as_index
  // CHECK-NEXT: "test.unrelated"
  // CHECK-NEXT: memref.dealloc
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  "test.unrelated"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return %p : index
}

// -----

// A buffer that is never used is freed right after its allocation.
// CHECK-LABEL: func @unused_buffer_freed_at_once
func.func @unused_buffer_freed_at_once() {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK-NEXT: memref.dealloc %[[A]]
  // CHECK-NEXT: "test.unrelated"
  %a = memref.alloc() : memref<4xf32>
  "test.unrelated"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

shard.grid @dp(shape = 2)

// While a collective is in flight its buffers stay alive: the wait, which
// names them, is their last use, not the start.
// CHECK-LABEL: func @buffers_live_until_wait
func.func @buffers_live_until_wait(%x: memref<3x4xf32>, %o: memref<3x4xf32>) {
  // CHECK: %[[T:.*]] = fsdp.buffer.all_gather_start
  // CHECK-NEXT: linalg.copy
  // CHECK-NEXT: fsdp.buffer.wait %[[T]]
  // CHECK-NEXT: memref.dealloc %[[S:.*]] :
  // CHECK-NEXT: linalg.matmul
  // CHECK-NEXT: memref.dealloc %[[W:.*]] :
  %s = memref.alloc() : memref<2x4xf32>
  %w = memref.alloc() : memref<4x4xf32>
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<2x4xf32>) outs(%w : memref<4x4xf32>)
  linalg.copy ins(%x : memref<3x4xf32>) outs(%o : memref<3x4xf32>)
  fsdp.buffer.wait %t ins(%s : memref<2x4xf32>) outs(%w : memref<4x4xf32>)
  linalg.matmul ins(%x, %w : memref<3x4xf32>, memref<4x4xf32>) outs(%o : memref<3x4xf32>)
  memref.dealloc %s : memref<2x4xf32>
  memref.dealloc %w : memref<4x4xf32>
  return
}
