// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-group.json" -o /dev/null

// A calibration table says on which group size it was measured.
// expected-error @+1 {{calibration-group.json: 'calibration.group_size' must be an integer of at least 2}}
func.func @profile_with_calibration_group(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
