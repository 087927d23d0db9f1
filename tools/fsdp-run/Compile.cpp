//===- Compile.cpp - Parse, lower and JIT-compile the step ----------------===//

#include "Compile.h"
#include "RuntimeError.h"
#include "Trace.h"

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/InitAllDialects.h"
#include "fsdp/Lowering/DonateState.h"
#include "fsdp/Support/ParserGuards.h"
#include "fsdp_rt/fsdp_rt.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// The runtime's allocation hooks for compiled code (not in its public header).
extern "C" void *_mlir_memref_to_llvm_alloc(size_t size);
extern "C" void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                    size_t size);
extern "C" void _mlir_memref_to_llvm_free(void *ptr);

using namespace mlir;
using namespace fsdprun;

/// Every step allocates and frees the same buffers. glibc returns blocks
/// above its mmap threshold (128 KiB, raised as such blocks are freed) to
/// the kernel on free and trims the top of its heap, so each step
/// page-faulted its buffers in again: in the 4 x 1024^2 Adam MLP a fifth of
/// the step's CPU time (bench/flop_rate.sh). Freed memory stays in the heap
/// instead, for buffers up to 32 MiB (the largest threshold glibc accepts);
/// larger ones are still mapped per step.
static void keepStepBuffersInHeap() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

/// ExecutionEngine gives every function it compiles a packed wrapper
/// `_mlir_<name>(void **)`, kernels too. Only the entry's is called; those of
/// internal functions (fsdp-outline-kernels' kernels, thousands in a deep
/// model) would only be compiled and would keep their callee exported.
static void dropUncalledPackedWrappers(llvm::Module &m) {
  SmallVector<llvm::Function *> dead;
  for (llvm::Function &f : m) {
    if (f.isDeclaration() || !f.getName().starts_with("_mlir_") ||
        !f.use_empty())
      continue;
    llvm::Function *callee = m.getFunction(f.getName().drop_front(6));
    if (callee && callee->hasLocalLinkage())
      dead.push_back(&f);
  }
  for (llvm::Function *f : dead)
    f->eraseFromParent();
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
  // A straight-line function that grows with the model (a step lowered
  // without fsdp-outline-kernels' block splitting) gains nothing from
  // optimization, but SelectionDAG's scheduling is superlinear in a block's
  // size; compile it like the optnone step, with fast instruction selection.
  constexpr size_t kMaxOptimizedBlock = 2000;
  dropUncalledPackedWrappers(m);
  for (llvm::Function &f : m) {
    if (f.isDeclaration() || f.size() != 1 ||
        f.hasFnAttribute(llvm::Attribute::OptimizeNone) ||
        f.front().size() <= kMaxOptimizedBlock)
      continue;
    f.removeFnAttr(llvm::Attribute::AlwaysInline);
    f.addFnAttr(llvm::Attribute::NoInline);
    f.addFnAttr(llvm::Attribute::OptimizeNone);
  }
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = level > 2;
  tuning.LoopInterleaving = level > 1;
  tuning.LoopVectorization = level > 1;
  tuning.SLPVectorization = level > 1;
  llvm::PassBuilder pb(tm, tuning);
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

/// Ranks of this job on this node, from the launcher's environment.
int64_t localRanks(int64_t world) {
  for (const char *var : {"OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS",
                          "SLURM_NTASKS_PER_NODE"})
    if (const char *v = std::getenv(var))
      if (int n = std::atoi(v); n > 0)
        return n;
  return world;
}

/// The --threads the BLAS library gets: as asked, else the library's own
/// setting where the user made one through its variables, else the cores
/// shared out among the ranks of this node.
int blasThreads(int numThreads, int64_t world) {
  if (numThreads > 0)
    return numThreads;
  for (const char *var : {"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS",
                          "BLIS_NUM_THREADS", "OMP_NUM_THREADS"})
    if (const char *v = std::getenv(var); v && *v)
      return 0;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return std::max<int64_t>(1, cores / localRanks(world));
}

/// Loads the libraries the lowered `module` calls and describes them: the
/// BLAS library (and its threads) only for steps that call it, then the
/// device's.
std::string loadLibraries(ModuleOp module, const Job &job,
                          const RunOptions &options) {
  std::string blasInfo;
  if (module.lookupSymbol(fsdp::getRuntimeFnName(fsdp::RuntimeFn::contract))) {
    int threads = blasThreads(options.numThreads, job.size);
    if (threads > 0 && fsdp_rt_set_num_threads(threads) != FSDP_RT_OK)
      fail(std::string("the step's contractions need a BLAS library: ") +
           runtimeError(nullptr));
    const char *describe = fsdp_rt_blas_describe();
    if (!describe)
      fail(std::string("the step's contractions need a BLAS library: ") +
           runtimeError(nullptr));
    blasInfo = describe;
  }
  std::string error;
  std::string deviceLibraries = job.device->loadLibraries(module, error);
  if (!error.empty())
    fail(error);
  if (!deviceLibraries.empty())
    blasInfo = deviceLibraries;
  return blasInfo;
}

/// The JIT's symbols: the runtime's allocation hooks and every entry point
/// of libfsdp_rt compiled code may call (those of libfsdp_rt_cuda come with
/// that library, Device::configureEngine), the trace wrappers replacing some
/// under --trace.
llvm::orc::SymbolMap runtimeSymbols(llvm::orc::MangleAndInterner interner,
                                    bool traced, fsdp_rt_context *runtime) {
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
  if (traced)
    installTraceWrappers(map, interner, runtime);
  return map;
}

/// JIT-compiles the lowered `module` at `optLevel`; compilation ends when
/// `wrapper` is looked up.
std::unique_ptr<ExecutionEngine> jit(ModuleOp module, const Job &job,
                                     const RunOptions &options,
                                     const std::string &wrapper) {
  unsigned optLevel = options.optLevel;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto tmBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!tmBuilder)
    fail("cannot detect the host target");
  auto tm = tmBuilder->createTargetMachine();
  if (!tm)
    fail("cannot create a target machine for the host");
  // The optimizer gets a target machine of its own: the engine takes `tm`.
  auto optTm = tmBuilder->createTargetMachine();
  if (!optTm)
    fail("cannot create a target machine for the host");
  ExecutionEngineOptions engineOptions;
  std::function<llvm::Error(llvm::Module *)> transformer =
      [&](llvm::Module *m) {
        return optimizeModule(*m, optLevel, optTm->get());
      };
  engineOptions.transformer = transformer;
  job.device->configureEngine(engineOptions);
  engineOptions.jitCodeGenOptLevel =
      optLevel == 0   ? llvm::CodeGenOptLevel::None
      : optLevel == 1 ? llvm::CodeGenOptLevel::Less
      : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                      : llvm::CodeGenOptLevel::Aggressive;
  auto engineOrError =
      ExecutionEngine::create(module, engineOptions, std::move(*tm));
  if (!engineOrError) {
    std::string msg = llvm::toString(engineOrError.takeError());
    fail("JIT compilation failed: " + msg);
  }
  std::unique_ptr<ExecutionEngine> engine = std::move(*engineOrError);
  bool traced = !options.traceFile.empty();
  fsdp_rt_context *runtime = job.runtime;
  engine->registerSymbols([=](llvm::orc::MangleAndInterner interner) {
    return runtimeSymbols(interner, traced, runtime);
  });
  // The ORC JIT compiles on first lookup: this is the end of compilation.
  if (!engine->lookupPacked(wrapper))
    fail("the compiled module has no " + wrapper);
  return engine;
}

/// Which results of `contract` the lowered entry of `module` returns: all
/// but those its stamp (fsdp.donated_results) says it writes into their
/// arguments. The stamp must be there exactly when the state was donated
/// and name updates of the contract, or the runner would read the results
/// with another layout than the entry stores them in.
std::vector<bool> returnedResults(ModuleOp module, const RunOptions &options,
                                  const StepContract &contract) {
  std::vector<bool> returned(contract.results.size(), true);
  Operation *entry = module.lookupSymbol(options.entryName);
  DenseI64ArrayAttr stamp =
      entry ? fsdp::getDonatedResults(entry) : DenseI64ArrayAttr();
  std::string at = "@" + options.entryName;
  if (!options.donateState) {
    if (stamp)
      fail("the lowered " + at +
           " writes its state updates into their "
           "arguments (" +
           fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
           "), but --donate-state=false keeps the state functional: remove " +
           fsdp::FSDPDialect::kDonateStateAttrName.str() +
           " from the step or donate");
    return returned;
  }
  if (!stamp)
    fail("fsdp-run donates the state buffers to " + at +
         ", but its lowering did not stamp it with " +
         fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
         " (the pipeline lacks fsdp-donate-state and "
         "fsdp-drop-donated-results): run with --donate-state=false");
  int64_t previous = -1;
  for (int64_t k : stamp.asArrayRef()) {
    if (k <= previous || k >= static_cast<int64_t>(returned.size()) ||
        contract.results[k].updates < 0)
      fail("the lowered " + at + " stamps result " + std::to_string(k) +
           " as donated (" + fsdp::FSDPDialect::kDonatedResultsAttrName.str() +
           "), which is not a state update of its contract in increasing "
           "order: the lowering and fsdp-run disagree on its results");
    returned[k] = false;
    previous = k;
  }
  return returned;
}

} // namespace

StepModule::StepModule(const std::string &file, Device &device) {
  DialectRegistry registry;
  fsdp::registerStepDialects(registry);
  fsdp::registerLoweringDialects(registry);
  device.registerDialects(registry);
  context = std::make_unique<MLIRContext>(registry);
  context->loadAllAvailableDialects();
  handler = std::make_unique<SourceMgrDiagnosticHandler>(
      sourceMgr, context.get(), diagnosticsStream);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(file, &error);
  if (!buffer)
    fail("cannot read " + file + ": " + error);
  unsigned id = sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  // Spellings that crash upstream's parser are errors like any other.
  if (failed(fsdp::checkParserHazards(sourceMgr, id, diagnosticsStream)))
    fail("cannot parse " + file + ":\n" + diagnosticsText);
  module = parseSourceFile<ModuleOp>(sourceMgr, context.get());
  if (!module)
    fail("cannot parse " + file + ":\n" + diagnosticsText);
}

void fsdprun::checkGridsFit(ModuleOp module, int64_t world) {
  for (auto grid : module.getOps<shard::GridOp>()) {
    int64_t size = 1;
    bool overflow = false;
    for (int64_t d : grid.getShape())
      if (ShapedType::isDynamic(d))
        size = -1;
      else if (size >= 0)
        overflow |= __builtin_mul_overflow(size, d, &size);
    if (overflow)
      fail("grid @" + grid.getSymName().str() +
           " has more ranks than 64 bits count");
    if (size != world)
      fail("grid @" + grid.getSymName().str() + " has " +
           (size < 0 ? std::string("a dynamic number of")
                     : std::to_string(size)) +
           " ranks but fsdp-run runs on " + std::to_string(world) +
           " (start it with mpirun -np " + std::to_string(size) +
           ", or generate the step for " + std::to_string(world) + ")");
  }
}

void fsdprun::checkRuntimeAbi(ModuleOp module) {
  std::optional<int64_t> version = fsdp::getRuntimeAbiVersion(module);
  if (version && *version != fsdp_rt_abi_version())
    fail("the step's runtime calls target fsdp_rt ABI version " +
         std::to_string(*version) + " (" +
         fsdp::kRuntimeAbiVersionAttrName.str() +
         "), but the loaded libfsdp_rt implements version " +
         std::to_string(fsdp_rt_abi_version()) +
         ": lower the step with the compiler of this runtime");
}

CompiledStep fsdprun::compileStep(StepModule &step, const Job &job,
                                  const RunOptions &options,
                                  const StepContract &contract) {
  ModuleOp module = step.get();
  CompiledStep compiled;
  auto func = module.lookupSymbol<func::FuncOp>(options.entryName);
  // fsdp-packed-entry: the step takes (results, array of argument pointers).
  func->setAttr(fsdp::FSDPDialect::kPackedEntryAttrName,
                UnitAttr::get(module.getContext()));
  // fsdp-donate-state: the step writes the new state over the old one.
  if (options.donateState)
    func->setAttr(fsdp::FSDPDialect::kDonateStateAttrName,
                  UnitAttr::get(module.getContext()));
  if (func.getBody().hasOneBlock())
    compiled.predictedPeakBytes =
        fsdp::MemoryModel(func.getBody().front(),
                          options.donateState
                              ? fsdp::MemoryModel::Updates::Donated
                              : fsdp::MemoryModel::Updates::Returned)
            .peakBytes();
  auto lowerStart = std::chrono::steady_clock::now();
  PassManager pm(module.getContext());
  Device::LoweringChoices choices;
  choices.approximateMath = options.approximateMath;
  choices.blockedReductions = options.blockedReductions;
  choices.checkIndices = options.checkIndices;
  job.device->buildPipeline(pm, choices);
  if (failed(pm.run(module)))
    fail("lowering " + options.inputFile + " failed:\n" + step.diagnostics());
  checkRuntimeAbi(module);
  compiled.returned = returnedResults(module, options, contract);
  compiled.blasInfo = loadLibraries(module, job, options);
  keepStepBuffersInHeap();
  auto jitStart = std::chrono::steady_clock::now();
  double jitCpuStart = threadCpuSeconds();
  compiled.wrapper = options.entryName;
  compiled.engine = jit(module, job, options, compiled.wrapper);
  auto jitEnd = std::chrono::steady_clock::now();
  compiled.lowerSeconds =
      std::chrono::duration<double>(jitStart - lowerStart).count();
  compiled.jitSeconds =
      std::chrono::duration<double>(jitEnd - jitStart).count();
  compiled.jitCpuSeconds = threadCpuSeconds() - jitCpuStart;
  return compiled;
}
