// RUN: fsdp-opt %s --fsdp-lower-to-llvm | FileCheck %s

// The lowering inlines the step's calls first: a buffer a call returns (here
// the torch exporter's broadcast of a BatchNorm statistic, a private
// function) could alias any other for the deallocation pipeline, which would
// free every buffer of the step at its end, each under a check that it is
// not the call's result. Inlined, %p is freed right after its last use, the
// second matmul, before the gather.
// CHECK-LABEL: llvm.func @step
// CHECK: llvm.call @fsdp_rt_mlir_contract
// CHECK: llvm.call @fsdp_rt_mlir_contract
// CHECK: llvm.call @_mlir_memref_to_llvm_free
// CHECK: llvm.call @fsdp_rt_mlir_all_gather
// CHECK-NOT: llvm.cond_br
// CHECK-NOT: @__buffer0
// CHECK: llvm.return

shard.grid @dp(shape = 2)

func.func private @__buffer0(%x: tensor<4xf32>) -> tensor<4xf32> {
  %g = fsdp.all_gather %x on @dp gather_dim = 0 : tensor<4xf32> -> tensor<8xf32>
  %s = tensor.extract_slice %g[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @step(%a: tensor<16x16xf32>, %b: tensor<4xf32>) -> (tensor<16x16xf32>, tensor<4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %p = linalg.matmul ins(%a, %a : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %q = linalg.matmul ins(%p, %p : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %nb = func.call @__buffer0(%b) : (tensor<4xf32>) -> tensor<4xf32>
  return %q, %nb : tensor<16x16xf32>, tensor<4xf32>
}
