//===- NcclUnavailable.cpp - The nccl backend of a build without CUDA -----===//
//
// Compiled instead of NcclBackend.cpp when CMake found no CUDA toolkit, NCCL
// or nvcc (or FSDP_RT_ENABLE_CUDA=OFF); also stands in for
// DeviceAllocator.cpp when there is no CUDA toolkit at all.
//
//===----------------------------------------------------------------------===//

#include "../Backend.h"
#include "../Errors.h"

namespace fsdp_rt {

#ifndef FSDP_RT_MISSING
#define FSDP_RT_MISSING "configured without CUDA"
#endif

static const char *const kBuiltWithout =
    "this fsdp_rt was built without CUDA/NCCL (" FSDP_RT_MISSING
    "); rebuild where the CUDA toolkit and NCCL are installed";

std::unique_ptr<Backend> createNcclBackend(int *, char ***, double) {
  fail(FSDP_RT_UNAVAILABLE, std::string("nccl backend: ") + kBuiltWithout);
}

} // namespace fsdp_rt

#ifndef FSDP_RT_HAVE_CUDA
extern "C" {

void *fsdp_rt_device_alloc(size_t bytes) {
  fsdp_rt::recordError(nullptr,
                       fsdp_rt::Status(FSDP_RT_UNAVAILABLE,
                                       "device_alloc of " +
                                           std::to_string(bytes) +
                                           " bytes: " + fsdp_rt::kBuiltWithout),
                       false);
  return nullptr;
}

void fsdp_rt_device_free(void *) {}

} // extern "C"
#endif
