#!/usr/bin/env bash
# The main job on the bundled example: build if needed, then show the DDP
# training step and what fsdp-opt makes of it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/build.sh fsdp-opt >/dev/null

example=examples/mlp_sgd.mlir
echo "=== $example: the DDP step, parsed and verified by fsdp-opt ==="
build/bin/fsdp-opt "$example"
