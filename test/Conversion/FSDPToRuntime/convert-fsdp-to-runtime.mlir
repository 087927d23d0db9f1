// RUN: fsdp-opt %s --convert-fsdp-to-runtime -split-input-file | FileCheck %s

shard.grid @dp(shape = 4)

// The module records the runtime ABI its calls were emitted for.
// CHECK: module attributes {fsdp_rt.abi_version = 4 : i64}
// CHECK-LABEL: func @all_reduce_in_place_calls_runtime
// CHECK-SAME: (%[[G:.*]]: memref<16x8xf32>)
func.func @all_reduce_in_place_calls_runtime(%g: memref<16x8xf32>) {
  // CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
  // CHECK-DAG: %[[FOUR:.*]] = arith.constant 4 : i64
  // CHECK: %[[GROUP:.*]] = call @fsdp_rt_mlir_group(%{{[^,]+}}, %[[ONE]], %[[FOUR]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i64
  // CHECK: %[[F32:.*]] = arith.constant 0 : i32
  // CHECK: %[[IDX:.*]] = memref.extract_aligned_pointer_as_index %[[G]]
  // CHECK: %[[INT:.*]] = arith.index_cast %[[IDX]] : index to i64
  // CHECK: %[[PTR:.*]] = llvm.inttoptr %[[INT]] : i64 to !llvm.ptr
  // CHECK: %[[COUNT:.*]] = arith.constant 128 : i64
  // CHECK: %[[AVG:.*]] = arith.constant 1 : i32
  // CHECK: call @fsdp_rt_mlir_all_reduce(%{{[^,]+}}, %[[GROUP]], %[[PTR]], %[[PTR]], %[[COUNT]], %[[F32]], %[[AVG]]) : (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
  // CHECK-NOT: fsdp.buffer
  // CHECK-NOT: memref.alloc
  fsdp.buffer.all_reduce on @dp reduction = avg ins(%g : memref<16x8xf32>) outs(%g : memref<16x8xf32>)
  return
}

// The grid is gone once no collective refers to it; the runtime is declared.
// CHECK-NOT: shard.grid
// CHECK-DAG: func.func private @fsdp_rt_mlir_group(!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i64
// CHECK-DAG: func.func private @fsdp_rt_mlir_all_reduce(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
// CHECK-DAG: func.func private @fsdp_rt_mlir_reduce_scatter(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
// CHECK-DAG: func.func private @fsdp_rt_mlir_all_gather(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32) -> i32

// -----

shard.grid @g2(shape = 2x3)

// Group of axis 1 of a 2x3 grid: ndims 2, sizes 2 and 3, mask 0b10.
// CHECK-LABEL: func @all_reduce_group_of_axis
func.func @all_reduce_group_of_axis(%g: memref<6xbf16>) {
  // CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i64
  // CHECK-DAG: %[[THREE:.*]] = arith.constant 3 : i64
  // CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
  // CHECK: call @fsdp_rt_mlir_group(%{{[^,]+}}, %[[TWO]], %[[TWO]], %[[THREE]], %[[ONE]], %[[ONE]], %[[TWO]])
  // bf16 is dtype 2, and max is reduction 2.
  // CHECK: %[[TWO32:.*]] = arith.constant 2 : i32
  // CHECK: call @fsdp_rt_mlir_all_reduce(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[TWO32]], %[[TWO32]])
  fsdp.buffer.all_reduce on @g2 grid_axes = [1] reduction = max ins(%g : memref<6xbf16>) outs(%g : memref<6xbf16>)
  return
}

// -----

shard.grid @dp(shape = 2)

// A strided output is written through a contiguous temporary.
// CHECK-LABEL: func @all_reduce_strided_output_copies_back
// CHECK-SAME: (%[[IN:.*]]: memref<4xi32>, %[[OUT:.*]]: memref<4xi32, strided<[2]>>)
func.func @all_reduce_strided_output_copies_back(%in: memref<4xi32>, %out: memref<4xi32, strided<[2]>>) {
  // CHECK: %[[TMP:.*]] = memref.alloc() : memref<4xi32>
  // CHECK: %[[I32:.*]] = arith.constant 4 : i32
  // CHECK: call @fsdp_rt_mlir_all_reduce(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[I32]], %{{.*}})
  // CHECK: linalg.copy ins(%[[TMP]] : memref<4xi32>) outs(%[[OUT]] : memref<4xi32, strided<[2]>>)
  // CHECK: memref.dealloc %[[TMP]]
  fsdp.buffer.all_reduce on @dp ins(%in : memref<4xi32>) outs(%out : memref<4xi32, strided<[2]>>)
  return
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @reduce_scatter_dim0_counts_shard
// CHECK-SAME: (%[[G:.*]]: memref<16x8xf64>, %[[S:.*]]: memref<4x8xf64>)
func.func @reduce_scatter_dim0_counts_shard(%g: memref<16x8xf64>, %s: memref<4x8xf64>) {
  // CHECK: %[[F64:.*]] = arith.constant 1 : i32
  // CHECK: %[[SEND:.*]] = llvm.inttoptr
  // CHECK: %[[RECV:.*]] = llvm.inttoptr
  // CHECK: %[[COUNT:.*]] = arith.constant 32 : i64
  // CHECK: %[[SUM:.*]] = arith.constant 0 : i32
  // CHECK: call @fsdp_rt_mlir_reduce_scatter(%{{[^,]+}}, %{{.*}}, %[[SEND]], %[[RECV]], %[[COUNT]], %[[F64]], %[[SUM]])
  // CHECK-NOT: memref.alloc
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 ins(%g : memref<16x8xf64>) outs(%s : memref<4x8xf64>)
  return
}

// -----

shard.grid @dp(shape = 2)

// Along an inner dimension the blocks are packed into a 2 x shard staging
// buffer first.
// CHECK-LABEL: func @reduce_scatter_inner_dim_packs_blocks
// CHECK-SAME: (%[[G:.*]]: memref<3x8xf32>, %[[S:.*]]: memref<3x4xf32>)
func.func @reduce_scatter_inner_dim_packs_blocks(%g: memref<3x8xf32>, %s: memref<3x4xf32>) {
  // CHECK: %[[STAGE:.*]] = memref.alloc() : memref<2x3x4xf32>
  // CHECK: %[[B0:.*]] = memref.subview %[[G]][0, 0] [3, 4] [1, 1]
  // CHECK: %[[S0:.*]] = memref.subview %[[STAGE]][0, 0, 0] [1, 3, 4] [1, 1, 1]
  // CHECK: linalg.copy ins(%[[B0]] : {{.*}}) outs(%[[S0]] : {{.*}})
  // CHECK: %[[B1:.*]] = memref.subview %[[G]][0, 4] [3, 4] [1, 1]
  // CHECK: %[[S1:.*]] = memref.subview %[[STAGE]][1, 0, 0] [1, 3, 4] [1, 1, 1]
  // CHECK: linalg.copy ins(%[[B1]] : {{.*}}) outs(%[[S1]] : {{.*}})
  // CHECK: memref.extract_aligned_pointer_as_index %[[STAGE]]
  // CHECK: memref.extract_aligned_pointer_as_index %[[S]]
  // CHECK: %[[COUNT:.*]] = arith.constant 12 : i64
  // CHECK: call @fsdp_rt_mlir_reduce_scatter(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[COUNT]]
  // CHECK: memref.dealloc %[[STAGE]]
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 1 ins(%g : memref<3x8xf32>) outs(%s : memref<3x4xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @all_gather_dim0_direct
// CHECK-SAME: (%[[S:.*]]: memref<2x8xi8>, %[[W:.*]]: memref<8x8xi8>)
func.func @all_gather_dim0_direct(%s: memref<2x8xi8>, %w: memref<8x8xi8>) {
  // CHECK: %[[I8:.*]] = arith.constant 6 : i32
  // CHECK: memref.extract_aligned_pointer_as_index %[[S]]
  // CHECK: memref.extract_aligned_pointer_as_index %[[W]]
  // CHECK: %[[COUNT:.*]] = arith.constant 16 : i64
  // CHECK: call @fsdp_rt_mlir_all_gather(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[COUNT]], %[[I8]]) : (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i32) -> i32
  // CHECK-NOT: memref.alloc
  fsdp.buffer.all_gather on @dp gather_dim = 0 ins(%s : memref<2x8xi8>) outs(%w : memref<8x8xi8>)
  return
}

// -----

shard.grid @dp(shape = 2)

// Leading unit dimensions keep the blocks contiguous: no staging.
// CHECK-LABEL: func @all_gather_after_unit_dims_direct
func.func @all_gather_after_unit_dims_direct(%s: memref<1x2xf32>, %w: memref<1x4xf32>) {
  // CHECK-NOT: memref.alloc
  // CHECK: call @fsdp_rt_mlir_all_gather
  fsdp.buffer.all_gather on @dp gather_dim = 1 ins(%s : memref<1x2xf32>) outs(%w : memref<1x4xf32>)
  return
}

// -----

shard.grid @dp(shape = 2)

// CHECK-LABEL: func @all_gather_inner_dim_unpacks_blocks
// CHECK-SAME: (%[[S:.*]]: memref<3x4xf32>, %[[W:.*]]: memref<3x8xf32>)
func.func @all_gather_inner_dim_unpacks_blocks(%s: memref<3x4xf32>, %w: memref<3x8xf32>) {
  // CHECK: %[[STAGE:.*]] = memref.alloc() : memref<2x3x4xf32>
  // CHECK: call @fsdp_rt_mlir_all_gather
  // CHECK: %[[S1:.*]] = memref.subview %[[STAGE]][1, 0, 0] [1, 3, 4] [1, 1, 1]
  // CHECK: %[[B1:.*]] = memref.subview %[[W]][0, 4] [3, 4] [1, 1]
  // CHECK: linalg.copy ins(%[[S1]] : {{.*}}) outs(%[[B1]] : {{.*}})
  // CHECK: memref.dealloc %[[STAGE]]
  fsdp.buffer.all_gather on @dp gather_dim = 1 ins(%s : memref<3x4xf32>) outs(%w : memref<3x8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)

// Dynamic sizes: the count is the product of the dimensions.
// CHECK-LABEL: func @all_gather_dynamic_counts_elements
// CHECK-SAME: (%[[S:.*]]: memref<?x8xf32>, %[[W:.*]]: memref<?x8xf32>)
func.func @all_gather_dynamic_counts_elements(%s: memref<?x8xf32>, %w: memref<?x8xf32>) {
  // CHECK: %[[D0:.*]] = memref.dim %[[S]], %{{.*}}
  // CHECK: %[[D1:.*]] = memref.dim %[[S]], %{{.*}}
  // CHECK: %[[N:.*]] = arith.muli %[[D0]], %[[D1]]
  // CHECK: %[[COUNT:.*]] = arith.index_cast %[[N]] : index to i64
  // CHECK: call @fsdp_rt_mlir_all_gather(%{{[^,]+}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[COUNT]]
  fsdp.buffer.all_gather on @dp gather_dim = 0 ins(%s : memref<?x8xf32>) outs(%w : memref<?x8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)

// Tensor collectives are not this pass's business; their grid stays.
// CHECK: shard.grid @dp
// CHECK-LABEL: func @tensor_collective_left_alone
func.func @tensor_collective_left_alone(%g: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: fsdp.all_reduce
  %r = fsdp.all_reduce %g on @dp : tensor<8xf32>
  return %r : tensor<8xf32>
}
// CHECK-NOT: fsdp_rt_mlir

// -----

shard.grid @g(shape = 2x3)

// The rank's coordinates: its group-rank in the group of every axis (mask
// 0b11) for the linear index, and in the group of each axis alone (0b01,
// 0b10) for the multi-index.
// CHECK-LABEL: func @process_indices
func.func @process_indices() -> (index, index, index, index) {
  // ndims 2, sizes 2 and 3, then the mask.
  // CHECK: %[[GROUP:.*]] = call @fsdp_rt_mlir_group(%{{[^,]+}}, %c2_i64, %c2_i64, %c3_i64, %c1_i64, %c1_i64, %c3_i64)
  // CHECK: %[[RANK:.*]] = call @fsdp_rt_mlir_group_rank(%{{[^,]+}}, %[[GROUP]]) : (!llvm.ptr, i64) -> i64
  // CHECK: %[[LINEAR:.*]] = arith.index_cast %[[RANK]] : i64 to index
  %l = shard.process_linear_index on @g : index
  // CHECK: %[[G0:.*]] = call @fsdp_rt_mlir_group(%{{[^,]+}}, %[[TWO:c2_i64_[0-9]+]], %[[TWO]], %[[THREE:c3_i64_[0-9]+]], %[[ONE:c1_i64_[0-9]+]], %[[ONE]], %[[ONE]])
  // CHECK: %[[R0:.*]] = call @fsdp_rt_mlir_group_rank(%{{[^,]+}}, %[[G0]])
  // CHECK: %[[I0:.*]] = arith.index_cast %[[R0]] : i64 to index
  // CHECK: %[[G1:.*]] = call @fsdp_rt_mlir_group(%{{[^,]+}}, %[[TWO]], %[[TWO]], %[[THREE]], %[[ONE]], %[[ONE]], %[[TWO]])
  // CHECK: %[[R1:.*]] = call @fsdp_rt_mlir_group_rank(%{{[^,]+}}, %[[G1]])
  // CHECK: %[[I1:.*]] = arith.index_cast %[[R1]] : i64 to index
  %m:2 = shard.process_multi_index on @g : index, index
  // CHECK: %[[G2:.*]] = call @fsdp_rt_mlir_group(%{{[^,]+}}, %[[TWO2:c2_i64_[0-9]+]], %[[TWO2]], %{{.*}}, %{{.*}}, %{{.*}}, %[[TWO2]])
  // CHECK: %[[R2:.*]] = call @fsdp_rt_mlir_group_rank(%{{[^,]+}}, %[[G2]])
  // CHECK: %[[I2:.*]] = arith.index_cast %[[R2]] : i64 to index
  %c = shard.process_multi_index on @g axes = [1] : index
  // CHECK: return %[[LINEAR]], %[[I0]], %[[I1]], %[[I2]]
  return %l, %m#0, %m#1, %c : index, index, index, index
}
// CHECK-NOT: shard.grid
// CHECK: func.func private @fsdp_rt_mlir_group_rank(!llvm.ptr, i64) -> i64

// -----

// Without collectives nothing calls the runtime: no declarations, no stamp.
// CHECK-LABEL: module {
// CHECK-LABEL: func @no_collective_no_runtime
// CHECK-NOT: fsdp_rt
func.func @no_collective_no_runtime(%g: memref<8xf32>) {
  return
}

