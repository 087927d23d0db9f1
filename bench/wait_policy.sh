#!/usr/bin/env bash
# How ranks wait for each other, on a quiet and on a loaded machine: the
# median step time of fsdp-gen's GPT step, full shard, 2 ranks x 1 thread,
# under each waiting policy, alone and beside two busy processes (what
# another job on a shared machine looks like). Policies:
#   spin      the default: waits poll MPI without pause
#   sleep     FSDP_RT_POLL_SLEEP_US=200: the progress thread sleeps between
#             its polls (up to 200 us, doubling)
#   yield     OMPI_MCA_mpi_yield_when_idle=1: Open MPI yields the core in its
#             progress loop
#   both      sleep and yield
# Rounds interleave the policies, so a change of load hits all of them.
#
# usage: bench/wait_policy.sh [BIN_DIR]     (default build/bin)
# env:   ROUNDS=2 STEPS=8 LAYERS=4 D_MODEL=256 SEQ=128 OUT=/tmp/fsdp-wait-policy
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
rounds=${ROUNDS:-2}
steps=${STEPS:-8}
out=${OUT:-/tmp/fsdp-wait-policy}
mkdir -p "$out"
mpirun=(mpirun --allow-run-as-root --oversubscribe)

"$bin/fsdp-gen" --model=transformer --layers="${LAYERS:-4}" \
  --d-model="${D_MODEL:-256}" --heads=4 --seq="${SEQ:-128}" --vocab=1024 \
  --optimizer=adam --batch=2 --grid-size=2 -o "$out/ddp.mlir"
"$bin/fsdp-opt" "$out/ddp.mlir" --fsdp-pipeline="strategy=full-shard" \
  -o "$out/fsdp.mlir"

# One run: the median step time (ms) of steps 3..K.
run() {
  local -a env=()
  case "$1" in
  sleep) env=(-x FSDP_RT_POLL_SLEEP_US=200) ;;
  yield) env=(-x OMPI_MCA_mpi_yield_when_idle=1) ;;
  both) env=(-x FSDP_RT_POLL_SLEEP_US=200 -x OMPI_MCA_mpi_yield_when_idle=1) ;;
  esac
  "${mpirun[@]}" "${env[@]}" -np 2 "$bin/fsdp-run" "$out/fsdp.mlir" \
    --steps="$steps" --int-range=0:1024 --threads=1 --quiet \
    --summary-json="$out/summary.json" >/dev/null
  python3 -c "import json, statistics; t = [s['time_ms'] for s in json.load(open('$out/summary.json'))['per_step']][2:]; print('%.1f' % statistics.median(t))"
}

hogs=()
start_hogs() {
  for _ in 1 2; do
    (while :; do :; done) &
    hogs+=($!)
  done
}
stop_hogs() {
  for p in "${hogs[@]}"; do kill "$p" 2>/dev/null || true; done
  hogs=()
}
trap stop_hogs EXIT

# Compile once (the cache), so the runs time steps only.
run spin >/dev/null
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-8s %-6s %s\n" machine policy "median step ms per round"
for machine in quiet loaded; do
  [ "$machine" = loaded ] && start_hogs
  declare -A times=()
  for ((r = 0; r < rounds; r++)); do
    for policy in spin sleep yield both; do
      times[$policy]+="$(run "$policy") "
    done
  done
  for policy in spin sleep yield both; do
    printf "%-8s %-6s %s\n" "$machine" "$policy" "${times[$policy]}"
  done
  unset times
  stop_hogs
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
