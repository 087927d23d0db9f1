#!/usr/bin/env bash
# Does fsdp-run --data keep its resident set independent of the token file's
# size? Writes a SMALL_MIB and a LARGE_MIB file of random uint16 token ids
# (valid ids of the model's vocabulary, written by numpy in 64 MiB chunks),
# trains a GPT-style decoder STEPS steps on each under mpirun (RANKS ranks),
# and prints every rank's maximum resident set (/usr/bin/time -v, "Maximum
# resident set size") and the last step of each run (fsdp-run
# --summary-json's). The file is
# memory-mapped: a batch maps only the pages of its windows, and releases
# them after copying (MADV_DONTNEED), so the figures should agree within
# noise whatever the file's size.
#
# usage: bench/dataset_rss.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=2 STEPS=50 SEQ=64 VOCAB=256 BATCH=8 SMALL_MIB=16 LARGE_MIB=1024
#        OUT=/tmp/fsdp-dataset-rss (the files stay there; KEEP=0 removes them)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/bin}")
ranks=${RANKS:-2}
steps=${STEPS:-50}
seq_len=${SEQ:-64}
vocab=${VOCAB:-256}
batch=${BATCH:-8}
small=${SMALL_MIB:-16}
large=${LARGE_MIB:-1024}
out=${OUT:-/tmp/fsdp-dataset-rss}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
python=${PYTHON:-/usr/bin/python3}
mkdir -p "$out"

"$bin/fsdp-gen" --model=transformer --layers=2 --d-model=64 --heads=4 \
  --seq="$seq_len" --vocab="$vocab" --batch="$batch" --grid-size="$ranks" \
  -o "$out/step.mlir"

# A file of MIB MiB of uniform ids in [0, VOCAB), unless it is there already.
write_tokens() {
  local mib=$1 path=$2
  if [ -f "$path" ] && [ "$(stat -c %s "$path")" -eq $((mib << 20)) ]; then
    return
  fi
  "$python" - "$mib" "$vocab" "$path" <<'EOF'
import sys
import numpy as np

mib, vocab, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(0)
chunk = 32 << 20  # tokens: 64 MiB
left = mib << 19
with open(path, "wb") as f:
    while left > 0:
        n = min(chunk, left)
        rng.integers(0, vocab, n, dtype=np.uint16).astype("<u2").tofile(f)
        left -= n
EOF
}

echo "decoder: 2 blocks, d 64, seq $seq_len, vocab $vocab, batch $batch" \
  "per rank, $ranks ranks, $steps steps"
printf "%-10s %-6s %14s\n" file rank max_rss_kib
for mib in "$small" "$large"; do
  data="$out/tokens-${mib}MiB.bin"
  write_tokens "$mib" "$data"
  rm -f "$out"/time.*
  # Each rank under its own /usr/bin/time: the figure is that process's.
  $mpirun -np "$ranks" sh -c '/usr/bin/time -v -o "$0/time.$OMPI_COMM_WORLD_RANK" "$@"' \
    "$out" "$bin/fsdp-run" "$out/step.mlir" --steps="$steps" --opt-level=0 \
    --data="$data" --vocab="$vocab" --summary-json="$out/run-${mib}MiB.json" \
    >"$out/run-${mib}MiB.txt"
  for r in $(seq 0 $((ranks - 1))); do
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out/time.$r")
    printf "%-10s %-6s %14s\n" "${mib}MiB" "$r" "$rss"
  done
  grep '^fsdp-run: data:' "$out/run-${mib}MiB.txt"
  python3 -c 'import json, sys
last = json.load(open(sys.argv[1]))["per_step"][-1]
print("last step: " + " ".join("%s=%s" % (k, "%.9g" % v if isinstance(v, float)
                                           else v) for k, v in last.items()))' \
    "$out/run-${mib}MiB.json"
done
if [ "${KEEP:-1}" = 0 ]; then
  rm -f "$out"/tokens-*.bin
fi
