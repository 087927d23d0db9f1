//===- test_wire_bytes.cpp - What the mpi backend hands to MPI ------------===//
//
// The counters model the bytes of a collective from its dtype; this test
// checks what actually reaches MPI. It intercepts the payload calls of the
// mpi backend through MPI's profiling interface (the executable's MPI_*
// definitions take precedence over libmpi's; each forwards to PMPI_*) and
// sums the bytes each call asks MPI to deliver to the other ranks, counted
// as a ring would move them. bf16 and f16 reductions must move half the
// bytes of f32 ones: they used to be widened to f32 before MPI.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <mpi.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace {
std::atomic<uint64_t> wireBytes{0};

uint64_t typeBytes(MPI_Datatype type, int count) {
  int size = 0;
  PMPI_Type_size(type, &size);
  return uint64_t(size) * uint64_t(count);
}

int peers(MPI_Comm comm) {
  int size = 1;
  PMPI_Comm_size(comm, &size);
  return size - 1;
}
} // namespace

extern "C" {
int MPI_Isend(const void *buf, int count, MPI_Datatype type, int dest, int tag,
              MPI_Comm comm, MPI_Request *request) {
  wireBytes += typeBytes(type, count);
  return PMPI_Isend(buf, count, type, dest, tag, comm, request);
}

int MPI_Ialltoall(const void *send, int sendCount, MPI_Datatype sendType,
                  void *recv, int recvCount, MPI_Datatype recvType,
                  MPI_Comm comm, MPI_Request *request) {
  wireBytes += typeBytes(sendType, sendCount) * uint64_t(peers(comm));
  return PMPI_Ialltoall(send, sendCount, sendType, recv, recvCount, recvType,
                        comm, request);
}

int MPI_Iallgather(const void *send, int sendCount, MPI_Datatype sendType,
                   void *recv, int recvCount, MPI_Datatype recvType,
                   MPI_Comm comm, MPI_Request *request) {
  wireBytes += typeBytes(recvType, recvCount) * uint64_t(peers(comm));
  return PMPI_Iallgather(send, sendCount, sendType, recv, recvCount, recvType,
                         comm, request);
}

int MPI_Ireduce_scatter_block(const void *send, void *recv, int recvCount,
                              MPI_Datatype type, MPI_Op op, MPI_Comm comm,
                              MPI_Request *request) {
  wireBytes += typeBytes(type, recvCount) * uint64_t(peers(comm));
  return PMPI_Ireduce_scatter_block(send, recv, recvCount, type, op, comm,
                                    request);
}

int MPI_Iallreduce(const void *send, void *recv, int count, MPI_Datatype type,
                   MPI_Op op, MPI_Comm comm, MPI_Request *request) {
  int p = peers(comm);
  wireBytes += 2 * typeBytes(type, count) * uint64_t(p) / uint64_t(p + 1);
  return PMPI_Iallreduce(send, recv, count, type, op, comm, request);
}
} // extern "C"

namespace {
/// Bytes handed to MPI by one blocking collective of `count` elements.
uint64_t measure(fsdp_rt_group *g, fsdp_rt_collective kind, fsdp_rt_dtype t,
                 size_t count, int size) {
  size_t es = fsdp_rt_dtype_size(t);
  std::vector<unsigned char> send(count * size_t(size) * es, 0),
      recv(count * size_t(size) * es);
  uint64_t before = wireBytes.load();
  if (kind == FSDP_RT_REDUCE_SCATTER)
    CHECK_EQ(fsdp_rt_reduce_scatter(g, send.data(), recv.data(), int64_t(count),
                                    t, FSDP_RT_SUM),
             FSDP_RT_OK);
  else
    CHECK_EQ(fsdp_rt_all_reduce(g, send.data(), recv.data(),
                                int64_t(count) * size, t, FSDP_RT_SUM),
             FSDP_RT_OK);
  return wireBytes.load() - before;
}
} // namespace

int main(int argc, char **argv) {
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "mpi", 0};
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, &argc, &argv, &ctx), FSDP_RT_OK);
  int rank = fsdp_rt_rank(ctx), size = fsdp_rt_size(ctx);
  fsdp_rt_test::logPrefix() = "[rank " + std::to_string(rank) + "] ";
  int64_t shape[] = {size}, axes[] = {0};
  fsdp_rt_group *g = nullptr;
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &g), FSDP_RT_OK);

  // Sizes on both sides of the backend's algorithm thresholds.
  for (size_t count : {size_t(1000), size_t(1) << 16, size_t(1) << 20}) {
    for (fsdp_rt_collective kind :
         {FSDP_RT_REDUCE_SCATTER, FSDP_RT_ALL_REDUCE}) {
      uint64_t f32 = measure(g, kind, FSDP_RT_F32, count, size);
      std::string what =
          std::string(kind == FSDP_RT_REDUCE_SCATTER ? "reduce_scatter"
                                                     : "all_reduce") +
          " of " + std::to_string(count) + " per rank";
      // A ring moves (N - 1) blocks for a reduce-scatter, twice for an
      // all-reduce; f32's algorithms (ring or MPI's) are counted as one.
      uint64_t ring =
          uint64_t(size - 1) * count * (kind == FSDP_RT_REDUCE_SCATTER ? 1 : 2);
      CHECK_MSG(f32 == ring * 4, what + " f32: " + std::to_string(f32) +
                                     " bytes, expected " +
                                     std::to_string(ring * 4));
      for (fsdp_rt_dtype half : {FSDP_RT_BF16, FSDP_RT_F16}) {
        uint64_t bytes = measure(g, kind, half, count, size);
        CHECK_MSG(bytes == ring * 2,
                  what + " " + (half == FSDP_RT_BF16 ? "bf16" : "f16") + ": " +
                      std::to_string(bytes) + " bytes handed to MPI, " +
                      std::to_string(ring * 2) + " expected (f32 " +
                      std::to_string(f32) + ")");
      }
    }
  }

  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  int failed = fsdp_rt_test::failures();
  if (failed)
    std::fprintf(stderr, "[rank %d] %d check(s) failed\n", rank, failed);
  return failed ? 1 : 0;
}
