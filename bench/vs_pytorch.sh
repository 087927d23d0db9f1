#!/usr/bin/env bash
# fsdp-run against PyTorch on the same models, same shapes, same optimizer,
# same per-rank batch, N ranks of one thread each (gloo for PyTorch, MPI for
# fsdp-run), interleaved in one run:
#   mlp: 4 linear layers of 1024x1024 (no bias), relu, mse, Adam, batch 64/rank
#   gpt: 4 pre-norm decoder blocks, d 512, 8 heads, seq 256, vocab 1024, tied
#        embeddings, cross-entropy, Adam, batch BATCH_GPT/rank
# PyTorch DDP (DistributedDataParallel) and FSDP2 (fully_shard per layer or
# block and on the root) against the fsdp-gen DDP step and its
# fsdp-pipeline="strategy=full-shard" rewrite. Each figure is the median over
# steps 2..STEPS of the slowest rank's step time; the ratio is
# fsdp-run / PyTorch (below 1: fsdp-run is faster). Prints the load average
# before and after, since the machine is shared.
#
# usage: bench/vs_pytorch.sh [BIN_DIR]     (default build/bin)
# env:   PYTHON (default ~/.cache/fsdp-mlir/venv/bin/python) RANKS=2 STEPS=8
#        ROUNDS=1 MODELS="mlp gpt" BATCH_GPT=2 THREADS=1
#        OUT=/tmp/fsdp-vs-pytorch
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
python=${PYTHON:-$HOME/.cache/fsdp-mlir/venv/bin/python}
ranks=${RANKS:-2}
steps=${STEPS:-8}
rounds=${ROUNDS:-1}
models=${MODELS:-mlp gpt}
batch_gpt=${BATCH_GPT:-2}
threads=${THREADS:-1}
out=${OUT:-/tmp/fsdp-vs-pytorch}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

if ! "$python" -c 'import torch, torch.distributed.fsdp' 2>/dev/null; then
  echo "vs_pytorch.sh: no PyTorch (with torch.distributed.fsdp) at $python;" \
    "create the project's Python environment ~/.cache/fsdp-mlir/venv or set" \
    "PYTHON to an interpreter that has torch" >&2
  exit 1
fi

gen_args() {
  case $1 in
  mlp) echo --model=mlp --layers=4 --width=1024 --batch=64 --bias=false \
    --loss=mse --optimizer=adam --lr=1e-4 ;;
  gpt) echo --model=transformer --layers=4 --d-model=512 --heads=8 \
    --seq=256 --vocab=1024 --batch="$batch_gpt" --optimizer=adam --lr=1e-4 ;;
  esac
}
torch_args() {
  case $1 in
  mlp) echo --model mlp --layers 4 --width 1024 --batch 64 ;;
  gpt) echo --model gpt --layers 4 --d-model 512 --heads 8 --seq 256 \
    --vocab 1024 --batch "$batch_gpt" ;;
  esac
}
run_args() {
  case $1 in
  gpt) echo --int-range=0:1024 ;;
  esac
}

for model in $models; do
  # shellcheck disable=SC2046
  "$bin/fsdp-gen" $(gen_args "$model") --grid-size="$ranks" \
    -o "$out/$model-ddp.mlir"
  "$bin/fsdp-opt" "$out/$model-ddp.mlir" \
    --fsdp-pipeline="strategy=full-shard" -o "$out/$model-fsdp.mlir"
done

# Median over steps 2..K of fsdp-run's per-step time (already the maximum
# over the ranks), and its JIT time, from its --summary-json file.
fsdp_median() {
  python3 -c '
import json, statistics, sys
t = [s["time_ms"] for s in json.load(open(sys.argv[1]))["per_step"]]
print("%.3f" % statistics.median(t[1:] if len(t) > 1 else t))' "$1"
}
fsdp_jit() {
  python3 -c '
import json, sys
print("%.3f" % json.load(open(sys.argv[1]))["jit_s"])' "$1"
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A torch_ms fsdp_ms
for round in $(seq 1 "$rounds"); do
  for model in $models; do
    for strategy in ddp fsdp; do
      # shellcheck disable=SC2046
      line=$("$python" bench/vs_pytorch.py $(torch_args "$model") \
        --strategy "$strategy" --ranks "$ranks" --threads "$threads" \
        --steps "$steps")
      t=$(sed -n 's/.*median_ms=\([^ ]*\).*/\1/p' <<<"$line")
      # shellcheck disable=SC2046
      $mpirun -np "$ranks" "$bin/fsdp-run" "$out/$model-$strategy.mlir" \
        --steps="$steps" --threads="$threads" $(run_args "$model") \
        --summary-json="$out/$model-$strategy.json" \
        >"$out/$model-$strategy.log"
      f=$(fsdp_median "$out/$model-$strategy.json")
      jit=$(fsdp_jit "$out/$model-$strategy.json")
      echo "round $round $model $strategy: pytorch ${t} ms, fsdp-run ${f} ms" \
        "(JIT ${jit} s, not in the step time)"
      torch_ms[$round,$model,$strategy]=$t
      fsdp_ms[$round,$model,$strategy]=$f
    done
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"

echo
printf "%-6s %-5s %-9s %14s %14s %8s\n" round model strategy "pytorch ms" \
  "fsdp-run ms" ratio
for round in $(seq 1 "$rounds"); do
  for model in $models; do
    for strategy in ddp fsdp; do
      t=${torch_ms[$round,$model,$strategy]}
      f=${fsdp_ms[$round,$model,$strategy]}
      printf "%-6s %-5s %-9s %14s %14s %8s\n" "$round" "$model" \
        "$([ "$strategy" = fsdp ] && echo "fsdp/FSDP2" || echo ddp)" "$t" "$f" \
        "$(python3 -c "print('%.2f' % ($f / $t))")"
    done
  done
done
