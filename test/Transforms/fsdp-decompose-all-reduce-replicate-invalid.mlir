// A negative replicate-below-bytes is an error, for the pass and for the
// pipeline that forwards it.
// RUN: fsdp-opt %s --fsdp-decompose-all-reduce=replicate-below-bytes=-5 --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-pipeline=replicate-below-bytes=-5 --verify-diagnostics

// expected-error @below {{replicate-below-bytes must not be negative, got -5}}
module {
  shard.grid @dp(shape = 4)
  func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
    %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
