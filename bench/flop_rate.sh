#!/usr/bin/env bash
# One-rank training-step FLOP rate against the BLAS on the layer's shapes.
# The step: an MLP of LAYERS linear layers WIDTH x WIDTH (no bias), relu, mse,
# Adam, batch BATCH, on one rank with one thread. Its FLOP count is 6*B*P
# (forward 2BP, backward 4BP; elementwise work and the optimizer not
# counted), its rate 6*B*P / median step time (steps 2..STEPS). The reference
# is the runtime's single-thread sgemm on the three GEMMs of one layer
# (fsdp_rt_gemm_bench B WIDTH WIDTH, best of 20 calls); the ratio is the
# goal figure (>= 0.5), printed for the median and for the best step.
#
# usage: bench/flop_rate.sh [BUILD_DIR]     (default build)
# env:   LAYERS=4 WIDTH=1024 BATCH=64 STEPS=8 RUN_ARGS= OUT=/tmp/fsdp-flop-rate
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
layers=${LAYERS:-4}
width=${WIDTH:-1024}
batch=${BATCH:-64}
steps=${STEPS:-8}
out=${OUT:-/tmp/fsdp-flop-rate}
mkdir -p "$out"

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$build/bin/fsdp-gen" --model=mlp --layers="$layers" --width="$width" \
  --batch="$batch" --bias=false --loss=mse --optimizer=adam --lr=1e-4 \
  --grid-size=1 -o "$out/step.mlir"
# shellcheck disable=SC2086
"$build/bin/fsdp-run" "$out/step.mlir" --steps="$steps" --threads=1 \
  ${RUN_ARGS:-} >"$out/run.log"
OPENBLAS_NUM_THREADS=1 "$build/runtime/bench/fsdp_rt_gemm_bench" \
  "$batch" "$width" "$width" | tee "$out/gemm.log"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$out/run.log" "$out/gemm.log" "$layers" "$width" "$batch" <<'PY'
import re, statistics, sys
run, gemm = open(sys.argv[1]).read(), open(sys.argv[2]).read()
layers, width, batch = map(int, sys.argv[3:6])
times = [float(t) for t in re.findall(r"^step=\d+ .*time_ms=([0-9.]+)", run, re.M)]
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
PY
