// RUN: fsdp-opt %s --fsdp-bucket="bucket-bytes=auto profile=tpu-v9" --verify-diagnostics

// A bucket size from the profile needs a profile that exists.
// expected-error @+1 {{unknown machine profile 'tpu-v9': not a built-in profile (cpu-2core, cpu-2core-np4, cpu-2hosts-1gbit, h100-nvlink, h200-nvlink, host) nor a readable file}}
func.func @unknown_profile(%g: tensor<8xf32>) -> tensor<8xf32> {
  return %g : tensor<8xf32>
}
