// RUN: fsdp-opt %s -split-input-file -verify-diagnostics

func.func @grid_missing(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op '@nope' does not reference a shard.grid}}
  %0 = fsdp.all_reduce %g on @nope : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @grid_is_a_function(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'@grid_is_a_function' does not reference a shard.grid}}
  %0 = fsdp.all_reduce %g on @grid_is_a_function : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @axis_out_of_range(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{grid axis 1 is out of range for grid @dp of rank 1}}
  %0 = fsdp.all_reduce %g on @dp grid_axes = [1] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @axis_negative(%g: tensor<8xf32>) -> tensor<32xf32> {
  // expected-error @+1 {{grid axis -1 is out of range for grid @dp of rank 1}}
  %0 = fsdp.all_gather %g on @dp grid_axes = [-1] gather_dim = 0 : tensor<8xf32> -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// -----

shard.grid @g2(shape = 2x2)
func.func @axes_not_increasing(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{grid_axes must be strictly increasing}}
  %0 = fsdp.all_reduce %g on @g2 grid_axes = [1, 0] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @g2(shape = 2x2)
func.func @axes_repeated(%g: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{grid_axes must be strictly increasing}}
  %0 = fsdp.reduce_scatter %g on @g2 grid_axes = [0, 0] scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @all_reduce_type_mismatch(%g: tensor<8xf32>) -> tensor<8xf64> {
  // expected-error @+1 {{'fsdp.all_reduce' op requires the same type for all operands and results}}
  %0 = "fsdp.all_reduce"(%g) <{grid = @dp}> : (tensor<8xf32>) -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

// -----

shard.grid @dp(shape = 4)
func.func @reduce_scatter_wrong_size(%g: tensor<1024x512xf32>) -> tensor<200x512xf32> {
  // expected-error @+1 {{input dimension 0 (1024) must be result dimension 0 (200) times the group size 4}}
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<1024x512xf32> -> tensor<200x512xf32>
  return %0 : tensor<200x512xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @reduce_scatter_other_dim_changed(%g: tensor<1024x512xf32>) -> tensor<256x500xf32> {
  // expected-error @+1 {{result dimension 1 (500) must equal input dimension 1 (512)}}
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<1024x512xf32> -> tensor<256x500xf32>
  return %0 : tensor<256x500xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @reduce_scatter_dim_out_of_range(%g: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{scatter_dim 1 is out of range for rank 1}}
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 1 : tensor<8xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @reduce_scatter_element_type(%g: tensor<8xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

shard.grid @dp(shape = 4)
func.func @reduce_scatter_rank(%g: tensor<8x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'fsdp.reduce_scatter' op result type has different rank than operands}}
  %0 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<8x2xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @all_gather_wrong_size(%s: tensor<256x512xf32>) -> tensor<1000x512xf32> {
  // expected-error @+1 {{result dimension 0 (1000) must be input dimension 0 (256) times the group size 4}}
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<256x512xf32> -> tensor<1000x512xf32>
  return %0 : tensor<1000x512xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @all_gather_other_dim_changed(%s: tensor<256x512xf32>) -> tensor<1024x510xf32> {
  // expected-error @+1 {{input dimension 1 (512) must equal result dimension 1 (510)}}
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<256x512xf32> -> tensor<1024x510xf32>
  return %0 : tensor<1024x510xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @all_gather_dim_out_of_range(%s: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{gather_dim 0 is out of range for rank 0}}
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

shard.grid @dp(shape = 4)
func.func @all_gather_element_type(%s: tensor<2xf32>) -> tensor<8xi32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

shard.grid @dp(shape = 4)
func.func @unknown_reduction(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'reduction' [sum, avg, max, min]}}
  %0 = fsdp.all_reduce %g on @dp reduction = prod : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'fsdp.state' must be a unit attribute}}
func.func @state_not_unit(%w: tensor<8xf32> {fsdp.state = 1 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op result 0: 'fsdp.state' belongs on arguments, not results}}
func.func @state_on_result(%w: tensor<8xf32>) -> (tensor<8xf32> {fsdp.state}) {
  return %w : tensor<8xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'fsdp.updates' belongs on results, not arguments}}
func.func @updates_on_argument(%w: tensor<8xf32> {fsdp.updates = 0 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op result 0: 'fsdp.updates' must be an i64 argument index}}
func.func @updates_not_index(%w: tensor<8xf32> {fsdp.state}) -> (tensor<8xf32> {fsdp.updates = "w"}) {
  return %w : tensor<8xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'fsdp.loss' belongs on results, not arguments}}
func.func @loss_on_argument(%w: tensor<f32> {fsdp.loss}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op result 0: 'fsdp.loss' must be a unit attribute}}
func.func @loss_not_unit(%w: tensor<f32>) -> (tensor<f32> {fsdp.loss = 0.0 : f32}) {
  return %w : tensor<f32>
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'fsdp.sharding' must be a #fsdp.sharding attribute}}
func.func @sharding_wrong_kind(%w: tensor<8xf32> {fsdp.sharding = 0 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument 0: unknown attribute 'fsdp.stat' of the fsdp dialect}}
func.func @unknown_step_attribute(%w: tensor<8xf32> {fsdp.stat}) {
  return
}

// -----

// expected-error @+1 {{sharded dimension 2 is out of range for a rank-2 shape}}
func.func @sharding_dim_out_of_range(%w: tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 2, shape = [8, 4], pad = 0>}) {
  return
}

// -----

// expected-error @+1 {{padding must be non-negative, got -1}}
func.func @sharding_negative_pad(%w: tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8], pad = -1>}) {
  return
}

// -----

// expected-error @+1 {{grid axes must be strictly increasing}}
func.func @sharding_axes_order(%w: tensor<8xf32> {fsdp.sharding = #fsdp.sharding<@dp[1, 0], dim = 0, shape = [8], pad = 0>}) {
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @start_without_wait(%s: tensor<2xf32>) {
  // expected-error @+1 {{'fsdp.all_gather_start' op token must be used by exactly one fsdp.wait}}
  %w, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @start_result_used_before_wait(%s: tensor<2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.all_gather_start' op result may only be used by the fsdp.wait of its token}}
  %w, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %x = arith.addf %w, %w : tensor<8xf32>
  %0 = fsdp.wait %t, %w : tensor<8xf32>
  return %x : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @wait_on_wrong_value(%s: tensor<2xf32>, %other: tensor<8xf32>) -> tensor<8xf32> {
  %w, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  // expected-error @+1 {{'fsdp.wait' op value must be the result of the start op that produced the token}}
  %0 = fsdp.wait %t, %other : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @async_all_gather_wrong_size(%s: tensor<2xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'fsdp.all_gather_start' op result dimension 0 (6) must be input dimension 0 (2) times the group size 4}}
  %w, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<6xf32>
  %0 = fsdp.wait %t, %w : tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

shard.grid @dp(shape = 4)
func.func @async_reduce_scatter_wrong_size(%g: tensor<8xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'fsdp.reduce_scatter_start' op input dimension 0 (8) must be result dimension 0 (3) times the group size 4}}
  %s, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<3xf32>
  %0 = fsdp.wait %t, %s : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @async_all_reduce_no_grid(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.all_reduce_start' op '@dp' does not reference a shard.grid}}
  %s, %t = fsdp.all_reduce_start %g on @dp : tensor<8xf32>
  %0 = fsdp.wait %t, %s : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 0)
func.func @zero_size_group(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op grid @dp axis 0 has size 0; a group needs at least one rank}}
  %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

shard.grid @dp(shape = 4611686018427387904x4)
func.func @group_size_overflows(%g: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'fsdp.all_reduce' op the size of the group on grid @dp overflows 64 bits}}
  %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error @+1 {{'func.func' op result 0: 'fsdp.hyperparameter' belongs on arguments, not results}}
func.func @hyperparameter_on_result(%lr: tensor<f64>) -> (tensor<f64> {fsdp.hyperparameter = "lr"}) {
  return %lr : tensor<f64>
}

// -----

// expected-error @+1 {{'func.func' op argument 0: 'fsdp.hyperparameter' must be a non-empty string (its name)}}
func.func @hyperparameter_unnamed(%lr: tensor<f64> {fsdp.hyperparameter = ""}) {
  return
}
