#!/usr/bin/env bash
# Time of `fsdp-opt --fsdp-pipeline` divided by the time of plain `fsdp-opt`
# (parse + verify + print) on the same DDP step, for MLPs of 10, 100 and 1000
# layers (AdamW with clipping) and a 24-layer transformer. Target: <= 2 at
# every size (the rewrite is linear in the size of the step).
#
# fsdp-opt verifies the whole module after every pass by default, so the
# pipeline run pays for four more verifications than the plain run; the last
# column leaves those out (--verify-each=0) and isolates the rewrite itself.
#
# Usage: bench/pipeline_ratio.sh [BUILD_DIR]   (best of 5 runs each)
set -euo pipefail
build=${1:-build}
gen=$build/bin/fsdp-gen
opt=$build/bin/fsdp-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

best_of_5() {
  local best=""
  for _ in 1 2 3 4 5; do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" > /dev/null
    t1=$(date +%s.%N)
    best=$(python3 -c "import sys; a=float(sys.argv[1]); b=${best:-1e9}; print(min(a, b))" \
      "$(echo "$t1 - $t0" | bc)")
  done
  echo "$best"
}

printf "%-22s %7s %9s %9s %12s %6s %14s %6s\n" step ops bytes \
  "plain (s)" "pipeline (s)" ratio "no-verify (s)" ratio
run() {
  local name=$1
  shift
  "$gen" "$@" -o "$tmp/$name.mlir"
  local ops size plain pipeline noverify
  ops=$(grep -c " = " "$tmp/$name.mlir" || true)
  size=$(stat -c %s "$tmp/$name.mlir")
  plain=$(best_of_5 "$opt" "$tmp/$name.mlir")
  pipeline=$(best_of_5 "$opt" "$tmp/$name.mlir" --fsdp-pipeline)
  noverify=$(best_of_5 "$opt" "$tmp/$name.mlir" --fsdp-pipeline --verify-each=0)
  printf "%-22s %7s %9s %9.3f %12.3f %6.2f %14.3f %6.2f\n" "$name" "$ops" \
    "$size" "$plain" "$pipeline" "$(echo "$pipeline / $plain" | bc -l)" \
    "$noverify" "$(echo "$noverify / $plain" | bc -l)"
}

for layers in 10 100 1000; do
  run "mlp-adamw-clip-$layers" --model=mlp --layers=$layers --width=64 \
    --bias --optimizer=adamw --clip-grad-norm=1.0 --grid-size=8
done
run "transformer-24" --model=transformer --layers=24 --d-model=64 --heads=4 \
  --seq=16 --vocab=128 --optimizer=adamw --clip-grad-norm=1.0 --grid-size=8
