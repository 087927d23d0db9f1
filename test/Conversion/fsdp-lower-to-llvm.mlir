// The whole lowering of the bundled DDP step, and of a sharded update.
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-lower-to-llvm | FileCheck %s --check-prefix=DDP
// RUN: fsdp-opt %s --fsdp-lower-to-llvm | FileCheck %s
// RUN: fsdp-opt %s --fsdp-lower-to-llvm="use-generic-functions=false" | FileCheck %s --check-prefix=MALLOC

// The DDP step's three all-reduces (loss and two gradients) are runtime calls,
// and every buffer comes from the runtime's tracked allocator.
// DDP-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// DDP-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// DDP-LABEL: llvm.func @train_step
// DDP-COUNT-3: llvm.call @fsdp_rt_mlir_all_reduce
// DDP-NOT: llvm.call @fsdp_rt_mlir_all_reduce
// DDP-NOT: llvm.call @malloc
// DDP: llvm.func @fsdp_rt_mlir_group(!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i64
// DDP-NOT: shard.grid
// DDP-NOT: fsdp.

shard.grid @dp(shape = 2)

#id = affine_map<(d0) -> (d0)>

// A ZeRO-style SGD update of one 8-element parameter held as a 4-element
// shard: gather, use, reduce-scatter the gradient, update the shard.
// CHECK-LABEL: llvm.func @sharded_sgd
// CHECK: llvm.call @fsdp_rt_mlir_group
// CHECK: llvm.call @fsdp_rt_mlir_all_gather
// CHECK: llvm.call @fsdp_rt_mlir_reduce_scatter
// CHECK: llvm.return
// CHECK-NOT: memref.
// CHECK-NOT: shard.grid
// MALLOC-LABEL: llvm.func @sharded_sgd
// MALLOC: llvm.call @malloc
// MALLOC-NOT: _mlir_memref_to_llvm_alloc
func.func @sharded_sgd(
    %w: tensor<4xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8], pad = 0>},
    %x: tensor<8xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64, fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8], pad = 0>}) {
  %lr = arith.constant dense<0.5> : tensor<4xf32>
  %full = fsdp.all_gather %w on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %g = arith.mulf %full, %x : tensor<8xf32>
  %gs = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<8xf32> -> tensor<4xf32>
  %u = arith.mulf %gs, %lr : tensor<4xf32>
  %nw = arith.subf %w, %u : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// A state returned unchanged is copied into a buffer the caller owns; no
// bufferization op survives.
// CHECK-LABEL: llvm.func @returns_its_argument
// CHECK: llvm.call @_mlir_memref_to_llvm_alloc
// CHECK-NOT: bufferization.
// CHECK: llvm.return
func.func @returns_its_argument(%w: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}

// A DDP step synced with upstream `shard.all_reduce` lowers like one synced
// with `fsdp.all_reduce`: the lowering imports it first.
// CHECK-LABEL: llvm.func @shard_all_reduce_step
// CHECK: llvm.call @fsdp_rt_mlir_all_reduce
// CHECK: llvm.return
func.func @shard_all_reduce_step(%w: tensor<8xf32> {fsdp.state}, %x: tensor<8xf32>)
    -> (tensor<8xf32> {fsdp.updates = 0 : i64}) {
  %g = arith.mulf %w, %x : tensor<8xf32>
  %gr = shard.all_reduce %g on @dp grid_axes = [0] reduction = average : tensor<8xf32> -> tensor<8xf32>
  %nw = arith.subf %w, %gr : tensor<8xf32>
  return %nw : tensor<8xf32>
}
