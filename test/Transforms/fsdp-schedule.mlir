// RUN: fsdp-opt %s --split-input-file --fsdp-schedule=profile=%S/Inputs/cpu-no-launch.json | FileCheck %s
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-no-launch.json memory-budget=unlimited" | FileCheck %s --check-prefix=UNBOUNDED
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-no-launch.json memory-budget=1024" 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-slow-launch.json memory-budget=unlimited" | FileCheck %s --check-prefix=LAUNCH
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-no-overlap.json memory-budget=unlimited" | FileCheck %s --check-prefix=NOOVERLAP
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-calibrated.json memory-budget=unlimited" | FileCheck %s --check-prefix=CALIB
// A calibration table measured on groups of another size does not apply:
// the alpha-beta numbers of the same profile schedule as without it.
// RUN: fsdp-opt %s --split-input-file --fsdp-schedule="profile=%S/Inputs/cpu-calibrated-on-2.json memory-budget=unlimited" | FileCheck %s --check-prefix=UNBOUNDED
// The default profile is `host`: $FSDP_PROFILE when set.
// RUN: env FSDP_PROFILE=%S/Inputs/cpu-no-overlap.json fsdp-opt %s --split-input-file --fsdp-schedule="memory-budget=unlimited" | FileCheck %s --check-prefix=NOOVERLAP
// RUN: env FSDP_PROFILE=%S/Inputs/cpu-no-launch.json fsdp-opt %s --split-input-file --fsdp-schedule="memory-budget=unlimited" | FileCheck %s --check-prefix=UNBOUNDED

shard.grid @dp(shape = 4)

// Three layers of 64x64 weights (16 KiB gathered each). On the cpu-2core
// numbers with a free async launch (Inputs/cpu-no-launch.json) a
// 64x64x64 matmul (524288 flops at 1.27 GFLOP/s, ~0.4 ms) hides a 16 KiB
// all-gather (3 x 0.43 us + 12 KiB at 9.9 GB/s, ~2.5 us), so each gather
// asks to be prefetched one op ahead of its use.
//
// Blocking, the step holds 48 KiB at its peak (during the second and third
// matmuls: the previous activation, the gathered weight and the result) and
// 32 KiB during the first. By default the schedule stays within that peak:
// the second gather fits during the first matmul, the third does not fit
// during the second, so it stays blocking.
// CHECK-LABEL: func @prefetch_one_layer_ahead
// CHECK: %[[A1:.*]], %[[T1:.*]] = fsdp.all_gather_start %arg0
// CHECK-NEXT: %[[W1:.*]] = fsdp.wait %[[T1]], %[[A1]]
// CHECK-NEXT: %[[A2:.*]], %[[T2:.*]] = fsdp.all_gather_start %arg1
// CHECK-NEXT: %[[Y1:.*]] = linalg.matmul ins(%arg3, %[[W1]]
// CHECK-NEXT: %[[W2:.*]] = fsdp.wait %[[T2]], %[[A2]]
// CHECK-NEXT: %[[Y2:.*]] = linalg.matmul ins(%[[Y1]], %[[W2]]
// CHECK-NEXT: %[[A3:.*]], %[[T3:.*]] = fsdp.all_gather_start %arg2
// CHECK-NEXT: %[[W3:.*]] = fsdp.wait %[[T3]], %[[A3]]
// CHECK-NEXT: linalg.matmul ins(%[[Y2]], %[[W3]]

// Without a bound every gather is prefetched one op ahead; the order of the
// gathers is the order of use.
// UNBOUNDED-LABEL: func @prefetch_one_layer_ahead
// UNBOUNDED: %[[A1:.*]], %[[T1:.*]] = fsdp.all_gather_start %arg0
// UNBOUNDED-NEXT: %[[W1:.*]] = fsdp.wait %[[T1]], %[[A1]]
// UNBOUNDED-NEXT: %[[A2:.*]], %[[T2:.*]] = fsdp.all_gather_start %arg1
// UNBOUNDED-NEXT: %[[Y1:.*]] = linalg.matmul ins(%arg3, %[[W1]]
// UNBOUNDED-NEXT: %[[W2:.*]] = fsdp.wait %[[T2]], %[[A2]]
// UNBOUNDED-NEXT: %[[A3:.*]], %[[T3:.*]] = fsdp.all_gather_start %arg2
// UNBOUNDED-NEXT: %[[Y2:.*]] = linalg.matmul ins(%[[Y1]], %[[W2]]
// UNBOUNDED-NEXT: %[[W3:.*]] = fsdp.wait %[[T3]], %[[A3]]
// UNBOUNDED-NEXT: linalg.matmul ins(%[[Y2]], %[[W3]]

// When an async launch costs 1 ms (Inputs/cpu-slow-launch.json), hiding a
// 2.5 us gather does not pay for it: every collective stays blocking.
// LAUNCH-LABEL: func @prefetch_one_layer_ahead
// LAUNCH-NOT: _start
// LAUNCH-NOT: fsdp.wait
// LAUNCH: %[[W1:.*]] = fsdp.all_gather %arg0
// LAUNCH-NEXT: linalg.matmul ins(%arg3, %[[W1]]
// LAUNCH-NEXT: %[[W2:.*]] = fsdp.all_gather %arg1
// LAUNCH-NEXT: linalg.matmul ins(%{{.*}}, %[[W2]]
// LAUNCH-NOT: _start
// LAUNCH-LABEL: func @reduce_scatter_early_wait_late
// LAUNCH-NOT: _start
// LAUNCH: fsdp.reduce_scatter %

// When compute hides nothing of a collective beside it (overlap efficiency
// 0, as on a CPU whose cores all run ranks and also copy the bytes), no
// overlap pays for the 3 us launch: every collective stays blocking, where
// it was.
// NOOVERLAP-LABEL: func @prefetch_one_layer_ahead
// NOOVERLAP-NOT: _start
// NOOVERLAP-NOT: fsdp.wait
// NOOVERLAP: %[[W1:.*]] = fsdp.all_gather %arg0
// NOOVERLAP-NEXT: %[[Y1:.*]] = linalg.matmul ins(%arg3, %[[W1]]
// NOOVERLAP-NEXT: %[[W2:.*]] = fsdp.all_gather %arg1
// NOOVERLAP-NEXT: %[[Y2:.*]] = linalg.matmul ins(%[[Y1]], %[[W2]]
// NOOVERLAP-NEXT: %[[W3:.*]] = fsdp.all_gather %arg2
// NOOVERLAP-NEXT: linalg.matmul ins(%[[Y2]], %[[W3]]
// NOOVERLAP-LABEL: func @reduce_scatter_early_wait_late
// NOOVERLAP-NOT: _start
// NOOVERLAP: %[[G:.*]] = linalg.matmul
// NOOVERLAP-NEXT: linalg.matmul
// NOOVERLAP-NEXT: %[[S:.*]] = fsdp.reduce_scatter %[[G]]
// NOOVERLAP-NEXT: arith.subf %arg2, %[[S]]

// With the calibration table (Inputs/cpu-calibrated.json) a 16 KiB
// all-gather takes 1 ms, interpolated between its measured sizes, instead
// of the alpha-beta 2.5 us (its points' 1 ns `hot_seconds` are ignored: the
// table's `seconds` are the cold, step-like times): covering it takes more
// than one 0.4 ms matmul, so the second and third gathers start at the top,
// behind each other. The first has no compute before it to hide behind and
// stays blocking.
// CALIB-LABEL: func @prefetch_one_layer_ahead
// CALIB: %[[A2:.*]], %[[T2:.*]] = fsdp.all_gather_start %arg1
// CALIB-NEXT: %[[A3:.*]], %[[T3:.*]] = fsdp.all_gather_start %arg2
// CALIB-NEXT: %[[W1:.*]] = fsdp.all_gather %arg0
// CALIB-NEXT: %[[Y1:.*]] = linalg.matmul ins(%arg3, %[[W1]]
// CALIB-NEXT: %[[W2:.*]] = fsdp.wait %[[T2]], %[[A2]]
// CALIB-NEXT: %[[Y2:.*]] = linalg.matmul ins(%[[Y1]], %[[W2]]
// CALIB-NEXT: %[[W3:.*]] = fsdp.wait %[[T3]], %[[A3]]
// CALIB-NEXT: linalg.matmul ins(%[[Y2]], %[[W3]]
// The table's reduce-scatters overlap with nothing: blocking.
// CALIB-LABEL: func @reduce_scatter_early_wait_late
// CALIB-NOT: _start
// CALIB: fsdp.reduce_scatter %

// With a budget of 1 KiB of gathered parameters the 16 KiB gathers cannot
// all fit: nothing moves.
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

// -----

shard.grid @dp(shape = 4)

// The gradient (16 KiB) stays alive until the wait of its reduce-scatter. By
// default the wait goes down only while that fits under the blocking peak
// (36 KiB: %h and %h2 alive at once, with the shard; each matmul allocates,
// as its init is a tensor.empty): past the op that
// computes %h, not past the one that computes %h2. Unbounded, it goes down to
// the same place: past %h the compute since the start covers the
// collective. Either way the update then moves up to right after the wait
// (its result takes the place of the shard it consumes, the peak stays).
// CHECK-LABEL: func @reduce_scatter_wait_within_blocking_peak
// CHECK: %[[G:.*]] = linalg.matmul
// CHECK-NEXT: %[[R:.*]], %[[T:.*]] = fsdp.reduce_scatter_start %[[G]]
// CHECK-NEXT: %[[H:.*]] = linalg.matmul
// CHECK-NEXT: %[[S:.*]] = fsdp.wait %[[T]], %[[R]]
// CHECK-NEXT: arith.subf %arg2, %[[S]]
// CHECK-NEXT: linalg.matmul ins(%[[H]]
// UNBOUNDED-LABEL: func @reduce_scatter_wait_within_blocking_peak
// UNBOUNDED: fsdp.reduce_scatter_start
// UNBOUNDED-NEXT: linalg.matmul
// UNBOUNDED-NEXT: fsdp.wait
// UNBOUNDED-NEXT: arith.subf
// UNBOUNDED-NEXT: linalg.matmul
func.func @reduce_scatter_wait_within_blocking_peak(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>, %w: tensor<16x64xf32>)
    -> (tensor<16x64xf32>, tensor<64x64xf32>) {
  %e = tensor.empty() : tensor<64x64xf32>
  %g = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s = fsdp.wait %t, %r : tensor<16x64xf32>
  %h = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %h2 = linalg.matmul ins(%h, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %nw = arith.subf %w, %s : tensor<16x64xf32>
  return %nw, %h2 : tensor<16x64xf32>, tensor<64x64xf32>
}


// -----

shard.grid @dp(shape = 4)

// The optimizer update of a parameter runs as soon as its reduce-scatter is
// waited for, not after the whole backward: the wait of the first gradient's
// reduce-scatter goes where the backward compute since its start covers it,
// and the update of the first parameter (its state and its new shard) right
// after it, before the last backward op and the second wait. The call has
// side effects, so it stays where it is. The default bound allows it: the
// update writes the new state and shard over the old ones (arguments, at
// their last use) and frees the reduced shard earlier.
// UNBOUNDED-LABEL: func @update_after_its_reduce_scatter
// UNBOUNDED: %[[G1:.*]] = linalg.matmul
// UNBOUNDED-NEXT: %[[R1:.*]], %[[T1:.*]] = fsdp.reduce_scatter_start %[[G1]]
// UNBOUNDED-NEXT: %[[H:.*]] = linalg.matmul ins(%[[G1]]
// UNBOUNDED-NEXT: %[[S1:.*]] = fsdp.wait %[[T1]], %[[R1]]
// UNBOUNDED-NEXT: %[[M1:.*]] = arith.addf %arg3, %[[S1]]
// UNBOUNDED-NEXT: %[[NW1:.*]] = arith.subf %arg2, %[[M1]]
// UNBOUNDED-NEXT: %[[G2:.*]] = linalg.matmul ins(%[[H]]
// UNBOUNDED-NEXT: %[[R2:.*]], %[[T2:.*]] = fsdp.reduce_scatter_start %[[G2]]
// UNBOUNDED-NEXT: %[[S2:.*]] = fsdp.wait %[[T2]], %[[R2]]
// UNBOUNDED-NEXT: arith.subf %arg4, %[[S2]]
// UNBOUNDED-NEXT: call @log(%[[NW1]])
// CHECK-LABEL: func @update_after_its_reduce_scatter
// CHECK: fsdp.reduce_scatter_start
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: fsdp.wait
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.subf
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: fsdp.reduce_scatter_start
// CHECK-NEXT: fsdp.wait
func.func private @log(tensor<16x64xf32>)
func.func @update_after_its_reduce_scatter(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>,
    %w1: tensor<16x64xf32>, %m1: tensor<16x64xf32>, %w2: tensor<16x64xf32>)
    -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
  %g1 = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r1, %t1 = fsdp.reduce_scatter_start %g1 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s1 = fsdp.wait %t1, %r1 : tensor<16x64xf32>
  %h = linalg.matmul ins(%g1, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g2 = linalg.matmul ins(%h, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r2, %t2 = fsdp.reduce_scatter_start %g2 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s2 = fsdp.wait %t2, %r2 : tensor<16x64xf32>
  %nm1 = arith.addf %m1, %s1 : tensor<16x64xf32>
  %nw1 = arith.subf %w1, %nm1 : tensor<16x64xf32>
  %nw2 = arith.subf %w2, %s2 : tensor<16x64xf32>
  func.call @log(%nw1) : (tensor<16x64xf32>) -> ()
  return %nw1, %nm1, %nw2 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// Clipping by the global norm needs every gradient: the update of the first
// parameter depends on the second reduce-scatter and stays after it; only
// the part that needs the first shard alone (its square) moves up.
// UNBOUNDED-LABEL: func @clipped_update_waits_for_all
// UNBOUNDED: %[[S1:.*]] = fsdp.wait
// UNBOUNDED-NEXT: %[[Q1:.*]] = arith.mulf %[[S1]], %[[S1]]
// UNBOUNDED-NEXT: linalg.matmul
// UNBOUNDED-NEXT: fsdp.reduce_scatter_start
// UNBOUNDED-NEXT: %[[S2:.*]] = fsdp.wait
// UNBOUNDED-NEXT: %[[Q2:.*]] = arith.mulf %[[S2]], %[[S2]]
// UNBOUNDED-NEXT: %[[N:.*]] = arith.addf %[[Q1]], %[[Q2]]
// UNBOUNDED-NEXT: arith.divf %[[S1]], %[[N]]
// UNBOUNDED-NEXT: arith.subf %arg2
func.func @clipped_update_waits_for_all(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>,
    %w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>)
    -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %g1 = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r1, %t1 = fsdp.reduce_scatter_start %g1 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s1 = fsdp.wait %t1, %r1 : tensor<16x64xf32>
  %h = linalg.matmul ins(%g1, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g2 = linalg.matmul ins(%h, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r2, %t2 = fsdp.reduce_scatter_start %g2 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s2 = fsdp.wait %t2, %r2 : tensor<16x64xf32>
  %q1 = arith.mulf %s1, %s1 : tensor<16x64xf32>
  %q2 = arith.mulf %s2, %s2 : tensor<16x64xf32>
  %n = arith.addf %q1, %q2 : tensor<16x64xf32>
  %c1 = arith.divf %s1, %n : tensor<16x64xf32>
  %nw1 = arith.subf %w1, %c1 : tensor<16x64xf32>
  %c2 = arith.divf %s2, %n : tensor<16x64xf32>
  %nw2 = arith.subf %w2, %c2 : tensor<16x64xf32>
  return %nw1, %nw2 : tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// A blocking reduce-scatter's update stays where it is: nothing is in flight
// for it to overlap, so moving it up would buy no time.
// UNBOUNDED-LABEL: func @update_after_blocking_reduce_scatter
// UNBOUNDED: %[[S1:.*]] = fsdp.reduce_scatter
// UNBOUNDED-NEXT: linalg.matmul
// UNBOUNDED-NEXT: arith.subf %arg2, %[[S1]]
func.func @update_after_blocking_reduce_scatter(%x: tensor<64x64xf32>, %out: tensor<64x64xf32>,
    %w1: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<64x64xf32>) {
  %g1 = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s1 = fsdp.reduce_scatter %g1 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %h = linalg.matmul ins(%g1, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
  %nw1 = arith.subf %w1, %s1 : tensor<16x64xf32>
  return %nw1, %h : tensor<16x64xf32>, tensor<64x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// Where the old state is still read after the update (here by a call), the
// update cannot write over it and allocates its new state and shard. Moved
// up, those 8 KiB would be alive during the second backward matmul, the
// peak, where the reduced shard they replace holds only 4 KiB: by default the
// update stays after the backward; unbounded it moves.
// CHECK-LABEL: func @update_that_allocates_stays_under_the_peak
// CHECK: fsdp.wait
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: fsdp.reduce_scatter_start
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.subf
// CHECK-NEXT: fsdp.wait
// UNBOUNDED-LABEL: func @update_that_allocates_stays_under_the_peak
// UNBOUNDED: fsdp.wait
// UNBOUNDED-NEXT: arith.addf
// UNBOUNDED-NEXT: arith.subf
// UNBOUNDED-NEXT: linalg.matmul
func.func private @log2(tensor<16x64xf32>, tensor<16x64xf32>)
func.func @update_that_allocates_stays_under_the_peak(%x: tensor<64x64xf32>,
    %w1: tensor<16x64xf32>, %m1: tensor<16x64xf32>, %w2: tensor<16x64xf32>)
    -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>) {
  %e = tensor.empty() : tensor<64x64xf32>
  %g1 = linalg.matmul ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r1, %t1 = fsdp.reduce_scatter_start %g1 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s1 = fsdp.wait %t1, %r1 : tensor<16x64xf32>
  %h = linalg.matmul ins(%g1, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g2 = linalg.matmul ins(%h, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r2, %t2 = fsdp.reduce_scatter_start %g2 on @dp scatter_dim = 0 : tensor<64x64xf32> -> tensor<16x64xf32>
  %s2 = fsdp.wait %t2, %r2 : tensor<16x64xf32>
  %nm1 = arith.addf %m1, %s1 : tensor<16x64xf32>
  %nw1 = arith.subf %w1, %nm1 : tensor<16x64xf32>
  %nw2 = arith.subf %w2, %s2 : tensor<16x64xf32>
  func.call @log2(%w1, %m1) : (tensor<16x64xf32>, tensor<16x64xf32>) -> ()
  return %nw1, %nm1, %nw2 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

shard.grid @dp(shape = 4)

// A microbatch loop's body (fsdp-accumulate's) is scheduled as a block of
// its own: each layer's gather, issued once per microbatch, moves up within
// the iteration -- the first to the top of the body, over the microbatch's
// slicing, the second into the first layer's matmul.
// UNBOUNDED-LABEL: func @prefetch_in_the_microbatch_loop
// UNBOUNDED: scf.for
// UNBOUNDED-NEXT: %[[A1:.*]], %[[T1:.*]] = fsdp.all_gather_start %arg0
// UNBOUNDED-NEXT: arith.muli
// UNBOUNDED-NEXT: tensor.extract_slice
// UNBOUNDED-NEXT: %[[W1:.*]] = fsdp.wait %[[T1]], %[[A1]]
// UNBOUNDED-NEXT: %[[A2:.*]], %[[T2:.*]] = fsdp.all_gather_start %arg1
// UNBOUNDED-NEXT: %[[Y1:.*]] = linalg.matmul ins(%{{.*}}, %[[W1]]
// UNBOUNDED-NEXT: %[[W2:.*]] = fsdp.wait %[[T2]], %[[A2]]
// UNBOUNDED-NEXT: linalg.matmul ins(%[[Y1]], %[[W2]]
// UNBOUNDED: } {fsdp.microbatch_loop}
func.func @prefetch_in_the_microbatch_loop(%w1: tensor<16x64xf32>, %w2: tensor<16x64xf32>,
                                           %x: tensor<128x64xf32>, %out: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %out) -> (tensor<64x64xf32>) {
    %off = arith.muli %k, %c64 : index
    %xk = tensor.extract_slice %x[%off, 0] [64, 64] [1, 1] : tensor<128x64xf32> to tensor<64x64xf32>
    %a1, %t1 = fsdp.all_gather_start %w1 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
    %g1 = fsdp.wait %t1, %a1 : tensor<64x64xf32>
    %y1 = linalg.matmul ins(%xk, %g1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%out : tensor<64x64xf32>) -> tensor<64x64xf32>
    %a2, %t2 = fsdp.all_gather_start %w2 on @dp gather_dim = 0 : tensor<16x64xf32> -> tensor<64x64xf32>
    %g2 = fsdp.wait %t2, %a2 : tensor<64x64xf32>
    %y2 = linalg.matmul ins(%y1, %g2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %y2 : tensor<64x64xf32>
  } {fsdp.microbatch_loop}
  return %sum : tensor<64x64xf32>
}
