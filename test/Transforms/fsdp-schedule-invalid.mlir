// RUN: fsdp-opt %s --fsdp-schedule=profile=tpu-v9 --verify-diagnostics

// memory-budget is `peak`, `unlimited` or a byte count; the numbers that
// once stood for the words (0, -1) are not words.
// RUN: %not fsdp-opt %s --fsdp-schedule=memory-budget=-1 2>&1 | FileCheck %s --check-prefix=MINUS1
// RUN: %not fsdp-opt %s --fsdp-pipeline=memory-budget=all 2>&1 | FileCheck %s --check-prefix=WORD
// MINUS1: for the --memory-budget option: '-1' is neither 'peak', 'unlimited', nor a byte count (digits with an optional k, M, G, Ki, Mi or Gi suffix)
// WORD: for the --memory-budget option: 'all' is neither 'peak', 'unlimited', nor a byte count

// expected-error @+1 {{unknown machine profile 'tpu-v9': not a built-in profile (cpu-2core, cpu-2core-np4, cpu-2hosts-1gbit, h100-nvlink, h200-nvlink, host) nor a readable file}}
func.func @unknown_profile() {
  return
}
