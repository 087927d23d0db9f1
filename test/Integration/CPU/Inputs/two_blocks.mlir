// A step whose body has two blocks (cf.cond_br): fsdp-run refuses it with a
// message instead of reading a terminator that is not a return.
shard.grid @dp(shape = 1)
func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %c: tensor<i1>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %cond = tensor.extract %c[] : tensor<i1>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %w : tensor<4xf32>
^bb2:
  %g = fsdp.all_reduce %w on @dp reduction = avg : tensor<4xf32>
  return %g : tensor<4xf32>
}
