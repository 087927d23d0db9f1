// A step that reads its rank's coordinates on the grid: rank (r, c) of the
// 2x2 grid, linear index l = 2r + c, contributes 1 + 10r + 100c to element l
// of the gradient, and l to the loss. Summed over the ranks, the gradient
// is [1, 101, 11, 111] and the loss (averaged) 1.5, whichever rank computes
// what; a wrong index on any rank changes them.
shard.grid @dp(shape = 2x2)

#vec = affine_map<(d0) -> (d0)>
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %x: tensor<1x4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %lin = shard.process_linear_index on @dp : index
  %rc:2 = shard.process_multi_index on @dp : index, index
  %col = shard.process_multi_index on @dp axes = [1] : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1 = arith.constant 1 : index
  %r10 = arith.muli %rc#0, %c10 : index
  %c100c = arith.muli %col, %c100 : index
  %s = arith.addi %r10, %c100c : index
  %weight_i = arith.addi %s, %c1 : index
  %weight_i64 = arith.index_cast %weight_i : index to i64
  %weight = arith.sitofp %weight_i64 : i64 to f32
  %e4 = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#vec], iterator_types = ["parallel"]}
      outs(%e4 : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %hit = arith.cmpi eq, %i, %lin : index
    %v = arith.select %hit, %weight, %zero : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %gr = fsdp.all_reduce %g on @dp : tensor<4xf32>
  %nw = arith.subf %w, %gr : tensor<4xf32>
  %lin_i64 = arith.index_cast %lin : index to i64
  %lin_f = arith.sitofp %lin_i64 : i64 to f32
  %l = tensor.from_elements %lin_f : tensor<f32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}
