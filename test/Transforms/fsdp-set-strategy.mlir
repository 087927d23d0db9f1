// The strategy is recorded on the module once, as the option's word.
// RUN: fsdp-opt %s --fsdp-set-strategy | FileCheck %s --check-prefix=DEFAULT
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=full-shard | FileCheck %s --check-prefix=FULL
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=shard-grad-op | FileCheck %s --check-prefix=ZERO2
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=no-shard | FileCheck %s --check-prefix=DDP
// RUN: fsdp-opt %s --fsdp-set-strategy=strategy=hybrid | FileCheck %s --check-prefix=HYBRID
// DEFAULT: module attributes {fsdp.strategy = "full-shard"}
// FULL: module attributes {fsdp.strategy = "full-shard"}
// ZERO2: module attributes {fsdp.strategy = "shard-grad-op"}
// DDP: module attributes {fsdp.strategy = "no-shard"}
// HYBRID: module attributes {fsdp.strategy = "hybrid"}

// fsdp-pipeline records its own.
// RUN: fsdp-opt %s --fsdp-pipeline=strategy=shard-grad-op | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: module attributes {fsdp.strategy = "shard-grad-op", fsdp.target = {profile =

// `strategy` is an enum option: a word it does not know is an error of the
// option parser, for the pass and for the pipeline alike.
// RUN: %not fsdp-opt %s --fsdp-set-strategy=strategy=zero-4 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: %not fsdp-opt %s --fsdp-pipeline=strategy=bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: %not fsdp-opt %s --pass-pipeline='builtin.module(fsdp-pipeline{strategy=bogus})' 2>&1 | FileCheck %s --check-prefix=BOGUS
// PASS: for the --strategy option: Cannot find option named 'zero-4'!
// BOGUS: for the --strategy option: Cannot find option named 'bogus'!

// A recorded strategy or target the passes could not read is an error of
// the dialect's verifier, not an attribute read as absent.
// RUN: sed -e 's/^module {/module attributes {fsdp.strategy = "zero-4"} {/' %s | %not fsdp-opt 2>&1 | FileCheck %s --check-prefix=BADWORD
// RUN: sed -e 's/^module {/module attributes {fsdp.strategy = 3 : i32} {/' %s | %not fsdp-opt 2>&1 | FileCheck %s --check-prefix=BADWORD
// RUN: sed -e 's/^module {/module attributes {fsdp.target = {machine = "cpu-2core"}} {/' %s | %not fsdp-opt 2>&1 | FileCheck %s --check-prefix=BADTARGET
// BADWORD: error: 'builtin.module' op 'fsdp.strategy' must be a string naming a strategy (full-shard, shard-grad-op, no-shard or hybrid)
// BADTARGET: error: 'builtin.module' op 'fsdp.target' must be a dictionary with a string 'profile' (the machine profile)

module {
shard.grid @dp(shape = 2)
func.func @step(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<4xf32>
  %n = arith.subf %w, %r : tensor<4xf32>
  return %n : tensor<4xf32>
}
}
