// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="output=%t.json" -o /dev/null

// A tensor whose size in bytes overflows 64 bits is an error, not a report
// of negative or infinite bytes.
// expected-error @+1 {{fsdp-report: the size in bytes of 'tensor<4611686018427387904x4xf32>' overflows 64 bits}}
func.func @huge(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
  return %x : tensor<4611686018427387904x4xf32>
}
