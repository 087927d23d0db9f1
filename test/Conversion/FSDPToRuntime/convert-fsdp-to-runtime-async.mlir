// RUN: fsdp-opt %s --convert-fsdp-to-runtime -split-input-file -allow-unregistered-dialect | FileCheck %s

shard.grid @dp(shape = 4)

// The start returns a request id that the wait completes; the compute in
// between stays between them.
// CHECK-LABEL: func @all_gather_start_and_wait_call_runtime
// CHECK-SAME: (%[[S:.*]]: memref<4x8xf32>, %[[W:.*]]: memref<16x8xf32>)
func.func @all_gather_start_and_wait_call_runtime(%s: memref<4x8xf32>, %w: memref<16x8xf32>) {
  // CHECK: %[[GROUP:.*]] = call @fsdp_rt_mlir_group
  // CHECK: %[[REQ:.*]] = call @fsdp_rt_mlir_all_gather_start(%{{[^,]+}}, %[[GROUP]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32) -> i64
  // CHECK-NEXT: "compute"()
  // CHECK-NEXT: llvm.mlir.addressof @fsdp_rt_step_context
  // CHECK-NEXT: llvm.load
  // CHECK-NEXT: call @fsdp_rt_mlir_wait(%{{[^,]+}}, %[[REQ]]) : (!llvm.ptr, i64) -> i32
  // CHECK-NEXT: "use"(%[[W]])
  // CHECK-NOT: fsdp.buffer
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
  "compute"() : () -> ()
  fsdp.buffer.wait %t ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
  "use"(%w) : (memref<16x8xf32>) -> ()
  return
}

// CHECK-DAG: func.func private @fsdp_rt_mlir_all_reduce_start(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i64
// CHECK-DAG: func.func private @fsdp_rt_mlir_reduce_scatter_start(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i64
// CHECK-DAG: func.func private @fsdp_rt_mlir_all_gather_start(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32) -> i64
// CHECK-DAG: func.func private @fsdp_rt_mlir_wait(!llvm.ptr, i64) -> i32

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @reduce_scatter_start_passes_shard_count
func.func @reduce_scatter_start_passes_shard_count(%g: memref<16x8xf32>, %s: memref<4x8xf32>) {
  // CHECK-DAG: %[[COUNT:.*]] = arith.constant 32 : i64
  // CHECK-DAG: %[[AVG:.*]] = arith.constant 1 : i32
  // CHECK: %[[REQ:.*]] = call @fsdp_rt_mlir_reduce_scatter_start(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[COUNT]], %{{.*}}, %[[AVG]])
  // CHECK: call @fsdp_rt_mlir_wait(%{{[^,]+}}, %[[REQ]])
  %t = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0 reduction = avg ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
  fsdp.buffer.wait %t ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @all_reduce_start_in_place
func.func @all_reduce_start_in_place(%g: memref<16xf32>) {
  // CHECK: %[[PTR:.*]] = llvm.inttoptr
  // CHECK: %[[REQ:.*]] = call @fsdp_rt_mlir_all_reduce_start(%{{[^,]+}}, %{{.*}}, %[[PTR]], %[[PTR]], %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i64
  // CHECK: call @fsdp_rt_mlir_wait(%{{[^,]+}}, %[[REQ]])
  %t = fsdp.buffer.all_reduce_start on @dp ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
  fsdp.buffer.wait %t ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
  return
}

// -----

shard.grid @dp(shape = 2)

// A gather along an inner dimension goes through a staging buffer: it lives
// from the start to the wait, where it is unpacked into the output and freed.
// CHECK-LABEL: func @all_gather_start_inner_dim_unpacks_at_wait
func.func @all_gather_start_inner_dim_unpacks_at_wait(%s: memref<4x2xf32>, %w: memref<4x4xf32>) {
  // CHECK: %[[STAGE:.*]] = memref.alloc() : memref<2x4x2xf32>
  // CHECK: %[[REQ:.*]] = call @fsdp_rt_mlir_all_gather_start
  // CHECK-NEXT: "compute"()
  // CHECK-NEXT: llvm.mlir.addressof @fsdp_rt_step_context
  // CHECK-NEXT: llvm.load
  // CHECK-NEXT: call @fsdp_rt_mlir_wait(%{{[^,]+}}, %[[REQ]])
  // CHECK: linalg.copy
  // CHECK: linalg.copy
  // CHECK: memref.dealloc %[[STAGE]]
  // CHECK-NEXT: "use"
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 1 ins(%s : memref<4x2xf32>) outs(%w : memref<4x4xf32>)
  "compute"() : () -> ()
  fsdp.buffer.wait %t ins(%s : memref<4x2xf32>) outs(%w : memref<4x4xf32>)
  "use"(%w) : (memref<4x4xf32>) -> ()
  return
}

// -----

shard.grid @dp(shape = 2)

// An op that overwrites the input while the collective may still read it
// makes the wait move up to just before it.
// CHECK-LABEL: func @wait_moves_above_write_of_input
func.func @wait_moves_above_write_of_input(%s: memref<2x4xf32>, %w: memref<4x4xf32>, %x: memref<2x4xf32>) {
  // CHECK: %[[REQ:.*]] = call @fsdp_rt_mlir_all_gather_start
  // CHECK-NEXT: linalg.copy ins(%{{.*}} : memref<2x4xf32>) outs(%{{.*}} : memref<2x4xf32>)
  // CHECK-NEXT: llvm.mlir.addressof @fsdp_rt_step_context
  // CHECK-NEXT: llvm.load
  // CHECK-NEXT: call @fsdp_rt_mlir_wait(%{{[^,]+}}, %[[REQ]])
  // CHECK-NEXT: linalg.copy ins(%{{.*}} : memref<2x4xf32>) outs(%[[S:.*]] : memref<2x4xf32>)
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<2x4xf32>) outs(%w : memref<4x4xf32>)
  linalg.copy ins(%s : memref<2x4xf32>) outs(%x : memref<2x4xf32>)
  linalg.copy ins(%x : memref<2x4xf32>) outs(%s : memref<2x4xf32>)
  fsdp.buffer.wait %t ins(%s : memref<2x4xf32>) outs(%w : memref<4x4xf32>)
  return
}
