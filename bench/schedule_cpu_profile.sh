#!/usr/bin/env bash
# Measures the cost-model numbers of this CPU machine and writes
# profiles/cpu-2core.json (or the file given as $1):
#
#   flops_per_second         a 256x256x256 f32 linalg.matmul, lowered like a
#                            step (convert-linalg-to-loops ... LLVM, -O3) and
#                            run with mlir-runner; 2*256^3 FLOP per call
#   memory_bytes_per_second  a linalg.copy of 32 MiB f32, lowered the same
#                            way; read + write bytes, as the cost model counts
#   link_bytes_per_second    MPI_Allgather on 2 ranks (the runtime's
#                            all-gather algorithm) of 4 MiB: bytes sent / time
#   link_latency_seconds     the same of 64 bytes: its time (one ring step at
#                            2 ranks; divided by N-1 steps otherwise)
#   contraction_flops_per_second
#                            the runtime's BLAS sgemm on one core: the three
#                            GEMMs of a 64 x 1024 x 1024 layer
#                            (fsdp_rt_gemm_bench), the rate of contractions
#   launch_seconds           what an fsdp_rt start + wait costs beyond the
#                            blocking collective (median, 4 KiB, the three
#                            kinds): `fsdp_rt_bench --calibrate`, whose full
#                            table (per collective and size: blocking time,
#                            hand-off, overlap gain under busy compute, overlap
#                            efficiency) goes into the profile's "calibration"
#                            field, which the cost model interpolates. All of
#                            it is measured cold, as a step runs collectives:
#                            each call on the next of a ring of distinct
#                            buffer sets (>= 64 MiB), not again and again on
#                            one set in cache; "hot_seconds", the blocking
#                            time on one set, is for comparison only
#   overlap_efficiency       the share of a collective that busy compute
#                            between its start and wait hides (median over
#                            the calibration's sizes from 64 KiB)
#   measured                 true
#
# Best of several runs each. The machine is shared: the load average goes
# into the profile's "source" so a reader can judge the numbers.
#
# Usage: bench/schedule_cpu_profile.sh [OUT.json]
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

# --- compiled linalg: matmul and copy --------------------------------------
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
func.func @copy(%a: memref<8388608xf32>, %b: memref<8388608xf32>)
    attributes {passthrough = ["noinline"]} {
  linalg.copy ins(%a : memref<8388608xf32>) outs(%b : memref<8388608xf32>)
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
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
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @printF64(%dt) : (f64) -> ()
    func.call @printNewline() : () -> ()
  }
  %x = memref.alloc() : memref<8388608xf32>
  %y = memref.alloc() : memref<8388608xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<8388608xf32>)
  linalg.fill ins(%one : f32) outs(%y : memref<8388608xf32>)
  // Then one copy per line.
  scf.for %r = %c0 to %c8 step %c1 {
    %t0 = func.call @rtclock() : () -> f64
    func.call @copy(%x, %y) : (memref<8388608xf32>, memref<8388608xf32>) -> ()
    %t1 = func.call @rtclock() : () -> f64
    %dt = arith.subf %t1, %t0 : f64
    func.call @printF64(%dt) : (f64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %a : memref<256x256xf32>
  memref.dealloc %b : memref<256x256xf32>
  memref.dealloc %c : memref<256x256xf32>
  memref.dealloc %x : memref<8388608xf32>
  memref.dealloc %y : memref<8388608xf32>
  return
}
MLIR
"$llvm/bin/mlir-opt" "$tmp/kernels.mlir" --convert-linalg-to-loops \
  --lower-affine --convert-scf-to-cf --convert-arith-to-llvm \
  --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm \
  --reconcile-unrealized-casts -o "$tmp/kernels.ll.mlir"
"$llvm/bin/mlir-runner" "$tmp/kernels.ll.mlir" -e main \
  -entry-point-result=void -O3 \
  -shared-libs="$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so" \
  > "$tmp/kernels.txt"

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
flags=()
if mpirun --version 2>&1 | grep -q "Open MPI"; then
  flags+=(--oversubscribe)
  [[ "$(id -u)" == 0 ]] && flags+=(--allow-run-as-root)
fi
mpirun -np "$np" "${flags[@]}" "$tmp/link" > "$tmp/link.txt"
rt_bench=${RT_BENCH:-$root/build/runtime/bench/fsdp_rt_bench}
mpirun -np "$np" "${flags[@]}" "$rt_bench" --calibrate="$tmp/calibration.json" >&2
gemm_bench=${GEMM_BENCH:-$root/build/runtime/bench/fsdp_rt_gemm_bench}
"$gemm_bench" > "$tmp/gemm.txt"
load_after=$(cut -d' ' -f1 /proc/loadavg)

python3 - "$tmp" "$out" "$load_before" "$load_after" "$np" <<'PY'
import json, sys, platform, datetime
tmp, out, load0, load1, np = sys.argv[1:]
times = [float(x) for x in open(f"{tmp}/kernels.txt").read().split()]
matmul, copy = times[:4], times[4:]
flops = 2 * 256**3 / min(matmul)
memory = 2 * 8388608 * 4 / min(copy)
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
    "name": "cpu-2core",
    "source": (f"measured: bench/schedule_cpu_profile.sh on {cpu}, "
               f"{datetime.date.today()}, load average {load0}-{load1} "
               f"(shared machine): 256^3 f32 linalg.matmul and 32 MiB "
               f"linalg.copy lowered through convert-linalg-to-loops and run "
               f"by mlir-runner -O3; MPI_Allgather on {np} ranks, 64 B and "
               f"4 MiB; best of 4/8/101/11 runs; sgemm by fsdp_rt_gemm_bench; "
               f"hand-off, overlap and the calibration table by "
               f"fsdp_rt_bench --calibrate"),
    "flops_per_second": float(f"{flops:.3g}"),
    "memory_bytes_per_second": float(f"{memory:.3g}"),
    "link_latency_seconds": float(f"{latency:.3g}"),
    "link_bytes_per_second": float(f"{link:.3g}"),
}
gemm = [line for line in open(f"{tmp}/gemm.txt") if "sgemm_gflops=" in line]
profile["contraction_flops_per_second"] = float(
    "%.3g" % (float(gemm[0].split("=")[1].split()[0]) * 1e9))
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
print(f"matmul seconds {matmul}\ncopy seconds {copy}\n"
      f"all-gather: {small_bytes:.0f} B sent in {small_t * 1e6:.1f} us, "
      f"{large_bytes:.0f} B sent in {large_t * 1e3:.2f} ms", file=sys.stderr)
PY
