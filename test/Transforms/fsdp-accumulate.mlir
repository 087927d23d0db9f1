// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=2 --split-input-file | FileCheck %s
// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=1 --split-input-file | FileCheck %s --check-prefix=ONE
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=each" --split-input-file | FileCheck %s --check-prefix=EACH
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=auto" --split-input-file | FileCheck %s --check-prefix=AUTO
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=auto memory-limit=29000" --split-input-file | FileCheck %s --check-prefix=AUTO-FIT
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=auto memory-limit=20000" --split-input-file | FileCheck %s --check-prefix=AUTO-NONE
// A million microbatches are modelled without replaying each one: once an
// iteration repeats the one before, the rest are added at once (36 bytes a
// microbatch under `each`, as for 4 of them).
// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=1000000 --split-input-file | FileCheck %s --check-prefix=MANY
// MANY: func @linear_sgd
// MANY-SAME: fsdp.accumulation = {each = {bytes_sent = 36000000 : i64
// MANY-SAME: microbatches = 1000000

shard.grid @dp(shape = 2)

// The forward and backward run on 2 microbatches of the 4 rows the step was
// written for; the gradient and the loss are accumulated into zeroed
// buffers of their own, averaged over the microbatches and reduced once.
// The update stays after the reductions; the input takes 8 rows.
// CHECK-LABEL: func @linear_sgd
// CHECK-SAME: (%[[W:.*]]: tensor<4x2xf32> {fsdp.state}, %[[X:.*]]: tensor<8x4xf32>)
// CHECK-DAG: %[[G0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x2xf32>)
// CHECK-DAG: %[[L0:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<f32>)
// CHECK: %[[SUM:.*]]:2 = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[GA:.*]] = %[[G0]], %[[LA:.*]] = %[[L0]])
// CHECK: %[[OFF:.*]] = arith.muli %[[K]], %{{.*}} : index
// CHECK: %[[XK:.*]] = tensor.extract_slice %[[X]][%[[OFF]], 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
// CHECK: linalg.matmul ins(%[[XK]], %[[W]]
// CHECK: %[[GN:.*]] = linalg.add ins(%[[GA]], %{{.*}} : tensor<4x2xf32>, tensor<4x2xf32>) outs(%[[GA]] : tensor<4x2xf32>)
// CHECK: %[[GM:.*]] = bufferization.materialize_in_destination %[[GN]] in %[[GA]]
// CHECK: scf.yield %[[GM]], %{{.*}}
// CHECK: %[[GMEAN:.*]] = arith.divf %[[SUM]]#0, %{{.*}} : tensor<4x2xf32>
// CHECK: fsdp.all_reduce %[[GMEAN]] on @dp reduction = avg : tensor<4x2xf32>
// CHECK: arith.subf %[[W]]
// CHECK: %[[LMEAN:.*]] = arith.divf %[[SUM]]#1, %{{.*}} : tensor<f32>
// CHECK: fsdp.all_reduce %[[LMEAN]] on @dp reduction = avg : tensor<f32>
// ONE-LABEL: func @linear_sgd
// ONE-SAME: %{{.*}}: tensor<4x4xf32>)
// ONE-NOT: scf.for
func.func @linear_sgd(%w: tensor<4x2xf32> {fsdp.state}, %x: tensor<4x4xf32>)
    -> (tensor<4x2xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %et = tensor.empty() : tensor<4x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x4xf32>) outs(%et : tensor<4x4xf32>) permutation = [1, 0]
  %g = linalg.matmul ins(%xt, %y : tensor<4x4xf32>, tensor<4x2xf32>) outs(%z : tensor<4x2xf32>) -> tensor<4x2xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%y : tensor<4x2xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %gr = fsdp.all_reduce %g on @dp reduction = avg : tensor<4x2xf32>
  %lr = arith.constant dense<0.1> : tensor<4x2xf32>
  %u = arith.mulf %gr, %lr : tensor<4x2xf32>
  %nw = arith.subf %w, %u : tensor<4x2xf32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  return %nw, %loss : tensor<4x2xf32>, tensor<f32>
}

// -----

shard.grid @dp(shape = 2)

// A sharded update (as after fsdp-shard-update): the gradient's reduction
// is a reduce-scatter. `each` reduces every microbatch inside the loop and
// accumulates the shard (32x32, not 64x32); the loss is reduced per
// microbatch too. `last` keeps a full accumulator and one reduce-scatter.
// Both modes are modeled on the function with its state sharded (full
// shard): the weight is gathered inside the loop for each microbatch's
// matmul, 4 x 4096 bytes sent; `each`'s 4 reduce-scatters of 8192 bytes
// send 4 x 4096 more and its loss 4 x 4; `last` one reduce-scatter and one
// loss.
// EACH-LABEL: func @sharded_sgd
// EACH-SAME: %{{.*}}: tensor<32x64xf32>)
// The modeled peaks: 28680 bytes with `each`, 29704 with `last` (its
// accumulator is the full 64x32 gradient, not the 32x32 shard).
// EACH-SAME: fsdp.accumulation = {each = {bytes_sent = 32784 : i64, peak_bytes = 28680 : i64, step_seconds = {{.*}} : f64}, gradient_sync = "each", last = {bytes_sent = 20484 : i64, peak_bytes = 29704 : i64, step_seconds = {{.*}} : f64}, microbatches = 4 : i64, requested = "each"}
// EACH: %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<32x32xf32>)
// EACH: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]], %{{.*}} = %{{.*}})
// EACH: %[[G:.*]] = linalg.matmul {{.*}} -> tensor<64x32xf32>
// EACH: %[[RS:.*]] = fsdp.reduce_scatter %[[G]] on @dp scatter_dim = 0 reduction = avg : tensor<64x32xf32> -> tensor<32x32xf32>
// EACH: linalg.add ins(%[[ACC]], %[[RS]] : tensor<32x32xf32>, tensor<32x32xf32>) outs(%[[ACC]] : tensor<32x32xf32>)
// EACH: fsdp.all_reduce
// EACH: scf.yield
// EACH-NEXT: } {fsdp.microbatch_loop}
// EACH-NOT: fsdp.reduce_scatter
// EACH: arith.divf %{{.*}} : tensor<32x32xf32>
// EACH: fsdp.all_gather
// EACH-NOT: fsdp.all_reduce
// EACH: return

// Without a limit `auto` takes the faster mode (one reduction: `last`); with
// one only `each`'s peak fits, `each`; with one that neither fits, the lower
// peak, `each`.
// AUTO-LABEL: func @sharded_sgd
// AUTO-SAME: gradient_sync = "last"
// AUTO-SAME: requested = "auto"
// AUTO: scf.for
// AUTO: scf.yield
// AUTO: fsdp.reduce_scatter %{{.*}} : tensor<64x32xf32> -> tensor<32x32xf32>
// AUTO-FIT-LABEL: func @sharded_sgd
// AUTO-FIT-SAME: gradient_sync = "each"
// AUTO-NONE-LABEL: func @sharded_sgd
// AUTO-NONE-SAME: gradient_sync = "each"
func.func @sharded_sgd(%w: tensor<64x32xf32> {fsdp.state}, %x: tensor<8x64xf32>)
    -> (tensor<64x32xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %ws = shard.all_slice %w on @dp grid_axes = [0] slice_axis = 0 : tensor<64x32xf32> -> tensor<32x32xf32>
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x64xf32>, tensor<64x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  %et = tensor.empty() : tensor<64x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x64xf32>) outs(%et : tensor<64x8xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<64x32xf32>
  %zg = linalg.fill ins(%zero : f32) outs(%eg : tensor<64x32xf32>) -> tensor<64x32xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<64x8xf32>, tensor<8x32xf32>) outs(%zg : tensor<64x32xf32>) -> tensor<64x32xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%y : tensor<8x32xf32>) outs(%z0 : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %gs = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<64x32xf32> -> tensor<32x32xf32>
  %lr = arith.constant dense<0.1> : tensor<32x32xf32>
  %u = arith.mulf %gs, %lr : tensor<32x32xf32>
  %nws = arith.subf %ws, %u : tensor<32x32xf32>
  %nw = fsdp.all_gather %nws on @dp gather_dim = 0 : tensor<32x32xf32> -> tensor<64x32xf32>
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  return %nw, %loss : tensor<64x32xf32>, tensor<f32>
}

// -----

shard.grid @dp(shape = 2)

// A gradient padded before its reduce-scatter (3 rows over 2 ranks) whose
// pad value is defined after the first reduction: what the pad's region
// captures is cloned into the loop with it.
// CHECK-LABEL: func @padded_gradient
// CHECK: scf.for
// CHECK: linalg.reduce
// CHECK: linalg.reduce
// CHECK: %[[PV:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tensor.pad
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.yield %[[PV]] : f32
// CHECK: scf.yield
// CHECK: fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
func.func @padded_gradient(%w: tensor<3xf32> {fsdp.state}, %x: tensor<2x3xf32>)
    -> (tensor<3xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %g = linalg.reduce ins(%x : tensor<2x3xf32>) outs(%z : tensor<3xf32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %l = linalg.reduce ins(%g : tensor<3xf32>) outs(%z0 : tensor<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %loss = fsdp.all_reduce %l on @dp reduction = avg : tensor<f32>
  %pv = arith.constant 0.0 : f32
  %padded = tensor.pad %g low[0] high[1] {
  ^bb0(%i: index):
    tensor.yield %pv : f32
  } : tensor<3xf32> to tensor<4xf32>
  %gs = fsdp.reduce_scatter %padded on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %full = fsdp.all_gather %gs on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %gw = tensor.extract_slice %full[0] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %nw = arith.subf %w, %gw : tensor<3xf32>
  return %nw, %loss : tensor<3xf32>, tensor<f32>
}
