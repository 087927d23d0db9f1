//===- Compile.cpp - Parse, lower and JIT-compile the step ----------------===//

#include "Compile.h"
#include "CompileCache.h"
#include "Trace.h"
#include "fsdp/Runner/Broadcast.h"
#include "fsdp/Runner/Host.h"
#include "fsdp/Runner/RuntimeError.h"
#include "fsdp/Runner/StepLibrary.h"

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
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <time.h>

// The runtime's allocation hooks for compiled code (not in its public header).
extern "C" void *_mlir_memref_to_llvm_alloc(size_t size);
extern "C" void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment,
                                                    size_t size);
extern "C" void _mlir_memref_to_llvm_free(void *ptr);

using namespace mlir;
using namespace fsdprun;

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
  // The instrumentations make the pipeline skip `optnone` functions (the
  // step's entry, the straight-line functions above): without them every
  // pass ran on the entry, InstCombine in time quadratic in its blocks
  // (15% of a 32-layer Llama step's compile, in Instruction::comesBefore).
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

/// Loads the libraries the compiled `object` calls and describes them: the
/// BLAS library (and its threads) only for steps that call it, then the
/// device's.
std::string loadLibraries(const StepObject &object, const Job &job,
                          const RunOptions &options) {
  std::string blasInfo;
  if (object.calls(fsdp::getRuntimeFnName(fsdp::RuntimeFn::contract))) {
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
  std::string deviceLibraries = job.device->loadLibraries(
      [&](llvm::StringRef name) { return object.calls(name); }, error);
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

/// Which results of `contract` the compiled entry returns: all but those
/// its lowering's stamp (fsdp.donated_results) says it writes into their
/// arguments. The stamp must be there exactly when the state was donated
/// and name updates of the contract, or the runner would read the results
/// with another layout than the entry stores them in.
std::vector<bool> returnedResults(const StepObject &object,
                                  const RunOptions &options,
                                  const StepContract &contract) {
  std::vector<bool> returned(contract.results.size(), true);
  const std::optional<std::vector<int64_t>> &stamp = object.donatedResults;
  std::string at = "@" + options.entryName;
  // (A forward step has no update to donate, and is not marked.)
  if (!options.donateState || contract.isForward()) {
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
  for (int64_t k : *stamp) {
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

StepModule::StepModule(const std::string &file, TargetDevice &device) {
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

/// The ranks grid `grid` spans; -1 when dynamic. Ends the job on overflow.
static int64_t gridRanks(shard::GridOp grid) {
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
  return size;
}

void fsdprun::checkGridsFit(ModuleOp module, int64_t world) {
  for (auto grid : module.getOps<shard::GridOp>()) {
    int64_t size = gridRanks(grid);
    if (size != world)
      fail("grid @" + grid.getSymName().str() + " has " +
           (size < 0 ? std::string("a dynamic number of")
                     : std::to_string(size)) +
           " ranks but fsdp-run runs on " + std::to_string(world) +
           " (start it with mpirun -np " + std::to_string(size) +
           ", or generate the step for " + std::to_string(world) + ")");
  }
}

int64_t fsdprun::gridsWorldSize(ModuleOp module) {
  int64_t world = 0;
  for (auto grid : module.getOps<shard::GridOp>()) {
    int64_t size = gridRanks(grid);
    if (size < 0)
      fail("grid @" + grid.getSymName().str() +
           " has a dynamic number of ranks: a step library needs its world");
    if (world && size != world)
      fail("the grids of the step span " + std::to_string(world) + " and " +
           std::to_string(size) + " ranks: one world runs it");
    world = size;
  }
  return world;
}

/// Ends the job unless runtime calls of ABI `version` (none: unstamped) can
/// call the loaded runtime.
static void checkAbiVersion(std::optional<int64_t> version) {
  if (version && *version != fsdp_rt_abi_version())
    fail("the step's runtime calls target fsdp_rt ABI version " +
         std::to_string(*version) + " (" +
         fsdp::kRuntimeAbiVersionAttrName.str() +
         "), but the loaded libfsdp_rt implements version " +
         std::to_string(fsdp_rt_abi_version()) +
         ": lower the step with the compiler of this runtime");
}

void fsdprun::checkRuntimeAbi(ModuleOp module) {
  checkAbiVersion(fsdp::getRuntimeAbiVersion(module));
}

/// The key of `module` lowered and compiled as `options` ask, on this host
/// and by this build (CompileCache.h).
static StepKey stepKey(ModuleOp module, const Job &job,
                       const RunOptions &options) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  const char *profile = std::getenv("FSDP_PROFILE");
  return StepKeyBuilder()
      .add("fsdp-run step object")
      .add(compilerIdentity())
      .add(hostTarget())
      .add(job.device->name())
      .add(options.entryName)
      .add(int64_t(options.optLevel))
      .add(int64_t(options.donateState))
      .add(int64_t(options.approximateMath))
      .add(int64_t(options.blockedReductions))
      .add(int64_t(options.checkIndices))
      .add(profile ? profile : "")
      .add(text)
      .finish();
}

/// A blocking all-reduce of `count` int64s in place, run on the runtime's
/// progress thread: this thread sleeps until it completes.
static void allReduceInts(const Job &job, int64_t *values, int64_t count,
                          fsdp_rt_reduction reduction) {
  fsdp_rt_request *request = nullptr;
  if (fsdp_rt_all_reduce_start(job.world, values, values, count, FSDP_RT_I64,
                               reduction, &request) != FSDP_RT_OK ||
      fsdp_rt_wait(request) != FSDP_RT_OK)
    fail(runtimeError(job.runtime));
}

/// Whether every rank's host has the same target as this one's.
static bool sameTargetEverywhere(const Job &job) {
  int64_t hash = int64_t(llvm::xxh3_64bits(hostTarget()));
  // The minimum of the hashes and of their complements: ~max.
  int64_t bounds[2] = {hash, ~hash};
  allReduceInts(job, bounds, 2, FSDP_RT_MIN);
  return bounds[0] == ~bounds[1];
}

/// Rank 0's `bytes`, on every rank. The others wait for them, while rank 0
/// compiles, beyond the bound on waits (a deep model compiles for minutes)
/// and asleep (the collective runs on the progress thread, which sleeps
/// between its polls), leaving the cores to the compiler.
static std::string shareFromRankZero(const Job &job, std::string bytes) {
  constexpr double kCompileWaitSeconds = 24 * 3600;
  if (!broadcastFromRankZero(job.runtime, job.world, job.rank, bytes,
                             kCompileWaitSeconds))
    fail(runtimeError(job.runtime));
  return bytes;
}

/// Lowers `module` with the device's pipeline and compiles it on `threads`.
static StepObject lowerAndCompile(StepModule &step, const Job &job,
                                  const RunOptions &options, unsigned threads,
                                  CompiledStep &compiled) {
  ModuleOp module = step.get();
  auto lowerStart = std::chrono::steady_clock::now();
  PassManager pm(module.getContext());
  TargetDevice::LoweringChoices choices;
  choices.approximateMath = options.approximateMath;
  choices.blockedReductions = options.blockedReductions;
  choices.checkIndices = options.checkIndices;
  job.device->buildPipeline(pm, choices, job.runtime);
  if (failed(pm.run(module)))
    fail("lowering " + options.inputFile + " failed:\n" + step.diagnostics());
  auto codegenStart = std::chrono::steady_clock::now();
  compiled.lowerSeconds =
      std::chrono::duration<double>(codegenStart - lowerStart).count();
  double cpuStart = threadCpuSeconds();
  unsigned optLevel = options.optLevel;
  llvm::Expected<StepObject> object =
      compileStepObject(module, options.entryName, threads,
                        [&](llvm::Module &m, llvm::TargetMachine *tm) {
                          return optimizeModule(m, optLevel, tm);
                        });
  if (!object)
    fail("compiling " + options.inputFile +
         " failed: " + llvm::toString(object.takeError()));
  compiled.jitCpuSeconds = threadCpuSeconds() - cpuStart;
  return std::move(*object);
}

/// The step from the compile cache under `key`, else lowered, compiled on
/// `threads` and kept there (no `key`: uncached).
static StepObject obtainStep(StepModule &step, const Job &job,
                             const RunOptions &options, unsigned threads,
                             const std::optional<StepKey> &key,
                             CompiledStep &compiled) {
  std::optional<CompileCache> cache;
  if (key) {
    cache.emplace(options.compileCacheDir, options.compileCacheBytes);
    std::string warning;
    std::optional<StepObject> hit = cache->lookup(*key, warning);
    if (!warning.empty())
      llvm::errs() << "fsdp-run: warning: " << warning << "\n";
    if (hit) {
      compiled.origin = "from the compile cache (" + cache->path(*key) + ")";
      return std::move(*hit);
    }
  }
  StepObject object = lowerAndCompile(step, job, options, threads, compiled);
  compiled.origin =
      "lowered and compiled on " + std::to_string(threads) + " thread(s)";
  if (cache) {
    std::string warning;
    if (cache->store(*key, object.serialize(*key), warning))
      compiled.origin += ", kept in " + cache->directory();
    else
      llvm::errs() << "fsdp-run: warning: " << warning << "\n";
  }
  return object;
}

/// Marks the entry for the runner's calling convention (and the native
/// target for code generation): fsdp-packed-entry, the step takes (results,
/// array of argument pointers); fsdp-donate-state, it writes the new state
/// over the old one unless --donate-state=false.
static func::FuncOp prepareEntry(ModuleOp module, const RunOptions &options,
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
  return func;
}

CompiledStep fsdprun::compileStep(StepModule &step, const Job &job,
                                  const RunOptions &options,
                                  const StepContract &contract) {
  ModuleOp module = step.get();
  CompiledStep compiled;
  func::FuncOp func = prepareEntry(module, options, contract);
  if (func.getBody().hasOneBlock())
    compiled.predictedPeakBytes =
        fsdp::MemoryModel(func.getBody().front(),
                          options.donateState
                              ? fsdp::MemoryModel::Updates::Donated
                              : fsdp::MemoryModel::Updates::Returned)
            .peakBytes();

  auto start = std::chrono::steady_clock::now();
  // One rank compiles for the job when the code is the same on every rank;
  // the others wait asleep.
  bool shared =
      job.size > 1 && job.device->sharesCode() && sameTargetEverywhere(job);
  bool cached = job.device->sharesCode() && !options.compileCacheDir.empty();
  // --compile-threads=0: every core of the node when one rank compiles for
  // all, else the cores shared out among the ranks on it.
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  unsigned threads =
      options.compileThreads > 0 ? options.compileThreads
      : shared || job.size == 1
          ? cores
          : unsigned(std::max<int64_t>(1, cores / localRanks(job.size)));
  // Every rank computes the key: the others while rank 0 compiles.
  std::optional<StepKey> key;
  if (cached || shared)
    key = stepKey(module, job, options);
  StepObject object;
  if (!shared || job.lead())
    object = obtainStep(step, job, options, threads,
                        cached ? key : std::nullopt, compiled);
  if (shared) {
    std::string bytes =
        shareFromRankZero(job, job.lead() ? object.serialize(*key) : "");
    if (job.lead()) {
      compiled.origin +=
          ", sent to the other " + std::to_string(job.size - 1) + " rank(s)";
    } else {
      llvm::Expected<StepObject> received =
          StepObject::deserialize(bytes, *key);
      if (!received)
        fail("the step rank 0 compiled does not load here: " +
             llvm::toString(received.takeError()));
      object = std::move(*received);
      compiled.origin = "from rank 0";
    }
  }
  checkAbiVersion(object.abiVersion >= 0
                      ? std::optional<int64_t>(object.abiVersion)
                      : std::nullopt);
  compiled.returned = returnedResults(object, options, contract);
  compiled.blasInfo = loadLibraries(object, job, options);
  compiled.codeBytes = object.codeBytes();
  keepStepBuffersInHeap();

  bool traced = !options.traceFile.empty();
  fsdp_rt_context *runtime = job.runtime;
  auto loaded = LoadedStep::load(
      object,
      [=](llvm::orc::MangleAndInterner interner) {
        return runtimeSymbols(interner, traced, runtime);
      },
      job.device->linkLibraries(), runtime);
  if (!loaded)
    fail("linking the compiled step failed: " +
         llvm::toString(loaded.takeError()));
  compiled.loaded = std::move(*loaded);
  compiled.jitSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count() -
      compiled.lowerSeconds;
  return compiled;
}

/// The lowering options a step library was compiled with, as step.json
/// records them.
static std::string loweringSummary(const RunOptions &o) {
  return "opt-level=" + std::to_string(o.optLevel) +
         " donate-state=" + std::to_string(o.donateState) +
         " approximate-math=" + std::to_string(o.approximateMath) +
         " blocked-reductions=" + std::to_string(o.blockedReductions) +
         " check-indices=" + std::to_string(o.checkIndices);
}

void fsdprun::emitStep(StepModule &step, const Job &job,
                       const RunOptions &options, const StepContract &contract,
                       int64_t worldSize) {
  ModuleOp module = step.get();
  prepareEntry(module, options, contract);
  CompiledStep compiled;
  unsigned threads = options.compileThreads > 0
                         ? options.compileThreads
                         : std::max(1u, std::thread::hardware_concurrency());
  std::optional<StepKey> key;
  if (!options.compileCacheDir.empty())
    key = stepKey(module, job, options);
  StepObject object = obtainStep(step, job, options, threads, key, compiled);
  checkAbiVersion(object.abiVersion >= 0
                      ? std::optional<int64_t>(object.abiVersion)
                      : std::nullopt);
  StepDescription d;
  d.contract = contract;
  d.symbol = object.entry;
  d.returned = returnedResults(object, options, contract);
  d.abiVersion = object.abiVersion;
  d.worldSize = worldSize;
  d.device = job.device->name();
  d.callsBlas = object.calls(fsdp::getRuntimeFnName(fsdp::RuntimeFn::contract));
  d.constructors = object.constructors;
  d.destructors = object.destructors;
  d.lowering = loweringSummary(options);

  std::string dir = options.emitStep, error;
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    fail("cannot create " + dir + ": " + ec.message());
  if (!linkSharedObject(object, dir + "/step.so", error))
    fail(error);
  // step.json last, replaced whole: a reader finds the old pair or the new.
  std::string json = d.toJson(), tmp = dir + "/step.json.tmp";
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(tmp, ec);
    if (ec)
      fail("cannot write " + tmp + ": " + ec.message());
    out << json;
    out.close();
    if (out.has_error())
      fail("cannot write " + tmp + ": " + out.error().message());
  }
  if (std::error_code ec = llvm::sys::fs::rename(tmp, dir + "/step.json"))
    fail("cannot write " + dir + "/step.json: " + ec.message());
  llvm::outs() << "fsdp-run: step library " << dir << "/step.so ("
               << object.codeBytes() / 1024 << " KiB of code, "
               << compiled.origin << "; for " << worldSize << " rank(s))\n";
}
