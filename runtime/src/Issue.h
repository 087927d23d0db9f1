//===- Issue.h - Issuing a collective --------------------------*- C++ -*-===//
//
// Every collective, from the handle API and from compiled code alike, goes
// through issueCollective, so argument checks, counters, the flight recorder
// and the timeout policy hold for all of them.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_ISSUE_H
#define FSDP_RT_SRC_ISSUE_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <string>

namespace fsdp_rt {

/// Validates and runs (asyncOut == nullptr) or enqueues one collective.
fsdp_rt_status issueCollective(fsdp_rt_collective kind, fsdp_rt_group *g,
                               const void *send, void *recv, int64_t count,
                               int dtype, int reduction,
                               fsdp_rt_request **asyncOut, bool sticky);
/// Ends the job after a wait for peers stalled on a host backend, with one
/// line naming `what` and the flight recorder.
[[noreturn]] void timeoutAbort(fsdp_rt_context *ctx, const std::string &what);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_ISSUE_H
