//===- test_mgpu.cpp - The mgpu* wrappers of libfsdp_rt_cuda --------------===//
//
// Exercises the functions gpu-to-llvm calls, the way compiled code calls
// them. Reports SKIPPED (77) without a GPU.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"
#include "fsdp_rt/fsdp_rt.h"
#include "fsdp_rt/fsdp_rt_cuda.h"

#include <vector>

extern "C" const unsigned char fsdp_rt_test_kernel_fatbin[];
extern "C" const unsigned char fsdp_rt_test_kernel_ptx[];

static uint64_t currentBytes() {
  fsdp_rt_counters c;
  fsdp_rt_get_counters(nullptr, &c);
  return c.current_bytes;
}

static void testMemory(void *stream) {
  const size_t n = 1 << 20;
  uint64_t before = currentBytes();
  void *d = mgpuMemAlloc(n * 4, stream, false);
  CHECK(d != nullptr);
  CHECK_EQ(currentBytes(), before + n * 4);
  mgpuMemset32(d, 0xdeadbeefu, n, stream);
  std::vector<unsigned> host(n, 0);
  mgpuMemcpy(host.data(), d, n * 4, stream);
  mgpuStreamSynchronize(stream);
  CHECK(host[0] == 0xdeadbeefu && host[n - 1] == 0xdeadbeefu);
  mgpuMemset16(d, 0x1234, 2 * n, stream);
  mgpuMemcpy(host.data(), d, n * 4, stream);
  mgpuStreamSynchronize(stream);
  CHECK(host[7] == 0x12341234u);
  mgpuMemFree(d, stream);
  CHECK_EQ(currentBytes(), before);

  void *shared = mgpuMemAlloc(64, stream, true);
  CHECK(shared != nullptr);
  mgpuMemFree(shared, stream);
}

static void testKernel(void *module, void *stream) {
  CHECK(module != nullptr);
  void *fn = mgpuModuleGetFunction(module, "add_one");
  CHECK(fn != nullptr);
  unsigned long long n = 1000;
  std::vector<unsigned> host(n);
  for (size_t i = 0; i < n; ++i)
    host[i] = unsigned(i);
  void *d = mgpuMemAlloc(n * 4, stream, false);
  mgpuMemcpy(d, host.data(), n * 4, stream);
  void *params[] = {&d, &n};
  mgpuLaunchKernel(fn, 4, 1, 1, 256, 1, 1, 0, stream, params, nullptr, 2);
  // Event ordering between two streams.
  void *other = mgpuStreamCreate();
  void *event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  mgpuStreamWaitEvent(other, event);
  mgpuMemcpy(host.data(), d, n * 4, other);
  mgpuStreamSynchronize(other);
  mgpuEventSynchronize(event);
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i)
    bad += host[i] != unsigned(i) + 1;
  CHECK_EQ(bad, size_t(0));
  mgpuEventDestroy(event);
  mgpuStreamDestroy(other);
  mgpuMemFree(d, stream);
  mgpuModuleUnload(module);
}

int main() {
  const char *why = nullptr;
  int devices = fsdp_rt_cuda_probe(&why);
  if (devices == 0) {
    std::printf("SKIPPED: no GPU: %s\n", why);
    return 77;
  }
  mgpuSetDefaultDevice(0);
  void *stream = mgpuStreamCreate();
  CHECK(stream != nullptr);
  testMemory(stream);
  testMemory(nullptr); // The legacy default stream.
  testKernel(mgpuModuleLoad(
                 const_cast<unsigned char *>(fsdp_rt_test_kernel_fatbin), 0),
             stream);
  testKernel(mgpuModuleLoadJIT(
                 const_cast<unsigned char *>(fsdp_rt_test_kernel_ptx), 2),
             stream);
  std::vector<float> pinned(256);
  mgpuMemHostRegister(pinned.data(), pinned.size() * 4);
  mgpuMemHostUnregister(pinned.data());
  mgpuStreamDestroy(stream);
  int failed = fsdp_rt_test::failures();
  if (!failed)
    std::printf("test_mgpu: all checks passed on %d device(s)\n", devices);
  return failed != 0;
}
