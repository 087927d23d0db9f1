//===- LinkedStep.cpp - A step compiled and linked in this process --------===//

#include "fsdp/Runner/Compiler/LinkedStep.h"

#include "llvm/ExecutionEngine/Orc/Mangling.h"

using namespace fsdprun;

llvm::Expected<std::unique_ptr<LinkedStep>>
fsdprun::linkStep(const StepObject &object, StepDescription description,
                  const LoweringTarget &target, fsdp_rt_context *runtime,
                  const SymbolHook &hook) {
  if (llvm::Error err = checkRuntimeAbi(object))
    return std::move(err);
  auto loaded = LoadedStep::load(
      object,
      [hook](llvm::orc::MangleAndInterner interner) {
        llvm::orc::SymbolMap map = runtimeSymbols(interner);
        if (hook)
          hook(map, interner);
        return map;
      },
      target.linkLibraries(), runtime);
  if (!loaded)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "linking the compiled step failed: " +
                                       llvm::toString(loaded.takeError()));
  return std::make_unique<LinkedStep>(std::move(description),
                                      std::move(*loaded));
}

llvm::Expected<std::unique_ptr<LinkedStep>>
fsdprun::compileLinkedStep(StepModule &step, LoweringTarget &target,
                           const CompileOptions &options,
                           fsdp_rt_context *runtime) {
  // Code for one rank's device (the CUDA lowering's) is not cached.
  CompileOptions o = options;
  if (!target.sharesCode())
    o.cacheDir.clear();
  llvm::Expected<CompiledModule> compiled =
      compileModule(step, target, o, runtime);
  if (!compiled)
    return compiled.takeError();
  return linkStep(compiled->object, std::move(compiled->description), target,
                  runtime);
}
