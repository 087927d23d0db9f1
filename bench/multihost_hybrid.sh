#!/usr/bin/env bash
# Hybrid vs full sharding across hosts: 2 emulated hosts (network namespaces,
# test/MultiHost/netns-hosts.sh) x 2 ranks, mpirun over TCP, the inter-host
# link throttled with tc tbf to RATE. An MLP trained with SGD as DDP,
# full-shard (sharded over all 4 ranks) and hybrid (sharded within a host,
# all-reduced across hosts), fsdp-gen --grid=2x2. Prints per strategy the
# mean step time fsdp-run measured and the bytes that left a host per step
# (eth0 tx of the host namespaces, averaged over the hosts: traffic between
# ranks of one host never leaves it), next to what fsdp-report predicts
# under the two-level profile profiles/cpu-2hosts-1gbit.json with the
# inter-host bandwidth set to the link's rate. Needs root (network
# namespaces).
#
# usage: bench/multihost_hybrid.sh [BIN_DIR]     (default build/bin)
# env:   RATE_MBIT=1000 LAYERS=4 WIDTH=1024 BATCH=4 STEPS=5
#        OUT=/tmp/fsdp-multihost-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(cd "${1:-build/bin}" && pwd)
rate_mbit=${RATE_MBIT:-1000}
rate=${rate_mbit}mbit
layers=${LAYERS:-4}
width=${WIDTH:-1024}
batch=${BATCH:-4}
steps=${STEPS:-5}
out=${OUT:-/tmp/fsdp-multihost-bench}
mkdir -p "$out"
source test/MultiHost/netns-hosts.sh
trap hosts_down EXIT

"$bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --bias=false --optimizer=sgd --grid=2x2 -o "$out/ddp.mlir"
for s in full-shard hybrid; do
  "$bin/fsdp-opt" "$out/ddp.mlir" --fsdp-pipeline="strategy=$s" \
    -o "$out/$s.mlir"
done

# The two-level profile at this link rate.
python3 - "$rate_mbit" profiles/cpu-2hosts-1gbit.json >"$out/profile.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[2]))
p["name"] = "cpu-2hosts-%smbit" % sys.argv[1]
p["inter_host_link_bytes_per_second"] = float(sys.argv[1]) * 1e6 / 8
print(json.dumps(p, indent=2))
PY
predict() { # strategy: predicted step ms and inter-host bytes per host
  "$bin/fsdp-opt" "$out/$1.mlir" -o /dev/null \
    --fsdp-report="profile=$out/profile.json output=$out/$1.report.json"
  python3 -c 'import json, sys
f = json.load(open(sys.argv[1]))["functions"][0]
print("%.1f %d" % (f["time"]["step_seconds"] * 1e3,
                   f["communication"]["inter_host_bytes_sent"]))' \
    "$out/$1.report.json"
}

hosts_reap fsdpbench
hosts_up "fsdpbench$$" 2
hosts_throttle "$rate"
echo "MLP $layers x ${width}x${width} (SGD, f32), 2 hosts x 2 ranks," \
  "inter-host link $rate (tbf), $steps steps"
run() { # strategy steps: prints the inter-host bytes of the run, whose
  # output is $out/strategy-steps.log and summary $out/strategy-steps.json
  local before
  before=$(hosts_tx_bytes)
  timeout 600 bash -c "$(declare -p HOSTS_PREFIX HOSTS_COUNT HOSTS_DIR \
    HOSTS_SUBNET); $(declare -f hosts_ns hosts_mpirun); hosts_mpirun \"\$@\"" \
    _ "$bin/fsdp-run" "$out/$1.mlir" --steps="$2" --quiet \
    --summary-json="$out/$1-$2.json" >"$out/$1-$2.log"
  echo $(($(hosts_tx_bytes) - before))
}
for s in ddp full-shard hybrid; do
  # A 1-step and a (1 + $steps)-step run: the difference of their traffic is
  # that of $steps steps (launch, JIT and setup cancel out).
  t1=$(run "$s" 1)
  tn=$(run "$s" $((steps + 1)))
  read -r ms comm < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
print(s["mean_time_ms"], s["comm_bytes_per_step"])' "$out/$s-$((steps + 1)).json")
  read -r model_ms model_bytes < <(predict "$s")
  printf '%-10s step %7.1f ms (model %6.1f)   left each host %9d B/step (model %9d)   runtime %9d B/step/rank\n' \
    "$s" "$ms" "$model_ms" $(((tn - t1) / steps / HOSTS_COUNT)) \
    "$model_bytes" "$comm"
done
