// RUN: fsdp-opt %s --verify-diagnostics --fsdp-report="profile=%S/Inputs/hosts-without-link.json" -o /dev/null

// A two-level profile needs the link between hosts along with the ranks per
// host.
// expected-error @+1 {{hosts-without-link.json: must be a non-negative number on a two-level machine (ranks_per_host) at profile.inter_host_link_latency_seconds}}
func.func @profile_without_inter_host_link(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
