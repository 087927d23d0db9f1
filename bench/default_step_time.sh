#!/usr/bin/env bash
# Does the default pipeline's schedule pay for itself? Step time of the
# default fsdp-pipeline (scheduled) against fsdp-pipeline=schedule=false
# (blocking), side by side: ROUNDS rounds, each running both variants one
# after the other, on RANKS ranks. Prints every round's times and ratio, the
# median ratio, and the load average (the machine is shared: only ratios
# taken within one round mean much). Target: default / schedule=false <= 1.0.
#
# usage: bench/default_step_time.sh [BIN_DIR]     (default build/bin)
# env:   MODELS="mlp200x256 mlp4x1024" RANKS=2 ROUNDS=2 STEPS=2
#        PIPELINE="" (extra fsdp-pipeline options of the default variant)
#        RUN_ARGS=--opt-level=0 OUT=/tmp/fsdp-default-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
models=${MODELS:-mlp200x256 mlp4x1024}
ranks=${RANKS:-2}
rounds=${ROUNDS:-2}
steps=${STEPS:-2}
extra=${PIPELINE:-}
run_args=${RUN_ARGS:---opt-level=0}
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
  "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="schedule=false" \
    -o "$dir/blocking.mlir"
  "$bin/fsdp-opt" "$dir/ddp.mlir" --fsdp-pipeline="$extra" -o "$dir/default.mlir"
  echo "$model, $ranks ranks, $steps steps, fsdp-run $run_args;" \
    "default pipeline options: '${extra}'"
  ratios=()
  for round in $(seq "$rounds"); do
    declare -A t=()
    for variant in blocking default; do
      # shellcheck disable=SC2086
      t[$variant]=$($mpirun -np "$ranks" "$bin/fsdp-run" "$dir/$variant.mlir" \
        --steps="$steps" --quiet $run_args | grep '^summary:' |
        sed -n 's/.* mean_time_ms=\([^ ]*\).*/\1/p')
    done
    r=$(python3 -c "print('%.3f' % (${t[default]} / ${t[blocking]}))")
    ratios+=("$r")
    echo "  round $round (load $(cut -d' ' -f1 /proc/loadavg)):" \
      "schedule=false ${t[blocking]} ms, default ${t[default]} ms," \
      "default/schedule=false $r"
  done
  python3 -c "import statistics,sys; print('  median default/schedule=false = %.3f (target <= 1.0)' % statistics.median(float(x) for x in sys.argv[1:]))" "${ratios[@]}"
done
