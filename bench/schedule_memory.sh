#!/usr/bin/env bash
# What does the default schedule cost in memory? For each model and rank
# count, trains with fsdp-run: DDP, the full-shard step with blocking
# collectives (fsdp-pipeline schedule=false), the default pipeline (scheduled
# within the blocking step's modeled peak) and the pipeline with no memory
# bound (memory-budget=unlimited, the old default). Prints per rank the measured
# peak (fsdp-run's peak_bytes: every buffer of the step plus the state and
# inputs the runner holds) next to fsdp-report's predicted_peak_bytes, and
# the ratios default/blocking (target <= 1.10) and full-shard/DDP (target
# <= 1/N + 0.1 where activations are small).
#
# usage: bench/schedule_memory.sh [BIN_DIR]     (default build/bin)
# env:   RANKS="2 4" MODELS="mlp512 transformer mlp1024" STEPS=2
#        OUT=/tmp/fsdp-memory-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks_list=${RANKS:-2 4}
models=${MODELS:-mlp512 transformer mlp1024}
steps=${STEPS:-2}
out=${OUT:-/tmp/fsdp-memory-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args() {
  case $1 in
  mlp512) echo --model=mlp --layers=4 --width=512 --batch=16 --bias=false \
    --optimizer=adam --lr=1e-4 ;;
  mlp1024) echo --model=mlp --layers=4 --width=1024 --batch=16 --bias=false \
    --optimizer=adam --lr=1e-4 ;;
  transformer) echo --model=transformer --layers=2 --d-model=128 \
    --optimizer=adamw --lr=1e-4 ;;
  *) echo "unknown model $1" >&2; exit 2 ;;
  esac
}
int_range() { [ "$1" = transformer ] && echo --int-range=64 || true; }

echo "peak bytes per rank, measured (fsdp-run) and predicted (fsdp-report);" \
  "$steps steps; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-12s %5s %-10s %12s %12s %9s %9s\n" model ranks variant measured \
  predicted /blocking /ddp
for model in $models; do
  for ranks in $ranks_list; do
    dir=$out/$model-$ranks
    mkdir -p "$dir"
    # shellcheck disable=SC2046
    "$bin/fsdp-gen" $(gen_args "$model") --grid-size="$ranks" -o "$dir/ddp.mlir"
    opt() { "$bin/fsdp-opt" "$dir/ddp.mlir" "$@"; }
    opt --fsdp-pipeline="schedule=false" -o "$dir/blocking.mlir"
    opt --fsdp-pipeline -o "$dir/default.mlir"
    opt --fsdp-pipeline="memory-budget=unlimited" -o "$dir/unbounded.mlir"
    declare -A measured=()
    for variant in ddp blocking default unbounded; do
      # shellcheck disable=SC2046
      $mpirun -np "$ranks" "$bin/fsdp-run" "$dir/$variant.mlir" \
        --steps="$steps" --quiet --opt-level=0 $(int_range "$model") \
        --summary-json="$dir/$variant-run.json" >/dev/null
      # The measured peak (--summary-json's peak_bytes).
      measured[$variant]=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["peak_bytes"])' "$dir/$variant-run.json")
      "$bin/fsdp-opt" "$dir/$variant.mlir" \
        --fsdp-report="output=$dir/$variant-report.json" -o /dev/null
      predicted=$(python3 -c "import json,sys; \
print(json.load(open(sys.argv[1]))['functions'][0]['memory']['predicted_peak_bytes'])" \
        "$dir/$variant-report.json")
      python3 -c "import sys; m,p,b,d=(float(x) for x in sys.argv[4:8]); \
print('%-12s %5s %-10s %12d %12d %9.3f %9.3f' % (sys.argv[1], sys.argv[2], \
sys.argv[3], m, p, m/b if b else 0, m/d if d else 0))" "$model" "$ranks" \
        "$variant" "${measured[$variant]}" "$predicted" \
        "${measured[blocking]:-0}" "${measured[ddp]}"
    done
  done
done
echo "targets: default/blocking <= 1.10; full-shard/ddp <= 1/N + 0.1" \
  "(mlp512: 0.60 on 2 ranks, 0.35 on 4)"
