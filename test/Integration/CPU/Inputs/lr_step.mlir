// SGD on a linear least-squares model whose learning rate is a step input
// (`fsdp.hyperparameter = "lr"`): the shape a scheduled export has.
shard.grid @dp(shape = 2)

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#scalar = affine_map<(d0) -> ()>
#vec = affine_map<(d0) -> (d0)>
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %x: tensor<2x4xf32>,
                      %lr: tensor<f64> {fsdp.hyperparameter = "lr"})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  // grad = sum over rows of x * w (elementwise), loss = sum(grad)
  %g = linalg.generic {indexing_maps = [#map, #row, #row], iterator_types = ["reduction", "parallel"]}
      ins(%x, %w : tensor<2x4xf32>, tensor<4xf32>) outs(%z4 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#vec, #scalar], iterator_types = ["reduction"]}
      ins(%g : tensor<4xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %gr = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  %lr32 = arith.truncf %lr : tensor<f64> to tensor<f32>
  %lrb = linalg.broadcast ins(%lr32 : tensor<f32>) outs(%e4 : tensor<4xf32>) dimensions = [0]
  %u = arith.mulf %gr, %lrb : tensor<4xf32>
  %nw = arith.subf %w, %u : tensor<4xf32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}
