// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-deallocs))" -split-input-file | FileCheck %s
// What upstream's buffer-deallocation-simplification makes of each case is
// the same with the pass before it as without:
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize)" -split-input-file -o %t.upstream
// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-deallocs),buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize)" -split-input-file -o %t.split
// RUN: diff %t.upstream %t.split

// Distinct allocations: one dealloc each, the results joined by arith.ori.
// CHECK-LABEL: func @distinct_allocations
func.func @distinct_allocations(%c0: i1, %c1: i1, %c2: i1, %x: memref<2xf32>) -> i1 {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: %[[B:.*]] = memref.alloc()
  // CHECK: %[[C:.*]] = memref.alloc()
  // CHECK: %[[RA:.*]] = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%{{.*}}) retain (%{{.*}} : memref<2xf32>)
  // CHECK: %[[RB:.*]] = bufferization.dealloc (%[[B]] : memref<2xf32>) if (%{{.*}}) retain
  // CHECK: %[[RC:.*]] = bufferization.dealloc (%[[C]] : memref<2xf32>) if (%{{.*}}) retain
  // CHECK: %[[REST:.*]] = bufferization.dealloc retain (%{{.*}} : memref<2xf32>)
  // CHECK: %[[O1:.*]] = arith.ori %[[REST]], %[[RA]]
  // CHECK: %[[O2:.*]] = arith.ori %[[O1]], %[[RB]]
  // CHECK: %[[O3:.*]] = arith.ori %[[O2]], %[[RC]]
  // CHECK: return %[[O3]]
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %r = bufferization.dealloc (%a, %b, %c : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c2) retain (%x : memref<2xf32>)
  return %r : i1
}

// -----

// A view and its allocation alias: they stay together; the other goes.
// CHECK-LABEL: func @view_of_an_allocation
func.func @view_of_an_allocation(%c0: i1, %c1: i1, %c2: i1) {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: %[[V:.*]] = memref.subview %[[A]]
  // CHECK: %[[B:.*]] = memref.alloc()
  // CHECK: bufferization.dealloc (%[[B]] : memref<4xf32>)
  // CHECK: bufferization.dealloc (%[[A]], %[[V]] : memref<4xf32>, memref<2xf32, strided<[1]>>)
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a, %v, %b : memref<4xf32>, memref<2xf32, strided<[1]>>, memref<4xf32>) if (%c0, %c1, %c2)
  return
}

// -----

// A function argument cannot be an allocation made inside the function, but
// two arguments may be one buffer: the arguments stay, the allocation goes.
// CHECK-LABEL: func @arguments
func.func @arguments(%p: memref<4xf32>, %q: memref<4xf32>, %c0: i1, %c1: i1, %c2: i1) {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>)
  // CHECK: bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<4xf32>)
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%p, %a, %q : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c0, %c1, %c2)
  return
}

// -----

// An origin only the alias analysis can tell (a select of two buffers):
// left whole for it.
// CHECK-LABEL: func @select_left_to_the_analysis
func.func @select_left_to_the_analysis(%s: i1, %c0: i1, %c1: i1, %c2: i1) {
  // CHECK: bufferization.dealloc (%{{.*}}, %{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  // CHECK-NOT: bufferization.dealloc
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %m = arith.select %s, %a, %b : memref<4xf32>
  bufferization.dealloc (%a, %b, %m : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c0, %c1, %c2)
  return
}

// -----

// A memref that is a retained allocation is not freed here: its condition
// joins the retained one's result (a functional step's returned results);
// then no memref is that allocation, and neither is the other retained one:
// they answer false and leave the retained list.
// CHECK-LABEL: func @retained
func.func @retained(%c0: i1, %c1: i1) -> (memref<4xf32>, memref<4xf32>, i1, i1) {
  // CHECK: %[[A:.*]] = memref.alloc()
  // CHECK: %[[B:.*]] = memref.alloc()
  // CHECK: %[[OUT:.*]] = memref.alloc()
  // CHECK: %[[FALSE_A:.*]] = arith.constant false
  // CHECK: %[[FALSE_OUT:.*]] = arith.constant false
  // CHECK: bufferization.dealloc (%[[B]] : memref<4xf32>) if (%arg1){{$}}
  // CHECK: bufferization.dealloc{{$}}
  // CHECK: %[[WITH_A:.*]] = arith.ori %[[FALSE_A]], %arg0
  // CHECK: return %[[A]], %[[OUT]], %[[WITH_A]], %[[FALSE_OUT]]
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  %r:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c0, %c1) retain (%a, %out : memref<4xf32>, memref<4xf32>)
  return %a, %out, %r#0, %r#1 : memref<4xf32>, memref<4xf32>, i1, i1
}
