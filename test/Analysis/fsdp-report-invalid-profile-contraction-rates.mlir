// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/bad-contraction-rates.json" -o /dev/null

// A point of the contraction rates names a BLAS variant it knows.
// expected-error @+1 {{bad-contraction-rates.json: must be one of nn, nt, tn, tt at profile.contraction_rates[1].variant}}
func.func @profile_with_bad_contraction_rates(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
