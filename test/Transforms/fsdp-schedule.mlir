// RUN: fsdp-opt %s --split-input-file --fsdp-schedule=profile=cpu-2core | FileCheck %s
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=cpu-2core memory-budget=1024" 2>&1 | FileCheck %s --check-prefix=BUDGET

shard.grid @dp(shape = 4)

// Three layers of 64x64 weights (16 KiB gathered each). On cpu-2core a
// 64x64x64 matmul (524288 flops at 1.27 GFLOP/s, ~0.4 ms) hides a 16 KiB
// all-gather (3 x 0.43 us + 12 KiB at 9.9 GB/s, ~2.5 us), so each gather is prefetched one op ahead of its use; waits stay
// right before their use; the order of the gathers is the order of use.

// CHECK-LABEL: func @prefetch_one_layer_ahead
// CHECK: %[[A1:.*]], %[[T1:.*]] = fsdp.all_gather_start %arg0
// CHECK-NEXT: %[[W1:.*]] = fsdp.wait %[[T1]], %[[A1]]
// CHECK-NEXT: %[[A2:.*]], %[[T2:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: %[[Y1:.*]] = linalg.matmul ins(%arg3, %[[W1]]
// CHECK-NEXT: %[[W2:.*]] = fsdp.wait %[[T2]], %[[A2]]
// CHECK-NEXT: %[[A3:.*]], %[[T3:.*]] = fsdp.all_gather_start %arg2
// CHECK-NEXT: %[[Y2:.*]] = linalg.matmul ins(%[[Y1]], %[[W2]]
// CHECK-NEXT: %[[W3:.*]] = fsdp.wait %[[T3]], %[[A3]]
// CHECK-NEXT: linalg.matmul ins(%[[Y2]], %[[W3]]

// With a budget of 1 KiB the 16 KiB gathers cannot all fit: nothing moves.
// BUDGET: warning: memory-budget of 1024 bytes is below the 16384 bytes of gathered parameters the step holds without any prefetch; starts are not moved
// BUDGET-LABEL: func @prefetch_one_layer_ahead
// BUDGET: fsdp.all_gather_start %arg0
// BUDGET-NEXT: fsdp.wait
// BUDGET-NEXT: linalg.matmul
func.func @prefetch_one_layer_ahead(%w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>, %w3: tensor<16x64xf32>,
                                    %x: tensor<64x64xf32>, %out: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a1, %t1 = fsdp.all_gather_start %w1 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g1 = fsdp.wait %t1, %a1 : tensor<64x64xf32>
  %y1 = linalg.matmul ins(%x, %g1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a2, %t2 = fsdp.all_gather_start %w2 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g2 = fsdp.wait %t2, %a2 : tensor<64x64xf32>
  %y2 = linalg.matmul ins(%y1, %g2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a3, %t3 = fsdp.all_gather_start %w3 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g3 = fsdp.wait %t3, %a3 : tensor<64x64xf32>
  %y3 = linalg.matmul ins(%y2, %g3 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %y3 : tensor<64x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// A reduce-scatter starts as soon as its gradient is complete, and is waited
// for right before the update uses it.
// CHECK-LABEL: func @reduce_scatter_early_wait_late
// CHECK: %[[G:.*]] = linalg.matmul
// CHECK-NEXT: %[[R:.*]], %[[T:.*]] = fsdp.reduce_scatter_start %[[G]]
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: %[[S:.*]] = fsdp.wait %[[T]], %[[R]]
// CHECK-NEXT: arith.subf %arg2, %[[S]]
func.func @reduce_scatter_early_wait_late(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>, %w: tensor<16x64xf32>)
    -> (tensor<16x64xf32>, tensor<64x64xf32>) {
  %g = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %other = linalg.matmul ins(%g, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s = fsdp.wait %t, %r : tensor<16x64xf32>
  %nw = arith.subf %w, %s : tensor<16x64xf32>
  return %nw, %other : tensor<16x64xf32>, tensor<64x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// Prefetch is bounded by the budget: with room for two gathered 16 KiB
// parameters, the second gather starts during the first matmul, but the
// third must wait until the first parameter is dead.
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/slow-link.json memory-budget=32768" | FileCheck %s --check-prefix=TWO
// TWO-LABEL: func @budget_bounds_prefetch
// TWO: fsdp.all_gather_start %arg0
// TWO-NEXT: fsdp.all_gather_start %arg1
// TWO-NEXT: fsdp.wait
// TWO-NEXT: linalg.matmul
// TWO-NEXT: fsdp.all_gather_start %arg2
// TWO-NEXT: fsdp.wait
// TWO-NEXT: linalg.matmul
// TWO-NEXT: fsdp.wait
// TWO-NEXT: linalg.matmul
func.func @budget_bounds_prefetch(%w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>, %w3: tensor<16x64xf32>,
                                  %x: tensor<64x64xf32>, %out: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a1, %t1 = fsdp.all_gather_start %w1 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g1 = fsdp.wait %t1, %a1 : tensor<64x64xf32>
  %y1 = linalg.matmul ins(%x, %g1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a2, %t2 = fsdp.all_gather_start %w2 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g2 = fsdp.wait %t2, %a2 : tensor<64x64xf32>
  %y2 = linalg.matmul ins(%y1, %g2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %a3, %t3 = fsdp.all_gather_start %w3 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
  %g3 = fsdp.wait %t3, %a3 : tensor<64x64xf32>
  %y3 = linalg.matmul ins(%y2, %g3 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %y3 : tensor<64x64xf32>
}
