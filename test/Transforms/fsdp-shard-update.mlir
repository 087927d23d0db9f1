// RUN: fsdp-opt %s --fsdp-shard-update --split-input-file --verify-diagnostics | FileCheck %s

shard.grid @dp(shape = 4)

// CHECK-LABEL: func @sgd_runs_on_shards
// CHECK-SAME: (%[[W:.*]]: tensor<16x8xf32> {fsdp.state}, %[[G:.*]]: tensor<16x8xf32>)
func.func @sgd_runs_on_shards(%w: tensor<16x8xf32> {fsdp.state}, %grad: tensor<16x8xf32>)
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice %[[W]] on @dp grid_axes = [0] slice_axis = 0 : tensor<16x8xf32> -> tensor<4x8xf32>
  // CHECK-DAG: %[[LR:.*]] = arith.constant dense<1.000000e-01> : tensor<4x8xf32>
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter %[[G]]
  // CHECK-NOT: fsdp.all_gather
  // CHECK: %[[U:.*]] = arith.mulf %[[GS]], %[[LR]] : tensor<4x8xf32>
  // CHECK: %[[NW:.*]] = arith.subf %[[WS]], %[[U]] : tensor<4x8xf32>
  // CHECK: %[[FULL:.*]] = fsdp.all_gather %[[NW]] on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  // CHECK: return %[[FULL]]
  %lr = arith.constant dense<0.1> : tensor<16x8xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %u = arith.mulf %g, %lr : tensor<16x8xf32>
  %nw = arith.subf %w, %u : tensor<16x8xf32>
  return %nw : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

// Adam/AdamW as one fused multi-result generic, with the bias corrections
// computed from a step counter and passed as scalars.
// CHECK-LABEL: func @fused_adamw_generic
// CHECK-SAME: (%[[W:.*]]: tensor<8x4xf32> {fsdp.state}, %[[M:.*]]: tensor<8x4xf32> {fsdp.state}, %[[V:.*]]: tensor<8x4xf32> {fsdp.state}, %[[T:.*]]: tensor<i64> {fsdp.state}
func.func @fused_adamw_generic(%w: tensor<8x4xf32> {fsdp.state}, %m: tensor<8x4xf32> {fsdp.state},
    %v: tensor<8x4xf32> {fsdp.state}, %t: tensor<i64> {fsdp.state}, %grad: tensor<8x4xf32>)
    -> (tensor<8x4xf32> {fsdp.updates = 0 : i64}, tensor<8x4xf32> {fsdp.updates = 1 : i64},
        tensor<8x4xf32> {fsdp.updates = 2 : i64}, tensor<i64> {fsdp.updates = 3 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice %[[W]] {{.*}} -> tensor<4x4xf32>
  // CHECK-DAG: %[[MS:.*]] = shard.all_slice %[[M]] {{.*}} -> tensor<4x4xf32>
  // CHECK-DAG: %[[VS:.*]] = shard.all_slice %[[V]] {{.*}} -> tensor<4x4xf32>
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[E:.*]] = tensor.empty() : tensor<4x4xf32>
  // CHECK: %[[NEW:.*]]:3 = linalg.generic
  // CHECK-SAME: ins(%[[WS]], %[[GS]], %[[MS]], %[[VS]], %{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<f32>)
  // CHECK-SAME: outs(%[[E]], %[[E]], %[[E]] : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  // CHECK-DAG: fsdp.all_gather %[[NEW]]#0 on @dp gather_dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  // CHECK-DAG: fsdp.all_gather %[[NEW]]#1 on @dp gather_dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  // CHECK-DAG: fsdp.all_gather %[[NEW]]#2 on @dp gather_dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  %one = arith.constant dense<1> : tensor<i64>
  %t1 = arith.addi %t, %one : tensor<i64>
  %tf = arith.sitofp %t1 : tensor<i64> to tensor<f32>
  %b1 = arith.constant dense<0.9> : tensor<f32>
  %b2 = arith.constant dense<0.999> : tensor<f32>
  %onef = arith.constant dense<1.0> : tensor<f32>
  %p1 = math.powf %b1, %tf : tensor<f32>
  %p2 = math.powf %b2, %tf : tensor<f32>
  %c1 = arith.subf %onef, %p1 : tensor<f32>
  %c2 = arith.subf %onef, %p2 : tensor<f32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<8x4xf32> -> tensor<4x4xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %r:3 = linalg.generic {indexing_maps = [#id, #id, #id, #id, #sc, #sc, #id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
      ins(%w, %g, %m, %v, %c1, %c2 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<f32>, tensor<f32>)
      outs(%e, %e, %e : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  ^bb0(%wi: f32, %gi: f32, %mi: f32, %vi: f32, %c1i: f32, %c2i: f32, %o0: f32, %o1: f32, %o2: f32):
    %beta1 = arith.constant 0.9 : f32
    %beta2 = arith.constant 0.999 : f32
    %omb1 = arith.constant 0.1 : f32
    %omb2 = arith.constant 0.001 : f32
    %lr = arith.constant 0.001 : f32
    %wd = arith.constant 0.01 : f32
    %eps = arith.constant 1.0e-8 : f32
    %m1 = arith.mulf %beta1, %mi : f32
    %m2 = arith.mulf %omb1, %gi : f32
    %mn = arith.addf %m1, %m2 : f32
    %g2 = arith.mulf %gi, %gi : f32
    %v1 = arith.mulf %beta2, %vi : f32
    %v2 = arith.mulf %omb2, %g2 : f32
    %vn = arith.addf %v1, %v2 : f32
    %mh = arith.divf %mn, %c1i : f32
    %vh = arith.divf %vn, %c2i : f32
    %sq = math.sqrt %vh : f32
    %den = arith.addf %sq, %eps : f32
    %step = arith.divf %mh, %den : f32
    %decay = arith.mulf %wd, %wi : f32
    %upd = arith.addf %step, %decay : f32
    %scaled = arith.mulf %lr, %upd : f32
    %wn = arith.subf %wi, %scaled : f32
    linalg.yield %wn, %mn, %vn : f32, f32, f32
  } -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
  return %r#0, %r#1, %r#2, %t1 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>
}

// -----

shard.grid @dp(shape = 4)
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>

// Global grad-norm clipping: each rank sums the squares of its shard, the
// partial sums are all-reduced, and the clipped gradient stays sharded.
// CHECK-LABEL: func @grad_norm_clipping_sums_shards
func.func @grad_norm_clipping_sums_shards(%w: tensor<10x4xf32> {fsdp.state}, %grad: tensor<10x4xf32>)
    -> (tensor<10x4xf32> {fsdp.updates = 0 : i64}) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter %{{.*}} : tensor<12x4xf32> -> tensor<3x4xf32>
  // CHECK: %[[PART:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]} ins(%[[GS]] : tensor<3x4xf32>) outs(%{{.*}} : tensor<f32>)
  // CHECK: %[[SUM:.*]] = fsdp.all_reduce %[[PART]] on @dp : tensor<f32>
  // CHECK: math.sqrt %{{.*}} : tensor<f32>
  // CHECK: %[[CLIPPED:.*]] = linalg.generic {{.*}} ins(%[[GS]], %{{.*}} : tensor<3x4xf32>, tensor<f32>) outs(%{{.*}} : tensor<3x4xf32>)
  // CHECK: %[[NW:.*]] = arith.subf %{{.*}}, %{{.*}} : tensor<3x4xf32>
  // CHECK: %[[FULL:.*]] = fsdp.all_gather %[[NW]] {{.*}} -> tensor<12x4xf32>
  // CHECK: %[[RES:.*]] = tensor.extract_slice %[[FULL]][0, 0] [10, 4] [1, 1]
  // CHECK: return %[[RES]]
  %zero = arith.constant 0.0 : f32
  %cst0 = arith.constant 0.0 : f32
  %padded = tensor.pad %grad low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst0 : f32
  } : tensor<10x4xf32> to tensor<12x4xf32>
  %s = fsdp.reduce_scatter %padded on @dp scatter_dim = 0 : tensor<12x4xf32> -> tensor<3x4xf32>
  %ga = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<3x4xf32> -> tensor<12x4xf32>
  %g = tensor.extract_slice %ga[0, 0] [10, 4] [1, 1] : tensor<12x4xf32> to tensor<10x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sumsq = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<10x4xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %norm = math.sqrt %sumsq : tensor<f32>
  %e = tensor.empty() : tensor<10x4xf32>
  %clipped = linalg.generic {indexing_maps = [#id, #all, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %norm : tensor<10x4xf32>, tensor<f32>) outs(%e : tensor<10x4xf32>) {
  ^bb0(%x: f32, %n: f32, %o: f32):
    %max = arith.constant 1.0 : f32
    %eps = arith.constant 1.0e-6 : f32
    %d = arith.addf %n, %eps : f32
    %c = arith.divf %max, %d : f32
    %cc = arith.minimumf %c, %max : f32
    %r = arith.mulf %x, %cc : f32
    linalg.yield %r : f32
  } -> tensor<10x4xf32>
  %lr = arith.constant dense<0.5> : tensor<10x4xf32>
  %u = arith.mulf %clipped, %lr : tensor<10x4xf32>
  %nw = arith.subf %w, %u : tensor<10x4xf32>
  return %nw : tensor<10x4xf32>
}

// -----

shard.grid @dp(shape = 2)

// Momentum and weight decay written op by op, with named linalg ops.
// CHECK-LABEL: func @momentum_with_named_ops
func.func @momentum_with_named_ops(%w: tensor<6xf32> {fsdp.state}, %m: tensor<6xf32> {fsdp.state}, %grad: tensor<6xf32>)
    -> (tensor<6xf32> {fsdp.updates = 0 : i64}, tensor<6xf32> {fsdp.updates = 1 : i64}) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xf32>) outs(%{{.*}} : tensor<3xf32>)
  // CHECK-NOT: linalg.add
  // CHECK-COUNT-2: fsdp.all_gather {{.*}} : tensor<3xf32> -> tensor<6xf32>
  // CHECK-NOT: fsdp.all_gather
  %wd = arith.constant dense<0.01> : tensor<6xf32>
  %mu = arith.constant dense<0.9> : tensor<6xf32>
  %lr = arith.constant dense<0.1> : tensor<6xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 : tensor<6xf32> -> tensor<3xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<3xf32> -> tensor<6xf32>
  %decay = arith.mulf %w, %wd : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %gd = linalg.add ins(%g, %decay : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %mm = arith.mulf %m, %mu : tensor<6xf32>
  %mn = arith.addf %mm, %gd : tensor<6xf32>
  %u = arith.mulf %mn, %lr : tensor<6xf32>
  %wn = arith.subf %w, %u : tensor<6xf32>
  return %wn, %mn : tensor<6xf32>, tensor<6xf32>
}

// -----

shard.grid @dp(shape = 2)

// A gradient also consumed by an op that needs it whole keeps its
// all-gather (the all-reduce of DDP) for that op only.
// CHECK-LABEL: func @unshardable_consumer_keeps_gather
func.func @unshardable_consumer_keeps_gather(%w: tensor<4x2xf32> {fsdp.state}, %grad: tensor<4x2xf32>)
    -> (tensor<4x2xf32> {fsdp.updates = 0 : i64}, tensor<2x4xf32>) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[G:.*]] = fsdp.all_gather %[[GS]]
  // CHECK: arith.subf %{{.*}}, %[[GS]] : tensor<2x2xf32>
  // CHECK: linalg.transpose ins(%[[G]] : tensor<4x2xf32>)
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 : tensor<4x2xf32> -> tensor<2x2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x2xf32> -> tensor<4x2xf32>
  %nw = arith.subf %w, %g : tensor<4x2xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  // expected-remark @+1 {{'linalg.transpose' needs the full tensor, so it is gathered (or its all-reduce kept): an operand walks the sharded loop in a dimension other than 0}}
  %t = linalg.transpose ins(%g : tensor<4x2xf32>) outs(%e : tensor<2x4xf32>) permutation = [1, 0]
  return %nw, %t : tensor<4x2xf32>, tensor<2x4xf32>
}

// -----

shard.grid @dp(shape = 2)

// A value derived on shards but needed whole is gathered once, right after
// its shard is computed.
// CHECK-LABEL: func @derived_value_gathered_for_full_use
func.func @derived_value_gathered_for_full_use(%w: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32>) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[SQ:.*]] = arith.mulf %[[GS]], %[[GS]] : tensor<2xf32>
  // CHECK: %[[SQF:.*]] = fsdp.all_gather %[[SQ]] {{.*}} -> tensor<4xf32>
  // CHECK: arith.subf %{{.*}}, %[[SQ]] : tensor<2xf32>
  // CHECK: arith.addf %[[SQF]], %{{.*}} : tensor<4xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %sq = arith.mulf %g, %g : tensor<4xf32>
  %nw = arith.subf %w, %sq : tensor<4xf32>
  // expected-remark @+1 {{'arith.addf' needs the full tensor, so it is gathered (or its all-reduce kept): an operand is a function argument without 'fsdp.state'}}
  %y = arith.addf %sq, %x : tensor<4xf32>
  return %nw, %y : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 4)
#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>

// With padding, a sum whose terms are not zero on the padding rows cannot
// be split into partial sums.
// CHECK-LABEL: func @padding_would_pollute_sum
func.func @padding_would_pollute_sum(%grad: tensor<6xf32>) -> tensor<f32> {
  // CHECK: %[[G:.*]] = tensor.extract_slice
  // CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<6xf32>)
  %cst0 = arith.constant 0.0 : f32
  %padded = tensor.pad %grad low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %cst0 : f32
  } : tensor<6xf32> to tensor<8xf32>
  %s = fsdp.reduce_scatter %padded on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  %ga = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %g = tensor.extract_slice %ga[0] [6] [1] : tensor<8xf32> to tensor<6xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%cst0 : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  // expected-remark @+1 {{'linalg.generic' needs the full tensor, so it is gathered (or its all-reduce kept): the padding rows of the shard would contribute to the sum}}
  %sumexp = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%g : tensor<6xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %ex = math.exp %x : f32
    %r = arith.addf %acc, %ex : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %sumexp : tensor<f32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>

// A max over the gradient is not a sum of partial sums.
// CHECK-LABEL: func @max_reduction_not_split
func.func @max_reduction_not_split(%grad: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  // expected-remark @+1 {{a partial sum would add its initial value once per rank}}
  %m = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]}
      ins(%g : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %m : tensor<f32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>

// Momentum SGD as torch-mlir emits it, one linalg.generic per elementwise op:
// `m * 0.9` reads no shard itself, yet its shard is computed for free from
// the slice of the state.
// CHECK-LABEL: func @unfused_momentum_chain_runs_on_shards
// CHECK-SAME: (%[[W:[^:]*]]: tensor<8xf32> {fsdp.state}, %[[M:[^:]*]]: tensor<8xf32> {fsdp.state}
func.func @unfused_momentum_chain_runs_on_shards(%w: tensor<8xf32> {fsdp.state}, %m: tensor<8xf32> {fsdp.state}, %grad: tensor<8xf32>)
    -> (tensor<8xf32> {fsdp.updates = 0 : i64}, tensor<8xf32> {fsdp.updates = 1 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice %[[W]] {{.*}} -> tensor<4xf32>
  // CHECK-DAG: %[[MS:.*]] = shard.all_slice %[[M]] {{.*}} -> tensor<4xf32>
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK-NOT: tensor<8xf32>) outs
  // CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[MS]] : tensor<4xf32>)
  // CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[GS]] : tensor<4xf32>)
  // CHECK: %[[NM:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: fsdp.all_gather %[[NM]]
  // CHECK: %[[NW:.*]] = linalg.generic {{.*}} ins(%[[WS]], %[[NM]] : tensor<4xf32>, tensor<4xf32>)
  // CHECK: fsdp.all_gather %[[NW]]
  // CHECK-NOT: linalg.generic
  %c9 = arith.constant 0.9 : f32
  %c1 = arith.constant 0.1 : f32
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<8xf32> -> tensor<4xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %c9 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%g : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %c1 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %nm = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%w, %nm : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %nw, %nm : tensor<8xf32>, tensor<8xf32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

// Broadcasts of a constant (stablehlo.broadcast_in_dim as linalg), one
// without inputs and one of a rank-0 tensor, each used twice, are re-created
// on shards.
// CHECK-LABEL: func @constant_broadcasts_used_twice_are_sliced
func.func @constant_broadcasts_used_twice_are_sliced(%w: tensor<4x2xf32> {fsdp.state}, %m: tensor<4x2xf32> {fsdp.state}, %grad: tensor<4x2xf32>)
    -> (tensor<4x2xf32> {fsdp.updates = 0 : i64}, tensor<4x2xf32> {fsdp.updates = 1 : i64}) {
  // CHECK-NOT: tensor<4x2xf32>) outs
  // CHECK: %[[LR:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x2xf32>)
  // CHECK: %[[BETA:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<f32>) outs(%{{.*}} : tensor<2x2xf32>)
  // CHECK-NOT: tensor<4x2xf32>) outs
  // CHECK: return
  %cst = arith.constant 0.5 : f32
  %beta = arith.constant dense<0.9> : tensor<f32>
  %e = tensor.empty() : tensor<4x2xf32>
  %lr = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<4x2xf32>) {
  ^bb0(%o: f32):
    linalg.yield %cst : f32
  } -> tensor<4x2xf32>
  %bb = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]} ins(%beta : tensor<f32>) outs(%e : tensor<4x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x2xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4x2xf32> -> tensor<2x2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x2xf32> -> tensor<4x2xf32>
  %mb = arith.mulf %m, %bb : tensor<4x2xf32>
  %gb = arith.mulf %g, %bb : tensor<4x2xf32>
  %nm = arith.addf %mb, %gb : tensor<4x2xf32>
  %u = arith.mulf %nm, %lr : tensor<4x2xf32>
  %v = arith.mulf %u, %lr : tensor<4x2xf32>
  %nw = arith.subf %w, %v : tensor<4x2xf32>
  return %nw, %nm : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>

// torch-mlir guards divisions by a scalar with `cf.assert` in the body, and
// fusion copies the check into result-less generics over the whole tensor.
// Both run on shards (every rank checks its rows), and no full-size copy of
// the update is left to need the gathered state.
// CHECK-LABEL: func @asserting_update_runs_on_shards
// CHECK-SAME: (%[[W:.*]]: tensor<4xf32> {fsdp.state}
func.func @asserting_update_runs_on_shards(%w: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>, %scale: tensor<f32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK-NOT: fsdp.all_gather
  // CHECK: linalg.generic {{.*}} ins(%[[GS]], %{{.*}} : tensor<2xf32>, tensor<f32>) {
  // CHECK: cf.assert
  // CHECK: %[[NW:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[GS]], %{{.*}} : tensor<2xf32>, tensor<2xf32>, tensor<f32>)
  // CHECK: cf.assert
  // CHECK: %[[FULL:.*]] = fsdp.all_gather %[[NW]]
  // CHECK-NEXT: return %[[FULL]]
  %zero = arith.constant 0.0 : f32
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["parallel"]} ins(%g, %scale : tensor<4xf32>, tensor<f32>) {
  ^bb0(%x: f32, %c: f32):
    %ok = arith.cmpf one, %c, %zero : f32
    cf.assert %ok, "unimplemented: tensor with zero element"
    linalg.yield
  }
  %e = tensor.empty() : tensor<4xf32>
  %nw = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel"]} ins(%w, %g, %scale : tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32, %o: f32):
    %ok = arith.cmpf one, %c, %zero : f32
    cf.assert %ok, "unimplemented: tensor with zero element"
    %d = arith.divf %y, %c : f32
    %r = arith.subf %x, %d : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 4)
#id = affine_map<(d0) -> (d0)>

// With padding rows, an effect that reads the elements would also see the
// padding: the op stays in full.
// CHECK-LABEL: func @assert_on_elements_with_padding_stays_full
func.func @assert_on_elements_with_padding_stays_full(%grad: tensor<6xf32>) {
  // CHECK: %[[G:.*]] = tensor.extract_slice
  // CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<6xf32>)
  %cst0 = arith.constant 0.0 : f32
  %padded = tensor.pad %grad low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %cst0 : f32
  } : tensor<6xf32> to tensor<8xf32>
  %s = fsdp.reduce_scatter %padded on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  %ga = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %g = tensor.extract_slice %ga[0] [6] [1] : tensor<8xf32> to tensor<6xf32>
  // expected-remark @+1 {{'linalg.generic' needs the full tensor, so it is gathered (or its all-reduce kept): its body has side effects that a shard cannot run for the whole tensor (writes to buffers, or effects that read the padding rows)}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%g : tensor<6xf32>) {
  ^bb0(%x: f32):
    %ok = arith.cmpf one, %x, %cst0 : f32
    cf.assert %ok, "zero gradient"
    linalg.yield
  }
  return
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>

// The body reads the index of the sharded loop: on a shard it would count
// from the shard's first row.
// CHECK-LABEL: func @index_of_sharded_loop_stays_full
func.func @index_of_sharded_loop_stays_full(%w: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  // CHECK: %[[G:.*]] = fsdp.all_gather
  // CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[G]] : tensor<4xf32>, tensor<4xf32>)
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{'linalg.generic' needs the full tensor, so it is gathered (or its all-reduce kept): its body reads the index of the sharded loop}}
  %nw = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %d = arith.mulf %y, %f : f32
    %r = arith.subf %x, %d : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// The momentum update reads the weights (weight decay), but the weights'
// own update needs a full operand: slicing them would leave a step that
// fsdp-shard-state cannot take. The weights stay whole, and so does the
// momentum update that needs them, with a remark; nothing is sliced.
// CHECK-LABEL: func @state_updated_in_full_is_not_sliced
func.func @state_updated_in_full_is_not_sliced(%w: tensor<4xf32> {fsdp.state}, %m: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i64}) {
  // CHECK-NOT: shard.all_slice
  // CHECK: %[[G:.*]] = fsdp.all_gather
  // CHECK: %[[D:.*]] = arith.addf %[[G]], %{{.*}} : tensor<4xf32>
  // CHECK: arith.addf %{{.*}}, %[[D]] : tensor<4xf32>
  // CHECK-NOT: shard.all_slice
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  // expected-remark @+1 {{'arith.addf' needs the full tensor, so it is gathered (or its all-reduce kept): state argument 0 is updated in full, so it is not sliced}}
  %d = arith.addf %g, %w : tensor<4xf32>
  %nm = arith.addf %m, %d : tensor<4xf32>
  %nw = arith.subf %nm, %x : tensor<4xf32>
  return %nw, %nm : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>

// A body that writes to a buffer cannot run on shards: the other ranks'
// buffers would miss the writes of this rank's rows.
// CHECK-LABEL: func @buffer_write_in_body_stays_full
func.func @buffer_write_in_body_stays_full(%grad: tensor<4xf32>, %buf: memref<f32>) {
  // CHECK: %[[G:.*]] = fsdp.all_gather
  // CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<4xf32>)
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  // expected-remark @+1 {{its body has side effects that a shard cannot run for the whole tensor}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%g : tensor<4xf32>) {
  ^bb0(%x: f32):
    memref.store %x, %buf[] : memref<f32>
    linalg.yield
  }
  return
}

// -----

shard.grid @dp(shape = 2)
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>

// A check alone that reads optimizer state (fusion copies torch-mlir's
// `cf.assert`s into such ops) runs on the state's shard, so fsdp-shard-state
// will not gather the state for it.
// CHECK-LABEL: func @check_of_state_runs_on_its_shard
// CHECK-SAME: (%[[W:[^:]*]]: tensor<4xf32> {fsdp.state}, %[[M:[^:]*]]: tensor<4xf32> {fsdp.state}
func.func @check_of_state_runs_on_its_shard(%w: tensor<4xf32> {fsdp.state}, %m: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>, %c: tensor<f32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i64}) {
  // CHECK-DAG: %[[MS:.*]] = shard.all_slice %[[M]] {{.*}} -> tensor<2xf32>
  // CHECK: linalg.generic {{.*}} ins(%[[MS]], %{{.*}} : tensor<2xf32>, tensor<f32>) {
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: arith.cmpf
  // CHECK-NEXT: cf.assert
  // CHECK-NOT: ins(%[[M]]
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["parallel"]} ins(%m, %c : tensor<4xf32>, tensor<f32>) {
  ^bb0(%x: f32, %s: f32):
    %ok = arith.cmpf one, %s, %zero : f32
    cf.assert %ok, "unimplemented: tensor with zero element"
    linalg.yield
  }
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %nm = arith.addf %m, %g : tensor<4xf32>
  %nw = arith.subf %w, %nm : tensor<4xf32>
  return %nw, %nm : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// Named elementwise ops (and a named broadcast of a scalar) run on shards
// like their generic forms.
// CHECK-LABEL: func @named_elementwise_ops_run_on_shards
func.func @named_elementwise_ops_run_on_shards(%w: tensor<4x2xf32> {fsdp.state}, %m: tensor<4x2xf32> {fsdp.state}, %grad: tensor<4x2xf32>, %beta: tensor<f32>)
    -> (tensor<4x2xf32> {fsdp.updates = 0 : i64}, tensor<4x2xf32> {fsdp.updates = 1 : i64}) {
  // CHECK-NOT: tensor<4x2xf32>) outs
  // CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<f32>) outs(%{{.*}} : tensor<2x2xf32>)
  // CHECK: %[[MB:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[B]] : tensor<2x2xf32>, tensor<2x2xf32>)
  // CHECK: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[NM:.*]] = linalg.generic {{.*}} ins(%[[MB]], %[[GS]] : tensor<2x2xf32>, tensor<2x2xf32>)
  // CHECK-NOT: tensor<4x2xf32>) outs
  // CHECK: return
  %e = tensor.empty() : tensor<4x2xf32>
  %bb = linalg.broadcast ins(%beta : tensor<f32>) outs(%e : tensor<4x2xf32>) dimensions = [0, 1]
  %mb = linalg.mul ins(%m, %bb : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4x2xf32> -> tensor<2x2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x2xf32> -> tensor<4x2xf32>
  %nm = linalg.add ins(%mb, %g : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %nw = linalg.sub ins(%w, %nm : tensor<4x2xf32>, tensor<4x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %nw, %nm : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

shard.grid @dp(shape = 2)

func.func private @sgd(%w: tensor<4xf32>, %g: tensor<4xf32>) -> tensor<4xf32> {
  %nw = arith.subf %w, %g : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// An update behind a call stays in full; the remark says to inline first.
// CHECK-LABEL: func @update_behind_a_call_stays_full
func.func @update_behind_a_call_stays_full(%w: tensor<4xf32> {fsdp.state}, %grad: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  // CHECK: %[[G:.*]] = fsdp.all_gather
  // CHECK: call @sgd(%{{.*}}, %[[G]])
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  // expected-remark @+1 {{'func.call' needs the full tensor, so it is gathered (or its all-reduce kept): it is a call, whose body the pass does not see (inline the step first: --inline)}}
  %nw = func.call @sgd(%w, %g) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 4)

// A learning rate given per step (`fsdp.hyperparameter`, as exports with a
// scheduler write it) is a scalar like a constant: its broadcast is
// recomputed on the shard, and the argument stays whole.
// CHECK-LABEL: func @sgd_with_lr_input
// CHECK-SAME: %[[LR:[^ ]*]]: tensor<f64> {fsdp.hyperparameter = "lr"}
func.func @sgd_with_lr_input(%w: tensor<16x8xf32> {fsdp.state}, %grad: tensor<16x8xf32>, %lr: tensor<f64> {fsdp.hyperparameter = "lr"})
    -> (tensor<16x8xf32> {fsdp.updates = 0 : i64}) {
  // CHECK-DAG: %[[WS:.*]] = shard.all_slice
  // CHECK-DAG: %[[GS:.*]] = fsdp.reduce_scatter
  // CHECK: %[[LR32:.*]] = arith.truncf %[[LR]] : tensor<f64> to tensor<f32>
  // CHECK: %[[LRB:.*]] = linalg.generic {{.*}} ins(%[[LR32]] : tensor<f32>) outs(%{{.*}} : tensor<4x8xf32>)
  // CHECK: %[[U:.*]] = arith.mulf %[[GS]], %[[LRB]] : tensor<4x8xf32>
  // CHECK: arith.subf %[[WS]], %[[U]] : tensor<4x8xf32>
  %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
  %g = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  %lr32 = arith.truncf %lr : tensor<f64> to tensor<f32>
  %e = tensor.empty() : tensor<16x8xf32>
  %lrb = linalg.broadcast ins(%lr32 : tensor<f32>) outs(%e : tensor<16x8xf32>) dimensions = [0, 1]
  %u = arith.mulf %g, %lrb : tensor<16x8xf32>
  %nw = arith.subf %w, %u : tensor<16x8xf32>
  return %nw : tensor<16x8xf32>
}

// -----

shard.grid @dp(shape = 2)

// A private function (the torch exporter's broadcast of a 0-d buffer from
// rank 0, which the step calls) is no step of the user's: what it keeps in
// full is no remark.
// CHECK-LABEL: func private @__buffer0
// CHECK: fsdp.all_gather
// CHECK: tensor.collapse_shape
func.func private @__buffer0(%x: tensor<i64>) -> tensor<i64> {
  %e = tensor.expand_shape %x [] output_shape [1] : tensor<i64> into tensor<1xi64>
  %g = fsdp.all_gather %e on @dp gather_dim = 0 : tensor<1xi64> -> tensor<2xi64>
  %s = tensor.extract_slice %g[0] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %c = tensor.collapse_shape %s [] : tensor<1xi64> into tensor<i64>
  return %c : tensor<i64>
}
