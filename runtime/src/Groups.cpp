//===- Groups.cpp - Groups of a grid's ranks ------------------------------===//
//
// fsdp_rt_group_get: the ranks of a grid along some of its axes, split
// from the world once and cached by (grid shape, axes).
//
//===----------------------------------------------------------------------===//

#include "Groups.h"
#include "Context.h"
#include "Guard.h"
#include "Issue.h"

#include <climits>

using namespace fsdp_rt;

namespace fsdp_rt {

fsdp_rt_status getGroup(fsdp_rt_context *ctx, int ndims, const int64_t *shape,
                        int naxes, const int64_t *axes, fsdp_rt_group **out,
                        bool sticky) {
  if (!ctx) {
    return recordError(
        nullptr, Status(FSDP_RT_INVALID_ARGUMENT, "group_get: null context"),
        false);
  }
  return guarded(ctx, rankPrefix(ctx, "group_get"), sticky, [&] {
    if (ctx->errors.poisoned())
      fail(FSDP_RT_BACKEND_ERROR, "context failed earlier");
    if (!out)
      fail(FSDP_RT_INVALID_ARGUMENT, "null output pointer");
    *out = nullptr;
    if (ndims < 1 || !shape)
      fail(FSDP_RT_INVALID_ARGUMENT, "a grid needs ndims >= 1 and a shape");
    if (naxes < 0 || naxes > ndims || (naxes > 0 && !axes))
      fail(FSDP_RT_INVALID_ARGUMENT,
           "naxes must be in [0, ndims] with non-null axes");
    int64_t total = 1;
    for (int i = 0; i < ndims; ++i) {
      if (shape[i] < 1 || shape[i] > INT_MAX || total > INT_MAX / shape[i])
        fail(FSDP_RT_INVALID_ARGUMENT,
             "grid dim " + std::to_string(i) + " of size " +
                 std::to_string(shape[i]) + " is not a valid extent");
      total *= shape[i];
    }
    if (total != ctx->backend->size())
      fail(FSDP_RT_INVALID_ARGUMENT,
           "grid of " + std::to_string(total) + " devices on a world of " +
               std::to_string(ctx->backend->size()) + " ranks (backend " +
               ctx->backend->name() + ")");
    for (int i = 0; i < naxes; ++i)
      if (axes[i] < 0 || axes[i] >= ndims || (i > 0 && axes[i] <= axes[i - 1]))
        fail(FSDP_RT_INVALID_ARGUMENT,
             "group axes must be strictly increasing grid dims in [0, " +
                 std::to_string(ndims) + ")");

    auto key = std::make_pair(std::vector<int64_t>(shape, shape + ndims),
                              std::vector<int64_t>(axes, axes + naxes));
    auto it = ctx->groups.find(key);
    if (it != ctx->groups.end()) {
      *out = it->second.get();
      return FSDP_RT_OK;
    }

    // Row-major coordinates of this rank; the color is the linear index over
    // the axes outside the group, the key the one over the group axes.
    std::vector<bool> inGroup(size_t(ndims), false);
    for (int i = 0; i < naxes; ++i)
      inGroup[size_t(axes[i])] = true;
    int64_t rest = ctx->backend->rank();
    std::vector<int64_t> coord(static_cast<size_t>(ndims));
    for (int i = ndims - 1; i >= 0; --i) {
      coord[size_t(i)] = rest % shape[i];
      rest /= shape[i];
    }
    int64_t color = 0, groupKey = 0;
    for (int i = 0; i < ndims; ++i) {
      if (inGroup[size_t(i)])
        groupKey = groupKey * shape[i] + coord[size_t(i)];
      else
        color = color * shape[i] + coord[size_t(i)];
    }

    drain(ctx); // Splitting is collective over the world: keep issue order.
    auto group = std::make_unique<fsdp_rt_group>();
    group->ctx = ctx;
    ctx->backend->activity = Activity();
    ctx->backend->activity.kind = Activity::kGroupCreation;
    ctx->backend->activity.group = int64_t(ctx->groupsById.size());
    try {
      group->comm = ctx->backend->split(int(color), int(groupKey));
    } catch (const Error &e) {
      if (e.code() == FSDP_RT_TIMEOUT)
        timeoutAbort(ctx, std::string("creating group ") +
                              std::to_string(ctx->groupsById.size()) + ": " +
                              e.what());
      ctx->backend->activity = Activity();
      throw;
    }
    ctx->backend->activity = Activity();
    group->id = int64_t(ctx->groupsById.size());
    ctx->groupsById.push_back(group.get());
    *out = group.get();
    ctx->groups.emplace(std::move(key), std::move(group));
    return FSDP_RT_OK;
  });
}

} // namespace fsdp_rt

extern "C" {

fsdp_rt_status fsdp_rt_group_get(fsdp_rt_context *ctx, int ndims,
                                 const int64_t *shape, int naxes,
                                 const int64_t *axes, fsdp_rt_group **out) {
  return getGroup(ctx, ndims, shape, naxes, axes, out, false);
}

int fsdp_rt_group_size(const fsdp_rt_group *g) {
  return g ? g->comm->size() : -1;
}

int fsdp_rt_group_rank(const fsdp_rt_group *g) {
  return g ? g->comm->rank() : -1;
}

} // extern "C"
