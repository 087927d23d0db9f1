// Upstream mlir-opt (not fsdp-opt) runs the whole rewrite with FSDPPlugin.so
// loaded as both dialect and pass plugin: DDP's all-reduces of the gradients
// become reduce-scatters and the parameters are all-gathered before use.
// The sanitizers' runtime must come first in a process: a sanitized plugin
// cannot be loaded into upstream mlir-opt.
// UNSUPPORTED: sanitized
// RUN: mlir-opt %fsdp_src/examples/mlp_sgd.mlir --load-dialect-plugin=%fsdp_plugin --load-pass-plugin=%fsdp_plugin --pass-pipeline='builtin.module(fsdp-pipeline{schedule=false bucket-bytes=0})' | FileCheck %s
// Each entry point is needed: mlir-opt knows neither the dialect nor the
// pipeline by itself.
// RUN: %not mlir-opt %fsdp_src/examples/mlp_sgd.mlir --pass-pipeline='builtin.module(fsdp-pipeline)' 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// RUN: %not mlir-opt %fsdp_src/examples/mlp_sgd.mlir --load-dialect-plugin=%fsdp_plugin --pass-pipeline='builtin.module(fsdp-pipeline)' 2>&1 | FileCheck %s --check-prefix=NOPASS
// This file itself only carries the checks.
// RUN: fsdp-opt %s

// CHECK-LABEL: func.func @train_step
// CHECK-SAME: fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0
// CHECK: fsdp.all_gather %{{.*}} on @dp gather_dim = 0 : tensor<4x32xf32> -> tensor<16x32xf32>
// CHECK-DAG: fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<16x32xf32> -> tensor<4x32xf32>
// CHECK-DAG: fsdp.reduce_scatter %{{.*}} on @dp scatter_dim = 0 reduction = avg : tensor<32x4xf32> -> tensor<8x4xf32>
// CHECK: return

// NOPLUGIN: error: Dialect `fsdp' not found

// NOPASS: error: {{.*}}'fsdp-pipeline' does not refer to a registered pass or pass pipeline
