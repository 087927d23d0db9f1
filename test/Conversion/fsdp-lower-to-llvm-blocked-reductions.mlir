// fsdp-lower-to-llvm's option blocked-reductions (default on) runs
// fsdp-blocked-reductions: a row sum becomes 32-lane vector code (the block
// stack's ctz, the masked last chunk) down to LLVM; with
// blocked-reductions=false it stays a scalar loop.
// RUN: fsdp-opt %s --fsdp-lower-to-llvm | FileCheck %s
// RUN: fsdp-opt %s --fsdp-lower-to-llvm="blocked-reductions=false" | FileCheck %s --check-prefix=CHAIN

// CHECK-LABEL: llvm.func internal @row_sum_kernel1
// CHECK: llvm.alloca %{{.*}} x f32
// CHECK: llvm.fadd {{.*}} : vector<32xf32>
// CHECK: llvm.intr.cttz
// CHECK: llvm.intr.masked.load {{.*}} -> vector<32xf32>
// CHECK: llvm.shufflevector
// CHECK: llvm.fadd {{.*}} : vector<1xf32>
// CHECK: llvm.fadd {{.*}} : f32
// CHECK: llvm.return
// CHAIN-NOT: vector<32xf32>
// CHAIN: llvm.fadd {{.*}} : f32
// CHAIN-NOT: vector<32xf32>
func.func @row_sum(%x: tensor<4x100xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce ins(%x : tensor<4x100xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %0 = arith.addf %a, %b : f32
      linalg.yield %0 : f32
    }
  return %s : tensor<4xf32>
}
