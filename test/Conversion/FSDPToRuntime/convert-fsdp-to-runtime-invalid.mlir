// RUN: fsdp-opt %s --convert-fsdp-to-runtime -split-input-file -verify-diagnostics

shard.grid @dp(shape = 4)
func.func @unsupported_element_type(%g: memref<8xi16>) {
  // expected-error @+1 {{cannot convert to a runtime call: element type i16 has no runtime dtype (f32, f64, bf16, f16, i32, i64, i8)}}
  fsdp.buffer.all_reduce on @dp ins(%g : memref<8xi16>) outs(%g : memref<8xi16>)
  return
}

// -----

shard.grid @dyn(shape = ?)
func.func @dynamic_grid(%g: memref<8xf32>) {
  // expected-error @+1 {{cannot convert to a runtime call: grid @dyn has a dynamic size; the runtime needs static grids}}
  fsdp.buffer.all_reduce on @dyn ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
  return
}

// -----

shard.grid @dyn(shape = 2x?)
func.func @rank_on_a_dynamic_grid() -> index {
  // expected-error @+1 {{cannot convert to a runtime call: grid @dyn has a dynamic size; the runtime needs static grids}}
  %l = shard.process_linear_index on @dyn : index
  return %l : index
}

// -----

shard.grid @g5(shape = 1x1x1x1x2)
func.func @grid_rank_above_four(%g: memref<8xf32>) {
  // expected-error @+1 {{cannot convert to a runtime call: the runtime supports grids of rank at most 4, @g5 has rank 5}}
  fsdp.buffer.all_reduce on @g5 ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
  return
}

// -----

// expected-error @+1 {{the module's runtime calls target fsdp_rt ABI version 0 (fsdp_rt.abi_version), this compiler emits version 4}}
module attributes {fsdp_rt.abi_version = 0 : i64} {
  shard.grid @dp(shape = 4)
  func.func @calls_of_another_runtime_abi(%g: memref<8xf32>) {
    fsdp.buffer.all_reduce on @dp ins(%g : memref<8xf32>) outs(%g : memref<8xf32>)
    return
  }
}
