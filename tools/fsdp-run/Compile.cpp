//===- Compile.cpp - The step compiled once for the job -------------------===//

#include "Compile.h"
#include "Trace.h"
#include "fsdp/Runner/Broadcast.h"
#include "fsdp/Runner/Compiler/CompileCache.h"
#include "fsdp/Runner/Host.h"
#include "fsdp/Runner/RuntimeError.h"

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp_rt/fsdp_rt.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <thread>

using namespace mlir;
using namespace fsdprun;

CompileOptions fsdprun::compileOptions(const RunOptions &options) {
  CompileOptions o;
  o.entryName = options.entryName;
  o.inputName = options.inputFile;
  o.lowering.approximateMath = options.approximateMath;
  o.lowering.blockedReductions = options.blockedReductions;
  o.lowering.checkIndices = options.checkIndices;
  o.optLevel = options.optLevel;
  o.donateState = options.donateState;
  o.threads = options.compileThreads;
  o.verifyEachPass = options.verifyEach;
  o.cacheDir = options.compileCacheDir;
  o.cacheBytes = options.compileCacheBytes;
  o.warn = [](const std::string &warning) {
    llvm::errs() << "fsdp-run: warning: " << warning << "\n";
  };
  return o;
}

namespace {

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

/// A blocking all-reduce of `count` int64s in place, run on the runtime's
/// progress thread: this thread sleeps until it completes.
void allReduceInts(const Job &job, int64_t *values, int64_t count,
                   fsdp_rt_reduction reduction) {
  fsdp_rt_request *request = nullptr;
  if (fsdp_rt_all_reduce_start(job.world, values, values, count, FSDP_RT_I64,
                               reduction, &request) != FSDP_RT_OK ||
      fsdp_rt_wait(request) != FSDP_RT_OK)
    fail(runtimeError(job.runtime));
}

/// Whether every rank's host has the same target as this one's.
bool sameTargetEverywhere(const Job &job) {
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
std::string shareFromRankZero(const Job &job, std::string bytes) {
  constexpr double kCompileWaitSeconds = 24 * 3600;
  if (!broadcastFromRankZero(job.runtime, job.world, job.rank, bytes,
                             kCompileWaitSeconds))
    fail(runtimeError(job.runtime));
  return bytes;
}

} // namespace

CompiledStep fsdprun::compileStep(StepModule &step, const Job &job,
                                  const RunOptions &options,
                                  const StepContract &contract) {
  ModuleOp module = step.get();
  CompileOptions copts = compileOptions(options);
  CompiledStep compiled;
  compiled.predictedPeakBytes = prepareEntry(module, copts, contract);

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
    key = stepKey(module, *job.device, copts);
  StepObject object;
  if (!shared || job.lead()) {
    CompileStats stats;
    object = orFail(obtainStepObject(step, *job.device, copts, threads,
                                     cached ? key : std::nullopt, job.runtime,
                                     stats));
    compiled.origin = stats.origin;
    compiled.lowerSeconds = stats.lowerSeconds;
    compiled.jitCpuSeconds = stats.codegenCpuSeconds;
  }
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
  orFail(checkRuntimeAbi(object));
  StepDescription description =
      orFail(describeStep(object, contract, copts, *job.device, job.size));
  compiled.blasInfo = loadLibraries(object, job, options);
  compiled.codeBytes = object.codeBytes();
  keepStepBuffersInHeap();

  bool traced = !options.traceFile.empty();
  fsdp_rt_context *runtime = job.runtime;
  SymbolHook traceWrappers;
  if (traced)
    traceWrappers = [runtime](llvm::orc::SymbolMap &map,
                              llvm::orc::MangleAndInterner interner) {
      installTraceWrappers(map, interner, runtime);
    };
  compiled.step = orFail(linkStep(object, std::move(description), *job.device,
                                  runtime, traceWrappers));
  compiled.jitSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count() -
      compiled.lowerSeconds;
  return compiled;
}

void fsdprun::emitStep(StepModule &step, const Job &job,
                       const RunOptions &options) {
  std::string dir = options.emitStep;
  EmittedStep emitted = orFail(
      compileStepLibrary(step, *job.device, compileOptions(options), dir));
  llvm::outs() << "fsdp-run: step library " << dir << "/step.so ("
               << emitted.codeBytes / 1024 << " KiB of code, "
               << emitted.stats.origin << "; for "
               << emitted.description.worldSize << " rank(s))\n";
}
