// A step whose token inputs are i32 [2, 8] (fsdp-run --data converts the
// file's tokens to the step's integer type); it only passes its state on.
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %tok: tensor<2x8xi32>,
                      %tgt: tensor<2x8xi32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
