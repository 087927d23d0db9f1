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
