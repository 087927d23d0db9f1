//===- StepRunner.cpp - Run the compiled step for --steps steps -----------===//

#include "StepRunner.h"
#include "Trace.h"

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>

using namespace fsdprun;

namespace {

/// One step of the session's step.
class StepRunner {
public:
  StepRunner(const Job &job, const RunOptions &options, Session &session,
             Dataset *dataset)
      : job(job), options(options), session(session), dataset(dataset) {}

  /// Runs the session's next step (counted from the start of the training:
  /// the generated inputs depend on it). A `traceNumber` > 0 records it for
  /// --trace as that step.
  StepStats run(int64_t traceNumber);

private:
  /// The inputs of step `step` (an index from 0), allocated and filled into
  /// `inputs` (a buffer per argument; the state's are empty), on the
  /// device. Sets `dataSeconds` to the time spent reading the dataset's
  /// rows.
  std::vector<InputView> arguments(int64_t step, std::vector<Buffer> &inputs,
                                   double &dataSeconds);

  const Job &job;
  const RunOptions &options;
  Session &session;
  Dataset *dataset;
};

std::vector<InputView> StepRunner::arguments(int64_t step,
                                             std::vector<Buffer> &inputs,
                                             double &dataSeconds) {
  const std::vector<ArgInfo> &args = session.contract().args;
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
  // Session::step takes its inputs on the runtime's device: a device other
  // than the host copies them there (and frees the host's).
  std::vector<InputView> views;
  for (const ArgInfo &a : args) {
    if (a.isState)
      continue;
    void *onDevice = job.device->adopt(host[a.index], a.bytes());
    inputs[a.index] = {onDevice, onDevice};
    views.push_back({onDevice, size_t(a.bytes())});
  }
  return views;
}

StepStats StepRunner::run(int64_t traceNumber) {
  int64_t step = session.stepsDone();
  std::vector<Buffer> inputs;
  double dataSeconds;
  std::vector<InputView> views = arguments(step, inputs, dataSeconds);
  StepHooks hooks;
  if (traceNumber > 0) {
    hooks.beforeCall = [traceNumber] { beginTracedStep(traceNumber); };
    hooks.afterCall = [] { endTracedStep(); };
  }
  StepResult result;
  // A step that fails among several ranks ends the job from the library,
  // which flushes stdio but not llvm::outs(): the steps reported so far
  // are written first, as fsdp-run's own failures write them.
  llvm::outs().flush();
  try {
    // Among several ranks a failed step ends the job inside step() (its
    // line prefixed as fsdp-run's, the runtime adopted so); alone it throws.
    result = session.step(views, traceNumber > 0 ? &hooks : nullptr);
  } catch (const Error &e) {
    failOnRank(e.what());
  }
  // The step borrowed the inputs: a state update it returned in one was
  // copied into the session's memory, so every input is freed here.
  for (const Buffer &b : inputs)
    if (isHeap(b.allocated))
      job.device->release(b.allocated);
  double loss = result.loss;
  bool lossNonfinite =
      session.contract().lossResult >= 0 && !std::isfinite(loss);
  StepStats stats =
      reduceStepStats(job, result.step, loss, lossNonfinite, result.counters,
                      result.seconds, dataSeconds);
  if (dataset) {
    stats.epoch = dataset->batchEpoch();
    stats.tokens = dataset->globalTokens() > 0;
    stats.units =
        stats.tokens ? dataset->globalTokens() : dataset->globalSamples();
  }
  return stats;
}

} // namespace

void fsdprun::runSteps(const Job &job, const RunOptions &o, Session &session,
                       Dataset *dataset, RunReport &report) {
  StepRunner runner(job, o, session, dataset);
  auto save = [&] {
    double seconds = 0;
    llvm::outs().flush();
    try {
      seconds = session.saveAt(o.checkpointDir, o.keepCheckpoints,
                               dataset ? dataset->position() : DataPosition());
    } catch (const Error &e) {
      // Found alike on every rank (or alone): one line, by rank 0.
      failAgreed(e.what());
    }
    report.checkpointSaved(session.stepsDone(), seconds);
  };
  int64_t firstStep = session.stepsDone(), savedStep = -1;
  int64_t tracedStep = o.traceStep > 0 ? o.traceStep : o.numSteps;
  for (int64_t done = 0; done < o.numSteps; ++done) {
    // Steps count from the start of the training, across resumes: the
    // generated inputs of a step depend on it.
    int64_t step = firstStep + done;
    bool traced = !o.traceFile.empty() && done + 1 == tracedStep;
    StepStats stats = runner.run(traced ? done + 1 : 0);
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
      save();
      savedStep = step + 1;
    }
  }
  if (!o.checkpointDir.empty() && savedStep != firstStep + o.numSteps)
    save();
}
