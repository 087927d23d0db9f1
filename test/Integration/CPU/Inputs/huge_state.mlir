// A state argument whose size in bytes overflows 64 bits.
shard.grid @dp(shape = 1)
func.func @train_step(%w: tensor<4611686018427387904x4xf32> {fsdp.state})
    -> (tensor<4611686018427387904x4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4611686018427387904x4xf32>
}
