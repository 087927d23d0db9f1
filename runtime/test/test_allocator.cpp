//===- test_allocator.cpp - Tracked allocator and MLIR allocation hooks ---===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <thread>
#include <vector>

extern "C" {
void *_mlir_memref_to_llvm_alloc(size_t size);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
void _mlir_memref_to_llvm_free(void *ptr);
}

static fsdp_rt_counters counters(const fsdp_rt_context *ctx = nullptr) {
  fsdp_rt_counters c;
  fsdp_rt_get_counters(ctx, &c);
  return c;
}

static bool aligned(const void *p, size_t alignment) {
  return reinterpret_cast<uintptr_t>(p) % alignment == 0;
}

static void testTracksBeforeInit() {
  CHECK_EQ(counters().current_bytes, 0u);
  void *a = fsdp_rt_alloc(1000, 0);
  CHECK(a && aligned(a, 16));
  std::memset(a, 1, 1000);
  CHECK_EQ(counters().current_bytes, 1000u);
  void *b = fsdp_rt_alloc(24, 4096);
  CHECK(b && aligned(b, 4096));
  CHECK_EQ(counters().current_bytes, 1024u);
  CHECK_EQ(counters().peak_bytes, 1024u);
  fsdp_rt_free(a);
  CHECK_EQ(counters().current_bytes, 24u);
  CHECK_EQ(counters().peak_bytes, 1024u);
  fsdp_rt_reset_counters(nullptr);
  CHECK_EQ(counters().peak_bytes, 24u);
  fsdp_rt_free(b);
  CHECK_EQ(counters().current_bytes, 0u);
  CHECK_EQ(counters().peak_bytes, 24u);
  fsdp_rt_free(nullptr);
}

static void testBadArguments() {
  CHECK(fsdp_rt_alloc(8, 3) == nullptr); // Not a power of two.
  CHECK(fsdp_rt_alloc(SIZE_MAX - 8, 16) == nullptr);
  void *z = fsdp_rt_alloc(0, 0);
  CHECK(z != nullptr);
  CHECK_EQ(counters().current_bytes, 0u);
  fsdp_rt_free(z);
}

static void testMlirHooks() {
  uint64_t before = counters().current_bytes;
  void *a = _mlir_memref_to_llvm_aligned_alloc(64, 100);
  CHECK(a && aligned(a, 64));
  void *b = _mlir_memref_to_llvm_alloc(28);
  CHECK(b && aligned(b, 16));
  CHECK_EQ(counters().current_bytes, before + 128);
  _mlir_memref_to_llvm_free(a);
  _mlir_memref_to_llvm_free(b);
  CHECK_EQ(counters().current_bytes, before);
}

static void testThreads() {
  fsdp_rt_reset_counters(nullptr);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([] {
      for (int i = 0; i < 20000; ++i) {
        void *p = fsdp_rt_alloc(size_t(64 + i % 7), 32);
        static_cast<char *>(p)[0] = 1;
        fsdp_rt_free(p);
      }
    });
  for (auto &t : threads)
    t.join();
  CHECK_EQ(counters().current_bytes, 0u);
  CHECK(counters().peak_bytes >= 64u && counters().peak_bytes <= 4u * 70u);
}

static void testSameCountersThroughContext() {
  fsdp_rt_options opts = {sizeof(fsdp_rt_options), "self", 0};
  fsdp_rt_context *ctx = nullptr;
  CHECK_EQ(fsdp_rt_init(&opts, nullptr, nullptr, &ctx), FSDP_RT_OK);
  void *p = fsdp_rt_alloc(4096, 64);
  CHECK_EQ(counters(ctx).current_bytes, 4096u);
  fsdp_rt_reset_counters(ctx);
  CHECK_EQ(counters(ctx).peak_bytes, 4096u);
  fsdp_rt_free(p);
  CHECK_EQ(counters(ctx).current_bytes, 0u);
  CHECK_EQ(counters(ctx).peak_bytes, 4096u);
  CHECK_EQ(fsdp_rt_finalize(ctx), FSDP_RT_OK);
}

int main() {
  testTracksBeforeInit();
  testBadArguments();
  testMlirHooks();
  testThreads();
  testSameCountersThroughContext();
  if (fsdp_rt_test::failures())
    std::fprintf(stderr, "%d check(s) failed\n", fsdp_rt_test::failures());
  else
    std::printf("test_allocator: all checks passed\n");
  return fsdp_rt_test::failures() != 0;
}
