//===- NcclLibrary.cpp - NCCL loaded at run time --------------------------===//

#include "NcclLibrary.h"
#include "../DynamicLibrary.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

#ifndef FSDP_RT_NCCL_CONFIGURED_LIBRARY
#define FSDP_RT_NCCL_CONFIGURED_LIBRARY ""
#endif

namespace fsdp_rt {
namespace {

LoadResult<NcclLibrary> load() {
  LoadResult<NcclLibrary> r;
  std::vector<std::string> candidates;
  if (const char *env = std::getenv("FSDP_RT_NCCL_LIBRARY"); env && *env)
    candidates.push_back(env);
  candidates.push_back("libnccl.so.2");
  if (*FSDP_RT_NCCL_CONFIGURED_LIBRARY)
    candidates.push_back(FSDP_RT_NCCL_CONFIGURED_LIBRARY);
  std::string errors;
  void *handle = openFirstLibrary(candidates, r.lib.path, errors);
  if (!handle) {
    r.why = "NCCL could not be loaded (" + errors +
            "); set FSDP_RT_NCCL_LIBRARY to libnccl.so.2";
    return r;
  }
  NcclLibrary &l = r.lib;
#define FSDP_RT_LOOKUP(name)                                                   \
  l.name = reinterpret_cast<decltype(l.name)>(dlsym(handle, #name));           \
  if (!l.name) {                                                               \
    r.why = "NCCL library " + l.path +                                         \
            " lacks " #name " (the nccl backend needs NCCL >= 2.18)";          \
    return r;                                                                  \
  }
  FSDP_RT_NCCL_SYMBOLS(FSDP_RT_LOOKUP)
#undef FSDP_RT_LOOKUP
  l.ncclGetVersion(&l.version);
  // ncclCommSplit and ncclConfig_t as used here need 2.18.
  if (l.version < 21800) {
    r.why = "NCCL " + std::to_string(l.version) + " from " + l.path +
            " is too old; the nccl backend needs NCCL >= 2.18";
    return r;
  }
  r.ok = true;
  return r;
}

} // namespace

const NcclLibrary *ncclLibrary(std::string *why) {
  static const LoadResult<NcclLibrary> result = load();
  return loadedLibrary(result, why);
}

} // namespace fsdp_rt
