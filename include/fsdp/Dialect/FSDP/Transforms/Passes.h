//===- Passes.h - FSDP sharding passes --------------------------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_H
#define FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_H

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h"
#include "fsdp/Support/ByteSize.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
class RewritePatternSet;

namespace fsdp {

/// The words of `Strategy` on the command line, for the pass and pipeline
/// options (the words are the enum's, FSDPBase.td).
inline ::llvm::cl::ValuesClass strategyValues() {
  auto word = [](Strategy strategy) { return stringifyStrategy(strategy); };
  return ::llvm::cl::values(
      clEnumValN(Strategy::FullShard, word(Strategy::FullShard),
                 "ZeRO-3: gather each parameter right before each use"),
      clEnumValN(Strategy::ShardGradOp, word(Strategy::ShardGradOp),
                 "ZeRO-2: gather each parameter once, for forward and "
                 "backward"),
      clEnumValN(Strategy::NoShard, word(Strategy::NoShard),
                 "DDP: keep the state replicated"),
      clEnumValN(Strategy::Hybrid, word(Strategy::Hybrid),
                 "HSDP: shard over the innermost grid axis, replicate over "
                 "the others"));
}

/// The strategy the sharding passes apply to `op`: the one recorded on it or
/// its closest ancestor that has one (`fsdp.strategy`, set by
/// fsdp-set-strategy), else full-shard.
Strategy getStrategy(Operation *op);

/// When an accumulated step reduces its gradients (`gradient-sync=` of
/// fsdp-accumulate and of fsdp-pipeline).
enum class GradientSync {
  /// Once per step, after the last microbatch (DDP's `no_sync`).
  Last,
  /// After every microbatch, into a sharded accumulator.
  Each,
  /// The one the cost model predicts faster within the memory limit.
  Auto,
};

/// The words of `GradientSync` on the command line.
inline ::llvm::cl::ValuesClass gradientSyncValues() {
  return ::llvm::cl::values(
      clEnumValN(GradientSync::Last, "last",
                 "reduce once per step, after the last microbatch: full "
                 "gradient accumulators, one reduction"),
      clEnumValN(GradientSync::Each, "each",
                 "reduce every microbatch into an accumulator of the "
                 "reduced (sharded) gradient: K reductions"),
      clEnumValN(GradientSync::Auto, "auto",
                 "the mode the cost model predicts faster among those "
                 "whose modeled peak fits memory-limit (else the lower "
                 "peak)"));
}

/// A floating-point type of the mixed-precision policy (`param-dtype=`,
/// `reduce-dtype=` of fsdp-mixed-precision and of fsdp-pipeline).
enum class FloatDtype {
  F32,
  BF16,
  F16,
};

/// The words of `FloatDtype` for `param-dtype`.
inline ::llvm::cl::ValuesClass paramDtypeValues() {
  return ::llvm::cl::values(
      clEnumValN(FloatDtype::F32, "f32", "compute in f32 (no policy)"),
      clEnumValN(FloatDtype::BF16, "bf16",
                 "gather parameters and compute in bf16"),
      clEnumValN(FloatDtype::F16, "f16",
                 "gather parameters and compute in f16"));
}

/// The words of `FloatDtype` for `reduce-dtype`.
inline ::llvm::cl::ValuesClass reduceDtypeValues() {
  return ::llvm::cl::values(
      clEnumValN(FloatDtype::F32, "f32", "reduce gradients in f32"),
      clEnumValN(FloatDtype::BF16, "bf16", "reduce gradients in bf16"));
}

#define GEN_PASS_DECL
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"

/// Patterns that turn `shard.all_reduce` on axis 0 into `fsdp.all_reduce`;
/// `grid` restricts them to one grid when not empty.
void populateImportShardPatterns(RewritePatternSet &patterns, StringRef grid);

/// Patterns that split `fsdp.all_reduce` into reduce-scatter and all-gather;
/// with `hybrid`, over the innermost axis of the group, with an all-reduce of
/// the shard over the other axes in between.
void populateDecomposeAllReducePatterns(RewritePatternSet &patterns,
                                        StringRef grid,
                                        int64_t replicateBelowBytes,
                                        bool hybrid = false);

/// Patterns that split blocking collectives into a start and a wait.
void populateAsyncCollectivesPatterns(RewritePatternSet &patterns);

/// Options of the `fsdp-pipeline` pass pipeline.
struct PipelineOptions : public PassPipelineOptions<PipelineOptions> {
  PassOptions::Option<Strategy> strategy{
      *this, "strategy",
      llvm::cl::desc("full-shard (ZeRO-3), shard-grad-op (ZeRO-2), "
                     "no-shard (DDP) or hybrid (HSDP: shard over the "
                     "innermost grid axis, replicate over the others)"),
      llvm::cl::init(Strategy::FullShard), strategyValues()};
  PassOptions::Option<int64_t> microbatches{
      *this, "microbatches",
      llvm::cl::desc("Gradient accumulation: run the step's batch as one of "
                     "this many microbatches of a K times larger step, "
                     "reducing the gradients once (fsdp-accumulate)"),
      llvm::cl::init(1)};
  PassOptions::Option<GradientSync> gradientSync{
      *this, "gradient-sync",
      llvm::cl::desc("With microbatches: when the gradients are reduced "
                     "(last, each or auto)"),
      llvm::cl::init(GradientSync::Last), gradientSyncValues()};
  PassOptions::Option<int64_t> replicateBelowBytes{
      *this, "replicate-below-bytes",
      llvm::cl::desc("Keep tensors smaller than this many bytes replicated"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> grid{
      *this, "grid",
      llvm::cl::desc("The data-parallel grid (default: every grid)"),
      llvm::cl::init("")};
  PassOptions::Option<BucketBytes> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("Coalesce collectives into flat buckets of this many "
                     "bytes (k, M, G, Ki, Mi, Gi suffixes; auto, the "
                     "default: a size per collective kind and group from the "
                     "profile, where its fixed cost stops dominating; off or "
                     "0: no buckets)"),
      llvm::cl::init(BucketBytes::of(BucketWord::Auto))};
  PassOptions::Option<bool> schedule{
      *this, "schedule",
      llvm::cl::desc("Split collectives into start/wait and schedule them "
                     "for overlap (fsdp-async, fsdp-schedule)"),
      llvm::cl::init(true)};
  PassOptions::Option<MemoryBudget> memoryBudget{
      *this, "memory-budget",
      llvm::cl::desc("Memory bound of the schedule: peak (default) stays "
                     "within the blocking step's modeled peak, a byte count "
                     "bounds the bytes of gathered parameters alive at once, "
                     "unlimited bounds nothing"),
      llvm::cl::init(MemoryBudget::of(BudgetWord::Peak))};
  PassOptions::Option<ByteSize> memoryLimit{
      *this, "memory-limit",
      llvm::cl::desc("Bytes one rank may hold at the step's modeled peak: "
                     "activations are recomputed in backward until it fits "
                     "(fsdp-rematerialize; k, M, G, Ki, Mi, Gi suffixes; "
                     "empty: no limit)")};
  PassOptions::Option<FloatDtype> paramDtype{
      *this, "param-dtype",
      llvm::cl::desc("Mixed precision: the type parameters are gathered in "
                     "and forward/backward compute in (f32: off; "
                     "fsdp-mixed-precision)"),
      llvm::cl::init(FloatDtype::F32), paramDtypeValues()};
  PassOptions::Option<FloatDtype> reduceDtype{
      *this, "reduce-dtype",
      llvm::cl::desc("Mixed precision: the type gradients are reduced in "
                     "(fsdp-mixed-precision)"),
      llvm::cl::init(FloatDtype::F32), reduceDtypeValues()};
  PassOptions::Option<std::string> profile{
      *this, "profile",
      llvm::cl::desc("Machine profile of the scheduler's cost model: a "
                     "built-in name, a JSON file, or host ($FSDP_PROFILE, "
                     "else cpu-2core)"),
      llvm::cl::init("host")};
};

/// Adds the sharding rewrite (import, decompose, shard the update, shard the
/// state, canonicalize) to `pm`.
void buildPipeline(OpPassManager &pm, const PipelineOptions &options);

/// Registers the passes and the `fsdp-pipeline` pipeline.
void registerPasses();

#define GEN_PASS_REGISTRATION
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"

} // namespace fsdp
} // namespace mlir

#endif // FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_H
