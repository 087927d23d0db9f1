//===- StepCompiler.h - A training step, from MLIR to machine code -*- C++ -*-//
//
// The compiler half of the runner, as a library: a step module at any stage
// (tensor semantics, DDP or sharded) is parsed or taken from the caller's
// context, its contract read before anything is lowered, lowered with a
// target's pipeline, compiled to a StepObject (through the compile cache),
// and then either linked into this process (StepObject.h's LoadedStep) or
// written as a step library (DIR/step.so + step.json) that the runner
// library (FSDPRunner, no MLIR) loads. fsdp-run calls it, and so can an ML
// compiler that links fsdp-mlir. It links libMLIR and libLLVM, which is why
// it is a library of its own: FSDPRunner stays free of them, for processes
// (Python's) that load another MLIR beside it.
//
// Errors are llvm::Error values carrying one message each, the ones
// fsdp-run prints (its lit tests check them).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILER_STEPCOMPILER_H
#define FSDP_RUNNER_COMPILER_STEPCOMPILER_H

#include "fsdp/Runner/Compiler/StepObject.h"
#include "fsdp/Runner/StepContract.h"
#include "fsdp/Runner/StepLibrary.h"

#include "fsdp_rt/fsdp_rt.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
class ThreadPoolInterface;
} // namespace llvm

namespace llvm::orc {
class MangleAndInterner;
} // namespace llvm::orc

namespace mlir {
class DialectRegistry;
class OpPassManager;
class SourceMgrDiagnosticHandler;
} // namespace mlir

namespace fsdprun {

/// What the caller chooses of the lowering.
struct LoweringChoices {
  /// f32 exp, erf and tanh as polynomials where the device computes them
  /// on the host (fsdp-approximate-math).
  bool approximateMath = true;
  /// Reductions as fixed blocked trees there (fsdp-blocked-reductions).
  bool blockedReductions = true;
  /// Convolutions as im2col and a contraction on the CPU
  /// (fsdp-convolutions-to-im2col).
  bool im2col = true;
  /// Indices read from data checked at run time (fsdp-check-indices).
  bool checkIndices = true;
};

/// How a step is lowered and linked for the device it runs on: the
/// compiler's half of a device (fsdp-run's TargetDevice adds the runner's
/// half, fsdprun::Device).
class LoweringTarget {
public:
  virtual ~LoweringTarget() = default;
  /// "cpu" or "cuda": part of the compile cache's key and of step.json.
  virtual const char *name() const = 0;
  /// Adds the dialects and translations its lowering needs.
  virtual void registerDialects(mlir::DialectRegistry &registry) const {}
  /// The lowering of the step; `runtime` (null when compiling ahead of a
  /// run) may say which device this rank has.
  virtual void buildPipeline(mlir::OpPassManager &pm,
                             const LoweringChoices &choices,
                             const fsdp_rt_context *runtime) = 0;
  /// Whether a compiled step is the same code on every rank and every run
  /// on this host (the CPU's: compiled once, cached); the CUDA lowering
  /// targets each rank's GPU.
  virtual bool sharesCode() const { return false; }
  /// Libraries the compiled step links against.
  virtual std::vector<std::string> linkLibraries() const { return {}; }
};

/// Adds the host CPU's lowering, fsdp-lower-to-llvm, to `pm`.
void buildCpuPipeline(mlir::OpPassManager &pm, const LoweringChoices &choices);

/// The host CPU as a LoweringTarget.
class CpuLowering : public LoweringTarget {
public:
  const char *name() const override { return "cpu"; }
  void buildPipeline(mlir::OpPassManager &pm, const LoweringChoices &choices,
                     const fsdp_rt_context *) override {
    buildCpuPipeline(pm, choices);
  }
  bool sharesCode() const override { return true; }
};

/// How a step is compiled.
struct CompileOptions {
  /// The step's function.
  std::string entryName = "train_step";
  /// What errors call the step ("lowering NAME failed").
  std::string inputName = "the step";
  LoweringChoices lowering;
  /// LLVM's optimization level, 0-3.
  unsigned optLevel = 2;
  /// The step writes its state updates over its state arguments
  /// (fsdp-donate-state); else it returns them.
  bool donateState = true;
  /// Threads of the lowering and code generation (compileModule); 0: the
  /// CPUs the calling thread may run on.
  unsigned threads = 0;
  /// Verifies the IR after every pass of the lowering (fsdp-opt's default);
  /// otherwise once, after the last. The verifier after every pass took
  /// half of a large step's lowering (bench/RESULTS.md, "Compile time"),
  /// and the pipeline's passes are verified that way by the lit tests.
  bool verifyEachPass = false;
  /// The compile cache's directory (CompileCache.h); "" compiles uncached.
  std::string cacheDir;
  uint64_t cacheBytes = 1ull << 30;
  /// Told what did not stop the compile (an unreadable cache entry);
  /// unset, those go to stderr.
  std::function<void(const std::string &)> warn;
};

/// A parsed step and what it lives in: its context, and the diagnostics
/// parsing and lowering reported.
class StepModule {
public:
  ~StepModule();
  /// Parses `file` with the dialects the step and `target`'s lowering need.
  static llvm::Expected<std::unique_ptr<StepModule>>
  parseFile(const std::string &file, const LoweringTarget &target);
  /// Takes `module` from the caller's context (which must have loaded the
  /// dialects `target`'s lowering needs); while the StepModule lives, that
  /// context's diagnostics are kept for the error messages.
  static std::unique_ptr<StepModule>
  adopt(mlir::OwningOpRef<mlir::ModuleOp> module);

  mlir::ModuleOp get() { return *module; }
  /// Diagnostics so far, for an error message.
  const std::string &diagnostics() const { return diagnosticsText; }
  /// Runs the passes of the context it parsed into (one thread until then)
  /// on `threads` threads of a pool of its own, or on the calling thread
  /// again (1); an adopted context keeps the caller's setting.
  void setPassThreads(unsigned threads);

private:
  StepModule();
  void installHandler(mlir::MLIRContext *context);

  // (Declared first, it goes after the context that may use it.)
  std::unique_ptr<llvm::ThreadPoolInterface> passThreads;
  std::unique_ptr<mlir::MLIRContext> ownedContext;
  std::string diagnosticsText;
  llvm::raw_string_ostream diagnosticsStream{diagnosticsText};
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> handler;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// Fails unless every grid of `module` has `world` ranks.
llvm::Error checkGridsFit(mlir::ModuleOp module, int64_t world);

/// The number of ranks every grid of `module` spans (0 without grids); fails
/// when they differ or are dynamic.
llvm::Expected<int64_t> gridsWorldSize(mlir::ModuleOp module);

/// Fails when `module` holds runtime calls emitted for another fsdp_rt ABI
/// than the loaded runtime implements (module attribute
/// fsdp_rt.abi_version): they would be called with the wrong arguments.
llvm::Error checkRuntimeAbi(mlir::ModuleOp module);
/// The same for a compiled step.
llvm::Error checkRuntimeAbi(const StepObject &object);

/// Marks the entry for the runner's calling convention (packed arguments;
/// its state donated unless `options` keep it functional, or it is a
/// forward step) and readies the native target. Returns the step's peak as
/// fsdp-report predicts it (`MemoryModel`), -1 for a step of several blocks.
int64_t prepareEntry(mlir::ModuleOp module, const CompileOptions &options,
                     const StepContract &contract);

/// `module` as the compile cache's key reads it: printed with its
/// locations (a check failure names them).
std::string stepKeyText(mlir::ModuleOp module);

/// The key of a step module (`moduleText`, stepKeyText before prepareEntry)
/// lowered for `target` and compiled as `options` ask, on this host and by
/// this build (CompileCache.h).
StepKey stepKey(llvm::StringRef moduleText, const LoweringTarget &target,
                const CompileOptions &options);

/// How a step object was obtained.
struct CompileStats {
  /// Lowered and compiled here, or from the compile cache.
  std::string origin;
  /// Wall seconds of the lowering (0 when it did not lower), and CPU
  /// seconds of code generation on the calling thread.
  double lowerSeconds = 0, codegenCpuSeconds = 0;
};

/// The prepared step (prepareEntry) from the compile cache under `key`, else
/// lowered with `target`'s pipeline, compiled on `threads` and kept there
/// (no `key`, or no cache directory: uncached).
llvm::Expected<StepObject>
obtainStepObject(StepModule &step, LoweringTarget &target,
                 const CompileOptions &options, unsigned threads,
                 const std::optional<StepKey> &key,
                 const fsdp_rt_context *runtime, CompileStats &stats);

/// Which results of `contract` the compiled entry returns: all but those
/// its lowering's stamp (fsdp.donated_results) says it writes into their
/// arguments. Fails unless the stamp is there exactly when the state was
/// donated and names updates of the contract.
llvm::Expected<std::vector<bool>> returnedResults(const StepObject &object,
                                                  const CompileOptions &options,
                                                  const StepContract &contract);

/// What step.json says of `object`, compiled from a step of `contract` with
/// `options` for `target` and a world of `worldSize` ranks. Fails when the
/// lowered entry's donation stamp does not match `options` or the contract
/// (returnedResults).
llvm::Expected<StepDescription> describeStep(const StepObject &object,
                                             const StepContract &contract,
                                             const CompileOptions &options,
                                             const LoweringTarget &target,
                                             int64_t worldSize);

/// What the step's entry keeps of LLVM's interprocedural optimization
/// (compileStepObject's `prepare`, on the whole module): above level 0 the
/// kernels are simplified (InstCombine) and their arguments that are then
/// dead removed, from their calls too (a kernel reads its buffers' aligned
/// pointers, not the rest of their descriptors), which halves the entry's
/// code.
llvm::Error prepareModule(llvm::Module &m, unsigned level);

/// Runs LLVM's per-module default pipeline at `level` (0-3) on `m`, tuned
/// for `tm` (the host): compileStepObject's `optimize`, for the kernels.
llvm::Error optimizeModule(llvm::Module &m, unsigned level,
                           llvm::TargetMachine *tm);

/// The symbols a linked step resolves in this process: the runtime's
/// allocation hooks and every entry point of libfsdp_rt compiled code may
/// call (and the bf16 conversion GCC's libgcc lacks).
llvm::orc::SymbolMap runtimeSymbols(llvm::orc::MangleAndInterner interner);

/// A step library written by writeStepLibrary.
struct EmittedStep {
  StepDescription description;
  size_t codeBytes = 0;
  CompileStats stats;
};

/// Writes `object` (its description `d`) to `dir` as a step library:
/// step.so, linked by the system's C compiler against libfsdp_rt, then
/// step.json, replaced whole.
llvm::Error writeStepLibrary(const StepObject &object, const StepDescription &d,
                             const std::string &dir);

/// A step compiled from its module.
struct CompiledModule {
  StepObject object;
  StepDescription description;
  CompileStats stats;
};

/// `step`, its contract read from `options.entryName`, compiled for
/// `target` with `options` (the compile cache when `options.cacheDir` is
/// set) and described for the world its grids span; `runtime` (null ahead
/// of a run) is what `target`'s pipeline may ask.
llvm::Expected<CompiledModule> compileModule(StepModule &step,
                                             LoweringTarget &target,
                                             const CompileOptions &options,
                                             const fsdp_rt_context *runtime);

/// What an ML compiler calls: `step` (its contract read from
/// `options.entryName`) compiled for `target` with `options` (the cache
/// included) and written to `dir` as a step library for its grids' world,
/// which fsdprun::Session and fsdprun::ForwardStep load.
llvm::Expected<EmittedStep> compileStepLibrary(StepModule &step,
                                               LoweringTarget &target,
                                               const CompileOptions &options,
                                               const std::string &dir);

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILER_STEPCOMPILER_H
