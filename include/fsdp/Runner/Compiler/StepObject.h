//===- StepObject.h - The step compiled ahead of loading --------*- C++ -*-===//
//
// The lowered step compiled to machine code objects, with what a rank needs
// of the lowered module to run them (its donation stamp, the libraries it
// calls, its static constructors), as one self-checking byte string. It is
// what one rank compiles for the job and hands to the others, and what the
// compile cache keeps: a rank that loads it neither lowers nor generates
// code. Code generation splits the module and compiles its parts on
// several threads; each function's machine code is the same whatever the
// split, so the step's results are too. The `optnone` functions (the
// step's entry, which only calls kernels) are a part of their own,
// compiled without the optimizing machine passes.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILER_STEPOBJECT_H
#define FSDP_RUNNER_COMPILER_STEPOBJECT_H

#include "fsdp_rt/fsdp_rt.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace llvm::orc {
class LLJIT;
class MangleAndInterner;
} // namespace llvm::orc

namespace fsdprun {

/// The key a step object is stored under (SHA-256 of everything its code
/// depends on, CompileCache.h).
using StepKey = std::array<uint8_t, 32>;

/// The compiled step.
struct StepObject {
  /// The packed entry: `void entry(void *results, void **arguments)`.
  std::string entry;
  /// fsdp_rt.abi_version of the lowered module, -1 if it has none.
  int64_t abiVersion = -1;
  /// fsdp.donated_results of the lowered entry, if stamped.
  std::optional<std::vector<int64_t>> donatedResults;
  /// The runtime's functions the step calls (fsdp_rt_*), sorted.
  std::vector<std::string> runtimeCalls;
  /// Static constructors and destructors (llvm.global_ctors/dtors), in the
  /// order they run.
  std::vector<std::string> constructors, destructors;
  /// Relocatable objects of the host, linked together.
  std::vector<std::string> objects;

  /// Whether the step calls the runtime function `name`.
  bool calls(llvm::StringRef name) const;
  /// Bytes of the objects.
  size_t codeBytes() const;
  /// The object as bytes: a header, `key`, its fields and a CRC-32 of all.
  std::string serialize(const StepKey &key) const;
  /// Reads `bytes` written by serialize; fails, saying why, unless they are
  /// whole, unchanged and stored under `key`.
  static llvm::Expected<StepObject> deserialize(llvm::StringRef bytes,
                                                const StepKey &key);
};

/// Compiles `lowered` (the LLVM dialect, as fsdp-lower-to-llvm leaves it)
/// for the host: identical functions merged, then `prepare` on the whole
/// module; the `optnone` functions (the step's entry) unoptimized, at
/// CodeGenOptLevel::None, in an object of their own; the others (the
/// kernels) in a module without them, optimized by `optimize` and compiled
/// at the target machine's default level. On `threads` > 1 the kernels are
/// compiled beside the entry, on the other threads; the code is the same
/// on any number.
llvm::Expected<StepObject> compileStepObject(
    mlir::ModuleOp lowered, llvm::StringRef entry, unsigned threads,
    const std::function<llvm::Error(llvm::Module &)> &prepare,
    const std::function<llvm::Error(llvm::Module &, llvm::TargetMachine *)>
        &optimize);

/// How compileStepObject generates code, for the compile cache's key:
/// changed whenever the code it makes of the same module changes.
llvm::StringRef codegenScheme();

/// Links `object` into the shared object `path` with the system's C
/// compiler (`$CC`, else cc) against the libfsdp_rt this process runs on,
/// the library found again by its path when the object is loaded; the
/// file appears whole or not at all. False with `error` when the compiler
/// is missing or fails (a symbol nothing defines among them).
bool linkSharedObject(const StepObject &object, const std::string &path,
                      std::string &error);

/// The step linked into this process.
class LoadedStep {
public:
  using Entry = void (*)(void *results, void *arguments);
  ~LoadedStep();
  /// Runs the step.
  void call(void *results, void *arguments) const;

  /// Links `object` against the symbols `symbols` gives (the runtime's entry
  /// points), then the libraries `libraries` and this process export, binds
  /// it to `runtime` (the context its runtime calls act on) and runs its
  /// constructors.
  static llvm::Expected<std::unique_ptr<LoadedStep>>
  load(const StepObject &object,
       const std::function<llvm::orc::SymbolMap(llvm::orc::MangleAndInterner)>
           &symbols,
       llvm::ArrayRef<std::string> libraries, fsdp_rt_context *runtime);

private:
  LoadedStep() = default;
  std::unique_ptr<llvm::orc::LLJIT> jit;
  Entry entryFn = nullptr;
  std::vector<void (*)()> destructors;
};

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILER_STEPOBJECT_H
