#!/usr/bin/env bash
# Times fsdp-gen on large steps (best of N runs, wall clock, output written to
# a file): a 1000-layer MLP and 96-layer transformers.
# usage: bench/gen_time.sh [FSDP_GEN] [RUNS]   (defaults: build/bin/fsdp-gen, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
gen=${1:-build/bin/fsdp-gen}
runs=${2:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

bench() {
  local label=$1
  shift
  local best=""
  for _ in $(seq "$runs"); do
    local start end t
    start=$(date +%s.%N)
    "$gen" "$@" -o "$tmp/out.mlir"
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then
      best=$t
    fi
  done
  local bytes ops
  bytes=$(stat -c %s "$tmp/out.mlir")
  ops=$(grep -c ' = \| linalg.yield\|return ' "$tmp/out.mlir" || true)
  printf '%-44s %7.3f s %9.1f MB %9d lines-with-ops\n' "$label" "$best" \
    "$(echo "$bytes / 1000000" | bc -l)" "$ops"
}

printf '%-44s %9s %12s\n' "step" "time" "output"
bench "mlp 1000 layers w1024 sgd" \
  --model=mlp --layers=1000 --width=1024 --batch=32 --optimizer=sgd
bench "mlp 1000 layers w1024 adamw+clip" \
  --model=mlp --layers=1000 --width=1024 --batch=32 --optimizer=adamw \
  --weight-decay=0.01 --clip-grad-norm=1
bench "mlp 1000 layers w1024 adamw+clip bf16" \
  --model=mlp --layers=1000 --width=1024 --batch=32 --optimizer=adamw \
  --clip-grad-norm=1 --dtype=bf16
bench "transformer 96 layers d1024 sgd" \
  --model=transformer --layers=96 --d-model=1024 --heads=16 --seq=1024 \
  --vocab=50304 --optimizer=sgd
bench "transformer 96 layers d12288 adamw+clip" \
  --model=transformer --layers=96 --d-model=12288 --heads=96 --seq=2048 \
  --vocab=50304 --optimizer=adamw --weight-decay=0.1 --clip-grad-norm=1
bench "transformer 96 layers d12288 adamw+clip bf16" \
  --model=transformer --layers=96 --d-model=12288 --heads=96 --seq=2048 \
  --vocab=50304 --optimizer=adamw --clip-grad-norm=1 --dtype=bf16
