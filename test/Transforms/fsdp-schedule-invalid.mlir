// RUN: fsdp-opt %s --fsdp-schedule=profile=tpu-v9 --verify-diagnostics

// expected-error @+1 {{unknown machine profile 'tpu-v9': not a built-in profile (cpu-2core, cpu-2core-np4, cpu-2hosts-1gbit, h100-nvlink, h200-nvlink, host) nor a readable file}}
func.func @unknown_profile() {
  return
}
