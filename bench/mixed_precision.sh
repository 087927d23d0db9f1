#!/usr/bin/env bash
# Mixed precision (fsdp-pipeline param-dtype / reduce-dtype) against the f32
# full-shard step: an fsdp-gen MLP with Adam trained by fsdp-run under mpirun
# from the same seeded state and inputs. Prints, per policy, the bytes each
# rank sends per step by collective kind (fsdp-run's counters; fsdp-report's
# static count in brackets), the mean step time, and the largest relative
# deviation of its losses from the f32 run's.
#
# usage: bench/mixed_precision.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 LAYERS=4 WIDTH=1024 BATCH=16 STEPS=5 OUT=/tmp/fsdp-mp-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-2}
layers=${LAYERS:-4}
width=${WIDTH:-1024}
batch=${BATCH:-16}
steps=${STEPS:-5}
out=${OUT:-/tmp/fsdp-mp-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

"$bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --optimizer=adam --lr=1e-3 --grid-size="$ranks" \
  -o "$out/ddp.mlir"
echo "MLP: $layers layers of ${width}x${width}, Adam, batch $batch per rank," \
  "$ranks ranks, $steps steps, full-shard"

declare -A losses
printf '%-22s %14s %16s %10s %11s %9s\n' policy all_gather reduce_scatter \
  all_reduce step_ms loss_dev
for policy in f32:f32 bf16:f32 bf16:bf16; do
  p=${policy%%:*} r=${policy##*:}
  step=$out/step-$p-$r.mlir
  "$bin/fsdp-opt" "$out/ddp.mlir" \
    --fsdp-pipeline="param-dtype=$p reduce-dtype=$r" -o "$step"
  report=$("$bin/fsdp-opt" "$step" --fsdp-report -o /dev/null)
  static() {
    python3 -c 'import json,sys; c=json.load(sys.stdin)["functions"][0]["communication"]; print(c.get(sys.argv[1], {}).get("bytes_sent", 0))' "$1" <<<"$report"
  }
  json=$out/run-$p-$r.json
  $mpirun -np "$ranks" "$bin/fsdp-run" "$step" --steps="$steps" --quiet \
    --summary-json="$json" >/dev/null
  # A figure of the run's summary (a time to 0.001 ms).
  field() {
    python3 -c 'import json, sys; v = json.load(open(sys.argv[1]))[sys.argv[2]]
print(v if isinstance(v, int) else "%.3f" % v)' "$json" "$1"
  }
  losses[$policy]=$(python3 -c 'import json, sys
print(" ".join("%.9g" % (s["loss"] if s["loss"] is not None else float("nan"))
               for s in json.load(open(sys.argv[1]))["per_step"]))' "$json")
  # The largest relative deviation of its losses from the f32 run's.
  dev=$(python3 -c 'import json, sys
a, b = ([s["loss"] for s in json.load(open(f))["per_step"]] for f in sys.argv[1:])
print("%.2e" % max(abs(x - y) / abs(y) if None not in (x, y) else float("nan")
                   for x, y in zip(a, b)))' "$json" "$out/run-f32-f32.json")
  printf '%-22s %14s %16s %10s %11s %9s\n' "param=$p reduce=$r" \
    "$(field all_gather_bytes_per_step) [$(static all_gather)]" \
    "$(field reduce_scatter_bytes_per_step) [$(static reduce_scatter)]" \
    "$(field all_reduce_bytes_per_step)" "$(field mean_time_ms)" "$dev"
done
for policy in f32:f32 bf16:f32 bf16:bf16; do
  echo "losses $policy: ${losses[$policy]}"
done
