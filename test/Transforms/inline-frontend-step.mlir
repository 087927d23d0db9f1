// RUN: fsdp-opt %s --inline | FileCheck %s
// RUN: fsdp-opt %s --inline --fsdp-pipeline=schedule=false 2>&1 | FileCheck %s --check-prefix=SHARDED

// Frontends emit a step as calls of private functions (torch-mlir: one for
// the gradients, one for the optimizer); fsdp-opt's --inline sees through
// them (the func dialect's inliner extension, and linalg's, arith's, cf's
// and tensor's inliner interfaces for the bodies), and the callees go away.

#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
shard.grid @dp(shape = 2)

// CHECK-NOT: func.func private
// CHECK-LABEL: func.func @train_step
// CHECK-NOT: func.call
// CHECK: fsdp.all_reduce
// CHECK: linalg.generic
// CHECK: cf.assert
// CHECK-NOT: func.call
// CHECK: return
// CHECK-NOT: func.func private

// The inlined step is sharded like a written-out one.
// SHARDED-LABEL: func.func @train_step
// SHARDED-SAME: tensor<2xf32> {fsdp.sharding
// SHARDED: fsdp.reduce_scatter
// SHARDED-NOT: fsdp.all_gather
// SHARDED: return

func.func private @grads(%w: tensor<4xf32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %g = arith.mulf %w, %x : tensor<4xf32>
  return %g : tensor<4xf32>
}

func.func private @update(%w: tensor<4xf32>, %g: tensor<4xf32>, %lr: tensor<f32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %nw = linalg.generic {indexing_maps = [#id, #id, #sc, #id], iterator_types = ["parallel"]}
      ins(%w, %g, %lr : tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %ok = arith.cmpf one, %c, %zero : f32
    cf.assert %ok, "unimplemented: tensor with zero element"
    %d = arith.mulf %b, %c : f32
    %r = arith.subf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %nw : tensor<4xf32>
}

func.func @train_step(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %lr = arith.constant dense<0.1> : tensor<f32>
  %g = func.call @grads(%w, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %gr = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = func.call @update(%w, %gr, %lr) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %nw : tensor<4xf32>
}
