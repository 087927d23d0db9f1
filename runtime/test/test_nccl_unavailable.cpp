//===- test_nccl_unavailable.cpp - Choosing nccl without a GPU ------------===//
//
// Runs everywhere. Without a GPU (or in a build without CUDA/NCCL) choosing
// the nccl backend must fail cleanly with FSDP_RT_UNAVAILABLE and a message
// that says why, device allocation must fail the same way, and the host
// backends must keep working. With a GPU it reports SKIPPED (77): the nccl
// unit tests cover that case.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

using fsdp_rt_test::contains;

int main(int argc, char **argv) {
  fsdp_rt_options nccl = {sizeof(fsdp_rt_options), "nccl", 0};
  fsdp_rt_context *ctx = reinterpret_cast<fsdp_rt_context *>(1);
  fsdp_rt_status status = fsdp_rt_init(&nccl, &argc, &argv, &ctx);
  if (status == FSDP_RT_OK) {
    std::printf("SKIPPED: a GPU is present (nccl backend on device %d); the "
                "fsdp_rt.nccl tests cover it\n",
                fsdp_rt_device(ctx));
    fsdp_rt_finalize(ctx);
    return 77;
  }
  const char *why = fsdp_rt_last_error(nullptr);
  std::printf("fsdp_rt_init(\"nccl\") -> %d: %s\n", int(status), why);
  CHECK_EQ(status, FSDP_RT_UNAVAILABLE);
  CHECK(ctx == nullptr);
#if FSDP_RT_TEST_HAVE_NCCL
  // Built with CUDA/NCCL on a machine without a GPU (or driver).
  CHECK_MSG(contains(why, "the nccl backend needs a GPU") ||
                contains(why, "needs one GPU per rank"),
            why);
  CHECK(!contains(why, "built without"));
#else
  CHECK_MSG(contains(why, "built without CUDA/NCCL"), why);
#endif

  void *p = fsdp_rt_device_alloc(64);
  CHECK(p == nullptr);
  CHECK_MSG(contains(fsdp_rt_last_error(nullptr), "device_alloc of 64 bytes"),
            fsdp_rt_last_error(nullptr));
#if !FSDP_RT_TEST_HAVE_CUDA
  CHECK(contains(fsdp_rt_last_error(nullptr), "built without CUDA/NCCL"));
#endif
  fsdp_rt_device_free(nullptr);
  fsdp_rt_counters c;
  fsdp_rt_get_counters(nullptr, &c);
  CHECK_EQ(c.current_bytes, uint64_t(0));

  // Nothing was left half-initialized: the self backend still works, and the
  // device calls behave as documented on a host backend.
  fsdp_rt_options self = {sizeof(fsdp_rt_options), "self", 0};
  CHECK_EQ(fsdp_rt_init(&self, &argc, &argv, &ctx), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_device(ctx), -1);
  CHECK_EQ(fsdp_rt_mlir_device(), -1);
  CHECK_EQ(fsdp_rt_set_compute_stream(ctx, nullptr), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_set_compute_stream(ctx, &c), FSDP_RT_INVALID_ARGUMENT);
  CHECK(contains(fsdp_rt_last_error(ctx), "has no streams"));
  CHECK_EQ(fsdp_rt_set_timeout(ctx, 0), FSDP_RT_INVALID_ARGUMENT);
  CHECK_EQ(fsdp_rt_set_timeout(ctx, 5), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_synchronize(ctx), FSDP_RT_OK);
  int64_t one[] = {1}, ax0[] = {0};
  fsdp_rt_group *g = nullptr;
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, one, 1, ax0, &g), FSDP_RT_OK);
  float x[2] = {1.5f, 0}, y[2] = {0, 0};
  CHECK_EQ(fsdp_rt_all_reduce(g, x, y, 2, FSDP_RT_F32, FSDP_RT_SUM),
           FSDP_RT_OK);
  CHECK(y[0] == 1.5f);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);

  int failed = fsdp_rt_test::failures();
  if (!failed)
    std::printf("test_nccl_unavailable: all checks passed\n");
  return failed != 0;
}
