// RUN: fsdp-opt %s -split-input-file -verify-diagnostics

func.func @buffer_grid_missing(%g: memref<8xf32>) {
  // expected-error @+1 {{'fsdp.buffer.all_reduce' op '@nope' does not reference a shard.grid}}
  fsdp.buffer.all_reduce on @nope ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_axis_out_of_range(%g: memref<8xf32>) {
  // expected-error @+1 {{grid axis 1 is out of range for grid @dp of rank 1}}
  fsdp.buffer.all_reduce on @dp grid_axes = [1] ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_all_reduce_shape_mismatch(%g: memref<8xf32>, %o: memref<4xf32>) {
  // expected-error @+1 {{'fsdp.buffer.all_reduce' op failed to verify that all of {input, output} have same shape}}
  fsdp.buffer.all_reduce on @dp ins(%g : memref<8xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_element_type_mismatch(%g: memref<8xf32>, %o: memref<8xf64>) {
  // expected-error @+1 {{'fsdp.buffer.all_reduce' op failed to verify that all of {input, output} have same element type}}
  fsdp.buffer.all_reduce on @dp ins(%g : memref<8xf32>) outs(%o : memref<8xf64>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_rank_mismatch(%g: memref<8xf32>, %o: memref<2x1xf32>) {
  // expected-error @+1 {{'fsdp.buffer.reduce_scatter' op failed to verify that all of {input, output} have same rank}}
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 ins(%g : memref<8xf32>) outs(%o : memref<2x1xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_reduce_scatter_not_divided(%g: memref<8x2xf32>, %s: memref<4x2xf32>) {
  // expected-error @+1 {{input dimension 0 (8) must be output dimension 0 (4) times the group size 4}}
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 ins(%g : memref<8x2xf32>) outs(%s : memref<4x2xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_reduce_scatter_other_dim(%g: memref<8x2xf32>, %s: memref<2x3xf32>) {
  // expected-error @+1 {{output dimension 1 (3) must equal input dimension 1 (2)}}
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 ins(%g : memref<8x2xf32>) outs(%s : memref<2x3xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_reduce_scatter_dim_out_of_range(%g: memref<8xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{scatter_dim 1 is out of range for rank 1}}
  fsdp.buffer.reduce_scatter on @dp scatter_dim = 1 ins(%g : memref<8xf32>) outs(%s : memref<2xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_all_gather_not_multiplied(%s: memref<2x2xf32>, %w: memref<6x2xf32>) {
  // expected-error @+1 {{output dimension 0 (6) must be input dimension 0 (2) times the group size 4}}
  fsdp.buffer.all_gather on @dp gather_dim = 0 ins(%s : memref<2x2xf32>) outs(%w : memref<6x2xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_all_gather_dim_out_of_range(%s: memref<2xf32>, %w: memref<8xf32>) {
  // expected-error @+1 {{gather_dim -1 is out of range for rank 1}}
  fsdp.buffer.all_gather on @dp gather_dim = -1 ins(%s : memref<2xf32>) outs(%w : memref<8xf32>)
  return
}

// -----

shard.grid @dp(shape = 4)
func.func @buffer_all_gather_of_tensor(%s: tensor<2xf32>, %w: memref<8xf32>) {
  // expected-error @+1 {{operand #0 must be memref of any type values}}
  "fsdp.buffer.all_gather"(%s, %w) <{grid = @dp, gather_dim = 0 : i64}> : (tensor<2xf32>, memref<8xf32>) -> ()
  return
}
