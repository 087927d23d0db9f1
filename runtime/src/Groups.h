//===- Groups.h - A group of ranks of a device grid ------------*- C++ -*-===//
//
// A group is created once per (grid shape, axes) and cached in its context:
// creating one is a collective over the world (a split), which compiled
// code asks for on every step, so only the first request may pay for it.
// Compiled code names groups by `id`, their index in the context.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_GROUPS_H
#define FSDP_RT_SRC_GROUPS_H

#include "Communicator.h"

#include <atomic>
#include <cstdint>
#include <memory>

struct fsdp_rt_group {
  fsdp_rt_context *ctx = nullptr;
  std::unique_ptr<fsdp_rt::Communicator> comm;
  int64_t id = 0;
  /// Collectives issued on this group so far (the next one's sequence).
  std::atomic<int64_t> issued{0};
};

namespace fsdp_rt {

/// fsdp_rt_group_get; `sticky` makes failures poison the context.
fsdp_rt_status getGroup(fsdp_rt_context *ctx, int ndims, const int64_t *shape,
                        int naxes, const int64_t *axes, fsdp_rt_group **out,
                        bool sticky);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_GROUPS_H
