#!/usr/bin/env bash
# Is the default pipeline the fastest of its variants? Step time of the
# default fsdp-pipeline against each variant of it, side by side: ROUNDS
# rounds, each running every distinct step one after the other, on RANKS
# ranks. A step's time in a round is the median of its steps after the first
# (rank 0's `step=` lines), so one step disturbed by other load does not
# count. Prints every round's times, then per variant the median of its
# per-round ratio variant / default (target: >= 1.0 for every variant, i.e.
# none beats the default) with its range, and the load average (the machine
# is shared: only ratios taken within one round mean much).
#
# The variants (VARIANTS, any subset, in this order):
#   blocking     schedule=false bucket-bytes=0: one blocking collective per
#                tensor, where the update of each parameter waits for the
#                whole backward pass
#   unbucketed   bucket-bytes=0: scheduled, one collective per tensor
#   unscheduled  schedule=false: bucketed, blocking
#   async        the schedule the cost model would pick if compute beside a
#                collective hid it (the calibrated profile with overlap
#                efficiency 1, as on a GPU): asynchronous collectives,
#                prefetched gathers, updates moved up
# A variant whose IR is the default's (or an earlier variant's) is not run
# again: it is that step, and the report says so. With CONTROL=1 every round
# also runs the default step twice, whose ratio is the noise floor.
#
# The default pipeline costs the step under the `host` profile:
# $FSDP_PROFILE when set (e.g. a file from bench/schedule_cpu_profile.sh),
# else the built-in cpu-2core. The async variant starts from PROFILE
# (default profiles/cpu-2core.json).
#
# usage: bench/default_step_time.sh [BIN_DIR]     (default build/bin)
# env:   MODELS="mlp200x256 mlp4x1024" (or mlp200x64, whose 16 KiB
#        parameters the default buckets) RANKS=2 ROUNDS=3 STEPS=10
#        VARIANTS="blocking unbucketed unscheduled async"
#        PIPELINE="" (extra fsdp-pipeline options of every step)
#        RUN_ARGS="" (extra fsdp-run options) CONTROL=0
#        PROFILE=profiles/cpu-2core.json OUT=/tmp/fsdp-default-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
models=${MODELS:-mlp200x256 mlp4x1024}
ranks=${RANKS:-2}
rounds=${ROUNDS:-3}
steps=${STEPS:-10}
variants=${VARIANTS:-blocking unbucketed unscheduled async}
extra=${PIPELINE:-}
run_args=${RUN_ARGS:-}
control=${CONTROL:-0}
profile=${PROFILE:-profiles/cpu-2core.json}
out=${OUT:-/tmp/fsdp-default-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args() {
  case $1 in
  mlp200x256) echo --model=mlp --layers=200 --width=256 --batch=8 ;;
  mlp4x1024) echo --model=mlp --layers=4 --width=1024 --batch=64 ;;
  mlp200x64) echo --model=mlp --layers=200 --width=64 --batch=8 ;;
  *) echo "unknown model $1" >&2; exit 2 ;;
  esac
}

# The async variant's profile: PROFILE with every collective's overlap
# efficiency at 1.
python3 - "$profile" "$out/overlapping.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
p["name"] += "-overlapping"
p["overlap_efficiency"] = 1.0
for points in p.get("calibration", {}).get("collectives", {}).values():
    for point in points:
        point.pop("overlap_efficiency", None)
json.dump(p, open(sys.argv[2], "w"), indent=2)
PY

options() {
  case $1 in
  default) echo "$extra" ;;
  blocking) echo "$extra schedule=false bucket-bytes=0" ;;
  unbucketed) echo "$extra bucket-bytes=0" ;;
  unscheduled) echo "$extra schedule=false" ;;
  async) echo "$extra profile=$out/overlapping.json" ;;
  *) echo "unknown variant $1" >&2; exit 2 ;;
  esac
}

median_step_ms() {
  # shellcheck disable=SC2086
  $mpirun -np "$ranks" "$bin/fsdp-run" "$1" --steps="$steps" $run_args \
    --summary-json="$1.run.json" >/dev/null
  # The median over steps 2..K (the first one warms up).
  python3 -c 'import json, statistics, sys
print("%.3f" % statistics.median(s["time_ms"] for s in
                                 json.load(open(sys.argv[1]))["per_step"][1:]))' \
    "$1.run.json"
}

for model in $models; do
  dir=$out/$model
  mkdir -p "$dir"
  # shellcheck disable=SC2046
  "$bin/fsdp-gen" $(gen_args "$model") --bias=false --optimizer=adam \
    --lr=1e-4 --grid-size="$ranks" -o "$dir/ddp.mlir"
  echo "$model, $ranks ranks, $steps steps, fsdp-run $run_args"
  # The distinct steps to run; a variant with the IR of one of them is it.
  run=(default)
  declare -A same=()
  for variant in default $variants; do
    "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="$(options "$variant")" \
      -o "$dir/$variant.mlir"
    async=$(grep -c '_start' "$dir/$variant.mlir" || true)
    note="$async async collectives"
    if [[ "$variant" != default ]]; then
      for earlier in "${run[@]}"; do
        if cmp -s "$dir/$earlier.mlir" "$dir/$variant.mlir"; then
          same[$variant]=$earlier
          note+=", the $earlier step (identical IR)"
          break
        fi
      done
      [[ -z "${same[$variant]:-}" ]] && run+=("$variant")
    fi
    echo "  $variant: '$(options "$variant" | sed 's/^ *//')': $note"
  done
  [[ "$control" == 1 ]] && run+=(default2) && cp "$dir/default.mlir" "$dir/default2.mlir"
  declare -A ratios=()
  for round in $(seq "$rounds"); do
    declare -A t=()
    for step in "${run[@]}"; do
      t[$step]=$(median_step_ms "$dir/$step.mlir")
    done
    line="  round $round (load $(cut -d' ' -f1 /proc/loadavg)): default ${t[default]} ms"
    for step in "${run[@]:1}"; do
      r=$(python3 -c "print('%.3f' % (${t[$step]} / ${t[default]}))")
      ratios[$step]+="$r "
      line+=", $step ${t[$step]} ms ($r)"
    done
    echo "$line"
  done
  for step in "${run[@]:1}"; do
    what="$step/default"
    [[ "$step" == default2 ]] && what="default/default (the noise)"
    # shellcheck disable=SC2086
    python3 -c "import statistics,sys; v=[float(x) for x in sys.argv[2:]]; print('  median %s = %.3f (range %.3f-%.3f)' % (sys.argv[1], statistics.median(v), min(v), max(v)))" "$what" ${ratios[$step]}
  done
  for variant in $variants; do
    [[ -n "${same[$variant]:-}" ]] &&
      echo "  $variant/default: $variant is the ${same[$variant]} step (identical IR)"
  done
  echo "  target: every variant/default >= 1.0 (the default is the fastest)"
  unset ratios same
done
