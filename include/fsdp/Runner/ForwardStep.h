//===- ForwardStep.h - An evaluation step on a session's state -*- C++ -*-===//
//
// A forward step -- the loss (or the model's outputs) of a model's forward,
// no update -- exported from the same model as a Session's training step
// and rewritten by the same pipeline: fsdp-shard-state gives its state the
// layout the training step holds it in, so it runs on the session's shards
// as they are, gathering each parameter right before its use. Evaluation
// inside the training run, without a second copy of the model.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_FORWARDSTEP_H
#define FSDP_RUNNER_FORWARDSTEP_H

#include "fsdp/Runner/Session.h"

#include <memory>
#include <string>
#include <vector>

namespace fsdprun {

class ForwardStep {
public:
  /// Loads the forward step in `stepDir` on `session`'s runtime. State
  /// argument `i` of the forward step is state argument `stateOf[i]` of the
  /// session's step (`stateOf` has an entry per argument; inputs' are
  /// ignored): the same element type and full shape. Where the two hold it
  /// in different layouts (a module's buffers, which the training step
  /// holds whole and the forward step shards), each call reshards it for
  /// the forward step (`resharded()`): gathered (a copy where it is whole)
  /// and cut to this rank's part. The session must outlive this.
  /// Collective; throws Error.
  ForwardStep(Session &session, const std::string &stepDir,
              const std::vector<int64_t> &stateOf);
  ~ForwardStep();
  ForwardStep(const ForwardStep &) = delete;
  ForwardStep &operator=(const ForwardStep &) = delete;

  const StepDescription &description() const { return library->description(); }
  Runtime &runtime() const { return session.runtime(); }
  const StepContract &contract() const { return description().contract; }
  /// The state arguments each call reshards (the others are passed as the
  /// session holds them).
  const std::vector<unsigned> &resharded() const { return reshardedArgs; }

  /// Runs the forward step on `inputs` (one per non-state argument, in
  /// argument order; read where they are) and the session's current state,
  /// which it leaves as it is. `step` of the result is the session's steps
  /// done; `outputs`, when given, receives a copy of every result but the
  /// loss (this rank's, row-major, as `contract().results` describes
  /// them): the model's outputs of a step that returns them. A failure on
  /// one rank among several ends the job, as a failed training step does;
  /// alone it is an Error, and the session goes on. Collective.
  StepResult run(const std::vector<InputView> &inputs,
                 std::vector<std::vector<char>> *outputs = nullptr);

  /// The aligned data pointer of every argument the last call passed (a
  /// state argument's is the session's shard unless resharded).
  const std::vector<void *> &lastArgumentPointers() const { return lastArgs; }

private:
  Session &session;
  std::unique_ptr<StepLibrary> library;
  std::vector<int64_t> stateOf;
  std::vector<unsigned> reshardedArgs;
  std::vector<void *> lastArgs;
};

} // namespace fsdprun

#endif // FSDP_RUNNER_FORWARDSTEP_H
