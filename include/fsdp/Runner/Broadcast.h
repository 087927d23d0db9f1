//===- Broadcast.h - Rank 0's bytes on every rank ---------------*- C++ -*-===//

#ifndef FSDP_RUNNER_BROADCAST_H
#define FSDP_RUNNER_BROADCAST_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <string>

namespace fsdprun {

/// Rank 0's `bytes` on every rank of `world` (host memory; collective). The
/// other ranks wait for them up to `waitSeconds` (rank 0 may be compiling),
/// polling asleep so that rank 0 keeps the cores; rank 0 waits for them no
/// longer than the runtime's bound (a peer stopped meanwhile ends the job).
/// False with the runtime's error when a collective fails.
bool broadcastFromRankZero(fsdp_rt_context *runtime, fsdp_rt_group *world,
                           int64_t rank, std::string &bytes,
                           double waitSeconds);

} // namespace fsdprun

#endif // FSDP_RUNNER_BROADCAST_H
