//===- test_trace.cpp - fsdp_rt_set_trace_callback ------------------------===//
//
// Usage: test_trace --backend self|mpi. Every collective a context runs on a
// host backend is reported once, with its kind, full bytes, whether it was
// asynchronous, and an interval that lies within the caller's view of it.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <chrono>
#include <mutex>
#include <string>
#include <vector>

namespace {

struct Record {
  fsdp_rt_collective kind;
  uint64_t bytes, sent;
  int async;
  int64_t begin, end;
};

std::mutex recordsMutex;
std::vector<Record> records;

void onCollective(void *user, fsdp_rt_collective kind, uint64_t bytes,
                  uint64_t sent, int isAsync, int64_t begin, int64_t end) {
  CHECK(user == &records);
  std::lock_guard<std::mutex> lock(recordsMutex);
  records.push_back({kind, bytes, sent, isAsync, begin, end});
}

int64_t now() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

} // namespace

int main(int argc, char **argv) {
  std::string backend = argc > 2 ? argv[2] : "self";
  fsdp_rt_options options{sizeof(fsdp_rt_options), backend.c_str(), 0};
  fsdp_rt_context *ctx = nullptr;
  if (!CHECK_EQ(fsdp_rt_init(&options, &argc, &argv, &ctx), FSDP_RT_OK))
    return 1;
  int n = fsdp_rt_size(ctx);
  int64_t shape[1] = {n}, axes[1] = {0};
  fsdp_rt_group *g = nullptr;
  CHECK_EQ(fsdp_rt_group_get(ctx, 1, shape, 1, axes, &g), FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_set_trace_callback(nullptr, onCollective, nullptr),
           FSDP_RT_INVALID_ARGUMENT);

  std::vector<float> a(64 * n, 1.0f), b(64 * n);
  // Nothing is reported before a callback is installed.
  CHECK_EQ(
      fsdp_rt_all_reduce(g, a.data(), b.data(), 64, FSDP_RT_F32, FSDP_RT_SUM),
      FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_set_trace_callback(ctx, onCollective, &records), FSDP_RT_OK);

  int64_t t0 = now();
  CHECK_EQ(
      fsdp_rt_all_reduce(g, a.data(), b.data(), 64, FSDP_RT_F32, FSDP_RT_SUM),
      FSDP_RT_OK);
  int64_t t1 = now();
  fsdp_rt_request *req = nullptr;
  CHECK_EQ(
      fsdp_rt_all_gather_start(g, a.data(), b.data(), 64, FSDP_RT_F32, &req),
      FSDP_RT_OK);
  CHECK_EQ(fsdp_rt_wait(req), FSDP_RT_OK);
  int64_t t2 = now();
  int64_t id = fsdp_rt_mlir_reduce_scatter_start(ctx, 0, a.data(), b.data(), 64,
                                                 FSDP_RT_F32, FSDP_RT_SUM);
  CHECK(id >= 0);
  CHECK_EQ(fsdp_rt_mlir_wait(ctx, id), FSDP_RT_OK);
  int64_t t3 = now();

  CHECK_EQ(fsdp_rt_set_trace_callback(ctx, nullptr, nullptr), FSDP_RT_OK);
  CHECK_EQ(
      fsdp_rt_all_reduce(g, a.data(), b.data(), 64, FSDP_RT_F32, FSDP_RT_SUM),
      FSDP_RT_OK);

  std::lock_guard<std::mutex> lock(recordsMutex);
  if (CHECK_EQ(records.size(), size_t(3))) {
    CHECK_EQ(records[0].kind, FSDP_RT_ALL_REDUCE);
    CHECK_EQ(records[0].bytes, uint64_t(64 * 4));
    CHECK_EQ(records[0].sent, uint64_t(2 * (n - 1) * 64 * 4 / n));
    CHECK_EQ(records[0].async, 0);
    CHECK(t0 <= records[0].begin && records[0].begin <= records[0].end &&
          records[0].end <= t1);
    CHECK_EQ(records[1].kind, FSDP_RT_ALL_GATHER);
    CHECK_EQ(records[1].bytes, uint64_t(64 * 4 * n));
    CHECK_EQ(records[1].sent, uint64_t((n - 1) * 64 * 4));
    CHECK_EQ(records[1].async, 1);
    CHECK(t1 <= records[1].begin && records[1].begin <= records[1].end &&
          records[1].end <= t2);
    CHECK_EQ(records[2].kind, FSDP_RT_REDUCE_SCATTER);
    CHECK_EQ(records[2].bytes, uint64_t(64 * 4 * n));
    CHECK_EQ(records[2].async, 1);
    CHECK(t2 <= records[2].begin && records[2].end <= t3);
  }
  fsdp_rt_finalize(ctx);
  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "test_trace: %d failure(s)\n",
                 fsdp_rt_test::failures());
  return fsdp_rt_test::failures() ? 1 : 0;
}
