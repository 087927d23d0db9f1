//===- test_faults.cpp - Stalls, mismatches and aborts end the job --------===//
//
// Run under mpirun with 2 ranks, one mode per test:
//   --mismatch  FSDP_RT_DEBUG=detail: ranks that issue different collectives
//               fail it on every rank with a message naming both; exits 0
//               when the message is right.
//   --mismatch-nccl  The same on the nccl backend (without a GPU: ctest
//               points FSDP_RT_CUDA_DRIVER and FSDP_RT_NCCL_LIBRARY at
//               fake/), whose signatures travel over MPI beside NCCL.
//   --stall     rank 0 waits in a group creation while rank 1 waits in an
//               all_reduce: rank 0 times out (2 s), names rank 1 and where it
//               is, dumps its flight recorder and aborts the job (ctest
//               matches the line).
//   --finalize  rank 1 is busy for 30 s while rank 0 finalizes: rank 0's
//               bounded barrier before MPI_Finalize times out (2 s).
//   --abort     rank 1 calls fsdp_rt_abort while rank 0 waits in a
//               collective: the job ends (ctest matches rank 1's recorder
//               and rank 0's, printed on the launcher's SIGTERM).
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include "fsdp_rt/fsdp_rt.h"

#include <cstdlib>
#include <string>
#include <unistd.h>

using namespace fsdp_rt_test;

#define CHECK_MSG(cond, msg) report((cond), __FILE__, __LINE__, (msg))

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  bool mismatch = mode == "--mismatch" || mode == "--mismatch-nccl";
  if (mismatch)
    setenv("FSDP_RT_DEBUG", "detail", 1);
  fsdp_rt_options opts{sizeof(fsdp_rt_options),
                       mode == "--mismatch-nccl" ? "nccl" : "mpi", 0};
  fsdp_rt_context *ctx = nullptr;
  if (fsdp_rt_init(&opts, &argc, &argv, &ctx) != FSDP_RT_OK) {
    std::fprintf(stderr, "init: %s\n", fsdp_rt_last_error(nullptr));
    return 1;
  }
  int rank = fsdp_rt_rank(ctx);
  logPrefix() = "[rank " + std::to_string(rank) + "] ";
  if (fsdp_rt_size(ctx) != 2) {
    std::fprintf(stderr, "run with 2 ranks\n");
    return 1;
  }
  int64_t shape[1] = {2}, axes[1] = {0};
  fsdp_rt_group *world = nullptr;
  CHECK_MSG(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &world) == FSDP_RT_OK,
            "world group");
  float data[8] = {1, 2, 3, 4, 5, 6, 7, 8};

  if (mismatch) {
    // One matching collective, then rank 1 sends twice the elements.
    CHECK_MSG(fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32,
                                 FSDP_RT_SUM) == FSDP_RT_OK,
              "matching all_reduce");
    CHECK_MSG(data[0] == 2 && data[3] == 8 && data[4] == 5,
              "the matching all_reduce summed");
    fsdp_rt_status s = fsdp_rt_all_reduce(world, data, data, rank ? 8 : 4,
                                          FSDP_RT_F32, FSDP_RT_SUM);
    std::string msg = fsdp_rt_last_error(ctx);
    CHECK_MSG(s == FSDP_RT_BACKEND_ERROR, "mismatch fails: " + msg);
    CHECK_MSG(contains(msg.c_str(),
                       "ranks issued different collectives: group rank 0: #1 "
                       "of group 0: all_reduce f32 x 4 reduction 0; group "
                       "rank 1: #1 of group 0: all_reduce f32 x 8 reduction 0"),
              "mismatch message: " + msg);
    // Sticky: later collectives fail fast instead of hanging.
    CHECK_MSG(fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32,
                                 FSDP_RT_SUM) == FSDP_RT_BACKEND_ERROR,
              "sticky after a mismatch");
    fsdp_rt_finalize(ctx);
    if (failures() == 0)
      std::printf("%sok\n", logPrefix().c_str());
    return failures() ? 1 : 0;
  }

  if (mode == "--stall") {
    // Rank 0 times out first and reports (the line ctest matches); rank 1,
    // also stuck, must not end the job before it does.
    fsdp_rt_set_timeout(ctx, rank == 0 ? 2 : 20);
    fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32, FSDP_RT_SUM);
    if (rank == 0) {
      int64_t grid[2] = {2, 1}, rows[1] = {1};
      fsdp_rt_group *row = nullptr;
      fsdp_rt_group_get(ctx, 2, grid, 1, rows, &row); // Never returns.
    } else {
      fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32, FSDP_RT_SUM);
    }
    std::fprintf(stderr, "%sreturned from a stalled call\n",
                 logPrefix().c_str());
    return 1;
  }

  if (mode == "--finalize") {
    fsdp_rt_set_timeout(ctx, 2);
    fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32, FSDP_RT_SUM);
    if (rank == 1)
      sleep(30); // Busy elsewhere: rank 0's finalize must not wait for it.
    fsdp_rt_finalize(ctx);
    std::fprintf(stderr, "%sfinalized\n", logPrefix().c_str());
    return 1;
  }

  if (mode == "--abort") {
    fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32, FSDP_RT_SUM);
    if (rank == 1) {
      sleep(1);
      fsdp_rt_abort(ctx, 3);
    }
    fsdp_rt_all_reduce(world, data, data, 4, FSDP_RT_F32, FSDP_RT_SUM);
    std::fprintf(stderr, "%sreturned from a collective with an aborted peer\n",
                 logPrefix().c_str());
    return 1;
  }
  std::fprintf(stderr,
               "usage: test_faults --mismatch|--stall|--finalize|--abort\n");
  return 1;
}
