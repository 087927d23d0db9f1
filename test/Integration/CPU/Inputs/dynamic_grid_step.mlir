// A step sharded over a grid of dynamic size: fsdp-run places ranks in the
// grid, so it needs its size.
shard.grid @dyn(shape = ?)
func.func @train_step(%w: tensor<2xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@dyn[0], dim = 0, shape = [4], pad = 0>})
    -> (tensor<2xf32> {fsdp.updates = 0 : i64, fsdp.sharding = #fsdp.sharding<@dyn[0], dim = 0, shape = [4], pad = 0>}) {
  return %w : tensor<2xf32>
}
