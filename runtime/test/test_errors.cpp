//===- test_errors.cpp - Error paths of the C ABI (self backend) ----------===//
//
// Run directly, and with --under-launcher by `mpirun -np 2`, where the self
// backend must refuse a world of two ranks.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <climits>
#include <string>
#include <vector>

using fsdp_rt_test::contains;

static void testEntryPointsWithoutContext() {
  CHECK_EQ(fsdp_rt_mlir_status(nullptr), FSDP_RT_NOT_INITIALIZED);
  CHECK_EQ(fsdp_rt_mlir_group(nullptr, 1, 1, 0, 0, 0, 1),
           -int64_t(FSDP_RT_NOT_INITIALIZED));
  float x = 1;
  CHECK_EQ(
      fsdp_rt_mlir_all_reduce(nullptr, 0, &x, &x, 1, FSDP_RT_F32, FSDP_RT_SUM),
      FSDP_RT_NOT_INITIALIZED);
  CHECK(contains(fsdp_rt_last_error(nullptr), "fsdp_rt_init"));
}

static void testInitErrors() {
  fsdp_rt_context *ctx = reinterpret_cast<fsdp_rt_context *>(1);
  fsdp_rt_options bogus = {sizeof(fsdp_rt_options), "bogus", 0};
  CHECK_EQ(fsdp_rt_init(&bogus, nullptr, nullptr, &ctx),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(ctx == nullptr);
  CHECK(contains(fsdp_rt_last_error(nullptr), "bogus"));
  CHECK(contains(fsdp_rt_last_error(nullptr), "mpi, self, nccl, auto"));

  fsdp_rt_options nccl = {sizeof(fsdp_rt_options), "nccl", 0};
  CHECK_EQ(fsdp_rt_init(&nccl, nullptr, nullptr, &ctx), FSDP_RT_UNAVAILABLE);
  CHECK(ctx == nullptr);
  CHECK(contains(fsdp_rt_last_error(nullptr), "nccl"));

  CHECK_EQ(fsdp_rt_init(nullptr, nullptr, nullptr, nullptr),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_finalize(nullptr), FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_wait(nullptr), FSDP_RT_INVALID_ARGUMENT);
}

static void testGroupErrors(fsdp_rt_context *ctx) {
  fsdp_rt_group *g = nullptr;
  int64_t two[] = {2}, one[] = {1}, ax0[] = {0}, ax00[] = {0, 0}, ax5[] = {5},
          shape11[] = {1, 1};
  // The self backend has a world of one: a 2-device grid does not fit.
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, two, 1, ax0, &g),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "grid of 2 devices on a world of 1"));
  CHECK(contains(fsdp_rt_last_error(ctx), "rank 0"));
  CHECK_EQ(fsdp_rt_group_get(ctx, 2, shape11, 2, ax00, &g),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "strictly increasing"));
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax5, &g),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_group_get(ctx, 0, one, 0, nullptr, &g),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax0, nullptr),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(g == nullptr);
  // An empty axis set is a valid group of one.
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 0, nullptr, &g), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_group_size(g), 1);
}

static void testCollectiveArgumentErrors(fsdp_rt_context *ctx) {
  fsdp_rt_group *g = nullptr;
  int64_t one[] = {1}, ax0[] = {0};
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax0, &g), FSDP_RT_OK);
  float buf[4] = {1, 2, 3, 4};

  CHECK_EQ(fsdp_rt_all_reduce(g, nullptr, buf, 3, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "all_reduce of 12 bytes on rank 0"));
  CHECK(contains(fsdp_rt_last_error(ctx), "null send"));
  CHECK_EQ(fsdp_rt_reduce_scatter(g, buf, nullptr, 2, FSDP_RT_F64, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx),
                 "reduce_scatter of 16 bytes on rank 0: null recv"));
  CHECK_EQ(fsdp_rt_all_gather(g, buf, buf, -1, FSDP_RT_F32),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "negative"));
  CHECK_EQ(fsdp_rt_all_reduce(g, buf, buf, 1, fsdp_rt_dtype(7), FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "invalid dtype 7"));
  CHECK_EQ(
      fsdp_rt_all_reduce(g, buf, buf, 1, FSDP_RT_F32, fsdp_rt_reduction(4)),
      FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "invalid reduction 4"));
  CHECK_EQ(
      fsdp_rt_all_reduce(g, buf, buf, INT64_MAX / 2, FSDP_RT_F32, FSDP_RT_SUM),
      FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "overflows"));
  CHECK_EQ(fsdp_rt_all_reduce(nullptr, buf, buf, 1, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "null group"));
  CHECK_EQ(fsdp_rt_all_reduce_start(g, buf, buf, 1, FSDP_RT_F32, FSDP_RT_SUM,
                                    nullptr),
           FSDP_RT_INVALID_ARGUMENT);
  fsdp_rt_request *req = reinterpret_cast<fsdp_rt_request *>(1);
  CHECK_EQ(fsdp_rt_all_gather_start(g, nullptr, buf, 2, FSDP_RT_F32, &req),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(req == nullptr);
  CHECK_EQ(fsdp_rt_set_algorithm(ctx, FSDP_RT_REDUCE_SCATTER, "fastest"),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "ring"));
  CHECK_EQ(fsdp_rt_set_async_policy(nullptr, 0, 0), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "null context"));
  CHECK_EQ(fsdp_rt_set_async_policy(ctx, 0, -1.0), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "spin_seconds must lie in [0, 1]"));
  CHECK_EQ(fsdp_rt_set_poll_sleep(nullptr, 0, nullptr),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(nullptr), "null context"));
  CHECK_EQ(fsdp_rt_set_poll_sleep(ctx, 2.0, nullptr), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx),
                 "max_sleep_seconds must lie in [0, 1]"));
  CHECK(fsdp_rt_timeout(nullptr) == -1);

  // Empty collectives need no buffers.
  CHECK_EQ(fsdp_rt_all_reduce(g, nullptr, nullptr, 0, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  // Argument errors of the handle API are not sticky.
  CHECK_EQ(fsdp_rt_all_reduce(g, buf, buf, 4, FSDP_RT_F32, FSDP_RT_AVG),
           FSDP_RT_OK);
  CHECK(buf[3] == 4.0f);
  CHECK_EQ(fsdp_rt_mlir_status(ctx), FSDP_RT_OK);
}

static void testStickyEntryPoints(fsdp_rt_context *ctx) {
  int64_t gid = fsdp_rt_mlir_group(ctx, 1, 1, 0, 0, 0, 1);
  CHECK(gid >= 0);
  CHECK_EQ(fsdp_rt_mlir_group(ctx, 1, 1, 0, 0, 0, 1), gid); // Cached.
  float x[2] = {3, 5}, y[2] = {0, 0};
  CHECK_EQ(fsdp_rt_mlir_all_reduce(ctx, gid, x, y, 2, FSDP_RT_F32, FSDP_RT_SUM),
           0);
  CHECK(y[0] == 3 && y[1] == 5);
  CHECK_EQ(fsdp_rt_mlir_status(ctx), 0);

  // First failure: bad dtype. It is kept and poisons the context.
  CHECK_EQ(fsdp_rt_mlir_reduce_scatter(ctx, gid, x, y, 2, 42, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_mlir_status(ctx), FSDP_RT_INVALID_ARGUMENT);
  std::string first = fsdp_rt_last_error(ctx);
  CHECK(contains(first.c_str(), "reduce_scatter"));
  CHECK(contains(first.c_str(), "rank 0"));
  CHECK(contains(first.c_str(), "invalid dtype 42"));

  // Later calls fail fast, with the first message kept.
  CHECK_EQ(fsdp_rt_mlir_all_reduce(ctx, gid, x, y, 2, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_BACKEND_ERROR);
  CHECK_EQ(fsdp_rt_mlir_all_gather_start(ctx, gid, x, y, 1, FSDP_RT_F32),
           -int64_t(FSDP_RT_BACKEND_ERROR));
  CHECK_EQ(fsdp_rt_mlir_wait(ctx, 12345), FSDP_RT_BACKEND_ERROR);
  fsdp_rt_group *g = nullptr;
  int64_t one[] = {1}, ax0[] = {0};
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax0, &g), FSDP_RT_BACKEND_ERROR);
  int64_t gidAfter = fsdp_rt_mlir_group(ctx, 1, 1, 0, 0, 0, 1);
  CHECK_EQ(gidAfter, -int64_t(FSDP_RT_BACKEND_ERROR));
  CHECK(std::string(fsdp_rt_last_error(ctx)) == first);
  CHECK_EQ(fsdp_rt_mlir_status(ctx), FSDP_RT_INVALID_ARGUMENT);
}

static void testMlirUnknownIds() {
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "self", 0};
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_mlir_wait(ctx, 7), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "unknown request id 7"));
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);

  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  float x = 1;
  CHECK_EQ(fsdp_rt_mlir_all_reduce(ctx, 3, &x, &x, 1, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "unknown group id 3"));
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);

  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_mlir_group(ctx, 5, 1, 1, 1, 1, 1),
           -int64_t(FSDP_RT_INVALID_ARGUMENT));
  CHECK_EQ(fsdp_rt_mlir_status(ctx), FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_mlir_status(nullptr), FSDP_RT_NOT_INITIALIZED);
}

/// Under `mpirun -np 2`: the self backend must refuse, auto must pick mpi.
static int underLauncher() {
  fsdp_rt_options self = {sizeof(fsdp_rt_options), "self", 0};
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&self, nullptr, nullptr, &ctx),
           FSDP_RT_INVALID_ARGUMENT);
  CHECK(ctx == nullptr);
  CHECK(contains(fsdp_rt_last_error(nullptr), "started 2 ranks"));
  fsdp_rt_options autoOpts = {sizeof(fsdp_rt_options), "auto", 0};
  CHECK_EQ(fsdp_rt_init(&autoOpts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  CHECK(std::string(fsdp_rt_backend_name(ctx)) == "mpi");
  CHECK_EQ(fsdp_rt_size(ctx), 2);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  return fsdp_rt_test::failures() != 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && std::string(argv[1]) == "--under-launcher")
    return underLauncher();

  testEntryPointsWithoutContext();
  testInitErrors();

  fsdp_rt_context *ctx = nullptr;
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "self", 0};
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  if (!ctx)
    return 1;
  CHECK(std::string(fsdp_rt_backend_name(ctx)) == "self");
  CHECK_EQ(fsdp_rt_rank(ctx), 0);
  CHECK_EQ(fsdp_rt_size(ctx), 1);
  CHECK(std::string(fsdp_rt_last_error(ctx)).empty());
  testGroupErrors(ctx);
  testCollectiveArgumentErrors(ctx);
  testStickyEntryPoints(ctx);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
  testMlirUnknownIds();

  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "%d check(s) failed\n", fsdp_rt_test::failures());
  else
    std::printf("test_errors: all checks passed\n");
  return fsdp_rt_test::failures() != 0;
}
