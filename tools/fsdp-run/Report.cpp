//===- Report.cpp - What fsdp-run prints about a run ----------------------===//

#include "Report.h"
#include "FloatEnvironment.h"
#include "RuntimeError.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

using namespace fsdprun;

StepStats fsdprun::reduceStepStats(const Job &job, int64_t step, double loss,
                                   const fsdp_rt_counters &counters,
                                   double seconds, double dataSeconds) {
  uint64_t bytes = 0;
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    bytes += counters.bytes_sent[k];
  int64_t ints[2 + FSDP_RT_NUM_COLLECTIVES] = {
      static_cast<int64_t>(bytes), static_cast<int64_t>(counters.peak_bytes)};
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    ints[2 + k] = static_cast<int64_t>(counters.bytes_sent[k]);
  double times[2] = {seconds, dataSeconds};
  if (job.device->allReduceHost(job.world, ints, 2 + FSDP_RT_NUM_COLLECTIVES,
                                FSDP_RT_I64, FSDP_RT_MAX) != FSDP_RT_OK ||
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
  int64_t inPlace = llvm::count(compiled.returned, false);
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
}

void RunReport::step(const StepStats &s) {
  totalTime += s.seconds;
  totalBytes += s.commBytes;
  maxPeak = std::max<uint64_t>(maxPeak, s.peakBytes);
  for (int k = 0; k < FSDP_RT_NUM_COLLECTIVES; ++k)
    kindBytes[k] += s.kindBytes[k];
  finalLoss = s.loss;
  anyStep = true;
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
  llvm::outs() << llvm::format(
      "summary: steps=%lld ranks=%lld final_loss=%.9g mean_time_ms=%.3f "
      "comm_bytes_per_step=%llu all_reduce_bytes_per_step=%llu "
      "reduce_scatter_bytes_per_step=%llu all_gather_bytes_per_step=%llu "
      "peak_bytes=%llu predicted_peak_bytes=%lld state_bytes=%lld "
      "lower_s=%.3f jit_s=%.3f "
      "jit_cpu_s=%.3f%s\n",
      static_cast<long long>(options.numSteps),
      static_cast<long long>(job.size), anyStep ? finalLoss : NAN,
      totalTime * 1e3 / k, static_cast<unsigned long long>(totalBytes / k),
      static_cast<unsigned long long>(kindBytes[0] / k),
      static_cast<unsigned long long>(kindBytes[1] / k),
      static_cast<unsigned long long>(kindBytes[2] / k),
      static_cast<unsigned long long>(maxPeak),
      static_cast<long long>(compiled.predictedPeakBytes),
      static_cast<long long>(state.bytes), compiled.lowerSeconds,
      compiled.jitSeconds, compiled.jitCpuSeconds,
      options.flushDenormals ? " flush_denormals=1" : "");
  llvm::outs().flush();
}

void RunReport::stateDumped(double seconds) {
  if (verbose())
    llvm::outs() << llvm::format("dump-state: dir=%s time_ms=%.3f\n",
                                 options.dumpState.c_str(), seconds * 1e3);
}
