// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/measured-string.json" -o /dev/null

// Whether a profile was measured is a boolean.
// expected-error @+1 {{measured-string.json: expected boolean at profile.measured}}
func.func @profile_with_string_measured(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
