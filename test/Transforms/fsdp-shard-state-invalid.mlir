// RUN: fsdp-opt %s --fsdp-shard-state --split-input-file --verify-diagnostics

shard.grid @dp(shape = 2)

// expected-error @+1 {{state argument 0 is sliced for a sharded update, but its new value is computed in full}}
func.func @sliced_but_updated_in_full(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<2xf32>) {
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  %nw = arith.addf %w, %w : tensor<4xf32>
  return %nw, %ws : tensor<4xf32>, tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{state argument 0 is sliced for a sharded update, but nothing updates it}}
func.func @sliced_but_not_updated(%w: tensor<4xf32> {fsdp.state}) -> tensor<2xf32> {
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  return %ws : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)
shard.grid @other(shape = 2)

func.func @sliced_differently(%w: tensor<4xf32> {fsdp.state}, %gs: tensor<2xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<2xf32>) {
  // expected-error @+1 {{slices state argument 0 differently from the shards of its update}}
  %ws = shard.all_slice %w on @other grid_axes = [0] slice_axis = 0 : tensor<4xf32> -> tensor<2xf32>
  %nws = arith.subf %gs, %gs : tensor<2xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  return %nw, %ws : tensor<4xf32>, tensor<2xf32>
}


// -----

// expected-error @+1 {{result 0 of type 'tensor<2xf32>' updates argument 0 of type 'tensor<4xf32>'}}
func.func @update_type_mismatch(%w: tensor<4xf32> {fsdp.state}, %x: tensor<2xf32>) -> (tensor<2xf32> {fsdp.updates = 0 : i64}) {
  return %x : tensor<2xf32>
}
