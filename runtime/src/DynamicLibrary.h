//===- DynamicLibrary.h - An optional library at run time -------*- C++ -*-===//
//
// NCCL, BLAS and cuBLAS are dlopen'ed on first use, so that no build or
// process needs them unless it runs what they serve (IREE's dynamic symbol
// tables do the same). This is the search the three loaders share.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_DYNAMICLIBRARY_H
#define FSDP_RT_SRC_DYNAMICLIBRARY_H

#include <dlfcn.h>

#include <string>
#include <vector>

namespace fsdp_rt {

/// dlopens the first of `candidates` that loads (RTLD_NOW | RTLD_LOCAL) and
/// sets `path` to it; when none does, returns null and sets `errors` to
/// every candidate's dlerror, separated by "; ".
inline void *openFirstLibrary(const std::vector<std::string> &candidates,
                              std::string &path, std::string &errors) {
  errors.clear();
  for (const std::string &candidate : candidates) {
    if (void *handle = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL)) {
      path = candidate;
      return handle;
    }
    const char *err = dlerror();
    errors += (errors.empty() ? "" : "; ") + std::string(err ? err : candidate);
  }
  return nullptr;
}

/// What a loader produced: the library's entry points, or why it could not
/// be had.
template <typename Library> struct LoadResult {
  Library lib;
  bool ok = false;
  std::string why;
};

/// The library of a load made once per process (`result` is a function
/// static), or null with the reason in `why`.
template <typename Library>
const Library *loadedLibrary(const LoadResult<Library> &result,
                             std::string *why) {
  if (result.ok)
    return &result.lib;
  if (why)
    *why = result.why;
  return nullptr;
}

} // namespace fsdp_rt

#endif // FSDP_RT_SRC_DYNAMICLIBRARY_H
