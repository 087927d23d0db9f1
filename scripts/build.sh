#!/usr/bin/env bash
# Configures (once) and builds fsdp-mlir into build/.
set -euo pipefail
cd "$(dirname "$0")/.."

llvm=/usr/lib/llvm-22
if [ ! -f build/build.ninja ]; then
  cmake -G Ninja -S . -B build \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit \
    ${FSDP_FRONTEND_PYTHON:+-DFSDP_FRONTEND_PYTHON=$FSDP_FRONTEND_PYTHON}
fi
ninja -C build "$@"
