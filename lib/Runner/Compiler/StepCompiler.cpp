//===- StepCompiler.cpp - A training step, from MLIR to machine code ------===//

#include "fsdp/Runner/Compiler/StepCompiler.h"
#include "fsdp/Runner/Compiler/CompileCache.h"
#include "fsdp/Runner/Compiler/ReadContract.h"
#include "fsdp/Runner/Host.h"

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/InitAllDialects.h"
#include "fsdp/Lowering/DonateState.h"
#include "fsdp/Support/ParserGuards.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/DeadArgumentElimination.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <time.h>

// The runtime's allocation hooks for compiled code (not in its public header).
extern "C" void *_mlir_memref_to_llvm_alloc(size_t size);
extern "C" void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                    size_t size);
extern "C" void _mlir_memref_to_llvm_free(void *ptr);

using namespace mlir;
using namespace fsdprun;

static llvm::Error makeError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

void fsdprun::buildCpuPipeline(OpPassManager &pm,
                               const LoweringChoices &choices) {
  fsdp::LowerToLLVMOptions options;
  options.approximateMath = choices.approximateMath;
  options.blockedReductions = choices.blockedReductions;
  options.im2col = choices.im2col;
  options.checkIndices = choices.checkIndices;
  fsdp::buildLowerToLLVMPipeline(pm, options);
}

llvm::Error fsdprun::prepareModule(llvm::Module &m, unsigned level) {
  if (level == 0)
    return llvm::Error::success();
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  // InstCombine skips the `optnone` functions (the step's entry), in which
  // it took time quadratic in the blocks.
  llvm::PassInstrumentationCallbacks instrumentation;
  llvm::StandardInstrumentations standard(m.getContext(),
                                          /*DebugLogging=*/false);
  standard.registerCallbacks(instrumentation, &mam);
  llvm::PassBuilder pb(nullptr, llvm::PipelineTuningOptions(), std::nullopt,
                       &instrumentation);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm;
  mpm.addPass(llvm::createModuleToFunctionPassAdaptor(llvm::InstCombinePass()));
  mpm.addPass(llvm::DeadArgumentEliminationPass());
  mpm.run(m, mam);
  return llvm::Error::success();
}

/// Runs LLVM's per-module default pipeline at `level` (0-3) on `m`, tuned
/// for `tm` (the host). Below -O3 the loop unroller is off: on the outlined
/// kernels (small loop nests of static trip counts, already vectorized and
/// interleaved) it multiplied the code that instruction selection and
/// scheduling then work through, a third of the JIT's time, for no measured
/// gain in step time. Unrolling does not reorder floating-point operations,
/// so the results are bitwise the same at every level.
llvm::Error fsdprun::optimizeModule(llvm::Module &m, unsigned level,
                                    llvm::TargetMachine *tm) {
  llvm::OptimizationLevel ol = level == 0   ? llvm::OptimizationLevel::O0
                               : level == 1 ? llvm::OptimizationLevel::O1
                               : level == 2 ? llvm::OptimizationLevel::O2
                                            : llvm::OptimizationLevel::O3;
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = level > 2;
  tuning.LoopInterleaving = level > 1;
  tuning.LoopVectorization = level > 1;
  tuning.SLPVectorization = level > 1;
  // The instrumentations make the pipeline skip `optnone` functions
  // (compileStepObject moves them out of the kernels' module, but a module
  // may hold only them): without them every pass ran on the step's entry,
  // InstCombine in time quadratic in its blocks.
  llvm::PassInstrumentationCallbacks instrumentation;
  llvm::StandardInstrumentations standard(m.getContext(),
                                          /*DebugLogging=*/false);
  standard.registerCallbacks(instrumentation, &mam);
  llvm::PassBuilder pb(tm, tuning, std::nullopt, &instrumentation);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::ModulePassManager mpm = ol == llvm::OptimizationLevel::O0
                                    ? pb.buildO0DefaultPipeline(ol)
                                    : pb.buildPerModuleDefaultPipeline(ol);
  mpm.run(m, mam);
  return llvm::Error::success();
}

namespace {

#if defined(__x86_64__)
/// f32 -> bf16 (round to nearest even), the compiler-rt routine the JIT'ed
/// code calls for arith.truncf to bf16; GCC 12's libgcc lacks it. The x86-64
/// ABI returns a bf16 in the low 16 bits of xmm0, as a float is returned:
/// hence the float carrying the bits.
float truncSfBf2(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  uint32_t out = (bits & 0x7fffffff) > 0x7f800000
                     ? (bits >> 16) | 0x40
                     : (bits + 0x7fff + ((bits >> 16) & 1)) >> 16;
  float result;
  std::memcpy(&result, &out, 4);
  return result;
}
#endif

/// CPU time of the calling thread: what JIT compilation costs, apart from
/// what other processes on a shared machine take from it.
double threadCpuSeconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/// Reports a warning as `options` ask.
void warn(const CompileOptions &options, const std::string &message) {
  if (options.warn)
    options.warn(message);
  else
    llvm::errs() << "warning: " << message << "\n";
}

} // namespace

llvm::orc::SymbolMap
fsdprun::runtimeSymbols(llvm::orc::MangleAndInterner interner) {
  llvm::orc::SymbolMap map;
  auto add = [&](const char *name, void *fn) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(fn),
                           llvm::JITSymbolFlags::Exported};
  };
  add("_mlir_memref_to_llvm_alloc",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc));
  add("_mlir_memref_to_llvm_aligned_alloc",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc));
  add("_mlir_memref_to_llvm_free",
      reinterpret_cast<void *>(&_mlir_memref_to_llvm_free));
#define FSDP_RT_ENTRY_POINT(NAME, RESULT, PARAMS)                              \
  add("fsdp_rt_mlir_" #NAME, reinterpret_cast<void *>(&fsdp_rt_mlir_##NAME));
#include "fsdp_rt/fsdp_rt_abi.def"
#if defined(__x86_64__)
  add("__truncsfbf2", reinterpret_cast<void *>(&truncSfBf2));
#endif
  return map;
}

llvm::Expected<std::vector<bool>>
fsdprun::returnedResults(const StepObject &object,
                         const CompileOptions &options,
                         const StepContract &contract) {
  std::vector<bool> returned(contract.results.size(), true);
  const std::optional<std::vector<int64_t>> &stamp = object.donatedResults;
  std::string at = "@" + options.entryName;
  // (A forward step has no update to donate, and is not marked.)
  if (!options.donateState || contract.isForward()) {
    if (stamp)
      return makeError(
          "the lowered " + at +
          " writes its state updates into their "
          "arguments (" +
          fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
          "), but --donate-state=false keeps the state functional: remove " +
          fsdp::FSDPDialect::kDonateStateAttrName.str() +
          " from the step or donate");
    return returned;
  }
  if (!stamp)
    return makeError(
        "fsdp-run donates the state buffers to " + at +
        ", but its lowering did not stamp it with " +
        fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
        " (the pipeline lacks fsdp-donate-state and "
        "fsdp-drop-donated-results): run with --donate-state=false");
  int64_t previous = -1;
  for (int64_t k : *stamp) {
    if (k <= previous || k >= static_cast<int64_t>(returned.size()) ||
        contract.results[k].updates < 0)
      return makeError(
          "the lowered " + at + " stamps result " + std::to_string(k) +
          " as donated (" + fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
          "), which is not a state update of its contract in increasing "
          "order: the lowering and fsdp-run disagree on its results");
    returned[k] = false;
    previous = k;
  }
  return returned;
}

StepModule::StepModule() = default;
StepModule::~StepModule() {
  // The module goes before the handler and the context it lives in.
  module = nullptr;
  handler.reset();
}

void StepModule::setPassThreads(unsigned threads) {
  if (!ownedContext)
    return;
  if (passThreads) {
    ownedContext->disableMultithreading();
    passThreads.reset();
  }
  if (threads > 1) {
    passThreads = std::make_unique<llvm::DefaultThreadPool>(
        llvm::hardware_concurrency(threads));
    ownedContext->setThreadPool(*passThreads);
  }
}

void StepModule::installHandler(MLIRContext *context) {
  handler = std::make_unique<SourceMgrDiagnosticHandler>(sourceMgr, context,
                                                         diagnosticsStream);
}

llvm::Expected<std::unique_ptr<StepModule>>
StepModule::parseFile(const std::string &file, const LoweringTarget &target) {
  std::unique_ptr<StepModule> step(new StepModule());
  DialectRegistry registry;
  fsdp::registerStepDialects(registry);
  fsdp::registerLoweringDialects(registry);
  target.registerDialects(registry);
  step->ownedContext =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  step->ownedContext->loadAllAvailableDialects();
  step->installHandler(step->ownedContext.get());
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(file, &error);
  if (!buffer)
    return makeError("cannot read " + file + ": " + error);
  unsigned id =
      step->sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  // Spellings that crash upstream's parser are errors like any other.
  if (failed(fsdp::checkParserHazards(step->sourceMgr, id,
                                      step->diagnosticsStream)))
    return makeError("cannot parse " + file + ":\n" + step->diagnosticsText);
  step->module =
      parseSourceFile<ModuleOp>(step->sourceMgr, step->ownedContext.get());
  if (!step->module)
    return makeError("cannot parse " + file + ":\n" + step->diagnosticsText);
  return std::move(step);
}

std::unique_ptr<StepModule> StepModule::adopt(OwningOpRef<ModuleOp> module) {
  std::unique_ptr<StepModule> step(new StepModule());
  step->installHandler(module->getContext());
  step->module = std::move(module);
  return step;
}

/// The ranks grid `grid` spans; -1 when dynamic.
static llvm::Expected<int64_t> gridRanks(shard::GridOp grid) {
  int64_t size = 1;
  bool overflow = false;
  for (int64_t d : grid.getShape())
    if (ShapedType::isDynamic(d))
      size = -1;
    else if (size >= 0)
      overflow |= __builtin_mul_overflow(size, d, &size);
  if (overflow)
    return makeError("grid @" + grid.getSymName().str() +
                     " has more ranks than 64 bits count");
  return size;
}

llvm::Error fsdprun::checkGridsFit(ModuleOp module, int64_t world) {
  for (auto grid : module.getOps<shard::GridOp>()) {
    llvm::Expected<int64_t> size = gridRanks(grid);
    if (!size)
      return size.takeError();
    if (*size != world)
      return makeError("grid @" + grid.getSymName().str() + " has " +
                       (*size < 0 ? std::string("a dynamic number of")
                                  : std::to_string(*size)) +
                       " ranks but fsdp-run runs on " + std::to_string(world) +
                       " (start it with mpirun -np " + std::to_string(*size) +
                       ", or generate the step for " + std::to_string(world) +
                       ")");
  }
  return llvm::Error::success();
}

llvm::Expected<int64_t> fsdprun::gridsWorldSize(ModuleOp module) {
  int64_t world = 0;
  for (auto grid : module.getOps<shard::GridOp>()) {
    llvm::Expected<int64_t> size = gridRanks(grid);
    if (!size)
      return size.takeError();
    if (*size < 0)
      return makeError(
          "grid @" + grid.getSymName().str() +
          " has a dynamic number of ranks: a step library needs its world");
    if (world && *size != world)
      return makeError("the grids of the step span " + std::to_string(world) +
                       " and " + std::to_string(*size) +
                       " ranks: one world runs it");
    world = *size;
  }
  return world;
}

/// Fails unless runtime calls of ABI `version` (none: unstamped) can call
/// the loaded runtime.
static llvm::Error checkAbiVersion(std::optional<int64_t> version) {
  if (version && *version != fsdp_rt_abi_version())
    return makeError("the step's runtime calls target fsdp_rt ABI version " +
                     std::to_string(*version) + " (" +
                     fsdp::kRuntimeAbiVersionAttrName.str() +
                     "), but the loaded libfsdp_rt implements version " +
                     std::to_string(fsdp_rt_abi_version()) +
                     ": lower the step with the compiler of this runtime");
  return llvm::Error::success();
}

llvm::Error fsdprun::checkRuntimeAbi(ModuleOp module) {
  return checkAbiVersion(fsdp::getRuntimeAbiVersion(module));
}

llvm::Error fsdprun::checkRuntimeAbi(const StepObject &object) {
  return checkAbiVersion(object.abiVersion >= 0
                             ? std::optional<int64_t>(object.abiVersion)
                             : std::nullopt);
}

std::string fsdprun::stepKeyText(ModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  return text;
}

StepKey fsdprun::stepKey(llvm::StringRef moduleText,
                         const LoweringTarget &target,
                         const CompileOptions &options) {
  const char *profile = std::getenv("FSDP_PROFILE");
  // (The first part names fsdp-run, whose cache entries these were first:
  // a key of the same inputs is the same entry.)
  return StepKeyBuilder()
      .add("fsdp-run step object")
      .add(compilerIdentity())
      .add(hostTarget())
      .add(codegenScheme())
      .add("identical functions merged before LLVM's pipeline")
      .add(target.name())
      .add(options.entryName)
      .add(int64_t(options.optLevel))
      .add(int64_t(options.donateState))
      .add(int64_t(options.lowering.approximateMath))
      .add(int64_t(options.lowering.blockedReductions))
      .add(int64_t(options.lowering.im2col))
      .add(int64_t(options.lowering.checkIndices))
      .add(profile ? profile : "")
      .add(moduleText)
      .finish();
}

/// Lowers the step with `target`'s pipeline and compiles it on `threads`.
static llvm::Expected<StepObject>
lowerAndCompile(StepModule &step, LoweringTarget &target,
                const CompileOptions &options, unsigned threads,
                const fsdp_rt_context *runtime, CompileStats &stats) {
  ModuleOp module = step.get();
  auto lowerStart = std::chrono::steady_clock::now();
  // The passes on functions (after fsdp-outline-kernels, each kernel is
  // one) run on `threads`, the verifier too; the IR out is the same. (On
  // an error the pool stays until the StepModule goes.)
  step.setPassThreads(threads);
  PassManager pm(module.getContext());
  pm.enableVerifier(options.verifyEachPass);
  target.buildPipeline(pm, options.lowering, runtime);
  if (failed(pm.run(module)))
    return makeError("lowering " + options.inputName + " failed:\n" +
                     step.diagnostics());
  // What LLVM's translation takes must be valid IR, however the passes
  // were verified.
  if (!options.verifyEachPass && failed(verify(module)))
    return makeError("lowering " + options.inputName +
                     " produced invalid IR (--verify-each finds the pass):\n" +
                     step.diagnostics());
  step.setPassThreads(1);
  auto codegenStart = std::chrono::steady_clock::now();
  stats.lowerSeconds =
      std::chrono::duration<double>(codegenStart - lowerStart).count();
  double cpuStart = threadCpuSeconds();
  unsigned optLevel = options.optLevel;
  llvm::Expected<StepObject> object = compileStepObject(
      module, options.entryName, threads,
      [&](llvm::Module &m) { return prepareModule(m, optLevel); },
      [&](llvm::Module &m, llvm::TargetMachine *tm) {
        return optimizeModule(m, optLevel, tm);
      });
  if (!object)
    return makeError("compiling " + options.inputName +
                     " failed: " + llvm::toString(object.takeError()));
  stats.codegenCpuSeconds = threadCpuSeconds() - cpuStart;
  return object;
}

llvm::Expected<StepObject>
fsdprun::obtainStepObject(StepModule &step, LoweringTarget &target,
                          const CompileOptions &options, unsigned threads,
                          const std::optional<StepKey> &key,
                          const fsdp_rt_context *runtime, CompileStats &stats) {
  std::optional<CompileCache> cache;
  if (key && !options.cacheDir.empty()) {
    cache.emplace(options.cacheDir, options.cacheBytes);
    std::string warning;
    std::optional<StepObject> hit = cache->lookup(*key, warning);
    if (!warning.empty())
      warn(options, warning);
    if (hit) {
      stats.origin = "from the compile cache (" + cache->path(*key) + ")";
      return std::move(*hit);
    }
  }
  llvm::Expected<StepObject> object =
      lowerAndCompile(step, target, options, threads, runtime, stats);
  if (!object)
    return object.takeError();
  stats.origin =
      "lowered and compiled on " + std::to_string(threads) + " thread(s)";
  if (cache) {
    std::string warning;
    if (cache->store(*key, object->serialize(*key), warning))
      stats.origin += ", kept in " + cache->directory();
    else
      warn(options, warning);
  }
  return object;
}

int64_t fsdprun::prepareEntry(ModuleOp module, const CompileOptions &options,
                              const StepContract &contract) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto func = module.lookupSymbol<func::FuncOp>(options.entryName);
  func->setAttr(fsdp::FSDPDialect::kPackedEntryAttrName,
                UnitAttr::get(module.getContext()));
  // A forward step updates nothing: its state is another step's, which it
  // reads (fsdp-donate-state makes its arguments read-only).
  if (options.donateState && !contract.isForward())
    func->setAttr(fsdp::FSDPDialect::kDonateStateAttrName,
                  UnitAttr::get(module.getContext()));
  // The inputs are the caller's (its batch tensors, read-only memory where
  // they are JAX arrays or a read-only memory map): the step reads them and
  // writes into none (bufferization copies where it would).
  for (const ArgInfo &a : contract.args)
    if (!a.isState && isa<TensorType>(func.getArgument(a.index).getType()))
      func.setArgAttr(a.index,
                      bufferization::BufferizationDialect::kWritableAttrName,
                      BoolAttr::get(module.getContext(), false));
  if (!func.getBody().hasOneBlock())
    return -1;
  return fsdp::MemoryModel(func.getBody().front(),
                           options.donateState
                               ? fsdp::MemoryModel::Updates::Donated
                               : fsdp::MemoryModel::Updates::Returned)
      .peakBytes();
}

/// The lowering options a step library was compiled with, as step.json
/// records them.
static std::string loweringSummary(const CompileOptions &o) {
  return "opt-level=" + std::to_string(o.optLevel) +
         " donate-state=" + std::to_string(o.donateState) +
         " approximate-math=" + std::to_string(o.lowering.approximateMath) +
         " blocked-reductions=" + std::to_string(o.lowering.blockedReductions) +
         " im2col=" + std::to_string(o.lowering.im2col) +
         " check-indices=" + std::to_string(o.lowering.checkIndices);
}

llvm::Expected<StepDescription>
fsdprun::describeStep(const StepObject &object, const StepContract &contract,
                      const CompileOptions &options,
                      const LoweringTarget &target, int64_t worldSize) {
  llvm::Expected<std::vector<bool>> returned =
      returnedResults(object, options, contract);
  if (!returned)
    return returned.takeError();
  StepDescription d;
  d.contract = contract;
  d.symbol = object.entry;
  d.returned = std::move(*returned);
  d.abiVersion = object.abiVersion;
  d.worldSize = worldSize;
  d.device = target.name();
  d.callsBlas = object.calls(fsdp::getRuntimeFnName(fsdp::RuntimeFn::contract));
  d.constructors = object.constructors;
  d.destructors = object.destructors;
  d.lowering = loweringSummary(options);
  return d;
}

llvm::Error fsdprun::writeStepLibrary(const StepObject &object,
                                      const StepDescription &d,
                                      const std::string &dir) {
  std::string error;
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return makeError("cannot create " + dir + ": " + ec.message());
  if (!linkSharedObject(object, dir + "/step.so", error))
    return makeError(error);
  // step.json last, replaced whole: a reader finds the old pair or the new.
  std::string json = d.toJson(), tmp = dir + "/step.json.tmp";
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(tmp, ec);
    if (ec)
      return makeError("cannot write " + tmp + ": " + ec.message());
    out << json;
    out.close();
    if (out.has_error())
      return makeError("cannot write " + tmp + ": " + out.error().message());
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, dir + "/step.json"))
    return makeError("cannot write " + dir + "/step.json: " + ec.message());
  return llvm::Error::success();
}

llvm::Expected<CompiledModule>
fsdprun::compileModule(StepModule &step, LoweringTarget &target,
                       const CompileOptions &options,
                       const fsdp_rt_context *runtime) {
  ModuleOp module = step.get();
  if (llvm::Error err = checkRuntimeAbi(module))
    return std::move(err);
  std::string error;
  std::optional<StepContract> contract =
      readStepContract(module, options.entryName, error);
  if (!contract)
    return makeError(error);
  llvm::Expected<int64_t> world = gridsWorldSize(module);
  if (!world)
    return world.takeError();
  // The key reads the step as given: what prepareEntry adds follows from
  // it and the options.
  std::optional<StepKey> key;
  if (!options.cacheDir.empty())
    key = stepKey(stepKeyText(module), target, options);
  prepareEntry(module, options, *contract);
  unsigned threads = options.threads > 0
                         ? options.threads
                         : unsigned(std::max(1, countCpus(threadCpus())));
  CompiledModule compiled;
  llvm::Expected<StepObject> object = obtainStepObject(
      step, target, options, threads, key, runtime, compiled.stats);
  if (!object)
    return object.takeError();
  if (llvm::Error err = checkRuntimeAbi(*object))
    return std::move(err);
  llvm::Expected<StepDescription> d =
      describeStep(*object, *contract, options, target, *world);
  if (!d)
    return d.takeError();
  compiled.object = std::move(*object);
  compiled.description = std::move(*d);
  return compiled;
}

llvm::Expected<EmittedStep>
fsdprun::compileStepLibrary(StepModule &step, LoweringTarget &target,
                            const CompileOptions &options,
                            const std::string &dir) {
  llvm::Expected<CompiledModule> compiled =
      compileModule(step, target, options, nullptr);
  if (!compiled)
    return compiled.takeError();
  if (llvm::Error err =
          writeStepLibrary(compiled->object, compiled->description, dir))
    return std::move(err);
  EmittedStep emitted;
  emitted.description = std::move(compiled->description);
  emitted.codeBytes = compiled->object.codeBytes();
  emitted.stats = std::move(compiled->stats);
  return emitted;
}
