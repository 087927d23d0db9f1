// An embedding table trained on token ids: the forward gathers its rows
// (tensor.extract at a token id), the backward scatters into its gradient
// (tensor.insert at a token id). Loss: the sum of the gathered rows.
#tok = affine_map<(i, j, k) -> (i, j)>
#row = affine_map<(i, j, k) -> (i, j, k)>
func.func @train_step(%table: tensor<8x4xf32> {fsdp.state},
                      %tok: tensor<2x3xi64>, %tgt: tensor<2x3xi64>)
    -> (tensor<8x4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lr = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<2x3x4xf32>
  %rows = linalg.generic {indexing_maps = [#tok, #row],
                          iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%tok : tensor<2x3xi64>) outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%t: i64, %out: f32):
    %r = arith.index_cast %t : i64 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %table[%r, %k] : tensor<8x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x3x4xf32>
  %l0 = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#row, affine_map<(i, j, k) -> ()>],
                          iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%rows : tensor<2x3x4xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %g0 = tensor.empty() : tensor<8x4xf32>
  %gz = linalg.fill ins(%zero : f32) outs(%g0 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %grad = scf.for %i = %c0 to %c2 step %c1 iter_args(%gi = %gz) -> tensor<8x4xf32> {
    %gj = scf.for %j = %c0 to %c3 step %c1 iter_args(%g = %gi) -> tensor<8x4xf32> {
      %t = tensor.extract %tok[%i, %j] : tensor<2x3xi64>
      %r = arith.index_cast %t : i64 to index
      %gk = scf.for %k = %c0 to %c4 step %c1 iter_args(%h = %g) -> tensor<8x4xf32> {
        %old = tensor.extract %h[%r, %k] : tensor<8x4xf32>
        %new = arith.addf %old, %one : f32
        %ins = tensor.insert %new into %h[%r, %k] : tensor<8x4xf32>
        scf.yield %ins : tensor<8x4xf32>
      }
      scf.yield %gk : tensor<8x4xf32>
    }
    scf.yield %gj : tensor<8x4xf32>
  }
  %u0 = tensor.empty() : tensor<8x4xf32>
  %updated = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>,
                                              affine_map<(a, b) -> (a, b)>,
                                              affine_map<(a, b) -> (a, b)>],
                             iterator_types = ["parallel", "parallel"]}
      ins(%table, %grad : tensor<8x4xf32>, tensor<8x4xf32>)
      outs(%u0 : tensor<8x4xf32>) {
  ^bb0(%w: f32, %dw: f32, %out: f32):
    %step = arith.mulf %lr, %dw : f32
    %nw = arith.subf %w, %step : f32
    linalg.yield %nw : f32
  } -> tensor<8x4xf32>
  return %updated, %loss : tensor<8x4xf32>, tensor<f32>
}
