#!/usr/bin/env bash
# The sanitized half of the test command (scripts/test.sh calls it): builds
# the whole tree with AddressSanitizer and UndefinedBehaviorSanitizer into
# build-asan/ (scripts/build-asan.sh: clang 22, every library, tool, the
# runtime and its tests), runs ctest there without the frontend tests (their
# PyTorch/JAX export is not project code, and the steps they run are covered
# by the lit suite), then fuzzes each libFuzzer target for FUZZ_SECONDS
# (default 30, a smoke test: scripts/fuzz.sh for longer runs; 0 skips it).
#   scripts/test-sanitized.sh [ctest args...]
# Any sanitizer report fails the test that triggered it: no recovery, leaks
# included (scripts/lsan.supp lists the few of libraries outside the
# project).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

scripts/build-asan.sh all || exit 1

# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons slabs when the
# instrumented project code allocates them, but its copy inlined into the
# uninstrumented libMLIR.so never unpoisons what it hands out from them,
# which ASan would report as use-after-poison inside MLIR.
export ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

status=0
# Two at a time, the longest first, as scripts/test.sh runs build/'s.
ctest --test-dir build-asan --output-on-failure -j2 -E '^frontend-' "$@" ||
  status=1
seconds=${FUZZ_SECONDS:-30}
if [ "$seconds" -gt 0 ]; then
  scripts/fuzz.sh all "$seconds" || status=1
fi
exit $status
