//===- Guard.h - No exception crosses the C ABI ----------------*- C++ -*-===//
//
// Every exported function runs its body under a guard that turns an
// escaping exception into a status, with the message recorded on the
// context (or process-wide when there is none).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_GUARD_H
#define FSDP_RT_SRC_GUARD_H

#include "Errors.h"

#include <new>
#include <string>
#include <utility>

namespace fsdp_rt {

/// Runs `body`, turning escaping exceptions into a status recorded on `ctx`.
/// `prefix()` names the operation; it is only built on failure, keeping
/// string formatting off the path of every collective.
template <typename P, typename F>
fsdp_rt_status guardedWith(fsdp_rt_context *ctx, const P &prefix, bool sticky,
                           F &&body) {
  try {
    return body();
  } catch (const Error &e) {
    return recordError(ctx, e.status.withPrefix(prefix()),
                       sticky || e.code() == FSDP_RT_BACKEND_ERROR);
  } catch (const std::bad_alloc &) {
    return recordError(
        ctx, Status(FSDP_RT_OUT_OF_MEMORY, prefix() + ": out of memory"),
        sticky);
  } catch (const std::exception &e) {
    return recordError(
        ctx, Status(FSDP_RT_BACKEND_ERROR, prefix() + ": " + e.what()), true);
  } catch (...) {
    return recordError(
        ctx, Status(FSDP_RT_BACKEND_ERROR, prefix() + ": unknown exception"),
        true);
  }
}

template <typename F>
fsdp_rt_status guarded(fsdp_rt_context *ctx, const std::string &prefix,
                       bool sticky, F &&body) {
  return guardedWith(
      ctx, [&] { return prefix; }, sticky, std::forward<F>(body));
}

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_GUARD_H
