//===- Context.cpp - Contexts: init, options, finalize --------------------===//
//
// fsdp_rt_init reads the options and the environment, starts a backend and
// makes the context the default one of the fsdp_rt_mlir_* entry points;
// fsdp_rt_finalize completes what is in flight and frees it. The settings
// of a live context (algorithm, timeout, wire type, device stream) and its
// counters are here too. Every exported function catches everything: no
// exception crosses the ABI (Guard.h).
//
//===----------------------------------------------------------------------===//

#include "Context.h"
#include "Allocator.h"
#include "Dtype.h"
#include "FlightRecorder.h"
#include "Guard.h"
#include "ProgressQueue.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>

using namespace fsdp_rt;

namespace {

std::mutex defaultMutex;
fsdp_rt_context *defaultCtx = nullptr;

/// Defaults of fsdp_rt_set_async_policy, chosen from
/// `fsdp_rt_bench --calibrate` on the 2-core development machine (see
/// runtime/README.md, "Async hand-off").
constexpr uint64_t kDefaultInlineBytes = 0;
constexpr int64_t kDefaultSpinNs = 0;
/// The progress thread's waits for MPI sleep up to this long between polls
/// (off: sleeping threads wait for a time slice on a loaded host, which made
/// the runtime's tests 20x slower here; runtime/README.md).
constexpr int64_t kDefaultPollSleepNs = 0;

/// A non-negative decimal number from the environment variable `name`.
double parseEnvNumber(const char *name, const char *text) {
  char *end = nullptr;
  double value = std::strtod(text, &end);
  if (end == text || *end != '\0' || !(value >= 0))
    fail(FSDP_RT_INVALID_ARGUMENT,
         std::string(name) + "=" + text + ": expected a non-negative number");
  return value;
}

Algorithm parseAlgorithm(const char *name) {
  std::string s = name ? name : "";
  if (s == "auto")
    return Algorithm::Auto;
  if (s == "native")
    return Algorithm::Native;
  if (s == "ring")
    return Algorithm::Ring;
  if (s == "allreduce")
    return Algorithm::AllReduce;
  fail(FSDP_RT_INVALID_ARGUMENT,
       "unknown algorithm \"" + s +
           "\"; valid names: auto, native, ring, allreduce");
}

/// The size of the first fsdp_rt_options (ABI version 1): what every caller's
/// struct_size must cover.
constexpr size_t kOptionsV1Size =
    offsetof(fsdp_rt_options, deterministic) + sizeof(int);

/// Copies the caller's options, as far as its struct_size says they go, over
/// the defaults in `options`. A caller's struct may be older (shorter: later
/// fields keep their defaults) or newer (longer: the fields this runtime does
/// not know must be zero, i.e. left at their defaults).
void readOptions(const fsdp_rt_options *caller, fsdp_rt_options &options) {
  size_t size = caller->struct_size;
  if (size == 0)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "options.struct_size is 0: initialize the options with "
         "FSDP_RT_OPTIONS_INIT");
  if (size < kOptionsV1Size)
    fail(FSDP_RT_INVALID_ARGUMENT,
         "options.struct_size is " + std::to_string(size) +
             ", less than any fsdp_rt_options (" +
             std::to_string(kOptionsV1Size) + " bytes)");
  const auto *bytes = reinterpret_cast<const unsigned char *>(caller);
  for (size_t i = sizeof(fsdp_rt_options); i < size; ++i)
    if (bytes[i] != 0)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "options.struct_size is " + std::to_string(size) +
               ": the caller sets options this runtime does not know (ABI "
               "version " +
               std::to_string(FSDP_RT_ABI_VERSION) + ", " +
               std::to_string(sizeof(fsdp_rt_options)) + "-byte options)");
  std::memcpy(&options, caller, std::min(size, sizeof(fsdp_rt_options)));
  options.struct_size = sizeof(fsdp_rt_options);
}

} // namespace

namespace fsdp_rt {

fsdp_rt_context *defaultContext() {
  std::lock_guard<std::mutex> lock(defaultMutex);
  return defaultCtx;
}

} // namespace fsdp_rt

extern "C" {

uint32_t fsdp_rt_abi_version(void) { return FSDP_RT_ABI_VERSION; }

fsdp_rt_status fsdp_rt_init(const fsdp_rt_options *callerOpts, int *argc,
                            char ***argv, fsdp_rt_context **out) {
  return guarded(nullptr, "init", false, [&] {
    if (!out)
      fail(FSDP_RT_INVALID_ARGUMENT, "null output pointer");
    *out = nullptr;
    fsdp_rt_options options = FSDP_RT_OPTIONS_INIT;
    const fsdp_rt_options *opts = nullptr;
    if (callerOpts) {
      readOptions(callerOpts, options);
      opts = &options;
    }
    std::string name = opts && opts->backend ? opts->backend : "auto";
    if (name == "auto")
      name = launchedByMpi(nullptr) || mpiInitialized() ? "mpi" : "self";
    if (name != "self" && name != "mpi" && name != "nccl")
      fail(FSDP_RT_INVALID_ARGUMENT,
           "unknown backend \"" + name +
               "\"; valid names: mpi, self, nccl, auto");
    // The environment is checked before any backend starts (and MPI with
    // it), so a bad value on one rank ends that process without leaving its
    // peers waiting in MPI_Init.
    fsdp_rt_dtype gatherWire = FSDP_RT_F32;
    if (const char *wire = std::getenv("FSDP_RT_GATHER_DTYPE")) {
      std::string w = wire;
      if (w == "bf16")
        gatherWire = FSDP_RT_BF16;
      else if (w == "f16")
        gatherWire = FSDP_RT_F16;
      else if (w != "" && w != "f32")
        fail(FSDP_RT_INVALID_ARGUMENT,
             "FSDP_RT_GATHER_DTYPE=" + w + ": valid values are f32, bf16, f16");
    }
    double timeout = 300;
    if (const char *t = std::getenv("FSDP_RT_TIMEOUT_S");
        t && *t && !parsePositiveSeconds(t, timeout))
      fail(FSDP_RT_INVALID_ARGUMENT, std::string("FSDP_RT_TIMEOUT_S=") + t +
                                         ": expected a number of seconds > 0");
    if (opts && opts->timeout_s != 0) {
      if (!isValidTimeout(opts->timeout_s))
        fail(FSDP_RT_INVALID_ARGUMENT,
             "options.timeout_s is " + std::to_string(opts->timeout_s) +
                 ": expected seconds in (0, 1e9], or 0 for the default");
      timeout = opts->timeout_s;
    }
    bool debugDetail = false;
    if (const char *d = std::getenv("FSDP_RT_DEBUG")) {
      std::string v = d;
      if (v == "detail")
        debugDetail = true;
      else if (v != "" && v != "off")
        fail(FSDP_RT_INVALID_ARGUMENT,
             "FSDP_RT_DEBUG=" + v + ": valid values are off and detail");
    }
    // The progress thread's hand-off policy (runtime/README.md).
    uint64_t inlineBytes = kDefaultInlineBytes;
    int64_t spinNs = kDefaultSpinNs, pollSleepNs = kDefaultPollSleepNs;
    if (const char *text = std::getenv("FSDP_RT_INLINE_BYTES"))
      inlineBytes = uint64_t(parseEnvNumber("FSDP_RT_INLINE_BYTES", text));
    if (const char *text = std::getenv("FSDP_RT_SPIN_US"))
      spinNs = int64_t(parseEnvNumber("FSDP_RT_SPIN_US", text) * 1000);
    if (const char *text = std::getenv("FSDP_RT_POLL_SLEEP_US"))
      pollSleepNs =
          int64_t(parseEnvNumber("FSDP_RT_POLL_SLEEP_US", text) * 1000);
    checkBackendEnvironment(name);

    auto ctx = std::make_unique<fsdp_rt_context>();
    if (name == "self")
      ctx->backend = createSelfBackend();
    else if (name == "mpi")
      ctx->backend = createMpiBackend(argc, argv, timeout);
    else if (name == "nccl")
      ctx->backend = createNcclBackend(argc, argv, timeout);
    else
      fail(FSDP_RT_INVALID_ARGUMENT,
           "unknown backend \"" + name +
               "\"; valid names: mpi, self, nccl, auto");
    ctx->backend->setTimeout(timeout);
    ctx->timeoutS = timeout;
    ctx->deterministic = opts && opts->deterministic;
    ctx->gatherWire = gatherWire;
    ctx->debugDetail = debugDetail;
    if (debugDetail)
      ctx->backend->enableSignatureChecks();
    if (name != "self")
      installTerminationDump(ctx.get());
    ctx->queue.inlineBytes = inlineBytes;
    ctx->queue.spinNs = spinNs;
    ctx->queue.pollSleepNs = pollSleepNs;
    std::lock_guard<std::mutex> lock(defaultMutex);
    defaultCtx = ctx.get();
    *out = ctx.release();
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_finalize(fsdp_rt_context *ctx) {
  if (!ctx) {
    return recordError(
        nullptr, Status(FSDP_RT_INVALID_ARGUMENT, "finalize: null context"),
        false);
  }
  {
    std::lock_guard<std::mutex> lock(defaultMutex);
    if (defaultCtx == ctx)
      defaultCtx = nullptr;
  }
  removeTerminationDump(ctx);
  fsdp_rt_status status = guarded(nullptr, "finalize", false, [&] {
    stopProgressThread(ctx);
    ctx->backend->activity = Activity();
    ctx->backend->activity.kind = Activity::kFinalize;
    ctx->alive->store(false);
    ctx->backend->quiesce();
    for (auto &entry : ctx->mlirRequests)
      delete entry.second;
    ctx->mlirRequests.clear();
    // Communicators go before the backend that owns their parent.
    ctx->groupsById.clear();
    ctx->groups.clear();
    ctx->backend.reset();
    return FSDP_RT_OK;
  });
  delete ctx;
  return status;
}

int fsdp_rt_rank(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->rank() : -1;
}

int fsdp_rt_size(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->size() : -1;
}

const char *fsdp_rt_backend_name(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->name() : "";
}

void fsdp_rt_get_counters(const fsdp_rt_context *ctx, fsdp_rt_counters *out) {
  if (!out)
    return;
  std::memset(out, 0, sizeof(*out));
  if (ctx) {
    for (int i = 0; i < FSDP_RT_NUM_COLLECTIVES; ++i) {
      out->bytes_sent[i] = ctx->bytesSent[i].load();
      out->calls[i] = ctx->calls[i].load();
    }
  }
  out->current_bytes = allocatorCurrentBytes();
  out->peak_bytes = allocatorPeakBytes();
}

void fsdp_rt_reset_counters(fsdp_rt_context *ctx) {
  if (ctx) {
    for (int i = 0; i < FSDP_RT_NUM_COLLECTIVES; ++i) {
      ctx->bytesSent[i].store(0);
      ctx->calls[i].store(0);
    }
  }
  allocatorResetPeak();
}

fsdp_rt_status fsdp_rt_set_algorithm(fsdp_rt_context *ctx,
                                     fsdp_rt_collective kind,
                                     const char *algorithm) {
  if (!ctx) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT, "set_algorithm: null context"), false);
  }
  return guarded(ctx, rankPrefix(ctx, "set_algorithm"), false, [&] {
    if (kind < 0 || kind >= FSDP_RT_NUM_COLLECTIVES)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "invalid collective " + std::to_string(int(kind)));
    Algorithm algo = parseAlgorithm(algorithm);
    drain(ctx); // Queued collectives keep the algorithm they were issued with.
    ctx->backend->setAlgorithm(kind, algo);
    return FSDP_RT_OK;
  });
}

} // extern "C"

//===----------------------------------------------------------------------===//
// Device backends (nccl)
//===----------------------------------------------------------------------===//

extern "C" {

fsdp_rt_status fsdp_rt_set_compute_stream(fsdp_rt_context *ctx, void *stream) {
  if (!ctx) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT, "set_compute_stream: null context"),
        false);
  }
  return guarded(ctx, rankPrefix(ctx, "set_compute_stream"), false, [&] {
    ctx->backend->setComputeStream(stream);
    return FSDP_RT_OK;
  });
}

int fsdp_rt_device(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->device() : -1;
}

fsdp_rt_status fsdp_rt_set_timeout(fsdp_rt_context *ctx, double seconds) {
  if (!ctx) {
    return recordError(
        nullptr, Status(FSDP_RT_INVALID_ARGUMENT, "set_timeout: null context"),
        false);
  }
  return guarded(ctx, rankPrefix(ctx, "set_timeout"), false, [&] {
    if (!(seconds > 0))
      fail(FSDP_RT_INVALID_ARGUMENT, "the timeout must be positive");
    ctx->backend->setTimeout(seconds);
    ctx->timeoutS = seconds;
    return FSDP_RT_OK;
  });
}

double fsdp_rt_timeout(const fsdp_rt_context *ctx) {
  return ctx ? ctx->timeoutS : -1;
}

fsdp_rt_status fsdp_rt_set_gather_dtype(fsdp_rt_context *ctx,
                                        fsdp_rt_dtype wire) {
  if (!ctx) {
    return recordError(
        nullptr,
        Status(FSDP_RT_INVALID_ARGUMENT, "set_gather_dtype: null context"),
        false);
  }
  return guarded(ctx, rankPrefix(ctx, "set_gather_dtype"), false, [&] {
    int code = passedCode(wire);
    if (code != FSDP_RT_F32 && code != FSDP_RT_BF16 && code != FSDP_RT_F16)
      fail(FSDP_RT_INVALID_ARGUMENT,
           "the all-gather wire type must be f32 (off), bf16 or f16");
    drain(ctx); // Queued all-gathers keep the type they were issued with.
    ctx->gatherWire = fsdp_rt_dtype(code);
    return FSDP_RT_OK;
  });
}

fsdp_rt_status fsdp_rt_synchronize(fsdp_rt_context *ctx) {
  if (!ctx) {
    return recordError(
        nullptr, Status(FSDP_RT_INVALID_ARGUMENT, "synchronize: null context"),
        false);
  }
  if (ctx->errors.poisoned())
    return FSDP_RT_BACKEND_ERROR;
  return guarded(ctx, rankPrefix(ctx, "synchronize"), false, [&] {
    drain(ctx);
    ctx->backend->synchronize();
    return FSDP_RT_OK;
  });
}

int32_t fsdp_rt_mlir_device(void) {
  // The mgpu* functions' device (MgpuWrappers.cpp): upstream's gpu-to-llvm
  // fixes their signatures, so compiled code cannot pass them its context,
  // and mgpuSetDefaultDevice's device is process-wide there too.
  fsdp_rt_context *ctx = defaultContext();
  return ctx ? ctx->backend->device() : -1;
}

void *fsdp_rt_compute_stream(const fsdp_rt_context *ctx) {
  return ctx ? ctx->backend->computeStream() : nullptr;
}

} // extern "C"
