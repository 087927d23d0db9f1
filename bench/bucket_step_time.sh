#!/usr/bin/env bash
# What does bucketing buy a model of many small parameters? A deep, narrow
# MLP (LAYERS layers of WIDTH x WIDTH, Adam) trained on RANKS ranks by
# fsdp-run as the full-shard step of fsdp-pipeline, with and without
# fsdp-bucket (BUCKET_BYTES per bucket), each blocking and scheduled
# (fsdp-async + fsdp-schedule, cpu-2core profile). Prints the number of
# collectives per step, the step time, and the ratios bucketed/unbucketed.
#
# usage: bench/bucket_step_time.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 LAYERS=200 WIDTH=256 BATCH=8 STEPS=3 BUCKET_BYTES=4194304
#        (BUCKET_BYTES=auto: the size the profile gives, the pipeline's default)
#        OUT=/tmp/fsdp-bucket-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-2}
layers=${LAYERS:-200}
width=${WIDTH:-256}
batch=${BATCH:-8}
steps=${STEPS:-3}
bucket=${BUCKET_BYTES:-4194304}
out=${OUT:-/tmp/fsdp-bucket-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
# The step of 200 layers is one huge function: LLVM -O2 takes over 10 minutes
# to JIT it here, -O0 a fraction of that.
run_args=${RUN_ARGS:---opt-level=0}
mkdir -p "$out"

"$bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --bias=false --optimizer=adam --lr=1e-4 \
  --grid-size="$ranks" -o "$out/ddp.mlir"
opt() {
  "$bin/fsdp-opt" "$out/ddp.mlir" \
    --fsdp-pipeline="strategy=full-shard schedule=false bucket-bytes=0" "$@"
}
opt -o "$out/plain.mlir"
opt --fsdp-bucket="bucket-bytes=$bucket" -o "$out/bucketed.mlir"
opt --fsdp-async --fsdp-schedule=profile=cpu-2core -o "$out/plain-scheduled.mlir"
opt --fsdp-bucket="bucket-bytes=$bucket" --fsdp-async \
  --fsdp-schedule=profile=cpu-2core -o "$out/bucketed-scheduled.mlir"
echo "MLP: $layers layers of ${width}x${width} (many small parameters), Adam," \
  "batch $batch per rank, $ranks ranks, $steps steps, buckets of $bucket bytes;" \
  "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"

declare -A time
printf "%-20s %12s %10s\n" variant collectives step_ms
for variant in plain bucketed plain-scheduled bucketed-scheduled; do
  n=$(grep -cE 'fsdp\.(all_gather|reduce_scatter|all_reduce)(_start)? ' \
    "$out/$variant.mlir" || true)
  # shellcheck disable=SC2086
  $mpirun -np "$ranks" "$bin/fsdp-run" "$out/$variant.mlir" \
    --steps="$steps" --quiet $run_args \
    --summary-json="$out/$variant.json" >/dev/null
  # Its mean step time (--summary-json's), to 0.001 ms.
  time[$variant]=$(python3 -c 'import json, sys
print("%.3f" % json.load(open(sys.argv[1]))["mean_time_ms"])' \
    "$out/$variant.json")
  printf "%-20s %12s %10s\n" "$variant" "$n" "${time[$variant]}"
done
python3 - "${time[plain]}" "${time[bucketed]}" "${time[plain-scheduled]}" \
  "${time[bucketed-scheduled]}" <<'PY'
import sys
p, b, ps, bs = (float(x) for x in sys.argv[1:5])
print("bucketed/unbucketed (blocking)  = %.3f" % (b / p))
print("bucketed/unbucketed (scheduled) = %.3f" % (bs / ps))
PY
