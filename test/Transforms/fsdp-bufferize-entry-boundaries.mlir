// RUN: fsdp-opt %s --fsdp-bufferize-entry-boundaries -split-input-file | FileCheck %s
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(fsdp-bufferize-entry-boundaries,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})" -split-input-file | FileCheck %s --check-prefix=BUF
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})" -split-input-file | FileCheck %s --check-prefix=BUF

// An update written in place into its argument, which a later op still
// reads: the bufferization copies it first, with the pass as without.
// CHECK-LABEL: func @step(
// CHECK-SAME: %arg0: memref<4xf32> {fsdp.state}, %arg1: memref<4xf32>, %arg2: index) -> (memref<4xf32>, index, memref<4xf32>)
// CHECK-NEXT: %[[W:.*]] = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = bufferization.to_tensor %arg1 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = linalg.sub ins(%[[W]], %[[G]] : {{.*}}) outs(%[[W]] : tensor<4xf32>)
// CHECK-NEXT: %[[D:.*]] = linalg.mul ins(%[[W]], %[[G]] : {{.*}}) outs(%[[G]] : tensor<4xf32>)
// CHECK-NEXT: %[[R0:.*]] = bufferization.to_buffer %[[N]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[R2:.*]] = bufferization.to_buffer %[[D]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: return %[[R0]], %arg2, %[[R2]] : memref<4xf32>, index, memref<4xf32>
// BUF-LABEL: func @step(
// BUF-SAME: %arg0: memref<4xf32> {fsdp.state}, %arg1: memref<4xf32>, %arg2: index) -> (memref<4xf32>, index, memref<4xf32>)
// BUF-NEXT: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// BUF-NEXT: linalg.sub ins(%arg0, %arg1 : {{.*}}) outs(%[[A]] : memref<4xf32>)
// BUF-NEXT: linalg.mul ins(%arg0, %arg1 : {{.*}}) outs(%arg1 : memref<4xf32>)
// BUF-NEXT: return %[[A]], %arg2, %arg1 : memref<4xf32>, index, memref<4xf32>
func.func @step(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>, %i: index) -> (tensor<4xf32>, index, tensor<4xf32>) {
  %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %d = linalg.mul ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%g : tensor<4xf32>) -> tensor<4xf32>
  return %new, %i, %d : tensor<4xf32>, index, tensor<4xf32>
}

// -----

// An argument marked not writable reads as a tensor that is not: the
// update goes to a new buffer.
// CHECK-LABEL: func @read_only(
// CHECK-SAME: %arg0: memref<4xf32> {bufferization.writable = false}) -> memref<4xf32>
// CHECK-NEXT: bufferization.to_tensor %arg0 restrict : memref<4xf32> to tensor<4xf32>
// BUF-LABEL: func @read_only(
// BUF-SAME: %arg0: memref<4xf32>) -> memref<4xf32>
// BUF-NEXT: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// BUF-NEXT: linalg.exp ins(%arg0 : memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// BUF-NEXT: return %[[A]]
func.func @read_only(%w: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
  %0 = linalg.exp ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A called function keeps its tensors (its caller needs the analysis' summary
// of it); its caller, which nothing calls, gets buffers.
// CHECK-LABEL: func private @callee(%arg0: tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func @caller(%arg0: memref<4xf32>) -> memref<4xf32>
// CHECK: call @callee(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// BUF-LABEL: func private @callee(%arg0: memref<4xf32>) -> memref<4xf32>
// BUF-LABEL: func @caller(%arg0: memref<4xf32>) -> memref<4xf32>
// BUF-NEXT: %[[R:.*]] = call @callee(%arg0) : (memref<4xf32>) -> memref<4xf32>
// BUF-NEXT: return %[[R]]
func.func private @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @callee(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A tensor with an encoding or without a rank, or no tensor at all: the
// function is left as it is.
// CHECK-LABEL: func @unranked(%arg0: tensor<*xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32>
// CHECK-NOT: bufferization
// CHECK-LABEL: func @encoded(%arg0: tensor<4xf32, "enc">) -> tensor<4xf32, "enc">
// CHECK-NOT: bufferization
// CHECK-LABEL: func @scalars(%arg0: index) -> index
// CHECK-NOT: bufferization
// CHECK-LABEL: func private @external(tensor<4xf32>)
func.func @unranked(%u: tensor<*xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @encoded(%t: tensor<4xf32, "enc">) -> tensor<4xf32, "enc"> {
  return %t : tensor<4xf32, "enc">
}
func.func @scalars(%i: index) -> index {
  return %i : index
}
func.func private @external(tensor<4xf32>)
