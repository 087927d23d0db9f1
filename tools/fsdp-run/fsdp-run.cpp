//===- fsdp-run.cpp - JIT-compile a training step and run it on every rank ===//
//
// Reads a training step (tensor semantics, DDP or sharded), lowers it with
// fsdp-lower-to-llvm, JIT-compiles it, and runs it for K steps on every rank
// started by mpirun, with deterministic state and inputs. Prints the loss,
// step time, bytes communicated and peak memory of every step; can load the
// initial state from .npy files and dump the final state (full tensors).
//
//===----------------------------------------------------------------------===//

#include "Checkpoint.h"
#include "Device.h"
#include "Npy.h"
#include "StepContract.h"
#include "Trace.h"

#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/InitAllDialects.h"
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
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Target/TargetMachine.h"

#include <chrono>
#include <cmath>
#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
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
static cl::opt<double>
    timeoutSeconds("timeout",
                   cl::desc("Seconds a wait for other ranks may make no "
                            "progress before the job is aborted with a "
                            "report (default: $FSDP_RT_TIMEOUT_S, else 300)"),
                   cl::init(0), cl::cat(category));
/// --threads; created in main, after the option of that name that libLLVM
/// registers is renamed out of the way.
static cl::opt<int> *numThreads = nullptr;
static cl::opt<int64_t>
    traceStep("trace-step",
              cl::desc("The step --trace records, from 1 (default: the last)"),
              cl::init(0), cl::cat(category));

namespace {
/// Every step allocates and frees the same buffers. glibc returns blocks
/// above its mmap threshold (128 KiB, raised as such blocks are freed) to
/// the kernel on free and trims the top of its heap, so each step
/// page-faulted its buffers in again: in the 4 x 1024^2 Adam MLP a fifth of
/// the step's CPU time (bench/flop_rate.sh). Freed memory stays in the heap
/// instead, for buffers up to 32 MiB (the largest threshold glibc accepts);
/// larger ones are still mapped per step.
void keepStepBuffersInHeap() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

/// ExecutionEngine gives every function it compiles a packed wrapper
/// `_mlir_<name>(void **)`, kernels too. Only the entry's is called; those of
/// internal functions (fsdp-outline-kernels' kernels, thousands in a deep
/// model) would only be compiled and would keep their callee exported.
void dropUncalledPackedWrappers(llvm::Module &m) {
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
llvm::Error optimizeModule(llvm::Module &m, unsigned level,
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

/// This process's rank and the world size, before the runtime is up: from
/// the launcher's environment (0 and 1 without one).
int64_t launcherValue(std::initializer_list<const char *> vars,
                      int64_t fallback) {
  for (const char *var : vars)
    if (const char *v = std::getenv(var))
      return std::atoll(v);
  return fallback;
}

fsdp_rt_context *runtime = nullptr;
/// Where the step's buffers live (--device).
std::unique_ptr<Device> device;

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

/// The rank that prints, before and after the runtime is up.
bool leadRank(fsdp_rt_context *) { return myRank() == 0; }

/// "fsdp-run: error: " alone, "fsdp-run: error on rank R: " among several.
std::string errorPrefix() {
  if (worldSize() > 1)
    return "fsdp-run: error on rank " + std::to_string(myRank()) + ": ";
  return "fsdp-run: error: ";
}

/// Reports a failure of this rank and ends the whole job: the line is
/// printed by the rank that failed (others may be blocked in a collective
/// and never print), and the runtime aborts every rank (MPI_Abort), so no
/// rank waits for a peer that will never come.
[[noreturn]] void fail(const std::string &message) {
  llvm::outs().flush();
  llvm::errs() << errorPrefix() << message << "\n";
  llvm::errs().flush();
  if (runtime)
    fsdp_rt_abort(runtime, 1);
  std::exit(1);
}

/// The same, for failures of this rank alone (kept for readability).
[[noreturn]] void failOnRank(const std::string &message) { fail(message); }

/// Reports a failure that every rank found together (after exchanging what
/// they found): printed once, by rank 0, before any rank leaves, then every
/// rank finalizes (a bounded barrier) and exits.
[[noreturn]] void failAgreed(const std::string &message) {
  llvm::outs().flush();
  if (leadRank(runtime)) {
    llvm::errs() << "fsdp-run: error: " << message << "\n";
    llvm::errs().flush();
  }
  if (runtime)
    fsdp_rt_finalize(runtime);
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

/// Seeded initial value of this rank's part of state argument `a`: random
/// for parameters (uniform in +-1/sqrt(fan_in), fan_in = full dim 0, or +-0.1
/// for vectors), zero for other state and for padding.
void initState(const ArgInfo &a, void *data, int64_t worldRank) {
  std::memset(data, 0, a.bytes());
  if (!a.isParameter)
    return;
  ShardGeometry g = shardGeometry(a, worldRank);
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
  ShardGeometry g = shardGeometry(a, worldRank);
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
  ShardGeometry g = shardGeometry(a, worldRank);
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

/// A value every rank must agree on before the run: the option itself when
/// it is a number, else a hash of it.
struct AgreedField {
  std::string name;
  int64_t value;
  bool isHash;
};

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
    fail(fsdp_rt_last_error(runtime));
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
  return int64_t(llvm::xxh3_64bits(text));
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
  if (!(timeoutSeconds >= 0) || timeoutSeconds > 1e9)
    fail("--timeout must be a number of seconds > 0 (0: the default)");
  if (saveEvery < 0 || keepCheckpoints < 0)
    fail("--save-every and --keep must not be negative");
  if (saveEvery > 0 && checkpointDir.empty())
    fail("--save-every needs --checkpoint-dir");
  if (!resumeFrom.empty() && !loadState.empty())
    fail("--resume and --load-state both give the initial state: use one");
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
  if (timeoutSeconds > 0 &&
      fsdp_rt_set_timeout(runtime, timeoutSeconds) != FSDP_RT_OK)
    fail(fsdp_rt_last_error(runtime));

  // Parse the step and read its contract before lowering.
  DialectRegistry registry;
  fsdp::registerStepDialects(registry);
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

  // Every rank must run the same step with the same options; found here, a
  // difference is one line naming the ranks instead of a hang or a silent
  // divergence later.
  int64_t worldShape[1] = {world};
  int64_t worldAxes[1] = {0};
  fsdp_rt_group *worldGroup = nullptr;
  if (fsdp_rt_group_get(runtime, 1, worldShape, 1, worldAxes, &worldGroup) !=
      FSDP_RT_OK)
    fail(fsdp_rt_last_error(runtime));
  if (world > 1) {
    std::string moduleText;
    llvm::raw_string_ostream moduleStream(moduleText);
    module->print(moduleStream);
    auto hash = [](StringRef text) { return int64_t(llvm::xxh3_64bits(text)); };
    auto env = [](const char *name) {
      const char *v = std::getenv(name);
      return std::string(v ? v : "");
    };
    agreeAcrossRanks(
        worldGroup,
        {{"the step (module hash)", hash(moduleText), true},
         {"--entry", hash(entryName), true},
         {"--steps", numSteps, false},
         {"--seed", int64_t(seed.getValue()), false},
         {"--deterministic", deterministic ? 1 : 0, false},
         {"--int-range (low)", intLo, false},
         {"--int-range (high)", intHi, false},
         {"--backend", hash(fsdp_rt_backend_name(runtime)), true},
         {"--device", hash(deviceKind), true},
         {"--load-state files",
          filesFingerprint(loadState, contract->args, true), true},
         {"--inputs files", filesFingerprint(inputsDir, contract->args, false),
          true},
         {"--resume", hash(resumeFrom), true},
         {"--checkpoint-dir", hash(checkpointDir), true},
         {"--save-every", saveEvery, false},
         {"FSDP_RT_GATHER_DTYPE", hash(env("FSDP_RT_GATHER_DTYPE")), true},
         {"FSDP_RT_DEBUG", hash(env("FSDP_RT_DEBUG")), true}});
  }

  // Lower and JIT-compile.
  auto func = module->lookupSymbol<func::FuncOp>(entryName);
  // fsdp-packed-entry: the step takes (results, array of argument pointers).
  func->setAttr("fsdp.packed_entry", UnitAttr::get(&context));
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
  keepStepBuffersInHeap();
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
#if defined(__x86_64__)
    add("__truncsfbf2", reinterpret_cast<void *>(&truncSfBf2));
#endif
    add("fsdp_rt_mlir_contract",
        reinterpret_cast<void *>(&fsdp_rt_mlir_contract));
    if (!traceFile.empty())
      installTraceWrappers(map, interner, runtime);
    return map;
  });
  std::string wrapper = entryName;
  // The ORC JIT compiles on first lookup: this is the end of compilation.
  if (!engine->lookupPacked(wrapper))
    fail("the compiled module has no " + wrapper);
  auto jitEnd = std::chrono::steady_clock::now();
  double lowerSeconds =
      std::chrono::duration<double>(jitStart - lowerStart).count();
  double jitSeconds = std::chrono::duration<double>(jitEnd - jitStart).count();
  double jitCpuSeconds = threadCpuSeconds() - jitCpuStart;

  // Initial state: seeded, from --load-state, or from the checkpoint
  // --resume names (verified first), which also gives the steps done.
  CheckpointEnv checkpointEnv{runtime,
                              worldGroup,
                              device.get(),
                              rank,
                              world,
                              [](const std::string &m) { fail(m); },
                              [](const std::string &m) { failAgreed(m); }};
  RunIdentity identity{entryName, stepSignature(*contract), seed};
  int64_t firstStep = 0;
  std::string stateDir = loadState;
  auto resumeStart = std::chrono::steady_clock::now();
  if (!resumeFrom.empty()) {
    ResumePoint point =
        openCheckpoint(checkpointEnv, resumeFrom, identity, contract->args);
    firstStep = point.step;
    stateDir = point.dir;
  }
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
    std::string path = stateDir.empty() ? "" : argFile(stateDir, a.index);
    if (!path.empty() && llvm::sys::fs::exists(path))
      loadStateArg(a, path, state[a.index].aligned, rank);
    else
      initState(a, state[a.index].aligned, rank);
    void *onDevice = device->adopt(state[a.index].aligned, a.bytes());
    state[a.index] = {onDevice, onDevice};
  }
  if (!loadState.empty() && !llvm::sys::fs::is_directory(loadState))
    fail("--load-state: " + loadState + " is not a directory");
  if (!resumeFrom.empty()) {
    // Verified and loaded on every rank: the slowest rank's time.
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - resumeStart)
                         .count();
    if (device->allReduceHost(worldGroup, &seconds, 1, FSDP_RT_F64,
                              FSDP_RT_MAX) != FSDP_RT_OK)
      failOnRank(fsdp_rt_last_error(runtime));
    if (leadRank(runtime) && !quiet)
      llvm::outs() << llvm::format(
          "fsdp-run: resuming from %s (step %lld), verified and loaded in "
          "time_ms=%.3f\n",
          stateDir.c_str(), static_cast<long long>(firstStep), seconds * 1e3);
  }
  if (leadRank(runtime) && !quiet)
    llvm::outs() << "fsdp-run: @" << entryName << " on " << world
                 << " rank(s) (" << fsdp_rt_backend_name(runtime) << "), "
                 << numSteps << " steps, " << numState << " state arguments ("
                 << stateBytes << " bytes/rank), " << numInputs << " inputs"
                 << (blasInfo.empty() ? "" : ", BLAS " + blasInfo) << "\n";

  size_t resultWords = 0;
  for (const ResultInfo &r : results)
    resultWords += 3 + 2 * r.localShape.size();
  double totalTime = 0, finalLoss = NAN;
  uint64_t totalBytes = 0, maxPeak = 0;
  uint64_t kindBytes[FSDP_RT_NUM_COLLECTIVES] = {0, 0, 0};
  auto stateBuffers = [&] {
    std::vector<void *> buffers;
    for (const Buffer &b : state)
      buffers.push_back(b.aligned);
    return buffers;
  };
  auto save = [&](int64_t step) {
    double seconds =
        saveCheckpoint(checkpointEnv, checkpointDir, step, keepCheckpoints,
                       identity, args, stateBuffers());
    if (leadRank(runtime) && !quiet)
      llvm::outs() << llvm::format(
          "checkpoint: step=%lld dir=%s/step-%lld time_ms=%.3f\n",
          static_cast<long long>(step), checkpointDir.c_str(),
          static_cast<long long>(step), seconds * 1e3);
  };
  int64_t savedStep = -1;
  for (int64_t done = 0; done < numSteps; ++done) {
    // Steps count from the start of the training, across resumes: the
    // generated inputs of a step depend on it.
    int64_t step = firstStep + done;
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
    void *argsPtr = descPtrs.data();
    SmallVector<void *> packed{&outPtr, &argsPtr};

    fsdp_rt_reset_counters(runtime);
    bool traced = !traceFile.empty() &&
                  done + 1 == (traceStep > 0 ? traceStep : numSteps.getValue());
    if (traced)
      beginTracedStep(done + 1);
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
    if (saveEvery > 0 && (step + 1) % saveEvery == 0) {
      save(step + 1);
      savedStep = step + 1;
    }
  }
  if (!checkpointDir.empty() && savedStep != firstStep + numSteps)
    save(firstStep + numSteps);
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

  // Final state, as full tensors: every rank writes its rows (or, with
  // --dump-gather, the old way: rank 0 gathers and writes everything).
  if (!dumpState.empty()) {
    auto start = std::chrono::steady_clock::now();
    if (!dumpGather) {
      dumpStateParallel(checkpointEnv, dumpState, args, stateBuffers());
    } else {
      if (leadRank(runtime) && llvm::sys::fs::create_directories(dumpState))
        failOnRank("cannot create " + dumpState);
      for (const ArgInfo &a : args) {
        if (!a.isState)
          continue;
        std::vector<char> full = gatherFull(a, state[a.index].aligned, rank);
        if (!leadRank(runtime))
          continue;
        ShardGeometry g = shardGeometry(a, rank);
        if (!writeNpy(argFile(dumpState, a.index), npyDescr(a.elem),
                      g.fullShape, full.data(), error))
          failOnRank(error);
      }
      double ok = 0;
      device->allReduceHost(worldGroup, &ok, 1, FSDP_RT_F64, FSDP_RT_MAX);
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (leadRank(runtime) && !quiet)
      llvm::outs() << llvm::format("dump-state: dir=%s time_ms=%.3f\n",
                                   dumpState.c_str(), seconds * 1e3);
  }
  for (const Buffer &b : state)
    if (isHeap(b.allocated))
      device->release(b.allocated);
  engine.reset();
  fsdp_rt_finalize(runtime);
  return 0;
}
