#!/usr/bin/env bash
# Runs a generated step that has a test main (fsdp-gen --grid-size=1
# --emit-test-main or --emit-fd-main), reading the module on stdin:
# canonicalize (folds the single-rank collectives away), drop the grid,
# lower tensors to LLVM with upstream passes, and JIT @main with mlir-runner.
#
# With a third argument, the path of libfsdp_rt.so, the step is lowered by
# the project's own pipeline instead (fsdp-lower-to-llvm: contractions on the
# runtime's BLAS, kernels outlined), and mlir-runner loads the runtime.
#
# usage: run-step.sh FSDP_BIN_DIR LLVM_BIN_DIR [LIBFSDP_RT] < step.mlir
set -euo pipefail
fsdp_bin=$1
llvm_bin=$2
runtime_lib=${3:-}
llvm_lib=$(cd "$llvm_bin/../lib" && pwd)

if [ -n "$runtime_lib" ]; then
  "$fsdp_bin/fsdp-opt" --canonicalize |
    grep -v '^ *shard.grid ' |
    "$fsdp_bin/fsdp-opt" --fsdp-lower-to-llvm |
    "$llvm_bin/mlir-runner" -e main -entry-point-result=void \
      -shared-libs="$runtime_lib,$llvm_lib/libmlir_c_runner_utils.so,$llvm_lib/libmlir_runner_utils.so"
  exit
fi

"$fsdp_bin/fsdp-opt" --canonicalize |
  grep -v '^ *shard.grid ' |
  "$llvm_bin/mlir-opt" \
    --convert-elementwise-to-linalg \
    --one-shot-bufferize="bufferize-function-boundaries" \
    --convert-linalg-to-loops --convert-scf-to-cf \
    --expand-strided-metadata --lower-affine --finalize-memref-to-llvm \
    --convert-math-to-llvm --convert-math-to-libm \
    --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm \
    --reconcile-unrealized-casts |
  "$llvm_bin/mlir-runner" -e main -entry-point-result=void \
    -shared-libs="$llvm_lib/libmlir_c_runner_utils.so,$llvm_lib/libmlir_runner_utils.so"
