// RUN: fsdp-opt %s --fsdp-check-indices --split-input-file | FileCheck %s

// A gather: the row index is loaded from the tokens, so it is checked
// against the table's dimension 0 (one unsigned compare: negative ids
// too), reported when outside, and replaced by 0 for the read. The column
// index is a loop variable: in range by construction, not checked.
// CHECK: module attributes {fsdp_rt.abi_version = 4 : i64}
// CHECK: llvm.mlir.global internal constant @__fsdp_check_0("dimension 0 of a read of memref<64x16xf32> at {{.*}}fsdp-check-indices.mlir:{{[0-9]+}}\00")
// CHECK-LABEL: func @gather_checks_data_index
// CHECK: %[[ID:.*]] = memref.load %{{.*}}[%[[I:.*]]] : memref<8xi64>
// CHECK: %[[ROW:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK: %[[DIM:.*]] = memref.dim %[[TABLE:.*]], %{{.*}} : memref<64x16xf32>
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %[[DIM]] : index
// CHECK: %[[OUT:.*]] = arith.xori %[[IN]], %{{.*}} : i1
// CHECK: scf.if %[[OUT]] {
// CHECK:   %[[SITE:.*]] = llvm.mlir.addressof @__fsdp_check_0 : !llvm.ptr
// CHECK:   call @fsdp_rt_mlir_index_error(%{{[^,]+}}, %[[SITE]], %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
// CHECK: }
// CHECK: %[[SAFE:.*]] = arith.select %[[IN]], %[[ROW]], %{{.*}} : index
// CHECK: memref.load %[[TABLE]][%[[SAFE]], %{{.*}}] : memref<64x16xf32>
// CHECK-NOT: memref.dim
// CHECK: return
// CHECK-DAG: func.func private @fsdp_rt_mlir_index_error(!llvm.ptr, !llvm.ptr, i64, i64) -> i32
// CHECK-DAG: func.func private @fsdp_rt_mlir_assert_failed(!llvm.ptr, !llvm.ptr) -> i32
func.func @gather_checks_data_index(%tokens: memref<8xi64>,
                                    %table: memref<64x16xf32>,
                                    %out: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %id = memref.load %tokens[%i] : memref<8xi64>
      %row = arith.index_cast %id : i64 to index
      %v = memref.load %table[%row, %j] : memref<64x16xf32>
      memref.store %v, %out[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

// -----

// A scatter: the store goes under the check instead (a clamped store would
// write the wrong row).
// CHECK-LABEL: func @scatter_skips_the_store
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[ROW:.*]], %{{.*}} : index
// CHECK: scf.if %{{.*}} {
// CHECK:   call @fsdp_rt_mlir_index_error
// CHECK: }
// CHECK: scf.if %[[IN]] {
// CHECK:   memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<64x16xf32>
// CHECK: }
func.func @scatter_skips_the_store(%tokens: memref<8xi64>,
                                   %grad: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %id = memref.load %tokens[%i] : memref<8xi64>
      %row = arith.index_cast %id : i64 to index
      memref.store %one, %grad[%row, %j] : memref<64x16xf32>
    }
  }
  return
}

// -----

// Loops' indices, constants and arguments are left alone: no check, no
// runtime function, no ABI stamp.
// CHECK-NOT: fsdp_rt.abi_version
// CHECK-LABEL: func @loop_indices_are_not_checked
// CHECK-NOT: scf.if
// CHECK-NOT: fsdp_rt_mlir
func.func @loop_indices_are_not_checked(%a: memref<8x16xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.addi %i, %c1 : index
    %v = memref.load %a[%i, %k] : memref<8x16xf32>
    memref.store %v, %a[%c0, %n] : memref<8x16xf32>
  }
  return
}

// -----

// A frontend's assert reports its message (and where) to the runtime
// instead of aborting the process.
// CHECK: llvm.mlir.global internal constant @__fsdp_check_0("index must be smaller than dim size (fused_op)\00")
// CHECK-LABEL: func @assert_reports
// CHECK-NOT: cf.assert
// CHECK: %[[NOT:.*]] = arith.xori %{{.*}}, %{{.*}} : i1
// CHECK: scf.if %[[NOT]] {
// CHECK:   %[[MSG:.*]] = llvm.mlir.addressof @__fsdp_check_0 : !llvm.ptr
// CHECK:   call @fsdp_rt_mlir_assert_failed(%{{[^,]+}}, %[[MSG]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: }
func.func @assert_reports(%ok: i1) {
  cf.assert %ok, "index must be smaller than dim size" loc("fused_op")
  return
}
