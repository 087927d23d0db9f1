// The bundled DDP step with its state donated, through both lowerings: the
// stamp reaches the llvm.func the runner looks up, the entry returns only
// the loss (the SGD updates are written in place:
// donated-bufferization.mlir).
// RUN: sed 's/{fsdp.loss}) {/{fsdp.loss}) attributes {fsdp.donate_state} {/' \
// RUN:   %fsdp_src/examples/mlp_sgd.mlir > %t.mlir
// RUN: fsdp-opt %t.mlir --fsdp-lower-to-llvm | FileCheck %s
// RUN: fsdp-opt %t.mlir --fsdp-pipeline="strategy=full-shard schedule=false" \
// RUN:   | fsdp-opt --fsdp-lower-to-gpu=format=isa | FileCheck %s --check-prefix=GPU

// CHECK-LABEL: llvm.func @train_step
// CHECK-SAME: -> (!llvm.struct<(ptr, ptr, i64)> {fsdp.loss})
// CHECK-SAME: fsdp.donated_results = array<i64: 0, 1>
// CHECK-NOT: fsdp.donate_state
// CHECK: llvm.return

// GPU-LABEL: llvm.func @train_step
// GPU-SAME: -> (!llvm.struct<(ptr, ptr, i64)> {fsdp.loss})
// GPU-SAME: fsdp.donated_results = array<i64: 0, 1>
// GPU: llvm.call @fsdp_rt_mlir_reduce_scatter
// GPU: llvm.return
