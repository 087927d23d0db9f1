// RUN: fsdp-opt %s --fsdp-gpu-device-buffers --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @alloc_dealloc_on_device
// CHECK: %[[BUF:.*]] = gpu.alloc () : memref<4x8xf32>
// CHECK: gpu.dealloc %[[BUF]] : memref<4x8xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.dealloc
func.func @alloc_dealloc_on_device(%n: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
  memref.dealloc %a : memref<4x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_becomes_kernel
// CHECK: linalg.copy ins(%{{.*}} : memref<4xf32, strided<[2]>>) outs(%{{.*}} : memref<4xf32>)
// CHECK-NOT: memref.copy
func.func @copy_becomes_kernel(%a: memref<4xf32, strided<[2]>>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32, strided<[2]>> to memref<4xf32>
  return
}

// -----

// A constant is copied to the device once, used there, freed at the return.
memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// CHECK-LABEL: func.func @constant_copied_to_device
// CHECK: %[[HOST:.*]] = memref.get_global @table
// CHECK: %[[DEV:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.memcpy %[[DEV]], %[[HOST]]
// CHECK: linalg.copy ins(%[[DEV]] : memref<4xf32>)
// CHECK: gpu.dealloc %[[DEV]]
// CHECK-NEXT: return
func.func @constant_copied_to_device(%out: memref<4xf32>) {
  %t = memref.get_global @table : memref<4xf32>
  linalg.copy ins(%t : memref<4xf32>) outs(%out : memref<4xf32>)
  return
}

// -----

// A full reduction has no parallel dimension: one iteration of a parallel
// loop makes it a kernel. An op with a parallel dimension is left alone.
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>

// CHECK-LABEL: func.func @full_reduction_in_one_iteration
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%{{.*}}) = (%[[ZERO]]) to (%[[ONE]]) step (%[[ONE]]) {
// CHECK-NEXT: linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: return
func.func @full_reduction_in_one_iteration(%a: memref<8x4xf32>, %s: memref<f32>) {
  %cst = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]}
      ins(%a : memref<8x4xf32>) outs(%s : memref<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%cst : f32) outs(%a : memref<8x4xf32>)
  return
}
