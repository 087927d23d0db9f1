//===- Allocator.h - Tracked bytes of the process --------------*- C++ -*-===//
//
// Host allocations of fsdp_rt_alloc (and of compiled code, through the
// _mlir_memref_to_llvm_* hooks) and device allocations count into one
// process-wide current/peak figure, which every context's counters report:
// memory belongs to the process, not to a context.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_ALLOCATOR_H
#define FSDP_RT_SRC_ALLOCATOR_H

#include <cstdint>

namespace fsdp_rt {

uint64_t allocatorCurrentBytes();
uint64_t allocatorPeakBytes();
void allocatorResetPeak();
/// Counts `bytes` more / fewer tracked bytes (device allocations).
void allocatorTrack(uint64_t bytes);
void allocatorUntrack(uint64_t bytes);

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_ALLOCATOR_H
