// RUN: fsdp-opt %s --fsdp-shard-state --split-input-file | FileCheck %s
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=shard-grad-op --fsdp-shard-state --split-input-file | FileCheck %s --check-prefix=ZERO2
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=no-shard --fsdp-shard-state --split-input-file | FileCheck %s --check-prefix=DDP

shard.grid @dp(shape = 4)

// The input is what fsdp-shard-update leaves: the update computed on slices
// of the state, and the new state gathered for the return.

// CHECK-LABEL: func @parameter_gathered_before_each_use
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.state}, %[[X:.*]]: tensor<2x16xf32>, %[[GS:.*]]: tensor<4x8xf32>)
// CHECK-SAME: -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.updates = 0 : i64}, tensor<2x8xf32>, tensor<8x16xf32>)
// ZERO2-LABEL: func @parameter_gathered_before_each_use
// DDP-LABEL: func @parameter_gathered_before_each_use
// DDP-SAME: (%{{.*}}: tensor<16x8xf32> {fsdp.state}
// DDP-NOT: fsdp.sharding
func.func @parameter_gathered_before_each_use(%w: tensor<16x8xf32> {fsdp.state}, %x: tensor<2x16xf32>, %gs: tensor<4x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}, tensor<2x8xf32>, tensor<8x16xf32>) {
  // CHECK-NOT: shard.all_slice
  // CHECK: %[[A1:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // CHECK-NEXT: linalg.matmul ins(%[[X]], %[[A1]] :
  // CHECK: %[[A2:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // CHECK-NEXT: linalg.transpose ins(%[[A2]] :
  // CHECK: %[[NW:.*]] = arith.subf %[[W]], %[[GS]] : tensor<4x8xf32>
  // CHECK: return %[[NW]], %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<2x8xf32>, tensor<8x16xf32>
  // ZERO2: %[[A:.*]] = fsdp.all_gather
  // ZERO2-NEXT: linalg.matmul ins(%{{.*}}, %[[A]] :
  // ZERO2-NOT: fsdp.all_gather
  // ZERO2: linalg.transpose ins(%[[A]] :
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x16xf32>, tensor<16x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %et = tensor.empty() : tensor<8x16xf32>
  %wt = linalg.transpose ins(%w : tensor<16x8xf32>) outs(%et : tensor<8x16xf32>) permutation = [1, 0]
  %nws = arith.subf %ws, %gs : tensor<4x8xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %nw, %y, %wt : tensor<16x8xf32>, tensor<2x8xf32>, tensor<8x16xf32>
}

// -----

shard.grid @dp(shape = 4)

// Optimizer state that only the update touches is never gathered; padding
// is recorded in the sharding attribute.
// CHECK-LABEL: func @optimizer_state_never_gathered
// CHECK-SAME: %[[M:.*]]: tensor<3x2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [10, 2], pad = 2>, fsdp.state}
// CHECK-SAME: -> (tensor<3x2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [10, 2], pad = 2>, fsdp.updates = 0 : i64})
func.func @optimizer_state_never_gathered(%m: tensor<10x2xf32> {fsdp.state}, %gs: tensor<3x2xf32>)
    -> (tensor<10x2xf32> {fsdp.updates = 0 : i64}) {
  // CHECK-NOT: fsdp.all_gather
  // CHECK-NOT: tensor.pad
  // CHECK: %[[NM:.*]] = arith.addf %[[M]], %{{.*}} : tensor<3x2xf32>
  // CHECK-NEXT: return %[[NM]] : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %m low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<10x2xf32> to tensor<12x2xf32>
  %ms = shard.all_slice %p on @dp grid_axes = [0] slice_axis = 0 : tensor<12x2xf32> -> tensor<3x2xf32>
  %nms = arith.addf %ms, %gs : tensor<3x2xf32>
  %g = fsdp.all_gather %nms on @dp gather_dim = 0 : tensor<3x2xf32> -> tensor<12x2xf32>
  %nm = tensor.extract_slice %g[0, 0] [10, 2] [1, 1] : tensor<12x2xf32> to tensor<10x2xf32>
  return %nm : tensor<10x2xf32>
}

// -----

shard.grid @dp(shape = 2)

// State updated in full (a step counter, a replicated bias) stays as is; a
// padded parameter is gathered and its padding sliced off before use.
// CHECK-LABEL: func @replicated_state_and_padded_parameter
// CHECK-SAME: (%[[T:.*]]: tensor<i64> {fsdp.state}, %[[W:.*]]: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [3], pad = 1>, fsdp.state}, %[[GS:.*]]: tensor<2xf32>)
func.func @replicated_state_and_padded_parameter(%t: tensor<i64> {fsdp.state}, %w: tensor<3xf32> {fsdp.state}, %gs: tensor<2xf32>)
    -> (tensor<3xf32>, tensor<i64> {fsdp.updates = 0 : i64}, tensor<3xf32> {fsdp.updates = 1 : i64}) {
  // CHECK: %[[A:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  // CHECK-NEXT: %[[FULL:.*]] = tensor.extract_slice %[[A]][0] [3] [1] : tensor<4xf32> to tensor<3xf32>
  // CHECK-NEXT: %[[Y:.*]] = arith.mulf %[[FULL]], %[[FULL]] : tensor<3xf32>
  // CHECK: %[[NT:.*]] = arith.addi %[[T]]
  // CHECK: return %[[Y]], %[[NT]], %{{.*}} : tensor<3xf32>, tensor<i64>, tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %w low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<3xf32> to tensor<4xf32>
  %ws = shard.all_slice %p on @dp grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  %y = arith.mulf %w, %w : tensor<3xf32>
  %one = arith.constant dense<1> : tensor<i64>
  %nt = arith.addi %t, %one : tensor<i64>
  %nws = arith.subf %ws, %gs : tensor<2xf32>
  %g = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %nw = tensor.extract_slice %g[0] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %y, %nt, %nw : tensor<3xf32>, tensor<i64>, tensor<3xf32>
}

// -----

shard.grid @dp(shape = 2)

// A use inside a loop body is served by one gather before the loop, never
// by a gather inside it (once per iteration).
// CHECK-LABEL: func @use_in_loop_body_gathered_before_the_loop
func.func @use_in_loop_body_gathered_before_the_loop(%w: tensor<4xf32> {fsdp.state}, %gs: tensor<2xf32>, %acc: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32>) {
  // CHECK: %[[A:.*]] = fsdp.all_gather
  // CHECK-NEXT: scf.for
  // CHECK-NOT: fsdp.all_gather
  // CHECK: arith.addf %{{.*}}, %[[A]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: scf.yield
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %acc) -> tensor<4xf32> {
    %n = arith.addf %a, %w : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  %nws = arith.subf %ws, %gs : tensor<2xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  return %nw, %r : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)
#idx = affine_map<(d0, d1) -> (d0)>
#out = affine_map<(d0, d1) -> (d0, d1)>

// An embedding table read by `tensor.extract` inside a `linalg.generic` body
// (as torch-mlir emits a lookup): one gather before the generic serves every
// iteration; none is placed inside the region.
// CHECK-LABEL: func @captured_table_gathered_before_its_region
// CHECK-SAME: (%[[T:.*]]: tensor<16x4xf32> {fsdp.sharding
// ZERO2-LABEL: func @captured_table_gathered_before_its_region
func.func @captured_table_gathered_before_its_region(%table: tensor<32x4xf32> {fsdp.state}, %ids: tensor<8xi64>, %gs: tensor<16x4xf32>)
    -> (tensor<32x4xf32> {fsdp.updates = 0 : i64}, tensor<8x4xf32>) {
  // CHECK: %[[FULL:.*]] = fsdp.all_gather %[[T]] on @dp gather_dim = 0 : tensor<16x4xf32> -> tensor<32x4xf32>
  // CHECK-NEXT: linalg.generic
  // CHECK-NOT: fsdp.all_gather
  // CHECK: tensor.extract %[[FULL]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: linalg.yield
  // CHECK: arith.subf %[[T]]
  // ZERO2: %[[FULL:.*]] = fsdp.all_gather
  // ZERO2-NEXT: linalg.generic
  // ZERO2-NOT: fsdp.all_gather
  // ZERO2: tensor.extract %[[FULL]]
  %e = tensor.empty() : tensor<8x4xf32>
  %emb = linalg.generic {indexing_maps = [#idx, #out], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i: i64, %o: f32):
    %row = arith.index_cast %i : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<32x4xf32>
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  %ts = shard.all_slice %table on @dp grid_axes = [0] slice_axis = 0 : tensor<32x4xf32> -> tensor<16x4xf32>
  %nts = arith.subf %ts, %gs : tensor<16x4xf32>
  %nt = fsdp.all_gather %nts on @dp gather_dim = 0 : tensor<16x4xf32> -> tensor<32x4xf32>
  return %nt, %emb : tensor<32x4xf32>, tensor<8x4xf32>
}

// -----

shard.grid @dp(shape = 2)

// Two uses of a parameter in one region (an `scf.if` on a flag) share the
// gather placed before the region's op.
// CHECK-LABEL: func @uses_in_one_region_share_a_gather
// ZERO2-LABEL: func @uses_in_one_region_share_a_gather
func.func @uses_in_one_region_share_a_gather(%w: tensor<4xf32> {fsdp.state}, %flag: i1, %gs: tensor<2xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32>) {
  // CHECK: %[[FULL:.*]] = fsdp.all_gather
  // CHECK-NEXT: scf.if
  // CHECK-NOT: fsdp.all_gather
  // CHECK: arith.mulf %[[FULL]], %[[FULL]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: arith.addf %[[FULL]], %[[FULL]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: return
  %r = scf.if %flag -> tensor<4xf32> {
    %a = arith.mulf %w, %w : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = arith.addf %w, %w : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  %nws = arith.subf %ws, %gs : tensor<2xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  return %nw, %r : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 4)

// Frozen parameters (fine-tuning: no gradient, no optimizer) are sharded
// like the trained ones and gathered before each use: one returned
// unchanged, one no result returns. A frozen tensor whose rows do not
// divide by the group stays whole.
// CHECK-LABEL: func @frozen_parameters_sharded
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.state}, %[[F:.*]]: tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 8], pad = 0>, fsdp.state}, %[[G:.*]]: tensor<1x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4, 8], pad = 0>, fsdp.state}, %[[O:.*]]: tensor<3x8xf32> {fsdp.state}, %{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<4x8xf32>)
// CHECK-SAME: -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.updates = 0 : i64}, tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 8], pad = 0>, fsdp.updates = 1 : i64}, tensor<2x8xf32>)
// DDP-LABEL: func @frozen_parameters_sharded
// DDP-NOT: fsdp.sharding
func.func @frozen_parameters_sharded(%w: tensor<16x8xf32> {fsdp.state}, %f: tensor<8x8xf32> {fsdp.state}, %g: tensor<4x8xf32> {fsdp.state}, %odd: tensor<3x8xf32> {fsdp.state}, %x: tensor<2x16xf32>, %gs: tensor<4x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}, tensor<8x8xf32> {fsdp.updates = 1 : i64}, tensor<2x8xf32>) {
  // CHECK: fsdp.all_gather %[[W]]
  // CHECK: %[[FA:.*]] = fsdp.all_gather %[[F]] on @dp gather_dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  // CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[FA]] :
  // CHECK: %[[GA:.*]] = fsdp.all_gather %[[G]] on @dp gather_dim = 0 : tensor<1x8xf32> -> tensor<4x8xf32>
  // CHECK-NEXT: linalg.add ins(%{{.*}}, %[[GA]] :
  // CHECK-NOT: fsdp.all_gather %[[O]]
  // CHECK: return %{{.*}}, %[[F]], %{{.*}} : tensor<4x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<2x16xf32>, tensor<16x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %y = linalg.matmul ins(%h, %f : tensor<2x8xf32>, tensor<8x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %z = linalg.add ins(%gs, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e3 = tensor.empty() : tensor<3x8xf32>
  %o = linalg.add ins(%odd, %odd : tensor<3x8xf32>, tensor<3x8xf32>) outs(%e3 : tensor<3x8xf32>) -> tensor<3x8xf32>
  %nws = arith.subf %ws, %z : tensor<4x8xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %nw, %f, %y : tensor<16x8xf32>, tensor<8x8xf32>, tensor<2x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// State that nothing reads and nothing changes (a head the loss does not
// depend on) is sharded too, padded where its rows do not divide by the
// group: no use needs it gathered.
// CHECK-LABEL: func @unread_state_sharded
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.state}, %[[U:.*]]: tensor<1x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [3, 8], pad = 1>, fsdp.state}, %[[V:.*]]: tensor<2x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 8], pad = 0>, fsdp.state}, %{{.*}}: tensor<2x16xf32>, %{{.*}}: tensor<4x8xf32>)
// CHECK-SAME: -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 8], pad = 0>, fsdp.updates = 0 : i64}, tensor<1x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [3, 8], pad = 1>, fsdp.updates = 1 : i64}, tensor<2x8xf32>)
// CHECK-NOT: fsdp.all_gather %[[U]]
// CHECK-NOT: fsdp.all_gather %[[V]]
// CHECK: return %{{.*}}, %[[U]], %{{.*}} : tensor<4x8xf32>, tensor<1x8xf32>, tensor<2x8xf32>
// DDP-LABEL: func @unread_state_sharded
// DDP-NOT: fsdp.sharding
func.func @unread_state_sharded(%w: tensor<16x8xf32> {fsdp.state}, %u: tensor<3x8xf32> {fsdp.state}, %v: tensor<8x8xf32> {fsdp.state}, %x: tensor<2x16xf32>, %gs: tensor<4x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}, tensor<3x8xf32> {fsdp.updates = 1 : i64}, tensor<2x8xf32>) {
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<2x16xf32>, tensor<16x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %nws = arith.subf %ws, %gs : tensor<4x8xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %nw, %u, %h : tensor<16x8xf32>, tensor<3x8xf32>, tensor<2x8xf32>
}

// -----

shard.grid @dp(shape = 4)

// A microbatch loop (fsdp-accumulate's) is a block of the step: full shard
// gathers before each use inside it, once per microbatch, so the gathered
// copy dies within the iteration; shard-grad-op gathers once before the
// loop. A use nested deeper (the linalg.generic's table read) is served by
// one gather before the op of the loop body that holds it.
// CHECK-LABEL: func @gathered_in_the_microbatch_loop
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {{.*}}, %[[X:.*]]: tensor<4x16xf32>
// CHECK-NOT: fsdp.all_gather
// CHECK: scf.for
// CHECK: %[[A1:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[A1]] :
// CHECK: %[[A2:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT: linalg.generic
// CHECK: tensor.extract %[[A2]]
// CHECK: scf.yield
// CHECK-NEXT: } {fsdp.microbatch_loop}
// CHECK-NOT: fsdp.all_gather %[[W]]
// ZERO2-LABEL: func @gathered_in_the_microbatch_loop
// ZERO2: %[[A:.*]] = fsdp.all_gather
// ZERO2-NEXT: scf.for
// ZERO2-NOT: fsdp.all_gather
// ZERO2: linalg.matmul ins(%{{.*}}, %[[A]] :
// ZERO2: tensor.extract %[[A]]
// ZERO2: } {fsdp.microbatch_loop}
func.func @gathered_in_the_microbatch_loop(%w: tensor<16x8xf32> {fsdp.state}, %x: tensor<4x16xf32>, %gs: tensor<4x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}, tensor<2x8xf32>) {
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<2x8xf32>
  %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %e) -> (tensor<2x8xf32>) {
    %off = arith.muli %k, %c2 : index
    %xk = tensor.extract_slice %x[%off, 0] [2, 16] [1, 1] : tensor<4x16xf32> to tensor<2x16xf32>
    %y = linalg.matmul ins(%xk, %w : tensor<2x16xf32>, tensor<16x8xf32>) outs(%acc : tensor<2x8xf32>) -> tensor<2x8xf32>
    %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<2x8xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %v = tensor.extract %w[%i, %j] : tensor<16x8xf32>
      %s = arith.addf %out, %v : f32
      linalg.yield %s : f32
    } -> tensor<2x8xf32>
    scf.yield %t : tensor<2x8xf32>
  } {fsdp.microbatch_loop}
  %nws = arith.subf %ws, %gs : tensor<4x8xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return %nw, %sum : tensor<16x8xf32>, tensor<2x8xf32>
}

// -----

// A forward step (an evaluation step: state, no update) holds its state in
// the layout the training step of the same model does -- over the group of
// its all-reduce (the loss's average), padded where dimension 0 does not
// divide -- and gathers it before each use. A 0-d state stays replicated.
shard.grid @dp(shape = 4)
// CHECK-LABEL: func.func @forward_step
// CHECK-SAME: %[[W:.*]]: tensor<2x3xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 3], pad = 0>, fsdp.state}
// CHECK-SAME: %[[B:.*]]: tensor<1xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [3], pad = 1>, fsdp.state}
// CHECK-SAME: %[[T:.*]]: tensor<f32> {fsdp.state}
// CHECK: %[[WG:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<2x3xf32> -> tensor<8x3xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[WG]] :
// CHECK: %[[BG:.*]] = fsdp.all_gather %[[B]] on @dp gather_dim = 0 : tensor<1xf32> -> tensor<4xf32>
// CHECK: %[[BS:.*]] = tensor.extract_slice %[[BG]][0] [3] [1]
// CHECK: linalg.add ins(%{{.*}}, %[[BS]] :
// CHECK: %[[L:.*]] = fsdp.all_reduce
// CHECK: return %[[L]]
// ZERO2-LABEL: func.func @forward_step
// ZERO2-SAME: %{{.*}}: tensor<2x3xf32> {fsdp.sharding
// ZERO2-SAME: %{{.*}}: tensor<1xf32> {fsdp.sharding
// DDP-LABEL: func.func @forward_step
// DDP-SAME: %{{.*}}: tensor<8x3xf32> {fsdp.state}
func.func @forward_step(%w: tensor<8x3xf32> {fsdp.state},
                        %b: tensor<3xf32> {fsdp.state},
                        %t: tensor<f32> {fsdp.state},
                        %x: tensor<2x8xf32>) -> (tensor<f32> {fsdp.loss}) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x8xf32>, tensor<8x3xf32>)
                     outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %row = tensor.extract_slice %y[0, 0] [1, 3] [1, 1]
      : tensor<2x3xf32> to tensor<3xf32>
  %s = linalg.add ins(%row, %b : tensor<3xf32>, tensor<3xf32>)
                  outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%s : tensor<3xf32>) outs(%t : tensor<f32>)
      dimensions = [0]
      (%in: f32, %acc: f32) {
        %a = arith.addf %in, %acc : f32
        linalg.yield %a : f32
      }
  %l = fsdp.all_reduce %r on @dp reduction = avg : tensor<f32>
  return %l : tensor<f32>
}

// -----

// A forward step without an all-reduce (the model's outputs on this rank's
// rows, no averaged loss) is sharded over the module's grid, as the
// training step's all-reduces span it.
shard.grid @dp(shape = 4)
// CHECK-LABEL: func.func @forward_step_without_all_reduce
// CHECK-SAME: %[[W:.*]]: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8], pad = 0>, fsdp.state}
// CHECK: fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
func.func @forward_step_without_all_reduce(%w: tensor<8xf32> {fsdp.state},
                                           %x: tensor<8xf32>)
    -> tensor<f32> {
  %c0 = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%c0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<8xf32>
  %p = linalg.mul ins(%w, %x : tensor<8xf32>, tensor<8xf32>)
                  outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%p : tensor<8xf32>) outs(%z0 : tensor<f32>)
      dimensions = [0]
      (%in: f32, %acc: f32) {
        %a = arith.addf %in, %acc : f32
        linalg.yield %a : f32
      }
  return %r : tensor<f32>
}
