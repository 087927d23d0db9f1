// RUN: fsdp-opt %s --fsdp-shard-state=strategy=zero-4 --verify-diagnostics

// expected-error @+1 {{unknown sharding strategy 'zero-4' (expected full-shard, shard-grad-op, no-shard or hybrid)}}
func.func @unknown_strategy(%w: tensor<4xf32> {fsdp.state}) -> (tensor<4xf32> {fsdp.updates = 0 : i64}) {
  return %w : tensor<4xf32>
}
