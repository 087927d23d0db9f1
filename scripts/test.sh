#!/usr/bin/env bash
# The whole test suite on a fresh machine: install, build, then ctest (the lit
# suite, the runtime's unit tests, the end-to-end runs under mpirun and the
# PyTorch/JAX frontend tests), the sanitized build's ctest and fuzzing smoke
# (scripts/test-sanitized.sh), the formatting check and the Python lint and
# type check (scripts/check-python.sh). All run; the script fails if any does.
set -uo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh || exit 1
# The frontend tests run in the environment install-python.sh made.
python=$(scripts/install-python.sh --print-python)
if [ -f build/build.ninja ]; then
  cmake -B build -DFSDP_FRONTEND_PYTHON="$python" >/dev/null || exit 1
fi
FSDP_FRONTEND_PYTHON="$python" scripts/build.sh all mlir-doc || exit 1
status=0
# Two tests at a time, the longest first (their COST, test/CMakeLists.txt):
# a frontend suite's export leaves a core idle most of the time.
ctest --test-dir build --output-on-failure -j2 "$@" || status=1
# The same tests again under ASan and UBSan, and a libFuzzer smoke.
scripts/test-sanitized.sh "$@" || status=1
scripts/check-format.sh || status=1
scripts/check-python.sh || status=1
exit $status
