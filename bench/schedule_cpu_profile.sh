#!/usr/bin/env bash
# Measures the cost-model numbers of this CPU machine and writes
# profiles/cpu-2core.json (or the file given as $1):
#
#   flops_per_second         a 256x256x256 f32 linalg.matmul, lowered like a
#                            step (convert-linalg-to-loops ... LLVM, -O3) and
#                            run with mlir-runner; 2*256^3 FLOP per call
#   elementwise_flops_per_second
#                            an Adam update as one fused linalg.generic, in
#                            place (13 arithmetic ops per element, sqrt and
#                            divide included) over 16384 f32, in cache,
#                            lowered the same way (the loop vectorizes);
#                            the rate of loops without a reduction
#   math_call_seconds        exp and erf of 16384 f32 in one linalg.generic,
#                            lowered the same way (the C library's expf and
#                            erff, one scalar call per element): time per call
#   memory_bytes_per_second  the same Adam update over 2^23 f32 (4 tensors of
#                            32 MiB per rank: beyond the L3 (here 260 MiB
#                            shared; at 32 MiB per rank the loop runs twice
#                            as fast from L3), as a step streams its state
#                            and activations from memory); read + write
#                            bytes, as the cost model counts
#   link_bytes_per_second    MPI_Allgather on 2 ranks (the runtime's
#                            all-gather algorithm) of 4 MiB: bytes sent / time
#   link_latency_seconds     the same of 64 bytes: its time (one ring step at
#                            2 ranks; divided by N-1 steps otherwise)
#   contraction_flops_per_second
#                            the runtime's BLAS sgemm on one core: the three
#                            GEMMs of a 64 x 1024 x 1024 layer
#                            (fsdp_rt_gemm_bench), the rate of contractions
#   contraction_rates        the same for batches 8, 64, 512 and widths 256,
#                            1024, each GEMM on its own: the rate by BLAS
#                            variant (nn, nt, tn) and the GEMM's smallest and
#                            largest dimension (8 rows of 1024 run at a
#                            quarter of the peak, dy W^T of 8 rows at a
#                            third of x W)
#   launch_seconds           what an fsdp_rt start + wait costs beyond the
#                            blocking collective (median, 4 KiB, the three
#                            kinds): `fsdp_rt_bench --calibrate`, whose full
#                            table (per collective and size: blocking time,
#                            hand-off, overlap gain under busy compute, overlap
#                            efficiency) goes into the profile's "calibration"
#                            field, which the cost model interpolates. All of
#                            it is measured as a step runs collectives: each
#                            call sends from the next of a ring of distinct
#                            buffer sets (>= 64 MiB) into a warm one, not
#                            again and again on one set in cache;
#                            "hot_seconds", the blocking
#                            time on one set, is for comparison only
#   overlap_efficiency       the share of a collective that busy compute
#                            between its start and wait hides (median over
#                            the calibration's sizes from 64 KiB)
#   measured                 true
#
# The compute kernels run on NP ranks at once, as a step's ranks do (they
# share the cores, caches and memory bandwidth); each kernel's figure is the
# slowest rank's best. Best of several runs each. The machine is shared:
# the load average goes into the profile's "source" so a reader can judge
# the numbers.
#
# Usage: bench/schedule_cpu_profile.sh [OUT.json]   (the profile's name is
#        OUT's file name: profiles/cpu-2core.json is "cpu-2core"; with NP=4,
#        profiles/cpu-2core-np4.json, the machine oversubscribed 2:1)
# Environment: LLVM_DIR (/usr/lib/llvm-22), NP (2 ranks),
#              RT_BENCH (build/runtime/bench/fsdp_rt_bench),
#              GEMM_BENCH (build/runtime/bench/fsdp_rt_gemm_bench)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out=${1:-$root/profiles/cpu-2core.json}
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
np=${NP:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
load_before=$(cut -d' ' -f1 /proc/loadavg)

# --- compiled linalg: matmul, Adam update, math calls ---------------------
# The kernels are not inlined, so the buffers escape and LLVM keeps the
# timed work between the two clock reads.
cat > "$tmp/kernels.mlir" <<'MLIR'
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @matmul(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>)
    attributes {passthrough = ["noinline"]} {
  linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>)
                outs(%c : memref<256x256xf32>)
  return
}
// An Adam update of p, m, v from g, in place (as a step whose state is
// donated updates it): 13 arithmetic ops per element; it reads 4 and writes
// 3 f32, which the loop streams without reading its outputs' lines first.
#id = affine_map<(i) -> (i)>
func.func @adam(%g: memref<?xf32>, %p: memref<?xf32>, %m: memref<?xf32>,
                %v: memref<?xf32>) attributes {passthrough = ["noinline"]} {
  %b1 = arith.constant 0.9 : f32
  %c1 = arith.constant 0.1 : f32
  %b2 = arith.constant 0.999 : f32
  %c2 = arith.constant 0.001 : f32
  %s = arith.constant 1.0e-3 : f32
  %eps = arith.constant 1.0e-8 : f32
  %lr = arith.constant 1.0e-3 : f32
  linalg.generic {indexing_maps = [#id, #id, #id, #id],
                  iterator_types = ["parallel"]}
      ins(%g : memref<?xf32>)
      outs(%p, %m, %v : memref<?xf32>, memref<?xf32>, memref<?xf32>) {
  ^bb0(%gi: f32, %pi: f32, %mi: f32, %vi: f32):
    %m1 = arith.mulf %mi, %b1 : f32
    %m2 = arith.mulf %gi, %c1 : f32
    %mn = arith.addf %m1, %m2 : f32
    %v1 = arith.mulf %vi, %b2 : f32
    %gg = arith.mulf %gi, %gi : f32
    %v2 = arith.mulf %gg, %c2 : f32
    %vn = arith.addf %v1, %v2 : f32
    %r = math.sqrt %vn : f32
    %r2 = arith.mulf %r, %s : f32
    %d = arith.addf %r2, %eps : f32
    %q = arith.divf %mn, %d : f32
    %u = arith.mulf %q, %lr : f32
    %pn = arith.subf %pi, %u : f32
    linalg.yield %pn, %mn, %vn : f32, f32, f32
  }
  return
}
func.func @calls(%x: memref<?xf32>, %y: memref<?xf32>)
    attributes {passthrough = ["noinline"]} {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %e = math.exp %a : f32
    %f = math.erf %a : f32
    %s = arith.addf %e, %f : f32
    linalg.yield %s : f32
  }
  return
}
// Prints the seconds since `t0` on a line of its own.
func.func @print_since(%t0: f64) {
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// A vector of `n` ones.
func.func @ones(%n: index) -> memref<?xf32> {
  %one = arith.constant 1.0 : f32
  %v = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%v : memref<?xf32>)
  return %v : memref<?xf32>
}
// 8 lines, each the seconds of `reps` Adam updates of `n` elements.
func.func @time_adam(%reps: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %g = func.call @ones(%n) : (index) -> memref<?xf32>
  %p = func.call @ones(%n) : (index) -> memref<?xf32>
  %m = func.call @ones(%n) : (index) -> memref<?xf32>
  %v = func.call @ones(%n) : (index) -> memref<?xf32>
  scf.for %r = %c0 to %c8 step %c1 {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %reps step %c1 {
      func.call @adam(%g, %p, %m, %v) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
    func.call @print_since(%t0) : (f64) -> ()
  }
  memref.dealloc %g : memref<?xf32>
  memref.dealloc %p : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %v : memref<?xf32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c200 = arith.constant 200 : index
  %c2000 = arith.constant 2000 : index
  %small = arith.constant 16384 : index
  %large = arith.constant 8388608 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<256x256xf32>
  %b = memref.alloc() : memref<256x256xf32>
  %c = memref.alloc() : memref<256x256xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<256x256xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<256x256xf32>)
  linalg.fill ins(%one : f32) outs(%c : memref<256x256xf32>)
  // One matmul per line: seconds.
  scf.for %r = %c0 to %c4 step %c1 {
    %t0 = func.call @rtclock() : () -> f64
    func.call @matmul(%a, %b, %c) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
    func.call @print_since(%t0) : (f64) -> ()
  }
  memref.dealloc %a : memref<256x256xf32>
  memref.dealloc %b : memref<256x256xf32>
  memref.dealloc %c : memref<256x256xf32>
  // Then 2000 Adam updates of 16384 elements (in cache) per line.
  func.call @time_adam(%c2000, %small) : (index, index) -> ()
  // Then 200 calls of exp and erf on 16384 elements per line.
  %x = func.call @ones(%small) : (index) -> memref<?xf32>
  %y = func.call @ones(%small) : (index) -> memref<?xf32>
  scf.for %r = %c0 to %c8 step %c1 {
    %t0 = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %c200 step %c1 {
      func.call @calls(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
    }
    func.call @print_since(%t0) : (f64) -> ()
  }
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  // Then 5 Adam updates of 2^23 elements (32 MiB a tensor, out of cache)
  // per line.
  func.call @time_adam(%c5, %large) : (index, index) -> ()
  return
}
MLIR
"$llvm/bin/mlir-opt" "$tmp/kernels.mlir" --convert-linalg-to-loops \
  --lower-affine --convert-scf-to-cf --convert-math-to-llvm --convert-math-to-libm --convert-arith-to-llvm \
  --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm \
  --reconcile-unrealized-casts -o "$tmp/kernels.ll.mlir"
flags=()
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  flags+=(--oversubscribe)
  [[ "$(id -u)" == 0 ]] && flags+=(--allow-run-as-root)
fi
# Runs "$@" on NP ranks at once, rank r writing to $tmp/$name.r.txt: a step's
# ranks share the cores, caches and memory bandwidth, so the rates are
# measured as each of NP concurrent ranks sees them.
on_ranks() {
  local name=$1
  shift
  mpirun -np "$np" "${flags[@]}" bash -c \
    'exec "$@" > "'"$tmp/$name"'.${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-0}}.txt"' \
    bash "$@"
}
on_ranks kernels "$llvm/bin/mlir-runner" "$tmp/kernels.ll.mlir" -e main \
  -entry-point-result=void -O3 \
  -shared-libs="$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so"

# --- the link: MPI_Allgather on NP ranks -----------------------------------
cat > "$tmp/link.cpp" <<'CPP'
#include <mpi.h>
#include <cstdio>
#include <vector>
// Prints "bytes_sent best_seconds" for a small and a large all-gather: each
// rank sends (N-1)/N of the full buffer.
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, n;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  for (long full : {64L, 4L << 20}) {
    long shard = full / n;
    std::vector<char> send(shard, 1), recv(full);
    double best = 1e30;
    for (int round = 0; round < (full > 65536 ? 11 : 101); ++round) {
      MPI_Barrier(MPI_COMM_WORLD);
      double t0 = MPI_Wtime();
      MPI_Allgather(send.data(), shard, MPI_BYTE, recv.data(), shard,
                    MPI_BYTE, MPI_COMM_WORLD);
      double t = MPI_Wtime() - t0, slowest;
      MPI_Allreduce(&t, &slowest, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
      if (slowest < best)
        best = slowest;
    }
    if (rank == 0)
      std::printf("%ld %.9g\n", full - shard, best);
  }
  MPI_Finalize();
}
CPP
mpicxx -O2 "$tmp/link.cpp" -o "$tmp/link"
mpirun -np "$np" "${flags[@]}" "$tmp/link" > "$tmp/link.txt"
rt_bench=${RT_BENCH:-$root/build/runtime/bench/fsdp_rt_bench}
mpirun -np "$np" "${flags[@]}" "$rt_bench" --calibrate="$tmp/calibration.json" >&2
gemm_bench=${GEMM_BENCH:-$root/build/runtime/bench/fsdp_rt_gemm_bench}
on_ranks gemm "$gemm_bench"
# The layer's three GEMMs by batch and width: the table of contraction rates.
for b in 8 64 512; do
  for w in 256 1024; do
    on_ranks "gemm_${b}_${w}" "$gemm_bench" "$b" "$w" "$w" 20
  done
done
load_after=$(cut -d' ' -f1 /proc/loadavg)

python3 - "$tmp" "$out" "$load_before" "$load_after" "$np" <<'PY'
import json, os, sys, platform, datetime
tmp, out, load0, load1, np = sys.argv[1:]
# Per kernel, the best time of each rank, then the slowest rank's.
ranks = []
for r in range(int(np)):
    times = [float(x) for x in open(f"{tmp}/kernels.{r}.txt").read().split()]
    ranks.append((times[:4], times[4:12], times[12:20], times[20:]))
matmul, adam, calls, stream = (max(min(rank[k]) for rank in ranks)
                               for k in range(4))
flops = 2 * 256**3 / matmul
# 2000 calls of 16384 elements, 13 arithmetic ops each, per line.
elementwise = 2000 * 16384 * 13 / adam
# 200 calls of 16384 elements, an exp and an erf each, per line.
math_call = calls / (200 * 16384 * 2)
# 5 calls of 2^23 elements, reading 4 and writing 3 f32 each (in place),
# per line.
memory = 5 * 2**23 * 7 * 4 / stream
(small_bytes, small_t), (large_bytes, large_t) = [
    tuple(map(float, line.split())) for line in open(f"{tmp}/link.txt")]
link = large_bytes / large_t
# A 64-byte exchange is all latency: one ring step at NP = 2.
latency = small_t / (int(np) - 1)
cpu = "unknown CPU"
for line in open("/proc/cpuinfo"):
    if line.startswith("model name"):
        cpu = line.split(":", 1)[1].strip()
        break
profile = {
    # The file's name: cpu-2core.json is "cpu-2core".
    "name": os.path.splitext(os.path.basename(out))[0],
    "source": (f"measured: bench/schedule_cpu_profile.sh on {cpu}, "
               f"{datetime.date.today()}, load average {load0}-{load1} "
               f"(shared machine): 256^3 f32 linalg.matmul, a fused Adam "
               f"linalg.generic over 16384 and 2^23 f32 and exp + erf over "
               f"16384 f32, lowered through convert-linalg-to-loops and run "
               f"by mlir-runner -O3 on {np} ranks at once (the slowest "
               f"rank's best); MPI_Allgather on {np} ranks, 64 B and "
               f"4 MiB; best of 4/8/8/8/101/11 runs; sgemm by "
               f"fsdp_rt_gemm_bench on {np} ranks at once (over {os.cpu_count()} "
               f"cores: the share of one); "
               f"hand-off, overlap and the calibration table by "
               f"fsdp_rt_bench --calibrate"),
    "flops_per_second": float(f"{flops:.3g}"),
    "elementwise_flops_per_second": float(f"{elementwise:.3g}"),
    "math_call_seconds": float(f"{math_call:.3g}"),
    "memory_bytes_per_second": float(f"{memory:.3g}"),
    "link_latency_seconds": float(f"{latency:.3g}"),
    "link_bytes_per_second": float(f"{link:.3g}"),
}
def sgemm_gflops(name):
    """The slowest rank's sgemm rate of fsdp_rt_gemm_bench run `name`."""
    return min(float(line.split("=")[1].split()[0])
               for r in range(int(np)) for line in open(f"{tmp}/{name}.{r}.txt")
               if "sgemm_gflops=" in line)
gemm = sgemm_gflops("gemm")
# fsdp_rt_gemm_bench reports the best of 1 ms GEMMs, which a rank sharing
# its core with others runs alone now and then: with more ranks than cores
# each gets its share of one. (The kernels above time lines of 15-50 ms,
# which see the sharing themselves.)
share = 1 / max(1.0, int(np) / os.cpu_count())
profile["contraction_flops_per_second"] = float("%.3g" % (gemm * share * 1e9))
def variant_gflops(name, label):
    """The slowest rank's rate of one GEMM of fsdp_rt_gemm_bench run `name`."""
    return min(float(line.split("GFLOP/s")[0].split()[-1])
               for r in range(int(np)) for line in open(f"{tmp}/{name}.{r}.txt")
               if line.startswith(label))
# A layer's three GEMMs with batch b and width w, each its own BLAS variant,
# have smallest dimension min(b, w) and largest max(b, w).
profile["contraction_rates"] = [
    {"min_dim": min(b, w), "max_dim": max(b, w), "variant": variant,
     "flops_per_second": float(
         "%.3g" % (variant_gflops(f"gemm_{b}_{w}", label) * share * 1e9))}
    for variant, label in (("nn", "y = x W"), ("nt", "dx = dy W^T"),
                           ("tn", "dW = x^T dy"))
    for b in (8, 64, 512) for w in (256, 1024)]
calibration = json.load(open(f"{tmp}/calibration.json"))
profile["launch_seconds"] = float(f"{calibration['launch_seconds']:.3g}")
profile["overlap_efficiency"] = float(
    f"{calibration['overlap_efficiency']:.3g}")
profile["measured"] = True
profile["calibration"] = calibration
with open(out, "w") as f:
    json.dump(profile, f, indent=2)
    f.write("\n")
print(json.dumps(profile, indent=2))
print(f"slowest rank's best: matmul {matmul} s, adam x2000 {adam} s, "
      f"exp+erf x200 {calls} s, adam 2^23 x5 {stream} s\n"
      f"all-gather: {small_bytes:.0f} B sent in {small_t * 1e6:.1f} us, "
      f"{large_bytes:.0f} B sent in {large_t * 1e3:.2f} ms", file=sys.stderr)
PY
