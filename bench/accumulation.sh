#!/usr/bin/env bash
# Gradient accumulation at one global batch: what each gradient-sync mode
# costs, beside PyTorch's. The GPT of bench/vs_pytorch.sh (4 pre-norm
# decoder blocks, d 512, 8 heads, seq 256, vocab 1024, tied embeddings,
# Adam), full shard on RANKS ranks, BATCH rows per rank and step:
#   fsdp K=1          the step of BATCH rows, --fsdp-pipeline
#   fsdp K=k last|each  the step of BATCH/k rows, --fsdp-pipeline=
#                     "microbatches=k gradient-sync=last|each" (k in KS):
#                     full shard, the parameters gathered inside the loop
#                     for each microbatch
#   fsdp K=k last sgo   the same with strategy=shard-grad-op: gathered once
#                     before the loop, alive through it
#   torch K=k last|each FSDP2 (fully_shard per block and on the root, gloo)
#                     over k microbatches of BATCH/k rows, the gradients
#                     reduced after the last only (set_requires_gradient_sync)
#                     or after each (bench/vs_pytorch.py --microbatches)
# Per variant: the mean step time (fsdp-run's mean_time_ms; PyTorch: the
# mean over the same number of timed steps, each the slowest rank's), the
# peak bytes per rank (fsdp-run's peak_bytes; PyTorch: its live tensor
# storages, see bench/vs_pytorch.py), fsdp's predicted peak, and the bytes
# one rank sends per step (fsdp-run's counters) next to the ring-model
# theory for this project's schedule: with P the parameter bytes and
# f = (N-1)/N, K=1 gathers every parameter before each use (forward and
# backward) and reduce-scatters once, 3 f P; K=k gathers so in every
# microbatch and reduce-scatters once (last) or every microbatch (each):
# (2k+1) f P or 3k f P; shard-grad-op gathers once for the loop: 2 f P
# with last; the loss's all-reduce 2 f 4 bytes per reduction (once, or k
# times with each). Prints the load average before and after: step times
# are noisy on a shared machine (peaks and bytes are not).
#
# usage: bench/accumulation.sh [BIN_DIR]     (default build/bin)
# env:   PYTHON (default ~/.cache/fsdp-mlir/venv/bin/python) RANKS=2 STEPS=3
#        BATCH=8 KS="4 8" THREADS=1 TORCH=1 (0: fsdp only)
#        OUT=/tmp/fsdp-accumulation-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
python=${PYTHON:-$HOME/.cache/fsdp-mlir/venv/bin/python}
ranks=${RANKS:-2}
steps=${STEPS:-3}
batch=${BATCH:-8}
ks=${KS:-4 8}
threads=${THREADS:-1}
torch=${TORCH:-1}
out=${OUT:-/tmp/fsdp-accumulation-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"
model=(--layers=4 --d-model=512 --heads=8 --seq=256 --vocab=1024)

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-22s %10s %12s %12s %14s %14s\n" variant time_ms peak_bytes \
  predicted bytes_sent theory

# fsdp NAME ROWS K MODE [STRATEGY]: generate the step for ROWS rows,
# compile it with K microbatches in MODE, run it; one row of the table.
fsdp() {
  local name=$1 rows=$2 k=$3 mode=$4 strategy=${5:-full-shard} options=""
  "$bin/fsdp-gen" --model=transformer "${model[@]}" --optimizer=adam \
    --lr=1e-4 --batch="$rows" --grid-size="$ranks" -o "$out/$name-ddp.mlir"
  [ "$k" -gt 1 ] &&
    options="=microbatches=$k gradient-sync=$mode strategy=$strategy"
  "$bin/fsdp-opt" "$out/$name-ddp.mlir" "--fsdp-pipeline$options" \
    -o "$out/$name.mlir"
  $mpirun -np "$ranks" "$bin/fsdp-run" "$out/$name.mlir" --steps="$steps" \
    --quiet --threads="$threads" --int-range=0:1024 \
    --summary-json="$out/$name.json" >"$out/$name.log"
  "$bin/fsdp-opt" "$out/$name.mlir" --fsdp-report="output=$out/$name-report.json" \
    -o /dev/null
  python3 - "$out/$name.json" "$out/$name-report.json" "$name" "$k" "$mode" \
    "$ranks" "$strategy" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))["functions"][0]
name, k, mode, n = sys.argv[3], int(sys.argv[4]), sys.argv[5], int(sys.argv[6])
strategy = sys.argv[7]
# Parameter bytes: the shards the step's compute reads, times the group.
p = report["memory"]["parameter_bytes"] * n
f = (n - 1) / n
if k == 1:
    theory = 3 * f * p + 2 * f * 4
elif strategy == "shard-grad-op":
    theory = (2 if mode == "last" else 1 + k) * f * p + \
        (1 if mode == "last" else k) * 2 * f * 4
elif mode == "last":
    theory = (2 * k + 1) * f * p + 2 * f * 4
else:
    theory = 3 * k * f * p + k * 2 * f * 4
print("%-22s %10.1f %12d %12d %14d %14d" % (
    "fsdp " + name, run["mean_time_ms"], run["peak_bytes"],
    run["predicted_peak_bytes"], run["comm_bytes_per_step"], theory))
PY
}

# torch K MODE: FSDP2 over K microbatches; one row of the table.
torch_row() {
  local k=$1 mode=$2 line
  line=$("$python" bench/vs_pytorch.py --model gpt --layers 4 --d-model 512 \
    --heads 8 --seq 256 --vocab 1024 --batch "$batch" --strategy fsdp \
    --ranks "$ranks" --threads "$threads" --steps "$steps" \
    --microbatches "$k" --gradient-sync "$mode" 2>"$out/torch-$k-$mode.err")
  printf "%-22s %10s %12s %12s %14s %14s\n" "torch K=$k $mode" \
    "$(sed -n 's/.* mean_ms=\([^ ]*\).*/\1/p' <<<"$line")" \
    "$(sed -n 's/.* peak_bytes=\([^ ]*\).*/\1/p' <<<"$line")" - - -
}

fsdp "K=1" "$batch" 1 -
for k in $ks; do
  if [ $((batch % k)) -ne 0 ]; then
    echo "accumulation.sh: BATCH=$batch does not split into $k" >&2
    exit 1
  fi
  for mode in last each; do
    fsdp "K=$k-$mode" $((batch / k)) "$k" "$mode"
  done
  fsdp "K=$k-last-sgo" $((batch / k)) "$k" last shard-grad-op
done
if [ "$torch" = 1 ]; then
  if ! "$python" -c 'import torch, torch.distributed.fsdp' 2>/dev/null; then
    echo "accumulation.sh: no PyTorch at $python (TORCH=0 skips it)" >&2
    exit 1
  fi
  torch_row 1 last
  for k in $ks; do
    for mode in last each; do
      torch_row "$k" "$mode"
    done
  done
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
