// Inputs --data-npy cannot batch together: two batch sizes, and a scalar.
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %a: tensor<2x3xf32>,
                      %b: tensor<4x3xf32>, %s: tensor<f32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
