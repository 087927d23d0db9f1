// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-shared-reads{min-reads=3}))" -split-input-file | FileCheck %s
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-shared-reads{min-reads=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})" -split-input-file | FileCheck %s --check-prefix=BUF

#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

// A scalar read by three updates: the first two read it through one buffer,
// the last reads the tensor. Bufferized, all three read its buffer.
// CHECK-LABEL: func @three_reads
// BUF-LABEL: func @three_reads
func.func @three_reads(%s: tensor<f32>, %a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[M:.*]] = bufferization.to_buffer %arg0 read_only : tensor<f32> to memref<f32>
  // CHECK-NEXT: %[[T0:.*]] = bufferization.to_tensor %[[M]] restrict : memref<f32> to tensor<f32>
  // CHECK-NEXT: linalg.generic {{.*}} ins(%[[T0]], %arg1 :
  // CHECK: %[[T1:.*]] = bufferization.to_tensor %[[M]] restrict : memref<f32> to tensor<f32>
  // CHECK-NEXT: linalg.generic {{.*}} ins(%[[T1]], %arg2 :
  // CHECK: linalg.generic {{.*}} ins(%arg0, %arg3 :
  // BUF-NOT: bufferization.to_
  // BUF-COUNT-3: linalg.generic {{.*}} ins(%arg0, %arg{{[0-9]}} : memref<f32>, memref<4xf32>)
  // BUF-NOT: bufferization.to_
  %x = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %a : tensor<f32>, tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %b : tensor<f32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %z = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %c : tensor<f32>, tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %x, %y, %z : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A tensor that is also written (an init) or returned, or read fewer than
// min-reads times, keeps its uses.
// CHECK-LABEL: func @not_only_reads
func.func @not_only_reads(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: bufferization
  %x = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %y = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %z = linalg.add ins(%b, %b : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  %w = linalg.add ins(%y, %z : tensor<4xf32>, tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return %x, %y, %z, %b : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A read inside a region, not in the tensor's block: its uses stay.
// CHECK-LABEL: func @nested_read
func.func @nested_read(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // CHECK-NOT: bufferization
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %e1 = tensor.empty() : tensor<4xf32>
    %y = linalg.add ins(%a, %x : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#scalar = affine_map<(d0) -> ()>
#id = affine_map<(d0) -> (d0)>
#s0 = affine_map<() -> ()>

// %w writes into %s's buffer between its reads: the analysis still sees the
// conflict through the last read, and %s gets a buffer of its own that every
// read reads (as without the pass).
// CHECK-LABEL: func @write_between_reads
// CHECK: bufferization.to_buffer
// BUF-LABEL: func @write_between_reads
// BUF: %[[S:.*]] = memref.alloc() {{.*}} : memref<f32>
// BUF-NEXT: memref.copy %arg0, %[[S]]
// BUF-NEXT: linalg.generic {{.*}} outs(%[[S]] : memref<f32>)
// BUF: linalg.generic {{.*}} ins(%[[S]], %arg1 :
// BUF: linalg.generic {{.*}} ins(%[[S]], %arg2 :
// BUF: linalg.generic {{.*}} outs(%arg0 : memref<f32>)
// BUF: linalg.generic {{.*}} ins(%[[S]], %arg3 :
func.func @write_between_reads(%acc: tensor<f32>, %a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
  %s = linalg.generic {indexing_maps = [#s0], iterator_types = []} outs(%acc : tensor<f32>) {
  ^bb0(%out: f32):
    %0 = arith.addf %out, %out : f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %x = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %a : tensor<f32>, tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %b : tensor<f32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  %w = linalg.generic {indexing_maps = [#s0], iterator_types = []} outs(%acc : tensor<f32>) {
  ^bb0(%out: f32):
    %0 = arith.mulf %out, %out : f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %z = linalg.generic {indexing_maps = [#scalar, #id, #id], iterator_types = ["parallel"]} ins(%s, %c : tensor<f32>, tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %x, %y, %z, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A slice's buffer is strided: read through an identity-layout buffer it
// would be copied, so its reads stay.
// CHECK-LABEL: func @slice_reads
func.func @slice_reads(%a: tensor<8xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: bufferization
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %x = linalg.add ins(%s, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %y = linalg.add ins(%s, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %z = linalg.add ins(%s, %d : tensor<4xf32>, tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
  return %x, %y, %z : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
