// The README example through the whole rewrite. The sharding is checked on
// blocking, unbucketed collectives (schedule=false bucket-bytes=0); the
// default buckets and schedules them.
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="schedule=false bucket-bytes=0" | FileCheck %s
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="strategy=shard-grad-op schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=ZERO2
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="strategy=no-shard schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=DDP
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="replicate-below-bytes=1024 schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=THRESHOLD
// RUN: sed -e 's/shape = 4/shape = 8/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=EIGHT
// RUN: sed -e 's/shape = 4/shape = 1/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline | FileCheck %s --check-prefix=ONE
// RUN: sed -e 's/^shard.grid @dp(shape = 4)/shard.grid @other(shape = 2)\n&/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="grid=other schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=OTHER
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="profile=h100-nvlink bucket-bytes=0" | FileCheck %s --check-prefix=SCHED
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline | FileCheck %s --check-prefix=HOST
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline=bucket-bytes=auto | FileCheck %s --check-prefix=AUTOBUCKET
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="bucket-bytes=4096 schedule=false" | FileCheck %s --check-prefix=BUCKET
// RUN: sed -e 's/shape = 4/shape = 2x2/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="strategy=hybrid schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=HYBRID
// RUN: sed -e 's/shape = 4/shape = 2x2/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="strategy=full-shard schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=FULL2D
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="param-dtype=bf16 reduce-dtype=bf16 schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=MIXED
// RUN: fsdp-opt %fsdp_src/examples/mlp_sgd.mlir --fsdp-pipeline="strategy=no-shard param-dtype=bf16 schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=MIXEDDDP
// RUN: sed -e 's/shape = 4/shape = 2x2/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="strategy=hybrid param-dtype=bf16 reduce-dtype=bf16 schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=MIXEDHYB
// This file itself only carries the checks.
// RUN: fsdp-opt %s
// A step exported for one of 2 microbatches (fsdp.microbatches, as
// export_train_step(..., microbatches=2) writes it) is accumulated
// without the option: its input takes 2 x 8 rows, the microbatch loop
// gathers the weights, and the attribute gives way to fsdp.accumulation.
// RUN: sed -e 's/tensor<f32> {fsdp.loss}) {/tensor<f32> {fsdp.loss}) attributes {fsdp.microbatches = 2 : i64} {/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=EXPORTED
// EXPORTED-LABEL: func.func @train_step
// EXPORTED-SAME: %{{.*}}: tensor<16x16xf32>, %{{.*}}: tensor<16x4xf32>)
// EXPORTED-NOT: fsdp.microbatches
// EXPORTED-SAME: fsdp.accumulation = {{{.*}}microbatches = 2 : i64
// EXPORTED: scf.for
// EXPORTED: fsdp.all_gather
// EXPORTED: } {fsdp.microbatch_loop}
// RUN: sed -e 's/tensor<f32> {fsdp.loss}) {/tensor<f32> {fsdp.loss}) attributes {fsdp.microbatches = 2 : i64} {/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="microbatches=2 schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=EXPORTED
// A mark of 1 microbatch is the step as it is; the mark goes.
// RUN: sed -e 's/tensor<f32> {fsdp.loss}) {/tensor<f32> {fsdp.loss}) attributes {fsdp.microbatches = 1 : i64} {/' %fsdp_src/examples/mlp_sgd.mlir | fsdp-opt --fsdp-pipeline="schedule=false bucket-bytes=0" | FileCheck %s --check-prefix=MARK1
// MARK1-LABEL: func.func @train_step
// MARK1-SAME: tensor<8x16xf32>
// MARK1-NOT: fsdp.microbatches
// MARK1-NOT: scf.for

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: %[[W1:[a-z0-9]+]]: tensor<4x32xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 32], pad = 0>, fsdp.state}
// CHECK-SAME: %[[W2:[a-z0-9]+]]: tensor<8x4xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [32, 4], pad = 0>, fsdp.state}
// CHECK-SAME: -> (tensor<4x32xf32> {{.*}}fsdp.updates = 0 : i64}, tensor<8x4xf32> {{.*}}fsdp.updates = 1 : i64}, tensor<f32> {fsdp.loss})
// Forward: each parameter gathered right before its matmul.
// CHECK: %[[G1:.*]] = fsdp.all_gather %[[W1]] on @dp gather_dim = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[G1]] :
// CHECK: %[[G2:.*]] = fsdp.all_gather %[[W2]] on @dp gather_dim = 0 : tensor<8x4xf32> -> tensor<32x4xf32>
// CHECK-NEXT: linalg.matmul ins(%{{.*}}, %[[G2]] :
// The loss stays a scalar all-reduce.
// CHECK: fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<f32>
// Backward: W2 is gathered again (reshard after forward).
// CHECK: %[[G2B:.*]] = fsdp.all_gather %[[W2]] on @dp gather_dim = 0 : tensor<8x4xf32> -> tensor<32x4xf32>
// CHECK-NEXT: linalg.transpose ins(%[[G2B]] :
// Gradients are reduce-scattered and the update runs on shards.
// CHECK-DAG: %[[S1:.*]] = fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK-DAG: %[[S2:.*]] = fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<32x4xf32> -> tensor<8x4xf32>
// CHECK-NOT: fsdp.all_gather
// CHECK: %[[N1:.*]] = arith.subf %[[W1]], %{{.*}} : tensor<4x32xf32>
// CHECK: %[[N2:.*]] = arith.subf %[[W2]], %{{.*}} : tensor<8x4xf32>
// CHECK: return %[[N1]], %[[N2]], %{{.*}} : tensor<4x32xf32>, tensor<8x4xf32>, tensor<f32>

// ZERO2-LABEL: func.func @train_step
// ZERO2-COUNT-2: fsdp.all_gather
// ZERO2-NOT: fsdp.all_gather
// ZERO2: return

// DDP-LABEL: func.func @train_step
// DDP-SAME: tensor<16x32xf32> {fsdp.state}
// DDP-NOT: fsdp.sharding
// DDP-NOT: fsdp.all_gather
// DDP-COUNT-3: fsdp.all_reduce
// DDP: return

// W2 (512 bytes) stays replicated under a 1 KiB threshold; W1 (2 KiB) is
// sharded.
// THRESHOLD-LABEL: func.func @train_step
// THRESHOLD-SAME: tensor<4x32xf32> {fsdp.sharding
// THRESHOLD-SAME: tensor<32x4xf32> {fsdp.state}
// THRESHOLD: fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<32x4xf32>

// EIGHT-LABEL: func.func @train_step
// EIGHT-SAME: tensor<2x32xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [16, 32], pad = 0>, fsdp.state}
// EIGHT-SAME: tensor<4x4xf32> {fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [32, 4], pad = 0>, fsdp.state}

// On one rank every collective folds away.
// ONE-LABEL: func.func @train_step
// ONE-SAME: tensor<16x32xf32> {fsdp.state}
// ONE-NOT: fsdp.{{all_reduce|reduce_scatter|all_gather|wait}}

// Collectives on another grid than the data-parallel one are left alone.
// OTHER-LABEL: func.func @train_step
// OTHER-NOT: fsdp.sharding
// OTHER-COUNT-3: fsdp.all_reduce

// By default the collectives are bucketed with the size the host's profile
// gives (`host`: with no $FSDP_PROFILE, cpu-2core; as AUTOBUCKET below),
// then split and scheduled within the memory the blocking step needs at its
// peak. On cpu-2core compute hides nothing of a collective beside it
// (overlap efficiency 0: the two ranks' cores copy the bytes), so no overlap
// pays for its hand-off and every collective stays blocking.
// HOST-LABEL: func.func @train_step
// HOST-NOT: _start
// HOST-NOT: fsdp.wait
// HOST: fsdp.all_gather %{{.*}} : tensor<160xf32> -> tensor<640xf32>
// HOST: fsdp.all_gather %arg1
// HOST: fsdp.reduce_scatter %{{.*}} : tensor<640xf32> -> tensor<160xf32>
// HOST-NOT: _start

// bucket-bytes=auto takes the bucket size from the profile: on cpu-2core a
// collective on 4 ranks is dominated by its fixed cost (latency and
// hand-off) below 128 KiB, so the gathers of W1 and the forward W2 share one
// bucket (the backward W2, a shard gathered again, starts a new one), and so
// do the two gradients.
// AUTOBUCKET-LABEL: func.func @train_step
// AUTOBUCKET-NOT: _start
// AUTOBUCKET: fsdp.all_gather %{{.*}} : tensor<160xf32> -> tensor<640xf32>
// AUTOBUCKET: fsdp.all_gather %arg1 {{.*}} : tensor<8x4xf32> -> tensor<32x4xf32>
// AUTOBUCKET: fsdp.reduce_scatter %{{.*}} : tensor<640xf32> -> tensor<160xf32>
// AUTOBUCKET-NOT: fsdp.reduce_scatter

// On the H100 profile (transfers beside compute; unbucketed here) no compute of this
// tiny step hides a collective, so each gather asks to be prefetched as early
// as possible, but only the first layer's and the second layer's fit (the
// second during the relu, the backward one during the loss); the
// reduce-scatters start as soon as their gradient is complete, and are
// waited for right before the update.
// SCHED-LABEL: func.func @train_step
// SCHED-NOT: fsdp.all_gather %
// SCHED: fsdp.all_gather_start %arg0
// SCHED: %[[W1:.*]] = fsdp.wait
// SCHED-NEXT: linalg.matmul ins(%{{.*}}, %[[W1]] :
// SCHED-NEXT: fsdp.all_gather_start %arg1
// SCHED-NEXT: linalg.generic
// SCHED: fsdp.all_gather_start %arg1
// SCHED: %[[R:.*]], %[[T:.*]] = fsdp.reduce_scatter_start %[[G:.*]] on
// SCHED: %[[S:.*]] = fsdp.wait %[[T]], %[[R]]
// SCHED-NEXT: arith.mulf %[[S]]

// One bucket of 3072 bytes holds W1 and the forward W2; the backward W2
// starts a new one. The two gradients share one reduce-scatter.
// BUCKET-LABEL: func.func @train_step
// BUCKET: fsdp.all_gather %{{.*}} : tensor<160xf32> -> tensor<640xf32>
// BUCKET: fsdp.all_gather %arg1 {{.*}} : tensor<8x4xf32> -> tensor<32x4xf32>
// BUCKET: fsdp.reduce_scatter %{{.*}} : tensor<640xf32> -> tensor<160xf32>
// BUCKET-NOT: fsdp.reduce_scatter

// Hybrid on a 2x2 grid: parameters sharded over axis 1 (2 shards, replicated
// over axis 0), gathered over axis 1; each gradient is reduce-scattered over
// axis 1 and its shard all-reduced over axis 0 before the update.
// HYBRID-LABEL: func.func @train_step
// HYBRID-SAME: %[[W1:[a-z0-9]+]]: tensor<8x32xf32> {fsdp.sharding = #fsdp.sharding<@dp[1], dim = 0, shape = [16, 32], pad = 0>, fsdp.state}
// HYBRID-SAME: %[[W2:[a-z0-9]+]]: tensor<16x4xf32> {fsdp.sharding = #fsdp.sharding<@dp[1], dim = 0, shape = [32, 4], pad = 0>, fsdp.state}
// HYBRID: fsdp.all_gather %[[W1]] on @dp grid_axes = [1] gather_dim = 0 : tensor<8x32xf32> -> tensor<16x32xf32>
// HYBRID: fsdp.all_gather %[[W2]] on @dp grid_axes = [1] gather_dim = 0 : tensor<16x4xf32> -> tensor<32x4xf32>
// HYBRID: fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<f32>
// HYBRID: fsdp.all_gather %[[W2]] on @dp grid_axes = [1] gather_dim = 0
// The all-reduces of the shards wait for their first use (the update), so
// the reduce-scatters of backward stay one run for fsdp-bucket.
// HYBRID-DAG: %[[S1:.*]] = fsdp.reduce_scatter %{{.*}} on @dp grid_axes = [1] scatter_dim = 0 reduction = avg : tensor<16x32xf32> -> tensor<8x32xf32>
// HYBRID-DAG: %[[S2:.*]] = fsdp.reduce_scatter %{{.*}} on @dp grid_axes = [1] scatter_dim = 0 reduction = avg : tensor<32x4xf32> -> tensor<16x4xf32>
// HYBRID-NOT: fsdp.all_gather
// HYBRID: %[[R1:.*]] = fsdp.all_reduce %[[S1]] on @dp grid_axes = [0] reduction = avg : tensor<8x32xf32>
// HYBRID: arith.subf %[[W1]], %{{.*}} : tensor<8x32xf32>
// HYBRID: %[[R2:.*]] = fsdp.all_reduce %[[S2]] on @dp grid_axes = [0] reduction = avg : tensor<16x4xf32>
// HYBRID: arith.subf %[[W2]], %{{.*}} : tensor<16x4xf32>
// HYBRID: return

// Full shard on a 2x2 grid shards over all 4 ranks (both axes).
// FULL2D-LABEL: func.func @train_step
// FULL2D-SAME: tensor<4x32xf32> {fsdp.sharding = #fsdp.sharding<@dp[0, 1], dim = 0, shape = [16, 32], pad = 0>, fsdp.state}
// FULL2D: fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// FULL2D: fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<{{.*}}> -> tensor<
// FULL2D-NOT: fsdp.all_reduce %{{.*}} : tensor<{{[0-9]+}}x
// FULL2D: return

// Mixed precision (fsdp-mixed-precision): bf16 gathers of f32 shards, bf16
// gradient reductions widened for the f32 update, the loss reduced in f32.
// MIXED-LABEL: func.func @train_step
// MIXED-SAME: tensor<4x32xf32> {{{.*}}fsdp.state}
// MIXED: %[[S1:.*]] = arith.truncf %{{.*}} : tensor<4x32xf32> to tensor<4x32xbf16>
// MIXED: fsdp.all_gather %[[S1]] on @dp gather_dim = 0 : tensor<4x32xbf16> -> tensor<16x32xbf16>
// MIXED: fsdp.all_reduce %{{.*}} on @dp reduction = avg : tensor<f32>
// MIXED: %[[R:.*]] = fsdp.reduce_scatter %{{.*}} : tensor<16x32xbf16> -> tensor<4x32xbf16>
// MIXED-NEXT: arith.extf %[[R]] : tensor<4x32xbf16> to tensor<4x32xf32>
// MIXED: return {{.*}} : tensor<4x32xf32>, tensor<8x4xf32>, tensor<f32>
// MIXEDDDP-LABEL: func.func @train_step
// MIXEDDDP: %[[G:.*]] = arith.extf %{{.*}} : tensor<16x32xbf16> to tensor<16x32xf32>
// MIXEDDDP-NEXT: fsdp.all_reduce %[[G]] on @dp reduction = avg : tensor<16x32xf32>
// MIXEDHYB-LABEL: func.func @train_step
// MIXEDHYB: fsdp.all_gather %{{.*}} on @dp grid_axes = [1] gather_dim = 0 : tensor<8x32xbf16> -> tensor<16x32xbf16>
// MIXEDHYB: %[[RS:.*]] = fsdp.reduce_scatter %{{.*}} on @dp grid_axes = [1] {{.*}} : tensor<16x32xbf16> -> tensor<8x32xbf16>
// MIXEDHYB: fsdp.all_reduce %[[RS]] on @dp grid_axes = [0] reduction = avg : tensor<8x32xbf16>
