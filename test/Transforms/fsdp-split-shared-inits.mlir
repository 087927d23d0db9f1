// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-shared-inits{min-inits=3}))" -split-input-file | FileCheck %s
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-shared-inits{min-inits=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})" -split-input-file | FileCheck %s --check-prefix=BUF

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A zero fill three row sums accumulate into, one through a reshape: the
// first two start from one buffer of it, the last from the tensor.
// Bufferized, the first two copy the fill's buffer and the last writes
// into it.
// CHECK-LABEL: func @three_inits
// BUF-LABEL: func @three_inits
func.func @three_inits(%a: tensor<4x8xf32>, %b: tensor<2x2xf32>, %c: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  // CHECK: %[[Z:.*]] = linalg.fill
  // CHECK-NEXT: %[[M:.*]] = bufferization.to_buffer %[[Z]] read_only : tensor<4xf32> to memref<4xf32>
  // CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[M]] restrict : memref<4xf32> to tensor<4xf32>
  // CHECK-NEXT: linalg.generic {{.*}} ins(%arg0 : tensor<4x8xf32>) outs(%[[T0]] : tensor<4xf32>)
  // CHECK: %[[T1:.*]] = bufferization.to_tensor %[[M]] restrict : memref<4xf32> to tensor<4xf32>
  // CHECK-NEXT: tensor.expand_shape %[[T1]]
  // CHECK: linalg.generic {{.*}} ins(%arg2 : tensor<4x8xf32>) outs(%[[Z]] : tensor<4xf32>)
  // BUF-NOT: bufferization.to_
  // BUF: %[[Z:.*]] = memref.alloc() {{.*}} : memref<4xf32>
  // BUF-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[Z]] : memref<4xf32>)
  // BUF-NEXT: %[[C0:.*]] = memref.alloc() {{.*}} : memref<4xf32>
  // BUF-NEXT: memref.copy %[[Z]], %[[C0]]
  // BUF-NEXT: linalg.generic {{.*}} outs(%[[C0]] : memref<4xf32>)
  // BUF: %[[R:.*]] = memref.expand_shape %[[Z]]
  // BUF-NEXT: %[[C1:.*]] = memref.alloc() {{.*}} : memref<2x2xf32>
  // BUF-NEXT: memref.copy %[[R]], %[[C1]]
  // BUF: linalg.generic {{.*}} outs(%[[Z]] : memref<4xf32>)
  // BUF-NOT: bufferization.to_
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %r = tensor.expand_shape %z [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<2x2xf32>) outs(%r : tensor<2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<2x2xf32>
  %w = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %x, %y, %w : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// An init the op does not read (its payload ignores it), a reshape with two
// uses, or another use (an input): the tensor keeps its uses.
// CHECK-LABEL: func @not_only_read_inits
func.func @not_only_read_inits(%a: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  // CHECK-NOT: bufferization
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %u = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %r = tensor.expand_shape %z [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %v = linalg.add ins(%r, %r : tensor<2x2xf32>, tensor<2x2xf32>) outs(%r : tensor<2x2xf32>) -> tensor<2x2xf32>
  %w = linalg.add ins(%z, %z : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %x, %y, %u, %v, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Fewer than min-inits inits, or a slice's tensor (its buffer is strided):
// the uses stay.
// CHECK-LABEL: func @few_or_slice
func.func @few_or_slice(%a: tensor<4x8xf32>, %s: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: bufferization
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%z : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %t = tensor.extract_slice %s[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %o = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %x, %y, %p, %q, %o : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A zero constant three insert_slices write into: the first two start from
// one buffer of it. Bufferized, each copies the constant's global.
// CHECK-LABEL: func @three_destinations
// BUF-LABEL: func @three_destinations
func.func @three_destinations(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
  // CHECK: %[[M:.*]] = bufferization.to_buffer %[[Z]] read_only : tensor<4xf32> to memref<4xf32>
  // CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[M]] restrict : memref<4xf32> to tensor<4xf32>
  // CHECK-NEXT: tensor.insert_slice %arg0 into %[[T0]][0] [2] [1]
  // CHECK-NEXT: %[[T1:.*]] = bufferization.to_tensor %[[M]] restrict : memref<4xf32> to tensor<4xf32>
  // CHECK-NEXT: tensor.insert_slice %arg1 into %[[T1]][2] [2] [1]
  // CHECK-NEXT: tensor.insert_slice %arg2 into %[[Z]][1] [2] [1]
  // BUF-NOT: bufferization.to_
  // BUF: %[[G:.*]] = memref.get_global
  // BUF-COUNT-3: memref.copy %[[G]], %{{.*}} : memref<4xf32> to memref<4xf32>
  // BUF-NOT: bufferization.to_
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %x = tensor.insert_slice %a into %z[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %y = tensor.insert_slice %b into %z[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %w = tensor.insert_slice %c into %z[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %x, %y, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
