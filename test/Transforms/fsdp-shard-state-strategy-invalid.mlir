// `strategy` is an enum option: a word it does not know is an error of the
// option parser, for the pass and for the pipeline alike.
// RUN: %not fsdp-opt %s --fsdp-shard-state=strategy=zero-4 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: %not fsdp-opt %s --fsdp-pipeline=strategy=bogus 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: %not fsdp-opt %s --pass-pipeline='builtin.module(fsdp-pipeline{strategy=bogus})' 2>&1 | FileCheck %s --check-prefix=PIPELINE

// PASS: for the --strategy option: Cannot find option named 'zero-4'!
// PIPELINE: for the --strategy option: Cannot find option named 'bogus'!

// Every word of the option is accepted.
// RUN: fsdp-opt %s --fsdp-shard-state=strategy=full-shard -o /dev/null
// RUN: fsdp-opt %s --fsdp-shard-state=strategy=shard-grad-op -o /dev/null
// RUN: fsdp-opt %s --fsdp-shard-state=strategy=no-shard -o /dev/null
// RUN: fsdp-opt %s --fsdp-shard-state=strategy=hybrid -o /dev/null

func.func @unknown_strategy(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
