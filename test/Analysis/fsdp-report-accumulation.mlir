// fsdp-report of an accumulated step: the `accumulation` section holds what
// fsdp-accumulate modeled of both gradient-sync modes (here 4 microbatches
// of a 64x32xf32 sharded gradient on 2 ranks: the weight gathered in the
// loop for each microbatch, 4 x 4096 B; `each`'s 4 reduce-scatters of 8192 B
// send 4 x 4096 B and its 4 loss all-reduces 4 x 4 B; `last` one
// reduce-scatter and one loss: 20484 B), and the step's own communication,
// its state sharded as modeled, counts each collective of the loop once per
// iteration.
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=each" --fsdp-shard-state --fsdp-report=output=%t.json -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   functions.0.accumulation.microbatches=4 \
// RUN:   functions.0.accumulation.gradient_sync=each \
// RUN:   functions.0.accumulation.requested=each \
// RUN:   functions.0.accumulation.each.bytes_sent=32784 \
// RUN:   functions.0.accumulation.last.bytes_sent=20484 \
// RUN:   functions.0.communication.bytes_sent=32784 \
// RUN:   functions.0.communication.all_gather.count=4 \
// RUN:   functions.0.communication.reduce_scatter.count=4 \
// RUN:   functions.0.communication.all_reduce.count=4 \
// RUN:   functions.0.communication.by_group.0.count=12 | FileCheck %s
// RUN: fsdp-opt %s --fsdp-accumulate="microbatches=4 gradient-sync=auto" --fsdp-shard-state --fsdp-report=output=%t.auto.json -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.auto.json \
// RUN:   functions.0.accumulation.gradient_sync=last \
// RUN:   functions.0.accumulation.requested=auto \
// RUN:   functions.0.communication.bytes_sent=20484 \
// RUN:   functions.0.communication.all_gather.count=4 \
// RUN:   functions.0.communication.reduce_scatter.count=1 | FileCheck %s
// CHECK: fields match
// CHECK-NOT: expected

shard.grid @dp(shape = 2)

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
