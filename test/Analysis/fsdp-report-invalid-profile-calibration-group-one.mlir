// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-group-one.json" -o /dev/null

// A calibration table is measured on a group of two ranks or more.
// expected-error @+1 {{calibration-group-one.json: must be an integer of at least 2 at profile.calibration.group_size}}
func.func @profile_with_a_one_rank_calibration(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
