#!/usr/bin/env bash
# What do fsdp-blocked-reductions' trees of vector lanes gain over one scalar
# chain per reduction? fsdp-run --blocked-reductions (the default) against
# --blocked-reductions=false on the same step, side by side: every round
# runs each step with both settings, in alternating order, and a setting's
# figure is the median over the rounds of fsdp-run's mean_time_ms (its mean
# step time over STEPS steps). The steps:
#   ce32k   a log-softmax + cross-entropy over 32768 classes, forward and
#           backward: fsdp-gen's 1-layer MLP 8 -> 32768 with bias, batch
#           CE_BATCH rows, SGD, 1 rank (row max, row sum of exp, the
#           label's logit, the loss mean and the bias gradient's column sum
#           over the rows, around a K = 8 GEMM; 128 rows keep its 16 MiB
#           buffers under glibc's 32 MiB mmap threshold: at 512 rows the
#           page faults of 64 MiB buffers mapped every step dominate)
#   ce-bias the same log-softmax + cross-entropy alone: its logits an
#           input (CE_BATCH x 32768 f32) plus one parameter, a bias over the
#           classes, SGD, 1 rank: no GEMM; the bias add, its gradient (the
#           column sum over the rows) and the update are the rest of the
#           step (what the issue's "log-softmax + cross-entropy forward and
#           backward alone" measures; ce32k keeps the MLP)
#   gpt1k   the GPT of bench/remat.sh (4 blocks, d 512, 8 heads, seq 256,
#           vocab 1024, Adam), --fsdp-pipeline, batch BATCH/rank,
#           RANKS ranks x 1 thread
#   gpt32k  the same with vocab 32768
#   gpt1k-cpu, gpt32k-cpu
#           the same steps as DDP on 1 rank x 1 thread, timed by CPU time
#           (fsdp-run's user + system seconds over STEPS + 1 steps minus
#           those over 1 step, per step): a shared machine's load inflates
#           CPU time far less than wall time
#   mlp     bench/flop_rate.sh's MLP (4 x 1024^2, Adam, MSE, batch 64,
#           1 rank, 1 thread)
# Prints the load average before and after: the machine is shared, step
# times are noisy.
#
# usage: bench/blocked_reductions.sh [BIN_DIR]     (default build/bin)
# env:   ROUNDS=3 STEPS=4 RANKS=2 BATCH=8 CE_BATCH=128 CASES="ce32k ce-bias
#        gpt1k gpt32k mlp" (also gpt1k-cpu, gpt32k-cpu)
#        OUT=/tmp/fsdp-blocked-reductions-bench
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
rounds=${ROUNDS:-3}
steps=${STEPS:-4}
ranks=${RANKS:-2}
batch=${BATCH:-8}
ce_batch=${CE_BATCH:-128}
cases=${CASES:-ce32k ce-bias gpt1k gpt32k mlp}
out=${OUT:-/tmp/fsdp-blocked-reductions-bench}
mpirun=${MPIRUN:-mpirun --allow-run-as-root --oversubscribe}
mkdir -p "$out"

# ce_bias_mlir R V: the DDP step of case ce-bias, R rows of V classes (the
# ops fsdp-gen writes for --loss=cross-entropy, less the GEMM).
ce_bias_mlir() {
  local R=$1 V=$2 inv
  inv=$(python3 -c "print('%.9e' % (1 / $1))")
  cat <<MLIR
  #map = affine_map<(d0, d1) -> (d0, d1)>
  #map1 = affine_map<(d0, d1) -> (d1)>
  #map2 = affine_map<(d0, d1) -> (d0)>
  #map3 = affine_map<(d0) -> (d0)>
  #map4 = affine_map<(d0) -> ()>
  module {
    shard.grid @dp(shape = 1)
    func.func @train_step(%bias: tensor<${V}xf32> {fsdp.state}, %logits: tensor<${R}x${V}xf32>, %labels: tensor<${R}xi64>) -> (tensor<${V}xf32> {fsdp.updates = 0 : i64}, tensor<f32> {fsdp.loss}) {
      %e0 = tensor.empty() : tensor<${R}x${V}xf32>
      %z = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%logits, %bias : tensor<${R}x${V}xf32>, tensor<${V}xf32>) outs(%e0 : tensor<${R}x${V}xf32>) {
      ^bb0(%in: f32, %b: f32, %out: f32):
        %s = arith.addf %in, %b : f32
        linalg.yield %s : f32
      } -> tensor<${R}x${V}xf32>
      %e1 = tensor.empty() : tensor<${R}xf32>
      %ninf = arith.constant 0xFF800000 : f32
      %mx0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<${R}xf32>) -> tensor<${R}xf32>
      %mx = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%z : tensor<${R}x${V}xf32>) outs(%mx0 : tensor<${R}xf32>) {
      ^bb0(%in: f32, %out: f32):
        %m = arith.maximumf %in, %out : f32
        linalg.yield %m : f32
      } -> tensor<${R}xf32>
      %e2 = tensor.empty() : tensor<${R}x${V}xf32>
      %ex = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%z, %mx : tensor<${R}x${V}xf32>, tensor<${R}xf32>) outs(%e2 : tensor<${R}x${V}xf32>) {
      ^bb0(%in: f32, %m: f32, %out: f32):
        %d = arith.subf %in, %m : f32
        %x = math.exp %d : f32
        linalg.yield %x : f32
      } -> tensor<${R}x${V}xf32>
      %zero = arith.constant 0.000000e+00 : f32
      %e3 = tensor.empty() : tensor<${R}xf32>
      %sm0 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<${R}xf32>) -> tensor<${R}xf32>
      %sm = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<${R}x${V}xf32>) outs(%sm0 : tensor<${R}xf32>) {
      ^bb0(%in: f32, %out: f32):
        %a = arith.addf %in, %out : f32
        linalg.yield %a : f32
      } -> tensor<${R}xf32>
      %e4 = tensor.empty() : tensor<${R}xf32>
      %pk0 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<${R}xf32>) -> tensor<${R}xf32>
      %pk = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%z, %labels : tensor<${R}x${V}xf32>, tensor<${R}xi64>) outs(%pk0 : tensor<${R}xf32>) {
      ^bb0(%in: f32, %l: i64, %out: f32):
        %c0 = arith.constant 0.000000e+00 : f32
        %j = linalg.index 1 : index
        %ji = arith.index_cast %j : index to i64
        %eq = arith.cmpi eq, %ji, %l : i64
        %v = arith.select %eq, %in, %c0 : f32
        %a = arith.addf %out, %v : f32
        linalg.yield %a : f32
      } -> tensor<${R}xf32>
      %e5 = tensor.empty() : tensor<${R}xf32>
      %nll = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3], iterator_types = ["parallel"]} ins(%sm, %mx, %pk : tensor<${R}xf32>, tensor<${R}xf32>, tensor<${R}xf32>) outs(%e5 : tensor<${R}xf32>) {
      ^bb0(%s: f32, %m: f32, %p: f32, %out: f32):
        %lg = math.log %s : f32
        %a = arith.addf %lg, %m : f32
        %r = arith.subf %a, %p : f32
        linalg.yield %r : f32
      } -> tensor<${R}xf32>
      %e6 = tensor.empty() : tensor<f32>
      %tot0 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<f32>) -> tensor<f32>
      %tot = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%nll : tensor<${R}xf32>) outs(%tot0 : tensor<f32>) {
      ^bb0(%in: f32, %out: f32):
        %a = arith.addf %in, %out : f32
        linalg.yield %a : f32
      } -> tensor<f32>
      %inv = arith.constant dense<$inv> : tensor<f32>
      %loss = arith.mulf %tot, %inv : tensor<f32>
      %e7 = tensor.empty() : tensor<${R}x${V}xf32>
      %dz = linalg.generic {indexing_maps = [#map, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%ex, %sm, %labels : tensor<${R}x${V}xf32>, tensor<${R}xf32>, tensor<${R}xi64>) outs(%e7 : tensor<${R}x${V}xf32>) {
      ^bb0(%x: f32, %s: f32, %l: i64, %out: f32):
        %p = arith.divf %x, %s : f32
        %c0 = arith.constant 0.000000e+00 : f32
        %c1 = arith.constant 1.000000e+00 : f32
        %j = linalg.index 1 : index
        %ji = arith.index_cast %j : index to i64
        %eq = arith.cmpi eq, %ji, %l : i64
        %t = arith.select %eq, %c1, %c0 : f32
        %k = arith.constant $inv : f32
        %d = arith.subf %p, %t : f32
        %g = arith.mulf %d, %k : f32
        linalg.yield %g : f32
      } -> tensor<${R}x${V}xf32>
      %e8 = tensor.empty() : tensor<${V}xf32>
      %db0 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<${V}xf32>) -> tensor<${V}xf32>
      %db = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%dz : tensor<${R}x${V}xf32>) outs(%db0 : tensor<${V}xf32>) {
      ^bb0(%in: f32, %out: f32):
        %a = arith.addf %in, %out : f32
        linalg.yield %a : f32
      } -> tensor<${V}xf32>
      %gb = fsdp.all_reduce %db on @dp reduction = avg : tensor<${V}xf32>
      %gl = fsdp.all_reduce %loss on @dp reduction = avg : tensor<f32>
      %lr = arith.constant dense<1.000000e-01> : tensor<${V}xf32>
      %st = arith.mulf %gb, %lr : tensor<${V}xf32>
      %nb = arith.subf %bias, %st : tensor<${V}xf32>
      return %nb, %gl : tensor<${V}xf32>, tensor<f32>
    }
  }
MLIR
}

declare -A np_of range_of
for c in $cases; do
  case $c in
  ce32k)
    "$bin/fsdp-gen" --model=mlp --layers=1 --width=8,32768 --bias \
      --loss=cross-entropy --batch="$ce_batch" --optimizer=sgd --lr=0.1 \
      --grid-size=1 -o "$out/ce32k.mlir"
    np_of[$c]=1 range_of[$c]=0:32768 ;;
  ce-bias)
    ce_bias_mlir "$ce_batch" 32768 >"$out/ce-bias.mlir"
    np_of[$c]=1 range_of[$c]=0:32768 ;;
  gpt1k | gpt32k)
    vocab=1024
    [ "$c" = gpt32k ] && vocab=32768
    "$bin/fsdp-gen" --model=transformer --layers=4 --d-model=512 --heads=8 \
      --seq=256 --vocab="$vocab" --optimizer=adam --lr=1e-4 \
      --batch="$batch" --grid-size="$ranks" -o "$out/$c-ddp.mlir"
    "$bin/fsdp-opt" "$out/$c-ddp.mlir" --fsdp-pipeline -o "$out/$c.mlir"
    np_of[$c]=$ranks range_of[$c]=0:$vocab ;;
  gpt1k-cpu | gpt32k-cpu)
    vocab=1024
    [ "$c" = gpt32k-cpu ] && vocab=32768
    "$bin/fsdp-gen" --model=transformer --layers=4 --d-model=512 --heads=8 \
      --seq=256 --vocab="$vocab" --optimizer=adam --lr=1e-4 \
      --batch="$batch" --grid-size=1 -o "$out/$c.mlir"
    np_of[$c]=1 range_of[$c]=0:$vocab ;;
  mlp)
    "$bin/fsdp-gen" --model=mlp --layers=4 --width=1024 --batch=64 \
      --bias=false --loss=mse --optimizer=adam --lr=1e-4 --grid-size=1 \
      -o "$out/mlp.mlir"
    np_of[$c]=1 range_of[$c]=0:1 ;;
  *)
    echo "blocked_reductions.sh: unknown case $c" >&2
    exit 1 ;;
  esac
done

results=$out/results.tsv
: >"$results"
# cpu_of STEPS CASE SETTING: fsdp-run's CPU seconds over STEPS steps.
cpu_of() {
  python3 - "$bin/fsdp-run" "$out/$2.mlir" --steps="$1" --quiet --threads=1 \
    --int-range="${range_of[$2]}" --blocked-reductions="$3" <<'PY'
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(r.ru_utime + r.ru_stime)
PY
}

# run CASE SETTING ROUND: one fsdp-run (two for a -cpu case), its row in
# $results.
run() {
  local time loss
  if [[ $1 == *-cpu ]]; then
    local short long
    short=$(cpu_of 1 "$1" "$2")
    long=$(cpu_of $((steps + 1)) "$1" "$2")
    time=$(python3 -c "print('%.1f' % (($long - $short) / $steps * 1e3))")
    printf "%s\t%s\t%s\t%s\t%s\n" "$1" "$2" "$3" "$time" "-" >>"$results"
    return
  fi
  $mpirun -np "${np_of[$1]}" "$bin/fsdp-run" "$out/$1.mlir" \
    --steps="$steps" --quiet --threads=1 --int-range="${range_of[$1]}" \
    --blocked-reductions="$2" --summary-json="$out/run.json" >/dev/null
  read -r time loss < <(python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
loss = s["final_loss"] if s["final_loss"] is not None else float("nan")
print("%.3f %.9g" % (s["mean_time_ms"], loss))' "$out/run.json")
  printf "%s\t%s\t%s\t%s\t%s\n" "$1" "$2" "$3" "$time" "$loss" >>"$results"
}

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((r = 1; r <= rounds; r++)); do
  for c in $cases; do
    if ((r % 2)); then
      run "$c" true "$r"
      run "$c" false "$r"
    else
      run "$c" false "$r"
      run "$c" true "$r"
    fi
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$results" "$steps" "$rounds" <<'PY'
import collections, statistics, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
times = collections.defaultdict(list)
loss = {}
for case, setting, rnd, ms, final in rows:
    times[case, setting].append(float(ms))
    loss[case, setting] = final
print(f"mean step time (ms) over {sys.argv[2]} steps (-cpu: CPU time per "
      f"step), median of {sys.argv[3]} rounds; per round: tree / chain")
print(f"{'step':8} {'tree':>10} {'chain':>10} {'chain/tree':>10}  "
      f"{'rounds (tree/chain)':30} final loss (tree, chain)")
for case in dict.fromkeys(c for c, _ in times):
    tree, chain = times[case, "true"], times[case, "false"]
    mt, mc = statistics.median(tree), statistics.median(chain)
    per = " ".join(f"{t:.0f}/{c:.0f}" for t, c in zip(tree, chain))
    print(f"{case:8} {mt:10.1f} {mc:10.1f} {mc / mt:10.3f}  {per:30} "
          f"{loss[case, 'true']}, {loss[case, 'false']}")
PY
