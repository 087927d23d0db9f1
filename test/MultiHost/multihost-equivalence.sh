#!/usr/bin/env bash
# Two emulated hosts (network namespaces joined by veth pairs and a bridge,
# netns-hosts.sh) with two ranks each, started by mpirun through a launcher
# agent that enters the namespaces (no ssh), TCP only (btl tcp,self on the
# hosts' subnet: nothing between hosts goes through shared memory). A 3-layer
# MLP with AdamW from fsdp-gen --grid=2x2 trains 5 steps as DDP, full-shard
# (sharded over all 4 ranks) and hybrid (sharded within a host, replicated
# across hosts); every run must end in the state of DDP: full-shard bitwise
# in --deterministic mode (the same summation order), hybrid within 1e-5
# normwise (it sums within a host first). A last run throttles the
# inter-host link (tc tbf) and checks that hybrid still matches and sent
# fewer bytes across hosts than full-shard.
#
# usage: multihost-equivalence.sh BIN_DIR PYTHON
# Exits 77 (skipped) only where network namespaces cannot be created.
set -uo pipefail
bin=$1
python=$2
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=test/MultiHost/netns-hosts.sh
source "$here/netns-hosts.sh"

for tool in mpirun timeout; do
  command -v $tool >/dev/null || {
    echo "FAIL: $tool not found"
    exit 1
  }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/fsdp-multihost.XXXXXX")
cleanup() {
  hosts_down
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

die() {
  echo "FAIL: $*"
  exit 1
}

# The steps, built outside the namespaces.
"$bin/fsdp-gen" --model=mlp --layers=3 --width=16,32,32,8 --batch=2 \
  --optimizer=adamw --lr=1e-3 --weight-decay=0.01 --grid=2x2 \
  -o "$work/ddp.mlir" || die "fsdp-gen"
for s in full-shard hybrid; do
  "$bin/fsdp-opt" "$work/ddp.mlir" --fsdp-pipeline="strategy=$s" \
    -o "$work/$s.mlir" || die "fsdp-opt strategy=$s"
done

hosts_reap fsdpmh
hosts_up "fsdpmh$$" 2
status=$?
if [ $status -ne 0 ]; then
  [ $status -eq 77 ] || echo "FAIL: could not set up the emulated hosts"
  exit $status
fi

declare -A bytes # per run tag: bytes that left the hosts


train() { # strategy tag [fsdp-run options]
  local s=$1 tag=$2
  shift 2
  local before after
  before=$(hosts_tx_bytes)
  timeout 300 bash -c "$(declare -p HOSTS_PREFIX HOSTS_COUNT HOSTS_DIR \
    HOSTS_SUBNET); $(declare -f hosts_ns hosts_mpirun); hosts_mpirun \"\$@\"" \
    _ "$bin/fsdp-run" "$work/$s.mlir" --steps=5 --opt-level=0 --quiet \
    --dump-state="$work/state-$tag" "$@" >"$work/$tag.log" 2>&1 || {
    cat "$work/$tag.log"
    die "training $tag on 2 hosts x 2 ranks"
  }
  after=$(hosts_tx_bytes)
  echo "$tag: $(tail -n1 "$work/$tag.log" | cut -c1-160)"
  echo "$tag: inter-host bytes $((after - before))"
  bytes[$tag]=$((after - before))
}

compare() {
  "$python" "$here/compare_states.py" "$work/state-$1" "$work/state-$2" \
    "${@:3}" | sed "s/^/$2 vs $1: /"
  [ "${PIPESTATUS[0]}" -eq 0 ] || die "$2 differs from $1"
}

train ddp ddp
train full-shard full-shard
train hybrid hybrid
compare ddp full-shard normwise 1e-5
compare ddp hybrid normwise 1e-5

train ddp ddp-det --deterministic
train full-shard full-shard-det --deterministic
compare ddp-det full-shard-det bitwise

hosts_throttle 200mbit || die "tc tbf on the inter-host link"
train full-shard full-shard-slow
train hybrid hybrid-slow
compare ddp hybrid-slow normwise 1e-5
[ "${bytes[hybrid-slow]}" -lt "${bytes[full-shard-slow]}" ] ||
  die "hybrid sent ${bytes[hybrid-slow]} inter-host bytes, full-shard ${bytes[full-shard-slow]}"
echo "throttled: hybrid sent ${bytes[hybrid-slow]} inter-host bytes < full-shard ${bytes[full-shard-slow]}"
echo "PASS"
