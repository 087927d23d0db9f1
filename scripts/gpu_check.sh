#!/usr/bin/env bash
# The GPU check of the compiler's GPU path, in one go (about 9 minutes at
# most, GPU_CHECK_LIMIT_S overrides): builds fsdp-opt, fsdp-run and
# libfsdp_rt_cuda (reusing BUILD_DIR, default build-gpu), runs the runtime's
# own GPU check (runtime/test/gpu_check.sh: CUDA/NCCL ctest subset and
# bench/nccl_bandwidth.sh), the CUDA lit tests (test/Integration/CUDA,
# test/Conversion/GPU), a training check: the bundled MLP step, DDP and
# full shard, 20 steps on the GPU (its matmuls on cuBLAS through the
# runtime) against the CPU run, with the largest difference and the step
# times; then the cuBLAS entry against the CPU entry and its FLOP rates
# against cuBLAS called directly (runtime/bench/cublas_bench.cpp). Without a
# GPU it says so and exits 0.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build-gpu}"
deadline=$(( $(date +%s) + ${GPU_CHECK_LIMIT_S:-540} ))
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
nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total --format=csv,noheader || true
export CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"

status=0
step() { # step <name> <seconds at most, 0 = what is left> <command...>
  local name="$1" limit="$2"; shift 2
  local t; t="$(left)"
  if (( limit > 0 && limit < t )); then t=$limit; fi
  if (( t <= 5 )); then
    echo "gpu_check: $name skipped: time limit reached"; status=1; return 1
  fi
  echo "=== gpu_check: $name (at most ${t}s)"
  local start=$(date +%s)
  timeout --kill-after=10 "$t" "$@"
  local rc=$?
  echo "=== gpu_check: $name: exit $rc after $(( $(date +%s) - start ))s"
  if (( rc != 0 )); then status=1; fi
  return $rc
}

# 1. Build (configure only when the build directory is new).
if [[ ! -f "$build/build.ninja" ]]; then
  step configure 120 cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit || exit 1
fi
step build 300 ninja -C "$build" -j "$(nproc)" fsdp-opt fsdp-run fsdp_rt_cuda \
  fsdp_rt_test_cublas fsdp_rt_cublas_bench || exit 1
if [[ ! -f "$build/runtime/libfsdp_rt_cuda.so" ]]; then
  echo "gpu_check: $build has no libfsdp_rt_cuda.so (CMake found no CUDA/NCCL)"; exit 1
fi

# 2. The compiler's GPU tests (lit), then 3. the training check: the
# compiler path first, it is what this script is for.
lit="$(command -v lit || echo /usr/lib/llvm-22/bin/lit)"
step "lit CUDA tests" 150 "$lit" -v "$build/test/Integration/CUDA" "$build/test/Conversion/GPU"

train() {
  local out="$build/gpu_check" run="$build/bin/fsdp-run" opt="$build/bin/fsdp-opt"
  rm -rf "$out" && mkdir -p "$out" || return 1
  sed 's/shape = 4/shape = 1/' "$root/examples/mlp_sgd.mlir" > "$out/ddp.mlir"
  "$opt" "$out/ddp.mlir" --fsdp-pipeline=strategy=full-shard -o "$out/fs.mlir" || return 1
  local rc=0
  "$run" "$out/ddp.mlir" --steps=20 --dump-state="$out/cpu" > "$out/cpu.txt" || return 1
  for v in ddp fs; do
    local t0=$(date +%s%N)
    "$run" "$out/$v.mlir" --steps=20 --device=cuda --dump-state="$out/gpu-$v" > "$out/gpu-$v.txt" 2>&1
    local r=$?
    local t1=$(date +%s%N)
    echo "--- $v on the GPU: exit $r, $(( (t1 - t0) / 1000000 )) ms with JIT and kernel compilation"
    head -3 "$out/gpu-$v.txt"; tail -1 "$out/gpu-$v.txt"
    if (( r != 0 )); then rc=1; continue; fi
    python3 "$root/test/Integration/CUDA/Inputs/compare_runs.py" "$out/cpu" "$out/gpu-$v" \
      --log-a "$out/cpu.txt" --log-b "$out/gpu-$v.txt" --tol 1e-4 || rc=1
  done
  echo "--- CPU run:"; tail -1 "$out/cpu.txt"
  return $rc
}
step "training check (MLP, 20 steps, GPU vs CPU)" 120 train

# 4. Contractions on cuBLAS: the entry against the CPU entry on every layout
# (ctest fsdp_rt.cuda.cublas), then FLOP rates of a linear layer's GEMMs
# through the runtime and with cuBLAS called directly, on the same shapes.
step "cuBLAS entry vs CPU entry" 60 "$build/runtime/test/fsdp_rt_test_cublas" gpu
step "cuBLAS FLOP rates: runtime vs direct" 90 "$build/runtime/bench/fsdp_rt_cublas_bench" 20

# 5. The runtime's GPU check, with the time left.
if (( $(left) > 60 )); then
  step "runtime/test/gpu_check.sh" 0 env GPU_CHECK_LIMIT_S="$(( $(left) - 15 ))" \
    "$root/runtime/test/gpu_check.sh"
else
  echo "gpu_check: runtime/test/gpu_check.sh skipped: $(left)s left"; status=1
fi

if (( status == 0 )); then
  echo "gpu_check: all steps passed"
else
  echo "gpu_check: some steps FAILED (see above)"
fi
exit $status
