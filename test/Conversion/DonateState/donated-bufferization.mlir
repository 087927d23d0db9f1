// What one-shot bufferization makes of a donated step, between
// fsdp-donate-state and fsdp-drop-donated-results (the order of
// fsdp-lower-to-llvm): updates in place where the old value is not read
// afterwards, one copy into the argument where it is, and a result left
// where an argument's old value must survive the return.
// RUN: fsdp-opt %s --split-input-file --fsdp-donate-state \
// RUN:   --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" \
// RUN:   --fsdp-drop-donated-results -verify-diagnostics | FileCheck %s

// Adam-like: both updates in place, no allocation, no copy, no result.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: (%[[P:.*]]: memref<4xf32> {fsdp.state}, %[[M:.*]]: memref<4xf32> {fsdp.state}, %[[G:.*]]: memref<4xf32>)
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 0, 1>}
// CHECK-NOT: memref.alloc
// CHECK: linalg.generic {{.*}} ins(%[[M]], %[[G]] : memref<4xf32>, memref<4xf32>) outs(%[[M]] : memref<4xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[M]] : memref<4xf32>, memref<4xf32>) outs(%[[P]] : memref<4xf32>)
// CHECK-NOT: copy
// CHECK: return{{$}}
#id = affine_map<(d0) -> (d0)>
func.func @in_place(%p: tensor<4xf32> {fsdp.state}, %m: tensor<4xf32> {fsdp.state},
                    %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i64})
    attributes {fsdp.donate_state} {
  %e = tensor.empty() : tensor<4xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %p2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%p, %m2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %p2, %m2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The old value is read after the update: the update goes to a new buffer,
// copied into the argument at the end, after the last read.
// CHECK-LABEL: func.func @read_after_update
// CHECK-SAME: (%[[W:.*]]: memref<4xf32> {fsdp.state}, %[[G:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 0>}
// CHECK: %[[NEW:.*]] = memref.alloc
// CHECK: linalg.sub ins(%[[W]], %[[G]] : {{.*}}) outs(%[[NEW]] : memref<4xf32>)
// CHECK: %[[TWICE:.*]] = memref.alloc
// CHECK: linalg.add ins(%[[W]], %[[W]] : {{.*}}) outs(%[[TWICE]] : memref<4xf32>)
// CHECK: linalg.copy ins(%[[NEW]] : memref<4xf32>) outs(%[[W]] : memref<4xf32>)
// CHECK-NEXT: return %[[TWICE]]
func.func @read_after_update(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32>)
    attributes {fsdp.donate_state} {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %twice = linalg.add ins(%w, %w : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  return %new, %twice : tensor<4xf32>, tensor<4xf32>
}

// -----

// Two updates swap two arguments: the first cannot overwrite %a, which the
// second still reads; it stays a result (a copy of %b in a new buffer), the
// second is copied into %b.
// CHECK-LABEL: func.func @swap
// CHECK-SAME: (%[[A:.*]]: memref<4xf32> {fsdp.state}, %[[B:.*]]: memref<4xf32> {fsdp.state})
// CHECK-SAME: -> (memref<4xf32> {fsdp.updates = 0 : i64})
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 1>}
// CHECK: %[[NEW:.*]] = memref.alloc
// CHECK: linalg.copy ins(%[[B]] : memref<4xf32>) outs(%[[NEW]] : memref<4xf32>)
// CHECK: linalg.copy ins(%[[A]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>)
// CHECK-NEXT: return %[[NEW]]
// expected-remark @+1 {{result #0 (the update of argument #0) does not end in its argument's buffer}}
func.func @swap(%a: tensor<4xf32> {fsdp.state}, %b: tensor<4xf32> {fsdp.state})
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i64})
    attributes {fsdp.donate_state} {
  return %b, %a : tensor<4xf32>, tensor<4xf32>
}

// -----

// The old value is also a result: the update cannot be in its argument at
// the return.
// CHECK-LABEL: func.func @old_value_returned
// CHECK-SAME: (%[[W:.*]]: memref<4xf32> {fsdp.state}, %{{.*}}: memref<4xf32>)
// CHECK-SAME: attributes {fsdp.donated_results = array<i64>}
// CHECK: return %{{.*}}, %[[W]] : memref<4xf32>, memref<4xf32>
// expected-remark @+1 {{result #0 (the update of argument #0) does not end in its argument's buffer}}
func.func @old_value_returned(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32>)
    attributes {fsdp.donate_state} {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %new, %w : tensor<4xf32>, tensor<4xf32>
}

// -----

// One value updates two arguments: computed once, copied into both.
// CHECK-LABEL: func.func @same_update_twice
// CHECK-SAME: (%[[A:.*]]: memref<4xf32> {fsdp.state}, %[[B:.*]]: memref<4xf32> {fsdp.state}, %{{.*}}: memref<4xf32>)
// CHECK-SAME: attributes {fsdp.donated_results = array<i64: 0, 1>}
// CHECK: %[[NEW:.*]] = memref.alloc
// CHECK: linalg.sub {{.*}} outs(%[[NEW]] : memref<4xf32>)
// CHECK: linalg.copy ins(%[[NEW]] : memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// CHECK: linalg.copy ins(%[[NEW]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>)
// CHECK-NEXT: return{{$}}
func.func @same_update_twice(%a: tensor<4xf32> {fsdp.state}, %b: tensor<4xf32> {fsdp.state},
                             %g: tensor<4xf32>)
    -> (tensor<4xf32> {fsdp.updates = 0 : i64}, tensor<4xf32> {fsdp.updates = 1 : i64})
    attributes {fsdp.donate_state} {
  %e = tensor.empty() : tensor<4xf32>
  %new = linalg.sub ins(%a, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %new, %new : tensor<4xf32>, tensor<4xf32>
}
