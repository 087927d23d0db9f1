#!/usr/bin/env bash
# Bus bandwidth of the runtime's collectives vs raw MPI on 2 ranks, plus the
# async overlap measurement. Builds the standalone runtime in build-rt if
# needed. Extra arguments go to fsdp_rt_bench (--sweep: threshold table,
# --overlap: overlap only). NP overrides the number of ranks (default 2).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build-rt}"
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root/runtime" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" fsdp_rt_bench >/dev/null

flags=()
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  flags+=(--oversubscribe)
  [[ "$(id -u)" == 0 ]] && flags+=(--allow-run-as-root)
fi
exec mpirun -np "${NP:-2}" "${flags[@]}" "$build/bench/fsdp_rt_bench" "$@"
