//===- Job.cpp - This process's place in the job, and its failures --------===//

#include "Job.h"
#include "State.h"
#include "fsdp/Runner/RuntimeError.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cstdlib>

using namespace fsdprun;

namespace {

/// The runtime of this process once started: what a failure aborts.
fsdp_rt_context *runtime = nullptr;

/// This process's rank and the world size, before the runtime is up: from
/// the launcher's environment (0 and 1 without one).
int64_t launcherValue(std::initializer_list<const char *> vars,
                      int64_t fallback) {
  for (const char *var : vars)
    if (const char *v = std::getenv(var))
      return std::atoll(v);
  return fallback;
}

int64_t myRank() {
  return runtime ? fsdp_rt_rank(runtime)
                 : launcherValue(
                       {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"}, 0);
}

int64_t worldSize() {
  return runtime ? fsdp_rt_size(runtime)
                 : launcherValue(
                       {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"}, 1);
}

/// "fsdp-run: error: " alone, "fsdp-run: error on rank R: " among several.
std::string errorPrefix() {
  if (worldSize() > 1)
    return "fsdp-run: error on rank " + std::to_string(myRank()) + ": ";
  return "fsdp-run: error: ";
}

/// A value every rank must agree on before the run: the option itself when
/// it is a number, else a hash of it.
struct AgreedField {
  std::string name;
  int64_t value;
  bool isHash;
};

/// Whether every rank of `world` has the same `value` (collective).
bool sameOnEveryRank(fsdp_rt_group *world, int64_t value) {
  std::vector<int64_t> all(fsdp_rt_group_size(world));
  if (fsdp_rt_all_gather(world, &value, all.data(), 1, FSDP_RT_I64) !=
      FSDP_RT_OK)
    fail(runtimeError(runtime));
  return llvm::all_equal(all);
}

/// Exchanges `fields` across the world and stops every rank, with one line
/// naming each field and the ranks that differ on it, if they disagree. A
/// job whose ranks run different steps, seeds or step counts would
/// otherwise hang in a collective or silently diverge.
void agreeAcrossRanks(fsdp_rt_group *world,
                      const std::vector<AgreedField> &fields) {
  size_t n = fields.size();
  int64_t ranks = fsdp_rt_group_size(world);
  std::vector<int64_t> mine(n), all(n * ranks);
  for (size_t i = 0; i < n; ++i)
    mine[i] = fields[i].value;
  if (fsdp_rt_all_gather(world, mine.data(), all.data(), n, FSDP_RT_I64) !=
      FSDP_RT_OK)
    fail(runtimeError(runtime));
  std::string problems;
  for (size_t i = 0; i < n; ++i) {
    // Ranks grouped by their value, in order of first appearance.
    std::vector<std::pair<int64_t, std::string>> groups;
    for (int64_t r = 0; r < ranks; ++r) {
      int64_t v = all[r * n + i];
      auto it = llvm::find_if(groups, [&](auto &g) { return g.first == v; });
      if (it == groups.end())
        groups.push_back({v, "rank " + std::to_string(r)});
      else
        it->second += "," + std::to_string(r);
    }
    if (groups.size() == 1)
      continue;
    std::string text = fields[i].name + " (";
    for (auto [k, g] : llvm::enumerate(groups)) {
      text += (k ? "; " : "") + g.second + ": ";
      text += fields[i].isHash
                  ? llvm::utohexstr(uint32_t(g.first), /*LowerCase=*/true)
                  : std::to_string(g.first);
    }
    problems += (problems.empty() ? "" : ", ") + text + ")";
  }
  if (!problems.empty())
    failAgreed("the ranks disagree on " + problems);
}

/// Hash of what --load-state / --inputs offer for `args`: which files exist
/// and their sizes (a file missing on one node would silently fall back to
/// generated values there).
int64_t filesFingerprint(const std::string &dir,
                         const std::vector<ArgInfo> &args, bool state) {
  if (dir.empty())
    return 0;
  std::string text;
  for (const ArgInfo &a : args) {
    if (a.isState != state)
      continue;
    uint64_t size = 0;
    std::string path = argFile(dir, a.index);
    if (llvm::sys::fs::file_size(path, size))
      text += ";" + std::to_string(a.index) + ":none";
    else
      text += ";" + std::to_string(a.index) + ":" + std::to_string(size);
  }
  uint64_t size = 0;
  if (state && !llvm::sys::fs::file_size(dir + "/init.json", size))
    text += ";init.json:" + std::to_string(size);
  return int64_t(llvm::xxh3_64bits(text));
}

/// The size of `path`: -1 without a path, -2 when it cannot be read (the
/// dataset reports why).
int64_t fileSize(const std::string &path) {
  uint64_t size = 0;
  if (path.empty())
    return -1;
  return llvm::sys::fs::file_size(path, size) ? -2 : int64_t(size);
}

} // namespace

/// Writes `line` to stderr in one write(2) (unbuffered stderr would write
/// each piece of a line apart, and mpirun's abort banner or another rank's
/// line could land between them).
static void writeErrorLine(const std::string &line) {
  llvm::errs().flush();
  llvm::errs() << line;
  llvm::errs().flush();
}

void fsdprun::fail(const std::string &message) {
  llvm::outs().flush();
  writeErrorLine(errorPrefix() + message + "\n");
  if (runtime)
    fsdp_rt_abort(runtime, 1);
  std::exit(1);
}

void fsdprun::failOnRank(const std::string &message) { fail(message); }

void fsdprun::failAgreed(const std::string &message) {
  llvm::outs().flush();
  if (myRank() == 0)
    writeErrorLine("fsdp-run: error: " + message + "\n");
  if (runtime)
    fsdp_rt_finalize(runtime);
  std::exit(1);
}

RankEnv Job::rankEnv() const {
  return RankEnv{runtime,
                 world,
                 device.get(),
                 rank,
                 size,
                 [](const std::string &m) { fail(m); },
                 [](const std::string &m) { failAgreed(m); }};
}

Job fsdprun::startJob(const RunOptions &options, int &argc, char **&argv) {
  Job job;
  std::string deviceError;
  job.device = createDevice(
      options.deviceKind, options.backend,
      [](const std::string &m) { failOnRank(m); }, deviceError);
  if (!job.device)
    fail(deviceError);
  // A step library is compiled by this process alone, with no collective:
  // no runtime, so that no launcher's job is joined (a Python trainer's
  // rank 0 runs fsdp-run --emit-step under mpirun).
  if (!options.emitStep.empty())
    return job;
  fsdp_rt_options rtOptions = FSDP_RT_OPTIONS_INIT;
  rtOptions.backend = job.device->backend().c_str();
  rtOptions.deterministic = options.deterministic ? 1 : 0;
  // From the start: MPI_Init, which waits for every rank, is bounded too.
  rtOptions.timeout_s = options.timeoutSeconds;
  if (fsdp_rt_init(&rtOptions, &argc, &argv, &runtime) != FSDP_RT_OK) {
    runtime = nullptr;
    fail(std::string("cannot start the runtime: ") + runtimeError(nullptr));
  }
  job.runtime = runtime;
  job.rank = fsdp_rt_rank(runtime);
  job.size = fsdp_rt_size(runtime);
  return job;
}

void fsdprun::openWorldGroup(Job &job) {
  int64_t worldShape[1] = {job.size};
  int64_t worldAxes[1] = {0};
  if (fsdp_rt_group_get(job.runtime, 1, worldShape, 1, worldAxes, &job.world) !=
      FSDP_RT_OK)
    fail(runtimeError(job.runtime));
}

void fsdprun::checkRanksAgree(const Job &job, const RunOptions &o,
                              mlir::ModuleOp module, llvm::StringRef stepText,
                              const StepContract &contract) {
  if (job.size <= 1)
    return;
  auto hash = [](llvm::StringRef text) {
    return int64_t(llvm::xxh3_64bits(text));
  };
  int64_t stepHash = hash(stepText);
  if (!sameOnEveryRank(job.world, stepHash)) {
    std::string moduleText;
    llvm::raw_string_ostream moduleStream(moduleText);
    module->print(moduleStream);
    stepHash = hash(moduleText);
  }
  auto env = [](const char *name) {
    const char *v = std::getenv(name);
    return std::string(v ? v : "");
  };
  agreeAcrossRanks(
      job.world,
      {{"the step (module hash)", stepHash, true},
       {"--entry", hash(o.entryName), true},
       {"--steps", o.numSteps, false},
       {"--seed", int64_t(o.seed), false},
       {"--deterministic", o.deterministic ? 1 : 0, false},
       {"--flush-denormals", o.flushDenormals ? 1 : 0, false},
       {"--approximate-math", o.approximateMath ? 1 : 0, false},
       {"--blocked-reductions", o.blockedReductions ? 1 : 0, false},
       {"--im2col", o.im2col ? 1 : 0, false},
       {"--check-indices", o.checkIndices ? 1 : 0, false},
       {"--int-range (low)", o.intLo, false},
       {"--int-range (high)", o.intHi, false},
       {"--backend", hash(fsdp_rt_backend_name(job.runtime)), true},
       {"--device", hash(o.deviceKind), true},
       {"--load-state files",
        filesFingerprint(o.loadState, contract.args, true), true},
       {"--inputs files", filesFingerprint(o.inputsDir, contract.args, false),
        true},
       {"--data file size", fileSize(o.dataFile), false},
       {"--data-dtype", hash(o.dataDtype), true},
       {"--data-inputs", hash(o.dataInputs), true},
       {"--data-npy files", filesFingerprint(o.dataNpy, contract.args, false),
        true},
       {"--vocab", o.vocab, false},
       {"--resume", hash(o.resumeFrom), true},
       {"--checkpoint-dir", hash(o.checkpointDir), true},
       {"--save-every", o.saveEvery, false},
       {"FSDP_RT_GATHER_DTYPE", hash(env("FSDP_RT_GATHER_DTYPE")), true},
       {"FSDP_RT_DEBUG", hash(env("FSDP_RT_DEBUG")), true}});
}
