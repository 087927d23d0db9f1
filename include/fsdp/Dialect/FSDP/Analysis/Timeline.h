//===- Timeline.h - Simulated timeline of one training step -----*- C++ -*-===//
//
// Replays the top-level ops of a step on two streams under a cost model: one
// compute stream that runs the ops in program order, and one communication
// stream that runs collectives one at a time in issue order. The result is
// what the report explains and the pictures show.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_TIMELINE_H
#define FSDP_DIALECT_FSDP_ANALYSIS_TIMELINE_H

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::fsdp {

/// What an event of the timeline is.
enum class EventKind {
  Compute,
  /// Compute of a value again (an op fsdp-rematerialize added).
  Recompute,
  /// Compute waiting for a collective: the exposed communication.
  Blocked,
  AllGather,
  ReduceScatter,
  AllReduce,
};

/// The stable name of `kind` used in the report, the trace and the picture
/// ("compute", "recompute", "blocked", "all_gather", "reduce_scatter",
/// "all_reduce").
StringRef stringifyEventKind(EventKind kind);
EventKind getEventKind(CollectiveKind kind);

/// One interval on a stream.
struct TimelineEvent {
  enum class Track { Compute, Communication };
  Track track;
  EventKind kind;
  /// The op name, then its location (a `NameLoc` such as a layer name, or
  /// `file:line`) or, for a collective, the state argument it moves.
  std::string name;
  double startSeconds;
  double durationSeconds;
  /// Bytes each rank sends, for a collective; 0 for compute.
  double bytesSent = 0;
};

/// A point where a memory counter changes: `bytes` alive from `timeSeconds`
/// until the next sample.
struct MemorySample {
  double timeSeconds;
  int64_t bytes;
};

/// The simulation of one step.
struct Timeline {
  std::string functionName;
  SmallVector<TimelineEvent> events;
  /// Bytes of all-gather results alive over time: from the all-gather (start)
  /// until the last use of its result, or of a `tensor.extract_slice` of it
  /// (the slice that drops padding keeps the gathered buffer alive).
  SmallVector<MemorySample> gatheredBytes;
  /// Bytes of gradients alive over time: the input of every reduce-scatter
  /// and all-reduce from its definition until the collective no longer needs
  /// it, and the reduced result from the collective until its last use.
  SmallVector<MemorySample> gradientBytes;
  int64_t peakGatheredBytes = 0;
  int64_t peakGradientBytes = 0;

  /// Per collective kind (indexed by `CollectiveKind`): how many, the bytes
  /// each rank sends (`CostModel::bytesSent`) and the time on the stream.
  struct KindTotals {
    int64_t count = 0;
    double bytesSent = 0;
    double seconds = 0;
  };
  KindTotals collectives[3];
  /// The largest group size of any collective (1 when there are none).
  int64_t groupSize = 1;

  /// When the last stream finishes.
  double stepSeconds = 0;
  /// Time the compute stream spends computing.
  double computeSeconds = 0;
  /// Time the communication stream spends in collectives.
  double communicationSeconds = 0;
  /// Time the compute stream spends waiting for collectives.
  double exposedCommunicationSeconds = 0;

  /// Simulates one step of `func` under `model`.
  ///
  /// Top-level ops of the body run in order on the compute stream, for
  /// `CostModel::computeSeconds` (ops that move no data, such as constants,
  /// `tensor.empty`, allocations, views and terminators, take no time); an op
  /// with regions that is not a linalg op runs its nested ops in order, as
  /// many times as its loops' static trip counts say. A blocking collective
  /// runs on the communication stream once both streams reach it and compute
  /// waits for it; a start enqueues its collective (FIFO) and returns at once;
  /// a wait blocks compute until the collective of its token has finished.
  static Timeline simulate(func::FuncOp func, const CostModel &model);
};

/// Writes `timelines` as Chrome trace event JSON (see
/// docs/reference/report.md): one process per function, thread 1 = compute,
/// thread 2 = communication, complete ("X") events in microseconds and "C"
/// counters of the gathered parameter and gradient bytes.
void writeChromeTrace(llvm::raw_ostream &os, ArrayRef<Timeline> timelines,
                      StringRef profileName);

/// Writes `timelines` as one self-contained SVG picture, 900 px wide: per
/// function a compute lane, a communication lane and the gathered-parameter
/// bytes as an area plot over a labelled time axis, with a legend.
void writeTimelineSVG(llvm::raw_ostream &os, ArrayRef<Timeline> timelines,
                      StringRef profileName);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_TIMELINE_H
