// RUN: fsdp-opt %s --fsdp-shard-update --split-input-file --verify-diagnostics

// expected-error @+1 {{result 0: 'fsdp.updates' index 3 is out of range for 1 arguments}}
func.func @updates_out_of_range(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf32> {fsdp.updates = 3 : i64}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{result 0 updates argument 1, which is not an 'fsdp.state' argument}}
func.func @updates_non_state(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 1 : i64}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{argument 0 is updated by both result 0 and result 1}}
func.func @updated_twice(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w, %w : tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @+1 {{result 0 of type 'tensor<4xf64>' updates argument 0 of type 'tensor<4xf32>'}}
func.func @update_type_mismatch(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf64> {fsdp.updates = 0 : i64}) {
  %0 = arith.extf %w : tensor<4xf32> to tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// expected-error @+1 {{results 0 and 1 are both marked 'fsdp.loss'}}
func.func @two_losses(%w: tensor<4xf32> {fsdp.state}, %l: tensor<f32>) -> (tensor<f32> {fsdp.loss}, tensor<f32> {fsdp.loss}) {
  return %l, %l : tensor<f32>, tensor<f32>
}

// -----

// expected-error @+1 {{the loss (result 0) of type 'tensor<2xf32>' must hold a single element}}
func.func @loss_of_two_elements(%w: tensor<4xf32> {fsdp.state}, %l: tensor<2xf32>) -> (tensor<2xf32> {fsdp.loss}) {
  return %l : tensor<2xf32>
}

// -----

// expected-error @+1 {{argument 0: the sharding's grid @nope is not a shard.grid}}
func.func @sharding_without_grid(%w: tensor<2xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@nope[0], dim = 0, shape = [4], pad = 0>}) -> (tensor<2xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)
// expected-error @+1 {{argument 0: sharding axis 1 is out of range for grid @dp of rank 1}}
func.func @sharding_axis_out_of_range(%w: tensor<2xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@dp[1], dim = 0, shape = [4], pad = 0>}) -> (tensor<2xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<2xf32>
}

// -----

shard.grid @big(shape = 4611686018427387904x4)
// expected-error @+1 {{argument 0: grid @big has an invalid size}}
func.func @sharding_group_overflows(%w: tensor<2xf32> {fsdp.state, fsdp.sharding = #fsdp.sharding<@big[0, 1], dim = 0, shape = [4], pad = 0>}) -> (tensor<2xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)
// expected-error @+1 {{result 0: its type 'tensor<3xf32>' is not the shard that #fsdp.sharding describes for a group of 2}}
func.func @sharding_not_the_type(%w: tensor<3xf32> {fsdp.state}) -> (tensor<3xf32> {fsdp.updates = 0 : i64, fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 1>}) {
  return %w : tensor<3xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{argument 0: hyperparameter 'lr' cannot also be 'fsdp.state'}}
func.func @hyperparameter_is_state(%lr: tensor<f64> {fsdp.state, fsdp.hyperparameter = "lr"}) -> (tensor<f64> {fsdp.updates = 0 : i64}) {
  return %lr : tensor<f64>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{argument 1: hyperparameter 'lr' of type 'tensor<2xf32>' must be a single floating-point element}}
func.func @hyperparameter_not_scalar(%w: tensor<4xf32> {fsdp.state}, %lr: tensor<2xf32> {fsdp.hyperparameter = "lr"}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{arguments 1 and 2 are both hyperparameter 'lr'}}
func.func @hyperparameter_twice(%w: tensor<4xf32> {fsdp.state}, %a: tensor<f64> {fsdp.hyperparameter = "lr"}, %b: tensor<f64> {fsdp.hyperparameter = "lr"}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
