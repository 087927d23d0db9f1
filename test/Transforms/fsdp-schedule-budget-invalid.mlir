// A negative memory-budget is an error (0 means no budget), for the pass and
// for the pipeline that forwards it.
// RUN: fsdp-opt %s --fsdp-schedule=memory-budget=-1 --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-pipeline=memory-budget=-1 --verify-diagnostics

// expected-error @+1 {{memory-budget must not be negative (0: no budget), got -1}}
func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
  return %g : tensor<8xf32>
}
