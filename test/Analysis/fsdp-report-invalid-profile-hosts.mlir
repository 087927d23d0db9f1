// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/hosts-without-link.json" -o /dev/null

// A two-level profile needs the link between hosts along with the ranks per
// host.
// expected-error @+1 {{hosts-without-link.json: 'ranks_per_host' must be a positive integer, with 'inter_host_link_latency_seconds' (non-negative) and 'inter_host_link_bytes_per_second' (positive)}}
func.func @profile_without_inter_host_link(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
