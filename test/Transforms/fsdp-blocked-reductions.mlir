// RUN: fsdp-opt %s --fsdp-blocked-reductions --split-input-file | FileCheck %s

// A row sum: 32-lane chunks summed in blocks of 8 from -0.0, each block
// pushed onto the stack (merged ctz(b + 1) times with its top), a masked
// last chunk whose missing lanes are -0.0 pushed as one more block, the
// stack folded from the top, the lanes halved, and the row's initial value
// added once, in the body's operand order (total + out here).
// CHECK-LABEL: func @row_sum
// CHECK-SAME: (%[[X:.*]]: memref<4x1000xf32>, %[[S:.*]]: memref<4xf32>)
// CHECK: %[[STACK:.*]] = memref.alloca() : memref<64x256xf32>
// CHECK: scf.for %[[ROW:[^ ]+]] =
// CHECK: %[[TOP:.*]] = scf.for %[[BLOCK:[^ ]+]] = {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index)
// CHECK: %[[SUM:.*]] = scf.for {{.*}} -> (vector<32xf32>)
// CHECK: %[[V:.*]] = vector.load %[[X]][%[[ROW]], %{{.*}}] : memref<4x1000xf32>, vector<32xf32>
// CHECK: %[[SQ:.*]] = arith.mulf %[[V]], %[[V]] : vector<32xf32>
// CHECK: arith.addf %{{.*}}, %[[SQ]] : vector<32xf32>
// CHECK: math.cttz
// CHECK: vector.load %[[STACK]]
// CHECK: vector.store %{{.*}}, %[[STACK]]
// CHECK: scf.if
// CHECK: %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[TAIL:.*]] = vector.maskedload %[[X]][%[[ROW]], %{{.*}}], %[[MASK]]
// CHECK: %[[TAILSQ:.*]] = arith.mulf %[[TAIL]], %[[TAIL]]
// CHECK: %[[NEGZ:.*]] = arith.constant dense<-0.000000e+00> : vector<32xf32>
// CHECK: arith.select %[[MASK]], %[[TAILSQ]], %[[NEGZ]]
// CHECK: vector.shuffle %{{.*}} [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: vector.shuffle %{{.*}} [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
// CHECK: %[[LANE:.*]] = arith.addf %{{.*}} : vector<1xf32>
// CHECK: %[[TOTAL:.*]] = vector.extract %[[LANE]][0]
// CHECK: %[[OLD:.*]] = memref.load %[[S]][%[[ROW]]]
// CHECK: %[[NEW:.*]] = arith.addf %[[TOTAL]], %[[OLD]] : f32
// CHECK: memref.store %[[NEW]], %[[S]][%[[ROW]]]
// CHECK-NOT: linalg.generic
func.func @row_sum(%x: memref<4x1000xf32>, %s: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x1000xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %out : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// out + f: the initial value is the left operand of the last addition.
// CHECK-LABEL: func @row_sum_output_first
// CHECK: %[[TOTAL:.*]] = vector.extract
// CHECK: %[[OLD:.*]] = memref.load
// CHECK: arith.addf %[[OLD]], %[[TOTAL]] : f64
func.func @row_sum_output_first(%x: memref<100xf64>, %s: memref<f64>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<100xf64>) outs(%s : memref<f64>) {
  ^bb0(%in: f64, %out: f64):
    %0 = arith.addf %out, %in : f64
    linalg.yield %0 : f64
  }
  return
}

// -----

// A maximum: exact in any order, so no stack: chunk c goes to accumulator
// c mod 4 (four independent chains), the chunks left over into the first,
// the four combined pairwise, then the last chunk, whose missing lanes are
// -inf.
// CHECK-LABEL: func @row_max
// CHECK: %[[ID:.*]] = arith.constant dense<0xFF800000> : vector<32xf32>
// CHECK: %[[ACC:.*]]:4 = scf.for {{.*}} iter_args(%[[A0:.*]] = %[[ID]], %[[A1:.*]] = %[[ID]], %[[A2:.*]] = %[[ID]], %[[A3:.*]] = %[[ID]])
// CHECK: arith.maximumf %[[A0]], %{{.*}} : vector<32xf32>
// CHECK: arith.maximumf %[[A1]], %{{.*}} : vector<32xf32>
// CHECK: arith.maximumf %[[A2]], %{{.*}} : vector<32xf32>
// CHECK: arith.maximumf %[[A3]], %{{.*}} : vector<32xf32>
// CHECK: %[[REST:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]]#0)
// CHECK: %[[M02:.*]] = arith.maximumf %[[REST]], %[[ACC]]#2
// CHECK: %[[M13:.*]] = arith.maximumf %[[ACC]]#1, %[[ACC]]#3
// CHECK: %[[M:.*]] = arith.maximumf %[[M02]], %[[M13]]
// CHECK: scf.if
// CHECK: %[[NEGINF:.*]] = arith.constant dense<0xFF800000> : vector<32xf32>
// CHECK: %[[LAST:.*]] = arith.select %{{.*}}, %{{.*}}, %[[NEGINF]]
// CHECK: arith.maximumf %[[M]], %[[LAST]]
// CHECK-NOT: math.cttz
// CHECK-NOT: linalg.generic
func.func @row_max(%x: memref<8x40xf32>, %m: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x40xf32>) outs(%m : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Two reduction loops innermost and contiguous: one reduced index over the
// collapsed buffer (the tree depends on the count only).
// CHECK-LABEL: func @row_sum_two_loops
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : memref<3x5x7xf32> into memref<3x35xf32>
// CHECK: vector.load %[[FLAT]]
// CHECK: vector.maskedload %[[FLAT]]
// CHECK-NOT: linalg.generic
func.func @row_sum_two_loops(%x: memref<3x5x7xf32>, %s: memref<3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d0)>],
                  iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : memref<3x5x7xf32>) outs(%s : memref<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// A row that is not contiguous is read lane by lane (the same tree: the
// layout never changes the bits), each lane's index clamped to the row.
// CHECK-LABEL: func @row_sum_strided
// CHECK-NOT: vector.load %{{.*}} : memref<4x64xf32, strided<[1, 4]>>
// CHECK: arith.minui
// CHECK: memref.load %{{.*}} : memref<4x64xf32, strided<[1, 4]>>
// CHECK: vector.from_elements
// CHECK-NOT: linalg.generic
func.func @row_sum_strided(%x: memref<4x64xf32, strided<[1, 4]>>,
                           %s: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x64xf32, strided<[1, 4]>>) outs(%s : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// The index of the reduced loop is a vector: the chunk's base plus 0..31.
// A value defined outside the body is broadcast.
// CHECK-LABEL: func @row_pick
// CHECK-SAME: (%[[X:.*]]: memref<2x50xf32>, %[[L:.*]]: memref<2xi64>
// CHECK: %[[LABEL:.*]] = memref.load %[[L]]
// CHECK: vector.broadcast %[[LABEL]] : i64 to vector<32xi64>
// CHECK: %[[STEPS:.*]] = arith.constant dense<[0, 1, 2, {{.*}}, 31]> : vector<32xindex>
// CHECK: %[[IDX:.*]] = arith.addi %{{.*}}, %[[STEPS]] : vector<32xindex>
// CHECK: arith.index_cast %[[IDX]] : vector<32xindex> to vector<32xi64>
// CHECK: arith.cmpi eq, %{{.*}} : vector<32xi64>
// CHECK: arith.select %{{.*}} : vector<32xi1>, vector<32xf32>
// CHECK-NOT: linalg.generic
func.func @row_pick(%x: memref<2x50xf32>, %labels: memref<2xi64>,
                    %s: memref<2xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %labels : memref<2x50xf32>, memref<2xi64>)
      outs(%s : memref<2xf32>) {
  ^bb0(%in: f32, %label: i64, %out: f32):
    %i = linalg.index 1 : index
    %i64 = arith.index_cast %i : index to i64
    %hit = arith.cmpi eq, %i64, %label : i64
    %v = arith.select %hit, %in, %zero : f32
    %0 = arith.addf %out, %v : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// A column sum: lanes are 32 columns, each summing its column over the rows
// in blocks of 8, tiles of 8 chunks of 32 columns side by side, row by row
// (block sums in %ACC, the stack's levels 256 wide); the last 8 columns are
// masked (loads and the store). A full tile (256 columns) carries its 8
// block sums through the rows as values, stored once per block.
// CHECK-LABEL: func @column_sum
// CHECK-SAME: (%[[X:.*]]: memref<100x40xf32>, %[[S:.*]]: memref<40xf32>)
// CHECK: %[[STACK:.*]] = memref.alloca() : memref<64x256xf32>
// CHECK: %[[ACC:.*]] = memref.alloca() : memref<256xf32>
// CHECK: scf.for %[[TILE:[^ ]+]] = {{.*}} step %c256
// CHECK: scf.for %[[BLOCK:[^ ]+]] =
// CHECK: %[[FULL:.*]] = arith.cmpi eq, %{{.*}}, %c256
// CHECK: scf.if %[[FULL]] {
// CHECK: %[[SUMS:.*]]:8 = scf.for %[[RROW:[^ ]+]] = {{.*}} iter_args(
// CHECK-COUNT-8: vector.load %[[X]][%[[RROW]], %{{.*}}] : memref<100x40xf32>, vector<32xf32>
// CHECK: scf.yield
// CHECK: vector.store %[[SUMS]]#0, %[[ACC]]
// CHECK: vector.store %[[SUMS]]#7, %[[ACC]]
// CHECK: } else {
// CHECK: vector.store %{{.*}}, %[[ACC]]
// CHECK: scf.for %[[ROW:[^ ]+]] =
// CHECK: scf.for %[[CHUNK:[^ ]+]] =
// CHECK: scf.if
// CHECK: vector.load %[[X]][%[[ROW]], %{{.*}}] : memref<100x40xf32>, vector<32xf32>
// CHECK: vector.load %[[ACC]]
// CHECK: vector.store %{{.*}}, %[[ACC]]
// CHECK: } else {
// CHECK: %[[MASK:.*]] = vector.create_mask
// CHECK: vector.maskedload %[[X]][%[[ROW]], %{{.*}}], %[[MASK]]
// CHECK: math.cttz
// CHECK: vector.store %{{.*}}, %[[STACK]]
// CHECK: vector.load %[[STACK]]
// CHECK: vector.load %[[S]]
// CHECK: vector.store %{{.*}}, %[[S]]
// CHECK: } else {
// CHECK: %[[MASK2:.*]] = vector.create_mask
// CHECK: vector.maskedload %[[S]][%{{.*}}], %[[MASK2]]
// CHECK: vector.maskedstore %[[S]][%{{.*}}], %[[MASK2]]
// CHECK-NOT: linalg.generic
func.func @column_sum(%x: memref<100x40xf32>, %s: memref<40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<100x40xf32>) outs(%s : memref<40xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Dynamic sizes: the loops' bounds are the buffers' dimensions.
// CHECK-LABEL: func @column_sum_dynamic
// CHECK-DAG: memref.dim %{{.*}}, %{{.*}} : memref<?x?x?xf32>
// CHECK: vector.load
// CHECK-NOT: linalg.generic
func.func @column_sum_dynamic(%x: memref<?x?x?xf32>, %s: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d2)>],
                  iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%x : memref<?x?x?xf32>) outs(%s : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Left to convert-linalg-to-loops: an integer sum, a product, two outputs
// one of which combines the other's value, a reduction whose reduced loops are neither innermost nor beside an
// innermost output loop, tensors, and an integer division (a masked lane's
// zero would trap).
// CHECK-LABEL: func @not_blocked
// CHECK-COUNT-6: linalg.generic
// CHECK-NOT: memref.alloca
func.func @not_blocked(%i: memref<8x8xi32>, %si: memref<8xi32>,
                       %f: memref<8x8xf32>, %sf: memref<8xf32>,
                       %sf2: memref<8xf32>, %t: memref<8x4x8xf32>,
                       %st: memref<4xf32>, %tensor: tensor<8x8xf32>,
                       %init: tensor<8xf32>) -> tensor<8xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%i : memref<8x8xi32>) outs(%si : memref<8xi32>) {
  ^bb0(%in: i32, %out: i32):
    %0 = arith.addi %in, %out : i32
    linalg.yield %0 : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%f : memref<8x8xf32>) outs(%sf : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %out : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%f : memref<8x8xf32>) outs(%sf, %sf2 : memref<8xf32>, memref<8xf32>) {
  ^bb0(%in: f32, %out: f32, %out2: f32):
    %0 = arith.addf %in, %out : f32
    %1 = arith.maximumf %0, %out2 : f32
    linalg.yield %0, %1 : f32, f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d1)>],
                  iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%t : memref<8x4x8xf32>) outs(%st : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%tensor : tensor<8x8xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %c3 = arith.constant 3 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%f, %i : memref<8x8xf32>, memref<8x8xi32>)
      outs(%sf : memref<8xf32>) {
  ^bb0(%in: f32, %n: i32, %out: f32):
    %q = arith.divsi %c3, %n : i32
    %qf = arith.sitofp %q : i32 to f32
    %p = arith.mulf %in, %qf : f32
    %0 = arith.addf %p, %out : f32
    linalg.yield %0 : f32
  }
  return %r : tensor<8xf32>
}

// -----

// math.fpowi runs lane by lane (llvm.intr.powi takes a scalar exponent).
// CHECK-LABEL: func @row_sum_fpowi
// CHECK: %[[LANE:.*]] = vector.extract %{{.*}}[0] : f32 from vector<32xf32>
// CHECK: %[[EXP:.*]] = vector.extract %{{.*}}[0] : i64 from vector<32xi64>
// CHECK: math.fpowi %[[LANE]], %[[EXP]] : f32, i64
// CHECK: vector.from_elements {{.*}} : vector<32xf32>
// CHECK-NOT: linalg.generic
func.func @row_sum_fpowi(%x: memref<64xf32>, %s: memref<f32>) {
  %two = arith.constant 2 : i64
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<64xf32>) outs(%s : memref<f32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %two : f32, i64
    %0 = arith.addf %p, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// A row reduction with several outputs (fsdp-fuse-row-reductions): one
// pass over each row computes exp(x - m) once, stores it, adds it to the
// sum's block and takes the maximum of x; the sum keeps the tree it has
// alone (its blocks pushed onto the stack, the masked last chunk one more
// block), the maximum is carried across blocks; the last chunk's values
// are stored through the mask.
// CHECK-LABEL: func @fused_row
// CHECK-SAME: (%[[X:.*]]: memref<4x1000xf32>, %[[M:.*]]: memref<4xf32>, %[[E:.*]]: memref<4x1000xf32>, %[[S:.*]]: memref<4xf32>, %[[MX:.*]]: memref<4xf32>)
// CHECK: %[[STACK:.*]] = memref.alloca() : memref<64x256xf32>
// CHECK: scf.for %[[ROW:[^ ]+]] =
// CHECK: scf.for {{.*}} -> (index, vector<32xf32>)
// CHECK: scf.for {{.*}} -> (vector<32xf32>, vector<32xf32>)
// CHECK: %[[V:.*]] = vector.load %[[X]][%[[ROW]], %[[AT:.*]]] : memref<4x1000xf32>, vector<32xf32>
// CHECK: %[[EXP:.*]] = math.exp
// CHECK: vector.store %[[EXP]], %[[E]][%[[ROW]], %[[AT]]]
// CHECK: arith.addf %{{.*}}, %[[EXP]] : vector<32xf32>
// CHECK: arith.maximumf %{{.*}}, %[[V]] : vector<32xf32>
// CHECK: math.cttz
// CHECK: vector.store %{{.*}}, %[[STACK]]
// CHECK: scf.if
// CHECK: %[[MASK:.*]] = vector.create_mask
// CHECK: vector.maskedstore %[[E]][%[[ROW]], %{{.*}}], %[[MASK]]
// CHECK: arith.maximumf
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}} : vector<1xf32>
// CHECK: %[[TOTAL:.*]] = vector.extract %[[SUM]][0]
// CHECK: memref.load %[[S]][%[[ROW]]]
// CHECK: memref.store %{{.*}}, %[[S]][%[[ROW]]]
// CHECK: %[[MAX:.*]] = arith.maximumf %{{.*}} : vector<1xf32>
// CHECK: %[[BIG:.*]] = vector.extract %[[MAX]][0]
// CHECK: %[[OLD:.*]] = memref.load %[[MX]][%[[ROW]]]
// CHECK: %[[NEW:.*]] = arith.maximumf %[[OLD]], %[[BIG]] : f32
// CHECK: memref.store %[[NEW]], %[[MX]][%[[ROW]]]
// CHECK-NOT: linalg.generic
func.func @fused_row(%x: memref<4x1000xf32>, %m: memref<4xf32>,
                     %e: memref<4x1000xf32>, %s: memref<4xf32>,
                     %mx: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : memref<4x1000xf32>, memref<4xf32>)
      outs(%e, %s, %mx : memref<4x1000xf32>, memref<4xf32>, memref<4xf32>) {
  ^bb0(%in: f32, %max: f32, %out: f32, %sum: f32, %big: f32):
    %0 = arith.subf %in, %max : f32
    %1 = math.exp %0 : f32
    %2 = arith.addf %1, %sum : f32
    %3 = arith.maximumf %big, %in : f32
    linalg.yield %1, %2, %3 : f32, f32, f32
  }
  return
}

// -----

// Only maxima: the four accumulators of a maximum alone; a stored output
// whose rows are not contiguous is written lane by lane.
// CHECK-LABEL: func @fused_max_strided
// CHECK-SAME: %[[Z:[^ ]*]]: memref<2x40xf32, strided<[1, 2]>>
// CHECK: scf.for {{.*}} -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// CHECK: %[[V:.*]] = arith.addf %{{.*}} : vector<32xf32>
// CHECK: %[[L0:.*]] = vector.extract %[[V]][0]
// CHECK: memref.store %[[L0]], %[[Z]]
// CHECK-COUNT-31: memref.store %{{.*}}, %[[Z]]
// CHECK: arith.maximumf %{{.*}}, %[[V]] : vector<32xf32>
// CHECK: scf.if
// CHECK: arith.cmpi ult
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %[[Z]]
// CHECK-NOT: linalg.generic
func.func @fused_max_strided(%x: memref<2x40xf32>, %b: memref<40xf32>,
                             %z: memref<2x40xf32, strided<[1, 2]>>,
                             %m: memref<2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %b : memref<2x40xf32>, memref<40xf32>)
      outs(%z, %m : memref<2x40xf32, strided<[1, 2]>>, memref<2xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32, %max: f32):
    %0 = arith.addf %in, %bias : f32
    %1 = arith.maximumf %0, %max : f32
    linalg.yield %0, %1 : f32, f32
  }
  return
}

// -----

// An operand read through a constant 0 (a broadcast unit dimension, as
// elementwise fusion writes it) is read through its rank-reduced subview:
// the same tree as with that operand's producer stored, a row sum here
// (softmax's backward) and a column sum (layer norm's scale gradient).
// CHECK-LABEL: func @zero_index
// CHECK-SAME: (%[[X:[^:]*]]: memref<2x8x8xf32>, %[[S:[^:]*]]: memref<2x8x1xf32>,
// CHECK: %[[SV:.*]] = memref.subview %[[S]][0, 0, 0] [2, 8, 1] [1, 1, 1] : memref<2x8x1xf32> to memref<2x8xf32, strided<[8, 1]>>
// CHECK: scf.for
// CHECK: vector.load %[[X]]
// CHECK: memref.load %[[SV]]
// CHECK: %[[CSV:.*]] = memref.subview %[[S]][0, 0, 0] [2, 8, 1] [1, 1, 1] : memref<2x8x1xf32> to memref<2x8xf32, strided<[8, 1]>>
// CHECK: memref.load %[[CSV]]
// CHECK-NOT: linalg.generic
func.func @zero_index(%x: memref<2x8x8xf32>, %s: memref<2x8x1xf32>,
                      %r: memref<2x8xf32>, %c: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1, 0)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %s : memref<2x8x8xf32>, memref<2x8x1xf32>)
      outs(%r : memref<2x8xf32>) {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %0 = arith.mulf %in, %sc : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>,
                                   affine_map<(d0, d1, d2) -> (d1, d2, 0)>,
                                   affine_map<(d0, d1, d2) -> (d0)>],
                  iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %s : memref<2x8x8xf32>, memref<2x8x1xf32>)
      outs(%c : memref<8xf32>) {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %0 = arith.mulf %in, %sc : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Not matched with the constant 0 dropped either (an integer sum): left as
// it is.
// CHECK-LABEL: func @zero_index_not_blocked
// CHECK-NOT: memref.subview
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : memref<8x8xi32>, memref<8x1xi32>)
// CHECK-NOT: memref.subview
func.func @zero_index_not_blocked(%x: memref<8x8xi32>, %b: memref<8x1xi32>,
                                  %s: memref<8xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, 0)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %b : memref<8x8xi32>, memref<8x1xi32>) outs(%s : memref<8xi32>) {
  ^bb0(%in: i32, %bi: i32, %out: i32):
    %0 = arith.muli %in, %bi : i32
    %1 = arith.addi %out, %0 : i32
    linalg.yield %1 : i32
  }
  return
}
