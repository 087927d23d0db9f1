//===- Allocator.cpp - Tracked allocator behind fsdp_rt_alloc -------------===//
//
// A header in front of each block records its size, so frees can be tracked
// without a shared map; counters are process-wide atomics, usable before any
// context exists.
//
//===----------------------------------------------------------------------===//

#include "Allocator.h"
#include "fsdp_rt/fsdp_rt.h"

#include <atomic>
#include <cstdlib>

namespace {

constexpr uint64_t kMagic = 0xf5d9a110c8ed0b1cull;

struct alignas(16) Header {
  void *raw;
  size_t bytes;
  uint64_t magic;
};

std::atomic<uint64_t> currentBytes{0};
std::atomic<uint64_t> peakBytes{0};

void raisePeak(uint64_t value) {
  uint64_t peak = peakBytes.load();
  while (value > peak && !peakBytes.compare_exchange_weak(peak, value)) {
  }
}

} // namespace

namespace fsdp_rt {
uint64_t allocatorCurrentBytes() { return currentBytes.load(); }
uint64_t allocatorPeakBytes() { return peakBytes.load(); }
void allocatorResetPeak() { peakBytes.store(currentBytes.load()); }
void allocatorTrack(uint64_t bytes) {
  raisePeak(currentBytes.fetch_add(bytes) + bytes);
}
void allocatorUntrack(uint64_t bytes) { currentBytes.fetch_sub(bytes); }
} // namespace fsdp_rt

extern "C" {

void *fsdp_rt_alloc(size_t bytes, size_t alignment) {
  if (alignment == 0)
    alignment = 16;
  if (alignment & (alignment - 1))
    return nullptr;
  if (alignment < alignof(Header))
    alignment = alignof(Header);
  if (bytes > SIZE_MAX - alignment - sizeof(Header))
    return nullptr;
  char *raw =
      static_cast<char *>(std::malloc(bytes + alignment + sizeof(Header)));
  if (!raw)
    return nullptr;
  uintptr_t first = reinterpret_cast<uintptr_t>(raw) + sizeof(Header);
  uintptr_t user = (first + alignment - 1) & ~uintptr_t(alignment - 1);
  Header *header = reinterpret_cast<Header *>(user) - 1;
  header->raw = raw;
  header->bytes = bytes;
  header->magic = kMagic;
  raisePeak(currentBytes.fetch_add(bytes) + bytes);
  return reinterpret_cast<void *>(user);
}

void fsdp_rt_free(void *ptr) {
  if (!ptr)
    return;
  Header *header = static_cast<Header *>(ptr) - 1;
  // A pointer we did not hand out cannot be freed safely; leaking it beats
  // corrupting the heap or aborting.
  if (header->magic != kMagic)
    return;
  header->magic = 0;
  currentBytes.fetch_sub(header->bytes);
  std::free(header->raw);
}

} // extern "C"
