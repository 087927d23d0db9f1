// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/calibration-kind.json" -o /dev/null

// A calibration table names only collectives the cost model knows.
// expected-error @+1 {{calibration-kind.json: unknown collective (all_gather, reduce_scatter, all_reduce) at profile.calibration.collectives.broadcast}}
func.func @profile_with_calibration_kind(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
