//===- Errors.h - The last error and the sticky status ---------*- C++ -*-===//
//
// Where a failure goes once it reaches the C ABI: it is recorded on its
// context (or process-wide without one), whence fsdp_rt_last_error reads
// it, and its code is returned. A sticky failure poisons the context: later
// calls fail at once, and the first sticky failure, which names the root
// cause, is kept. The progress thread records too, so the state is guarded.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_ERRORS_H
#define FSDP_RT_SRC_ERRORS_H

#include "Status.h"

#include <atomic>
#include <mutex>
#include <string>

namespace fsdp_rt {

/// The error state of one context.
class ErrorState {
public:
  /// Records `failure` unless a sticky failure is kept already; a sticky one
  /// poisons the context (with FSDP_RT_BACKEND_ERROR for a code of OK).
  void record(const Status &failure, bool sticky);
  /// Records the failure of a check compiled code makes (a sticky
  /// FSDP_RT_INVALID_ARGUMENT): the first, except that a check replaces a
  /// failed assert (`fromAssert`) recorded before it.
  void recordCheckFailure(const std::string &message, bool fromAssert);
  /// The sticky failure's code, FSDP_RT_OK while the context is healthy.
  /// Lock-free: it is read on the path of every collective.
  fsdp_rt_status stickyCode() const { return sticky.load(); }
  bool poisoned() const { return stickyCode() != FSDP_RT_OK; }
  /// The last failure recorded, copied under the lock.
  Status last() const;
  /// Forgets every failure (fsdp_rt_clear_error).
  void clear();

private:
  mutable std::mutex mutex;
  Status lastFailure;
  std::atomic<fsdp_rt_status> sticky{FSDP_RT_OK};
  /// The sticky failure is a failed assert of compiled code, which a failed
  /// check of compiled code may replace.
  bool stickyFromAssert = false;
};

/// Records `failure` on `ctx` (process-wide for NULL, never sticky there)
/// and returns its code: what a C entry point returns.
fsdp_rt_status recordError(fsdp_rt_context *ctx, const Status &failure,
                           bool sticky);
/// "what on rank R": the prefix of a context's error messages.
std::string rankPrefix(const fsdp_rt_context *ctx, const char *what);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_ERRORS_H
