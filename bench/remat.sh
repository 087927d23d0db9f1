#!/usr/bin/env bash
# What does rematerialization trade, and how does it compare with PyTorch's
# activation checkpointing? The GPT of bench/vs_pytorch.sh (4 pre-norm
# decoder blocks, d 512, 8 heads, seq 256, vocab 1024, tied embeddings,
# Adam) at batch BATCH/rank on RANKS ranks of THREADS thread(s) each:
#   fsdp unlimited  --fsdp-pipeline (no memory-limit); its predicted peak P
#   fsdp 100%, 85%, 75%, 50%  --fsdp-pipeline="memory-limit=..." at that share
#                   of P (one below the lowest reachable peak is reported
#                   unreachable and not run)
#   fsdp lowest     the lowest reachable limit: memory-limit=1 fails with
#                   the lowest modeled peak N rematerialization reaches; the
#                   limit is N * 1.01 rounded up (+1% more, up to 5 times,
#                   while it still fails)
#   torch FSDP2     fully_shard per block and on the root (gloo)
#   torch FSDP2+AC  the same, every block's forward through
#                   torch.utils.checkpoint.checkpoint(use_reentrant=False)
# Per variant: fsdp-opt's compile time, the mean step time (fsdp-run's
# mean_time_ms; PyTorch: mean_ms, the mean over the same number of timed
# steps after two untimed ones, each step the slowest rank's time), the
# measured peak bytes per rank (the maximum over the ranks; fsdp-run's
# peak_bytes: every buffer of the step plus the state shards and inputs a
# rank holds; PyTorch's: the bytes of its live tensor storages during a
# step, taken after every op: parameter shards, gathered parameters,
# gradients, optimizer state, activations, temporaries and inputs, not the
# communication library's own buffers in either; see bench/vs_pytorch.py),
# fsdp's predicted peak (predicted_peak_bytes), and both figures relative to
# fsdp unlimited. Then (a) at PyTorch AC's peak: the fastest fsdp variant
# whose peak is no higher, against PyTorch AC's step time; (b) at PyTorch
# no-AC's step time: the fsdp variant of the lowest peak among those no
# slower, against PyTorch no-AC's peak. With ROUNDS > 1 every variant runs once a round, all of them
# in turn, and a step time is the median over the rounds. Prints the load
# average before and after: the machine is shared, step times are noisy
# (peaks are not).
#
# usage: bench/remat.sh [BIN_DIR]     (default build/bin)
# env:   PYTHON (default ~/.cache/fsdp-mlir/venv/bin/python) RANKS=2 STEPS=4
#        ROUNDS=1 BATCH=8 THREADS=1 OUT=/tmp/fsdp-remat-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
python=${PYTHON:-$HOME/.cache/fsdp-mlir/venv/bin/python}
ranks=${RANKS:-2}
steps=${STEPS:-4}
rounds=${ROUNDS:-1}
batch=${BATCH:-8}
threads=${THREADS:-1}
out=${OUT:-/tmp/fsdp-remat-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

if ! "$python" -c 'import torch, torch.distributed.fsdp' 2>/dev/null; then
  echo "remat.sh: no PyTorch (with torch.distributed.fsdp) at $python;" \
    "create the project's Python environment ~/.cache/fsdp-mlir/venv or set" \
    "PYTHON to an interpreter that has torch" >&2
  exit 1
fi

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/fsdp-gen" --model=transformer --layers=4 --d-model=512 --heads=8 \
  --seq=256 --vocab=1024 --optimizer=adam --lr=1e-4 --batch="$batch" \
  --grid-size="$ranks" -o "$out/ddp.mlir"

# Results, one row per variant and round: name round limit compile_s time_ms
# peak predicted note (tab-separated; "-" where there is none).
results=$out/results.tsv
: >"$results"
declare -A compile_s limit_of note_of
variants=()

# compile NAME [LIMIT]: fsdp-opt --fsdp-pipeline[="memory-limit=LIMIT"] into
# $out/NAME.mlir, its stderr in $out/NAME.err; the seconds it took in
# compile_s[NAME]. Fails as fsdp-opt does.
compile() {
  local name=$1 limit=${2:-} start rc=0
  start=$(date +%s%N)
  "$bin/fsdp-opt" "$out/ddp.mlir" \
    --fsdp-pipeline${limit:+="memory-limit=$limit"} \
    -o "$out/$name.mlir" 2>"$out/$name.err" || rc=$?
  compile_s[$name]=$(python3 -c "print('%.2f' % (($(date +%s%N) - $start) / 1e9))")
  return "$rc"
}

# add NAME LIMIT: a compiled variant to run.
add() {
  variants+=("$1")
  limit_of[$1]=$2
  note_of[$1]=-
  if [ "$1" != unlimited ] && cmp -s "$out/$1.mlir" "$out/unlimited.mlir"; then
    note_of[$1]="same IR as unlimited"
  fi
}
# unreachable NAME LIMIT NOTE: a variant fsdp-opt refused, its row.
unreachable() {
  printf "fsdp %s\t-\t%s\t%s\t-\t-\t-\t%s\n" "$1" "$2" "${compile_s[$1]}" \
    "$3" >>"$results"
}

# run NAME ROUND: fsdp-run of $out/NAME.mlir, its row in $results.
run() {
  local name=$1 time peak predicted
  $mpirun -np "$ranks" "$bin/fsdp-run" "$out/$name.mlir" \
    --steps="$steps" --quiet --threads="$threads" --int-range=0:1024 \
    --summary-json="$out/$name-$2.json" >/dev/null
  # Its mean step time, peak and predicted peak bytes (--summary-json's).
  read -r time peak predicted < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
print("%.3f %d %d" % (s["mean_time_ms"], s["peak_bytes"],
                      s["predicted_peak_bytes"]))' "$out/$name-$2.json")
  printf "fsdp %s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n" "$name" "$2" \
    "${limit_of[$name]}" "${compile_s[$name]}" "$time" "$peak" "$predicted" \
    "${note_of[$name]}" >>"$results"
}

# torch_run AC ROUND: bench/vs_pytorch.py's FSDP2 (AC: "" or --checkpoint), its
# row in $results.
torch_run() {
  local ac=$1 tag=torch${1:+-ac}-$2 line time peak
  line=$("$python" bench/vs_pytorch.py --model gpt --layers 4 --d-model 512 \
    --heads 8 --seq 256 --vocab 1024 --batch "$batch" --strategy fsdp \
    --ranks "$ranks" --threads "$threads" --steps "$steps" ${ac:+"$ac"} \
    2>"$out/$tag.err")
  echo "$line" >"$out/$tag.log"
  time=$(sed -n 's/.* mean_ms=\([^ ]*\).*/\1/p' <<<"$line")
  peak=$(sed -n 's/.* peak_bytes=\([^ ]*\).*/\1/p' <<<"$line")
  printf "torch %s\t%s\t-\t-\t%s\t%s\t-\t-\n" "FSDP2${ac:++AC}" "$2" "$time" \
    "$peak" >>"$results"
}

compile unlimited
"$bin/fsdp-opt" "$out/unlimited.mlir" \
  --fsdp-report="output=$out/unlimited-report.json" -o /dev/null
peak=$(python3 -c "import json,sys; \
print(json.load(open(sys.argv[1]))['functions'][0]['memory']['predicted_peak_bytes'])" \
  "$out/unlimited-report.json")
echo "fsdp unlimited: predicted peak $peak bytes per rank"
add unlimited -

# The lowest reachable limit.
if compile probe 1; then
  echo "remat.sh: memory-limit=1 was met?" >&2
  exit 1
fi
lowest=$(sed -n 's/.*the lowest modeled peak rematerialization reaches is \([0-9]*\) bytes.*/\1/p' \
  "$out/probe.err" | head -1)
if [ -z "$lowest" ]; then
  echo "remat.sh: no lowest modeled peak in fsdp-opt's error:" >&2
  head -c 2000 "$out/probe.err" >&2
  exit 1
fi
echo "lowest modeled peak rematerialization reaches: $lowest bytes" \
  "($(python3 -c "print('%.1f' % (100 * $lowest / $peak))")% of unlimited)"

for pct in 100 85 75 50; do
  limit=$((peak * pct / 100))
  if compile "limit$pct" "$limit"; then
    add "limit$pct" "$limit"
  else
    unreachable "limit$pct" "$limit" "unreachable (fsdp-opt failed)"
  fi
done
found=
for bump in 1 2 3 4 5 6; do
  limit=$(((lowest * (100 + bump) + 99) / 100))
  if compile lowest "$limit"; then
    found=1
    break
  fi
done
if [ -n "$found" ]; then
  add lowest "$limit"
  [ "$bump" = 1 ] || note_of[lowest]="met at N * 1.0$bump"
else
  unreachable lowest "$limit" "unreachable up to N * 1.06"
fi

for round in $(seq 1 "$rounds"); do
  for variant in "${variants[@]}"; do
    run "$variant" "$round"
  done
  torch_run "" "$round"
  torch_run --checkpoint "$round"
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

python3 - "$results" "$steps" "$rounds" <<'EOF'
import statistics
import sys

rows, order = {}, []
for line in open(sys.argv[1]):
    name, rnd, limit, comp, t, peak, pred, note = line.rstrip("\n").split("\t")
    num = lambda s, f=float: None if s == "-" else f(s)
    if name not in rows:
        order.append(name)
        rows[name] = dict(name=name, kind=name.split()[0], limit=num(limit, int),
                          compile=num(comp), times=[], peak=num(peak, int),
                          pred=num(pred, int), note="" if note == "-" else note)
    r = rows[name]
    if t != "-":
        r["times"].append(float(t))
        # The peaks do not vary from round to round; keep the largest.
        r["peak"] = max(r["peak"], int(peak))
for r in rows.values():
    r["time"] = statistics.median(r["times"]) if r["times"] else None
rows = [rows[name] for name in order]
base = next(r for r in rows if r["name"] == "fsdp unlimited")
mb = lambda b: "-" if b is None else "%.1f" % (b / 1e6)
ratio = lambda a, b: "-" if a is None else "%.3f" % (a / b)
print("GPT 4 x d512, seq 256, vocab 1024, Adam; per rank; step ms: mean over "
      "%s steps%s" % (sys.argv[2], "" if sys.argv[3] == "1" else
                      ", median of %s rounds" % sys.argv[3]))
print("%-20s %9s %9s %10s %9s %9s %7s %7s  %s" % (
    "variant", "limit MB", "compile s", "step ms", "peak MB", "pred MB",
    "peak/u", "time/u", "note"))
for r in rows:
    print("%-20s %9s %9s %10s %9s %9s %7s %7s  %s" % (
        r["name"], mb(r["limit"]),
        "-" if r["compile"] is None else "%.2f" % r["compile"],
        "-" if r["time"] is None else "%.1f" % r["time"], mb(r["peak"]),
        mb(r["pred"]), ratio(r["peak"], base["peak"]),
        ratio(r["time"], base["time"]), r["note"]))
print("peak/u, time/u: against fsdp unlimited")

fsdp = [r for r in rows if r["kind"] == "fsdp" and r["time"] is not None]
ac = next(r for r in rows if r["name"] == "torch FSDP2+AC")
noac = next(r for r in rows if r["name"] == "torch FSDP2")
print()
print("(a) at PyTorch AC's peak (%s MB, %.1f ms):" % (mb(ac["peak"]), ac["time"]))
fit = [r for r in fsdp if r["peak"] <= ac["peak"]]
if fit:
    best = min(fit, key=lambda r: r["time"])
    print("    fastest fsdp variant within it: %s, peak %s MB, %.1f ms; "
          "time fsdp/PyTorch AC %.3f: fsdp %s" % (
              best["name"], mb(best["peak"]), best["time"],
              best["time"] / ac["time"],
              "faster" if best["time"] < ac["time"] else "not faster"))
else:
    low = min(fsdp, key=lambda r: r["peak"])
    print("    no fsdp variant fits: the lowest fsdp peak is %s MB (%s, "
          "%.1f ms), %.3f x PyTorch AC's" % (
              mb(low["peak"]), low["name"], low["time"],
              low["peak"] / ac["peak"]))
print("(b) at PyTorch no-AC's step time (%.1f ms, peak %s MB):" % (
    noac["time"], mb(noac["peak"])))
fast = [r for r in fsdp if r["time"] <= noac["time"]]
if fast:
    best = min(fast, key=lambda r: r["peak"])
    print("    lowest-peak fsdp variant as fast: %s, %.1f ms, peak %s MB; "
          "peak fsdp/PyTorch %.3f: fsdp %s" % (
              best["name"], best["time"], mb(best["peak"]),
              best["peak"] / noac["peak"],
              "lower" if best["peak"] < noac["peak"] else "not lower"))
else:
    quick = min(fsdp, key=lambda r: r["time"])
    print("    no fsdp variant is as fast: the fastest is %s at %.1f ms "
          "(%.3f x PyTorch no-AC's), peak %s MB" % (
              quick["name"], quick["time"], quick["time"] / noac["time"],
              mb(quick["peak"])))
EOF
