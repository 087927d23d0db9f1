// RUN: fsdp-opt %s --fsdp-approximate-math | FileCheck %s

// f32 exp: |x| > 80 is shifted by 64 ln 2 and scaled by exp(+-64 ln 2)
// (subnormal and near-overflow results), then upstream's polynomial.
// The function asks LLVM for 512-bit vectors.
// CHECK-LABEL: func @exp_f32
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-SAME: passthrough = {{\[\[}}"prefer-vector-width", "512"]]
// CHECK: %[[LO:.*]] = arith.cmpf olt, %[[X]], %{{.*}} : f32
// CHECK: %[[HI:.*]] = arith.cmpf ogt, %[[X]], %{{.*}} : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C:.*]] = arith.constant 44.3614197 : f32
// CHECK-DAG: %[[NC:.*]] = arith.constant -44.3614197 : f32
// CHECK: %[[SHIFT_HI:.*]] = arith.select %[[HI]], %[[C]], %[[ZERO]] : f32
// CHECK: %[[SHIFT:.*]] = arith.select %[[LO]], %[[NC]], %[[SHIFT_HI]] : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[UP:.*]] = arith.constant 1.84467463E+19 : f32
// CHECK-DAG: %[[DOWN:.*]] = arith.constant 5.42101021E-20 : f32
// CHECK: %[[SCALE_HI:.*]] = arith.select %[[HI]], %[[UP]], %[[ONE]] : f32
// CHECK: %[[SCALE:.*]] = arith.select %[[LO]], %[[DOWN]], %[[SCALE_HI]] : f32
// CHECK: %[[R:.*]] = arith.subf %[[X]], %[[SHIFT]] : f32
// CHECK: math.fma
// CHECK-NOT: math.exp
// CHECK: %[[Y:.*]] = arith.mulf %{{.*}}, %[[SCALE]] : f32
// CHECK-NEXT: return %[[Y]]
func.func @exp_f32(%x: f32) -> f32 {
  %y = math.exp %x : f32
  return %y : f32
}

// CHECK-LABEL: func @erf_tanh_f32
// CHECK-NOT: math.erf
// CHECK-NOT: math.tanh
// CHECK: math.fma
// CHECK-NOT: math.erf
// CHECK-NOT: math.tanh
// CHECK: return
func.func @erf_tanh_f32(%x: f32) -> (f32, f32) {
  %e = math.erf %x : f32
  %t = math.tanh %x : f32
  return %e, %t : f32, f32
}

// Vectors of f32 too (the vectorizer's view of the same loop).
// CHECK-LABEL: func @exp_vector
// CHECK: arith.cmpf olt, %{{.*}} : vector<8xf32>
// CHECK-NOT: math.exp
// CHECK: return
func.func @exp_vector(%x: vector<8xf32>) -> vector<8xf32> {
  %y = math.exp %x : vector<8xf32>
  return %y : vector<8xf32>
}

// Inside a linalg body, as the step's fused elementwise ops are.
// CHECK-LABEL: func @gelu_body
// CHECK: linalg.generic
// CHECK-NOT: math.erf
// CHECK: linalg.yield
func.func @gelu_body(%x: memref<16xf32>, %y: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]}
      ins(%x : memref<16xf32>) outs(%y : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.erf %in : f32
    linalg.yield %e : f32
  }
  return
}

// A function that names a width keeps it; its other attributes stay.
// CHECK-LABEL: func @named_width
// CHECK-SAME: passthrough = ["noinline", ["prefer-vector-width", "256"]]
func.func @named_width(%x: f32) -> f32
    attributes {passthrough = ["noinline", ["prefer-vector-width", "256"]]} {
  %y = math.exp %x : f32
  return %y : f32
}

// A kernel's passthrough list gets the width appended.
// CHECK-LABEL: func @kernel
// CHECK-SAME: passthrough = ["noinline", ["prefer-vector-width", "512"]]
func.func @kernel(%x: f32) -> f32 attributes {passthrough = ["noinline"]} {
  %y = math.tanh %x : f32
  return %y : f32
}

// Other types and functions stay for libm: f64, bf16 and f16 exp, f32 log;
// the function asks for no width.
// CHECK-LABEL: func @left_to_libm
// CHECK-NOT: passthrough
// CHECK: math.exp %{{.*}} : f64
// CHECK: math.exp %{{.*}} : bf16
// CHECK: math.tanh %{{.*}} : f16
// CHECK: math.log %{{.*}} : f32
// CHECK-NOT: math.fma
func.func @left_to_libm(%a: f64, %b: bf16, %c: f16, %d: f32) -> (f64, bf16, f16, f32) {
  %0 = math.exp %a : f64
  %1 = math.exp %b : bf16
  %2 = math.tanh %c : f16
  %3 = math.log %d : f32
  return %0, %1, %2, %3 : f64, bf16, f16, f32
}
