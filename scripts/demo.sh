#!/usr/bin/env bash
# The main job on the bundled example: build if needed, rewrite the DDP
# training step into a fully sharded (FSDP) one with fsdp-opt, then train both
# on 4 MPI ranks with fsdp-run and show their losses and memory side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh --no-python
scripts/build.sh fsdp-opt fsdp-run >/dev/null

example=examples/mlp_sgd.mlir
out=build/demo
mkdir -p "$out"
ranks=4
mpirun=(mpirun -np $ranks --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpirun+=(--allow-run-as-root)

echo "=== $example: the DDP step (gradients all-reduced) ==="
grep -E "func.func|fsdp\.|return" "$example" | sed 's/^ *//'
echo
echo "=== fsdp-opt --fsdp-pipeline: the FSDP step (shards in, shards out) ==="
build/bin/fsdp-opt "$example" --fsdp-pipeline -o "$out/fsdp.mlir"
grep -E "func.func|fsdp\.|return" "$out/fsdp.mlir" | sed 's/^ *//'
echo

echo "=== training 5 steps on $ranks ranks (fsdp-run under mpirun) ==="
"${mpirun[@]}" build/bin/fsdp-run "$example" --steps=5 --opt-level=0 \
  --dump-state="$out/ddp-state" > "$out/ddp.log"
"${mpirun[@]}" build/bin/fsdp-run "$out/fsdp.mlir" --steps=5 --opt-level=0 \
  --dump-state="$out/fsdp-state" > "$out/fsdp.log"
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" "$2"; }
paste <(field loss "$out/ddp.log" | grep -v '^$') \
  <(field loss "$out/fsdp.log" | grep -v '^$') |
  awk 'BEGIN { printf "%-6s %-14s %-14s\n", "step", "DDP loss", "FSDP loss" }
       { printf "%-6d %-14s %-14s\n", NR, $1, $2 }'
summary() { grep '^summary:' "$1"; }
printf "\n%-28s %12s %12s\n" "per rank" DDP FSDP
for f in state_bytes peak_bytes comm_bytes_per_step; do
  printf "%-28s %12s %12s\n" "$f" "$(summary "$out/ddp.log" | field "$f" /dev/stdin)" \
    "$(summary "$out/fsdp.log" | field "$f" /dev/stdin)"
done
/usr/bin/python3 - "$out" <<'PY'
import glob, os, sys
import numpy as np
out = sys.argv[1]
worst, same = 0.0, True
for ddp in sorted(glob.glob(os.path.join(out, "ddp-state", "*.npy"))):
    a = np.load(ddp)
    b = np.load(os.path.join(out, "fsdp-state", os.path.basename(ddp)))
    same &= a.tobytes() == b.tobytes()
    worst = max(worst, float(np.max(np.abs(a - b)) / max(np.max(np.abs(a)), 1e-30)))
print("final state: DDP and FSDP " +
      ("bitwise identical" if same else "agree to %.1e relative" % worst))
PY
