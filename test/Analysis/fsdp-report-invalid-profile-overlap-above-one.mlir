// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/overlap-above-one.json" -o /dev/null

// The share of a collective that compute hides lies in [0, 1].
// expected-error @+1 {{overlap-above-one.json: must be a number in [0, 1] at profile.overlap_efficiency}}
func.func @profile_with_overlap_above_one(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
