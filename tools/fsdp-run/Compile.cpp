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

using namespace mlir;
using namespace fsdprun;

CompileOptions fsdprun::compileOptions(const RunOptions &options) {
  CompileOptions o;
  o.entryName = options.entryName;
  o.inputName = options.inputFile;
  o.lowering.approximateMath = options.approximateMath;
  o.lowering.blockedReductions = options.blockedReductions;
  o.lowering.im2col = options.im2col;
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

/// Where a rank compiles, as it tells the others: its host's target, its
/// node and the CPUs it may run on.
struct Place {
  int64_t target = 0, node = 0;
  CpuSet cpus{};
};

/// Every rank's place, in rank order (one all-gather).
std::vector<Place> gatherPlaces(const Job &job) {
  constexpr int64_t n = 2 + kCpuSetWords;
  std::vector<int64_t> mine(n), all(n * job.size);
  mine[0] = int64_t(llvm::xxh3_64bits(hostTarget()));
  mine[1] = nodeId();
  CpuSet cpus = threadCpus();
  for (int i = 0; i < kCpuSetWords; ++i)
    mine[2 + i] = int64_t(cpus[i]);
  if (job.size == 1)
    all = mine;
  else if (fsdp_rt_all_gather(job.world, mine.data(), all.data(), n,
                              FSDP_RT_I64) != FSDP_RT_OK)
    fail(runtimeError(job.runtime));
  std::vector<Place> places(job.size);
  for (int64_t r = 0; r < job.size; ++r) {
    places[r].target = all[r * n];
    places[r].node = all[r * n + 1];
    for (int i = 0; i < kCpuSetWords; ++i)
      places[r].cpus[i] = uint64_t(all[r * n + 2 + i]);
  }
  return places;
}

/// The CPUs this rank compiles on, and the threads they take.
struct CompileCpus {
  CpuSet cpus;
  unsigned threads;
};

/// Rank 0 compiling for the job (`forAll`) takes the CPUs of every rank of
/// its node: they wait for its code asleep. A rank that compiles its own
/// takes its CPUs, shared with the ranks of its node that may run on them
/// too.
CompileCpus compileCpus(const Job &job, const std::vector<Place> &places,
                        bool forAll) {
  const Place &me = places[job.rank];
  CompileCpus out{me.cpus, 1};
  int sharing = 0;
  for (const Place &p : places) {
    if (p.node != me.node)
      continue;
    bool overlaps = false;
    for (int i = 0; i < kCpuSetWords; ++i) {
      overlaps |= (p.cpus[i] & me.cpus[i]) != 0;
      if (forAll)
        out.cpus[i] |= p.cpus[i];
    }
    sharing += overlaps;
  }
  int cpus = countCpus(out.cpus);
  out.threads =
      unsigned(std::max(1, forAll ? cpus : cpus / std::max(1, sharing)));
  return out;
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
                                  const StepContract &contract,
                                  llvm::StringRef stepText) {
  ModuleOp module = step.get();
  CompileOptions copts = compileOptions(options);
  CompiledStep compiled;
  compiled.predictedPeakBytes = prepareEntry(module, copts, contract);

  auto start = std::chrono::steady_clock::now();
  // One rank compiles for the job when the code is the same on every rank;
  // the others wait asleep, and it compiles on their CPUs too.
  std::vector<Place> places = gatherPlaces(job);
  bool shared = job.size > 1 && job.device->sharesCode() &&
                llvm::all_of(places, [&](const Place &p) {
                  return p.target == places[0].target;
                });
  bool cached = job.device->sharesCode() && !options.compileCacheDir.empty();
  CompileCpus budget = compileCpus(job, places, shared);
  unsigned threads =
      options.compileThreads > 0 ? options.compileThreads : budget.threads;
  // Every rank computes the key (a hash of the text checkRanksAgree
  // printed): the others check rank 0's code against it.
  std::optional<StepKey> key;
  if (cached || shared)
    key = stepKey(stepText, *job.device, copts);
  StepObject object;
  if (!shared || job.lead()) {
    // The threads the compiler starts (the lowering's, code generation's)
    // take this thread's CPUs.
    CpuSet own = threadCpus();
    bool widened = budget.cpus != own && setThreadCpus(budget.cpus);
    CompileStats stats;
    object = orFail(obtainStepObject(step, *job.device, copts, threads,
                                     cached ? key : std::nullopt, job.runtime,
                                     stats));
    if (widened)
      setThreadCpus(own);
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
