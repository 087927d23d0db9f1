// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=no-such-profile output=%t.json" -o /dev/null

// An unknown profile is an error on the first function; nothing is written.
// expected-error @+1 {{unknown machine profile 'no-such-profile': not a built-in profile (cpu-2core, cpu-2core-np4, cpu-2hosts-1gbit, h100-nvlink, h200-nvlink, host) nor a readable file}}
func.func @unknown_profile(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
