// RUN: fsdp-opt %s --split-input-file --fsdp-drop-donated-results -verify-diagnostics

// expected-error @+1 {{'fsdp.donate_state' on @tensors, which still has tensor arguments or results: fsdp-drop-donated-results runs after bufferization}}
func.func @tensors(%w: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.donate_state} {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{'fsdp.donate_state' on @called, which is referenced in the module}}
func.func @called(%w: memref<4xf32> {fsdp.state})
    -> (memref<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.donate_state} {
  return %w : memref<4xf32>
}
func.func @main(%w: memref<4xf32>) -> memref<4xf32> {
  %r = func.call @called(%w) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// expected-error @+1 {{'fsdp.donate_state' needs a function with a body}}
func.func private @external(memref<4xf32> {fsdp.state})
    -> (memref<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.donate_state}
