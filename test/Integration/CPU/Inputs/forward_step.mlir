// A forward step (evaluation): state that no result updates, and the loss
// averaged over the ranks.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> ()>
module {
  shard.grid @dp(shape = 2)
  func.func @eval_step(%w: tensor<5x3xf32> {fsdp.state}, %b: tensor<3xf32> {fsdp.state},
                       %x: tensor<2x5xf32>) -> (tensor<f32> {fsdp.loss}) {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x3xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %y = linalg.matmul ins(%x, %w : tensor<2x5xf32>, tensor<5x3xf32>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
    %e0 = tensor.empty() : tensor<f32>
    %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
    %s = linalg.generic {indexing_maps = [#id2, #row, #red], iterator_types = ["reduction", "reduction"]}
        ins(%y, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%f0 : tensor<f32>) {
      ^bb0(%a: f32, %c: f32, %acc: f32):
        %t = arith.addf %a, %c : f32
        %q = arith.mulf %t, %t : f32
        %r = arith.addf %acc, %q : f32
        linalg.yield %r : f32
    } -> tensor<f32>
    %l = fsdp.all_reduce %s on @dp reduction = avg : tensor<f32>
    return %l : tensor<f32>
  }
}
