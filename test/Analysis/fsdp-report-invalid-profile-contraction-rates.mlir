// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/bad-contraction-rates.json" -o /dev/null

// A point of the contraction rates names a BLAS variant it knows.
// expected-error @+1 {{bad-contraction-rates.json: 'contraction_rates[1]' needs a 'min_dim' of at least 1, a 'max_dim' of at least 'min_dim', a positive 'flops_per_second' and optionally a 'variant' (nn, nt, tn, tt), the three not given before}}
func.func @profile_with_bad_contraction_rates(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
