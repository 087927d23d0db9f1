// RUN: fsdp-opt %s --split-input-file --fsdp-drop-donated-results -verify-diagnostics | FileCheck %s

// An update returned as its argument is dropped from the results, the copy
// of its buffer onto itself is erased, and the function is stamped with the
// dropped results' indices in the original signature.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: (%[[W:.*]]: memref<4xf32> {fsdp.state}, %[[M:.*]]: memref<4xf32> {fsdp.state}, %[[G:.*]]: memref<4xf32>)
// CHECK-SAME: -> (memref<f32> {fsdp.loss})
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 0, 2>}
// CHECK-NOT: memref.copy
// CHECK-NOT: linalg.copy
// CHECK: return %{{.*}} : memref<f32>
func.func @in_place(%w: memref<4xf32> {fsdp.state},
                    %m: memref<4xf32> {fsdp.state}, %g: memref<4xf32>)
    -> (memref<4xf32> {fsdp.updates = 0 : i64}, memref<f32> {fsdp.loss},
        memref<4xf32> {fsdp.updates = 1 : i64})
    attributes {fsdp.donate_state} {
  linalg.sub ins(%w, %g : memref<4xf32>, memref<4xf32>)
             outs(%w : memref<4xf32>)
  linalg.copy ins(%w : memref<4xf32>) outs(%w : memref<4xf32>)
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  %loss = memref.alloc() : memref<f32>
  return %w, %loss, %m : memref<4xf32>, memref<f32>, memref<4xf32>
}

// -----

// An update in another buffer stays a result (with a remark), the copy
// into another buffer stays; the stamp lists none.
// CHECK-LABEL: func.func @not_in_place
// CHECK-SAME: -> (memref<4xf32> {fsdp.updates = 0 : i64})
// CHECK-SAME: attributes {fsdp.donated_results = array<i64>}
// CHECK: linalg.copy
// CHECK: return %[[NEW:.*]] : memref<4xf32>
// expected-remark @+1 {{result #0 (the update of argument #0) does not end in its argument's buffer: it stays a result, a new buffer every step}}
func.func @not_in_place(%w: memref<4xf32> {fsdp.state}, %g: memref<4xf32>)
    -> (memref<4xf32> {fsdp.updates = 0 : i64})
    attributes {fsdp.donate_state} {
  %new = memref.alloc() : memref<4xf32>
  linalg.copy ins(%g : memref<4xf32>) outs(%new : memref<4xf32>)
  return %new : memref<4xf32>
}

// -----

// Every return must give the argument back for the result to be dropped.
// CHECK-LABEL: func.func @every_return
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 0>}
// CHECK: cf.cond_br
// CHECK: ^bb1:
// CHECK-NEXT: return{{$}}
// CHECK: ^bb2:
// CHECK-NEXT: return{{$}}
func.func @every_return(%w: memref<4xf32> {fsdp.state}, %c: i1)
    -> (memref<4xf32> {fsdp.updates = 0 : i64})
    attributes {fsdp.donate_state} {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %w : memref<4xf32>
^bb2:
  return %w : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @one_return_differs
// CHECK-SAME: -> (memref<4xf32> {fsdp.updates = 0 : i64})
// CHECK-SAME: attributes {fsdp.donated_results = array<i64>}
// expected-remark @+1 {{result #0 (the update of argument #0) does not end in its argument's buffer}}
func.func @one_return_differs(%w: memref<4xf32> {fsdp.state},
                              %x: memref<4xf32>, %c: i1)
    -> (memref<4xf32> {fsdp.updates = 0 : i64})
    attributes {fsdp.donate_state} {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %w : memref<4xf32>
^bb2:
  return %x : memref<4xf32>
}

// -----

// Unmarked functions keep their results.
// CHECK-LABEL: func.func @not_marked
// CHECK-SAME: -> (memref<4xf32> {fsdp.updates = 0 : i64})
// CHECK-NOT: fsdp.donated_results
// CHECK: return %{{.*}} : memref<4xf32>
func.func @not_marked(%w: memref<4xf32> {fsdp.state})
    -> (memref<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : memref<4xf32>
}
