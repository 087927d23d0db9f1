// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/missing-link.json" -o /dev/null

// A profile file without one of the four numbers is an error.
// expected-error @+1 {{missing-link.json: missing value at profile.link_bytes_per_second}}
func.func @profile_without_link(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
