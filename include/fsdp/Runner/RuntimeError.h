//===- RuntimeError.h - The runtime's last error, as the runner's copy ----===//
//
// fsdp_rt_format_last_error copies the message under the runtime's lock, so
// the runner never holds a pointer into a string the progress thread may be
// replacing.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_RUNTIMEERROR_H
#define FSDP_RUNNER_RUNTIMEERROR_H

#include "fsdp_rt/fsdp_rt.h"

#include <string>

namespace fsdprun {

/// The last error of `ctx` (NULL: of init and calls without a context).
inline std::string runtimeError(const fsdp_rt_context *ctx) {
  std::string message;
  // The message may grow between the two calls: copy until it fits.
  for (size_t length = fsdp_rt_format_last_error(ctx, nullptr, 0);;) {
    message.resize(length + 1);
    length = fsdp_rt_format_last_error(ctx, message.data(), message.size());
    if (length < message.size()) {
      message.resize(length);
      return message;
    }
  }
}

} // namespace fsdprun

#endif // FSDP_RUNNER_RUNTIMEERROR_H
