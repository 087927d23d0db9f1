// A function without {fsdp.state} arguments: not a training step.
func.func @train_step(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
