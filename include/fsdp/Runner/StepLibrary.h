//===- StepLibrary.h - A compiled step as a shared object ------*- C++ -*-===//
//
// What `fsdp-run --emit-step=DIR` writes and any process loads without MLIR
// or LLVM's code generator: DIR/step.so, the lowered step linked by the
// system linker against libfsdp_rt (its packed entry, the static
// constructors the lowering made), and DIR/step.json, what a runner needs
// to call it: the step's contract (the buffers of every argument and
// result, which are state, which is the loss), which results the entry
// returns (a donated update is written into its argument instead), the
// runtime ABI it was lowered for and the world size its grids need.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_STEPLIBRARY_H
#define FSDP_RUNNER_STEPLIBRARY_H

#include "fsdp/Runner/StepContract.h"
#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fsdprun {

/// step.json: everything but the code.
struct StepDescription {
  /// The format of step.json.
  static constexpr int64_t kVersion = 1;
  StepContract contract;
  /// The packed entry's symbol: `void symbol(void *results, void **args)`.
  std::string symbol;
  /// Per result: whether the entry returns it.
  std::vector<bool> returned;
  /// fsdp_rt.abi_version of the lowered module.
  int64_t abiVersion = -1;
  /// Ranks the step's grids span (the world it must run on); 0 for a step
  /// without grids, which runs on any.
  int64_t worldSize = 1;
  /// The device it was lowered for ("cpu").
  std::string device = "cpu";
  /// Whether the step's contractions call the BLAS library.
  bool callsBlas = false;
  /// The step's static constructors and destructors, in the order they run.
  std::vector<std::string> constructors, destructors;
  /// What the lowering was asked (the options fsdp-run records).
  std::string lowering;

  /// As JSON text, and back (nullopt with `error` on malformed text).
  std::string toJson() const;
  static std::optional<StepDescription> fromJson(const std::string &text,
                                                 std::string &error);
};

/// What Session and ForwardStep run: a step's description and its packed
/// entry, however the code came into this process. A step library (below,
/// dlopen'd from DIR/step.so) is one; a step compiled and linked in this
/// process with ORC (fsdp/Runner/Compiler/StepCompiler.h's LinkedStep,
/// fsdp-run's) is another: the process that compiled a step runs it
/// without writing and loading a shared object, with the symbols it
/// chooses (fsdp-run's --trace wrappers).
class StepCode {
public:
  virtual ~StepCode() = default;
  /// The step: its contract, the results its entry returns, its world.
  virtual const StepDescription &description() const = 0;
  /// Runs the step on packed results and arguments.
  virtual void call(void *results, void *arguments) const = 0;
};

/// A step library loaded into this process.
class StepLibrary : public StepCode {
public:
  using Entry = void (*)(void *results, void *arguments);
  ~StepLibrary() override;

  /// Loads DIR/step.so and DIR/step.json, binds the step to `runtime` (the
  /// context its runtime calls act on) and runs the step's constructors;
  /// null with a one-line `error` when the files are missing, malformed, or
  /// made for another runtime ABI.
  static std::unique_ptr<StepLibrary>
  open(const std::string &dir, fsdp_rt_context *runtime, std::string &error);

  const StepDescription &description() const override { return desc; }
  void call(void *results, void *arguments) const override;

private:
  StepLibrary() = default;
  StepDescription desc;
  void *handle = nullptr;
  Entry entry = nullptr;
  std::vector<void (*)()> destructors;
};

} // namespace fsdprun

#endif // FSDP_RUNNER_STEPLIBRARY_H
