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
