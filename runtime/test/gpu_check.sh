#!/usr/bin/env bash
# The GPU check of the runtime, in one go (about 8 minutes at most): builds
# the runtime standalone, runs the CUDA/NCCL tests (ctest -R 'nccl|cuda'),
# then bench/nccl_bandwidth.sh. Without a GPU it says so and exits 0.
# BUILD_DIR overrides the build directory (default build-nccl).
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${BUILD_DIR:-$root/build-nccl}"
deadline=$(( $(date +%s) + ${GPU_CHECK_LIMIT_S:-480} ))
left() { echo $(( deadline - $(date +%s) )); }

gpus=0
if command -v nvidia-smi >/dev/null 2>&1; then
  gpus="$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
fi
if [[ "$gpus" == 0 ]]; then
  echo "gpu_check: no GPU on this machine (nvidia-smi missing or lists no device); nothing to check"
  exit 0
fi
nvidia-smi -L

status=0
step() { # step <name> <command...>: runs within the remaining time
  local name="$1"; shift
  local t; t="$(left)"
  if (( t <= 5 )); then
    echo "gpu_check: $name skipped: time limit reached"; status=1; return
  fi
  echo "=== gpu_check: $name (at most ${t}s)"
  timeout --kill-after=10 "$t" "$@"
  local rc=$?
  if (( rc != 0 )); then
    echo "gpu_check: $name FAILED (exit $rc)"; status=1
  fi
  return $rc
}

step configure cmake -S "$root/runtime" -B "$build" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release || exit 1
step build ninja -C "$build" -j "$(nproc)" || exit 1
step "ctest (CUDA/NCCL subset)" ctest --test-dir "$build" -R 'nccl|cuda' \
  --output-on-failure --timeout 240
step "bench/nccl_bandwidth.sh" env BUILD_DIR="$build" \
  "$root/bench/nccl_bandwidth.sh"
if (( status == 0 )); then
  echo "gpu_check: all steps passed"
fi
exit $status
