//===- Session.cpp - A compiled step run in the caller's process ----------===//

#include "fsdp/Runner/Session.h"
#include "fsdp/Runner/Broadcast.h"
#include "fsdp/Runner/Host.h"
#include "fsdp/Runner/RuntimeError.h"
#include "fsdp/Runner/StepCall.h"

#include "fsdp/Runner/Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <unistd.h>

using namespace fsdprun;

namespace {

/// The runtime of this process (fsdp_rt_init runs once per process).
std::mutex runtimeMutex;
std::weak_ptr<Runtime> startedRuntime;
bool runtimeEverStarted = false;

} // namespace

//===----------------------------------------------------------------------===//
// Runtime
//===----------------------------------------------------------------------===//

std::shared_ptr<Runtime> Runtime::current() {
  std::lock_guard<std::mutex> lock(runtimeMutex);
  return startedRuntime.lock();
}

std::shared_ptr<Runtime> Runtime::start(const RuntimeOptions &options) {
  std::lock_guard<std::mutex> lock(runtimeMutex);
  if (std::shared_ptr<Runtime> rt = startedRuntime.lock()) {
    const RuntimeOptions &o = rt->opts;
    if (o.backend != options.backend ||
        o.deterministic != options.deterministic ||
        o.timeoutSeconds != options.timeoutSeconds ||
        o.blasThreads != options.blasThreads)
      throw Error("the runtime of this process already runs with other "
                  "options (backend, deterministic, timeout, threads)");
    return rt;
  }
  // MPI starts once per process: a finalized runtime cannot come back.
  if (runtimeEverStarted)
    throw Error("the runtime of this process was finalized; a process "
                "starts it once");
  std::shared_ptr<Runtime> rt(new Runtime());
  rt->opts = options;
  rt->ownedDevice = std::make_unique<HostDevice>(
      options.backend, [](const std::string &m) { throw Error(m); });
  rt->dev = rt->ownedDevice.get();
  fsdp_rt_options rtOptions = FSDP_RT_OPTIONS_INIT;
  rtOptions.backend = options.backend.c_str();
  rtOptions.deterministic = options.deterministic ? 1 : 0;
  // From the start: MPI_Init, which waits for every rank, is bounded too.
  rtOptions.timeout_s = options.timeoutSeconds;
  if (fsdp_rt_init(&rtOptions, nullptr, nullptr, &rt->ctx) != FSDP_RT_OK) {
    rt->ctx = nullptr;
    throw Error("cannot start the runtime: " + runtimeError(nullptr));
  }
  runtimeEverStarted = true;
  rt->rankValue = fsdp_rt_rank(rt->ctx);
  rt->sizeValue = fsdp_rt_size(rt->ctx);
  int64_t shape[1] = {rt->sizeValue}, axes[1] = {0};
  if (fsdp_rt_group_get(rt->ctx, 1, shape, 1, axes, &rt->worldGroup) !=
      FSDP_RT_OK)
    throw Error(runtimeError(rt->ctx));
  int threads = blasThreads(options.blasThreads, rt->sizeValue);
  if (threads > 0)
    fsdp_rt_set_num_threads(threads);
  keepStepBuffersInHeap();
  startedRuntime = rt;
  return rt;
}

std::shared_ptr<Runtime> Runtime::adopt(fsdp_rt_context *context,
                                        fsdp_rt_group *world, Device &device,
                                        const RuntimeOptions &options) {
  if (!context || !world)
    throw Error("the runtime is not running");
  std::shared_ptr<Runtime> rt(new Runtime());
  rt->opts = options;
  rt->ctx = context;
  rt->worldGroup = world;
  rt->dev = &device;
  rt->ownsContext = false;
  rt->rankValue = fsdp_rt_rank(context);
  rt->sizeValue = fsdp_rt_size(context);
  return rt;
}

Runtime::~Runtime() { finalize(); }

void Runtime::finalize() {
  if (!ctx)
    return;
  if (ownsContext)
    fsdp_rt_finalize(ctx);
  ctx = nullptr;
  worldGroup = nullptr;
}

void Runtime::abort(const std::string &message) const {
  std::string line = opts.errorPrefix + ": error on rank " +
                     std::to_string(rankValue) + ": " + message + "\n";
  std::fflush(stdout);
  // One write: another rank's line or mpirun's banner cannot split it.
  ssize_t ignored = ::write(2, line.data(), line.size());
  (void)ignored;
  if (ctx)
    fsdp_rt_abort(ctx, 1);
  std::_Exit(1);
}

RankEnv Runtime::rankEnv() const {
  const Runtime *self = this;
  auto alone = sizeValue == 1;
  return RankEnv{ctx,
                 worldGroup,
                 dev,
                 rankValue,
                 sizeValue,
                 [self, alone](const std::string &m) {
                   if (alone)
                     throw Error(m);
                   self->abort(m);
                 },
                 [](const std::string &m) { throw Error(m); }};
}

std::string Runtime::broadcast(const std::string &bytes,
                               double waitSeconds) const {
  std::string out = rankValue == 0 ? bytes : std::string();
  if (!broadcastFromRankZero(ctx, worldGroup, rankValue, out, waitSeconds))
    abort(runtimeError(ctx));
  return out;
}

std::vector<int64_t> Runtime::allGather(int64_t value) const {
  std::vector<int64_t> all(sizeValue);
  if (fsdp_rt_all_gather(worldGroup, &value, all.data(), 1, FSDP_RT_I64) !=
      FSDP_RT_OK)
    abort(runtimeError(ctx));
  return all;
}

//===----------------------------------------------------------------------===//
// Session
//===----------------------------------------------------------------------===//

std::unique_ptr<StepLibrary>
Runtime::loadStep(const std::string &stepDir) const {
  if (!ctx)
    throw Error("the runtime is not running");
  std::string error;
  std::unique_ptr<StepLibrary> library = StepLibrary::open(stepDir, ctx, error);
  checkStep(library.get(), stepDir, error);
  return library;
}

void Runtime::checkStep(const StepCode *code, const std::string &name,
                        const std::string &error) const {
  // Every rank must have the same step: a hash of its description, and
  // whether it has one at all.
  int64_t mine =
      code ? int64_t(llvm::xxh3_64bits(code->description().toJson()) >> 1) : -1;
  std::vector<int64_t> all = allGather(mine);
  if (!code)
    throw Error(error);
  for (int64_t r = 0; r < sizeValue; ++r) {
    if (all[r] == -1)
      throw Error("rank " + std::to_string(r) + " cannot load " + name);
    if (all[r] != all[0])
      throw Error("the ranks load different steps: rank 0's " + name +
                  " is not rank " + std::to_string(r) + "'s");
  }
  int64_t worldSize = code->description().worldSize;
  if (worldSize > 0 && worldSize != sizeValue)
    throw Error(name + " is a step for " + std::to_string(worldSize) +
                " ranks (its grids), and this job has " +
                std::to_string(sizeValue));
}

/// Throws unless `rt` is running.
static void checkRunning(const std::shared_ptr<Runtime> &rt) {
  if (!rt || !rt->context())
    throw Error("the runtime is not running");
}

Session::Session(std::shared_ptr<Runtime> runtime, const std::string &stepDir,
                 std::optional<uint64_t> seeded)
    : rt(std::move(runtime)), seed(seeded.value_or(0)) {
  checkRunning(rt);
  code = rt->loadStep(stepDir);
  checkTrainingStep(stepDir);
  allocateState(seeded.has_value());
}

Session::Session(std::shared_ptr<Runtime> runtime,
                 std::unique_ptr<StepCode> stepCode,
                 std::optional<uint64_t> seeded)
    : rt(std::move(runtime)), code(std::move(stepCode)),
      seed(seeded.value_or(0)) {
  checkRunning(rt);
  checkTrainingStep(checkCode());
  allocateState(seeded.has_value());
}

Session::Session(std::shared_ptr<Runtime> runtime,
                 std::unique_ptr<StepCode> stepCode, SessionState initial)
    : rt(std::move(runtime)), code(std::move(stepCode)), seed(initial.seed),
      flushDenormals(initial.flushDenormals), state(std::move(initial.buffers)),
      done(initial.stepsDone) {
  checkRunning(rt);
  std::string name = checkCode();
  checkTrainingStep(name);
  const StepContract &c = contract();
  if (state.size() != c.args.size())
    throw Error("the initial state has " + std::to_string(state.size()) +
                " buffers; " + name + " has " + std::to_string(c.args.size()) +
                " arguments");
  for (const ArgInfo &a : c.args)
    if (a.isState && !state[a.index].aligned)
      throw Error("the initial state has no buffer for " + argumentName(a));
}

std::string Session::checkCode() const {
  std::string name =
      code ? "the step @" + code->description().contract.entry : "the step";
  rt->checkStep(code.get(), name, "no step code on this rank");
  return name;
}

void Session::checkTrainingStep(const std::string &name) const {
  if (contract().isForward())
    throw Error(name + " is a forward step (it updates no state): it "
                       "runs on a training step's session (ForwardStep)");
}

void Session::allocateState(bool seeded) {
  const StepContract &c = contract();
  state.resize(c.args.size());
  for (const ArgInfo &a : c.args) {
    if (!a.isState)
      continue;
    Buffer b = allocateBuffer(a.bytes());
    if (!b.allocated)
      throw Error("out of memory allocating " + std::to_string(a.bytes()) +
                  " bytes for " + argumentName(a));
    if (seeded)
      seedState(a, b.aligned, rt->rank(), seed);
    else
      std::memset(b.aligned, 0, a.bytes());
    void *onDevice = rt->device().adopt(b.aligned, a.bytes());
    state[a.index] = {onDevice, onDevice};
  }
}

Session::~Session() {
  for (const Buffer &b : state)
    if (isHeap(b.allocated))
      rt->device().release(b.allocated);
}

int64_t Session::stateBytes() const {
  int64_t bytes = 0;
  for (const ArgInfo &a : contract().args)
    if (a.isState)
      bytes += a.bytes();
  return bytes;
}

void Session::checkUsable() const {
  if (!broken.empty())
    throw Error("an earlier step failed (" + broken +
                "): the state is not a training state any more; resume "
                "from a checkpoint");
}

void Session::checkArg(unsigned arg, bool isState) const {
  const std::vector<ArgInfo> &args = contract().args;
  if (arg >= args.size() || args[arg].isState != isState)
    throw Error("argument " + std::to_string(arg) + " is not a " +
                (isState ? "state" : "input") + " argument of the step");
}

void Session::setState(unsigned arg, const void *full, size_t bytes) {
  checkArg(arg, true);
  const ArgInfo &a = contract().args[arg];
  ShardGeometry g = shardGeometry(a, rt->rank());
  int64_t fullBytes = a.elementBytes();
  for (int64_t d : g.fullShape)
    fullBytes *= d;
  if (int64_t(bytes) != fullBytes)
    throw Error(argumentName(a) + " is a full tensor of " +
                shapeText(g.fullShape) + " " + elemName(a.elem) + " (" +
                std::to_string(fullBytes) + " bytes), not " +
                std::to_string(bytes) + " bytes");
  Buffer host = allocateBuffer(a.bytes());
  if (!host.allocated)
    throw Error("out of memory allocating " + std::to_string(a.bytes()) +
                " bytes");
  copyStateRows(a, full, host.aligned, rt->rank());
  void *onDevice = rt->device().adopt(host.aligned, a.bytes());
  rt->device().release(state[arg].allocated);
  state[arg] = {onDevice, onDevice};
}

void *Session::stateShard(unsigned arg) const {
  checkArg(arg, true);
  return state[arg].aligned;
}

std::vector<char> Session::gatherState(unsigned arg) const {
  checkArg(arg, true);
  return gatherFull(rt->rankEnv(), contract().args[arg], state[arg].aligned);
}

double Session::dumpState(const std::string &dir, bool gatherOnRankZero) const {
  auto start = std::chrono::steady_clock::now();
  RankEnv env = rt->rankEnv();
  const std::vector<ArgInfo> &args = contract().args;
  if (!gatherOnRankZero) {
    dumpStateParallel(env, dir, args, alignedPointers(state));
  } else {
    bool lead = rt->rank() == 0;
    if (lead && llvm::sys::fs::create_directories(dir))
      env.fail("cannot create " + dir);
    for (const ArgInfo &a : args) {
      if (!a.isState)
        continue;
      std::vector<char> full = gatherFull(env, a, state[a.index].aligned);
      if (!lead)
        continue;
      ShardGeometry g = shardGeometry(a, rt->rank());
      std::string error;
      if (!writeNpy(argFile(dir, a.index), npyDescr(a.elem), g.fullShape,
                    full.data(), error))
        env.fail(error);
    }
    // The others wait for rank 0's files (a bounded collective).
    double ok = 0;
    rt->device().allReduceHost(rt->world(), &ok, 1, FSDP_RT_F64, FSDP_RT_MAX);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

StepResult Session::step(const std::vector<InputView> &inputs,
                         const StepHooks *hooks) {
  checkUsable();
  const StepContract &c = contract();
  std::vector<Buffer> args = state, inputBuffers(c.args.size());
  std::vector<void *> borrowed;
  bindInputs(c, inputs, args, inputBuffers, borrowed,
             [](const std::string &m) { throw Error(m); });

  lastArgs = alignedPointers(args);
  if (hooks && hooks->beforeCall)
    hooks->beforeCall();
  CallOutcome outcome = callStep(
      rt->context(), rt->device(), c, description().returned,
      [&](void *results, void *arguments) {
        code->call(results, arguments);
        if (hooks && hooks->afterCall)
          hooks->afterCall();
      },
      state, args, inputBuffers, borrowed);
  const std::string &failure = outcome.failure;
  if (!failure.empty()) {
    std::string message = "step " + std::to_string(done + 1) + ": " + failure;
    // A step that failed on one rank left its collectives there: its peers
    // cannot finish theirs, so the job ends (bounded, one line). Alone, the
    // caller may resume from a checkpoint.
    if (rt->size() > 1)
      rt->abort(message);
    broken = message;
    throw Error(message);
  }
  return stepResult(++done, outcome);
}

StepResult fsdprun::stepResult(int64_t step, const CallOutcome &outcome) {
  StepResult out;
  out.step = step;
  out.loss = outcome.loss;
  out.seconds = outcome.seconds;
  for (int kind = 0; kind < FSDP_RT_NUM_COLLECTIVES; ++kind)
    out.commBytes += outcome.counters.bytes_sent[kind];
  out.peakBytes = outcome.counters.peak_bytes;
  out.counters = outcome.counters;
  return out;
}

RunIdentity Session::identity() const {
  return RunIdentity{contract().entry, stepSignature(contract()), seed,
                     flushDenormals};
}

double Session::saveAt(const std::string &root, int keep,
                       const DataPosition &position) {
  checkUsable();
  return saveCheckpoint(rt->rankEnv(), root, done, keep, identity(),
                        contract().args, alignedPointers(state), position);
}

void Session::resume(const std::string &path) {
  // The failed step's sticky error would fail the checkpoint's collectives:
  // cleared first (one rank: a failed step among several ended the job).
  if (!broken.empty() && fsdp_rt_clear_error(rt->context()) != FSDP_RT_OK)
    throw Error("cannot clear the failed step's error: " +
                runtimeError(rt->context()));
  ResumePoint point =
      openCheckpoint(rt->rankEnv(), path, identity(), contract().args);
  for (const ArgInfo &a : contract().args) {
    if (!a.isState)
      continue;
    Buffer host = allocateBuffer(a.bytes());
    std::string error;
    if (!host.allocated)
      rt->abort("out of memory allocating " + std::to_string(a.bytes()) +
                " bytes");
    // openCheckpoint verified every file: a failure here is this rank's.
    if (!readStateRows(a, argFile(point.dir, a.index), host.aligned, rt->rank(),
                       error))
      rt->rankEnv().fail(error);
    void *onDevice = rt->device().adopt(host.aligned, a.bytes());
    rt->device().release(state[a.index].allocated);
    state[a.index] = {onDevice, onDevice};
  }
  done = point.step;
  broken.clear();
}
