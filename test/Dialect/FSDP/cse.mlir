// RUN: fsdp-opt %s --cse | FileCheck %s
// RUN: fsdp-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// The collectives are not Pure: each produces a fresh value, so CSE keeps
// repeated gathers of the same shard (the forward and the backward gather of
// FSDP), while an unused collective is dead code.

shard.grid @dp(shape = 4)
shard.grid @single(shape = 1)

// CHECK-LABEL: func @repeated_all_gathers_survive_cse
// CANON-LABEL: func @repeated_all_gathers_survive_cse
func.func @repeated_all_gathers_survive_cse(%s: tensor<2x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>) {
  // CHECK: %[[A:.*]] = fsdp.all_gather
  // CHECK: %[[B:.*]] = fsdp.all_gather
  // CHECK: return %[[A]], %[[B]]
  // CANON-COUNT-2: fsdp.all_gather
  %0 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x3xf32> -> tensor<8x3xf32>
  %1 = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2x3xf32> -> tensor<8x3xf32>
  return %0, %1 : tensor<8x3xf32>, tensor<8x3xf32>
}

// CHECK-LABEL: func @repeated_reductions_survive_cse
func.func @repeated_reductions_survive_cse(%g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>) {
  // CHECK-COUNT-2: fsdp.all_reduce
  // CHECK-COUNT-2: fsdp.reduce_scatter
  %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  %1 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  %2 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  %3 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  return %0, %1, %2, %3 : tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
}

// CANON-LABEL: func @unused_collectives_are_dead
// CANON-NOT: fsdp.
// CANON: return
func.func @unused_collectives_are_dead(%g: tensor<8xf32>) {
  %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
  %1 = fsdp.all_gather %g on @dp gather_dim = 0 : tensor<8xf32> -> tensor<32xf32>
  %2 = fsdp.reduce_scatter %g on @dp scatter_dim = 0 : tensor<8xf32> -> tensor<2xf32>
  return
}

// A collective stays inside the loop that repeats it.
// CANON-LABEL: func @not_hoisted_from_loops
// CANON: scf.for
// CANON:   fsdp.all_gather
func.func @not_hoisted_from_loops(%s: tensor<2xf32>, %acc: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc) -> tensor<8xf32> {
    %w = fsdp.all_gather %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
    %n = arith.addf %a, %w : tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// On a group of one rank every collective is the identity.
// CANON-LABEL: func @single_rank_group_folds
// CANON-SAME: (%[[G:.*]]: tensor<8xf32>)
// CANON-NOT: fsdp.
// CANON: return %[[G]], %[[G]], %[[G]]
func.func @single_rank_group_folds(%g: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = fsdp.all_reduce %g on @single reduction = avg : tensor<8xf32>
  %1 = fsdp.reduce_scatter %g on @single scatter_dim = 0 : tensor<8xf32> -> tensor<8xf32>
  %2 = fsdp.all_gather %g on @single gather_dim = 0 : tensor<8xf32> -> tensor<8xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// Starts and waits are never merged, erased or reordered.
// CHECK-LABEL: func @async_collectives_stay
// CANON-LABEL: func @async_collectives_stay
func.func @async_collectives_stay(%s: tensor<2xf32>) -> tensor<8xf32> {
  // CHECK-COUNT-2: fsdp.all_gather_start
  // CHECK-COUNT-2: fsdp.wait
  // CANON-COUNT-2: fsdp.all_gather_start
  // CANON-COUNT-2: fsdp.wait
  %a, %t = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %b, %u = fsdp.all_gather_start %s on @dp gather_dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %0 = fsdp.wait %t, %a : tensor<8xf32>
  %1 = fsdp.wait %u, %b : tensor<8xf32>
  return %0 : tensor<8xf32>
}
