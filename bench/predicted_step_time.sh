#!/usr/bin/env bash
# How close is the cost model? For three models, the default fsdp-pipeline
# step's time as fsdp-report predicts it (functions.0.time.step_seconds)
# against the step time fsdp-run measures on RANKS ranks (the median of the
# steps after the first, rank 0), under one machine profile. Prints each
# ratio predicted / measured (target: within 1.25x either way) and the load
# average. The measured time is also cross-checked against the step that
# `fsdp-run --trace` records, whose compute and waits stand next to the
# predicted compute and exposed communication.
#
# The profile: $PROFILE (a built-in name or a JSON file; default: the `host`
# profile, i.e. $FSDP_PROFILE or cpu-2core). A calibrated profile comes from
# bench/schedule_cpu_profile.sh OUT.json; its calibration table (measured on
# as many ranks as RANKS) is what the cost model interpolates.
#
# The steps run with --flush-denormals (RUN_ARGS): the cost model prices
# arithmetic on normal floats, and the 200-layer MLP's activations sink into
# subnormals from layer ~88 (ReLU under PyTorch's default init shrinks them
# ~0.4x a layer), where each forward layer takes ~0.7 ms instead of ~15 us
# (bench/flush_denormals.sh), a cost of the data no static model sees.
#
# usage: bench/predicted_step_time.sh [BIN_DIR]     (default build/bin)
# env:   PROFILE=host RANKS=2 STEPS=10 MODELS="mlp4x1024 mlp200x256 gpt2x256"
#        RUN_ARGS=--flush-denormals OUT=/tmp/fsdp-predicted-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
profile=${PROFILE:-host}
ranks=${RANKS:-2}
steps=${STEPS:-10}
models=${MODELS:-mlp4x1024 mlp200x256 gpt2x256}
run_args=${RUN_ARGS---flush-denormals}
out=${OUT:-/tmp/fsdp-predicted-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args() {
  case $1 in
  mlp4x1024) echo --model=mlp --layers=4 --width=1024 --batch=64 --bias=false --optimizer=adam ;;
  mlp200x256) echo --model=mlp --layers=200 --width=256 --batch=8 --bias=false --optimizer=adam ;;
  gpt2x256) echo --model=transformer --layers=2 --d-model=256 --heads=4 --seq=128 --batch=2 --vocab=256 --optimizer=adamw ;;
  *) echo "unknown model $1" >&2; exit 2 ;;
  esac
}

echo "profile $profile, $ranks ranks, $steps steps, fsdp-run $run_args;" \
  "load average at start" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"
for model in $models; do
  dir=$out/$model
  mkdir -p "$dir"
  # shellcheck disable=SC2046
  "$bin/fsdp-gen" $(gen_args "$model") --grid-size="$ranks" -o "$dir/ddp.mlir"
  "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="profile=$profile" \
    --fsdp-report="profile=$profile output=$dir/report.json" -o "$dir/step.mlir"
  ints=()
  [[ "$model" == gpt* ]] && ints=(--int-range=0:256)
  # shellcheck disable=SC2086
  $mpirun -np "$ranks" "$bin/fsdp-run" "$dir/step.mlir" \
    --steps="$steps" --trace="$dir/trace.json" "${ints[@]}" $run_args \
    --summary-json="$dir/run.json" >/dev/null
  # The median over steps 2..K (the first one warms up).
  measured=$(python3 -c 'import json, statistics, sys
print(statistics.median(s["time_ms"] for s in
                        json.load(open(sys.argv[1]))["per_step"][1:]))' \
    "$dir/run.json")
  python3 - "$dir/report.json" "$dir/trace.json" "$measured" "$model" <<'PY'
import json, sys
report, trace, measured, model = sys.argv[1:]
f = json.load(open(report))["functions"][0]["time"]
predicted = f["step_seconds"] * 1e3
run = json.load(open(trace))
traced = run["otherData"]["step_us"] / 1e3
# The traced step's compute track: compute spans, and waits for collectives.
spent = {"compute": 0.0, "blocked": 0.0}
for e in run["traceEvents"]:
    if e.get("ph") == "X" and e.get("tid") == 1 and e.get("cat") in spent:
        spent[e["cat"]] += e["dur"] / 1e3
measured = float(measured)
ratio = predicted / measured
print("  %-11s predicted %7.2f ms (compute %.2f, exposed communication %.2f)"
      "  measured %7.2f ms (traced step %.2f: compute %.2f, waits %.2f)"
      "  predicted/measured %.3f%s" % (
          model, predicted, f["compute_seconds"] * 1e3,
          f["exposed_communication_seconds"] * 1e3, measured, traced,
          spent["compute"], spent["blocked"], ratio,
          "" if 0.8 <= ratio <= 1.25 else "  (outside 1.25x)"))
PY
done 2>&1
echo "load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
