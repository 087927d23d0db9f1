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
  log=$($mpirun -np "$ranks" "$bin/fsdp-run" "$step" --steps="$steps")
  summary=$(grep '^summary:' <<<"$log")
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$summary"; }
  losses[$policy]=$(sed -n 's/^step=[0-9]* loss=\([^ ]*\).*/\1/p' <<<"$log" | tr '\n' ' ')
  dev=$(python3 -c 'import sys; a=[float(x) for x in sys.argv[1].split()]; b=[float(x) for x in sys.argv[2].split()]; print("%.2e" % max(abs(x-y)/abs(y) for x, y in zip(a, b)))' \
    "${losses[$policy]}" "${losses[f32:f32]}")
  printf '%-22s %14s %16s %10s %11s %9s\n' "param=$p reduce=$r" \
    "$(field all_gather_bytes_per_step) [$(static all_gather)]" \
    "$(field reduce_scatter_bytes_per_step) [$(static reduce_scatter)]" \
    "$(field all_reduce_bytes_per_step)" "$(field mean_time_ms)" "$dev"
done
for policy in f32:f32 bf16:f32 bf16:bf16; do
  echo "losses $policy: ${losses[$policy]}"
done
