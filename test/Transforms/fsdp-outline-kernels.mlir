// RUN: fsdp-opt %s --split-input-file --fsdp-outline-kernels | FileCheck %s

// Each linalg op on buffers becomes a call of its own noinline kernel, in op
// order after the caller; the scalar constant the body uses is cloned into
// the kernel, not passed. Kernels have internal linkage in LLVM. The caller
// is optnone, and its block ends after each kernel call.
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
// CHECK-SAME: attributes {passthrough = ["noinline", "optnone"]}
// CHECK-NOT: linalg.
// CHECK: call @step_kernel0(%[[B]]) : (memref<4xf32>) -> ()
// CHECK-NEXT: cf.br ^[[NEXT:.*]]
// CHECK-NEXT: ^[[NEXT]]:
// CHECK-NEXT: call @step_kernel1(%[[A]], %[[B]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @step_kernel0(%[[K0B:.*]]: memref<4xf32>) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]}
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00
// CHECK-NEXT: linalg.fill ins(%[[ZERO]] : f32) outs(%[[K0B]] : memref<4xf32>)
// CHECK-NEXT: return
// CHECK: func.func private @step_kernel1(%[[K1A:.*]]: memref<4xf32>, %[[K1B:.*]]: memref<4xf32>) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]}
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2.000000e+00
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%[[K1A]] : memref<4xf32>) outs(%[[K1B]] : memref<4xf32>)
// CHECK: arith.mulf %{{.*}}, %[[TWO]]
#id = affine_map<(d0) -> (d0)>
func.func @step(%a: memref<4xf32>, %b: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%zero : f32) outs(%b : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %p = arith.mulf %x, %two : f32
    %s = arith.addf %y, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A value the body uses from above that is not a constant is passed; the
// kernel name does not clash with an existing symbol.
// CHECK-LABEL: func.func @scaled
// CHECK-SAME: (%[[X:.*]]: memref<4xf32>, %[[S:.*]]: f32)
// CHECK: call @[[KERNEL:.*]](%[[X]], %[[S]]) : (memref<4xf32>, f32) -> ()
// CHECK: func.func private @[[KERNEL]](%{{.*}}: memref<4xf32>, %[[KS:.*]]: f32)
// CHECK: arith.mulf %{{.*}}, %[[KS]]
#id = affine_map<(d0) -> (d0)>
func.func @scaled(%x: memref<4xf32>, %s: f32) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%x : memref<4xf32>) {
  ^bb0(%y: f32):
    %p = arith.mulf %y, %s : f32
    linalg.yield %p : f32
  }
  return
}
func.func private @scaled_kernel0()

// -----

// Tensor ops stay where they are.
// CHECK-LABEL: func.func @tensors
// CHECK: linalg.fill
// CHECK-NOT: call
func.func @tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Identical loop nests (same body, argument types and attributes; locations
// aside) call one kernel; a differing one gets its own. A later caller's
// identical loop nest calls the first caller's kernel.
// CHECK-LABEL: func.func @same
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[C:.*]]: memref<8xf32>)
// CHECK: call @same_kernel0(%[[A]]) : (memref<4xf32>) -> ()
// CHECK: call @same_kernel0(%[[B]]) : (memref<4xf32>) -> ()
// CHECK: call @same_kernel1(%[[A]]) : (memref<4xf32>) -> ()
// CHECK: call @same_kernel2(%[[C]]) : (memref<8xf32>) -> ()
// CHECK: func.func private @same_kernel0(
// CHECK: arith.constant 0.000000e+00
// CHECK: func.func private @same_kernel1(
// CHECK: arith.constant 1.000000e+00
// CHECK: func.func private @same_kernel2(
// CHECK-SAME: memref<8xf32>
// CHECK-LABEL: func.func @other
// CHECK: call @same_kernel0(%{{.*}}) : (memref<4xf32>) -> ()
// CHECK-NOT: func.func private
func.func @same(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%zero : f32) outs(%a : memref<4xf32>) loc("first")
  linalg.fill ins(%zero : f32) outs(%b : memref<4xf32>) loc("second")
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<8xf32>)
  return
}
func.func @other(%d: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%d : memref<4xf32>)
  return
}
