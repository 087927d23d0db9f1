//===- StepCall.h - One call of a compiled step -----------------*- C++ -*-===//
//
// A step is called as `entry(results, arguments)`: `arguments` an array of
// pointers to the memref descriptor of each argument (allocated, aligned,
// offset, sizes, strides), `results` the packed descriptors of the results
// the entry returns. After the call, the state arguments take their
// updates' buffers, and every buffer nothing refers to any more is freed.
// fsdp-run's loop and the runner library's Session both call steps so.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_STEPCALL_H
#define FSDP_RUNNER_STEPCALL_H

#include "fsdp/Runner/Device.h"
#include "fsdp/Runner/StepContract.h"
#include "fsdp/Runner/Values.h"

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace fsdprun {

/// The packed arguments and results of one call.
class StepCall {
public:
  /// A call of a step of `contract` whose entry returns the results
  /// `returned` marks, on `args` (a buffer per argument).
  StepCall(const StepContract &contract, const std::vector<bool> &returned,
           const std::vector<Buffer> &args);

  /// What the entry takes.
  void *results() { return out.data(); }
  void *arguments() { return pointers.data(); }

  /// After the call: the buffer of every result, from the packed results,
  /// or, for an update the step wrote into its argument, that argument's
  /// buffer.
  std::vector<Buffer> resultBuffers() const;

private:
  const StepContract &contract;
  const std::vector<bool> &returned;
  const std::vector<Buffer> &args;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> pointers;
  std::vector<int64_t> out;
};

/// Replaces `state` (a buffer per argument; inputs have none) by its next
/// value, from `results`, and frees on `device` the buffers of `state`,
/// `inputs` and `results` nothing refers to any more. Buffers in
/// `borrowed` (the caller's memory) are never freed, and a state update the
/// step returned in one of them is copied into a buffer of the runner's.
/// Returns false (nothing changed) when that copy finds no memory.
bool advanceState(Device &device, const StepContract &contract,
                  std::vector<Buffer> &state, const std::vector<Buffer> &inputs,
                  const std::vector<Buffer> &results,
                  const std::vector<void *> &borrowed = {});

/// An input of one step: this rank's rows, in the caller's memory.
struct InputView {
  const void *data = nullptr;
  /// Bytes at `data` (checked against the argument's).
  size_t bytes = 0;
};

/// Binds `inputs` (one per non-state argument of `contract`, in argument
/// order) to their arguments where they are: sets their buffers in `args`
/// and `inputBuffers` (a buffer per argument) and adds their memory to
/// `borrowed`. Throws `error(message)` on a count, size or alignment that
/// does not fit, before anything is bound.
void bindInputs(const StepContract &contract,
                const std::vector<InputView> &inputs, std::vector<Buffer> &args,
                std::vector<Buffer> &inputBuffers,
                std::vector<void *> &borrowed,
                const std::function<void(const std::string &)> &error);

/// "argument 3 (state)" / "argument 5 (input)" / "argument 6
/// (hyperparameter 'lr')".
std::string argumentName(const ArgInfo &a);

/// "[2, 3]".
std::string shapeText(const std::vector<int64_t> &shape);

/// What one step did on this rank.
struct CallOutcome {
  /// The loss result (NaN without one, or when the step failed).
  double loss = 0;
  /// Seconds of the call alone.
  double seconds = 0;
  /// The runtime's counters of the step (bytes per collective, peak).
  fsdp_rt_counters counters{};
  /// Why the step failed on this rank ("" when it did not): the runtime's
  /// sticky error, or no memory for the new state. The state is then left
  /// as it was.
  std::string failure;
};

/// Runs one step: `call(results, arguments)` on `args` (a buffer per
/// argument: the state's and the inputs'), the runtime's counters reset
/// before it; then the loss, and `state` advanced over the results
/// (advanceState with `inputs` and `borrowed`). fsdp-run's loop and
/// Session::step run steps so.
/// `readResults`, when given, sees the buffer of every result after a call
/// that did not fail, before they are freed.
CallOutcome callStep(
    fsdp_rt_context *runtime, Device &device, const StepContract &contract,
    const std::vector<bool> &returned,
    const std::function<void(void *results, void *arguments)> &call,
    std::vector<Buffer> &state, const std::vector<Buffer> &args,
    const std::vector<Buffer> &inputs, const std::vector<void *> &borrowed,
    const std::function<void(const std::vector<Buffer> &results)> &readResults =
        nullptr);

} // namespace fsdprun

#endif // FSDP_RUNNER_STEPCALL_H
