// RUN: fsdp-opt %s --fsdp-mixed-precision --split-input-file --verify-diagnostics | FileCheck %s

// StepOpInterface: whether fsdp-mixed-precision computes an op of a dialect
// fsdp-mlir does not know (fsdp_test.scale, test/lib) in the narrower type is
// its model's answer; the rules by trait would keep it in f32.

shard.grid @dp(shape = 2)

// CHECK-LABEL: func @foreign_op_narrowed
// CHECK-SAME: (%[[W:.*]]: tensor<4xf32> {fsdp.state}, %[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[WB:.*]] = arith.truncf %[[W]] : tensor<4xf32> to tensor<4xbf16>
// CHECK-DAG: %[[XB:.*]] = arith.truncf %[[X]] : tensor<4xf32> to tensor<4xbf16>
// CHECK: %[[A:.*]] = arith.mulf %[[XB]], %[[WB]] : tensor<4xbf16>
// CHECK: %[[S:.*]] = fsdp_test.scale %[[A]] {factor = 2.000000e+00 : f32} : tensor<4xbf16>
// CHECK: %[[GW:.*]] = arith.extf %[[S]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: fsdp.all_reduce %[[GW]] on @dp reduction = avg : tensor<4xf32>
func.func @foreign_op_narrowed(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %a = arith.mulf %x, %w : tensor<4xf32>
  %g = fsdp_test.scale %a {factor = 2.0 : f32} : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}

// -----

shard.grid @dp(shape = 2)

// A model that keeps its op in f32 says why, in the remark.
// CHECK-LABEL: func @foreign_op_kept_in_f32
// CHECK: %[[A:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<4xbf16>
// CHECK: %[[AW:.*]] = arith.extf %[[A]] : tensor<4xbf16> to tensor<4xf32>
// CHECK: fsdp_test.scale %[[AW]] {factor = 2.000000e+00 : f32, rowwise} : tensor<4xf32>
func.func @foreign_op_kept_in_f32(%w: tensor<4xf32> {fsdp.state}, %x: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %a = arith.mulf %x, %w : tensor<4xf32>
  // expected-remark @+1 {{fsdp-mixed-precision: kept in f32 between conversions: 'fsdp_test.scale' with 'rowwise' stays f32}}
  %g = fsdp_test.scale %a {factor = 2.0 : f32, rowwise} : tensor<4xf32>
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %nw = arith.subf %w, %r : tensor<4xf32>
  return %nw : tensor<4xf32>
}
