// RUN: fsdp-opt %s --split-input-file --allow-unregistered-dialect --fsdp-fuse-multi-use-elementwise | FileCheck %s

#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

// Adam's shape: the new moment is returned and read by the update, its
// first user. One loop computes both, each value once; the return reads the
// fused op's copy of the moment.
// CHECK-LABEL: func.func @moment_and_update
// CHECK-SAME: (%[[P:.*]]: tensor<8xf32>, %[[M:.*]]: tensor<8xf32>, %[[G:.*]]: tensor<8xf32>)
// CHECK: %[[F:.*]]:2 = linalg.generic
// CHECK-SAME: ins(%[[P]], %[[M]], %[[G]] :
// CHECK: %[[M2:.*]] = arith.addf
// CHECK-NEXT: %[[P2:.*]] = arith.subf %{{.*}}, %[[M2]]
// CHECK-NEXT: linalg.yield %[[M2]], %[[P2]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[F]]#1, %[[F]]#0
func.func @moment_and_update(%p: tensor<8xf32>, %m: tensor<8xf32>, %g: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<8xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %p2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%p, %m2 : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %p2, %m2 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>

// A scalar read by every element (a broadcast) is not fused: the fused loop
// would compute it once per element.
// CHECK-LABEL: func.func @broadcast_producer
// CHECK: linalg.generic {{.*}} iterator_types = []
// CHECK: math.sqrt
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]
// CHECK-NOT: math.sqrt
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]
func.func @broadcast_producer(%x: tensor<8xf32>, %y: tensor<8xf32>, %s: tensor<f32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %q = math.sqrt %a : f32
    linalg.yield %q : f32
  } -> tensor<f32>
  %e0 = tensor.empty() : tensor<8xf32>
  %u = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel"]}
      ins(%x, %r : tensor<8xf32>, tensor<f32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.mulf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %v = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel"]}
      ins(%y, %r : tensor<8xf32>, tensor<f32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.mulf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  return %u, %v : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A user before the consumer would read the fused op's copy before it is
// computed: nothing is fused.
// CHECK-LABEL: func.func @earlier_user
// CHECK: %[[D:.*]] = linalg.generic
// CHECK: "test.use"(%[[D]])
// CHECK: linalg.generic {{.*}} ins(%[[D]]
func.func @earlier_user(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.addf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  "test.use"(%d) : (tensor<8xf32>) -> ()
  %e1 = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%d : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A reduction consumer is not fused with a producer that has other users.
// CHECK-LABEL: func.func @reduction_consumer
// CHECK: %[[D:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-SAME: ins(%[[D]]
func.func @reduction_consumer(%x: tensor<4x8xf32>, %init: tensor<4xf32>)
    -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.addf %a, %o : f32
    linalg.yield %q : f32
  } -> tensor<4xf32>
  return %d, %r : tensor<4x8xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// A consumer that reads the producer's value through two operands (x * x)
// is not fused: the fused op would read its own result.
// CHECK-LABEL: func.func @read_twice
// CHECK: %[[D:.*]] = linalg.generic
// CHECK: linalg.generic {{.*}} ins(%[[D]], %[[D]] :
// CHECK: return %[[D]],
func.func @read_twice(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<8xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.addf %a, %a : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%d, %d : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.mulf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  return %d, %r : tensor<8xf32>, tensor<8xf32>
}
