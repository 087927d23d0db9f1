#!/usr/bin/env bash
# Checkpoint figures of fsdp-run on the Adam MLP of bench/e2e_mlp_adam.sh
# (8 layers of 2560x2560, 52M parameters, 3 state tensors per parameter),
# full-shard on RANKS ranks: the time of a save and the peak resident memory
# of each rank during it, for
#   none      the run alone (--steps=0: the seeded state, no save)
#   parallel  --checkpoint-dir: every rank writes its rows (pwrite), no
#             gather; fsync, CRC-32 read-back of every file, manifest, rename
#   dump-parallel  --dump-state: the same writes, no checksums or manifest
#   gather    --dump-state --dump-gather: the old way, rank 0 gathers every
#             tensor and writes it (no fsync)
# and the time of a resume (manifest, CRC-32 of every file, each rank reading
# its rows). Peak memory is the maximum RSS of each rank (GNU time %M), so
# what a save adds is its difference to `none`.
#
# usage: bench/checkpoint.sh [BIN_DIR]     (default build/bin)
# env:   RANKS=4 LAYERS=8 WIDTH=2560 BATCH=8 OUT=/tmp/fsdp-ckpt-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
ranks=${RANKS:-4}
layers=${LAYERS:-8}
width=${WIDTH:-2560}
batch=${BATCH:-8}
out=${OUT:-/tmp/fsdp-ckpt-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
rm -rf "$out" && mkdir -p "$out"

gen_args=(--model=mlp --layers="$layers" --width="$width" --batch="$batch"
  --bias=false --optimizer=adam --lr=1e-4 --grid-size="$ranks")
"$bin/fsdp-gen" "${gen_args[@]}" -o "$out/ddp.mlir"
"$bin/fsdp-opt" "$out/ddp.mlir" --fsdp-pipeline=strategy=full-shard \
  -o "$out/fs.mlir" 2>/dev/null
params=$("$bin/fsdp-gen" "${gen_args[@]}" --list-args |
  awk '$2 == "param" { n = 1; k = split($4, s, "x"); for (i = 1; i <= k; i++) n *= s[i]; p += n } END { print p }')
echo "MLP: $layers layers of ${width}x${width}, P = $params parameters (f32)," \
  "Adam (state 3P = $((3 * params * 4)) bytes), full-shard on $ranks ranks"

# run NAME ARGS...: one run; prints its save/resume time and each rank's
# maximum RSS.
run() {
  local name=$1
  shift
  $mpirun -np "$ranks" /usr/bin/time -f "maxrss_kb=%M" \
    "$bin/fsdp-run" "$out/fs.mlir" --steps=0 "$@" >"$out/$name.out" \
    2>"$out/$name.err"
  local t rss
  t=$(grep -E '^(checkpoint|dump-state):|resuming from' "$out/$name.out" |
    sed -n 's/.*time_ms=\([0-9.]*\).*/\1/p' || true)
  rss=$(sed -n 's/^maxrss_kb=//p' "$out/$name.err" | sort -n | tr '\n' ' ')
  echo "$name: time_ms=${t:--} maxrss_kb per rank (sorted): $rss"
}
run none
run parallel --checkpoint-dir="$out/ck"
run dump-parallel --dump-state="$out/dump"
run gather --dump-state="$out/gather" --dump-gather
run resume --resume="$out/ck"
du -sb "$out/ck/step-0" | awk '{ print "checkpoint bytes on disk: " $1 }'
