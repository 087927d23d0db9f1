//===- Report.h - Static memory/communication/time report -------*- C++ -*-===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_REPORT_H
#define FSDP_DIALECT_FSDP_ANALYSIS_REPORT_H

#include "fsdp/Dialect/FSDP/Analysis/Timeline.h"

#include "llvm/Support/JSON.h"

namespace mlir::fsdp {

/// The per-rank static report of one training step (see
/// docs/reference/report.md).
struct StepReport {
  std::string functionName;
  /// Bytes of `fsdp.state` arguments that compute reads (forward/backward):
  /// the parameters, at their shard size once sharded.
  int64_t parameterBytes = 0;
  int64_t parameterCount = 0;
  /// Bytes of `fsdp.state` arguments only the update reads (momentum, Adam
  /// moments, step counters).
  int64_t optimizerStateBytes = 0;
  int64_t optimizerStateCount = 0;
  /// The modeled peak of the bytes one rank holds during the step: its
  /// arguments plus the buffers `MemoryModel` finds alive at once (0 when the
  /// body has more than one block).
  int64_t predictedPeakBytes = 0;
  /// A floor under the predicted peak of any rematerialization of the step
  /// (MemoryModel::largestFootprint); 0 with predictedPeakBytes.
  int64_t peakFloorBytes = 0;
  /// A value of the step: the op computing it, where the op comes from, its
  /// bytes and the op's FLOPs.
  struct StepValue {
    std::string op;
    std::string location;
    int64_t bytes = 0;
    double flops = 0;
  };
  /// The ops fsdp-rematerialize added to compute values again
  /// (`fsdp.recompute`), in program order, and their FLOPs together.
  SmallVector<StepValue> recomputed;
  double recomputedFlops = 0;
  /// FLOPs of all the step's top-level ops (`CostModel::flops`), recomputed
  /// ones included.
  double stepFlops = 0;
  /// The largest values alive at the predicted peak (at most
  /// `kValuesAtPeak`), largest first: what holds the peak.
  SmallVector<StepValue> valuesAtPeak;
  static constexpr size_t kValuesAtPeak = 10;
  /// The simulated step.
  Timeline timeline;
  /// What fsdp-rematerialize recorded of the step (`fsdp.rematerialization`:
  /// the limit, the seconds its recomputations add and a lower bound on
  /// what any choice adds); null for a step it did not fit.
  DictionaryAttr rematerialization;
  /// What fsdp-accumulate recorded of the step (`fsdp.accumulation`: the
  /// microbatches, the gradient sync and the modeled figures of each mode);
  /// null for a step it did not rewrite.
  DictionaryAttr accumulation;
  /// Collectives of one group (a grid and its axes): the bytes per grid axis
  /// (hybrid sharding: reduce-scatter and all-gather within a host, the
  /// all-reduce of shards across hosts).
  struct GroupTraffic {
    std::string grid;
    SmallVector<int16_t> axes;
    int64_t count = 0;
    /// Bytes one rank sends (`CostModel::bytesSent`).
    double bytesSent = 0;
    /// Bytes that leave one host (`CostModel::interHostBytesSent`; 0 on a
    /// one-level profile).
    double interHostBytesSent = 0;
  };
  /// One entry per group, in order of first use.
  SmallVector<GroupTraffic> groups;
  bool twoLevel = false;

  /// Analyses `func` under `model`; fails (after emitting a located error)
  /// when `func` is a training step that breaks the contract
  /// (`TrainingStepContract::get`).
  static FailureOr<StepReport> analyze(func::FuncOp func,
                                       const CostModel &model);

  /// The report as a JSON object with the field names of
  /// docs/reference/report.md.
  llvm::json::Object toJSON() const;
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_REPORT_H
