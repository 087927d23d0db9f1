// RUN: fsdp-opt %s --fsdp-mixed-precision --split-input-file --verify-diagnostics

shard.grid @dp(shape = 2)

// The pass places casts in front of blocking collectives: after fsdp-async
// it refuses the step.
func.func @after_async(%w: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.updates = 0 : i64}) {
  // expected-error @+1 {{fsdp-mixed-precision runs on blocking tensor collectives: run it before fsdp-async and bufferization}}
  %r, %t = fsdp.all_gather_start %w on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %wg = fsdp.wait %t, %r : tensor<4xf32>
  %g = arith.mulf %x, %wg : tensor<4xf32>
  %gs = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %nw = arith.subf %w, %gs : tensor<2xf32>
  return %nw : tensor<2xf32>
}

// -----

// The training-step contract is checked first.
// expected-error @+1 {{result 0 of type 'tensor<2xf32>' updates argument 0 of type 'tensor<4xf32>'}}
func.func @update_type_mismatch(%w: tensor<4xf32> {fsdp.state}, %x: tensor<2xf32>) -> (tensor<2xf32> {fsdp.updates = 0 : i64}) {
  return %x : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

func.func private @opaque(tensor<4xf32>) -> tensor<4xf32>

// An op of the compute without a narrower form stays f32 between
// conversions, with a remark.
func.func @call_kept_in_f32(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %a = arith.mulf %x, %w : tensor<4xf32>
  // expected-remark @+1 {{fsdp-mixed-precision: kept in f32 between conversions: 'func.call' has no narrower form here}}
  %b = func.call @opaque(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %g = arith.addf %b, %a : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// fsdp-accumulate's microbatch loop stays f32, accumulators and all.
func.func @microbatch_loop_kept_in_f32(%w: tensor<4xf32> {fsdp.state}, %x: tensor<8xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  // expected-remark @+1 {{fsdp-mixed-precision: kept in f32 between conversions: it is fsdp-accumulate's microbatch loop, which the policy does not enter (the forward and backward in it compute in f32)}}
  %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (tensor<4xf32>) {
    %off = arith.muli %k, %c4 : index
    %xk = tensor.extract_slice %x[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %g = arith.mulf %xk, %w : tensor<4xf32>
    %n = arith.addf %acc, %g : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } {fsdp.microbatch_loop}
  %r = fsdp.all_reduce %sum on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

#id = affine_map<(d0) -> (d0)>
func.func @bitcast_kept_in_f32(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{fsdp-mixed-precision: kept in f32 between conversions: its body holds 'arith.bitcast', which reinterprets the bits of f32 values}}
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %i = arith.bitcast %p : f32 to i32
    %c = arith.constant 1 : i32
    %j = arith.addi %i, %c : i32
    %f = arith.bitcast %j : i32 to f32
    %m = arith.mulf %f, %q : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %r = fsdp.all_reduce %a on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// The compute and the update are found in one straight-line body.
// expected-error @+1 {{fsdp-mixed-precision expects a training step of one block}}
func.func @two_blocks(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %g = arith.mulf %x, %w : tensor<4xf32>
  cf.br ^bb1(%g : tensor<4xf32>)
^bb1(%h: tensor<4xf32>):
  %r = fsdp.all_reduce %h on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// Collectives on buffers (after bufferization) are refused like starts.
func.func @buffer_collective(%w: tensor<4xf32> {fsdp.state}, %b: memref<4xf32>, %o: memref<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  // expected-error @+1 {{fsdp-mixed-precision runs on blocking tensor collectives: run it before fsdp-async and bufferization}}
  fsdp.buffer.all_reduce on @dp reduction = avg ins(%b : memref<4xf32>) outs(%o : memref<4xf32>)
  return %w : tensor<4xf32>
}
