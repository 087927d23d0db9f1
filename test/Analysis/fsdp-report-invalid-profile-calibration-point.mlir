// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-point.json" -o /dev/null

// Every measured point has a positive size and time.
// expected-error @+1 {{calibration-point.json: must be a positive number at profile.calibration.collectives.all_gather[0].seconds}}
func.func @profile_with_calibration_point(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
