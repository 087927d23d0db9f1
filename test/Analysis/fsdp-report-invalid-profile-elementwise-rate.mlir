// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/bad-elementwise-rate.json" -o /dev/null

// An elementwise rate, when given, is a positive number.
// expected-error @+1 {{bad-elementwise-rate.json: expected number at profile.elementwise_flops_per_second}}
func.func @profile_with_bad_elementwise_rate(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
