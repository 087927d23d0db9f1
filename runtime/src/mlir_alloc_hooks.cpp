//===- mlir_alloc_hooks.cpp - MLIR generic allocation functions -----------===//
//
// `finalize-memref-to-llvm{use-generic-functions=true}` lowers memref.alloc
// and memref.dealloc to these symbols instead of malloc/free; defining them
// here routes every buffer of compiled code through the tracked allocator.
// Signatures follow mlir/lib/Dialect/LLVMIR/IR/FunctionCallUtils.cpp:
// (i64) -> ptr, (i64 alignment, i64 size) -> ptr, (ptr) -> ().
//
//===----------------------------------------------------------------------===//

#include "fsdp_rt/fsdp_rt.h"

#define FSDP_RT_EXPORT __attribute__((visibility("default")))

extern "C" {

FSDP_RT_EXPORT void *_mlir_memref_to_llvm_alloc(size_t size) {
  return fsdp_rt_alloc(size, 16);
}

FSDP_RT_EXPORT void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                        size_t size) {
  return fsdp_rt_alloc(size, alignment);
}

FSDP_RT_EXPORT void _mlir_memref_to_llvm_free(void *ptr) { fsdp_rt_free(ptr); }

} // extern "C"
