// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-strided-copies-to-linalg))" | FileCheck %s

// CHECK-LABEL: func @strided_copy_becomes_linalg_copy
func.func @strided_copy_becomes_linalg_copy(%a: memref<8xf32>, %b: memref<4xf32>) {
  // CHECK: %[[V:.*]] = memref.subview
  // CHECK: linalg.copy ins(%[[V]] : memref<4xf32, strided<[2]>>) outs(%{{.*}} : memref<4xf32>)
  // CHECK-NOT: memref.copy
  %v = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  memref.copy %v, %b : memref<4xf32, strided<[2]>> to memref<4xf32>
  return
}

// CHECK-LABEL: func @contiguous_copy_stays
func.func @contiguous_copy_stays(%a: memref<4xf32>, %b: memref<4xf32>) {
  // CHECK: memref.copy
  // CHECK-NOT: linalg.copy
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}
