//===- test_host_mpi.cpp - MPI initialized and finalized by the host ------===//
//
// The runtime must not initialize MPI again, nor finalize it behind the
// host's back, and its errors must not abort the host's job.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <mpi.h>

int main(int argc, char **argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  int rank = 0, size = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  fsdp_rt_options opts = {sizeof(fsdp_rt_options), nullptr,
                          0}; // auto: MPI is initialized -> mpi
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, &argc, &argv, &ctx), FSDP_RT_OK);
  CHECK(std::string(fsdp_rt_backend_name(ctx)) == "mpi");
  CHECK_EQ(fsdp_rt_rank(ctx), rank);
  CHECK_EQ(fsdp_rt_size(ctx), size);
  int64_t shape[] = {size}, axes[] = {0};
  fsdp_rt_group *g = nullptr;
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &g), FSDP_RT_OK);
  int64_t v = rank, sum = 0;
  fsdp_rt_request *req = nullptr;
  CHECK_EQ(
      fsdp_rt_all_reduce_start(g, &v, &sum, 1, FSDP_RT_I64, FSDP_RT_SUM, &req),
      FSDP_RT_OK);
  // The host's own traffic on MPI_COMM_WORLD meanwhile does not interfere;
  // calling MPI while the progress thread runs needs MPI_THREAD_MULTIPLE.
  if (provided < MPI_THREAD_MULTIPLE) {
    CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
    req = nullptr;
  }
  int hostSum = 0, one = 1;
  MPI_Allreduce(&one, &hostSum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (req)
    CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
  CHECK_EQ(sum, int64_t(size) * (size - 1) / 2);
  CHECK_EQ(hostSum, size);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);

  int finalized = 1;
  MPI_Finalized(&finalized);
  CHECK_EQ(finalized, 0);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  int failed = fsdp_rt_test::failures();
  if (!failed && rank == 0)
    std::printf("test_host_mpi: all checks passed\n");
  return failed != 0;
}
