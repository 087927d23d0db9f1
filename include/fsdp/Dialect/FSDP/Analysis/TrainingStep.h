//===- TrainingStep.h - The training-step contract --------------*- C++ -*-===//
//
// A training step is a func.func whose persistent arguments carry
// `fsdp.state`, whose results carry `fsdp.updates = i` (the next value of
// argument i) or `fsdp.loss`, and whose sharded state (after
// fsdp-shard-state) carries `#fsdp.sharding` (docs/reference/contract.md).
// This header is the one checked view of that contract: the passes,
// fsdp-report and fsdp-run read a step through it, so they accept the same
// steps, reject the others with the same messages and agree on which state
// is a parameter.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_TRAININGSTEP_H
#define FSDP_DIALECT_FSDP_ANALYSIS_TRAININGSTEP_H

#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::fsdp {

/// What an argument of a training step holds.
enum class ArgumentRole {
  /// A per-rank input (the batch): no `fsdp.state`.
  Input,
  /// State that forward/backward compute reads: gathered before use when
  /// sharded, initialised with random values by fsdp-run.
  Parameter,
  /// State only the update reads (momentum, Adam moments, step counters):
  /// touched shard-locally, initialised with zeros by fsdp-run.
  OptimizerState,
};

/// `#fsdp.sharding` of an argument or result, with its group resolved
/// against the grid.
struct ResolvedSharding {
  ShardingAttr attr;
  shard::GridOp grid;
  /// The product of the grid's sizes along the sharding's axes; nullopt
  /// when one of them is dynamic.
  std::optional<int64_t> groupSize;
};

/// The checked training-step contract of one function.
class TrainingStepContract {
public:
  /// Whether `func` is a training step at all: some argument carries
  /// `fsdp.state`. Passes leave other functions alone.
  static bool isTrainingStep(func::FuncOp func);

  /// Whether `func` is a forward step: a training step (state arguments)
  /// of which no result carries `fsdp.updates` -- an evaluation step, run
  /// on the state of the training step of the same model. (The checked
  /// contract says the same: `!get(func)->updatesState()`.)
  static bool isForwardStep(func::FuncOp func);

  /// Whether argument `argIndex` of `func` carries `fsdp.state`.
  static bool isState(func::FuncOp func, unsigned argIndex);

  /// Checks the contract of `func` and emits a located error on the first
  /// violation: an `fsdp.updates` index out of range, naming an argument
  /// without `fsdp.state` or one already updated, a type mismatch between a
  /// state argument and its update, two `fsdp.loss` results or a loss of
  /// more than one element, an `#fsdp.sharding` whose grid or axes do not
  /// resolve or whose shard is not the value's type, or an
  /// `fsdp.hyperparameter` on state, on a value of more than one element or
  /// not of a float type, or a name given twice.
  static FailureOr<TrainingStepContract> get(func::FuncOp func);

  func::FuncOp getFunction() const { return func; }

  bool isState(unsigned argIndex) const;
  /// The result that holds the next value of argument `argIndex`, or -1.
  int64_t getUpdatingResult(unsigned argIndex) const {
    return updatedBy[argIndex];
  }
  /// The argument whose next value result `resultIndex` holds, or -1.
  int64_t getUpdatedArgument(unsigned resultIndex) const {
    return updates[resultIndex];
  }
  /// Whether some state argument is updated by a result.
  bool updatesState() const;
  /// The name of argument `argIndex`'s `fsdp.hyperparameter`, or empty.
  StringRef getHyperparameter(unsigned argIndex) const;
  /// The `fsdp.loss` result, if any.
  std::optional<unsigned> getLossResult() const { return lossResult; }

  /// The sharding of an argument or result; nullopt when replicated.
  const std::optional<ResolvedSharding> &
  getArgumentSharding(unsigned argIndex) const {
    return argSharding[argIndex];
  }
  const std::optional<ResolvedSharding> &
  getResultSharding(unsigned resultIndex) const {
    return resultSharding[resultIndex];
  }

  /// The role of every argument. A state argument is a parameter when
  /// something derived from it reaches the input of a gradient reduction
  /// (reduce-scatter, all-reduce) or a result that is not a state update
  /// (the loss, other outputs); what only flows into state updates is
  /// optimizer state. Works at every stage of the pipeline: through
  /// memrefs, an op that reads a derived buffer derives the buffers it
  /// writes from that op on. Walks the body once per state argument, so it
  /// is computed on demand rather than by `get`.
  SmallVector<ArgumentRole> classifyArguments() const;

private:
  explicit TrainingStepContract(func::FuncOp func) : func(func) {}

  func::FuncOp func;
  SmallVector<int64_t> updatedBy;
  SmallVector<int64_t> updates;
  std::optional<unsigned> lossResult;
  SmallVector<std::optional<ResolvedSharding>> argSharding;
  SmallVector<std::optional<ResolvedSharding>> resultSharding;
};

/// The data-parallel group of a collective of the input step: a grid and its
/// leading axes [0, k). Returns failure (after emitting a located error) when
/// `axes` is not such a run of the grid's axes.
LogicalResult verifyDataParallelAxes(Operation *op, StringRef gridName,
                                     ArrayRef<int16_t> axes);

/// The blocks of step `func` that hold its compute in a straight line: the
/// function body and the body of each microbatch loop in it
/// (`fsdp.microbatch_loop`), in that order. Gathers are placed, bucketed and
/// scheduled in each of them.
SmallVector<Block *> getStepBlocks(func::FuncOp func);

/// The op of the innermost step block (getStepBlocks) that holds `op`, or
/// null when `op` is not in `func`.
Operation *getStepBlockAncestor(func::FuncOp func, Operation *op);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_TRAININGSTEP_H
