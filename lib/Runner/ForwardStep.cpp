//===- ForwardStep.cpp - An evaluation step run on a session's state ------===//

#include "fsdp/Runner/ForwardStep.h"
#include "fsdp/Runner/RuntimeError.h"

#include <algorithm>

using namespace fsdprun;

/// Whether `a` and `b` hold a tensor in the same layout: both whole, or
/// both split alike (a rank's shard of one is its shard of the other).
static bool sameLayout(const ValueInfo &a, const ValueInfo &b) {
  if (a.localShape != b.localShape ||
      a.sharding.has_value() != b.sharding.has_value())
    return false;
  if (!a.sharding)
    return true;
  const ShardingInfo &x = *a.sharding, &y = *b.sharding;
  return x.gridShape == y.gridShape && x.axes == y.axes && x.dim == y.dim &&
         x.fullShape == y.fullShape && x.pad == y.pad;
}

ForwardStep::ForwardStep(Session &session, const std::string &stepDir,
                         const std::vector<int64_t> &stateOf)
    : session(session), stateOf(stateOf) {
  library = session.runtime().loadStep(stepDir);
  const StepContract &c = contract();
  const std::vector<ArgInfo> &trained = session.contract().args;
  if (!c.isForward())
    throw Error(stepDir + " updates its state: not a forward step");
  if (stateOf.size() != c.args.size())
    throw Error("the forward step has " + std::to_string(c.args.size()) +
                " arguments; " + std::to_string(stateOf.size()) +
                " are mapped to the training step's state");
  int64_t rank = session.runtime().rank();
  for (const ArgInfo &a : c.args) {
    if (!a.isState)
      continue;
    int64_t t = stateOf[a.index];
    std::string what = "state " + argumentName(a) + " of the forward step";
    if (t < 0 || t >= int64_t(trained.size()) || !trained[t].isState)
      throw Error(what + " is mapped to argument " + std::to_string(t) +
                  ", which is not a state argument of the training step");
    const ArgInfo &s = trained[t];
    std::vector<int64_t> full = shardGeometry(a, rank).fullShape;
    std::vector<int64_t> fullThere = shardGeometry(s, rank).fullShape;
    if (a.elem != s.elem || full != fullThere)
      throw Error(what + " is " + shapeText(full) + " " + elemName(a.elem) +
                  ", and the training step's " + argumentName(s) + " is " +
                  shapeText(fullThere) + " " + elemName(s.elem));
    if (!sameLayout(a, s))
      reshardedArgs.push_back(a.index);
  }
}

ForwardStep::~ForwardStep() = default;

StepResult ForwardStep::run(const std::vector<InputView> &inputs,
                            std::vector<std::vector<char>> *outputs) {
  session.checkUsable();
  const StepContract &c = contract();
  Runtime &rt = session.runtime();
  std::vector<Buffer> args(c.args.size()), inputBuffers(c.args.size());
  std::vector<void *> borrowed;
  bindInputs(c, inputs, args, inputBuffers, borrowed,
             [](const std::string &m) { throw Error(m); });

  // The session's shards, or, resharded, this rank's part of the gathered
  // tensor in the forward step's layout (held for this call only).
  std::vector<Buffer> copies;
  auto releaseCopies = [&] {
    for (const Buffer &b : copies)
      rt.device().release(b.allocated);
  };
  std::vector<Buffer> state(c.args.size());
  for (const ArgInfo &a : c.args) {
    if (!a.isState)
      continue;
    unsigned t = unsigned(stateOf[a.index]);
    void *shard = session.stateShard(t);
    Buffer b{shard, shard};
    if (std::count(reshardedArgs.begin(), reshardedArgs.end(), a.index)) {
      std::vector<char> full = session.gatherState(t);
      Buffer host = allocateBuffer(a.bytes());
      if (!host.allocated) {
        releaseCopies();
        rt.rankEnv().fail("out of memory allocating " +
                          std::to_string(a.bytes()) + " bytes for " +
                          argumentName(a) + " of the forward step");
      }
      copyStateRows(a, full.data(), host.aligned, rt.rank());
      void *onDevice = rt.device().adopt(host.aligned, a.bytes());
      b = {onDevice, onDevice};
      copies.push_back(b);
    }
    args[a.index] = state[a.index] = b;
    borrowed.push_back(b.allocated);
  }

  lastArgs = alignedPointers(args);
  CallOutcome outcome = callStep(
      rt.context(), rt.device(), c, description().returned,
      [&](void *results, void *arguments) {
        library->call(results, arguments);
      },
      state, args, inputBuffers, borrowed,
      [&](const std::vector<Buffer> &results) {
        if (!outputs)
          return;
        outputs->clear();
        for (const ResultInfo &r : c.results) {
          if (r.isLoss)
            continue;
          std::vector<char> &out = outputs->emplace_back(r.bytes());
          rt.device().read(out.data(), results[r.index].aligned, r.bytes());
        }
      });
  releaseCopies();
  if (!outcome.failure.empty()) {
    std::string message = "evaluation after step " +
                          std::to_string(session.stepsDone()) + ": " +
                          outcome.failure;
    // Its peers are inside collectives this rank left: the job ends. Alone,
    // the state is untouched (the step only reads it): the error is
    // cleared and the session goes on.
    if (rt.size() > 1)
      rt.abort(message);
    fsdp_rt_clear_error(rt.context());
    throw Error(message);
  }
  return stepResult(session.stepsDone(), outcome);
}
