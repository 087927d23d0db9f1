// Bytes per group and across hosts on a 2x2 grid (2 hosts of 2 ranks: ranks
// 0, 1 on host 0, ranks 2, 3 on host 1), by hand under
// Inputs/round-two-level.json: alpha = 0.1 us and 7.68e8 B/s within a host,
// 1 us and 1.28e8 B/s between hosts.
//
// Hybrid: reduce-scatter over axis 1 of 1024 B ({0, 1} and {2, 3}: within a
// host): each rank sends 1/2 * 1024 = 512 B, 0.1 us + 512 / 7.68e8 s
// = 0.7667 us; none of it leaves the host. All-reduce of the 512 B shard
// over axis 0 ({0, 2} and {1, 3}: across hosts): 2 * 1/2 * 512 = 512 B per
// rank, and both groups of a host share its link: 1024 B leave each host,
// 2 steps * 1 us + 1024 / 1.28e8 s = 10 us. All-gather over axis 1 as the
// reduce-scatter: 0.7667 us.
// Full shard: all-gather over both axes, 1024 B: 3/4 * 1024 = 768 B per
// rank; one group, so 768 B leave each host: 3 * 1 us + 768 / 1.28e8 s
// = 9 us (the host link is slower than the 1 us within a host).
// Blocking, no compute: step = 0.7667 + 10 + 0.7667 + 9 = 20.533 us.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round-two-level.json output=%t.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.json \
// RUN:   profile.ranks_per_host=2 profile.inter_host_link_bytes_per_second=1.28e8 \
// RUN:   functions.0.communication.bytes_sent=2304 \
// RUN:   functions.0.communication.inter_host_bytes_sent=1792 \
// RUN:   functions.0.communication.by_group.0.axes.0=1 \
// RUN:   functions.0.communication.by_group.0.count=2 \
// RUN:   functions.0.communication.by_group.0.bytes_sent=1024 \
// RUN:   functions.0.communication.by_group.0.inter_host_bytes_sent=0 \
// RUN:   functions.0.communication.by_group.1.axes.0=0 \
// RUN:   functions.0.communication.by_group.1.count=1 \
// RUN:   functions.0.communication.by_group.1.bytes_sent=512 \
// RUN:   functions.0.communication.by_group.1.inter_host_bytes_sent=1024 \
// RUN:   functions.0.communication.by_group.2.axes.0=0 \
// RUN:   functions.0.communication.by_group.2.axes.1=1 \
// RUN:   functions.0.communication.by_group.2.bytes_sent=768 \
// RUN:   functions.0.communication.by_group.2.inter_host_bytes_sent=768 \
// RUN:   functions.0.time.communication_seconds=2.0533333333333333e-5 \
// RUN:   functions.0.time.step_seconds=2.0533333333333333e-5 | FileCheck %s
// CHECK: 18 of 18 fields match

// One level (Inputs/round.json): the all-reduce over axis 0 costs
// 2 * 0.1 us + 512 / 7.68e8 s = 0.8667 us and the full-shard gather
// 3 * 0.1 us + 1 us = 1.3 us: 0.7667 + 0.8667 + 0.7667 + 1.3 = 3.7 us; the
// report has no inter-host bytes.
// RUN: fsdp-opt %s --fsdp-report="profile=%S/Inputs/round.json output=%t.one.json" -o /dev/null
// RUN: %python %S/Inputs/check_json.py %t.one.json \
// RUN:   functions.0.communication.by_group.1.bytes_sent=512 \
// RUN:   functions.0.time.step_seconds=3.7e-6 | FileCheck %s --check-prefix=ONE
// RUN: FileCheck %s --check-prefix=NOHOSTS --implicit-check-not=inter_host --input-file=%t.one.json
// ONE: 2 of 2 fields match
// NOHOSTS: "by_group"

shard.grid @dp(shape = 2x2)
func.func @step(%g: tensor<16x16xf32>, %w: tensor<4x16xf32>)
    -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %s = fsdp.reduce_scatter %g on @dp grid_axes = [1] scatter_dim = 0
      : tensor<16x16xf32> -> tensor<8x16xf32>
  %r = fsdp.all_reduce %s on @dp grid_axes = [0] : tensor<8x16xf32>
  %a = fsdp.all_gather %r on @dp grid_axes = [1] gather_dim = 0
      : tensor<8x16xf32> -> tensor<16x16xf32>
  %f = fsdp.all_gather %w on @dp gather_dim = 0
      : tensor<4x16xf32> -> tensor<16x16xf32>
  return %a, %f : tensor<16x16xf32>, tensor<16x16xf32>
}
