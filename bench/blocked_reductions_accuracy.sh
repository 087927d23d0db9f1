#!/usr/bin/env bash
# How far is fsdp-run's f32 training from its f64 training, with
# fsdp-blocked-reductions' trees (--blocked-reductions, the default) and with
# one scalar chain per reduction (=false)? fsdp-gen's GPT (LAYERS blocks,
# d D_MODEL, 4 heads, seq SEQ, vocab VOCAB, batch BATCH, AdamW, 1 rank) is
# trained STEPS steps in f32 both ways and in f64 (the same IR with every
# f32 made f64, from the same initial state and tokens). Per state tensor,
# the normwise error of each f32 run against the f64 run; tensors that f64
# itself does not determine (its tree and chain runs differ by more than
# 1e-9: Adam turning rounding noise into steps) are left out. Prints the
# worst and median tensor of each.
#
# usage: bench/blocked_reductions_accuracy.sh [BIN_DIR]   (default build/bin)
# env:   PYTHON (numpy; default ~/.cache/fsdp-mlir/venv/bin/python) LAYERS=2
#        D_MODEL=128 SEQ=128 VOCAB=4096 BATCH=4 STEPS=3
#        OUT=/tmp/fsdp-blocked-reductions-accuracy
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
python=${PYTHON:-$HOME/.cache/fsdp-mlir/venv/bin/python}
out=${OUT:-/tmp/fsdp-blocked-reductions-accuracy}
vocab=${VOCAB:-4096}
steps=${STEPS:-3}
rm -rf "$out" && mkdir -p "$out"

"$bin/fsdp-gen" --model=transformer --layers="${LAYERS:-2}" \
  --d-model="${D_MODEL:-128}" --heads=4 --seq="${SEQ:-128}" \
  --vocab="$vocab" --optimizer=adamw --lr=1e-3 --batch="${BATCH:-4}" \
  --grid-size=1 -o "$out/f32.mlir"
# f64: the only non-decimal f32 constant fsdp-gen writes is -inf.
sed 's/0xFF800000 : f32/0xFFF0000000000000 : f64/g; s/f32/f64/g' \
  "$out/f32.mlir" >"$out/f64.mlir"
if grep -q '0x[0-9A-F]* : f64' <(grep -v 0xFFF0000000000000 "$out/f64.mlir"); then
  echo "blocked_reductions_accuracy.sh: a hex constant the f64 copy cannot" \
    "keep" >&2
  exit 1
fi
"$bin/fsdp-run" "$out/f32.mlir" --steps=0 --dump-state="$out/init32" \
  --int-range=0:"$vocab" --quiet >/dev/null
"$python" - "$out" <<'PY'
import glob, os, sys
import numpy as np
out = sys.argv[1]
os.makedirs(os.path.join(out, "init64"))
for f in glob.glob(os.path.join(out, "init32", "*.npy")):
    a = np.load(f)
    np.save(os.path.join(out, "init64", os.path.basename(f)),
            a.astype(np.float64) if a.dtype == np.float32 else a)
PY
run() { # NAME STEP INIT SETTING
  "$bin/fsdp-run" "$out/$2.mlir" --steps="$steps" --load-state="$out/$3" \
    --int-range=0:"$vocab" --dump-state="$out/$1" --quiet \
    --blocked-reductions="$4" --summary-json="$out/$1.json" >/dev/null
  python3 -c 'import json, sys
loss = json.load(open(sys.argv[2]))["final_loss"]
print("%s final_loss=%.9g" % (sys.argv[1], loss if loss is not None
                              else float("nan")))' "$1" "$out/$1.json"
}
run f32-tree f32 init32 true
run f32-chain f32 init32 false
run f64-tree f64 init64 true
run f64-chain f64 init64 false
"$python" - "$out" <<'PY'
import glob, os, sys
import numpy as np
out = sys.argv[1]
names = sorted(os.path.basename(f)
               for f in glob.glob(os.path.join(out, "f64-tree", "*.npy")))
load = lambda run, n: np.load(os.path.join(out, run, n)).astype(np.float64)
def err(a, b):
    return float(np.linalg.norm(a - b) / max(float(np.linalg.norm(b)), 1e-300))
keep = [n for n in names if err(load("f64-chain", n), load("f64-tree", n)) <= 1e-9]
print("state tensors %d, determined by f64 %d" % (len(names), len(keep)))
for run in ("f32-tree", "f32-chain"):
    errs = sorted((err(load(run, n), load("f64-tree", n)), n) for n in keep)
    print("%-9s vs f64: worst %.3e (%s), median %.3e"
          % (run, errs[-1][0], errs[-1][1], errs[len(errs) // 2][0]))
PY
