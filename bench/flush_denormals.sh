#!/usr/bin/env bash
# What does --flush-denormals buy a model whose values underflow? The deep
# ReLU MLP (LAYERS layers of WIDTH x WIDTH, no biases, Adam; fsdp-run's
# initial weights uniform in +-1/sqrt(fan_in)) shrinks its activations layer
# after layer until they are subnormal floats, then zero. fsdp-pipeline's
# default step on RANKS ranks, trained STEPS steps by fsdp-run without and
# with --flush-denormals, in ROUNDS alternating rounds. Prints per run the
# median step time (all STEPS step= lines, the maximum over the ranks),
# the final loss, and whether the final states are bitwise equal.
#
# usage: bench/flush_denormals.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 LAYERS=200 WIDTH=256 BATCH=8 STEPS=10 ROUNDS=2
#        OUT=/tmp/fsdp-flush-bench RUN_ARGS= (extra fsdp-run options)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-2}
layers=${LAYERS:-200}
width=${WIDTH:-256}
batch=${BATCH:-8}
steps=${STEPS:-10}
rounds=${ROUNDS:-2}
out=${OUT:-/tmp/fsdp-flush-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
run_args=${RUN_ARGS:-}
python=${PYTHON:-python3}
mkdir -p "$out"

"$bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --bias=false --optimizer=adam --grid-size="$ranks" \
  -o "$out/ddp.mlir"
"$bin/fsdp-opt" "$out/ddp.mlir" --fsdp-pipeline -o "$out/step.mlir"
echo "MLP: $layers layers of ${width}x${width}, ReLU, no biases, Adam," \
  "batch $batch per rank, $ranks ranks, $steps steps, $rounds rounds"

printf "%-6s %-6s %6s %14s %14s %14s\n" round mode load median_ms \
  final_loss mean_ms
for round in $(seq "$rounds"); do
  for mode in ieee flush; do
    flag=""
    [ "$mode" = flush ] && flag=--flush-denormals
    load=$(cut -d' ' -f1 /proc/loadavg)
    rm -rf "$out/state-$mode"
    $mpirun -np "$ranks" "$bin/fsdp-run" "$out/step.mlir" --steps="$steps" \
      $flag $run_args --dump-state="$out/state-$mode" \
      --summary-json="$out/run-$mode.json" >"$out/run-$mode.txt"
    "$python" - "$out/run-$mode.json" "$round" "$mode" "$load" <<'PY'
import json, statistics, sys
summary = json.load(open(sys.argv[1]))
times = [s["time_ms"] for s in summary["per_step"]]
print("%-6s %-6s %6s %14.1f %14.9g %14.3f" % (sys.argv[2], sys.argv[3],
      sys.argv[4], statistics.median(times), summary["final_loss"],
      summary["mean_time_ms"]))
PY
  done
  "$python" - "$out/state-ieee" "$out/state-flush" <<'PY'
import os, sys
import numpy as np
a, b = sys.argv[1:3]
names = sorted(os.listdir(a))
same = sum(np.load(os.path.join(a, n)).tobytes() ==
           np.load(os.path.join(b, n)).tobytes() for n in names)
print("       final states: %d/%d arguments bitwise equal" % (same, len(names)))
PY
done
