//===- Report.cpp - What fsdp-run prints about a run ----------------------===//

#include "Report.h"
#include "FloatEnvironment.h"
#include "fsdp/Runner/RuntimeError.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <variant>
#include <vector>

using namespace fsdprun;

StepStats fsdprun::reduceStepStats(const Job &job, int64_t step, double loss,
                                   bool lossNonfinite,
                                   const fsdp_rt_counters &counters,
                                   double seconds, double dataSeconds) {
  uint64_t bytes = 0;
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    bytes += counters.bytes_sent[k];
  // The last slot is -rank on a rank whose loss is not finite: the maximum
  // names the lowest such rank.
  constexpr int numInts = 3 + FSDP_RT_NUM_COLLECTIVES;
  int64_t ints[numInts] = {static_cast<int64_t>(bytes),
                           static_cast<int64_t>(counters.peak_bytes)};
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    ints[2 + k] = static_cast<int64_t>(counters.bytes_sent[k]);
  ints[numInts - 1] = lossNonfinite ? -job.rank : INT64_MIN;
  double times[2] = {seconds, dataSeconds};
  if (job.device->allReduceHost(job.world, ints, numInts, FSDP_RT_I64,
                                FSDP_RT_MAX) != FSDP_RT_OK ||
      job.device->allReduceHost(job.world, times, 2, FSDP_RT_F64,
                                FSDP_RT_MAX) != FSDP_RT_OK)
    failOnRank(runtimeError(job.runtime));
  StepStats stats;
  stats.step = step;
  stats.loss = loss;
  stats.seconds = times[0];
  stats.dataSeconds = times[1];
  stats.commBytes = ints[0];
  stats.peakBytes = ints[1];
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    stats.kindBytes[k] = ints[2 + k];
  if (ints[numInts - 1] != INT64_MIN)
    stats.nonfiniteRank = -ints[numInts - 1];
  return stats;
}

void RunReport::resumed(const InitialState &state) {
  if (state.resumeSeconds < 0 || !verbose())
    return;
  llvm::outs() << llvm::format(
      "fsdp-run: resuming from %s (step %lld), verified and loaded in "
      "time_ms=%.3f\n",
      state.dir.c_str(), static_cast<long long>(state.firstStep),
      state.resumeSeconds * 1e3);
}

void RunReport::started(const InitialState &state,
                        const CompiledStep &compiled) {
  if (!verbose())
    return;
  const std::string &blasInfo = compiled.blasInfo;
  // State updates the step writes over the old state (donated buffers).
  int64_t inPlace = llvm::count(compiled.step->description().returned, false);
  llvm::outs() << "fsdp-run: @" << options.entryName << " on " << job.size
               << " rank(s) (" << fsdp_rt_backend_name(job.runtime) << "), "
               << options.numSteps << " steps, " << state.numState
               << " state arguments (" << state.bytes << " bytes/rank), "
               << state.numInputs << " inputs, " << inPlace
               << " updates in place"
               << (blasInfo.empty() ? "" : ", BLAS " + blasInfo);
  if (options.flushDenormals)
    llvm::outs() << ", subnormals flushed to zero"
                 << (options.deviceKind == "cpu" ? "" : " on the host") << " ("
                 << denormalFlushMechanism() << ")";
  llvm::outs() << "\n";
  llvm::outs() << "fsdp-run: step code " << compiled.origin << ", "
               << compiled.codeBytes << " bytes\n";
}

void RunReport::step(const StepStats &s) {
  totalTime += s.seconds;
  totalBytes += s.commBytes;
  maxPeak = std::max<uint64_t>(maxPeak, s.peakBytes);
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    kindBytes[k] += s.kindBytes[k];
  finalLoss = s.loss;
  anyStep = true;
  if (!options.summaryJson.empty())
    steps.push_back(s);
  if (!options.stepsJsonl.empty() && job.lead())
    writeStepLine(s);
  if (!verbose())
    return;
  llvm::outs() << llvm::format(
      "step=%lld loss=%.9g time_ms=%.3f "
      "comm_bytes=%lld peak_bytes=%lld",
      static_cast<long long>(s.step), s.loss, s.seconds * 1e3,
      static_cast<long long>(s.commBytes), static_cast<long long>(s.peakBytes));
  // The rate counts the reading of the rows too: what the run trains on per
  // second.
  if (s.epoch >= 0)
    llvm::outs() << llvm::format(
        " epoch=%lld %s=%.0f data_ms=%.3f", static_cast<long long>(s.epoch),
        s.tokens ? "tokens_per_s" : "samples_per_s",
        s.units / std::max(s.seconds + s.dataSeconds, 1e-9),
        s.dataSeconds * 1e3);
  llvm::outs() << "\n";
}

void RunReport::data(const std::string &description) {
  if (verbose())
    llvm::outs() << "fsdp-run: data: " << description << "\n";
}

void RunReport::checkpointSaved(int64_t step, double seconds) {
  if (verbose())
    llvm::outs() << llvm::format(
        "checkpoint: step=%lld dir=%s/step-%lld time_ms=%.3f\n",
        static_cast<long long>(step), options.checkpointDir.c_str(),
        static_cast<long long>(step), seconds * 1e3);
}

void RunReport::summary(const InitialState &state,
                        const CompiledStep &compiled) {
  if (!job.lead())
    return;
  int64_t k = std::max<int64_t>(options.numSteps, 1);
  // The figures of the summary line, in its order; both the line and
  // --summary-json are written from them.
  std::vector<SummaryFigure> figures = {
      {"steps", static_cast<int64_t>(options.numSteps)},
      {"ranks", static_cast<int64_t>(job.size)},
      {"final_loss", anyStep ? finalLoss : NAN},
      {"mean_time_ms", totalTime * 1e3 / k},
      {"comm_bytes_per_step", static_cast<int64_t>(totalBytes / k)},
      {"all_reduce_bytes_per_step", static_cast<int64_t>(kindBytes[0] / k)},
      {"reduce_scatter_bytes_per_step", static_cast<int64_t>(kindBytes[1] / k)},
      {"all_gather_bytes_per_step", static_cast<int64_t>(kindBytes[2] / k)},
      {"peak_bytes", static_cast<int64_t>(maxPeak)},
      {"predicted_peak_bytes", compiled.predictedPeakBytes},
      {"state_bytes", static_cast<int64_t>(state.bytes)},
      {"lower_s", compiled.lowerSeconds},
      {"jit_s", compiled.jitSeconds},
      {"jit_cpu_s", compiled.jitCpuSeconds}};
  if (options.flushDenormals)
    figures.push_back({"flush_denormals", int64_t(1)});

  llvm::outs() << "summary:";
  for (const auto &[key, value] : figures) {
    llvm::outs() << " " << key << "=";
    if (const int64_t *i = std::get_if<int64_t>(&value))
      llvm::outs() << *i;
    else if (llvm::StringRef(key) == "final_loss")
      llvm::outs() << llvm::format("%.9g", std::get<double>(value));
    else
      llvm::outs() << llvm::format("%.3f", std::get<double>(value));
  }
  llvm::outs() << "\n";
  llvm::outs().flush();
  if (!options.summaryJson.empty())
    writeSummaryJson(figures);
}

namespace {
/// A value that is not a number (a diverged run's loss, no step) is null:
/// JSON has no NaN.
llvm::json::Value number(double v) {
  if (std::isfinite(v))
    return v;
  return nullptr;
}

/// One step's figures, as --summary-json's `per_step` and --steps-jsonl
/// write them.
void writeStep(llvm::json::OStream &json, const StepStats &s) {
  json.object([&] {
    json.attribute("step", s.step);
    json.attribute("loss", number(s.loss));
    json.attribute("time_ms", s.seconds * 1e3);
    json.attribute("comm_bytes", static_cast<int64_t>(s.commBytes));
    json.attribute("peak_bytes", static_cast<int64_t>(s.peakBytes));
    if (s.epoch >= 0)
      json.attribute("epoch", s.epoch);
  });
}
} // namespace

void RunReport::writeStepLine(const StepStats &stats) {
  if (!stepLines) {
    std::error_code ec;
    stepLines = std::make_unique<llvm::raw_fd_ostream>(options.stepsJsonl, ec);
    if (ec)
      failOnRank("cannot write --steps-jsonl=" + options.stepsJsonl + ": " +
                 ec.message());
  }
  {
    llvm::json::OStream json(*stepLines, /*IndentSize=*/0);
    writeStep(json, stats);
  }
  *stepLines << "\n";
  stepLines->flush();
  if (stepLines->has_error())
    failOnRank("cannot write --steps-jsonl=" + options.stepsJsonl + ": " +
               stepLines->error().message());
}

void RunReport::writeSummaryJson(llvm::ArrayRef<SummaryFigure> figures) {
  std::error_code ec;
  llvm::raw_fd_ostream os(options.summaryJson, ec);
  if (ec)
    failOnRank("cannot write --summary-json=" + options.summaryJson + ": " +
               ec.message());
  llvm::json::OStream json(os, /*IndentSize=*/1);
  json.object([&] {
    for (const auto &[key, value] : figures) {
      if (const int64_t *i = std::get_if<int64_t>(&value))
        json.attribute(key, *i);
      else
        json.attribute(key, number(std::get<double>(value)));
    }
    json.attributeArray("per_step", [&] {
      for (const StepStats &s : steps)
        writeStep(json, s);
    });
  });
  os << "\n";
  if (os.has_error())
    failOnRank("cannot write --summary-json=" + options.summaryJson + ": " +
               os.error().message());
}

void RunReport::stateDumped(double seconds) {
  if (verbose())
    llvm::outs() << llvm::format("dump-state: dir=%s time_ms=%.3f\n",
                                 options.dumpState.c_str(), seconds * 1e3);
}
