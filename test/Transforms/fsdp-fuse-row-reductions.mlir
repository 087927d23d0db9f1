// RUN: fsdp-opt %s --fsdp-fuse-row-reductions --split-input-file | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A log-softmax's loops. The bias add is recomputed in the three loops
// that read its value (the maximum, exp(x - max), the label's logit): %z
// is no longer written. The sum joins exp(x - max) (whose value it reads,
// forwarded: still stored), and the label's logit, which reads the same
// %x and %b, joins them too, its output's allocation and fill moved
// ahead.
// CHECK-LABEL: func @log_softmax
// CHECK-SAME: (%[[X:.*]]: memref<4x1000xf32>, %[[B:.*]]: memref<1000xf32>, %[[L:.*]]: memref<4xi64>
// CHECK-NOT: memref.alloc() : memref<4x1000xf32>
// CHECK: %[[MAX:.*]] = memref.alloc() : memref<4xf32>
// CHECK: linalg.fill {{.*}} outs(%[[MAX]]
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK-SAME: ins(%[[X]], %[[B]] : {{.*}}) outs(%[[MAX]] : {{.*}})
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[BIAS:.*]]: f32, %[[M:.*]]: f32):
// CHECK: %[[V:.*]] = arith.addf %[[IN]], %[[BIAS]]
// CHECK: %[[NEW:.*]] = arith.maximumf %[[V]], %[[M]]
// CHECK: linalg.yield %[[NEW]]
// CHECK: %[[E:.*]] = memref.alloc() : memref<4x1000xf32>
// CHECK: %[[SUM:.*]] = memref.alloc() : memref<4xf32>
// CHECK: linalg.fill {{.*}} outs(%[[SUM]]
// CHECK: %[[PICK:.*]] = memref.alloc() : memref<4xf32>
// CHECK: linalg.fill {{.*}} outs(%[[PICK]]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[MAX]], %[[X]], %[[B]], %[[L]] : {{.*}}) outs(%[[E]], %[[SUM]], %[[PICK]] : {{.*}})
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.addf
// CHECK: linalg.index 1
// CHECK: arith.select
// CHECK: arith.addf
// CHECK: linalg.yield %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32
// CHECK-NOT: linalg.generic
// CHECK: memref.dealloc %[[E]]
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @log_softmax(%x: memref<4x1000xf32>, %b: memref<1000xf32>,
                       %labels: memref<4xi64>) -> (memref<4xf32>, memref<4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %z = memref.alloc() : memref<4x1000xf32>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<4x1000xf32>, memref<1000xf32>)
      outs(%z : memref<4x1000xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %0 = arith.addf %in, %bias : f32
    linalg.yield %0 : f32
  }
  %max = memref.alloc() : memref<4xf32>
  linalg.fill ins(%ninf : f32) outs(%max : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z : memref<4x1000xf32>) outs(%max : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  %e = memref.alloc() : memref<4x1000xf32>
  linalg.generic {indexing_maps = [#id, #row, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%z, %max : memref<4x1000xf32>, memref<4xf32>)
      outs(%e : memref<4x1000xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    %1 = math.exp %0 : f32
    linalg.yield %1 : f32
  }
  %sum = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%e : memref<4x1000xf32>) outs(%sum : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %pick = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%pick : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #row, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z, %labels : memref<4x1000xf32>, memref<4xi64>)
      outs(%pick : memref<4xf32>) {
  ^bb0(%in: f32, %l: i64, %out: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %eq = arith.cmpi eq, %ji, %l : i64
    %v = arith.select %eq, %in, %zero : f32
    %0 = arith.addf %out, %v : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %e : memref<4x1000xf32>
  memref.dealloc %z : memref<4x1000xf32>
  return %sum, %pick : memref<4xf32>, memref<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Two sums of the same rows (a layer norm's gradient): siblings sharing
// the load of %x, each with its own body.
// CHECK-LABEL: func @siblings
// CHECK-SAME: (%[[X:.*]]: memref<8x64xf32>, %[[Y:.*]]: memref<8x64xf32>)
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[A]], %[[B]] : {{.*}})
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[IN2:.*]]: f32, %[[OA:.*]]: f32, %[[OB:.*]]: f32):
// CHECK: %[[SA:.*]] = arith.addf %[[IN]], %[[OA]]
// CHECK: %[[P:.*]] = arith.mulf %[[IN]], %[[IN2]]
// CHECK: %[[SB:.*]] = arith.addf %[[P]], %[[OB]]
// CHECK: linalg.yield %[[SA]], %[[SB]]
// CHECK-NOT: linalg.generic
func.func @siblings(%x: memref<8x64xf32>, %y: memref<8x64xf32>)
    -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x64xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %b = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %y : memref<8x64xf32>, memref<8x64xf32>)
      outs(%b : memref<8xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %0 = arith.mulf %in, %in2 : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  }
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Left alone: a reduction sharing nothing with the loop before it; one
// reading the other's result (the row maximum); one whose rows differ in
// length; a column sum; one whose output the earlier op reads; one whose
// input an op between them writes; and two whose outputs are arguments of
// the function, which may alias the input they share.
// CHECK-LABEL: func @not_fused
// CHECK-COUNT-11: linalg.generic
// CHECK-NOT: linalg.generic
func.func @not_fused(%x: memref<4x64xf32>, %y: memref<4x64xf32>,
                     %w: memref<4x32xf32>, %a: memref<4xf32>,
                     %c: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %s0 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x64xf32>) outs(%s0 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %s1 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<4x64xf32>) outs(%s1 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %s2 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y, %s1 : memref<4x64xf32>, memref<4xf32>) outs(%s2 : memref<4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  }
  %s3 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%w : memref<4x32xf32>) outs(%s3 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %s4 = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<4x64xf32>) outs(%s4 : memref<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  // The earlier op reads %s5, which the reduction writes.
  %s5 = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #row, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %s5 : memref<4x64xf32>, memref<4xf32>)
      outs(%t : memref<4x64xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.mulf %in, %m : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x64xf32>) outs(%s5 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  // %u is written between its two readers.
  %u = memref.alloc() : memref<4x64xf32>
  %s6 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%u : memref<4x64xf32>) outs(%s6 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  linalg.fill ins(%zero : f32) outs(%u : memref<4x64xf32>)
  %s7 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%u : memref<4x64xf32>) outs(%s7 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  // Outputs that may alias the shared input %y.
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<4x64xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  %cview = memref.subview %c[0] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1]>>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<4x64xf32>) outs(%cview : memref<4xf32, strided<[1]>>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// x * y (y broadcast along the rows) recomputed in its two readers, which
// then join as siblings; the deallocation of %y, which was before them,
// moves after them, and %z goes.
// CHECK-LABEL: func @recompute
// CHECK-SAME: (%[[X:.*]]: memref<4x64xf32>)
// CHECK: %[[Y:.*]] = memref.alloc() : memref<64xf32>
// CHECK-NOT: memref.alloc() : memref<4x64xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[Y]] : {{.*}}) outs(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
// CHECK: memref.dealloc %[[Y]]
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @recompute(%x: memref<4x64xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %y = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%y : memref<64xf32>)
  %z = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #col, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x64xf32>, memref<64xf32>)
      outs(%z : memref<4x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %0 = arith.mulf %in, %in2 : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %y : memref<64xf32>
  %s = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z : memref<4x64xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %m = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z : memref<4x64xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %z : memref<4x64xf32>
  return %s, %m : memref<4xf32>, memref<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Not recomputed (each output still stored, the reduction joined to its
// loop instead): a loop with two inputs as large as itself, one that
// divides, one whose input an op before the reader writes, and one whose
// output a copy reads.
// CHECK-LABEL: func @not_recomputed
// CHECK-COUNT-4: linalg.generic {{.*}} outs(%{{[a-z_0-9]+}}{{.*}} : memref<4x64xf32>
// CHECK-NOT: linalg.generic
func.func @not_recomputed(%x: memref<4x64xf32>, %y: memref<4x64xf32>,
                          %c: memref<4x64xf32>)
    -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %z0 = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4x64xf32>, memref<4x64xf32>)
      outs(%z0 : memref<4x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %0 = arith.mulf %in, %in2 : f32
    linalg.yield %0 : f32
  }
  %s0 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z0 : memref<4x64xf32>) outs(%s0 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %z1 = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x64xf32>) outs(%z1 : memref<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %in : f32
    linalg.yield %0 : f32
  }
  %s1 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z1 : memref<4x64xf32>) outs(%s1 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %z2 = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<4x64xf32>) outs(%z2 : memref<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  }
  %s2 = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%s2 : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z2 : memref<4x64xf32>) outs(%s2 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  linalg.fill ins(%zero : f32) outs(%y : memref<4x64xf32>)
  %s3 = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #row],
                  iterator_types = ["parallel", "reduction"]}
      ins(%z2 : memref<4x64xf32>) outs(%s3 : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  %z3 = memref.alloc() : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x64xf32>) outs(%z3 : memref<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.negf %in : f32
    linalg.yield %0 : f32
  }
  memref.copy %z3, %c : memref<4x64xf32> to memref<4x64xf32>
  return %s0, %s1, %s2, %s3 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>

// A loop that reads nothing (its buffer filled with a value; torch's
// `(mask == 0).any()` of a constant mask) is not recomputed in a reduction
// whose only operand of the loops' size is its output: the reduction would
// be left with loops no operand bounds (an invalid linalg.generic).
// CHECK-LABEL: func @not_recomputed_unbounded
// CHECK: linalg.generic {{.*}} outs(%[[B:.+]] : memref<2x16xi1>)
// CHECK: linalg.generic {{.*}} ins(%[[B]] : memref<2x16xi1>) outs(%{{.+}} : memref<i1>)
func.func @not_recomputed_unbounded() -> memref<i1> {
  %false = arith.constant false
  %b = memref.alloc() : memref<2x16xi1>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%b : memref<2x16xi1>) {
  ^bb0(%out: i1):
    linalg.yield %false : i1
  }
  %any = memref.alloc() : memref<i1>
  linalg.fill ins(%false : i1) outs(%any : memref<i1>)
  linalg.generic {indexing_maps = [#id, #all],
                  iterator_types = ["reduction", "reduction"]}
      ins(%b : memref<2x16xi1>) outs(%any : memref<i1>) {
  ^bb0(%in: i1, %out: i1):
    %0 = arith.ori %in, %out : i1
    linalg.yield %0 : i1
  }
  memref.dealloc %b : memref<2x16xi1>
  return %any : memref<i1>
}
