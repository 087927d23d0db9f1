// SGD on a linear model whose gradient is transformed by one of four
// branches chosen by an integer input (each rank its own row's choice),
// written as one scf.index_switch. switch_step.mlir and if_chain_step.mlir compute the
// same step (index-switch.test).
shard.grid @dp(shape = 2)

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#scalar = affine_map<(d0) -> ()>
#vec = affine_map<(d0) -> (d0)>
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %x: tensor<2x4xf32>,
                      %k: tensor<2xi32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %e4 = tensor.empty() : tensor<4xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#map, #row, #row], iterator_types = ["reduction", "parallel"]}
      ins(%x, %w : tensor<2x4xf32>, tensor<4xf32>) outs(%z4 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %ki = tensor.extract %k[%c0] : tensor<2xi32>
  %kx = arith.index_cast %ki : i32 to index
  %t = scf.index_switch %kx -> tensor<4xf32>
  case 0 {
    %b0 = arith.addf %g, %g : tensor<4xf32>
    scf.yield %b0 : tensor<4xf32>
  }
  case 1 {
    %b1 = arith.mulf %g, %w : tensor<4xf32>
    scf.yield %b1 : tensor<4xf32>
  }
  case 2 {
    %b2 = arith.subf %g, %w : tensor<4xf32>
    scf.yield %b2 : tensor<4xf32>
  }
  default {
    %b3 = math.tanh %g : tensor<4xf32>
    scf.yield %b3 : tensor<4xf32>
  }
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.generic {indexing_maps = [#vec, #scalar], iterator_types = ["reduction"]}
      ins(%t : tensor<4xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %gr = fsdp.all_reduce %t on @dp reduction = avg : tensor<4xf32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  %lr = arith.constant dense<0.125> : tensor<4xf32>
  %u = arith.mulf %gr, %lr : tensor<4xf32>
  %nw = arith.subf %w, %u : tensor<4xf32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}
