// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/negative-launch.json" -o /dev/null

// The optional launch cost of a profile cannot be negative.
// expected-error @+1 {{negative-launch.json: must be a non-negative number at profile.launch_seconds}}
func.func @profile_with_negative_launch(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
