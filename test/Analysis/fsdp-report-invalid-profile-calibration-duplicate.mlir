// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-duplicate.json" -o /dev/null

// Two points of one size cannot both hold.
// expected-error @+1 {{calibration-duplicate.json: has two points of the same size at profile.calibration.collectives.reduce_scatter}}
func.func @profile_with_calibration_duplicate(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
