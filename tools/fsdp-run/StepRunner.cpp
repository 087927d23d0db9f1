//===- StepRunner.cpp - Run the compiled step for --steps steps -----------===//

#include "StepRunner.h"
#include "fsdp/Runner/RuntimeError.h"
#include "Trace.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <chrono>
#include <cmath>

using namespace fsdprun;

namespace {

/// The memref descriptor of `b` with `shape` (identity layout): allocated,
/// aligned, offset, sizes, strides.
std::vector<int64_t> descriptor(Buffer b, const std::vector<int64_t> &shape) {
  std::vector<int64_t> words{reinterpret_cast<int64_t>(b.allocated),
                             reinterpret_cast<int64_t>(b.aligned), 0};
  words.insert(words.end(), shape.begin(), shape.end());
  std::vector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= shape[d];
  }
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

/// One step of the compiled step function.
class StepRunner {
public:
  StepRunner(const Job &job, const RunOptions &options,
             const StepContract &contract, CompiledStep &compiled,
             Dataset *dataset)
      : job(job), options(options), contract(contract), compiled(compiled),
        dataset(dataset) {
    for (const ResultInfo &r : contract.results)
      if (compiled.returned[r.index])
        resultWords += 3 + 2 * r.localShape.size();
  }

  /// Runs step `step` (counted from the start of the training: the
  /// generated inputs depend on it) on `state`, which becomes the new
  /// state. A `traceNumber` > 0 records it for --trace as that step.
  StepStats run(int64_t step, int64_t traceNumber, std::vector<Buffer> &state);

private:
  /// Allocates and fills the inputs of `step` into `inputs`, and returns the
  /// descriptors of every argument. Sets `dataSeconds` to the time spent
  /// reading the dataset's rows.
  std::vector<std::vector<int64_t>> arguments(int64_t step,
                                              const std::vector<Buffer> &state,
                                              std::vector<Buffer> &inputs,
                                              double &dataSeconds);
  /// The buffer of every result of the step: from its packed results `out`,
  /// or, for an update the step wrote into its argument, that argument's
  /// buffer in `state`.
  std::vector<Buffer> results(const std::vector<int64_t> &out,
                              const std::vector<Buffer> &state) const;
  /// Replaces `state` by its next value and frees the buffers of `state`,
  /// `inputs` and `results` that it no longer refers to.
  void advance(std::vector<Buffer> &state, const std::vector<Buffer> &inputs,
               const std::vector<Buffer> &results) const;

  const Job &job;
  const RunOptions &options;
  const StepContract &contract;
  CompiledStep &compiled;
  Dataset *dataset;
  /// Words of the packed results: a descriptor per returned result.
  size_t resultWords = 0;
};

std::vector<std::vector<int64_t>>
StepRunner::arguments(int64_t step, const std::vector<Buffer> &state,
                      std::vector<Buffer> &inputs, double &dataSeconds) {
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
  std::vector<std::vector<int64_t>> descs(args.size());
  for (const ArgInfo &a : args) {
    Buffer b = state[a.index];
    if (!a.isState) {
      void *onDevice = job.device->adopt(host[a.index], a.bytes());
      b = inputs[a.index] = {onDevice, onDevice};
    }
    descs[a.index] = descriptor(b, a.localShape);
  }
  return descs;
}

std::vector<Buffer>
StepRunner::results(const std::vector<int64_t> &out,
                    const std::vector<Buffer> &state) const {
  std::vector<Buffer> buffers(contract.results.size());
  size_t w = 0;
  for (const ResultInfo &r : contract.results) {
    if (!compiled.returned[r.index]) {
      buffers[r.index] = state[r.updates];
      continue;
    }
    buffers[r.index] = {reinterpret_cast<void *>(out[w]),
                        reinterpret_cast<char *>(out[w + 1]) +
                            out[w + 2] * r.elementBytes()};
    w += 3 + 2 * r.localShape.size();
  }
  return buffers;
}

void StepRunner::advance(std::vector<Buffer> &state,
                         const std::vector<Buffer> &inputs,
                         const std::vector<Buffer> &resultBuffers) const {
  llvm::DenseSet<void *> live;
  std::vector<Buffer> next = state;
  for (const ArgInfo &a : contract.args)
    if (a.isState && a.updatedBy >= 0)
      next[a.index] = resultBuffers[a.updatedBy];
  for (const Buffer &b : next)
    live.insert(b.allocated);
  llvm::DenseSet<void *> freed;
  auto release = [&](Buffer b) {
    if (isHeap(b.allocated) && !live.count(b.allocated) &&
        freed.insert(b.allocated).second)
      job.device->release(b.allocated);
  };
  for (const Buffer &b : state)
    release(b);
  for (const Buffer &b : inputs)
    release(b);
  for (const Buffer &b : resultBuffers)
    release(b);
  state = std::move(next);
}

StepStats StepRunner::run(int64_t step, int64_t traceNumber,
                          std::vector<Buffer> &state) {
  std::vector<Buffer> inputs;
  double dataSeconds;
  std::vector<std::vector<int64_t>> descs =
      arguments(step, state, inputs, dataSeconds);
  std::vector<void *> descPtrs;
  for (std::vector<int64_t> &d : descs)
    descPtrs.push_back(d.data());
  std::vector<int64_t> out(resultWords, 0);
  void *outPtr = out.data();
  void *argsPtr = descPtrs.data();

  fsdp_rt_reset_counters(job.runtime);
  bool traced = traceNumber > 0;
  if (traced)
    beginTracedStep(traceNumber);
  auto start = std::chrono::steady_clock::now();
  compiled.loaded->call(outPtr, argsPtr);
  if (traced)
    endTracedStep();
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  fsdp_rt_counters counters;
  fsdp_rt_get_counters(job.runtime, &counters);
  if (fsdp_rt_mlir_status() != FSDP_RT_OK)
    failOnRank("step " + std::to_string(step + 1) + ": " +
               runtimeError(job.runtime));

  // Results: new state, the loss; free what is no longer referenced.
  std::vector<Buffer> resultBuffers = results(out, state);
  double loss = NAN;
  if (contract.lossResult >= 0) {
    const ResultInfo &r = contract.results[contract.lossResult];
    char value[8];
    job.device->read(value, resultBuffers[r.index].aligned, r.elementBytes());
    loss = load(r.elem, value);
  }
  advance(state, inputs, resultBuffers);
  bool lossNonfinite = contract.lossResult >= 0 && !std::isfinite(loss);
  StepStats stats = reduceStepStats(job, step + 1, loss, lossNonfinite,
                                    counters, seconds, dataSeconds);
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
    double seconds = saveCheckpoint(
        job.checkpointEnv(), o.checkpointDir, step, o.keepCheckpoints, identity,
        contract.args, alignedPointers(state.buffers),
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
