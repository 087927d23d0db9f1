// RUN: fsdp-opt %s -split-input-file -verify-diagnostics

shard.grid @dp(shape = 4)
func.func @buffer_start_without_wait(%s: memref<4xf32>, %w: memref<16xf32>) {
  // expected-error @+1 {{token must be used by exactly one fsdp.buffer.wait}}
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<4xf32>) outs(%w : memref<16xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_wait_on_other_buffers(%s: memref<4xf32>, %w: memref<16xf32>, %v: memref<16xf32>) {
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<4xf32>) outs(%w : memref<16xf32>)
  // expected-error @+1 {{buffers must be the input and output of the start op that produced the token}}
  fsdp.buffer.wait %t ins(%s : memref<4xf32>) outs(%v : memref<16xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_start_bad_shape(%s: memref<4xf32>, %w: memref<12xf32>) {
  // expected-error @+1 {{output dimension 0 (12) must be input dimension 0 (4) times the group size 4}}
  %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0 ins(%s : memref<4xf32>) outs(%w : memref<12xf32>)
  fsdp.buffer.wait %t ins(%s : memref<4xf32>) outs(%w : memref<12xf32>)
  return
}
