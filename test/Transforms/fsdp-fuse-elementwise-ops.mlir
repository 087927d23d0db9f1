// RUN: fsdp-opt %s --fsdp-fuse-elementwise-ops | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#lhs = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#rhs = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// A ReLU read only by a GEMM in generic form (a bucketed weight reshaped to
// 3-D): not fused, so the contraction stays a multiply-add for the library.
// CHECK-LABEL: func.func @into_contraction
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%arg0 :
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}} ins(%[[R]], %arg1 :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: linalg.yield
func.func @into_contraction(%h: tensor<8x16xf32>, %w: tensor<16x2x4xf32>) -> tensor<8x2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x2x4xf32>) -> tensor<8x2x4xf32>
  %y = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r, %w : tensor<8x16xf32>, tensor<16x2x4xf32>) outs(%f : tensor<8x2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x2x4xf32>
  return %y : tensor<8x2x4xf32>
}

// Into an elementwise consumer it fuses, as upstream's pass does.
// CHECK-LABEL: func.func @into_elementwise
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: arith.maximumf
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.generic
func.func @into_elementwise(%h: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8x16xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e1 : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// A product read only by a sum: fused, it would be a contraction (a call
// or a loop depending on the fusion's order elsewhere); they stay apart.
// CHECK-LABEL: func.func @product_into_sum
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[P]] :
#row = affine_map<(d0, d1) -> (d0)>
func.func @product_into_sum(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%p : tensor<8x16xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}

#scalar = affine_map<(d0, d1) -> ()>
#none = affine_map<() -> ()>

// A scalar (an optimizer's bias correction, pow of the step count) read
// through a broadcast stays a loop of its own: fused, it would run once per
// element of the update instead of once.
// CHECK-LABEL: func.func @scalar_into_broadcast
// CHECK: %[[C:.*]] = linalg.generic {{.*}} iterator_types = []
// CHECK: math.powf
// CHECK: linalg.generic {{.*}} ins(%arg1, %[[C]] :
// CHECK-NOT: math.powf
// CHECK: return
func.func @scalar_into_broadcast(%t: tensor<f32>, %g: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %beta = arith.constant 0.999 : f32
  %e0 = tensor.empty() : tensor<f32>
  %c = linalg.generic {indexing_maps = [#none, #none], iterator_types = []}
      ins(%t : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%in: f32, %o: f32):
    %p = math.powf %beta, %in : f32
    linalg.yield %p : f32
  } -> tensor<f32>
  %e = tensor.empty() : tensor<8x16xf32>
  %u = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %c : tensor<8x16xf32>, tensor<f32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<8x16xf32>
  return %u : tensor<8x16xf32>
}

// A global norm's chain of 0-d adds, one per parameter: the fused op stops
// at 64 inputs and the rest of the chain fuses into the next op, which
// reads it (one link at a time, each fusion built the whole op anew:
// quadratic in the chain's length). The same adds in the same order.
// CHECK-LABEL: func.func @long_chain_of_scalar_adds
// CHECK: %[[HEAD:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1, {{.*}}, %arg63 : tensor<f32>,
// CHECK-COUNT-63: arith.addf
// CHECK-NOT: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[HEAD]], %arg64, %arg65 : tensor<f32>, tensor<f32>, tensor<f32>)
// CHECK-COUNT-2: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @long_chain_of_scalar_adds(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<f32>, %a7: tensor<f32>, %a8: tensor<f32>, %a9: tensor<f32>, %a10: tensor<f32>, %a11: tensor<f32>, %a12: tensor<f32>, %a13: tensor<f32>, %a14: tensor<f32>, %a15: tensor<f32>, %a16: tensor<f32>, %a17: tensor<f32>, %a18: tensor<f32>, %a19: tensor<f32>, %a20: tensor<f32>, %a21: tensor<f32>, %a22: tensor<f32>, %a23: tensor<f32>, %a24: tensor<f32>, %a25: tensor<f32>, %a26: tensor<f32>, %a27: tensor<f32>, %a28: tensor<f32>, %a29: tensor<f32>, %a30: tensor<f32>, %a31: tensor<f32>, %a32: tensor<f32>, %a33: tensor<f32>, %a34: tensor<f32>, %a35: tensor<f32>, %a36: tensor<f32>, %a37: tensor<f32>, %a38: tensor<f32>, %a39: tensor<f32>, %a40: tensor<f32>, %a41: tensor<f32>, %a42: tensor<f32>, %a43: tensor<f32>, %a44: tensor<f32>, %a45: tensor<f32>, %a46: tensor<f32>, %a47: tensor<f32>, %a48: tensor<f32>, %a49: tensor<f32>, %a50: tensor<f32>, %a51: tensor<f32>, %a52: tensor<f32>, %a53: tensor<f32>, %a54: tensor<f32>, %a55: tensor<f32>, %a56: tensor<f32>, %a57: tensor<f32>, %a58: tensor<f32>, %a59: tensor<f32>, %a60: tensor<f32>, %a61: tensor<f32>, %a62: tensor<f32>, %a63: tensor<f32>, %a64: tensor<f32>, %a65: tensor<f32>) -> tensor<f32> {
  %s1 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%a0, %a1 : tensor<f32>, tensor<f32>) outs(%a0 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s2 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s1, %a2 : tensor<f32>, tensor<f32>) outs(%s1 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s3 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s2, %a3 : tensor<f32>, tensor<f32>) outs(%s2 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s4 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s3, %a4 : tensor<f32>, tensor<f32>) outs(%s3 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s5 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s4, %a5 : tensor<f32>, tensor<f32>) outs(%s4 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s6 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s5, %a6 : tensor<f32>, tensor<f32>) outs(%s5 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s7 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s6, %a7 : tensor<f32>, tensor<f32>) outs(%s6 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s8 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s7, %a8 : tensor<f32>, tensor<f32>) outs(%s7 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s9 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s8, %a9 : tensor<f32>, tensor<f32>) outs(%s8 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s10 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s9, %a10 : tensor<f32>, tensor<f32>) outs(%s9 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s11 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s10, %a11 : tensor<f32>, tensor<f32>) outs(%s10 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s12 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s11, %a12 : tensor<f32>, tensor<f32>) outs(%s11 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s13 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s12, %a13 : tensor<f32>, tensor<f32>) outs(%s12 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s14 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s13, %a14 : tensor<f32>, tensor<f32>) outs(%s13 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s15 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s14, %a15 : tensor<f32>, tensor<f32>) outs(%s14 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s16 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s15, %a16 : tensor<f32>, tensor<f32>) outs(%s15 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s17 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s16, %a17 : tensor<f32>, tensor<f32>) outs(%s16 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s18 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s17, %a18 : tensor<f32>, tensor<f32>) outs(%s17 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s19 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s18, %a19 : tensor<f32>, tensor<f32>) outs(%s18 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s20 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s19, %a20 : tensor<f32>, tensor<f32>) outs(%s19 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s21 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s20, %a21 : tensor<f32>, tensor<f32>) outs(%s20 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s22 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s21, %a22 : tensor<f32>, tensor<f32>) outs(%s21 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s23 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s22, %a23 : tensor<f32>, tensor<f32>) outs(%s22 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s24 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s23, %a24 : tensor<f32>, tensor<f32>) outs(%s23 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s25 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s24, %a25 : tensor<f32>, tensor<f32>) outs(%s24 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s26 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s25, %a26 : tensor<f32>, tensor<f32>) outs(%s25 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s27 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s26, %a27 : tensor<f32>, tensor<f32>) outs(%s26 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s28 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s27, %a28 : tensor<f32>, tensor<f32>) outs(%s27 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s29 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s28, %a29 : tensor<f32>, tensor<f32>) outs(%s28 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s30 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s29, %a30 : tensor<f32>, tensor<f32>) outs(%s29 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s31 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s30, %a31 : tensor<f32>, tensor<f32>) outs(%s30 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s32 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s31, %a32 : tensor<f32>, tensor<f32>) outs(%s31 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s33 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s32, %a33 : tensor<f32>, tensor<f32>) outs(%s32 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s34 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s33, %a34 : tensor<f32>, tensor<f32>) outs(%s33 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s35 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s34, %a35 : tensor<f32>, tensor<f32>) outs(%s34 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s36 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s35, %a36 : tensor<f32>, tensor<f32>) outs(%s35 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s37 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s36, %a37 : tensor<f32>, tensor<f32>) outs(%s36 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s38 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s37, %a38 : tensor<f32>, tensor<f32>) outs(%s37 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s39 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s38, %a39 : tensor<f32>, tensor<f32>) outs(%s38 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s40 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s39, %a40 : tensor<f32>, tensor<f32>) outs(%s39 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s41 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s40, %a41 : tensor<f32>, tensor<f32>) outs(%s40 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s42 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s41, %a42 : tensor<f32>, tensor<f32>) outs(%s41 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s43 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s42, %a43 : tensor<f32>, tensor<f32>) outs(%s42 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s44 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s43, %a44 : tensor<f32>, tensor<f32>) outs(%s43 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s45 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s44, %a45 : tensor<f32>, tensor<f32>) outs(%s44 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s46 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s45, %a46 : tensor<f32>, tensor<f32>) outs(%s45 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s47 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s46, %a47 : tensor<f32>, tensor<f32>) outs(%s46 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s48 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s47, %a48 : tensor<f32>, tensor<f32>) outs(%s47 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s49 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s48, %a49 : tensor<f32>, tensor<f32>) outs(%s48 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s50 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s49, %a50 : tensor<f32>, tensor<f32>) outs(%s49 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s51 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s50, %a51 : tensor<f32>, tensor<f32>) outs(%s50 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s52 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s51, %a52 : tensor<f32>, tensor<f32>) outs(%s51 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s53 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s52, %a53 : tensor<f32>, tensor<f32>) outs(%s52 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s54 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s53, %a54 : tensor<f32>, tensor<f32>) outs(%s53 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s55 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s54, %a55 : tensor<f32>, tensor<f32>) outs(%s54 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s56 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s55, %a56 : tensor<f32>, tensor<f32>) outs(%s55 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s57 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s56, %a57 : tensor<f32>, tensor<f32>) outs(%s56 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s58 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s57, %a58 : tensor<f32>, tensor<f32>) outs(%s57 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s59 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s58, %a59 : tensor<f32>, tensor<f32>) outs(%s58 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s60 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s59, %a60 : tensor<f32>, tensor<f32>) outs(%s59 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s61 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s60, %a61 : tensor<f32>, tensor<f32>) outs(%s60 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s62 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s61, %a62 : tensor<f32>, tensor<f32>) outs(%s61 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s63 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s62, %a63 : tensor<f32>, tensor<f32>) outs(%s62 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s64 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s63, %a64 : tensor<f32>, tensor<f32>) outs(%s63 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %s65 = linalg.generic {indexing_maps = [#none, #none, #none], iterator_types = []}
      ins(%s64, %a65 : tensor<f32>, tensor<f32>) outs(%s64 : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s65 : tensor<f32>
}
