// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-partition-reductions))" -split-input-file | FileCheck %s

// The squared norm of an all-reduced gradient (5 rows, 2 ranks): two sums
// over the row blocks FSDP's shards hold (3 rows, the second zero-padded),
// added in rank order.
// CHECK-LABEL: func @norm_padded
// CHECK: %[[G:.*]] = fsdp.all_reduce
// CHECK: %[[B0:.*]] = tensor.extract_slice %[[G]][0, 0] [3, 4] [1, 1] : tensor<5x4xf32> to tensor<3x4xf32>
// CHECK: %[[P0:.*]] = linalg.generic {{.*}} ins(%[[B0]] : tensor<3x4xf32>) outs(%[[Z:.*]] : tensor<f32>)
// CHECK: %[[S1:.*]] = tensor.extract_slice %[[G]][3, 0] [2, 4] [1, 1] : tensor<5x4xf32> to tensor<2x4xf32>
// CHECK: %[[B1:.*]] = tensor.pad %[[S1]] low[0, 0] high[1, 0]
// CHECK: %[[P1:.*]] = linalg.generic {{.*}} ins(%[[B1]] : tensor<3x4xf32>) outs(%[[Z]] : tensor<f32>)
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[P0]], %[[P1]] : tensor<f32>, tensor<f32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[A]], %[[B]] : f32
// CHECK: return %[[T]]
shard.grid @dp(shape = 2)
func.func @norm_padded(%grad: tensor<5x4xf32>) -> tensor<f32> {
  %g = fsdp.all_reduce %grad on @dp reduction = avg : tensor<5x4xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<5x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %n : tensor<f32>
}

// -----

// Column sums of an elementwise function of the gradient (4 ranks, 8 rows:
// no padding), through a tensor arith op and an elementwise linalg.generic;
// the broadcast scalar operand is read whole by every block.
// CHECK-LABEL: func @column_sums
// CHECK: %[[K:.*]] = linalg.generic
// CHECK: %[[B0:.*]] = tensor.extract_slice %[[K]][0, 0] [2, 3] [1, 1]
// CHECK: %[[P0:.*]] = linalg.generic {{.*}} ins(%[[B0]], %[[S:.*]] : tensor<2x3xf32>, tensor<f32>)
// CHECK: %[[B1:.*]] = tensor.extract_slice %[[K]][2, 0] [2, 3] [1, 1]
// CHECK: %[[P1:.*]] = linalg.generic {{.*}} ins(%[[B1]], %[[S]] : tensor<2x3xf32>, tensor<f32>)
// CHECK: %[[T1:.*]] = linalg.generic {{.*}} ins(%[[P0]], %[[P1]] : tensor<3xf32>, tensor<3xf32>)
// CHECK: %[[B2:.*]] = tensor.extract_slice %[[K]][4, 0] [2, 3] [1, 1]
// CHECK: %[[P2:.*]] = linalg.generic {{.*}} ins(%[[B2]], %[[S]]
// CHECK: %[[T2:.*]] = linalg.generic {{.*}} ins(%[[T1]], %[[P2]]
// CHECK: %[[B3:.*]] = tensor.extract_slice %[[K]][6, 0] [2, 3] [1, 1]
// CHECK: %[[P3:.*]] = linalg.generic {{.*}} ins(%[[B3]], %[[S]]
// CHECK: %[[T3:.*]] = linalg.generic {{.*}} ins(%[[T2]], %[[P3]]
// CHECK: return %[[T3]]
shard.grid @dp4(shape = 4)
func.func @column_sums(%grad: tensor<8x3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %g = fsdp.all_reduce %grad on @dp4 : tensor<8x3xf32>
  %h = arith.mulf %g, %g : tensor<8x3xf32>
  %e = tensor.empty() : tensor<8x3xf32>
  %k = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x3xf32>) outs(%e : tensor<8x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x3xf32>
  %cst = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %zero = linalg.fill ins(%cst : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> ()>,
                                        affine_map<(d0, d1) -> (d1)>],
                       iterator_types = ["reduction", "parallel"]}
      ins(%k, %s : tensor<8x3xf32>, tensor<f32>) outs(%zero : tensor<3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %t = arith.mulf %x, %y : f32
    %a = arith.addf %acc, %t : f32
    linalg.yield %a : f32
  } -> tensor<3xf32>
  return %c : tensor<3xf32>
}

// -----

// A block of padding rows only (3 rows over 4 ranks: blocks of 1, the last
// one empty) is a zero constant.
// CHECK-LABEL: func @empty_block
// CHECK: arith.constant dense<0.000000e+00> : tensor<1x2xf32>
func.func @empty_block(%grad: tensor<3x2xf32>) -> tensor<f32> {
  %g = fsdp.all_reduce %grad on @dp4 reduction = sum : tensor<3x2xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<3x2xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %n : tensor<f32>
}
shard.grid @dp4(shape = 4)

// -----

// Left alone: a sum whose padded rows would add a term (exp(0) = 1), a sum
// over the columns (FSDP's shards hold whole rows), a reduction that is not
// a sum, a gradient of one rank, a hybrid step's all-reduce over one axis of
// its grid, and a reduction of a value that is not an all-reduced gradient.
// CHECK-LABEL: func @left_alone
// CHECK-NOT: tensor.extract_slice
// CHECK: return
shard.grid @one(shape = 1)
shard.grid @hosts(shape = 2x2)
func.func @left_alone(%grad: tensor<5x4xf32>, %p: tensor<6x4xf32>)
    -> (tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>,
        tensor<f32>) {
  %g = fsdp.all_reduce %grad on @dp : tensor<5x4xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %zero = linalg.fill ins(%cst : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> ()>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<5x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = math.exp %x : f32
    %s = arith.addf %t, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %e5 = tensor.empty() : tensor<5xf32>
  %zero5 = linalg.fill ins(%cst : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                           affine_map<(d0, d1) -> (d0)>],
                          iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<5x4xf32>) outs(%zero5 : tensor<5xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> ()>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%g : tensor<5x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.maximumf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %g1 = fsdp.all_reduce %grad on @one : tensor<5x4xf32>
  %one = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                          affine_map<(d0, d1) -> ()>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%g1 : tensor<5x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %gh = fsdp.all_reduce %grad on @hosts grid_axes = [0] : tensor<5x4xf32>
  %hybrid = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                             affine_map<(d0, d1) -> ()>],
                            iterator_types = ["reduction", "reduction"]}
      ins(%gh : tensor<5x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %param = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                            affine_map<(d0, d1) -> ()>],
                           iterator_types = ["reduction", "reduction"]}
      ins(%p : tensor<6x4xf32>) outs(%zero : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %exp, %rows, %max, %one, %hybrid, %param
      : tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>,
        tensor<f32>
}
shard.grid @dp(shape = 2)
