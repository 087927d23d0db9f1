//===- LinkedStep.h - A step compiled and linked in this process -*- C++
//-*-===//
//
// The compiler library's StepCode: a step lowered and compiled in this
// process (StepCompiler.h) and linked into it with ORC (StepObject.h's
// LoadedStep), with the description a step library's step.json would hold.
// fsdprun::Session runs it as it runs a step library, without step.so: the
// process that compiled the step needs no system linker and chooses the
// symbols the step calls.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILER_LINKEDSTEP_H
#define FSDP_RUNNER_COMPILER_LINKEDSTEP_H

#include "fsdp/Runner/Compiler/StepCompiler.h"
#include "fsdp/Runner/Compiler/StepObject.h"
#include "fsdp/Runner/StepLibrary.h"

#include <functional>
#include <memory>

namespace fsdprun {

class LinkedStep : public StepCode {
public:
  LinkedStep(StepDescription description, std::unique_ptr<LoadedStep> loaded)
      : desc(std::move(description)), code(std::move(loaded)) {}

  const StepDescription &description() const override { return desc; }
  void call(void *results, void *arguments) const override {
    code->call(results, arguments);
  }

private:
  StepDescription desc;
  std::unique_ptr<LoadedStep> code;
};

/// Adds symbols of the caller's to, or replaces some of, the runtime's
/// (runtimeSymbols) that a linked step resolves.
using SymbolHook =
    std::function<void(llvm::orc::SymbolMap &, llvm::orc::MangleAndInterner)>;

/// Links `object` (described by `description`) into this process: the
/// runtime's symbols (with `hook`'s changes), then `target`'s libraries and
/// this process's; bound to `runtime`, its constructors run.
llvm::Expected<std::unique_ptr<LinkedStep>>
linkStep(const StepObject &object, StepDescription description,
         const LoweringTarget &target, fsdp_rt_context *runtime,
         const SymbolHook &hook = {});

/// What an ML compiler calls to run a step it compiled in its own process:
/// `step` (its contract read from `options.entryName`) lowered for `target`
/// and compiled with `options` (the compile cache included), then linked
/// here and bound to `runtime`; `fsdprun::Session(runtime, std::move(step))`
/// trains it. Each rank compiles its own (deterministically: the same code
/// on every rank of one host; with a cache directory, the first rank's is
/// found by the others).
llvm::Expected<std::unique_ptr<LinkedStep>>
compileLinkedStep(StepModule &step, LoweringTarget &target,
                  const CompileOptions &options, fsdp_rt_context *runtime);

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILER_LINKEDSTEP_H
