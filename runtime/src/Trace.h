//===- Trace.h - Per-collective timing callback ----------------*- C++ -*-===//
//
// A runner that wants to know when collectives actually ran (an asynchronous
// one runs on the progress thread, some time after its start returned)
// installs a callback (fsdp_rt_set_trace_callback); without one, the cost is
// one atomic load per collective.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_TRACE_H
#define FSDP_RT_SRC_TRACE_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>

namespace fsdp_rt {

/// The clock of a collective about to run (0 without a trace callback).
int64_t traceBegin(const fsdp_rt_context *ctx);
/// Reports one collective that ran since `beginNs`.
void traceEnd(const fsdp_rt_context *ctx, fsdp_rt_collective kind,
              uint64_t bytes, uint64_t bytesSent, bool async, int64_t beginNs);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_TRACE_H
