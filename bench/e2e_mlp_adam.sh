#!/usr/bin/env bash
# End-to-end figures of DDP vs FSDP on a real runtime: an MLP of >= 50M
# parameters trained with Adam by fsdp-run under mpirun, as DDP and as its
# fsdp-pipeline rewrites (shard-grad-op = ZeRO-2, full-shard = ZeRO-3).
# Prints, per strategy, the bytes each rank sends per step against the
# formulas (DDP and ZeRO-2: 2(N-1)/N*P*b, ZeRO-3: 3(N-1)/N*P*b), the peak of
# the runtime's tracked allocator (every buffer of the step and the runner's
# state and inputs) and the step time, then the ratios to DDP.
#
# usage: bench/e2e_mlp_adam.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 LAYERS=8 WIDTH=2560 BATCH=8 STEPS=2 OUT=/tmp/fsdp-e2e-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-2}
layers=${LAYERS:-8}
width=${WIDTH:-2560}
batch=${BATCH:-8}
steps=${STEPS:-2}
out=${OUT:-/tmp/fsdp-e2e-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

gen_args=(--model=mlp --layers="$layers" --width="$width" --batch="$batch"
  --bias=false --optimizer=adam --lr=1e-4 --grid-size="$ranks")
"$bin/fsdp-gen" "${gen_args[@]}" -o "$out/ddp.mlir"
params=$("$bin/fsdp-gen" "${gen_args[@]}" --list-args |
  awk '$2 == "param" { n = 1; k = split($4, s, "x"); for (i = 1; i <= k; i++) n *= s[i]; p += n } END { print p }')
echo "MLP: $layers layers of ${width}x${width}, P = $params parameters (f32), Adam," \
  "batch $batch per rank, $ranks ranks, $steps steps"

declare -A bytes peak time
for strategy in ddp shard-grad-op full-shard; do
  step=$out/ddp.mlir
  if [ "$strategy" != ddp ]; then
    step=$out/$strategy.mlir
    "$bin/fsdp-opt" "$out/ddp.mlir" --fsdp-pipeline="strategy=$strategy" \
      -o "$step" 2>/dev/null
  fi
  json=$out/$strategy.json
  $mpirun -np "$ranks" "$bin/fsdp-run" "$step" --steps="$steps" \
    --quiet --summary-json="$json" >/dev/null
  # Its bytes per step, peak bytes and mean step time (to 0.001 ms), and its
  # summary as key=value pairs, from --summary-json.
  read -r bytes[$strategy] peak[$strategy] time[$strategy] summary \
    < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
s.pop("per_step")
fmt = lambda k, v: (v if isinstance(v, int) else "null" if v is None
                    else "%.9g" % v if k == "final_loss" else "%.3f" % v)
print(s["comm_bytes_per_step"], s["peak_bytes"], "%.3f" % s["mean_time_ms"],
      " ".join("%s=%s" % (k, fmt(k, v)) for k, v in s.items()))' "$json")
  echo "$strategy: $summary"
done

python3 - "$params" "$ranks" "${bytes[ddp]}" "${bytes[shard-grad-op]}" \
  "${bytes[full-shard]}" "${peak[ddp]}" "${peak[shard-grad-op]}" \
  "${peak[full-shard]}" "${time[ddp]}" "${time[shard-grad-op]}" \
  "${time[full-shard]}" <<'PY'
import sys
p, n = int(sys.argv[1]), int(sys.argv[2])
b = [int(x) for x in sys.argv[3:6]]
peak = [int(x) for x in sys.argv[6:9]]
t = [float(x) for x in sys.argv[9:12]]
formula = [2 * (n - 1) / n * p * 4, 2 * (n - 1) / n * p * 4,
           3 * (n - 1) / n * p * 4]
print()
print("%-14s %16s %16s %8s %14s %10s" % ("strategy", "bytes/rank/step",
      "formula", "ratio", "peak bytes", "step ms"))
for name, bb, f, pk, tt in zip(["ddp", "shard-grad-op", "full-shard"], b,
                               formula, peak, t):
    print("%-14s %16d %16d %8.4f %14d %10.1f" % (name, bb, f, bb / f, pk, tt))
print()
print("peak full-shard/ddp    = %.3f (target <= 1/N + 0.1 = %.3f)"
      % (peak[2] / peak[0], 1 / n + 0.1))
print("peak shard-grad-op/ddp = %.3f" % (peak[1] / peak[0]))
print("step time full-shard/ddp = %.3f, shard-grad-op/ddp = %.3f"
      % (t[2] / t[0], t[1] / t[0]))
PY
