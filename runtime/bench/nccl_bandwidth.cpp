//===- nccl_bandwidth.cpp - nccl backend vs a plain NCCL loop -------------===//
//
// Run by bench/nccl_bandwidth.sh under mpirun, one GPU per rank. For f32
// all-gather and reduce-scatter of 1, 16 and 256 MiB (full data), on the
// same device buffers:
//   raw NCCL       ncclAllGather / ncclReduceScatter back to back on one
//                  stream, one synchronization at the end
//   fsdp_rt async  start + wait per call (stream-ordered), synchronize at the
//                  end: the throughput path of compiled code
//   fsdp_rt block  blocking calls (host waits for each)
// algbw = full bytes / time, busbw = (N-1)/N * algbw (nccl-tests' factor).
// Times are the slowest rank's.
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include <mpi.h>
#include <nccl.h>

#include <chrono>
#include <cstdio>
#include <functional>

namespace {

int rank = 0, nranks = 1;

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void require(bool ok, const char *what, const char *detail) {
  if (ok)
    return;
  std::fprintf(stderr, "rank %d: %s failed: %s\n", rank, what, detail);
  MPI_Abort(MPI_COMM_WORLD, 1);
}

/// Seconds per call of `iters` calls of `op`, then `sync`; slowest rank.
double timeIt(const std::function<void()> &op,
              const std::function<void()> &sync, int iters) {
  op(); // Warm-up: NCCL connects lazily.
  sync();
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = now();
  for (int i = 0; i < iters; ++i)
    op();
  sync();
  double t = (now() - t0) / iters;
  MPI_Allreduce(MPI_IN_PLACE, &t, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return t;
}

void row(const char *name, double fullBytes, double seconds, double rawSec) {
  if (rank != 0)
    return;
  double alg = fullBytes / seconds / 1e9;
  double bus = alg * double(nranks - 1) / double(nranks);
  std::printf("  %-24s %9.3f ms  algbw %8.2f GB/s  busbw %8.2f GB/s", name,
              seconds * 1e3, alg, bus);
  if (rawSec > 0)
    std::printf("  runtime/raw %.2f", rawSec / seconds);
  std::printf("\n");
}

} // namespace

int main(int argc, char **argv) {
  const char *why = nullptr;
  if (fsdp_rt_cuda_probe(&why) == 0) {
    std::printf("nccl_bandwidth: no GPU (%s); nothing measured\n", why);
    return 0;
  }
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "nccl", 0};
  fsdp_rt_context *ctx = nullptr;
  if (fsdp_rt_init(&opts, &argc, &argv, &ctx) != FSDP_RT_OK) {
    std::printf("nccl_bandwidth: nccl backend unavailable: %s\n",
                fsdp_rt_last_error(nullptr));
    return 0;
  }
  rank = fsdp_rt_rank(ctx);
  nranks = fsdp_rt_size(ctx);
  int64_t shape[] = {nranks}, axes[] = {0};
  fsdp_rt_group *world = nullptr;
  require(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &world) == FSDP_RT_OK,
          "group_get", fsdp_rt_last_error(ctx));

  // A plain NCCL communicator on the same device (the runtime made its
  // primary context current on this thread).
  ncclUniqueId id;
  if (rank == 0)
    require(ncclGetUniqueId(&id) == ncclSuccess, "ncclGetUniqueId", "");
  MPI_Bcast(&id, sizeof(id), MPI_BYTE, 0, MPI_COMM_WORLD);
  ncclComm_t comm = nullptr;
  ncclResult_t rc = ncclCommInitRank(&comm, nranks, id, rank);
  require(rc == ncclSuccess, "ncclCommInitRank", ncclGetErrorString(rc));
  void *stream = mgpuStreamCreate();

  if (rank == 0)
    std::printf("nccl_bandwidth: %d ranks, device %d of rank 0, f32\n", nranks,
                fsdp_rt_device(ctx));
  for (size_t mib : {1, 16, 256}) {
    size_t fullBytes = mib << 20;
    size_t shardCount = fullBytes / 4 / size_t(nranks);
    size_t shardBytes = shardCount * 4;
    char *full = static_cast<char *>(fsdp_rt_device_alloc(fullBytes));
    char *shard = static_cast<char *>(fsdp_rt_device_alloc(shardBytes));
    require(full && shard, "device_alloc", fsdp_rt_last_error(nullptr));
    mgpuMemset32(full, 0x3f800000u, fullBytes / 4, stream);
    mgpuMemset32(shard, 0x3f800000u, shardCount, stream);
    mgpuStreamSynchronize(stream);
    int iters = mib >= 256 ? 10 : 50;
    double bytes = double(shardBytes) * nranks;
    auto rawSync = [&] { mgpuStreamSynchronize(stream); };
    auto rtSync = [&] {
      require(fsdp_rt_synchronize(ctx) == FSDP_RT_OK, "synchronize",
              fsdp_rt_last_error(ctx));
      mgpuStreamSynchronize(nullptr);
    };
    if (rank == 0)
      std::printf("%zu MiB\n", mib);

    double raw = timeIt(
        [&] {
          ncclAllGather(shard, full, shardCount, ncclFloat32, comm,
                        static_cast<cudaStream_t>(stream));
        },
        rawSync, iters);
    row("raw ncclAllGather", bytes, raw, 0);
    row("fsdp_rt all_gather async", bytes,
        timeIt(
            [&] {
              fsdp_rt_request *req = nullptr;
              fsdp_rt_all_gather_start(world, shard, full, int64_t(shardCount),
                                       FSDP_RT_F32, &req);
              fsdp_rt_wait(req);
            },
            rtSync, iters),
        raw);
    row("fsdp_rt all_gather", bytes,
        timeIt(
            [&] {
              fsdp_rt_all_gather(world, shard, full, int64_t(shardCount),
                                 FSDP_RT_F32);
            },
            rtSync, iters),
        raw);

    raw = timeIt(
        [&] {
          ncclReduceScatter(full, shard, shardCount, ncclFloat32, ncclSum, comm,
                            static_cast<cudaStream_t>(stream));
        },
        rawSync, iters);
    row("raw ncclReduceScatter", bytes, raw, 0);
    row("fsdp_rt reduce_scatter async", bytes,
        timeIt(
            [&] {
              fsdp_rt_request *req = nullptr;
              fsdp_rt_reduce_scatter_start(world, full, shard,
                                           int64_t(shardCount), FSDP_RT_F32,
                                           FSDP_RT_SUM, &req);
              fsdp_rt_wait(req);
            },
            rtSync, iters),
        raw);
    row("fsdp_rt reduce_scatter", bytes,
        timeIt(
            [&] {
              fsdp_rt_reduce_scatter(world, full, shard, int64_t(shardCount),
                                     FSDP_RT_F32, FSDP_RT_SUM);
            },
            rtSync, iters),
        raw);
    require(fsdp_rt_mlir_status(ctx) == FSDP_RT_OK &&
                fsdp_rt_last_error(ctx)[0] == 0,
            "collectives", fsdp_rt_last_error(ctx));
    fsdp_rt_device_free(full);
    fsdp_rt_device_free(shard);
  }
  mgpuStreamDestroy(stream);
  ncclCommDestroy(comm);
  fsdp_rt_finalize(ctx);
  return 0;
}
