#!/usr/bin/env bash
# Does the default pipeline pay for itself? Step time of the default
# fsdp-pipeline (bucketed and scheduled) against the BASELINE options
# (default "schedule=false bucket-bytes=0": blocking, one collective per
# tensor), side by side: ROUNDS rounds, each running both variants one
# after the other, on RANKS ranks. A variant's time in a round is the median
# step time of its steps after the first (rank 0's `step=` lines), so one
# step disturbed by other load does not count. Prints every round's times
# and ratio, the median ratio with its range, and the load average (the
# machine is shared: only ratios taken within one round mean much). With
# CONTROL=1 each round also runs schedule=false twice, whose ratio is the
# noise floor. Target: default / schedule=false <= 1.0.
#
# The default pipeline costs the step under the `host` profile:
# $FSDP_PROFILE when set (e.g. a file from bench/schedule_cpu_profile.sh),
# else the built-in cpu-2core.
#
# usage: bench/default_step_time.sh [BIN_DIR]     (default build/bin)
# env:   MODELS="mlp200x256 mlp4x1024" RANKS=2 ROUNDS=3 STEPS=10
#        PIPELINE="" (extra fsdp-pipeline options of the default variant)
#        BASELINE="schedule=false bucket-bytes=0"
#        RUN_ARGS="" (extra fsdp-run options) CONTROL=0
#        OUT=/tmp/fsdp-default-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
models=${MODELS:-mlp200x256 mlp4x1024}
ranks=${RANKS:-2}
rounds=${ROUNDS:-3}
steps=${STEPS:-10}
extra=${PIPELINE:-}
baseline=${BASELINE:-schedule=false bucket-bytes=0}
run_args=${RUN_ARGS:-}
control=${CONTROL:-0}
out=${OUT:-/tmp/fsdp-default-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args() {
  case $1 in
  mlp200x256) echo --model=mlp --layers=200 --width=256 --batch=8 ;;
  mlp4x1024) echo --model=mlp --layers=4 --width=1024 --batch=64 ;;
  *) echo "unknown model $1" >&2; exit 2 ;;
  esac
}

for model in $models; do
  dir=$out/$model
  mkdir -p "$dir"
  # shellcheck disable=SC2046
  "$bin/fsdp-gen" $(gen_args "$model") --bias=false --optimizer=adam \
    --lr=1e-4 --grid-size="$ranks" -o "$dir/ddp.mlir"
  "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="$baseline" \
    -o "$dir/blocking.mlir"
  "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="$extra" -o "$dir/default.mlir"
  echo "$model, $ranks ranks, $steps steps, fsdp-run $run_args;" \
    "default pipeline options: '${extra}', baseline (called schedule=false" \
    "below): '${baseline}'"
  if cmp -s "$dir/blocking.mlir" "$dir/default.mlir"; then
    echo "  the default step is the schedule=false step (identical IR: under" \
      "the profile no overlap pays for its hand-off)"
  else
    echo "  default: $(grep -c '_start' "$dir/default.mlir" || true) async" \
      "collectives, schedule=false: $(grep -c '_start' "$dir/blocking.mlir" || true)"
  fi
  ratios=()
  controls=()
  variants="blocking default"
  [[ "$control" == 1 ]] && variants="blocking default blocking2"
  for round in $(seq "$rounds"); do
    declare -A t=()
    for variant in $variants; do
      file=$dir/${variant%2}.mlir
      # shellcheck disable=SC2086
      t[$variant]=$($mpirun -np "$ranks" "$bin/fsdp-run" "$file" \
        --steps="$steps" $run_args | sed -n 's/^step=.* time_ms=\([^ ]*\).*/\1/p' |
        tail -n +2 | python3 -c "import statistics,sys; print('%.3f' % statistics.median(float(x) for x in sys.stdin))")
    done
    r=$(python3 -c "print('%.3f' % (${t[default]} / ${t[blocking]}))")
    ratios+=("$r")
    line="  round $round (load $(cut -d' ' -f1 /proc/loadavg)): schedule=false ${t[blocking]} ms, default ${t[default]} ms, default/schedule=false $r"
    if [[ "$control" == 1 ]]; then
      c=$(python3 -c "print('%.3f' % (${t[blocking2]} / ${t[blocking]}))")
      controls+=("$c")
      line+=", schedule=false again ${t[blocking2]} ms (ratio $c)"
    fi
    echo "$line"
  done
  python3 -c "import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print('  median default/schedule=false = %.3f (range %.3f-%.3f; target <= 1.0)' % (statistics.median(v), min(v), max(v)))" "${ratios[@]}"
  if [[ "$control" == 1 ]]; then
    python3 -c "import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print('  median schedule=false/schedule=false = %.3f (range %.3f-%.3f: the noise)' % (statistics.median(v), min(v), max(v)))" "${controls[@]}"
  fi
done
