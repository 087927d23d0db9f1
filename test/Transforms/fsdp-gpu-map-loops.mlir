// RUN: fsdp-opt %s --fsdp-gpu-map-loops --split-input-file | FileCheck %s

// One dimension: blocks of 256 threads, a guard for the last block.
// CHECK-LABEL: func.func @one_dim_256_threads
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[STEP:.*]] = arith.muli %{{.*}}, %[[C256]] : index
// CHECK: scf.parallel (%{{.*}}) = {{.*}} step (%[[STEP]]) {
// CHECK:   scf.parallel (%{{.*}}) = {{.*}} to (%[[STEP]]) {{.*}} {
// CHECK:     scf.if
// CHECK:       memref.store
// CHECK:   } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @one_dim_256_threads(%a: memref<1000xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %v = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %a[%i] : memref<1000xf32>
    scf.reduce
  }
  return
}

// -----

// Two dimensions: the inner one goes to x (coalesced rows), 32 x 8 threads.
// CHECK-LABEL: func.func @two_dims_inner_to_x
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[ROWS:.*]] = arith.muli %{{.*}}, %[[C8]] : index
// CHECK: %[[COLS:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// CHECK: scf.parallel ({{.*}}) = {{.*}} step (%[[ROWS]], %[[COLS]])
// CHECK: {mapping = [#gpu.loop_dim_map<processor = thread_y, {{.*}}>, #gpu.loop_dim_map<processor = thread_x, {{.*}}>]}
// CHECK: {mapping = [#gpu.loop_dim_map<processor = block_y, {{.*}}>, #gpu.loop_dim_map<processor = block_x, {{.*}}>]}
func.func @two_dims_inner_to_x(%a: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %v = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c64) step (%c1, %c1) {
    memref.store %v, %a[%i, %j] : memref<16x64xf32>
    scf.reduce
  }
  return
}

// -----

// Four dimensions: the outermost one runs sequentially in each thread.
// CHECK-LABEL: func.func @four_dims_outer_sequential
// CHECK: {mapping = [#gpu.loop_dim_map<processor = sequential, {{.*}}>, #gpu.loop_dim_map<processor = thread_z, {{.*}}>, #gpu.loop_dim_map<processor = thread_y, {{.*}}>, #gpu.loop_dim_map<processor = thread_x, {{.*}}>]}
// CHECK: {mapping = [#gpu.loop_dim_map<processor = sequential, {{.*}}>, #gpu.loop_dim_map<processor = block_z, {{.*}}>, #gpu.loop_dim_map<processor = block_y, {{.*}}>, #gpu.loop_dim_map<processor = block_x, {{.*}}>]}
func.func @four_dims_outer_sequential(%a: memref<2x3x4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %v = arith.constant 1.0 : f32
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%c2, %c3, %c4, %c5) step (%c1, %c1, %c1, %c1) {
    memref.store %v, %a[%i, %j, %k, %l] : memref<2x3x4x5xf32>
    scf.reduce
  }
  return
}

// -----

// One iteration (a full reduction made a kernel): one block of one thread,
// no tiling.
// CHECK-LABEL: func.func @single_iteration_one_block
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, {{.*}}>]}
func.func @single_iteration_one_block(%a: memref<8xf32>, %s: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%u) = (%c0) to (%c1) step (%c1) {
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xf32>
      %acc = memref.load %s[] : memref<f32>
      %y = arith.addf %x, %acc : f32
      memref.store %y, %s[] : memref<f32>
    }
    scf.reduce
  }
  return
}
