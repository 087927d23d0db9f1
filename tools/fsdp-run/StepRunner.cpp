//===- StepRunner.cpp - Run the compiled step for --steps steps -----------===//

#include "StepRunner.h"
#include "Trace.h"
#include "fsdp/Runner/RuntimeError.h"

#include "fsdp/Runner/StepCall.h"

#include <chrono>
#include <cmath>

using namespace fsdprun;

namespace {

/// One step of the compiled step function.
class StepRunner {
public:
  StepRunner(const Job &job, const RunOptions &options,
             const StepContract &contract, CompiledStep &compiled,
             Dataset *dataset)
      : job(job), options(options), contract(contract), compiled(compiled),
        dataset(dataset) {}

  /// Runs step `step` (counted from the start of the training: the
  /// generated inputs depend on it) on `state`, which becomes the new
  /// state. A `traceNumber` > 0 records it for --trace as that step.
  StepStats run(int64_t step, int64_t traceNumber, std::vector<Buffer> &state);

private:
  /// The buffer of every argument of `step`: the state's, and the inputs,
  /// allocated and filled into `inputs`. Sets `dataSeconds` to the time
  /// spent reading the dataset's rows.
  std::vector<Buffer> arguments(int64_t step, const std::vector<Buffer> &state,
                                std::vector<Buffer> &inputs,
                                double &dataSeconds);

  const Job &job;
  const RunOptions &options;
  const StepContract &contract;
  CompiledStep &compiled;
  Dataset *dataset;
};

std::vector<Buffer> StepRunner::arguments(int64_t step,
                                          const std::vector<Buffer> &state,
                                          std::vector<Buffer> &inputs,
                                          double &dataSeconds) {
  const std::vector<ArgInfo> &args = contract.args;
  inputs.assign(args.size(), Buffer());
  std::vector<void *> host(args.size(), nullptr);
  for (const ArgInfo &a : args) {
    if (a.isState)
      continue;
    inputs[a.index] = allocate(a.bytes());
    host[a.index] = inputs[a.index].aligned;
    if (!dataset || !dataset->provides(a.index))
      fillInput(options, a, host[a.index], step, job.rank, job.size);
  }
  dataSeconds = 0;
  if (dataset) {
    auto start = std::chrono::steady_clock::now();
    dataset->readBatch(step + 1, host);
    dataSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  }
  std::vector<Buffer> buffers = state;
  for (const ArgInfo &a : args) {
    if (a.isState)
      continue;
    void *onDevice = job.device->adopt(host[a.index], a.bytes());
    buffers[a.index] = inputs[a.index] = {onDevice, onDevice};
  }
  return buffers;
}

StepStats StepRunner::run(int64_t step, int64_t traceNumber,
                          std::vector<Buffer> &state) {
  std::vector<Buffer> inputs;
  double dataSeconds;
  std::vector<Buffer> args = arguments(step, state, inputs, dataSeconds);
  bool traced = traceNumber > 0;
  if (traced)
    beginTracedStep(traceNumber);
  CallOutcome outcome = callStep(job.runtime, *job.device, contract,
                                 compiled.step->description().returned,
                                 [&](void *results, void *arguments) {
                                   compiled.step->call(results, arguments);
                                   if (traced)
                                     endTracedStep();
                                 },
                                 state, args, inputs, /*borrowed=*/{});
  if (!outcome.failure.empty())
    failOnRank("step " + std::to_string(step + 1) + ": " + outcome.failure);
  double loss = outcome.loss;
  bool lossNonfinite = contract.lossResult >= 0 && !std::isfinite(loss);
  StepStats stats =
      reduceStepStats(job, step + 1, loss, lossNonfinite, outcome.counters,
                      outcome.seconds, dataSeconds);
  if (dataset) {
    stats.epoch = dataset->batchEpoch();
    stats.tokens = dataset->globalTokens() > 0;
    stats.units =
        stats.tokens ? dataset->globalTokens() : dataset->globalSamples();
  }
  return stats;
}

} // namespace

void fsdprun::runSteps(const Job &job, const RunOptions &o,
                       const StepContract &contract, CompiledStep &compiled,
                       const RunIdentity &identity, InitialState &state,
                       Dataset *dataset, RunReport &report) {
  StepRunner runner(job, o, contract, compiled, dataset);
  auto save = [&](int64_t step) {
    double seconds =
        saveCheckpoint(job.rankEnv(), o.checkpointDir, step, o.keepCheckpoints,
                       identity, contract.args, alignedPointers(state.buffers),
                       dataset ? dataset->position() : DataPosition());
    report.checkpointSaved(step, seconds);
  };
  int64_t firstStep = state.firstStep, savedStep = -1;
  int64_t tracedStep = o.traceStep > 0 ? o.traceStep : o.numSteps;
  for (int64_t done = 0; done < o.numSteps; ++done) {
    // Steps count from the start of the training, across resumes: the
    // generated inputs of a step depend on it.
    int64_t step = firstStep + done;
    bool traced = !o.traceFile.empty() && done + 1 == tracedStep;
    StepStats stats = runner.run(step, traced ? done + 1 : 0, state.buffers);
    report.step(stats);
    // Every rank knows the lowest rank that saw it: all stop alike, before
    // a checkpoint of the broken state could replace the last good one.
    if (o.stopOnNonfinite && stats.nonfiniteRank >= 0)
      failAgreed("step " + std::to_string(step + 1) + ": the loss is " +
                 std::to_string(stats.loss) + " on rank " +
                 std::to_string(stats.nonfiniteRank) +
                 (savedStep > 0 ? "; the last checkpoint is step " +
                                      std::to_string(savedStep)
                                : std::string()) +
                 " (--stop-on-nonfinite=false trains on)");
    if (o.saveEvery > 0 && (step + 1) % o.saveEvery == 0) {
      save(step + 1);
      savedStep = step + 1;
    }
  }
  if (!o.checkpointDir.empty() && savedStep != firstStep + o.numSteps)
    save(firstStep + o.numSteps);
}
