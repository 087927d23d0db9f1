#!/usr/bin/env bash
# One-rank training-step FLOP rate against the BLAS on the layer's shapes.
# The step: an MLP of LAYERS linear layers WIDTH x WIDTH (no bias), relu, mse,
# Adam, batch BATCH, on one rank with one thread. Its FLOP count is 6*B*P
# (forward 2BP, backward 4BP; elementwise work and the optimizer not
# counted), its rate 6*B*P / median step time (steps 2..STEPS). The reference
# is the runtime's single-thread sgemm on the three GEMMs of one layer
# (fsdp_rt_gemm_bench B WIDTH WIDTH, best of 20 calls); the ratio is the
# goal figure (>= 0.5), printed for the median and for the best step, and
# for the CPU time per step: on a shared machine the wall time of a step
# grows with the load, its CPU time much less. CPU per step = (CPU of a run
# of STEPS steps - CPU of a run of 2 steps) / (STEPS - 2), the runner's CPU
# (one thread) including the generation of each step's inputs.
#
# usage: bench/flop_rate.sh [BUILD_DIR]     (default build)
# env:   LAYERS=4 WIDTH=1024 BATCH=64 STEPS=12 RUN_ARGS= OUT=/tmp/fsdp-flop-rate
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
layers=${LAYERS:-4}
width=${WIDTH:-1024}
batch=${BATCH:-64}
steps=${STEPS:-12}
out=${OUT:-/tmp/fsdp-flop-rate}
mkdir -p "$out"

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$build/bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --bias=false --loss=mse --optimizer=adam --lr=1e-4 \
  --grid-size=1 -o "$out/step.mlir"
# shellcheck disable=SC2086
"$build/bin/fsdp-run" "$out/step.mlir" --steps="$steps" --threads=1 \
  --summary-json="$out/run.json" ${RUN_ARGS:-} >"$out/run.log"
cpu_of() {
  python3 - "$@" <<'PY'
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(r.ru_utime + r.ru_stime)
PY
}
# shellcheck disable=SC2086
cpu_short=$(cpu_of "$build/bin/fsdp-run" "$out/step.mlir" --steps=2 \
  --threads=1 --quiet ${RUN_ARGS:-})
# shellcheck disable=SC2086
cpu_long=$(cpu_of "$build/bin/fsdp-run" "$out/step.mlir" --steps="$steps" \
  --threads=1 --quiet ${RUN_ARGS:-})
echo "cpu_s: steps=2 $cpu_short steps=$steps $cpu_long" >"$out/cpu.log"
OPENBLAS_NUM_THREADS=1 "$build/runtime/bench/fsdp_rt_gemm_bench" \
  "$batch" "$width" "$width" | tee "$out/gemm.log"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out/run.json" "$out/gemm.log" "$layers" "$width" "$batch" \
  "$out/cpu.log" <<'PY'
import json, re, statistics, sys
run, gemm = json.load(open(sys.argv[1])), open(sys.argv[2]).read()
layers, width, batch = map(int, sys.argv[3:6])
cpu = re.search(r"steps=2 ([0-9.]+) steps=(\d+) ([0-9.]+)", open(sys.argv[6]).read())
times = [s["time_ms"] for s in run["per_step"]]
steady = times[1:] if len(times) > 1 else times
params = layers * width * width
flops = 6 * batch * params
sgemm = float(re.search(r"sgemm_gflops=([0-9.]+)", gemm).group(1))
print(f"step: {layers} x {width}^2 MLP, Adam, batch {batch}, 1 rank, 1 thread, "
      f"6*B*P = {flops / 1e9:.3f} GFLOP; sgemm on the layer's shapes "
      f"{sgemm:.1f} GFLOP/s (best of 20)")
# The sgemm figure is a best-of; the best step is its like for like on a
# loaded machine, the median the typical step.
for what, ms in (("median", statistics.median(steady)), ("best", min(steady))):
    rate = flops / (ms / 1e3) / 1e9
    print(f"{what} step over steps 2..{len(times)}: {ms:.2f} ms -> "
          f"{rate:.1f} GFLOP/s, ratio step/sgemm {rate / sgemm:.2f}")
if cpu and int(cpu.group(2)) > 2:
    ms = (float(cpu.group(3)) - float(cpu.group(1))) / (int(cpu.group(2)) - 2) * 1e3
    rate = flops / (ms / 1e3) / 1e9
    print(f"CPU time per step: {ms:.2f} ms -> {rate:.1f} GFLOP/s, "
          f"ratio step/sgemm {rate / sgemm:.2f}")
PY
