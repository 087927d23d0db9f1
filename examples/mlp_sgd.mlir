// A 2-layer MLP (relu, mean-squared error) trained with SGD under DDP on 4
// ranks: forward, backward and the update of one step, with the gradients
// averaged across the data-parallel group by fsdp.all_reduce.
shard.grid @dp(shape = 4)

#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

func.func @train_step(
    %w1: tensor<16x32xf32> {fsdp.state},
    %w2: tensor<32x4xf32> {fsdp.state},
    %x: tensor<8x16xf32>, %y: tensor<8x4xf32>)
    -> (tensor<16x32xf32> {fsdp.updates = 0 : i64},
        tensor<32x4xf32> {fsdp.updates = 1 : i64},
        tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant dense<0.1> : tensor<16x32xf32>
  %lr2 = arith.constant dense<0.1> : tensor<32x4xf32>
  %scale = arith.constant dense<0.0625> : tensor<8x4xf32>   // 2 / (8 * 4)

  // Forward.
  %e832 = tensor.empty() : tensor<8x32xf32>
  %z832 = linalg.fill ins(%zero : f32) outs(%e832 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z832 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x32xf32>) outs(%e832 : tensor<8x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e84 = tensor.empty() : tensor<8x4xf32>
  %z84 = linalg.fill ins(%zero : f32) outs(%e84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %out = linalg.matmul ins(%a, %w2 : tensor<8x32xf32>, tensor<32x4xf32>) outs(%z84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %diff = arith.subf %out, %y : tensor<8x4xf32>

  // Loss: mean of the squared error, averaged over the group.
  %sq = arith.mulf %diff, %diff : tensor<8x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]}
      ins(%sq : tensor<8x4xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %n = arith.constant dense<0.03125> : tensor<f32>
  %local_loss = arith.mulf %sum, %n : tensor<f32>
  %loss = fsdp.all_reduce %local_loss on @dp reduction = avg : tensor<f32>

  // Backward.
  %dout = arith.mulf %diff, %scale : tensor<8x4xf32>
  %e328 = tensor.empty() : tensor<32x8xf32>
  %at = linalg.transpose ins(%a : tensor<8x32xf32>) outs(%e328 : tensor<32x8xf32>) permutation = [1, 0]
  %e324 = tensor.empty() : tensor<32x4xf32>
  %z324 = linalg.fill ins(%zero : f32) outs(%e324 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %gw2 = linalg.matmul ins(%at, %dout : tensor<32x8xf32>, tensor<8x4xf32>) outs(%z324 : tensor<32x4xf32>) -> tensor<32x4xf32>
  %e432 = tensor.empty() : tensor<4x32xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<32x4xf32>) outs(%e432 : tensor<4x32xf32>) permutation = [1, 0]
  %da = linalg.matmul ins(%dout, %w2t : tensor<8x4xf32>, tensor<4x32xf32>) outs(%z832 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e832 : tensor<8x32xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e168 = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%e168 : tensor<16x8xf32>) permutation = [1, 0]
  %e1632 = tensor.empty() : tensor<16x32xf32>
  %z1632 = linalg.fill ins(%zero : f32) outs(%e1632 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %gw1 = linalg.matmul ins(%xt, %dh : tensor<16x8xf32>, tensor<8x32xf32>) outs(%z1632 : tensor<16x32xf32>) -> tensor<16x32xf32>

  // Gradient synchronisation (DDP) and the SGD update.
  %g1 = fsdp.all_reduce %gw1 on @dp reduction = avg : tensor<16x32xf32>
  %g2 = fsdp.all_reduce %gw2 on @dp reduction = avg : tensor<32x4xf32>
  %u1 = arith.mulf %g1, %lr : tensor<16x32xf32>
  %nw1 = arith.subf %w1, %u1 : tensor<16x32xf32>
  %u2 = arith.mulf %g2, %lr2 : tensor<32x4xf32>
  %nw2 = arith.subf %w2, %u2 : tensor<32x4xf32>
  return %nw1, %nw2, %loss : tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
}
