// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/contraction-rates-repeat.json" -o /dev/null

// Two points of the contraction rates for the same dimensions and variant
// would leave the rate ambiguous.
// expected-error @+1 {{contraction-rates-repeat.json: repeats the min_dim, max_dim and variant of a point before it at profile.contraction_rates[2]}}
func.func @profile_with_a_repeated_contraction_rate(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
