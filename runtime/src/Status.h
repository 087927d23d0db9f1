//===- Status.h - A failure code together with its message -----*- C++ -*-===//
//
// Inside the runtime a failure is one value: the fsdp_rt_status code and the
// message that explains it travel together, so no code path can report one
// without the other. Only at the C ABI are they taken apart again, into the
// returned status and the context's last error (Errors.h, Guard.h). A
// failure deep inside a collective is thrown as an Error carrying a Status;
// code that fails without unwinding returns the Status itself.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_STATUS_H
#define FSDP_RT_SRC_STATUS_H

#include "fsdp_rt/fsdp_rt.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace fsdp_rt {

/// FSDP_RT_OK, or a failure code with the message that explains it.
class Status {
public:
  /// Success.
  Status() = default;
  Status(fsdp_rt_status code, std::string message)
      : code_(code), message_(std::move(message)) {}

  bool ok() const { return code_ == FSDP_RT_OK; }
  fsdp_rt_status code() const { return code_; }
  const std::string &message() const { return message_; }

  /// The same failure, its message behind "`prefix`: " (the operation and
  /// rank that failed, added where they are known).
  Status withPrefix(const std::string &prefix) const {
    return Status(code_, prefix + ": " + message_);
  }

private:
  fsdp_rt_status code_ = FSDP_RT_OK;
  std::string message_;
};

/// A failure inside the runtime, thrown to the C ABI boundary (Guard.h).
struct Error : std::runtime_error {
  explicit Error(Status status)
      : std::runtime_error(status.message()), status(std::move(status)) {}
  Error(fsdp_rt_status code, const std::string &message)
      : Error(Status(code, message)) {}
  fsdp_rt_status code() const { return status.code(); }
  Status status;
};

[[noreturn]] inline void fail(fsdp_rt_status code, const std::string &message) {
  throw Error(code, message);
}

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_STATUS_H
