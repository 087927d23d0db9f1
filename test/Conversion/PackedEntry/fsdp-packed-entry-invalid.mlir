// RUN: fsdp-opt %s --split-input-file --fsdp-packed-entry -verify-diagnostics

// expected-error @+1 {{'fsdp.packed_entry' needs a function with a body}}
func.func private @external(memref<4xf32>) attributes {fsdp.packed_entry}

// -----

// expected-error @+1 {{cannot pass argument #1 of type 'memref<*xf32>' through a packed entry (ranked memrefs, integers, indices and floats only)}}
func.func @unranked(%a: memref<4xf32>, %b: memref<*xf32>) attributes {fsdp.packed_entry} {
  return
}

// -----

// expected-error @+1 {{cannot return result #0 of type 'tensor<4xf32>' through a packed entry (ranked memrefs, integers, indices and floats only)}}
func.func @tensor_result(%a: memref<4xf32>) -> tensor<4xf32> attributes {fsdp.packed_entry} {
  %t = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
