#!/usr/bin/env bash
# JIT compile time of MLP steps of growing depth at fsdp-run's default
# optimization level: lowering (MLIR passes) and JIT (LLVM IR translation,
# optimization and code generation) as fsdp-run's --summary-json reports them,
# and the JIT time per layer, which stays flat when compile time is linear. The
# JIT's CPU time (jit_cpu_s, the compiling thread's) is the figure to read on
# a shared machine; wall times grow with the load.
#
# usage: bench/jit_time.sh [BIN_DIR]     (default build/bin)
# env:   DEPTHS="10 50 200" WIDTH=64 RUN_ARGS= OUT=/tmp/fsdp-jit-time
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
depths=${DEPTHS:-10 50 200}
width=${WIDTH:-64}
out=${OUT:-/tmp/fsdp-jit-time}
mkdir -p "$out"

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-7s %8s %10s %10s %12s %18s\n" layers ops lower_s jit_s jit_cpu_s \
  "jit cpu ms/layer"
for l in $depths; do
  "$bin/fsdp-gen" --model=mlp --layers="$l" --width="$width" --batch=8 \
    --optimizer=adam --grid-size=1 -o "$out/mlp$l.mlir"
  ops=$(grep -c '= ' "$out/mlp$l.mlir")
  # shellcheck disable=SC2086
  "$bin/fsdp-run" "$out/mlp$l.mlir" --steps=1 --quiet ${RUN_ARGS:-} \
    --summary-json="$out/mlp$l.json" >/dev/null
  # The lowering, JIT and JIT CPU seconds of its --summary-json file, and the
  # JIT CPU milliseconds per layer.
  read -r lower jit cpu per_layer < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
print("%.3f %.3f %.3f %.1f" % (s["lower_s"], s["jit_s"], s["jit_cpu_s"],
                               s["jit_cpu_s"] * 1e3 / int(sys.argv[2])))' \
    "$out/mlp$l.json" "$l")
  printf "%-7s %8s %10s %10s %12s %18s\n" "$l" "$ops" "$lower" "$jit" "$cpu" \
    "$per_layer"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
