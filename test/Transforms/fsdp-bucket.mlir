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

// bucket-bytes=-1 takes the size from the profile: under the cpu-2core
// numbers without a launch cost (Inputs/cpu-no-launch.json) an all-gather
// on 2 ranks spends as long moving bytes as on its 0.431 us latency from
// 16 KiB on (8.5 KB sent at 9.9 GB/s). The four 4 KiB gathers share one
// bucket; the 64 KiB one stays alone.
// RUN: fsdp-opt %s --split-input-file --fsdp-bucket="bucket-bytes=-1 profile=%S/Inputs/cpu-no-launch.json" | FileCheck %s --check-prefix=AUTO
// A 1 ms launch makes every collective below 32 MiB fixed-cost bound: all
// five share a bucket.
// RUN: fsdp-opt %s --split-input-file --fsdp-bucket="bucket-bytes=-1 profile=%S/Inputs/cpu-slow-launch.json" | FileCheck %s --check-prefix=AUTO-LAUNCH
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
