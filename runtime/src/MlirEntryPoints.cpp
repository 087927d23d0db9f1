//===- MlirEntryPoints.cpp - Integer-only entry points for compiled code --===//
//
// Compiled code passes its step's context (which the host bound to the
// module's fsdp_rt_step_context, fsdp_rt_abi.def) and group and request ids
// instead of handles, and cannot inspect failures mid-step: every failure
// here is sticky, so the host reads the first error after the step and later
// collectives fail fast.
//
//===----------------------------------------------------------------------===//

#include "Context.h"
#include "Dtype.h"
#include "Issue.h"

#include <type_traits>

using namespace fsdp_rt;

// What compiled code calls must be what the compiler declares: the
// declarations in fsdp_rt.h (which the definitions match) against the one
// list in fsdp_rt_abi.def.
#define FSDP_RT_ENTRY_POINT(NAME, RESULT, PARAMS)                              \
  static_assert(                                                               \
      std::is_same_v<decltype(&fsdp_rt_mlir_##NAME), RESULT(*) PARAMS>,        \
      "fsdp_rt_mlir_" #NAME " differs from its signature in fsdp_rt_abi.def");
#include "fsdp_rt/fsdp_rt_abi.def"

namespace {

fsdp_rt_status noContext(const char *what) {
  return recordError(
      nullptr,
      Status(FSDP_RT_NOT_INITIALIZED,
             std::string(what) + ": no runtime context (call fsdp_rt_init)"),
      false);
}

fsdp_rt_status stickyFailure(fsdp_rt_context *ctx, fsdp_rt_status status,
                             const std::string &message) {
  if (ctx->errors.poisoned())
    return FSDP_RT_BACKEND_ERROR;
  recordError(ctx, Status(status, message), true);
  return status;
}

/// Resolves a group id, or records a sticky failure and returns null.
fsdp_rt_group *lookupGroup(fsdp_rt_context *ctx, fsdp_rt_collective kind,
                           int64_t id, fsdp_rt_status &status) {
  if (id >= 0 && id < int64_t(ctx->groupsById.size()))
    return ctx->groupsById[size_t(id)];
  status = stickyFailure(ctx, FSDP_RT_INVALID_ARGUMENT,
                         std::string(collectiveName(kind)) + " on rank " +
                             std::to_string(ctx->backend->rank()) +
                             ": unknown group id " + std::to_string(id));
  return nullptr;
}

int32_t blocking(fsdp_rt_context *ctx, fsdp_rt_collective kind, int64_t group,
                 void *send, void *recv, int64_t count, int32_t dtype,
                 int32_t reduction) {
  if (!ctx)
    return noContext(collectiveName(kind));
  fsdp_rt_status status = FSDP_RT_OK;
  fsdp_rt_group *g = lookupGroup(ctx, kind, group, status);
  if (!g)
    return status;
  return issueCollective(kind, g, send, recv, count, dtype, reduction, nullptr,
                         true);
}

int64_t start(fsdp_rt_context *ctx, fsdp_rt_collective kind, int64_t group,
              void *send, void *recv, int64_t count, int32_t dtype,
              int32_t reduction) {
  if (!ctx)
    return -int64_t(noContext(collectiveName(kind)));
  fsdp_rt_status status = FSDP_RT_OK;
  fsdp_rt_group *g = lookupGroup(ctx, kind, group, status);
  if (!g)
    return -int64_t(status);
  fsdp_rt_request *request = nullptr;
  status = issueCollective(kind, g, send, recv, count, dtype, reduction,
                           &request, true);
  if (status != FSDP_RT_OK)
    return -int64_t(status);
  std::lock_guard<std::mutex> lock(ctx->requestMutex);
  int64_t id = ctx->nextRequestId++;
  ctx->mlirRequests[id] = request;
  return id;
}

} // namespace

extern "C" {

int64_t fsdp_rt_mlir_group(fsdp_rt_context *ctx, int64_t ndims, int64_t d0,
                           int64_t d1, int64_t d2, int64_t d3,
                           int64_t axes_mask) {
  if (!ctx)
    return -int64_t(noContext("group"));
  if (ndims < 1 || ndims > 4 || axes_mask < 0 || (axes_mask >> ndims) != 0)
    return -int64_t(stickyFailure(
        ctx, FSDP_RT_INVALID_ARGUMENT,
        "group_get on rank " + std::to_string(ctx->backend->rank()) +
            ": need 1 <= ndims <= 4 and axes within ndims (ndims " +
            std::to_string(ndims) + ", axes mask " + std::to_string(axes_mask) +
            ")"));
  int64_t shape[4] = {d0, d1, d2, d3};
  int64_t axes[4];
  int naxes = 0;
  for (int i = 0; i < ndims; ++i)
    if (axes_mask & (int64_t(1) << i))
      axes[naxes++] = i;
  fsdp_rt_group *g = nullptr;
  fsdp_rt_status status =
      getGroup(ctx, int(ndims), shape, naxes, axes, &g, true);
  if (status != FSDP_RT_OK)
    return -int64_t(status);
  return g->id;
}

int64_t fsdp_rt_mlir_group_rank(fsdp_rt_context *ctx, int64_t group) {
  if (!ctx)
    return -int64_t(noContext("group_rank"));
  if (group < 0 || group >= int64_t(ctx->groupsById.size()))
    return -int64_t(stickyFailure(
        ctx, FSDP_RT_INVALID_ARGUMENT,
        "group_rank on rank " + std::to_string(ctx->backend->rank()) +
            ": unknown group id " + std::to_string(group)));
  return fsdp_rt_group_rank(ctx->groupsById[size_t(group)]);
}

int32_t fsdp_rt_mlir_all_reduce(fsdp_rt_context *ctx, int64_t group, void *send,
                                void *recv, int64_t count, int32_t dtype,
                                int32_t reduction) {
  return blocking(ctx, FSDP_RT_ALL_REDUCE, group, send, recv, count, dtype,
                  reduction);
}

int32_t fsdp_rt_mlir_reduce_scatter(fsdp_rt_context *ctx, int64_t group,
                                    void *send, void *recv, int64_t recv_count,
                                    int32_t dtype, int32_t reduction) {
  return blocking(ctx, FSDP_RT_REDUCE_SCATTER, group, send, recv, recv_count,
                  dtype, reduction);
}

int32_t fsdp_rt_mlir_all_gather(fsdp_rt_context *ctx, int64_t group, void *send,
                                void *recv, int64_t send_count, int32_t dtype) {
  return blocking(ctx, FSDP_RT_ALL_GATHER, group, send, recv, send_count, dtype,
                  FSDP_RT_SUM);
}

int64_t fsdp_rt_mlir_all_reduce_start(fsdp_rt_context *ctx, int64_t group,
                                      void *send, void *recv, int64_t count,
                                      int32_t dtype, int32_t reduction) {
  return start(ctx, FSDP_RT_ALL_REDUCE, group, send, recv, count, dtype,
               reduction);
}

int64_t fsdp_rt_mlir_reduce_scatter_start(fsdp_rt_context *ctx, int64_t group,
                                          void *send, void *recv,
                                          int64_t recv_count, int32_t dtype,
                                          int32_t reduction) {
  return start(ctx, FSDP_RT_REDUCE_SCATTER, group, send, recv, recv_count,
               dtype, reduction);
}

int64_t fsdp_rt_mlir_all_gather_start(fsdp_rt_context *ctx, int64_t group,
                                      void *send, void *recv,
                                      int64_t send_count, int32_t dtype) {
  return start(ctx, FSDP_RT_ALL_GATHER, group, send, recv, send_count, dtype,
               FSDP_RT_SUM);
}

int32_t fsdp_rt_mlir_wait(fsdp_rt_context *ctx, int64_t request) {
  if (!ctx)
    return noContext("wait");
  fsdp_rt_request *req = nullptr;
  {
    std::lock_guard<std::mutex> lock(ctx->requestMutex);
    auto it = ctx->mlirRequests.find(request);
    if (it != ctx->mlirRequests.end()) {
      req = it->second;
      ctx->mlirRequests.erase(it);
    }
  }
  if (!req)
    return stickyFailure(ctx, FSDP_RT_INVALID_ARGUMENT,
                         "wait on rank " +
                             std::to_string(ctx->backend->rank()) +
                             ": unknown request id " + std::to_string(request));
  return fsdp_rt_wait(req);
}

int32_t fsdp_rt_mlir_status(const fsdp_rt_context *ctx) {
  return ctx ? ctx->errors.stickyCode() : FSDP_RT_NOT_INITIALIZED;
}

int32_t fsdp_rt_mlir_index_error(fsdp_rt_context *ctx, const char *site,
                                 int64_t index, int64_t bound) {
  if (!ctx)
    return noContext("index check");
  ctx->errors.recordCheckFailure(
      "index out of range: " + std::to_string(index) + " is not in [0, " +
          std::to_string(bound) + ") of " + site,
      /*fromAssert=*/false);
  return FSDP_RT_INVALID_ARGUMENT;
}

int32_t fsdp_rt_mlir_assert_failed(fsdp_rt_context *ctx, const char *message) {
  if (!ctx)
    return noContext("assert");
  ctx->errors.recordCheckFailure(std::string("assertion failed: ") + message,
                                 /*fromAssert=*/true);
  return FSDP_RT_INVALID_ARGUMENT;
}

} // extern "C"
