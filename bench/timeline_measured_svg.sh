#!/usr/bin/env bash
# Draws docs/images/timeline-measured.svg: one step of the 4 x 1024^2 Adam MLP
# (batch 64 per rank, 2 ranks, full-shard, the default fsdp-pipeline) as the
# cost model predicts it (fsdp-report trace=, under the calibrated cpu-2core
# profile) above the same step as it ran (fsdp-run --trace, rank 0, the last
# of STEPS steps), both on one time axis (bench/trace_svg.py). Prints the
# predicted and the measured step time, their ratio and the load average:
# the machine is shared, so the measured step moves with its load.
#
# usage: bench/timeline_measured_svg.sh [BIN_DIR] [OUT.svg]
#        (default build/bin, docs/images/timeline-measured.svg)
# env:   PROFILE=profiles/cpu-2core.json RANKS=2 STEPS=3
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin=${1:-$root/build/bin}
out=${2:-$root/docs/images/timeline-measured.svg}
profile=${PROFILE:-$root/profiles/cpu-2core.json}
ranks=${RANKS:-2}
steps=${STEPS:-3}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/fsdp-gen" --model=mlp --layers=4 --width=1024 --batch=64 --bias=false \
  --optimizer=adam --grid-size="$ranks" --print-debuginfo -o "$tmp/ddp.mlir"
"$bin/fsdp-opt" "$tmp/ddp.mlir" --fsdp-pipeline="profile=$profile" \
  --fsdp-report="profile=$profile output=$tmp/report.json trace=$tmp/predicted.json" \
  -o "$tmp/step.mlir"
$mpirun -np "$ranks" "$bin/fsdp-run" "$tmp/step.mlir" --steps="$steps" \
  --trace="$tmp/measured.json" --quiet
python3 "$root/bench/trace_svg.py" "$tmp/predicted.json" "$tmp/measured.json" \
  -o "$out" 2>&1
python3 - "$tmp/report.json" "$tmp/measured.json" <<'PY'
import json, sys
report, trace = sys.argv[1:]
predicted = json.load(open(report))["functions"][0]["time"]["step_seconds"] * 1e3
measured = json.load(open(trace))["otherData"]["step_us"] / 1e3
print("predicted %.2f ms  measured %.2f ms (rank 0, traced step)  "
      "predicted/measured %.3f" % (predicted, measured, predicted / measured))
PY
echo "load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
echo "wrote $out"
