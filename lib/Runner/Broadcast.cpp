//===- Broadcast.cpp - Rank 0's bytes on every rank -----------------------===//

#include "fsdp/Runner/Broadcast.h"

#include <cstring>
#include <vector>

using namespace fsdprun;

/// An all-reduce of int64 host values in place, waited on by polling (which
/// fsdp_rt_set_poll_sleep slows down).
static bool allReduceInts(fsdp_rt_group *world, int64_t *values, int64_t count,
                          fsdp_rt_reduction reduction) {
  fsdp_rt_request *request = nullptr;
  return fsdp_rt_all_reduce_start(world, values, values, count, FSDP_RT_I64,
                                  reduction, &request) == FSDP_RT_OK &&
         fsdp_rt_wait(request) == FSDP_RT_OK;
}

bool fsdprun::broadcastFromRankZero(fsdp_rt_context *runtime,
                                    fsdp_rt_group *world, int64_t rank,
                                    std::string &bytes, double waitSeconds) {
  // Polls of the wait at most 20 ms apart: rank 0's bytes arrive at most
  // that late, and the waiting ranks take next to no CPU from its threads.
  constexpr double kPollSeconds = 0.02;
  // Only the ranks that wait for rank 0 wait long: rank 0 comes last, and
  // a peer that stopped or hung meanwhile must not hold it past the bound.
  double bound = fsdp_rt_timeout(runtime);
  bool raise = rank != 0 && bound > 0 && bound < waitSeconds;
  if (raise)
    fsdp_rt_set_timeout(runtime, waitSeconds);
  double pollSleep = 0;
  if (rank != 0)
    fsdp_rt_set_poll_sleep(runtime, kPollSeconds, &pollSleep);
  int64_t size = rank == 0 ? int64_t(bytes.size()) : 0;
  bool ok = allReduceInts(world, &size, 1, FSDP_RT_MAX);
  if (rank != 0)
    fsdp_rt_set_poll_sleep(runtime, pollSleep, nullptr);
  if (raise)
    fsdp_rt_set_timeout(runtime, bound);
  if (!ok)
    return false;
  // A broadcast as a sum: every rank but 0 adds zeros, exactly.
  std::vector<int64_t> words((size + 7) / 8, 0);
  if (rank == 0 && size > 0)
    std::memcpy(words.data(), bytes.data(), size);
  if (!allReduceInts(world, words.data(), int64_t(words.size()), FSDP_RT_SUM))
    return false;
  bytes.assign(reinterpret_cast<const char *>(words.data()), size);
  return true;
}
