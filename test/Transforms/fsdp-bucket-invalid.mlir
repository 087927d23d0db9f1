// bucket-bytes must be positive, or -1 (a size from the profile).
// fsdp-pipeline's bucket-bytes=0 turns the pass off; any other value reaches
// the pass and is checked there.
// RUN: fsdp-opt %s --fsdp-bucket=bucket-bytes=0 --verify-diagnostics
// RUN: sed 's/got 0/got -2/' %s | fsdp-opt --fsdp-pipeline=bucket-bytes=-2 --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-pipeline=bucket-bytes=0 -o /dev/null

// expected-error @+1 {{bucket-bytes must be positive, or -1 (from the profile), got 0}}
func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
  return %g : tensor<8xf32>
}
