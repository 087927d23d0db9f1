#!/usr/bin/env bash
# The whole test suite on a fresh machine: install, build, format check, then
# ctest (the lit suite, the runtime's unit tests and the end-to-end runs).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/build.sh all mlir-doc
scripts/check-format.sh
ctest --test-dir build --output-on-failure "$@"
