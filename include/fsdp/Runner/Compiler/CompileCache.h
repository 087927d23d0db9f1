//===- CompileCache.h - Compiled steps kept across runs ---------*- C++ -*-===//
//
// A directory of step objects (StepObject.h), one file each, named by a key
// that hashes everything the machine code depends on: the step's IR (its
// locations included: check failures name them), the lowering's choices,
// the host's CPU and features, and the build IDs of the code that lowers
// and compiles it (fsdp-run, libMLIR, libLLVM, libfsdp_rt). Another
// version of any of them is another key, so stale code is never loaded; an
// entry that does not read back whole is removed and compiled again.
// Entries are written to a temporary file and renamed into place, so
// concurrent jobs see a whole entry or none; the oldest are removed when
// the directory outgrows its bound, as torch.compile's and XLA's persistent
// caches do.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILER_COMPILECACHE_H
#define FSDP_RUNNER_COMPILER_COMPILECACHE_H

#include "fsdp/Runner/Compiler/StepObject.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace fsdprun {

/// Hashes the parts of a key, each length-prefixed.
class StepKeyBuilder {
public:
  StepKeyBuilder();
  ~StepKeyBuilder();
  StepKeyBuilder &add(llvm::StringRef part);
  StepKeyBuilder &add(int64_t part);
  StepKey finish();

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// The host's target: triple, CPU and its features (sorted).
std::string hostTarget();

/// The build IDs (else path, size and modification time) of the loaded
/// code that lowers and compiles a step.
std::string compilerIdentity();

/// The hex spelling of `key`.
std::string toHex(const StepKey &key);

class CompileCache {
public:
  /// The cache in `directory`, holding at most `maxBytes`.
  CompileCache(std::string directory, uint64_t maxBytes)
      : dir(std::move(directory)), maxBytes(maxBytes) {}

  /// The default directory: $FSDP_COMPILE_CACHE_DIR, else
  /// $XDG_CACHE_HOME/fsdp-mlir/compile, else ~/.cache/fsdp-mlir/compile.
  static std::string defaultDirectory();

  const std::string &directory() const { return dir; }
  /// The file of `key`.
  std::string path(const StepKey &key) const;

  /// The entry of `key` (marked as used now), or nothing. An entry that
  /// cannot be read whole is removed; `warning` then says why.
  std::optional<StepObject> lookup(const StepKey &key, std::string &warning);

  /// Stores `bytes` (StepObject::serialize) under `key`, then removes the
  /// least recently used entries beyond the bound. Returns false with
  /// `warning` when it could not: the run goes on uncached.
  bool store(const StepKey &key, llvm::StringRef bytes, std::string &warning);

private:
  void evict(const std::string &keep);

  std::string dir;
  uint64_t maxBytes;
};

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILER_COMPILECACHE_H
