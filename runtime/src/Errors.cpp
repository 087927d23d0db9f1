//===- Errors.cpp - The last error and the sticky status ------------------===//
//
// A failure is recorded on its context (or process-wide without one); a
// sticky one poisons the context: later calls fail at once, and the first
// sticky message, which names the root cause, is kept.
//
//===----------------------------------------------------------------------===//

#include "Context.h"

#include <algorithm>
#include <cstring>

using namespace fsdp_rt;

namespace {

/// Failures that have no context to live in (init, NULL handles).
std::mutex globalErrorMutex;
std::string globalError;

/// The message fsdp_rt_last_error reports for `ctx`.
std::string lastErrorCopy(const fsdp_rt_context *ctx) {
  if (!ctx) {
    std::lock_guard<std::mutex> lock(globalErrorMutex);
    return globalError;
  }
  return ctx->errors.last().message();
}

} // namespace

namespace fsdp_rt {

void ErrorState::record(const Status &failure, bool isSticky) {
  std::lock_guard<std::mutex> lock(mutex);
  if (sticky.load() != FSDP_RT_OK)
    return; // Keep the first sticky failure: it names the root cause.
  lastFailure = failure;
  if (isSticky)
    sticky.store(failure.ok() ? FSDP_RT_BACKEND_ERROR : failure.code());
}

void ErrorState::recordCheckFailure(const std::string &message,
                                    bool fromAssert) {
  std::lock_guard<std::mutex> lock(mutex);
  bool replacesAssert = stickyFromAssert && !fromAssert;
  if (sticky.load() != FSDP_RT_OK && !replacesAssert)
    return;
  // An index error after a failed assert: the index error first (what a
  // frontend asserts before a gather says less), the assert after it (a
  // model's own check says more).
  lastFailure =
      Status(FSDP_RT_INVALID_ARGUMENT,
             replacesAssert ? message + " (after " + lastFailure.message() + ")"
                            : message);
  stickyFromAssert = fromAssert;
  sticky.store(FSDP_RT_INVALID_ARGUMENT);
}

Status ErrorState::last() const {
  std::lock_guard<std::mutex> lock(mutex);
  return lastFailure;
}

void ErrorState::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  lastFailure = Status();
  stickyFromAssert = false;
  sticky.store(FSDP_RT_OK);
}

fsdp_rt_status recordError(fsdp_rt_context *ctx, const Status &failure,
                           bool sticky) {
  if (ctx) {
    ctx->errors.record(failure, sticky);
  } else {
    std::lock_guard<std::mutex> lock(globalErrorMutex);
    globalError = failure.message();
  }
  return failure.code();
}

std::string rankPrefix(const fsdp_rt_context *ctx, const char *what) {
  return std::string(what) + " on rank " +
         std::to_string(ctx ? ctx->backend->rank() : -1);
}

} // namespace fsdp_rt

extern "C" {

fsdp_rt_status fsdp_rt_clear_error(fsdp_rt_context *ctx) {
  if (!ctx)
    return FSDP_RT_INVALID_ARGUMENT;
  if (ctx->backend->size() != 1)
    return FSDP_RT_INVALID_ARGUMENT;
  ctx->errors.clear();
  return FSDP_RT_OK;
}

size_t fsdp_rt_format_last_error(const fsdp_rt_context *ctx, char *buffer,
                                 size_t capacity) {
  std::string message = lastErrorCopy(ctx);
  if (buffer && capacity > 0) {
    size_t n = std::min(message.size(), capacity - 1);
    std::memcpy(buffer, message.data(), n);
    buffer[n] = '\0';
  }
  return message.size();
}

const char *fsdp_rt_last_error(const fsdp_rt_context *ctx) {
  // A copy per thread: the context's message may be replaced by the progress
  // thread at any time, which would free the string a shared pointer points
  // into.
  thread_local std::string copy;
  copy = lastErrorCopy(ctx);
  return copy.c_str();
}

int32_t fsdp_rt_mlir_record_error(fsdp_rt_context *ctx, int32_t status,
                                  const char *message) {
  if (status == FSDP_RT_OK)
    return FSDP_RT_OK;
  recordError(ctx,
              Status(static_cast<fsdp_rt_status>(status),
                     message ? message : "unknown error"),
              /*sticky=*/true);
  return status;
}

} // extern "C"
