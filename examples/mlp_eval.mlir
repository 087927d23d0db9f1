// The forward step of examples/mlp_sgd.mlir's MLP: its loss, no gradient,
// no update. The parameters are state that no result updates; fsdp-opt
// --fsdp-pipeline shards them as it shards the training step's, so the
// runner library runs this step on that step's shards (ForwardStep.h).
shard.grid @dp(shape = 4)

#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

func.func @eval_step(
    %w1: tensor<16x32xf32> {fsdp.state},
    %w2: tensor<32x4xf32> {fsdp.state},
    %x: tensor<8x16xf32>, %y: tensor<8x4xf32>)
    -> (tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
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
  return %loss : tensor<f32>
}
