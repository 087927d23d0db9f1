//===- Trace.cpp - Per-collective timing callback -------------------------===//
//
// A runner that wants to know when collectives actually ran (an asynchronous
// one runs on the progress thread, some time after its start returned)
// installs a callback; without one, the cost is one atomic load per
// collective.
//
//===----------------------------------------------------------------------===//

#include "Trace.h"
#include "Context.h"

#include <chrono>

namespace fsdp_rt {

static int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int64_t traceBegin(const fsdp_rt_context *ctx) {
  return ctx->traceFn.load() ? nowNs() : 0;
}

void traceEnd(const fsdp_rt_context *ctx, fsdp_rt_collective kind,
              uint64_t bytes, uint64_t bytesSent, bool async, int64_t beginNs) {
  fsdp_rt_trace_fn fn = ctx->traceFn.load();
  if (!fn || beginNs == 0)
    return;
  fn(ctx->traceUser.load(), kind, bytes, bytesSent, async ? 1 : 0, beginNs,
     nowNs());
}

} // namespace fsdp_rt

extern "C" fsdp_rt_status fsdp_rt_set_trace_callback(fsdp_rt_context *ctx,
                                                     fsdp_rt_trace_fn fn,
                                                     void *user) {
  if (!ctx)
    return FSDP_RT_INVALID_ARGUMENT;
  // Collectives already queued may still report through the old callback.
  ctx->traceUser.store(user);
  ctx->traceFn.store(fn);
  return FSDP_RT_OK;
}
