//===- fsdp-run.cpp - JIT-compile a training step and run it on every rank ===//
//
// Reads a training step (tensor semantics, DDP or sharded), lowers it with
// fsdp-lower-to-llvm, JIT-compiles it, and runs it for K steps on every rank
// started by mpirun, with deterministic state and inputs. Prints the loss,
// step time, bytes communicated and peak memory of every step; can load the
// initial state from .npy files and dump the final state (full tensors).
//
//===----------------------------------------------------------------------===//

#include "Device.h"
#include "Npy.h"
#include "StepContract.h"
#include "Trace.h"

#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp_rt/fsdp_rt.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <chrono>
#include <cmath>
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
static cl::opt<std::string>
    backend("backend", cl::desc("Runtime backend: auto, mpi or self"),
            cl::init("auto"), cl::cat(category));
static cl::opt<bool>
    deterministic("deterministic",
                  cl::desc("Reduce in group-rank order (bitwise reproducible)"),
                  cl::init(false), cl::cat(category));
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
static cl::opt<std::string>
    dumpState("dump-state",
              cl::desc("Directory to write the final state to, as "
                       "arg<i>.npy full tensors"),
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
static cl::opt<std::string>
    deviceKind("device",
               cl::desc("Where the step runs: cpu, or cuda (kernels on this "
                        "rank's GPU, state in device memory, nccl backend)"),
               cl::init("cpu"), cl::cat(category));
static cl::opt<bool> quiet("quiet", cl::desc("Print the summary only"),
                           cl::init(false), cl::cat(category));
static cl::opt<std::string>
    traceFile("trace",
              cl::desc("Write a Chrome trace of one step as it ran on rank 0 "
                       "(on every rank when the name contains %r, replaced "
                       "by the rank)"),
              cl::init(""), cl::cat(category));
/// --threads; created in main, after the option of that name that libLLVM
/// registers is renamed out of the way.
static cl::opt<int> *numThreads = nullptr;
static cl::opt<int64_t>
    traceStep("trace-step",
              cl::desc("The step --trace records, from 1 (default: the last)"),
              cl::init(0), cl::cat(category));

namespace {

/// The rank that prints, before and after the runtime is up.
bool leadRank(fsdp_rt_context *ctx) {
  if (ctx)
    return fsdp_rt_rank(ctx) == 0;
  for (const char *var : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"})
    if (const char *v = std::getenv(var))
      return std::atoi(v) == 0;
  return true;
}

fsdp_rt_context *runtime = nullptr;
/// Where the step's buffers live (--device).
std::unique_ptr<Device> device;

/// Reports a failure every rank sees alike (printed once) and exits.
[[noreturn]] void fail(const std::string &message) {
  if (leadRank(runtime))
    llvm::errs() << "fsdp-run: error: " << message << "\n";
  if (runtime)
    fsdp_rt_finalize(runtime);
  std::exit(1);
}

/// Reports a failure of this rank alone and exits.
[[noreturn]] void failOnRank(const std::string &message) {
  llvm::errs() << "fsdp-run: error on rank "
               << (runtime ? fsdp_rt_rank(runtime) : -1) << ": " << message
               << "\n";
  std::exit(1);
}

/// A buffer of the step: what a memref descriptor points to.
struct Buffer {
  void *allocated = nullptr;
  void *aligned = nullptr;
};

/// Memory the runner allocates, through the runtime's tracked allocator.
Buffer allocate(int64_t bytes) {
  void *p = fsdp_rt_alloc(std::max<int64_t>(bytes, 1), 64);
  if (!p)
    failOnRank("out of memory allocating " + std::to_string(bytes) + " bytes");
  return {p, p};
}

/// Global buffers of the compiled module are not heap memory (the lowering
/// marks them with this address).
bool isHeap(void *allocated) {
  return allocated && allocated != reinterpret_cast<void *>(0xdeadbeef);
}

uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/// A uniform value in [0, 1) determined by the seed, a stream (argument,
/// step) and an element's flat index in the full (global) tensor.
double unitValue(uint64_t stream, uint64_t index) {
  uint64_t h = mix(mix(mix(seed) ^ stream) ^ index);
  return (h >> 11) * 0x1p-53;
}

uint64_t stateStream(unsigned arg) { return mix(0x5747e000 + arg); }
uint64_t inputStream(unsigned arg, int64_t step) {
  return mix(mix(0x1a970000 + arg) ^ static_cast<uint64_t>(step));
}

void store(ElemKind kind, void *base, int64_t i, double v) {
  switch (kind) {
  case ElemKind::F32:
    static_cast<float *>(base)[i] = static_cast<float>(v);
    return;
  case ElemKind::F64:
    static_cast<double *>(base)[i] = v;
    return;
  case ElemKind::BF16: {
    float f = static_cast<float>(v);
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    bits += 0x7fff + ((bits >> 16) & 1);
    static_cast<uint16_t *>(base)[i] = static_cast<uint16_t>(bits >> 16);
    return;
  }
  case ElemKind::F16: {
    llvm::APFloat a(static_cast<float>(v));
    bool lost;
    a.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
              &lost);
    static_cast<uint16_t *>(base)[i] =
        static_cast<uint16_t>(a.bitcastToAPInt().getZExtValue());
    return;
  }
  case ElemKind::I8:
    static_cast<int8_t *>(base)[i] = static_cast<int8_t>(v);
    return;
  case ElemKind::I32:
    static_cast<int32_t *>(base)[i] = static_cast<int32_t>(v);
    return;
  case ElemKind::I64:
    static_cast<int64_t *>(base)[i] = static_cast<int64_t>(v);
    return;
  }
}

double load(ElemKind kind, const void *base) {
  switch (kind) {
  case ElemKind::F32:
    return *static_cast<const float *>(base);
  case ElemKind::F64:
    return *static_cast<const double *>(base);
  case ElemKind::BF16: {
    uint32_t bits = uint32_t(*static_cast<const uint16_t *>(base)) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  case ElemKind::F16: {
    llvm::APFloat a(llvm::APFloat::IEEEhalf(),
                    llvm::APInt(16, *static_cast<const uint16_t *>(base)));
    return a.convertToDouble();
  }
  case ElemKind::I8:
    return *static_cast<const int8_t *>(base);
  case ElemKind::I32:
    return *static_cast<const int32_t *>(base);
  case ElemKind::I64:
    return static_cast<double>(*static_cast<const int64_t *>(base));
  }
  return 0;
}

bool isInteger(ElemKind kind) {
  return kind == ElemKind::I8 || kind == ElemKind::I32 || kind == ElemKind::I64;
}

/// The extent of a state argument, seen as outer x dim x inner around its
/// sharded dimension, and the block of the padded dimension this rank holds.
struct ShardGeometry {
  int64_t outer = 1, inner = 1;
  /// Full (unpadded) extent of the sharded dimension.
  int64_t fullExtent = 1;
  /// Local extent and first global index along it.
  int64_t localExtent = 1, begin = 0;
  std::vector<int64_t> fullShape;
  int64_t dim = 0;
};

ShardGeometry geometry(const ValueInfo &v, int64_t worldRank) {
  ShardGeometry g;
  const std::vector<int64_t> &local = v.localShape;
  g.fullShape = v.sharding ? v.sharding->fullShape : local;
  g.dim = v.sharding ? v.sharding->dim : 0;
  if (local.empty())
    return g;
  for (int64_t d = 0; d < g.dim; ++d)
    g.outer *= local[d];
  for (size_t d = g.dim + 1; d < local.size(); ++d)
    g.inner *= local[d];
  g.fullExtent = g.fullShape[g.dim];
  g.localExtent = local[g.dim];
  if (v.sharding)
    g.begin = groupRank(v.sharding->gridShape, v.sharding->axes, worldRank) *
              g.localExtent;
  return g;
}

/// Seeded initial value of this rank's part of state argument `a`: random
/// for parameters (uniform in +-1/sqrt(fan_in), fan_in = full dim 0, or +-0.1
/// for vectors), zero for other state and for padding.
void initState(const ArgInfo &a, void *data, int64_t worldRank) {
  std::memset(data, 0, a.bytes());
  if (!a.isParameter)
    return;
  ShardGeometry g = geometry(a, worldRank);
  double scale =
      g.fullShape.size() >= 2 ? 1.0 / std::sqrt(g.fullShape[0]) : 0.1;
  uint64_t stream = stateStream(a.index);
  for (int64_t o = 0; o < g.outer; ++o)
    for (int64_t k = 0; k < g.localExtent; ++k) {
      int64_t gk = g.begin + k;
      if (gk >= g.fullExtent)
        continue;
      for (int64_t i = 0; i < g.inner; ++i) {
        int64_t full = (o * g.fullExtent + gk) * g.inner + i;
        int64_t local = (o * g.localExtent + k) * g.inner + i;
        store(a.elem, data, local, (2 * unitValue(stream, full) - 1) * scale);
      }
    }
}

std::string argFile(const std::string &dir, unsigned index) {
  return dir + "/arg" + std::to_string(index) + ".npy";
}

bool descrMatches(const std::string &file, ElemKind kind) {
  std::string want = npyDescr(kind);
  want[0] = '<';
  return file == want;
}

/// Reads this rank's part of state argument `a` from the full tensor in
/// `path`.
void loadStateArg(const ArgInfo &a, const std::string &path, void *data,
                  int64_t worldRank) {
  NpyHeader h;
  std::string error;
  if (!readNpyHeader(path, h, error))
    fail(error);
  ShardGeometry g = geometry(a, worldRank);
  if (h.shape != g.fullShape || !descrMatches(h.descr, a.elem))
    fail(path + " does not hold the full tensor of argument " +
         std::to_string(a.index) + " (" + npyDescr(a.elem) + ")");
  std::memset(data, 0, a.bytes());
  if (a.localShape.empty()) {
    if (!readNpyBlock(path, h, -1, 0, 0, 1, data, error))
      fail(error);
    return;
  }
  if (!readNpyBlock(path, h, -1, g.dim, g.begin, g.localExtent, data, error))
    fail(error);
}

/// Fills input argument `a` of step `step`: rows [r*b, (r+1)*b) of the global
/// batch, from `--inputs` or the seeded generator.
void fillInput(const ArgInfo &a, void *data, int64_t step, int64_t rank,
               int64_t world, int64_t intLo, int64_t intHi) {
  int64_t rows = a.localShape.empty() ? 1 : a.localShape[0];
  int64_t inner = a.localShape.empty() ? 1 : a.numElements() / rows;
  if (!inputsDir.empty()) {
    std::string path = argFile(inputsDir, a.index);
    if (llvm::sys::fs::exists(path)) {
      NpyHeader h;
      std::string error;
      if (!readNpyHeader(path, h, error))
        fail(error);
      std::vector<int64_t> global = a.localShape;
      if (!global.empty())
        global[0] *= world;
      int64_t leading = -1;
      if (h.shape.size() == global.size() + 1 && h.shape[0] > 0) {
        leading = step % h.shape[0];
        h.shape.erase(h.shape.begin());
      }
      if (h.shape != global || !descrMatches(h.descr, a.elem))
        fail(path + " does not hold the global batch of argument " +
             std::to_string(a.index) + " for " + std::to_string(world) +
             " ranks");
      NpyHeader full;
      readNpyHeader(path, full, error);
      if (a.localShape.empty()) {
        if (!readNpyBlock(path, full, leading, 0, 0, 1, data, error))
          fail(error);
      } else if (!readNpyBlock(path, full, leading, 0, rank * rows, rows, data,
                               error)) {
        fail(error);
      }
      return;
    }
  }
  if (isInteger(a.elem) && intHi <= intLo)
    fail("argument " + std::to_string(a.index) +
         " is an integer input: give its range with --int-range=LO:HI");
  uint64_t stream = inputStream(a.index, step);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t i = 0; i < inner; ++i) {
      int64_t full = (rank * rows + r) * inner + i;
      double u = unitValue(stream, full);
      double v = isInteger(a.elem)
                     ? intLo + std::floor(u * double(intHi - intLo))
                     : 2 * u - 1;
      store(a.elem, data, r * inner + i, v);
    }
}

/// Gathers state argument `a` into a full tensor (padding removed) on every
/// rank of its group.
std::vector<char> gatherFull(const ArgInfo &a, const void *data,
                             int64_t worldRank) {
  int64_t eb = a.elementBytes();
  if (!a.sharding) {
    std::vector<char> full(a.bytes());
    device->read(full.data(), data, a.bytes());
    return full;
  }
  const ShardingInfo &s = *a.sharding;
  fsdp_rt_group *group = nullptr;
  if (fsdp_rt_group_get(runtime, s.gridShape.size(), s.gridShape.data(),
                        s.axes.size(), s.axes.data(), &group) != FSDP_RT_OK)
    failOnRank(fsdp_rt_last_error(runtime));
  std::vector<char> blocks(a.bytes() * s.groupSize);
  if (device->gatherToHost(group, data, blocks.data(), a.bytes(),
                           s.groupSize) != FSDP_RT_OK)
    failOnRank(fsdp_rt_last_error(runtime));
  ShardGeometry g = geometry(a, worldRank);
  std::vector<char> full(g.outer * g.fullExtent * g.inner * eb);
  int64_t rowBytes = g.inner * eb;
  for (int64_t r = 0; r < s.groupSize; ++r)
    for (int64_t o = 0; o < g.outer; ++o)
      for (int64_t k = 0; k < g.localExtent; ++k) {
        int64_t gk = r * g.localExtent + k;
        if (gk >= g.fullExtent)
          continue;
        std::memcpy(full.data() + (o * g.fullExtent + gk) * rowBytes,
                    blocks.data() + r * a.bytes() +
                        (o * g.localExtent + k) * rowBytes,
                    rowBytes);
      }
  return full;
}

/// The memref descriptor of `b` with `shape` (identity layout): allocated,
/// aligned, offset, sizes, strides.
std::vector<int64_t> descriptor(Buffer b, const std::vector<int64_t> &shape) {
  std::vector<int64_t> words{reinterpret_cast<int64_t>(b.allocated),
                             reinterpret_cast<int64_t>(b.aligned), 0};
  words.insert(words.end(), shape.begin(), shape.end());
  std::vector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= shape[d];
  }
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

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
int blasThreads(int64_t world) {
  if (*numThreads > 0)
    return *numThreads;
  for (const char *var : {"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS",
                          "BLIS_NUM_THREADS", "OMP_NUM_THREADS"})
    if (const char *v = std::getenv(var); v && *v)
      return 0;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  return std::max<int64_t>(1, cores / localRanks(world));
}

/// Parses --int-range.
void parseIntRange(int64_t &lo, int64_t &hi) {
  if (intRange.empty())
    return;
  StringRef text = intRange;
  auto [a, b] = text.split(':');
  if (b.empty()) {
    lo = 0;
    if (a.getAsInteger(10, hi))
      fail("--int-range expects LO:HI or HI, got '" + intRange + "'");
    return;
  }
  if (a.getAsInteger(10, lo) || b.getAsInteger(10, hi) || hi <= lo)
    fail("--int-range expects LO:HI with LO < HI, got '" + intRange + "'");
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
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
  numThreads = &threadsOption;
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "fsdp-run: JIT-compile a training step and run it on every rank\n\n"
      "  mpirun -np N fsdp-run step.mlir --steps=K [--dump-state=DIR]\n");

  if (backend != "auto" && backend != "mpi" && backend != "self" &&
      backend != "nccl")
    fail("unknown backend '" + backend + "' (auto, mpi or self)");
  if (numSteps < 0)
    fail("--steps must not be negative");
  if (optLevel > 3)
    fail("--opt-level must be 0, 1, 2 or 3");
  if (*numThreads < 0)
    fail("--threads must not be negative");
  if (!traceFile.empty() && (traceStep < 0 || traceStep > numSteps))
    fail("--trace-step must be between 1 and --steps");
  int64_t intLo = 0, intHi = 0;
  parseIntRange(intLo, intHi);

  std::string deviceError;
  device = createDevice(
      deviceKind, backend, [](const std::string &m) { failOnRank(m); },
      deviceError);
  if (!device)
    fail(deviceError);
  fsdp_rt_options rtOptions{device->backend().c_str(), deterministic ? 1 : 0};
  if (fsdp_rt_init(&rtOptions, &argc, &argv, &runtime) != FSDP_RT_OK) {
    runtime = nullptr;
    fail(std::string("cannot start the runtime: ") +
         fsdp_rt_last_error(nullptr));
  }
  int64_t rank = fsdp_rt_rank(runtime), world = fsdp_rt_size(runtime);

  // Parse the step and read its contract before lowering.
  DialectRegistry registry;
  registry
      .insert<fsdp::FSDPDialect, arith::ArithDialect,
              bufferization::BufferizationDialect, func::FuncDialect,
              linalg::LinalgDialect, math::MathDialect, memref::MemRefDialect,
              scf::SCFDialect, shard::ShardDialect, tensor::TensorDialect>();
  fsdp::registerLoweringDialects(registry);
  device->registerDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  std::string diagnostics;
  llvm::raw_string_ostream diagStream(diagnostics);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context, diagStream);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(inputFile, sourceMgr, &context);
  if (!module)
    fail("cannot parse " + inputFile + ":\n" + diagnostics);
  std::string error;
  std::optional<StepContract> contract =
      readStepContract(*module, entryName, error);
  if (!contract)
    fail(error);
  for (auto grid : module->getOps<shard::GridOp>()) {
    int64_t size = 1;
    for (int64_t d : grid.getShape())
      size = ShapedType::isDynamic(d) ? -1 : size * d;
    if (size != world)
      fail("grid @" + grid.getSymName().str() + " has " +
           (size < 0 ? std::string("a dynamic number of")
                     : std::to_string(size)) +
           " ranks but fsdp-run runs on " + std::to_string(world) +
           " (start it with mpirun -np " + std::to_string(size) +
           ", or generate the step for " + std::to_string(world) + ")");
  }

  // Lower and JIT-compile.
  auto func = module->lookupSymbol<func::FuncOp>(entryName);
  func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                UnitAttr::get(&context));
  auto lowerStart = std::chrono::steady_clock::now();
  PassManager pm(&context);
  device->buildPipeline(pm);
  if (failed(pm.run(*module)))
    fail("lowering " + inputFile + " failed:\n" + diagnostics);
  // The BLAS library is loaded, and its threads set, only for steps that
  // call it.
  std::string blasInfo;
  if (module->lookupSymbol("fsdp_rt_mlir_contract")) {
    int threads = blasThreads(world);
    if (threads > 0 && fsdp_rt_set_num_threads(threads) != FSDP_RT_OK)
      fail(std::string("the step's contractions need a BLAS library: ") +
           fsdp_rt_last_error(nullptr));
    const char *describe = fsdp_rt_blas_describe();
    if (!describe)
      fail(std::string("the step's contractions need a BLAS library: ") +
           fsdp_rt_last_error(nullptr));
    blasInfo = describe;
  }
  {
    std::string error;
    std::string deviceLibraries = device->loadLibraries(*module, error);
    if (!error.empty())
      fail(error);
    if (!deviceLibraries.empty())
      blasInfo = deviceLibraries;
  }
  auto jitStart = std::chrono::steady_clock::now();
  double jitCpuStart = threadCpuSeconds();
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto tmBuilder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!tmBuilder)
    fail("cannot detect the host target");
  auto tm = tmBuilder->createTargetMachine();
  if (!tm)
    fail("cannot create a target machine for the host");
  auto transformer = makeOptimizingTransformer(optLevel, 0, tm->get());
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  device->configureEngine(engineOptions);
  engineOptions.jitCodeGenOptLevel =
      optLevel == 0   ? llvm::CodeGenOptLevel::None
      : optLevel == 1 ? llvm::CodeGenOptLevel::Less
      : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                      : llvm::CodeGenOptLevel::Aggressive;
  auto engineOrError =
      ExecutionEngine::create(*module, engineOptions, std::move(*tm));
  if (!engineOrError) {
    std::string msg = llvm::toString(engineOrError.takeError());
    fail("JIT compilation failed: " + msg);
  }
  std::unique_ptr<ExecutionEngine> engine = std::move(*engineOrError);
  engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
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
    add("fsdp_rt_mlir_group", reinterpret_cast<void *>(&fsdp_rt_mlir_group));
    add("fsdp_rt_mlir_all_reduce",
        reinterpret_cast<void *>(&fsdp_rt_mlir_all_reduce));
    add("fsdp_rt_mlir_reduce_scatter",
        reinterpret_cast<void *>(&fsdp_rt_mlir_reduce_scatter));
    add("fsdp_rt_mlir_all_gather",
        reinterpret_cast<void *>(&fsdp_rt_mlir_all_gather));
    add("fsdp_rt_mlir_all_reduce_start",
        reinterpret_cast<void *>(&fsdp_rt_mlir_all_reduce_start));
    add("fsdp_rt_mlir_reduce_scatter_start",
        reinterpret_cast<void *>(&fsdp_rt_mlir_reduce_scatter_start));
    add("fsdp_rt_mlir_all_gather_start",
        reinterpret_cast<void *>(&fsdp_rt_mlir_all_gather_start));
    add("fsdp_rt_mlir_wait", reinterpret_cast<void *>(&fsdp_rt_mlir_wait));
    add("fsdp_rt_mlir_contract",
        reinterpret_cast<void *>(&fsdp_rt_mlir_contract));
    if (!traceFile.empty())
      installTraceWrappers(map, interner, runtime);
    return map;
  });
  std::string wrapper = "_mlir_ciface_" + entryName;
  // The ORC JIT compiles on first lookup: this is the end of compilation.
  if (!engine->lookupPacked(wrapper))
    fail("the compiled module has no " + wrapper);
  auto jitEnd = std::chrono::steady_clock::now();
  double lowerSeconds =
      std::chrono::duration<double>(jitStart - lowerStart).count();
  double jitSeconds = std::chrono::duration<double>(jitEnd - jitStart).count();
  double jitCpuSeconds = threadCpuSeconds() - jitCpuStart;

  // Initial state.
  const std::vector<ArgInfo> &args = contract->args;
  const std::vector<ResultInfo> &results = contract->results;
  std::vector<Buffer> state(args.size());
  int64_t stateBytes = 0, numState = 0, numInputs = 0;
  for (const ArgInfo &a : args) {
    if (!a.isState) {
      ++numInputs;
      continue;
    }
    ++numState;
    stateBytes += a.bytes();
    state[a.index] = allocate(a.bytes());
    std::string path = loadState.empty() ? "" : argFile(loadState, a.index);
    if (!path.empty() && llvm::sys::fs::exists(path))
      loadStateArg(a, path, state[a.index].aligned, rank);
    else
      initState(a, state[a.index].aligned, rank);
    void *onDevice = device->adopt(state[a.index].aligned, a.bytes());
    state[a.index] = {onDevice, onDevice};
  }
  if (!loadState.empty() && !llvm::sys::fs::is_directory(loadState))
    fail("--load-state: " + loadState + " is not a directory");
  if (leadRank(runtime) && !quiet)
    llvm::outs() << "fsdp-run: @" << entryName << " on " << world
                 << " rank(s) (" << fsdp_rt_backend_name(runtime) << "), "
                 << numSteps << " steps, " << numState << " state arguments ("
                 << stateBytes << " bytes/rank), " << numInputs << " inputs"
                 << (blasInfo.empty() ? "" : ", BLAS " + blasInfo) << "\n";

  // The world group, for the statistics.
  int64_t worldShape[1] = {world};
  int64_t worldAxes[1] = {0};
  fsdp_rt_group *worldGroup = nullptr;
  if (fsdp_rt_group_get(runtime, 1, worldShape, 1, worldAxes, &worldGroup) !=
      FSDP_RT_OK)
    fail(fsdp_rt_last_error(runtime));

  size_t resultWords = 0;
  for (const ResultInfo &r : results)
    resultWords += 3 + 2 * r.localShape.size();
  double totalTime = 0, finalLoss = NAN;
  uint64_t totalBytes = 0, maxPeak = 0;
  uint64_t kindBytes[FSDP_RT_NUM_COLLECTIVES] = {0, 0, 0};
  for (int64_t step = 0; step < numSteps; ++step) {
    // Inputs of this step, then the descriptors of every argument.
    std::vector<Buffer> inputs(args.size());
    std::vector<std::vector<int64_t>> descs(args.size());
    std::vector<void *> descPtrs(args.size());
    for (const ArgInfo &a : args) {
      Buffer b = state[a.index];
      if (!a.isState) {
        b = inputs[a.index] = allocate(a.bytes());
        fillInput(a, b.aligned, step, rank, world, intLo, intHi);
        void *onDevice = device->adopt(b.aligned, a.bytes());
        b = inputs[a.index] = {onDevice, onDevice};
      }
      descs[a.index] = descriptor(b, a.localShape);
      descPtrs[a.index] = descs[a.index].data();
    }
    std::vector<int64_t> out(resultWords, 0);
    void *outPtr = out.data();
    SmallVector<void *> packed{&outPtr};
    for (void *&p : descPtrs)
      packed.push_back(&p);

    fsdp_rt_reset_counters(runtime);
    bool traced = !traceFile.empty() &&
                  step + 1 == (traceStep > 0 ? traceStep : numSteps.getValue());
    if (traced)
      beginTracedStep(step + 1);
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error err = engine->invokePacked(wrapper, packed))
      fail("calling " + wrapper + ": " + llvm::toString(std::move(err)));
    if (traced)
      endTracedStep();
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    fsdp_rt_counters counters;
    fsdp_rt_get_counters(runtime, &counters);
    if (fsdp_rt_mlir_status() != FSDP_RT_OK)
      failOnRank("step " + std::to_string(step + 1) + ": " +
                 fsdp_rt_last_error(runtime));

    // Results: new state, the loss; free what is no longer referenced.
    std::vector<Buffer> resultBuffers(results.size());
    size_t w = 0;
    for (const ResultInfo &r : results) {
      resultBuffers[r.index] = {reinterpret_cast<void *>(out[w]),
                                reinterpret_cast<char *>(out[w + 1]) +
                                    out[w + 2] * r.elementBytes()};
      w += 3 + 2 * r.localShape.size();
    }
    double loss = NAN;
    if (contract->lossResult >= 0) {
      const ResultInfo &r = results[contract->lossResult];
      char value[8];
      device->read(value, resultBuffers[r.index].aligned, r.elementBytes());
      loss = load(r.elem, value);
    }
    llvm::DenseSet<void *> live;
    std::vector<Buffer> next = state;
    for (const ArgInfo &a : args)
      if (a.isState && a.updatedBy >= 0)
        next[a.index] = resultBuffers[a.updatedBy];
    for (const Buffer &b : next)
      live.insert(b.allocated);
    llvm::DenseSet<void *> freed;
    auto release = [&](Buffer b) {
      if (isHeap(b.allocated) && !live.count(b.allocated) &&
          freed.insert(b.allocated).second)
        device->release(b.allocated);
    };
    for (const Buffer &b : state)
      release(b);
    for (const Buffer &b : inputs)
      release(b);
    for (const Buffer &b : resultBuffers)
      release(b);
    state = std::move(next);

    // Statistics, the maximum over the ranks.
    uint64_t bytes = 0;
    for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
      bytes += counters.bytes_sent[k];
    int64_t ints[2 + FSDP_RT_NUM_COLLECTIVES] = {
        static_cast<int64_t>(bytes), static_cast<int64_t>(counters.peak_bytes)};
    for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
      ints[2 + k] = static_cast<int64_t>(counters.bytes_sent[k]);
    if (device->allReduceHost(worldGroup, ints, 2 + FSDP_RT_NUM_COLLECTIVES,
                              FSDP_RT_I64, FSDP_RT_MAX) != FSDP_RT_OK ||
        device->allReduceHost(worldGroup, &seconds, 1, FSDP_RT_F64,
                              FSDP_RT_MAX) != FSDP_RT_OK)
      failOnRank(fsdp_rt_last_error(runtime));
    totalTime += seconds;
    totalBytes += ints[0];
    maxPeak = std::max<uint64_t>(maxPeak, ints[1]);
    for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
      kindBytes[k] += ints[2 + k];
    finalLoss = loss;
    if (leadRank(runtime) && !quiet)
      llvm::outs() << llvm::format(
          "step=%lld loss=%.9g time_ms=%.3f "
          "comm_bytes=%lld peak_bytes=%lld\n",
          static_cast<long long>(step + 1), loss, seconds * 1e3,
          static_cast<long long>(ints[0]), static_cast<long long>(ints[1]));
  }
  if (leadRank(runtime)) {
    int64_t k = std::max<int64_t>(numSteps, 1);
    llvm::outs() << llvm::format(
        "summary: steps=%lld ranks=%lld final_loss=%.9g mean_time_ms=%.3f "
        "comm_bytes_per_step=%llu all_reduce_bytes_per_step=%llu "
        "reduce_scatter_bytes_per_step=%llu all_gather_bytes_per_step=%llu "
        "peak_bytes=%llu state_bytes=%lld lower_s=%.3f jit_s=%.3f "
        "jit_cpu_s=%.3f\n",
        static_cast<long long>(numSteps), static_cast<long long>(world),
        finalLoss, totalTime * 1e3 / k,
        static_cast<unsigned long long>(totalBytes / k),
        static_cast<unsigned long long>(kindBytes[0] / k),
        static_cast<unsigned long long>(kindBytes[1] / k),
        static_cast<unsigned long long>(kindBytes[2] / k),
        static_cast<unsigned long long>(maxPeak),
        static_cast<long long>(stateBytes), lowerSeconds, jitSeconds,
        jitCpuSeconds);
    llvm::outs().flush();
  }

  if (!traceFile.empty() &&
      (leadRank(runtime) || StringRef(traceFile).contains("%r")) &&
      !writeTrace(traceFile, rank, entryName, error))
    failOnRank(error);

  // Final state, as full tensors written by rank 0.
  if (!dumpState.empty()) {
    if (leadRank(runtime) && llvm::sys::fs::create_directories(dumpState))
      failOnRank("cannot create " + dumpState);
    for (const ArgInfo &a : args) {
      if (!a.isState)
        continue;
      std::vector<char> full = gatherFull(a, state[a.index].aligned, rank);
      if (!leadRank(runtime))
        continue;
      ShardGeometry g = geometry(a, rank);
      if (!writeNpy(argFile(dumpState, a.index), npyDescr(a.elem), g.fullShape,
                    full.data(), error))
        failOnRank(error);
    }
  }
  for (const Buffer &b : state)
    if (isHeap(b.allocated))
      device->release(b.allocated);
  engine.reset();
  fsdp_rt_finalize(runtime);
  return 0;
}
