// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/zero-contraction-rate.json" -o /dev/null

// A contraction rate, when given, is a positive number.
// expected-error @+1 {{zero-contraction-rate.json: must be a positive number at profile.contraction_flops_per_second}}
func.func @profile_with_zero_contraction_rate(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
