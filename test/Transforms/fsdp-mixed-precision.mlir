// RUN: fsdp-opt %s --fsdp-mixed-precision --split-input-file | FileCheck %s
// RUN: fsdp-opt %s --fsdp-mixed-precision="param-dtype=bf16 reduce-dtype=bf16" --split-input-file | FileCheck %s --check-prefix=RBF16
// RUN: fsdp-opt %s --fsdp-mixed-precision="param-dtype=f16" --split-input-file | FileCheck %s --check-prefix=F16
// RUN: fsdp-opt %s --fsdp-mixed-precision="param-dtype=f32 reduce-dtype=bf16" --split-input-file | FileCheck %s --check-prefix=P32

shard.grid @dp(shape = 2)

// One layer after fsdp-shard-state: the parameter shard is cast before its
// all-gather, the input at its use, the contraction reads bf16 and
// accumulates into its f32 init, rounded once after it; the gradient is
// widened for an f32 reduce-scatter, the update stays f32.

// CHECK-LABEL: func @cast_before_gather_f32_update
// CHECK-SAME: (%[[W:.*]]: tensor<4x8xf32> {{.*}}, %[[X:.*]]: tensor<2x8xf32>)
// Arguments are cast once, at the entry (so fsdp-schedule may prefetch).
// CHECK-NEXT: %[[WB:.*]] = arith.truncf %[[W]] : tensor<4x8xf32> to tensor<4x8xbf16>
// CHECK-NEXT: %[[XB:.*]] = arith.truncf %[[X]] : tensor<2x8xf32> to tensor<2x8xbf16>
// CHECK-DAG: %[[LR:.*]] = arith.constant dense<1.000000e-01> : tensor<4x8xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[WG:.*]] = fsdp.all_gather %[[WB]] on @dp gather_dim = 0 : tensor<4x8xbf16> -> tensor<8x8xbf16>
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK-NEXT: %[[ACC:.*]] = linalg.matmul ins(%[[XB]], %[[WG]] : tensor<2x8xbf16>, tensor<8x8xbf16>) outs(%[[INIT]] : tensor<2x8xf32>)
// CHECK-NEXT: %[[Y:.*]] = arith.truncf %[[ACC]] : tensor<2x8xf32> to tensor<2x8xbf16>
// CHECK: %[[XT:.*]] = linalg.transpose ins(%[[XB]] : tensor<2x8xbf16>) outs(%{{.*}} : tensor<8x2xbf16>)
// CHECK: %[[GACC:.*]] = linalg.matmul ins(%[[XT]], %[[Y]] : tensor<8x2xbf16>, tensor<2x8xbf16>) outs(%{{.*}} : tensor<8x8xf32>)
// CHECK-NEXT: %[[GB:.*]] = arith.truncf %[[GACC]] : tensor<8x8xf32> to tensor<8x8xbf16>
// CHECK-NEXT: %[[G:.*]] = arith.extf %[[GB]] : tensor<8x8xbf16> to tensor<8x8xf32>
// CHECK: %[[GS:.*]] = fsdp.reduce_scatter %[[G]] on @dp scatter_dim = 0 reduction = avg : tensor<8x8xf32> -> tensor<4x8xf32>
// CHECK-NEXT: %[[U:.*]] = arith.mulf %[[GS]], %[[LR]] : tensor<4x8xf32>
// CHECK-NEXT: %[[NW:.*]] = arith.subf %[[W]], %[[U]] : tensor<4x8xf32>
// CHECK-NEXT: return %[[NW]] : tensor<4x8xf32>

// RBF16-LABEL: func @cast_before_gather_f32_update
// RBF16: %[[GACC:.*]] = linalg.matmul {{.*}} outs(%{{.*}} : tensor<8x8xf32>)
// RBF16-NEXT: %[[GB:.*]] = arith.truncf %[[GACC]] : tensor<8x8xf32> to tensor<8x8xbf16>
// RBF16-NEXT: %[[GS:.*]] = fsdp.reduce_scatter %[[GB]] on @dp scatter_dim = 0 reduction = avg : tensor<8x8xbf16> -> tensor<4x8xbf16>
// RBF16-NEXT: %[[G:.*]] = arith.extf %[[GS]] : tensor<4x8xbf16> to tensor<4x8xf32>
// RBF16-NEXT: arith.mulf %[[G]], %{{.*}} : tensor<4x8xf32>

// F16-LABEL: func @cast_before_gather_f32_update
// F16: arith.truncf %{{.*}} : tensor<4x8xf32> to tensor<4x8xf16>
// F16: fsdp.all_gather %{{.*}} : tensor<4x8xf16> -> tensor<8x8xf16>
// F16: fsdp.reduce_scatter %{{.*}} : tensor<8x8xf32> -> tensor<4x8xf32>

// P32-LABEL: func @cast_before_gather_f32_update
// P32: fsdp.all_gather %{{.*}} : tensor<4x8xf32> -> tensor<8x8xf32>
// P32-NOT: bf16
// P32: %[[GB:.*]] = arith.truncf %{{.*}} : tensor<8x8xf32> to tensor<8x8xbf16>
// P32-NEXT: %[[GS:.*]] = fsdp.reduce_scatter %[[GB]] {{.*}} : tensor<8x8xbf16> -> tensor<4x8xbf16>
// P32-NEXT: arith.extf %[[GS]] : tensor<4x8xbf16> to tensor<4x8xf32>
func.func @cast_before_gather_f32_update(
    %w: tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 8], pad = 0>, fsdp.state},
    %x: tensor<2x8xf32>)
    -> (tensor<4x8xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [8, 8], pad = 0>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant dense<0.1> : tensor<4x8xf32>
  %wg = fsdp.all_gather %w on @dp gather_dim = 0 : tensor<4x8xf32> -> tensor<8x8xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  %y = linalg.matmul ins(%x, %wg : tensor<2x8xf32>, tensor<8x8xf32>) outs(%init : tensor<2x8xf32>) -> tensor<2x8xf32>
  %et = tensor.empty() : tensor<8x2xf32>
  %xt = linalg.transpose ins(%x : tensor<2x8xf32>) outs(%et : tensor<8x2xf32>) permutation = [1, 0]
  %eg = tensor.empty() : tensor<8x8xf32>
  %ginit = linalg.fill ins(%zero : f32) outs(%eg : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<8x2xf32>, tensor<2x8xf32>) outs(%ginit : tensor<8x8xf32>) -> tensor<8x8xf32>
  %gs = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<8x8xf32> -> tensor<4x8xf32>
  %u = arith.mulf %gs, %lr : tensor<4x8xf32>
  %nw = arith.subf %w, %u : tensor<4x8xf32>
  return %nw : tensor<4x8xf32>
}

// -----

shard.grid @dp(shape = 2)

// An elementwise linalg body is retyped with its constants; a constant the
// update shares with the compute keeps its f32 value for the update and is
// recreated in bf16 for the compute. The loss is computed in bf16,
// all-reduced in its declared f32 and returned as f32.

// CHECK-LABEL: func @body_constants_and_loss
// CHECK-SAME: (%[[B:.*]]: tensor<2xf32> {{.*}}, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[HALFB:.*]] = arith.constant dense<5.000000e-01> : tensor<4xbf16>
// CHECK-NEXT: %[[HALF:.*]] = arith.constant dense<5.000000e-01> : tensor<2xf32>
// CHECK: %[[BG:.*]] = fsdp.all_gather %{{.*}} : tensor<2xbf16> -> tensor<4xbf16>
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[BG]] : tensor<4xbf16>, tensor<4xbf16>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT: ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %{{.*}}: bf16):
// CHECK-NEXT: %[[C:.*]] = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT: arith.mulf %{{.*}}, %[[C]] : bf16
// CHECK: } -> tensor<4xbf16>
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[H]], %[[HALFB]] : tensor<4xbf16>
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<4xbf16>) outs(%{{.*}} : tensor<f32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: bf16, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[INW:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: arith.addf %[[INW]], %[[OUT]] : f32
// CHECK: %[[LB:.*]] = arith.truncf %[[SUM]] : tensor<f32> to tensor<bf16>
// CHECK-NEXT: %[[L:.*]] = arith.extf %[[LB]] : tensor<bf16> to tensor<f32>
// CHECK: %[[LR:.*]] = fsdp.all_reduce %[[L]] on @dp reduction = avg : tensor<f32>
// CHECK: arith.mulf %{{.*}}, %[[HALF]] : tensor<2xf32>
// CHECK: return %{{.*}}, %[[LR]] : tensor<2xf32>, tensor<f32>
// RBF16-LABEL: func @body_constants_and_loss
// RBF16: fsdp.all_reduce %{{.*}} : tensor<f32>
// RBF16: fsdp.reduce_scatter %{{.*}} : tensor<4xbf16> -> tensor<2xbf16>
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @body_constants_and_loss(
    %b: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.state},
    %x: tensor<4xf32>)
    -> (tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.updates = 0 : i64},
        tensor<f32> {fsdp.loss}) {
  %half = arith.constant dense<0.5> : tensor<4xf32>
  %halfs = arith.constant dense<0.5> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %bg = fsdp.all_gather %b on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %bg : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %m = arith.mulf %a, %three : f32
    %s = arith.addf %m, %c : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %sh = arith.mulf %h, %half : tensor<4xf32>
  %es = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]}
      ins(%sh : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %loss = fsdp.all_reduce %sum on @dp reduction = avg : tensor<f32>
  %gs = fsdp.reduce_scatter %sh on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %u = arith.mulf %gs, %halfs : tensor<2xf32>
  %nb = arith.subf %b, %u : tensor<2xf32>
  return %nb, %loss : tensor<2xf32>, tensor<f32>
}

// -----

shard.grid @dp(shape = 2x2)

// Hybrid sharding: the reduce-scatter over axis 1 and the all-reduce of its
// shard over axis 0 both run in the reduce type; the clipping norm's
// all-reduce, which reads reduced gradients, is the update's and stays f32.

// CHECK-LABEL: func @hybrid_chain_and_clipping
// CHECK: %[[G:.*]] = arith.extf %{{.*}} : tensor<4xbf16> to tensor<4xf32>
// CHECK: fsdp.reduce_scatter %[[G]] on @dp grid_axes = [1] {{.*}} : tensor<4xf32> -> tensor<2xf32>
// CHECK: fsdp.all_reduce %{{.*}} on @dp grid_axes = [0] reduction = avg : tensor<2xf32>
// CHECK: fsdp.all_reduce %{{.*}} on @dp : tensor<f32>
// RBF16-LABEL: func @hybrid_chain_and_clipping
// RBF16: %[[RS:.*]] = fsdp.reduce_scatter %{{.*}} on @dp grid_axes = [1] {{.*}} : tensor<4xbf16> -> tensor<2xbf16>
// RBF16-NEXT: %[[AR:.*]] = fsdp.all_reduce %[[RS]] on @dp grid_axes = [0] reduction = avg : tensor<2xbf16>
// RBF16-NEXT: %[[W:.*]] = arith.extf %[[AR]] : tensor<2xbf16> to tensor<2xf32>
// RBF16: arith.mulf %[[W]], %[[W]] : tensor<2xf32>
// RBF16: fsdp.all_reduce %{{.*}} on @dp : tensor<f32>
#id = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @hybrid_chain_and_clipping(
    %b: tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[1], dim = 0, shape = [4], pad = 0>, fsdp.state},
    %x: tensor<4xf32>)
    -> (tensor<2xf32> {fsdp.sharding = #fsdp.sharding<@dp[1], dim = 0, shape = [4], pad = 0>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %bg = fsdp.all_gather %b on @dp grid_axes = [1] gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %g = arith.mulf %x, %bg : tensor<4xf32>
  %gs = fsdp.reduce_scatter %g on @dp grid_axes = [1] scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %gr = fsdp.all_reduce %gs on @dp grid_axes = [0] reduction = avg : tensor<2xf32>
  %sq = arith.mulf %gr, %gr : tensor<2xf32>
  %es = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %part = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction"]}
      ins(%sq : tensor<2xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %norm = fsdp.all_reduce %part on @dp reduction = sum : tensor<f32>
  %nv = tensor.extract %norm[] : tensor<f32>
  %nb = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%gr : tensor<2xf32>) outs(%b : tensor<2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %nv : f32
    %s = arith.subf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %nb : tensor<2xf32>
}

// -----

shard.grid @dp(shape = 2)

// DDP (no-shard): the replicated parameter is cast at each use in the
// compute and read in f32 by the update; the gradient's all-reduce is the
// gradient reduction.

// CHECK-LABEL: func @ddp_all_reduce
// CHECK-SAME: (%[[W:.*]]: tensor<4xf32> {fsdp.state}, %[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[WB:.*]] = arith.truncf %[[W]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-DAG: %[[XB:.*]] = arith.truncf %[[X]] : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[G:.*]] = arith.mulf %[[XB]], %[[WB]] : tensor<4xbf16>
// CHECK: %[[GW:.*]] = arith.extf %[[G]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: %[[R:.*]] = fsdp.all_reduce %[[GW]] on @dp reduction = avg : tensor<4xf32>
// CHECK: arith.subf %[[W]], %[[R]] : tensor<4xf32>
// RBF16-LABEL: func @ddp_all_reduce
// RBF16: %[[R:.*]] = fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<4xbf16>
// RBF16-NEXT: arith.extf %[[R]] : tensor<4xbf16> to tensor<4xf32>
func.func @ddp_all_reduce(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %g = arith.mulf %x, %w : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// bf16 parameters widened at their use (fsdp-gen --dtype=bf16): the
// widening disappears from the compute, the update still gets f32, and the
// gather stays bf16; integer ops and padding follow the narrowed values.

// CHECK-LABEL: func @existing_widening_and_padding
// CHECK-SAME: (%[[W:.*]]: tensor<2xbf16> {{.*}}, %[[X:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[XB:.*]] = arith.truncf %[[X]] : tensor<3xf32> to tensor<3xbf16>
// CHECK: %[[WG:.*]] = fsdp.all_gather %[[W]] on @dp gather_dim = 0 : tensor<2xbf16> -> tensor<4xbf16>
// CHECK-NEXT: %[[WW:.*]] = arith.extf %[[WG]] : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[I]] : tensor<3xi32> to tensor<3xbf16>
// CHECK: %[[M:.*]] = arith.mulf %[[XB]], %[[F]] : tensor<3xbf16>
// CHECK: %[[P:.*]] = tensor.pad %[[M]] low[0] high[1] {
// CHECK: tensor.yield %{{.*}} : bf16
// CHECK: } : tensor<3xbf16> to tensor<4xbf16>
// CHECK: arith.addf %[[P]], %[[WG]] : tensor<4xbf16>
// CHECK: fsdp.reduce_scatter
// CHECK: arith.subf %[[WW]], %{{.*}} : tensor<4xf32>
func.func @existing_widening_and_padding(
    %w: tensor<2xbf16> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.state},
    %x: tensor<3xf32>, %i: tensor<3xi32>)
    -> (tensor<2xbf16> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [4], pad = 0>, fsdp.updates = 0 : i64}) {
  %zero = arith.constant 0.0 : f32
  %wg = fsdp.all_gather %w on @dp gather_dim = 0 : tensor<2xbf16> -> tensor<4xbf16>
  %ww = arith.extf %wg : tensor<4xbf16> to tensor<4xf32>
  %f = arith.sitofp %i : tensor<3xi32> to tensor<3xf32>
  %m = arith.mulf %x, %f : tensor<3xf32>
  %p = tensor.pad %m low[0] high[1] {
  ^bb0(%k: index):
    tensor.yield %zero : f32
  } : tensor<3xf32> to tensor<4xf32>
  %g = arith.addf %p, %ww : tensor<4xf32>
  %gs = fsdp.reduce_scatter %g on @dp scatter_dim = 0 reduction = avg : tensor<4xf32> -> tensor<2xf32>
  %gg = fsdp.all_gather %gs on @dp gather_dim = 0 : tensor<2xf32> -> tensor<4xf32>
  %nw = arith.subf %ww, %gg : tensor<4xf32>
  %nwb = arith.truncf %nw : tensor<4xf32> to tensor<4xbf16>
  %nws = tensor.extract_slice %nwb[0] [2] [1] : tensor<4xbf16> to tensor<2xbf16>
  return %nws : tensor<2xbf16>
}

// -----

shard.grid @dp(shape = 2)

func.func private @opaque(tensor<4xf32>) -> tensor<4xf32>

// An op without a narrower form (a call) stays f32: its operand from the
// compute is widened, its result narrowed for the compute
// (fsdp-mixed-precision-invalid.mlir checks the remark).

// CHECK-LABEL: func @call_kept_in_f32
// CHECK: %[[A:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4xbf16>
// CHECK-NEXT: %[[AW:.*]] = arith.extf %[[A]] : tensor<4xbf16> to tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = call @opaque(%[[AW]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[BB:.*]] = arith.truncf %[[B]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-NEXT: arith.addf %[[BB]], %[[A]] : tensor<4xbf16>
func.func @call_kept_in_f32(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %a = arith.mulf %x, %w : tensor<4xf32>
  %b = func.call @opaque(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %g = arith.addf %b, %a : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// A scatter-add loop of the compute (an embedding's backward, as the
// frontends write it): the loop carries its accumulator in the narrower
// type, and the tensor ops of its body follow.
// CHECK-LABEL: func @scatter_add_loop_narrowed
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : tensor<3x4xf32> to tensor<3x4xbf16>
// CHECK: %[[G:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<5x4xbf16>)
// CHECK: tensor.extract_slice %[[T]]{{.*}} : tensor<3x4xbf16> to tensor<4xbf16>
// CHECK: tensor.extract_slice %[[ACC]]{{.*}} : tensor<5x4xbf16> to tensor<4xbf16>
// CHECK: arith.addf %{{.*}}, %{{.*}} : bf16
// CHECK: tensor.insert_slice %{{.*}} into %[[ACC]]{{.*}} : tensor<4xbf16> into tensor<5x4xbf16>
// CHECK-NOT: remark
// CHECK: arith.extf %[[G]] : tensor<5x4xbf16> to tensor<5x4xf32>
func.func @scatter_add_loop_narrowed(%w: tensor<5x4xf32> {fsdp.state}, %x: tensor<3x4xf32>, %idx: tensor<3xindex>)
    -> (tensor<5x4xf32> {fsdp.updates = 0 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<5x4xf32>) -> tensor<5x4xf32>
  %g = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<5x4xf32>) {
    %k = tensor.extract %idx[%i] : tensor<3xindex>
    %u = tensor.extract_slice %x[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %o = tensor.extract_slice %acc[%k, 0] [1, 4] [1, 1] : tensor<5x4xf32> to tensor<4xf32>
    %v = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%u, %o : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %new = tensor.insert_slice %v into %acc[%k, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<5x4xf32>
    scf.yield %new : tensor<5x4xf32>
  }
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<5x4xf32>
  %nw = arith.subf %w, %r : tensor<5x4xf32>
  return %nw : tensor<5x4xf32>
}
