// RUN: fsdp-opt %s --fsdp-decompose-all-reduce | FileCheck %s
// RUN: fsdp-opt %s --fsdp-decompose-all-reduce=replicate-below-bytes=1024 | FileCheck %s --check-prefix=THRESHOLD

shard.grid @dp(shape = 4)
shard.grid @g2(shape = 4x2)

// CHECK-LABEL: func @divisible_dim0
// CHECK-SAME: (%[[G:.*]]: tensor<64x32xf32>)
func.func @divisible_dim0(%g: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // CHECK-NOT: fsdp.all_reduce
  // CHECK: %[[S:.*]] = fsdp.reduce_scatter %[[G]] on @dp scatter_dim = 0 reduction = avg : tensor<64x32xf32> -> tensor<16x32xf32>
  // CHECK: %[[A:.*]] = fsdp.all_gather %[[S]] on @dp gather_dim = 0 : tensor<16x32xf32> -> tensor<64x32xf32>
  // CHECK: return %[[A]]
  %0 = fsdp.all_reduce %g on @dp reduction = avg : tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// CHECK-LABEL: func @reduce_scatter_pads_dim0
// CHECK-SAME: (%[[G:.*]]: tensor<10x3xf32>)
func.func @reduce_scatter_pads_dim0(%g: tensor<10x3xf32>) -> tensor<10x3xf32> {
  // CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 0] high[2, 0]
  // CHECK:   tensor.yield %[[ZERO]]
  // CHECK: %[[S:.*]] = fsdp.reduce_scatter %[[P]] on @dp scatter_dim = 0 : tensor<12x3xf32> -> tensor<3x3xf32>
  // CHECK: %[[A:.*]] = fsdp.all_gather %[[S]] on @dp gather_dim = 0 : tensor<3x3xf32> -> tensor<12x3xf32>
  // CHECK: %[[R:.*]] = tensor.extract_slice %[[A]][0, 0] [10, 3] [1, 1] : tensor<12x3xf32> to tensor<10x3xf32>
  // CHECK: return %[[R]]
  %0 = fsdp.all_reduce %g on @dp : tensor<10x3xf32>
  return %0 : tensor<10x3xf32>
}

// Fewer rows than ranks still works: every rank but the first holds padding.
// CHECK-LABEL: func @fewer_rows_than_ranks
func.func @fewer_rows_than_ranks(%g: tensor<1xi32>) -> tensor<1xi32> {
  // CHECK: tensor.pad %{{.*}} low[0] high[3]
  // CHECK: fsdp.reduce_scatter %{{.*}} : tensor<4xi32> -> tensor<1xi32>
  // CHECK: fsdp.all_gather %{{.*}} : tensor<1xi32> -> tensor<4xi32>
  // CHECK: tensor.extract_slice %{{.*}}[0] [1] [1] : tensor<4xi32> to tensor<1xi32>
  %0 = fsdp.all_reduce %g on @dp reduction = max : tensor<1xi32>
  return %0 : tensor<1xi32>
}

// CHECK-LABEL: func @scalars_stay_replicated
func.func @scalars_stay_replicated(%l: tensor<f32>) -> tensor<f32> {
  // CHECK: fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<f32>
  // CHECK-NOT: fsdp.reduce_scatter
  %0 = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  return %0 : tensor<f32>
}

// THRESHOLD-LABEL: func @tiny_tensors_stay_replicated
// CHECK-LABEL: func @tiny_tensors_stay_replicated
func.func @tiny_tensors_stay_replicated(%b: tensor<32xf32>, %w: tensor<256xf32>) -> (tensor<32xf32>, tensor<256xf32>) {
  // 128 bytes: below the threshold.
  // THRESHOLD: fsdp.all_reduce %{{.*}} : tensor<32xf32>
  // 1024 bytes: at the threshold.
  // THRESHOLD: fsdp.reduce_scatter %{{.*}} : tensor<256xf32> -> tensor<64xf32>
  // CHECK-NOT: fsdp.all_reduce
  %0 = fsdp.all_reduce %b on @dp : tensor<32xf32>
  %1 = fsdp.all_reduce %w on @dp : tensor<256xf32>
  return %0, %1 : tensor<32xf32>, tensor<256xf32>
}

// CHECK-LABEL: func @data_parallel_axis_of_2d_grid
func.func @data_parallel_axis_of_2d_grid(%g: tensor<8x2xbf16>) -> tensor<8x2xbf16> {
  // CHECK: fsdp.reduce_scatter %{{.*}} on @g2 grid_axes = [0] scatter_dim = 0 : tensor<8x2xbf16> -> tensor<2x2xbf16>
  // CHECK: fsdp.all_gather %{{.*}} on @g2 grid_axes = [0] gather_dim = 0 : tensor<2x2xbf16> -> tensor<8x2xbf16>
  %0 = fsdp.all_reduce %g on @g2 grid_axes = [0] : tensor<8x2xbf16>
  return %0 : tensor<8x2xbf16>
}

// Data parallel over both axes of a 2-D grid without `hybrid`: one group of
// all 8 ranks shards and gathers.
// CHECK-LABEL: func @whole_2d_grid_shards_over_every_rank
func.func @whole_2d_grid_shards_over_every_rank(%g: tensor<16x4xf32>) -> tensor<16x4xf32> {
  // CHECK: %[[S:.*]] = fsdp.reduce_scatter %{{.*}} on @g2 scatter_dim = 0 reduction = avg : tensor<16x4xf32> -> tensor<2x4xf32>
  // CHECK: fsdp.all_gather %[[S]] on @g2 gather_dim = 0 : tensor<2x4xf32> -> tensor<16x4xf32>
  %0 = fsdp.all_reduce %g on @g2 reduction = avg : tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
