#!/usr/bin/env bash
# Generates a DDP step, rewrites it with fsdp-pipeline under full-shard and
# shard-grad-op, checks the structure of each result and that it bufferizes
# with the fsdp ops in place.
#
# Usage: check_whole_step.sh FSDP-GEN FSDP-OPT PYTHON TMPDIR -- GEN-ARGS...
set -euo pipefail
gen=$1 opt=$2 python=$3 tmp=$4
shift 5
here=$(dirname "$0")

mkdir -p "$tmp"
"$gen" "$@" > "$tmp/ddp.mlir"
for strategy in full-shard shard-grad-op; do
  # The structure (one collective per parameter) is checked on blocking,
  # unbucketed collectives; the default step (scheduled under the host
  # profile) must bufferize too.
  "$opt" "$tmp/ddp.mlir" --fsdp-pipeline="strategy=$strategy schedule=false bucket-bytes=0" \
    -o "$tmp/$strategy.mlir"
  "$opt" "$tmp/ddp.mlir" --fsdp-pipeline="strategy=$strategy" \
    --convert-elementwise-to-linalg \
    --one-shot-bufferize="bufferize-function-boundaries" \
    -o "$tmp/$strategy.scheduled.bufferized.mlir"
  "$python" "$here/check_sharded_step.py" "$tmp/ddp.mlir" \
    "$tmp/$strategy.mlir" --strategy=$strategy
  "$opt" "$tmp/$strategy.mlir" --convert-elementwise-to-linalg \
    --one-shot-bufferize="bufferize-function-boundaries" \
    -o "$tmp/$strategy.bufferized.mlir"
  grep -q "fsdp.buffer.all_gather\|shape = 1)" "$tmp/$strategy.bufferized.mlir"
done
# The checker rejects what is not sharded.
grep -q "shape = 1)" "$tmp/ddp.mlir" && exit 0
"$opt" "$tmp/ddp.mlir" --fsdp-pipeline="strategy=no-shard bucket-bytes=0" -o "$tmp/no-shard.mlir"
if "$python" "$here/check_sharded_step.py" "$tmp/ddp.mlir" "$tmp/no-shard.mlir" \
    --strategy=full-shard > /dev/null; then
  echo "check_sharded_step accepted a DDP step" >&2
  exit 1
fi
