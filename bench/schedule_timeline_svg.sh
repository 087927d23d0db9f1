#!/usr/bin/env bash
# Draws docs/images/timeline.svg: the simulated timeline (fsdp-report, h100-nvlink
# cost model, estimated, not measured) of a small generated transformer step
# (4 layers, d-model 1024, seq 512, batch 2, bf16, AdamW, 8 ranks, full-shard)
# twice: with blocking collectives after fsdp-pipeline, and after fsdp-async +
# fsdp-schedule. Both functions go into one module so the picture has one
# panel each on the same kind of axis.
#
# Usage: bench/schedule_timeline_svg.sh [BUILD_DIR] [OUT.svg]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build=${1:-build}
out=${2:-$root/docs/images/timeline.svg}
gen=$build/bin/fsdp-gen
opt=$build/bin/fsdp-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$gen" --model=transformer --layers=4 --d-model=1024 --heads=16 --seq=512 \
  --vocab=8192 --batch=2 --grid-size=8 --optimizer=adamw --dtype=bf16 \
  --print-debuginfo -o "$tmp/ddp.mlir"
# Both functions go into one module as text below: affine maps are printed
# inline, as aliases (#map3) are numbered per module in first-use order.
"$opt" "$tmp/ddp.mlir" --fsdp-pipeline=schedule=false --mlir-print-local-scope \
  -o "$tmp/blocking.mlir"
"$opt" "$tmp/blocking.mlir" --fsdp-async --fsdp-schedule=profile=h100-nvlink \
  --mlir-print-local-scope -o "$tmp/scheduled.mlir"
python3 - "$tmp" <<'PY'
import sys
tmp = sys.argv[1]
def func(name, new):
    text = open(f"{tmp}/{name}.mlir").read()
    start = text.index("func.func @train_step")
    end = text.rindex("}")  # the module's closing brace
    return text[start:end].replace("@train_step(", f"@{new}(", 1)
scheduled = open(f"{tmp}/scheduled.mlir").read()
end = scheduled.rindex("}")
both = (scheduled[:scheduled.index("func.func @train_step")]
        + func("blocking", "train_step_blocking") + "\n  "
        + func("scheduled", "train_step_scheduled") + "}\n")
open(f"{tmp}/both.mlir", "w").write(both)
PY
"$opt" "$tmp/both.mlir" \
  --fsdp-report="profile=h100-nvlink output=$tmp/report.json svg=$out" \
  -o /dev/null
python3 - "$tmp/report.json" <<'PY'
import json, sys
for f in json.load(open(sys.argv[1]))["functions"]:
    t = f["time"]
    print(f"{f['function']:<22} step {t['step_seconds'] * 1e3:6.2f} ms  "
          f"exposed {t['exposed_communication_seconds'] * 1e3:6.2f} ms  "
          f"peak gathered {f['memory']['peak_gathered_parameter_bytes'] / 2**20:.1f} MiB")
PY
echo "wrote $out"
