// fsdp-lower-to-llvm runs the conversions that stay inside a function on
// each function (its time then spans one function's IR, and fsdp-run's
// threads take the functions in parallel); those that declare functions or
// convert signatures and calls run on the module, in the same order as
// before.
// RUN: fsdp-opt %s --fsdp-lower-to-llvm --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: fsdp-opt %s --fsdp-lower-to-llvm | FileCheck %s

// PIPELINE:      fsdp-approximate-math,
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT:   expand-strided-metadata,
// PIPELINE-NEXT:   lower-affine,
// PIPELINE-NEXT:   convert-scf-to-cf
// PIPELINE-NEXT:   convert-complex-to-standard
// PIPELINE-NEXT:   convert-math-to-llvm
// PIPELINE-NEXT: ),
// PIPELINE-NEXT: convert-math-to-libm,
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT:   convert-complex-to-llvm
// PIPELINE-NEXT:   convert-vector-to-llvm
// PIPELINE-NEXT:   convert-arith-to-llvm
// PIPELINE-NEXT:   convert-index-to-llvm
// PIPELINE-NEXT: ),
// PIPELINE-NEXT: finalize-memref-to-llvm
// PIPELINE-NEXT: convert-cf-to-llvm
// PIPELINE-NEXT: convert-func-to-llvm
// PIPELINE-NEXT: llvm.func(
// PIPELINE-NEXT:   convert-ub-to-llvm
// PIPELINE-NEXT:   reconcile-unrealized-casts
// PIPELINE-NEXT: )
// PIPELINE-NEXT: )

// Two functions, each with what a per-function conversion takes (a loop,
// math LLVM has an intrinsic for and math it has not, a call of the
// other): the module-level passes between the groups still see every
// function's calls and declare libm's asinhf once.
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK: llvm.func @asinhf(f32) -> f32
// CHECK-NOT: llvm.func @asinhf
// CHECK-LABEL: llvm.func @angles
// CHECK-LABEL: llvm.func internal @angles_kernel0
// CHECK: llvm.call @asinhf
// CHECK-LABEL: llvm.func @step
// CHECK: llvm.call @angles
// CHECK: llvm.intr.sqrt
// CHECK: llvm.call @asinhf
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK-NOT: math.
// CHECK-NOT: scf.
// CHECK-NOT: func.func
// CHECK-NOT: llvm.func @asinhf

func.func @angles(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = math.asinh %x : tensor<8xf32>
  return %a : tensor<8xf32>
}

func.func @step(%x: tensor<8xf32>, %s: f32, %n: index) -> (tensor<8xf32>, f32) {
  %a = call @angles(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f32) {
    %q = math.sqrt %acc : f32
    %t = math.asinh %q : f32
    scf.yield %t : f32
  }
  return %a, %r : tensor<8xf32>, f32
}
