// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=2 --split-input-file --verify-diagnostics
// RUN: %not fsdp-opt %s --fsdp-accumulate=microbatches=0 --split-input-file 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: microbatches must be at least 1, not 0
// RUN: %not fsdp-opt %s --fsdp-accumulate=microbatches=4611686018427387904 --split-input-file 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: microbatches=4611686018427387904: input 1 of type 'tensor<4xf32>' repeated 4611686018427387904 times is more bytes than a tensor can hold
// RUN: %not fsdp-opt %s --fsdp-accumulate="microbatches=2 gradient-sync=auto memory-limit=12q" --split-input-file 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: for the --memory-limit option: '12q' is not a byte count (digits with an optional k, M, G, Ki, Mi or Gi suffix)

shard.grid @dp(shape = 2)

// expected-error @+1 {{microbatches=2: the step has no gradient all-reduce to accumulate before}}
func.func @no_reduction(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %nw = arith.addf %w, %x : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{microbatches=2: inputs 1 and 2 have 4 and 6 rows; every input of a microbatch has the same rows}}
func.func @rows_differ(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>, %y: tensor<6xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %c = tensor.extract_slice %y[0] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %g = arith.mulf %x, %c : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{microbatches=2: input 1 of type 'tensor<f32>' has no static batch dimension to split}}
func.func @scalar_input(%w: tensor<f32> {fsdp.state}, %x: tensor<f32>) -> (tensor<f32> {fsdp.updates = 0 : i64}) {
  %g = arith.mulf %w, %x : tensor<f32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<f32>
  %nw = arith.subf %w, %r : tensor<f32>
  return %nw : tensor<f32>
}

// -----

shard.grid @dp(shape = 2)

func.func @batch_read_after_reduction(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %g = arith.mulf %w, %x : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  // expected-error @+1 {{microbatches=2: reads input 1 after the gradient reduction; only the forward/backward may read the batch}}
  %u = arith.mulf %r, %x : tensor<4xf32>
  %nw = arith.subf %w, %u : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

func.func @reads_reduced_value(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %g = arith.mulf %w, %x : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  // expected-error @+1 {{microbatches=2: the forward/backward reads the result of a reduction}}
  %h = arith.mulf %r, %x : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%h : tensor<4xf32>) outs(%z0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw, %loss : tensor<4xf32>, tensor<f32>
}

// -----

shard.grid @dp(shape = 2)

// A step exported for 3 microbatches is not accumulated over another count.
// expected-error @+1 {{microbatches=2 contradicts the step's own fsdp.microbatches = 3 (the microbatches it was exported for)}}
func.func @exported_for_three(%w: tensor<4xf32> {fsdp.state}, %x: tensor<6xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.microbatches = 3 : i64} {
  %c = tensor.extract_slice %x[0] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %r = fsdp.all_reduce %c on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// expected-error @+1 {{'fsdp.microbatches' must be a positive i64, not "two"}}
func.func @microbatches_not_a_count(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) attributes {fsdp.microbatches = "two"} {
  %r = fsdp.all_reduce %x on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}
