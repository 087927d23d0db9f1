// A `grid` option that names no shard.grid of the module is an error (a typo
// used to leave every all-reduce alone, i.e. plain DDP), for the pass and for
// the pipeline that forwards it.
// RUN: fsdp-opt %s --fsdp-decompose-all-reduce=grid=dq --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-import-shard=grid=dq --verify-diagnostics
// RUN: fsdp-opt %s --fsdp-pipeline=grid=dq --verify-diagnostics

// expected-error @below {{grid option: @dq is not a shard.grid of the module}}
module {
  shard.grid @dp(shape = 4)
  func.func @step(%g: tensor<8xf32>) -> tensor<8xf32> {
    %0 = fsdp.all_reduce %g on @dp : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
