// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-group.json" -o /dev/null

// A calibration table says on which group size it was measured.
// expected-error @+1 {{calibration-group.json: missing value at profile.calibration.group_size}}
func.func @profile_with_calibration_group(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
