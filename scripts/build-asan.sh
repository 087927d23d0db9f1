#!/usr/bin/env bash
# Configures (once) and builds the sanitized tree into build-asan/: clang 22,
# -DFSDP_SANITIZE=address,undefined on every target (libraries, tools,
# runtime, tests) and -DFSDP_FUZZ=ON (the libFuzzer targets of fuzz/ and
# coverage instrumentation for them). Used by scripts/test-sanitized.sh and
# scripts/fuzz.sh; needs clang-22 and libclang-rt-22-dev
# (scripts/install-deps.sh).
#   scripts/build-asan.sh [ninja targets...]
set -euo pipefail
cd "$(dirname "$0")/.."

llvm=/usr/lib/llvm-22
if [ ! -f build-asan/build.ninja ]; then
  CC=$llvm/bin/clang CXX=$llvm/bin/clang++ cmake -G Ninja -S . -B build-asan \
    -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=$llvm/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=$llvm/bin/lit \
    -DFSDP_SANITIZE=address,undefined \
    -DFSDP_FUZZ=ON
fi
ninja -C build-asan "$@"
