// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-point-overlap.json" -o /dev/null

// A measured point's overlap efficiency lies in [0, 1].
// expected-error @+1 {{calibration-point-overlap.json: must be a number in [0, 1] at profile.calibration.collectives.all_reduce[0].overlap_efficiency}}
func.func @profile_with_calibration_point_overlap(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
