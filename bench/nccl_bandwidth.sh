#!/usr/bin/env bash
# All-gather / reduce-scatter bus bandwidth of the fsdp_rt nccl backend vs a
# plain NCCL loop on the same device buffers (1, 16, 256 MiB of f32), one
# GPU per rank. NP sets the number of ranks (default: the number of GPUs);
# BUILD_DIR the standalone runtime build (default build-nccl). On a machine
# without a GPU it says so and exits 0.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build-nccl}"

gpus=0
if command -v nvidia-smi >/dev/null 2>&1; then
  gpus="$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
fi
if [[ "$gpus" == 0 ]]; then
  echo "nccl_bandwidth: no GPU on this machine (nvidia-smi missing or lists no device); nothing measured"
  exit 0
fi

if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root/runtime" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
if ! ninja -C "$build" -t targets all 2>/dev/null | grep -q '^fsdp_rt_nccl_bench:'; then
  echo "nccl_bandwidth: $build has no nccl backend (CMake found no CUDA/NCCL); see its configure log"
  exit 1
fi
ninja -C "$build" fsdp_rt_nccl_bench >/dev/null

flags=()
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  flags+=(--oversubscribe)
  [[ "$(id -u)" == 0 ]] && flags+=(--allow-run-as-root)
fi
exec mpirun -np "${NP:-$gpus}" "${flags[@]}" "$build/bench/fsdp_rt_nccl_bench" "$@"
