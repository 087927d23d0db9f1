//===- Options.cpp - The options of fsdp-run ------------------------------===//

#include "Options.h"
#include "fsdp/Runner/Compiler/CompileCache.h"

#include "fsdp/Support/ByteSize.h"

#include <cmath>

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace fsdprun;
namespace cl = llvm::cl;

static cl::OptionCategory category("fsdp-run options");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<step.mlir>"),
                                      cl::Required, cl::cat(category));
static cl::opt<std::string> entryName("entry",
                                      cl::desc("The step function to run"),
                                      cl::init("train_step"),
                                      cl::cat(category));
static cl::opt<int64_t> numSteps("steps", cl::desc("Number of steps to run"),
                                 cl::init(5), cl::cat(category));
static cl::opt<uint64_t> seed("seed",
                              cl::desc("Seed of the initial state and inputs"),
                              cl::init(0), cl::cat(category));
namespace {
/// The words of --backend and --device; RunOptions keeps them spelled as
/// the runtime and createDevice take them.
enum class BackendWord { Auto, Mpi, Self, Nccl };
enum class DeviceWord { Cpu, Cuda };
} // namespace

static const char *spell(BackendWord word) {
  switch (word) {
  case BackendWord::Auto:
    return "auto";
  case BackendWord::Mpi:
    return "mpi";
  case BackendWord::Self:
    return "self";
  case BackendWord::Nccl:
    return "nccl";
  }
  llvm_unreachable("a backend word");
}

static cl::opt<BackendWord> backend(
    "backend", cl::desc("Runtime backend"),
    cl::values(
        clEnumValN(BackendWord::Auto, "auto",
                   "mpi under mpirun, else self (nccl with --device=cuda)"),
        clEnumValN(BackendWord::Mpi, "mpi", "MPI (OpenMPI) collectives"),
        clEnumValN(BackendWord::Self, "self", "one rank, no communication"),
        clEnumValN(BackendWord::Nccl, "nccl", "NCCL, with --device=cuda")),
    cl::init(BackendWord::Auto), cl::cat(category));
static cl::opt<bool>
    deterministic("deterministic",
                  cl::desc("Reduce in group-rank order (bitwise reproducible)"),
                  cl::init(false), cl::cat(category));
static cl::opt<bool> flushDenormals(
    "flush-denormals",
    cl::desc("Flush subnormal floats to zero in the step's f32/f64 "
             "arithmetic, operands and results (x86-64: MXCSR FTZ and DAZ; "
             "AArch64: FPCR.FZ), on every thread of the process, like "
             "torch.set_flush_denormal(True): not IEEE, but no slow "
             "microcode assists where values underflow. With --device=cuda "
             "only the host's part (not the GPU's kernels)"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> approximateMath(
    "approximate-math",
    cl::desc("Compute f32 exp, erf and tanh with vectorizable polynomials "
             "(within 1.51, 4.79 and 4.90 ulp of libm's f64 function; "
             "fsdp-approximate-math) instead of libm's scalar calls "
             "(=false)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> blockedReductions(
    "blocked-reductions",
    cl::desc("Sum f32/f64 reductions (row and column sums, norms, means, "
             "maxima) as a fixed blocked tree of 32-lane vectors: O(log n) "
             "rounding, vectorized, the same bits on every CPU "
             "(fsdp-blocked-reductions); =false: one scalar chain each"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> im2col(
    "im2col",
    cl::desc("Compute convolutions as im2col and a BLAS contraction "
             "(fsdp-convolutions-to-im2col); =false: loops that sum each "
             "output element in one scalar chain"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> checkIndices(
    "check-indices",
    cl::desc("Check every index the step computes from data (gathers of "
             "token ids, labels) against its dimension, an index outside an "
             "error naming the site, the rank and the step "
             "(fsdp-check-indices); =false: unchecked"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> stopOnNonfinite(
    "stop-on-nonfinite",
    cl::desc("Stop the run, with a line naming the step and the ranks, as "
             "soon as a step's loss is NaN or infinite; no checkpoint is "
             "written after it (=false: train on)"),
    cl::init(true), cl::cat(category));
static cl::opt<bool> donateState(
    "donate-state",
    cl::desc("Donate the state buffers to the step: it writes the new "
             "parameters and optimizer state over the old ones (=false: it "
             "returns them in new buffers, as a functional step)"),
    cl::init(true), cl::cat(category));
static cl::opt<std::string> emitStep(
    "emit-step",
    cl::desc("Compile the step and write it to DIR as a step library "
             "(step.so and step.json) that a program runs with the runner "
             "library (fsdp/Runner/Session.h, fsdp_mlir.runner), instead of "
             "running it; the world it runs on is its grids'"),
    cl::value_desc("DIR"), cl::init(""), cl::cat(category));
static cl::opt<std::string>
    loadState("load-state",
              cl::desc("Directory with arg<i>.npy (full tensors) for the "
                       "initial state; missing files fall back to the "
                       "seeded initialisation"),
              cl::init(""), cl::cat(category));
static cl::opt<std::string>
    inputsDir("inputs",
              cl::desc("Directory with arg<i>.npy: the global batch of input "
                       "argument i (an extra leading dimension indexes the "
                       "step)"),
              cl::init(""), cl::cat(category));
static cl::opt<std::string> hyperparametersDir(
    "hyperparameters",
    cl::desc("Directory with arg<i>.npy: the value of hyperparameter "
             "argument i (fsdp.hyperparameter) for each step, indexed by "
             "the global step (TrainStep.save_hyperparameters writes it)"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string>
    dumpState("dump-state",
              cl::desc("Directory to write the final state to, as "
                       "arg<i>.npy full tensors"),
              cl::init(""), cl::cat(category));
static cl::opt<bool> dumpGather(
    "dump-gather",
    cl::desc("--dump-state the old way: gather each tensor to rank 0, which "
             "writes it (for comparisons)"),
    cl::init(false), cl::Hidden, cl::cat(category));
static cl::opt<int64_t>
    saveEvery("save-every",
              cl::desc("Save a checkpoint every K steps (and after the last "
                       "one) in --checkpoint-dir"),
              cl::init(0), cl::cat(category));
static cl::opt<std::string> checkpointDir(
    "checkpoint-dir",
    cl::desc("Directory of the checkpoints: step-<k>/ and latest"),
    cl::init(""), cl::cat(category));
static cl::opt<int>
    keepCheckpoints("keep", cl::desc("Keep the newest N checkpoints (0: all)"),
                    cl::init(0), cl::cat(category));
static cl::opt<std::string> resumeFrom(
    "resume",
    cl::desc("Resume from a checkpoint: a --checkpoint-dir (its latest) or "
             "one step-<k> directory; --steps counts the steps to run now"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string>
    intRange("int-range",
             cl::desc("Range LO:HI (or HI) of the integer inputs drawn by "
                      "the seeded generator, HI exclusive"),
             cl::init(""), cl::cat(category));
static cl::opt<unsigned>
    optLevel("opt-level",
             cl::desc("LLVM optimization level of the JIT, 0-3 (the results "
                      "do not depend on it: no fast-math)"),
             cl::init(2), cl::cat(category));
static cl::opt<DeviceWord> deviceKind(
    "device", cl::desc("Where the step runs"),
    cl::values(clEnumValN(DeviceWord::Cpu, "cpu", "the host"),
               clEnumValN(DeviceWord::Cuda, "cuda",
                          "kernels on this rank's GPU, state in device "
                          "memory, nccl backend")),
    cl::init(DeviceWord::Cpu), cl::cat(category));
static cl::opt<bool> quiet("quiet", cl::desc("Print the summary only"),
                           cl::init(false), cl::cat(category));
static cl::opt<std::string> summaryJson(
    "summary-json",
    cl::desc("Write the summary and every step's figures to this file as "
             "one JSON object (rank 0)"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string> stepsJsonl(
    "steps-jsonl",
    cl::desc("Write every step's figures to this file as it ends, one JSON "
             "object a line (rank 0; a run that is killed keeps the steps "
             "it finished)"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string>
    traceFile("trace",
              cl::desc("Write a Chrome trace of one step as it ran on rank 0 "
                       "(on every rank when the name contains %r, replaced "
                       "by the rank)"),
              cl::init(""), cl::cat(category));
static cl::opt<double>
    timeoutSeconds("timeout",
                   cl::desc("Seconds a wait for other ranks (MPI's start-up "
                            "included) may make no progress before the job is "
                            "aborted with a report (default: "
                            "$FSDP_RT_TIMEOUT_S, else 300)"),
                   cl::init(0), cl::cat(category));
static cl::opt<std::string> compileCache(
    "compile-cache",
    cl::desc("Directory of compiled steps kept across runs, keyed by the "
             "step, the options that change its code, the CPU and this "
             "build (default: $FSDP_COMPILE_CACHE_DIR, else "
             "$XDG_CACHE_HOME/fsdp-mlir/compile, else "
             "~/.cache/fsdp-mlir/compile)"),
    cl::init(""), cl::cat(category));
static cl::opt<bool>
    noCompileCache("no-compile-cache",
                   cl::desc("Compile the step without reading or writing the "
                            "compile cache"),
                   cl::init(false), cl::cat(category));
static cl::opt<std::string> compileCacheSize(
    "compile-cache-size",
    cl::desc("Bound on the compile cache's size: bytes, with a k, M or G "
             "(decimal) or Ki, Mi or Gi (binary) suffix, as memory-limit; "
             "the least recently used steps are removed beyond it"),
    cl::init("1Gi"), cl::cat(category));
static cl::opt<unsigned> compileThreads(
    "compile-threads",
    cl::desc("Threads that lower the step and generate its machine code "
             "(default 0: the CPUs the ranks of rank 0's node may run on "
             "when it compiles for the job, else this rank's CPUs divided "
             "among the ranks of its node that share them)"),
    cl::init(0), cl::cat(category));
static cl::opt<bool> verifyEach(
    "verify-each",
    cl::desc("Verify the IR after every pass of the step's lowering, as "
             "fsdp-opt does (default: once, after the last pass; the "
             "verifier after every pass takes about half of a large step's "
             "lowering)"),
    cl::init(false), cl::cat(category));
static cl::opt<int64_t>
    traceStep("trace-step",
              cl::desc("The step --trace records, from 1 (default: the last)"),
              cl::init(0), cl::cat(category));

namespace {
enum class TokenWord { U16, U32 };
} // namespace
static cl::opt<std::string> dataFile(
    "data",
    cl::desc("Token file (raw little-endian uint16/uint32 tokens, no "
             "header, as nanoGPT and llm.c write them), read "
             "per batch and sampled into (input, target) windows of the step's "
             "sequence length"),
    cl::init(""), cl::cat(category));
static cl::opt<TokenWord> dataDtype(
    "data-dtype", cl::desc("Element type of the --data file"),
    cl::values(clEnumValN(TokenWord::U16, "uint16", "2-byte tokens (default)"),
               clEnumValN(TokenWord::U32, "uint32", "4-byte tokens")),
    cl::init(TokenWord::U16), cl::cat(category));
static cl::opt<std::string> dataInputs(
    "data-inputs",
    cl::desc("I,J: the arguments that get the tokens and the targets of "
             "--data (default: the first two integer inputs)"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string>
    dataNpy("data-npy",
            cl::desc("Directory with arg<i>.npy of shape [samples, ...]: "
                     "input i's samples, rows read per step"),
            cl::init(""), cl::cat(category));
static cl::opt<int64_t>
    vocab("vocab",
          cl::desc("Vocabulary size: every token id --data feeds must be "
                   "below it (checked per batch; default: --int-range)"),
          cl::init(0), cl::cat(category));
static cl::opt<std::string>
    dataDump("data-dump",
             cl::desc("Write the rows of --data/--data-npy each rank read, "
                      "one line per row (%r in the name: one file per rank)"),
             cl::init(""), cl::cat(category));

/// Parses --data-inputs=I,J.
static bool parseDataInputs(const std::string &text, int64_t &input,
                            int64_t &target, std::string &error) {
  if (text.empty())
    return true;
  auto [a, b] = llvm::StringRef(text).split(',');
  if (a.getAsInteger(10, input) || b.getAsInteger(10, target) || input < 0 ||
      target < 0 || input == target) {
    error = "--data-inputs expects two different argument indices I,J, got '" +
            text + "'";
    return false;
  }
  return true;
}

static cl::list<std::string> scheduleOptions(
    "schedule",
    cl::desc("NAME=KIND:K=V,...: a built-in schedule of hyperparameter NAME "
             "(constant:value=V; warmup-cosine:peak=P,warmup=W,total=T[,"
             "final=F]; step:value=V,gamma=G,every=K); repeatable"),
    cl::cat(category));

double fsdprun::BuiltinSchedule::at(int64_t step) const {
  int64_t s = step + 1; // 1-based, as training loops count
  if (kind == "constant")
    return value;
  if (kind == "step")
    return value * std::pow(gamma, double((s - 1) / every));
  // warmup-cosine
  if (s <= warmup)
    return peak * double(s) / double(warmup);
  if (s >= total)
    return final;
  double t = double(s - warmup) / double(total - warmup);
  return final + (peak - final) * 0.5 * (1 + std::cos(M_PI * t));
}

/// Parses one --schedule.
static bool parseSchedule(llvm::StringRef text, BuiltinSchedule &out,
                          std::string &error) {
  auto bad = [&](const std::string &why) {
    error = "--schedule=" + text.str() + ": " + why;
    return false;
  };
  auto [name, rest] = text.split('=');
  auto [kind, params] = rest.split(':');
  if (name.empty() || kind.empty())
    return bad("expected NAME=KIND:K=V,...");
  out.name = name.str();
  out.kind = kind.str();
  llvm::StringMap<double> values;
  llvm::SmallVector<llvm::StringRef> items;
  params.split(items, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef item : items) {
    auto [key, v] = item.split('=');
    double d;
    if (key.empty() || v.getAsDouble(d))
      return bad("'" + item.str() + "' is not K=V with a number V");
    // A NaN or infinite learning rate trains to a NaN loss without an error.
    if (!std::isfinite(d))
      return bad("'" + item.str() + "' is not a finite number");
    values[key] = d;
  }
  auto need = [&](std::initializer_list<const char *> keys,
                  std::initializer_list<const char *> optional) {
    for (const auto &kv : values) {
      bool known = false;
      for (const char *k : keys)
        known |= kv.getKey() == k;
      for (const char *k : optional)
        known |= kv.getKey() == k;
      if (!known)
        return bad("unknown parameter '" + kv.getKey().str() + "' of " +
                   out.kind);
    }
    for (const char *k : keys)
      if (!values.count(k))
        return bad(out.kind + " needs " + k + "=");
    return true;
  };
  if (out.kind == "constant") {
    if (!need({"value"}, {}))
      return false;
    out.value = values["value"];
  } else if (out.kind == "warmup-cosine") {
    if (!need({"peak", "warmup", "total"}, {"final"}))
      return false;
    out.peak = values["peak"];
    out.final = values.lookup("final");
    out.warmup = int64_t(values["warmup"]);
    out.total = int64_t(values["total"]);
    if (out.warmup < 0 || out.total <= out.warmup)
      return bad("needs 0 <= warmup < total");
  } else if (out.kind == "step") {
    if (!need({"value", "gamma", "every"}, {}))
      return false;
    out.value = values["value"];
    out.gamma = values["gamma"];
    out.every = int64_t(values["every"]);
    if (out.every < 1)
      return bad("needs every >= 1");
  } else {
    return bad("unknown kind '" + out.kind +
               "' (constant, warmup-cosine, step)");
  }
  return true;
}

/// Parses --int-range into `lo` and `hi`.
static bool parseIntRange(const std::string &intRange, int64_t &lo, int64_t &hi,
                          std::string &error) {
  if (intRange.empty())
    return true;
  llvm::StringRef text = intRange;
  auto [a, b] = text.split(':');
  if (b.empty()) {
    lo = 0;
    if (a.getAsInteger(10, hi)) {
      error = "--int-range expects LO:HI or HI, got '" + intRange + "'";
      return false;
    }
    return true;
  }
  if (a.getAsInteger(10, lo) || b.getAsInteger(10, hi) || hi <= lo) {
    error = "--int-range expects LO:HI with LO < HI, got '" + intRange + "'";
    return false;
  }
  return true;
}

/// The first problem of `o`, or "".
static std::string checkOptions(const RunOptions &o) {
  if (o.numSteps < 0)
    return "--steps must not be negative";
  if (o.optLevel > 3)
    return "--opt-level must be 0, 1, 2 or 3";
  if (o.numThreads < 0)
    return "--threads must not be negative";
  if (!o.traceFile.empty() && (o.traceStep < 0 || o.traceStep > o.numSteps))
    return "--trace-step must be between 1 and --steps";
  if (!(o.timeoutSeconds >= 0) || o.timeoutSeconds > 1e9)
    return "--timeout must be a number of seconds > 0 (0: the default)";
  if (noCompileCache && compileCache.getNumOccurrences())
    return "--compile-cache and --no-compile-cache: use one";
  if (!o.emitStep.empty() && o.deviceKind != "cpu")
    return "--emit-step writes steps for the cpu device";
  if (!o.emitStep.empty() && !o.traceFile.empty())
    return "--emit-step and --trace: a step library is not traced";
  if (o.saveEvery < 0 || o.keepCheckpoints < 0)
    return "--save-every and --keep must not be negative";
  if (o.saveEvery > 0 && o.checkpointDir.empty())
    return "--save-every needs --checkpoint-dir";
  if (!o.resumeFrom.empty() && !o.loadState.empty())
    return "--resume and --load-state both give the initial state: use one";
  if (!o.inputsDir.empty() && o.hasDataset())
    return "--inputs and --data/--data-npy both give the inputs: use one";
  if (!o.dataInputs.empty() && o.dataFile.empty())
    return "--data-inputs names the arguments of --data: give --data";
  if (o.vocab < 0)
    return "--vocab must not be negative";
  if (!o.dataDump.empty() && !o.hasDataset())
    return "--data-dump needs --data or --data-npy";
  return "";
}

bool fsdprun::parseOptions(int argc, char **argv, RunOptions &o,
                           std::string &error) {
  // libLLVM has a hidden --threads of its own (parallelism of its tools).
  auto &registered = cl::getRegisteredOptions();
  if (auto it = registered.find("threads"); it != registered.end())
    it->second->setArgStr("llvm-threads");
  static cl::opt<int> threadsOption(
      "threads",
      cl::desc("Threads of the BLAS library per rank (0: OPENBLAS_NUM_THREADS "
               "if set, else the cores divided by the ranks on this node, at "
               "least 1)"),
      cl::init(0), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "fsdp-run: JIT-compile a training step and run it on every rank\n\n"
      "  mpirun -np N fsdp-run step.mlir --steps=K [--dump-state=DIR]\n");

  o.inputFile = inputFile;
  o.entryName = entryName;
  o.numSteps = numSteps;
  o.seed = seed;
  o.backend = spell(backend);
  o.deterministic = deterministic;
  o.flushDenormals = flushDenormals;
  o.approximateMath = approximateMath;
  o.blockedReductions = blockedReductions;
  o.im2col = im2col;
  o.stopOnNonfinite = stopOnNonfinite;
  o.checkIndices = checkIndices;
  o.donateState = donateState;
  o.loadState = loadState;
  o.inputsDir = inputsDir;
  o.hyperparametersDir = hyperparametersDir;
  for (const std::string &text : scheduleOptions) {
    BuiltinSchedule s;
    if (!parseSchedule(text, s, error))
      return false;
    for (const BuiltinSchedule &other : o.schedules)
      if (other.name == s.name) {
        error = "--schedule names hyperparameter '" + s.name + "' twice";
        return false;
      }
    o.schedules.push_back(s);
  }
  o.dumpState = dumpState;
  o.dumpGather = dumpGather;
  o.saveEvery = saveEvery;
  o.checkpointDir = checkpointDir;
  o.keepCheckpoints = keepCheckpoints;
  o.resumeFrom = resumeFrom;
  o.intRange = intRange;
  o.optLevel = optLevel;
  o.deviceKind = deviceKind == DeviceWord::Cuda ? "cuda" : "cpu";
  o.quiet = quiet;
  o.traceFile = traceFile;
  o.emitStep = emitStep;
  o.summaryJson = summaryJson;
  o.stepsJsonl = stepsJsonl;
  o.timeoutSeconds = timeoutSeconds;
  o.numThreads = threadsOption;
  o.traceStep = traceStep;
  if (!noCompileCache)
    o.compileCacheDir = compileCache.getNumOccurrences()
                            ? std::string(compileCache)
                            : CompileCache::defaultDirectory();
  mlir::FailureOr<int64_t> cacheBytes =
      mlir::fsdp::parseByteSize(compileCacheSize);
  if (failed(cacheBytes) || *cacheBytes <= 0) {
    error = "--compile-cache-size=" + compileCacheSize +
            ": expected a size above 0: bytes, with a k, M or G (decimal) "
            "or Ki, Mi or Gi (binary) suffix";
    return false;
  }
  o.compileCacheBytes = uint64_t(*cacheBytes);
  o.compileThreads = compileThreads;
  o.verifyEach = verifyEach;
  o.dataFile = dataFile;
  o.dataDtype = dataDtype == TokenWord::U32 ? "uint32" : "uint16";
  o.dataInputs = dataInputs;
  o.dataNpy = dataNpy;
  o.vocab = vocab;
  o.dataDump = dataDump;
  error = checkOptions(o);
  if (!error.empty())
    return false;
  return parseIntRange(o.intRange, o.intLo, o.intHi, error) &&
         parseDataInputs(o.dataInputs, o.dataInputArg, o.dataTargetArg, error);
}
