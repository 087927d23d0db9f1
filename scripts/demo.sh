#!/usr/bin/env bash
# What FSDP is for, in a few seconds: build if needed, generate the DDP
# training step of a small MLP with fsdp-gen, rewrite it into a fully sharded
# (FSDP) step with fsdp-opt, then train both with fsdp-run on 1, 2 and 4 MPI
# ranks: state and peak memory per rank fall with the ranks under FSDP, not
# under DDP, and both end in the same (bitwise identical) state.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh --no-python
scripts/build.sh fsdp-opt fsdp-run fsdp-gen >/dev/null

bin=build/bin
out=build/demo
rm -rf "$out" && mkdir -p "$out"
model=(--model=mlp --layers=4 --width=512 --optimizer=adam --lr=1e-3)
global_batch=16
steps=5
mpirun=(mpirun --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpirun+=(--allow-run-as-root)

# One step per world size: the same model, the same global batch of 16
# samples (inputs x, y: one fixed batch, read from .npy files, so that the
# loss falls), of which each of the N ranks takes 16/N rows.
for n in 1 2 4; do
  "$bin/fsdp-gen" "${model[@]}" --grid-size=$n --batch=$((global_batch / n)) \
    -o "$out/ddp$n.mlir"
  "$bin/fsdp-opt" "$out/ddp$n.mlir" --fsdp-pipeline -o "$out/fsdp$n.mlir"
done
inputs=$("$bin/fsdp-gen" "${model[@]}" --list-args | awk '$2 == "input" { print $1 }')
/usr/bin/python3 - "$out/inputs" $global_batch $inputs <<'PY'
import os, sys
import numpy as np
out, batch, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)
for i in args:  # x and y, both [batch, 512]
    np.save(os.path.join(out, f"arg{i}.npy"),
            rng.uniform(-1, 1, (batch, 512)).astype(np.float32))
PY

count() { grep -o "fsdp\.$1 " "$2" | wc -l; }
argtype() { grep -o '%arg0: tensor<[^>]*>' "$1" | head -1 | sed 's/%arg0: //'; }
echo "=== the DDP step: fsdp-gen ${model[*]} ==="
echo "4 linear layers 512x512 with biases (1,050,624 parameters), Adam (2 moments"
echo "per parameter): every rank holds all of it and all-reduces every gradient"
printf "  layers.0.weight  %s\n" "$(argtype "$out/ddp4.mlir")"
printf "  collectives      %d all_reduce\n" "$(count all_reduce "$out/ddp4.mlir")"
echo
echo "=== fsdp-opt --fsdp-pipeline: the FSDP step for 4 ranks ==="
echo "each rank keeps a quarter of every tensor, all-gathers each parameter just"
echo "before it is used, reduce-scatters its gradient and updates its own quarter"
printf "  layers.0.weight  %s\n" "$(argtype "$out/fsdp4.mlir")"
printf "  collectives      %d all_gather, %d reduce_scatter, %d all_reduce (the loss)\n" \
  "$(count all_gather "$out/fsdp4.mlir")" "$(count reduce_scatter "$out/fsdp4.mlir")" \
  "$(count all_reduce "$out/fsdp4.mlir")"
echo

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" "${2:--}"; }
mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1e6 }'; }
same_state() {
  /usr/bin/python3 - "$1" "$2" <<'PY'
import glob, os, sys
import numpy as np
a_dir, b_dir = sys.argv[1:]
files = sorted(glob.glob(os.path.join(a_dir, "*.npy")))
same = bool(files) and all(
    np.load(f).tobytes() == np.load(os.path.join(b_dir, os.path.basename(f))).tobytes()
    for f in files)
print("bitwise DDP" if same else "DIFFERS")
PY
}

echo "=== $steps steps on 1, 2 and 4 ranks (fsdp-run, global batch $global_batch, --deterministic) ==="
printf "%-6s %-5s %12s %12s %14s  %-12s %s\n" ranks step "state/rank" "peak/rank" \
  "sent/step" "final loss" "final state"
for n in 1 2 4; do
  for s in ddp fsdp; do
    "${mpirun[@]}" -np $n "$bin/fsdp-run" "$out/$s$n.mlir" --steps=$steps \
      --opt-level=0 --deterministic --inputs="$out/inputs" --dump-state="$out/$s$n-state" > "$out/$s$n.log"
    sum=$(grep '^summary:' "$out/$s$n.log")
    check=""
    [ $s = fsdp ] && check=$(same_state "$out/ddp$n-state" "$out/fsdp$n-state")
    printf "%-6s %-5s %12s %12s %14s  %-12s %s\n" $n "${s^^}" \
      "$(mb "$(field state_bytes <<<"$sum")")" "$(mb "$(field peak_bytes <<<"$sum")")" \
      "$(mb "$(field comm_bytes_per_step <<<"$sum")")" "$(field final_loss <<<"$sum")" "$check" |
      sed 's/ *$//'
  done
done
echo
echo "loss per step on 4 ranks:"
paste <(field loss "$out/ddp4.log" | grep -v '^$') <(field loss "$out/fsdp4.log" | grep -v '^$') |
  awk '{ printf "  step %d  DDP %-12s FSDP %s\n", NR, $1, $2 }'
echo
ratio() { awk -v a="$(field "$1" <"$out/fsdp4.log" | tail -1)" \
  -v b="$(field "$1" <"$out/ddp4.log" | tail -1)" 'BEGIN { printf "%.2f", a / b }'; }
echo "FSDP / DDP on 4 ranks: state per rank $(ratio state_bytes), peak per rank" \
  "$(ratio peak_bytes), bytes sent $(ratio comm_bytes_per_step)"
echo "(DDP sends 2(N-1)/N of the parameters' bytes a step; FSDP up to 3(N-1)/N, less"
echo "here as the first layer's weight is not gathered again for the backward pass)"
