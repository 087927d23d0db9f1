//===- Report.h - What fsdp-run prints about a run -------------*- C++ -*-===//
//
// The lines of rank 0: the run's header, a line per step, checkpoints, the
// summary. Per-step figures are the maximum over the ranks.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_REPORT_H
#define FSDP_TOOLS_FSDP_RUN_REPORT_H

#include "Compile.h"
#include "Job.h"
#include "Options.h"
#include "State.h"

#include "fsdp_rt/fsdp_rt.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace fsdprun {

/// One step's figures, the maximum over the ranks (the loss is this rank's).
struct StepStats {
  /// The step's number from the start of the training, from 1.
  int64_t step = 0;
  double loss = 0;
  double seconds = 0;
  uint64_t commBytes = 0, peakBytes = 0;
  uint64_t kindBytes[FSDP_RT_NUM_COLLECTIVES] = {0, 0, 0};
  /// Seconds reading this step's rows of --data/--data-npy.
  double dataSeconds = 0;
  /// With a dataset: the epoch of the step's batch (-1: none), and the
  /// samples (tokens, for token data) of its global batch.
  int64_t epoch = -1, units = 0;
  bool tokens = false;
  /// The lowest rank whose loss was NaN or infinite (-1: none).
  int64_t nonfiniteRank = -1;
};

/// The figures of step `step` on every rank, from this rank's `counters`,
/// `seconds` and `dataSeconds`: the maximum of each (collective), and which
/// ranks computed a loss that is not finite (`lossNonfinite`).
StepStats reduceStepStats(const Job &job, int64_t step, double loss,
                          bool lossNonfinite, const fsdp_rt_counters &counters,
                          double seconds, double dataSeconds = 0);

class RunReport {
public:
  RunReport(const Job &job, const RunOptions &options)
      : job(job), options(options) {}

  /// "fsdp-run: resuming from ..." when the state came from --resume.
  void resumed(const InitialState &state);
  /// "fsdp-run: @entry on N rank(s) ...".
  void started(const InitialState &state, const CompiledStep &compiled);
  /// "fsdp-run: data: ..." (the dataset's description).
  void data(const std::string &description);
  /// "step=..." and the totals of the summary.
  void step(const StepStats &stats);
  /// "checkpoint: step=...".
  void checkpointSaved(int64_t step, double seconds);
  /// "summary: ..." (printed under --quiet too).
  void summary(const InitialState &state, const CompiledStep &compiled);
  /// "dump-state: ...".
  void stateDumped(double seconds);

private:
  /// A figure of the summary: its key and value.
  using SummaryFigure = std::pair<const char *, std::variant<int64_t, double>>;
  /// --summary-json: the summary's `figures` and every step's.
  void writeSummaryJson(llvm::ArrayRef<SummaryFigure> figures);

  /// --steps-jsonl: one line for `stats`, flushed.
  void writeStepLine(const StepStats &stats);

  /// Whether this rank prints the per-run lines.
  bool verbose() const { return job.lead() && !options.quiet; }

  const Job &job;
  const RunOptions &options;
  double totalTime = 0, finalLoss = 0;
  bool anyStep = false;
  uint64_t totalBytes = 0, maxPeak = 0;
  uint64_t kindBytes[FSDP_RT_NUM_COLLECTIVES] = {0, 0, 0};
  /// Every step's figures, kept for --summary-json.
  std::vector<StepStats> steps;
  /// --steps-jsonl, once the first step ended (rank 0).
  std::unique_ptr<llvm::raw_fd_ostream> stepLines;
};

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_REPORT_H
