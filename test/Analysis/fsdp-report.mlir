// The report of a small full-shard step, checked against numbers computed by
// hand under Inputs/round.json:
//   8.192e9 FLOP/s, 2.56e9 B/s memory, alpha = 0.1 us, 7.68e8 B/s link.
//
// Group size 4. Every collective moves a 16x16xf32 tensor (1024 B): each rank
// sends 3/4 * 1024 = 768 B in 3 ring steps: 3 * 0.1 us + 768 / 7.68e8 s
// = 1.3 us. A 16x16x16 matmul does 16^3 * 2 = 8192 FLOP (1 us) and moves
// 4 * 1024 B (1.6 us): 1.6 us. A 4x16xf32 arith op moves 3 * 256 B: 0.3 us;
// %nm2, which the lowering computes inside the loop of its first user %n2
// (fsdp-fuse-multi-use-elementwise), moves no bytes of its own: that loop
// reads %m2, %r2 and %w2 and writes %nm2 and %n2, 5 * 256 B: 0.5 us.
// Compute: 4 matmuls + 0.3 + 0.5 = 7.2 us. Communication: 4 * 1.3 =
// 5.2 us.
//
// State: %w1 and %w2 reach compute (parameters, 2 * 256 B); %m2 only reaches
// state updates (optimizer state, 256 B).
// Gathered parameters: one 1024 B gather alive at a time.
// Gradients: at the second reduce-scatter, %d1 (1024 B), %r1 (256 B) and the
// earlier shard %r2 (256 B, used by the last update ops) are alive: 1536 B.
// Predicted peak: the arguments (3 x 256 + 2 x 1024 B) for the whole step,
// plus at most 3072 B of buffers (%y1, %y2 and %g2 at the second matmul;
// %y1, %y2 and %d2 at the third; the matmuls write into the argument %out,
// which they may not overwrite before its last use, so the first three
// allocate; %d1 and the updates write into the arguments): 5888 B.

// Blocking: every collective is exposed. Step = 7.2 + 5.2 = 12.4 us.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.blocking.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.blocking.json \
// RUN:   functions.0.function=step functions.0.group_size=4 \
// RUN:   functions.0.memory.parameter_bytes=512 functions.0.memory.parameter_count=2 \
// RUN:   functions.0.memory.optimizer_state_bytes=256 functions.0.memory.optimizer_state_count=1 \
// RUN:   functions.0.memory.state_bytes=768 \
// RUN:   functions.0.memory.peak_gathered_parameter_bytes=1024 \
// RUN:   functions.0.memory.peak_gradient_bytes=1536 \
// RUN:   functions.0.memory.predicted_peak_bytes=5888 \
// RUN:   functions.0.communication.all_gather.count=2 \
// RUN:   functions.0.communication.all_gather.bytes_sent=1536 \
// RUN:   functions.0.communication.all_gather.seconds=2.6e-6 \
// RUN:   functions.0.communication.reduce_scatter.count=2 \
// RUN:   functions.0.communication.reduce_scatter.bytes_sent=1536 \
// RUN:   functions.0.communication.all_reduce.count=0 \
// RUN:   functions.0.communication.bytes_sent=3072 \
// RUN:   functions.0.time.compute_seconds=7.2e-6 \
// RUN:   functions.0.time.communication_seconds=5.2e-6 \
// RUN:   functions.0.time.exposed_communication_seconds=5.2e-6 \
// RUN:   functions.0.time.step_seconds=12.4e-6 | FileCheck %s --check-prefix=MATCH

// Async and scheduled without a budget: the second gather is prefetched
// during the first matmul (1.6 us >= 1.3 us), the reduce-scatter of %d2 runs
// during the matmul of %d1:
//   [0, 1.3] gather w1 (exposed 1.3), [1.3, 2.6] gather w2 under matmul
//   [1.3, 2.9]; matmuls to 6.1; rs d2 [6.1, 7.4] under matmul d1 [6.1, 7.7];
//   rs d1 [7.7, 9.0] (exposed 1.3); the updates (0.8 us): step 9.8 us,
//   exposed 2.6 us.
// Both gathered parameters are alive during the first matmul: 2048 B. The
// gradients stay alive until the waits of their reduce-scatters: that of
// %d2 right after the matmul of %d1, which covers it, with the update of its
// parameter moved up after it; that of %d1 at its update. The updates write
// over the old state (allocating nothing), and the predicted peak stays at
// the blocking step's 5888 B.
// RUN: fsdp-opt %s --fsdp-async --fsdp-schedule="profile=%S/Inputs/round.json memory-budget=unlimited" --fsdp-report="profile=%S/Inputs/round.json output=%t.scheduled.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.scheduled.json \
// RUN:   functions.0.memory.parameter_bytes=512 \
// RUN:   functions.0.memory.optimizer_state_bytes=256 \
// RUN:   functions.0.memory.peak_gathered_parameter_bytes=2048 \
// RUN:   functions.0.memory.predicted_peak_bytes=5888 \
// RUN:   functions.0.communication.bytes_sent=3072 \
// RUN:   functions.0.time.compute_seconds=7.2e-6 \
// RUN:   functions.0.time.communication_seconds=5.2e-6 \
// RUN:   functions.0.time.exposed_communication_seconds=2.6e-6 \
// RUN:   functions.0.time.overlapped_communication_seconds=2.6e-6 \
// RUN:   functions.0.time.step_seconds=9.8e-6 | FileCheck %s --check-prefix=MATCH

// The same schedule under a profile whose compute hides nothing of the
// collectives beside it (overlap efficiency 0, as on a CPU whose cores all
// run ranks): the 2.6 us they overlapped comes back as contention, and the
// step takes as long as the blocking one.
// RUN: fsdp-opt %s --fsdp-async --fsdp-schedule="profile=%S/Inputs/round.json memory-budget=unlimited" --fsdp-report="profile=%S/Inputs/round-no-overlap.json output=%t.no-overlap.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.no-overlap.json \
// RUN:   profile.overlap_efficiency=0 \
// RUN:   functions.0.time.compute_seconds=7.2e-6 \
// RUN:   functions.0.time.exposed_communication_seconds=5.2e-6 \
// RUN:   functions.0.time.overlapped_communication_seconds=0 \
// RUN:   functions.0.time.step_seconds=12.4e-6 | FileCheck %s --check-prefix=MATCH

// The default budget is the blocking step's predicted peak: the second gather
// is still prefetched (during the first matmul the step holds 2048 B of
// buffers, below its 3072 B peak), but each wait goes only as far down as
// the gradient it keeps alive fits, and the peak stays at 5888 B.
// RUN: fsdp-opt %s --fsdp-async --fsdp-schedule="profile=%S/Inputs/round.json" --fsdp-report="profile=%S/Inputs/round.json output=%t.default.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.default.json \
// RUN:   functions.0.memory.peak_gathered_parameter_bytes=2048 \
// RUN:   functions.0.memory.predicted_peak_bytes=5888 | FileCheck %s --check-prefix=MATCH

// A budget of one gathered parameter (1024 B) keeps the second gather after
// the first matmul: [0, 1.3] gather (exposed), matmul to 2.9, [2.9, 4.2]
// gather (exposed), matmuls to 7.4, rs d2 [7.4, 8.7] under matmul d1
// [7.4, 9.0], rs d1 [9.0, 10.3] (exposed), the updates: step 11.1 us,
// exposed 3.9 us, and the peak stays at the budget.
// RUN: fsdp-opt %s --fsdp-async --fsdp-schedule="profile=%S/Inputs/round.json memory-budget=1024" --fsdp-report="profile=%S/Inputs/round.json output=%t.budget.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.budget.json \
// RUN:   functions.0.memory.peak_gathered_parameter_bytes=1024 \
// RUN:   functions.0.time.exposed_communication_seconds=3.9e-6 \
// RUN:   functions.0.time.step_seconds=11.1e-6 | FileCheck %s --check-prefix=MATCH
// MATCH: fields match

// Each start costs compute the profile's launch_seconds: split into
// start/wait pairs but not moved, the 4 collectives add 4 x 1 us of compute
// to the blocking 12.4 us step.
// RUN: fsdp-opt %s --fsdp-async --fsdp-report="profile=%S/Inputs/round-launch.json output=%t.launch.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.launch.json \
// RUN:   functions.0.time.compute_seconds=11.2e-6 \
// RUN:   functions.0.time.step_seconds=16.4e-6 | FileCheck %s --check-prefix=MATCH

// The pass leaves the IR alone.
// RUN: fsdp-opt %s -o %t.plain.mlir
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.unused.json" -o %t.reported.mlir
// RUN: diff %t.plain.mlir %t.reported.mlir

// The document on stdout, with the profile it was made under.
// RUN: fsdp-opt %s --fsdp-report=profile=%S/Inputs/round.json -o /dev/null | FileCheck %s
// CHECK:      "functions": [
// CHECK:          "communication": {
// CHECK-NEXT:       "all_gather": {
// CHECK-NEXT:         "bytes_sent": 1536,
// CHECK-NEXT:         "count": 2,
// CHECK-NEXT:         "seconds":
// CHECK:          "function": "step",
// CHECK-NEXT:     "group_size": 4,
// CHECK-NEXT:     "memory": {
// CHECK-NEXT:       "optimizer_state_bytes": 256,
// CHECK-NEXT:       "optimizer_state_count": 1,
// CHECK-NEXT:       "parameter_bytes": 512,
// CHECK-NEXT:       "parameter_count": 2,
// CHECK-NEXT:       "peak_bytes_bound": 3328,
// CHECK-NEXT:       "peak_gathered_parameter_bytes": 1024,
// CHECK-NEXT:       "peak_gradient_bytes": 1536,
// CHECK-NEXT:       "predicted_peak_bytes": 5888,
// CHECK-NEXT:       "state_bytes": 768
// CHECK:          "time": {
// CHECK-NEXT:       "communication_seconds":
// CHECK-NEXT:       "compute_seconds":
// CHECK-NEXT:       "exposed_communication_seconds":
// CHECK-NEXT:       "overlapped_communication_seconds":
// CHECK-NEXT:       "step_seconds":
// CHECK:        "profile": {
// CHECK-NEXT:     "flops_per_second": 8192000000,
// CHECK-NEXT:     "launch_seconds": 0,
// CHECK-NEXT:     "link_bytes_per_second": 768000000,
// CHECK-NEXT:     "link_latency_seconds": 9.9999999999999995e-08,
// CHECK-NEXT:     "measured": false,
// CHECK-NEXT:     "memory_bytes_per_second": 2560000000,
// CHECK-NEXT:     "name": "round",

shard.grid @dp(shape = 4)

func.func @step(%w1: tensor<4x16xf32> {fsdp.state},
                %w2: tensor<4x16xf32> {fsdp.state},
                %m2: tensor<4x16xf32> {fsdp.state},
                %x: tensor<16x16xf32>, %out: tensor<16x16xf32>)
    -> (tensor<4x16xf32> {fsdp.updates = 0 : i64},
        tensor<4x16xf32> {fsdp.updates = 1 : i64},
        tensor<4x16xf32> {fsdp.updates = 2 : i64},
        tensor<16x16xf32>) {
  // Forward.
  %g1 = fsdp.all_gather %w1 on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %y1 = linalg.matmul ins(%x, %g1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %g2 = fsdp.all_gather %w2 on @dp gather_dim = 0 : tensor<4x16xf32> -> tensor<16x16xf32>
  %y2 = linalg.matmul ins(%y1, %g2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  // Backward (stand-ins of the right shapes).
  %d2 = linalg.matmul ins(%y2, %y1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r2 = fsdp.reduce_scatter %d2 on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  %d1 = linalg.matmul ins(%y2, %x : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %r1 = fsdp.reduce_scatter %d1 on @dp scatter_dim = 0 : tensor<16x16xf32> -> tensor<4x16xf32>
  // Update: SGD on w1, momentum on w2.
  %n1 = arith.subf %w1, %r1 : tensor<4x16xf32>
  %nm2 = arith.addf %m2, %r2 : tensor<4x16xf32>
  %n2 = arith.subf %w2, %nm2 : tensor<4x16xf32>
  return %n1, %n2, %nm2, %y2 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<16x16xf32>
}
