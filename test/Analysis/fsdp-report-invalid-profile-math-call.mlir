// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/negative-math-call.json" -o /dev/null

// The time of a math library call, when given, is a positive number.
// expected-error @+1 {{negative-math-call.json: must be a positive number at profile.math_call_seconds}}
func.func @profile_with_negative_math_call(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
