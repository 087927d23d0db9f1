// RUN: fsdp-opt %s --pass-pipeline="builtin.module(func.func(fsdp-split-empty-tensors))" -split-input-file | FileCheck %s

#id = affine_map<() -> ()>

// Three scalar ops writing into one empty tensor: the first keeps the
// original (bufferization allocates there, where the memory model has it);
// the two later ones get their own, made right before them.
// CHECK-LABEL: func @shared_empty
func.func @shared_empty(%a: tensor<f64>, %b: tensor<f64>) -> (tensor<f64>, tensor<f64>, tensor<f64>) {
  // CHECK: %[[E:.*]] = tensor.empty() : tensor<f64>
  // CHECK-NEXT: %[[X:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<f64>)
  // CHECK: %[[E1:.*]] = tensor.empty() : tensor<f64>
  // CHECK-NEXT: %[[Y:.*]] = linalg.generic {{.*}} outs(%[[E1]] : tensor<f64>)
  // CHECK: %[[E2:.*]] = tensor.empty() : tensor<f64>
  // CHECK-NEXT: %[[Z:.*]] = linalg.generic {{.*}} outs(%[[E2]] : tensor<f64>)
  // CHECK: return %[[X]], %[[Y]], %[[Z]]
  %e = tensor.empty() : tensor<f64>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = []} ins(%a : tensor<f64>) outs(%e : tensor<f64>) {
  ^bb0(%in: f64, %out: f64):
    %0 = arith.addf %in, %in : f64
    linalg.yield %0 : f64
  } -> tensor<f64>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = []} ins(%b : tensor<f64>) outs(%e : tensor<f64>) {
  ^bb0(%in: f64, %out: f64):
    %0 = arith.mulf %in, %in : f64
    linalg.yield %0 : f64
  } -> tensor<f64>
  %z = linalg.generic {indexing_maps = [#id, #id], iterator_types = []} ins(%x : tensor<f64>) outs(%e : tensor<f64>) {
  ^bb0(%in: f64, %out: f64):
    %0 = arith.negf %in : f64
    linalg.yield %0 : f64
  } -> tensor<f64>
  return %x, %y, %z : tensor<f64>, tensor<f64>, tensor<f64>
}

// -----

// A dynamic empty tensor's sizes are reused by its clones; a use inside a
// region gets its clone inside the region, before its user. The scf.if
// holds the first uses: its first branch keeps the original.
// CHECK-LABEL: func @dynamic_and_nested
func.func @dynamic_and_nested(%n: index, %c: i1) -> (tensor<?xf32>, tensor<?xf32>) {
  // CHECK: %[[E:.*]] = tensor.empty(%arg0) : tensor<?xf32>
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: scf.yield %[[E]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[E1:.*]] = tensor.empty(%arg0) : tensor<?xf32>
  // CHECK-NEXT: scf.yield %[[E1]]
  // CHECK: %[[E2:.*]] = tensor.empty(%arg0) : tensor<?xf32>
  // CHECK-NEXT: return %{{.*}}, %[[E2]]
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.if %c -> tensor<?xf32> {
    scf.yield %e : tensor<?xf32>
  } else {
    scf.yield %e : tensor<?xf32>
  }
  return %r, %e : tensor<?xf32>, tensor<?xf32>
}

// -----

// One use, or none: nothing to split.
// CHECK-LABEL: func @single_use
func.func @single_use() -> tensor<4xf32> {
  // CHECK-COUNT-2: tensor.empty
  // CHECK-NOT: tensor.empty
  %unused = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
