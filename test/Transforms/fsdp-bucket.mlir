// RUN: fsdp-opt %s --split-input-file --fsdp-bucket | FileCheck %s
// RUN: fsdp-opt %s --split-input-file --fsdp-bucket=bucket-bytes=64 | FileCheck %s --check-prefix=SMALL

shard.grid @dp(shape = 2)

// Three gathers in a row become one over the concatenated shards; each
// parameter is cut back out of the N x total view of the result.
// CHECK-LABEL: func @gathers_share_one_collective
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<1x2xf32>
// CHECK: %[[FA:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: %[[FC:.*]] = tensor.collapse_shape %[[C]] {{\[\[}}0, 1]] : tensor<1x2xf32> into tensor<2xf32>
// CHECK: %[[FLAT:.*]] = tensor.concat dim(0) %[[FA]], %[[B]], %[[FC]] : (tensor<6xf32>, tensor<4xf32>, tensor<2xf32>) -> tensor<12xf32>
// CHECK: %[[G:.*]] = fsdp.all_gather %[[FLAT]] on @dp gather_dim = 0 : tensor<12xf32> -> tensor<24xf32>
// CHECK-NOT: fsdp.all_gather
// CHECK: %[[M:.*]] = tensor.expand_shape %[[G]] {{\[\[}}0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
// CHECK: tensor.extract_slice %[[M]][0, 0] [2, 6] [1, 1]
// CHECK: tensor.expand_shape {{.*}} output_shape [4, 3] : tensor<12xf32> into tensor<4x3xf32>
// CHECK: tensor.extract_slice %[[M]][0, 6] [2, 4] [1, 1]
// CHECK: tensor.extract_slice %[[M]][0, 10] [2, 2] [1, 1]
// CHECK: tensor.expand_shape {{.*}} output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
// SMALL-LABEL: func @gathers_share_one_collective
// SMALL-COUNT-2: fsdp.all_gather
// SMALL-NOT: fsdp.all_gather
func.func @gathers_share_one_collective(%a: tensor<2x3xf32>, %b: tensor<4xf32>, %c: tensor<1x2xf32>, %x: tensor<4x3xf32>)
    -> (tensor<4x3xf32>, tensor<8xf32>, tensor<2x2xf32>) {
  %ga = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<2x3xf32> -> tensor<4x3xf32>
  %y = arith.addf %ga, %x : tensor<4x3xf32>
  %gb = fsdp.all_gather %b on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %gc = fsdp.all_gather %c on @dp gather_dim = 0 : tensor<1x2xf32> -> tensor<2x2xf32>
  return %y, %gb, %gc : tensor<4x3xf32>, tensor<8xf32>, tensor<2x2xf32>
}

// -----

shard.grid @dp(shape = 2)

// The backward gather of a shard already in the bucket starts a new bucket.
// CHECK-LABEL: func @regather_starts_new_bucket
// SMALL-LABEL: func @regather_starts_new_bucket
// CHECK: fsdp.all_gather %{{.*}} : tensor<6xf32> -> tensor<12xf32>
// CHECK: arith.mulf
// CHECK: fsdp.all_gather %{{.*}} : tensor<2xf32> -> tensor<4xf32>
func.func @regather_starts_new_bucket(%a: tensor<2xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %g1 = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %g2 = fsdp.all_gather %b on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %s = tensor.extract_slice %g2[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %m = arith.mulf %g1, %s : tensor<4xf32>
  %g3 = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %n = arith.mulf %g3, %m : tensor<4xf32>
  return %m, %n : tensor<4xf32>, tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// Gradients: each is viewed as N rows of its shard, the rows concatenated,
// and one reduce-scatter runs where the last one ran.
// CHECK-LABEL: func @reduce_scatters_share_one_collective
// CHECK-SAME: (%[[G1:.*]]: tensor<4x3xf32>, %[[G2:.*]]: tensor<2xf32>
// CHECK: %[[M1:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 6] : tensor<12xf32> into tensor<2x6xf32>
// CHECK: %[[M2:.*]] = tensor.expand_shape %[[G2]] {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(1) %[[M1]], %[[M2]] : (tensor<2x6xf32>, tensor<2x1xf32>) -> tensor<2x7xf32>
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[CAT]] {{\[\[}}0, 1]] : tensor<2x7xf32> into tensor<14xf32>
// CHECK: %[[S:.*]] = fsdp.reduce_scatter %[[FLAT]] on @dp scatter_dim = 0 reduction = avg : tensor<14xf32> -> tensor<7xf32>
// CHECK: tensor.extract_slice %[[S]][0] [6] [1]
// CHECK: tensor.extract_slice %[[S]][6] [1] [1]
func.func @reduce_scatters_share_one_collective(%g1: tensor<4x3xf32>, %g2: tensor<2xf32>, %x: tensor<2x3xf32>)
    -> (tensor<2x3xf32>, tensor<1xf32>) {
  %s1 = fsdp.reduce_scatter %g1 on @dp scatter_dim = 0 reduction = avg : tensor<4x3xf32> -> tensor<2x3xf32>
  %s2 = fsdp.reduce_scatter %g2 on @dp scatter_dim = 0 reduction = avg : tensor<2xf32> -> tensor<1xf32>
  %u = arith.addf %s1, %x : tensor<2x3xf32>
  return %u, %s2 : tensor<2x3xf32>, tensor<1xf32>
}

// -----

shard.grid @dp(shape = 2)

// A reduced shard used before the next reduce-scatter, a different reduction
// or element type each close the bucket.
// CHECK-LABEL: func @bucket_boundaries
// CHECK-COUNT-4: fsdp.reduce_scatter
func.func @bucket_boundaries(%g1: tensor<4xf32>, %g2: tensor<4xf32>, %g3: tensor<4xf32>, %g4: tensor<4xbf16>)
    -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>) {
  %s1 = fsdp.reduce_scatter %g1 on @dp scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %u = arith.addf %s1, %s1 : tensor<2xf32>
  %s2 = fsdp.reduce_scatter %g2 on @dp scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %s3 = fsdp.reduce_scatter %g3 on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %s4 = fsdp.reduce_scatter %g4 on @dp scatter_dim = 0 reduction = avg : tensor<4xbf16> -> tensor<2xbf16>
  return %u, %s2, %s3, %s4 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>
}

// -----

shard.grid @dp(shape = 2)

// All-reduces (DDP's gradients, small replicated tensors): the flat inputs
// concatenated, one all-reduce where the last one ran, each result its
// slice. The scalar loss stays alone.
// CHECK-LABEL: func @all_reduces_share_one_collective
// CHECK-SAME: (%[[G1:.*]]: tensor<2x3xf32>, %[[G2:.*]]: tensor<4xf32>, %[[L:.*]]: tensor<f32>
// CHECK: fsdp.all_reduce %[[L]] on @dp reduction = avg : tensor<f32>
// CHECK: %[[F1:.*]] = tensor.collapse_shape %[[G1]] {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: %[[CAT:.*]] = tensor.concat dim(0) %[[F1]], %[[G2]] : (tensor<6xf32>, tensor<4xf32>) -> tensor<10xf32>
// CHECK: %[[R:.*]] = fsdp.all_reduce %[[CAT]] on @dp reduction = avg : tensor<10xf32>
// CHECK-NOT: fsdp.all_reduce
// CHECK: %[[P1:.*]] = tensor.extract_slice %[[R]][0] [6] [1] : tensor<10xf32> to tensor<6xf32>
// CHECK: tensor.expand_shape %[[P1]] {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK: tensor.extract_slice %[[R]][6] [4] [1] : tensor<10xf32> to tensor<4xf32>
// SMALL-LABEL: func @all_reduces_share_one_collective
// SMALL-COUNT-2: fsdp.all_reduce
// SMALL-NOT: fsdp.all_reduce
func.func @all_reduces_share_one_collective(%g1: tensor<2x3xf32>, %g2: tensor<4xf32>, %loss: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<4xf32>, tensor<f32>) {
  %r1 = fsdp.all_reduce %g1 on @dp reduction = avg : tensor<2x3xf32>
  %l = fsdp.all_reduce %loss on @dp reduction = avg : tensor<f32>
  %r2 = fsdp.all_reduce %g2 on @dp reduction = avg : tensor<4xf32>
  return %r1, %r2, %l : tensor<2x3xf32>, tensor<4xf32>, tensor<f32>
}

// -----

shard.grid @dp(shape = 2x2)

// An all-reduced tensor used before the next all-reduce (here by an
// all-gather, as hybrid sharding gathers its all-reduced shards), a
// different reduction, grid axes or element type each close the bucket;
// two all-reduces of reduce-scattered shards merge (each reduce-scatter
// stays alone: its shard is used by the all-reduce right after it).
// CHECK-LABEL: func @all_reduce_bucket_boundaries
// SMALL-LABEL: func @all_reduce_bucket_boundaries
// CHECK: fsdp.all_reduce %{{.*}} grid_axes = [0] reduction = avg : tensor<2xf32>
// CHECK: fsdp.all_gather
// CHECK: fsdp.all_reduce %{{.*}} grid_axes = [0] : tensor<2xf32>
// CHECK: fsdp.all_reduce %{{.*}} grid_axes = [1] : tensor<2xf32>
// CHECK: fsdp.all_reduce %{{.*}} grid_axes = [1] : tensor<2xbf16>
// CHECK-COUNT-2: fsdp.reduce_scatter %{{.*}} : tensor<4xf32> -> tensor<2xf32>
// CHECK: tensor.concat
// CHECK: fsdp.all_reduce %{{.*}} grid_axes = [0] reduction = avg : tensor<4xf32>
// CHECK-NOT: fsdp.all_reduce
func.func @all_reduce_bucket_boundaries(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<2xf32>, %d: tensor<2xbf16>, %e: tensor<4xf32>, %f: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf32>) {
  %ra = fsdp.all_reduce %a on @dp grid_axes = [0] reduction = avg : tensor<2xf32>
  %ga = fsdp.all_gather %ra on @dp grid_axes = [1] gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %rb = fsdp.all_reduce %b on @dp grid_axes = [0] : tensor<2xf32>
  %rc = fsdp.all_reduce %c on @dp grid_axes = [1] : tensor<2xf32>
  %rd = fsdp.all_reduce %d on @dp grid_axes = [1] : tensor<2xbf16>
  %se = fsdp.reduce_scatter %e on @dp grid_axes = [1] scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %re = fsdp.all_reduce %se on @dp grid_axes = [0] reduction = avg : tensor<2xf32>
  %sf = fsdp.reduce_scatter %f on @dp grid_axes = [1] scatter_dim = 0 : tensor<4xf32> -> tensor<2xf32>
  %rf = fsdp.all_reduce %sf on @dp grid_axes = [0] reduction = avg : tensor<2xf32>
  return %ga, %rb, %rc, %rd, %re, %rf : tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// Hybrid places each cross-host all-reduce at its first use, in the update:
// the bucket runs before the first use of a member's result, where every
// member's input exists. A member whose input only exists after that use
// (computed from the first result) starts a new bucket.
// CHECK-LABEL: func @all_reduces_merge_before_first_use
// SMALL-LABEL: func @all_reduces_merge_before_first_use
// CHECK: %[[CAT:.*]] = tensor.concat dim(0) %{{.*}}, %{{.*}} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
// CHECK: %[[R:.*]] = fsdp.all_reduce %[[CAT]] on @dp reduction = avg : tensor<4xf32>
// CHECK: %[[RA:.*]] = tensor.extract_slice %[[R]][0] [2] [1]
// CHECK: %[[RB:.*]] = tensor.extract_slice %[[R]][2] [2] [1]
// CHECK: %[[UA:.*]] = arith.addf %[[RA]], %[[RA]]
// CHECK: %[[UB:.*]] = arith.addf %[[RB]], %[[RB]]
// CHECK: %[[X:.*]] = arith.mulf %[[UA]], %[[UB]]
// CHECK: fsdp.all_reduce %[[X]] on @dp reduction = avg : tensor<2xf32>
func.func @all_reduces_merge_before_first_use(%a: tensor<2xf32>, %b: tensor<2xf32>)
    -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %ra = fsdp.all_reduce %a on @dp reduction = avg : tensor<2xf32>
  %ua = arith.addf %ra, %ra : tensor<2xf32>
  %rb = fsdp.all_reduce %b on @dp reduction = avg : tensor<2xf32>
  %ub = arith.addf %rb, %rb : tensor<2xf32>
  %x = arith.mulf %ua, %ub : tensor<2xf32>
  %rx = fsdp.all_reduce %x on @dp reduction = avg : tensor<2xf32>
  return %ua, %ub, %rx : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// The gather of an all-reduced shard is not bucketed: the all-reduce moves
// with its bucket (here to right before that gather), where a gather bucket
// placed at its first member (%c's gather) could not read it.
// CHECK-LABEL: func @gather_of_all_reduced_shard_stays
// CHECK-SAME: (%{{[a-z0-9]+}}: tensor<2xf32>, %{{[a-z0-9]+}}: tensor<2xf32>, %[[C:[a-z0-9]+]]: tensor<2xf32>)
// CHECK: fsdp.all_gather %[[C]] on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
// CHECK: %[[R:.*]] = fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<4xf32>
// CHECK: %[[RA:.*]] = tensor.extract_slice %[[R]][0] [2] [1]
// CHECK: fsdp.all_gather %[[RA]] on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
func.func @gather_of_all_reduced_shard_stays(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<2xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %ra = fsdp.all_reduce %a on @dp reduction = avg : tensor<2xf32>
  %gc = fsdp.all_gather %c on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %rb = fsdp.all_reduce %b on @dp reduction = avg : tensor<2xf32>
  %ga = fsdp.all_gather %ra on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  return %gc, %ga, %rb : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// A microbatch loop's body (fsdp-accumulate's) is bucketed as a block of
// its own: its two gathers merge inside it -- one of an argument, one of a
// shard computed before the loop, there in every iteration -- and the
// gather before the loop stays out of their bucket.
// CHECK-LABEL: func @gathers_bucketed_in_the_microbatch_loop
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>
// CHECK: %[[BB:.*]] = arith.addf %[[B]], %[[B]]
// CHECK: fsdp.all_gather %[[A]] on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
// CHECK: scf.for
// CHECK: %[[FLAT:.*]] = tensor.concat dim(0) %[[A]], %[[BB]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
// CHECK: fsdp.all_gather %[[FLAT]] on @dp gather_dim = 0 : tensor<8xf32> -> tensor<16xf32>
// CHECK-NOT: fsdp.all_gather
// CHECK: } {fsdp.microbatch_loop}
func.func @gathers_bucketed_in_the_microbatch_loop(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bb = arith.addf %b, %b : tensor<4xf32>
  %before = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (tensor<8xf32>) {
    %ga = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
    %gb = fsdp.all_gather %bb on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
    %s = arith.addf %ga, %gb : tensor<8xf32>
    %n = arith.addf %acc, %s : tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  } {fsdp.microbatch_loop}
  return %sum, %before : tensor<8xf32>, tensor<8xf32>
}

// -----

// bucket-bytes=auto takes the size from the profile: under the cpu-2core
// numbers without a launch cost (Inputs/cpu-no-launch.json) an all-gather
// on 2 ranks spends as long moving bytes as on its 0.431 us latency from
// 16 KiB on (8.5 KB sent at 9.9 GB/s). The four 4 KiB gathers share one
// bucket; the 64 KiB one stays alone.
// RUN: fsdp-opt %s --split-input-file --fsdp-bucket="bucket-bytes=auto profile=%S/Inputs/cpu-no-launch.json" | FileCheck %s --check-prefix=AUTO
// A 1 ms launch makes every collective below 32 MiB fixed-cost bound: all
// five share a bucket.
// RUN: fsdp-opt %s --split-input-file --fsdp-bucket="bucket-bytes=auto profile=%S/Inputs/cpu-slow-launch.json" | FileCheck %s --check-prefix=AUTO-LAUNCH
// Without profile=, the module's target (fsdp-set-target) decides; a
// profile= given to the pass overrides it.
// RUN: fsdp-opt %s --split-input-file --fsdp-set-target=profile=%S/Inputs/cpu-slow-launch.json --fsdp-bucket=bucket-bytes=auto | FileCheck %s --check-prefix=AUTO-LAUNCH
// RUN: fsdp-opt %s --split-input-file --fsdp-set-target=profile=%S/Inputs/cpu-slow-launch.json --fsdp-bucket="bucket-bytes=auto profile=%S/Inputs/cpu-no-launch.json" | FileCheck %s --check-prefix=AUTO
shard.grid @dp(shape = 2)

// AUTO-LABEL: func @bucket_size_from_profile
// AUTO: %[[B:.*]] = fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<2048xf32> -> tensor<4096xf32>
// AUTO: fsdp.all_gather %arg4 on @dp gather_dim = 0 : tensor<64x128xf32> -> tensor<128x128xf32>
// AUTO-NOT: fsdp.all_gather
// AUTO-LAUNCH-LABEL: func @bucket_size_from_profile
// AUTO-LAUNCH: fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<10240xf32> -> tensor<20480xf32>
// AUTO-LAUNCH-NOT: fsdp.all_gather
func.func @bucket_size_from_profile(%a: tensor<4x128xf32>, %b: tensor<4x128xf32>, %c: tensor<4x128xf32>,
                                    %d: tensor<4x128xf32>, %e: tensor<64x128xf32>)
    -> (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>) {
  %0 = fsdp.all_gather %a on @dp gather_dim = 0 : tensor<4x128xf32> -> tensor<8x128xf32>
  %1 = fsdp.all_gather %b on @dp gather_dim = 0 : tensor<4x128xf32> -> tensor<8x128xf32>
  %2 = fsdp.all_gather %c on @dp gather_dim = 0 : tensor<4x128xf32> -> tensor<8x128xf32>
  %3 = fsdp.all_gather %d on @dp gather_dim = 0 : tensor<4x128xf32> -> tensor<8x128xf32>
  %4 = fsdp.all_gather %e on @dp gather_dim = 0 : tensor<64x128xf32> -> tensor<128x128xf32>
  return %0, %1, %2, %3, %4 : tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<128x128xf32>
}

