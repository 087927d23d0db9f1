// fsdp-blocked-reductions' results do not depend on the CPU's vector width:
// the same sums (rows of 1 to 4099 elements, columns of 1 to 4099 rows and
// 37 columns, a maximum) compiled for AVX-512, for AVX2 without AVX-512 and
// for SSE alone print the same bits. The chain's bits differ from the
// tree's (the comparison can fail).
// REQUIRES: mlir-runner, x86_64
// RUN: fsdp-opt %s --fsdp-blocked-reductions --convert-linalg-to-loops \
// RUN:   --expand-strided-metadata --lower-affine --convert-scf-to-cf \
// RUN:   --convert-vector-to-llvm --convert-math-to-llvm \
// RUN:   --convert-math-to-libm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts -o %t.tree.mlir
// RUN: mlir-runner %t.tree.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils -mattr=+avx512f > %t.avx512
// RUN: mlir-runner %t.tree.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils -mattr=-avx512f,+avx2 > %t.avx2
// RUN: mlir-runner %t.tree.mlir -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils -mattr=-avx512f,-avx2,-avx > %t.sse
// RUN: diff %t.avx512 %t.avx2
// RUN: diff %t.avx512 %t.sse
// RUN: fsdp-opt %s --convert-linalg-to-loops --expand-strided-metadata \
// RUN:   --lower-affine --convert-scf-to-cf --convert-math-to-llvm \
// RUN:   --convert-math-to-libm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_c_runner_utils > %t.chain
// RUN: %not diff %t.avx512 %t.chain
// RUN: FileCheck %s --input-file=%t.avx512
// CHECK-COUNT-400: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @rowsum(%x: memref<?x?xf32>, %s: memref<?xf32>, %m: memref<?xf32>) {
  linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%s : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %0 = arith.addf %sq, %out : f32
    linalg.yield %0 : f32
  }
  linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%m : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}

func.func @colsum(%x: memref<?x?xf32>, %s: memref<?xf32>) {
  linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d1)>],
      iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32>) outs(%s : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  }
  return
}

// A value in (-1, 1) * 2^(0..15) from a hash of i.
func.func @gen(%i: index) -> f32 {
  %i64 = arith.index_cast %i : index to i64
  %k = arith.constant -7046029254386353131 : i64
  %c29 = arith.constant 29 : i64
  %h0 = arith.muli %i64, %k : i64
  %t = arith.shrui %h0, %c29 : i64
  %h = arith.xori %h0, %t : i64
  %m24 = arith.constant 16777215 : i64
  %mant = arith.andi %h, %m24 : i64
  %mf = arith.sitofp %mant : i64 to f32
  %scale = arith.constant 5.96046448e-08 : f32
  %u = arith.mulf %mf, %scale : f32
  %half = arith.constant 0.5 : f32
  %c = arith.subf %u, %half : f32
  %c40 = arith.constant 40 : i64
  %c15 = arith.constant 15 : i64
  %eh = arith.shrui %h, %c40 : i64
  %e = arith.remui %eh, %c15 : i64
  %ef = arith.sitofp %e : i64 to f32
  %p = math.exp2 %ef : f32
  %v = arith.mulf %c, %p : f32
  return %v : f32
}

func.func @printBits(%v: f32) {
  %b = arith.bitcast %v : f32 to i32
  %b64 = arith.extsi %b : i32 to i64
  func.call @printI64(%b64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

memref.global "private" constant @lengths : memref<8xindex> =
    dense<[1, 7, 32, 33, 100, 257, 1000, 4099]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c37 = arith.constant 37 : index
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %lengths = memref.get_global @lengths : memref<8xindex>
  scf.for %li = %c0 to %c8 step %c1 {
    %n = memref.load %lengths[%li] : memref<8xindex>
    // Rows: 8 rows of n.
    %x = memref.alloc(%c8, %n) : memref<?x?xf32>
    %s = memref.alloc(%c8) : memref<?xf32>
    %m = memref.alloc(%c8) : memref<?xf32>
    scf.for %r = %c0 to %c8 step %c1 {
      scf.for %i = %c0 to %n step %c1 {
        %k0 = arith.muli %r, %n : index
        %k = arith.addi %k0, %i : index
        %v = func.call @gen(%k) : (index) -> f32
        memref.store %v, %x[%r, %i] : memref<?x?xf32>
      }
      memref.store %z, %s[%r] : memref<?xf32>
      memref.store %ninf, %m[%r] : memref<?xf32>
    }
    func.call @rowsum(%x, %s, %m)
        : (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    scf.for %r = %c0 to %c8 step %c1 {
      %v = memref.load %s[%r] : memref<?xf32>
      func.call @printBits(%v) : (f32) -> ()
      %w = memref.load %m[%r] : memref<?xf32>
      func.call @printBits(%w) : (f32) -> ()
    }
    memref.dealloc %x : memref<?x?xf32>
    memref.dealloc %s : memref<?xf32>
    memref.dealloc %m : memref<?xf32>
    // Columns: n rows of 37.
    %y = memref.alloc(%n, %c37) : memref<?x?xf32>
    %t = memref.alloc(%c37) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %c37 step %c1 {
        %k0 = arith.muli %i, %c37 : index
        %k = arith.addi %k0, %j : index
        %v = func.call @gen(%k) : (index) -> f32
        memref.store %v, %y[%i, %j] : memref<?x?xf32>
      }
    }
    scf.for %j = %c0 to %c37 step %c1 {
      memref.store %z, %t[%j] : memref<?xf32>
    }
    func.call @colsum(%y, %t) : (memref<?x?xf32>, memref<?xf32>) -> ()
    scf.for %j = %c0 to %c37 step %c1 {
      %v = memref.load %t[%j] : memref<?xf32>
      func.call @printBits(%v) : (f32) -> ()
    }
    memref.dealloc %y : memref<?x?xf32>
    memref.dealloc %t : memref<?xf32>
  }
  return
}
