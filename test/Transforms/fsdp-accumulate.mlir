// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=2 --split-input-file | FileCheck %s
// RUN: fsdp-opt %s --fsdp-accumulate=microbatches=1 --split-input-file | FileCheck %s --check-prefix=ONE

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
