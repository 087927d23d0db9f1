//===- NcclLibrary.h - NCCL loaded at run time ------------------*- C++ -*-===//
//
// Like the CUDA driver, NCCL is dlopen()ed when the nccl backend starts, so
// that libfsdp_rt.so loads (and its other backends work) where NCCL or the
// driver it needs are missing.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_NCCL_NCCLLIBRARY_H
#define FSDP_RT_NCCL_NCCLLIBRARY_H

#include <nccl.h>

#include <string>

namespace fsdp_rt {

#define FSDP_RT_NCCL_SYMBOLS(X)                                                \
  X(ncclGetVersion)                                                            \
  X(ncclGetUniqueId)                                                           \
  X(ncclCommInitRankConfig)                                                    \
  X(ncclCommSplit)                                                             \
  X(ncclCommFinalize)                                                          \
  X(ncclCommDestroy)                                                           \
  X(ncclCommAbort)                                                             \
  X(ncclCommGetAsyncError)                                                     \
  X(ncclCommCount)                                                             \
  X(ncclCommUserRank)                                                          \
  X(ncclGetErrorString)                                                        \
  X(ncclGetLastError)                                                          \
  X(ncclAllReduce)                                                             \
  X(ncclReduceScatter)                                                         \
  X(ncclAllGather)                                                             \
  X(ncclSend)                                                                  \
  X(ncclRecv)                                                                  \
  X(ncclGroupStart)                                                            \
  X(ncclGroupEnd)

struct NcclLibrary {
#define FSDP_RT_DECLARE(name) decltype(&::name) name = nullptr;
  FSDP_RT_NCCL_SYMBOLS(FSDP_RT_DECLARE)
#undef FSDP_RT_DECLARE
  /// ncclGetVersion's value, e.g. 22805.
  int version = 0;
  /// The file that was loaded.
  std::string path;
};

/// NCCL, loaded once per process from $FSDP_RT_NCCL_LIBRARY, libnccl.so.2,
/// or the library found at configure time; null with the reason in `*why`.
const NcclLibrary *ncclLibrary(std::string *why);

} // namespace fsdp_rt

#endif // FSDP_RT_NCCL_NCCLLIBRARY_H
