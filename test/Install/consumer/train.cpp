//===- train.cpp - A compiler's runtime training a step in-process --------===//
//
// What an ML compiler that links fsdp-mlir does with a step it compiled
// (fsdp-run --emit-step, or its own lowering and linker): load the step
// library into its own process with the runner library, train it on inputs
// it owns, checkpoint it, and evaluate the model on its sharded state with
// a forward step of the same model. Run under mpirun with the ranks the
// step's grid spans: fsdp-train STEP_DIR STEPS CHECKPOINT_DIR [FORWARD_DIR].
//
//===----------------------------------------------------------------------===//

#include "fsdp/Runner/ForwardStep.h"
#include "fsdp/Runner/Session.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char **argv) {
  if (argc != 4 && argc != 5) {
    std::fprintf(stderr, "usage: fsdp-train STEP_DIR STEPS CHECKPOINT_DIR "
                         "[FORWARD_DIR]\n");
    return 2;
  }
  try {
    auto runtime = fsdprun::Runtime::start(fsdprun::RuntimeOptions());
    fsdprun::Session session(runtime, argv[1], /*seed=*/1);
    // This rank's rows of every input, in memory the caller owns.
    std::vector<std::vector<float>> rows;
    for (const fsdprun::ArgInfo &a : session.contract().args) {
      if (a.isState)
        continue;
      if (a.elem != fsdprun::ElemKind::F32)
        throw fsdprun::Error("this example feeds f32 inputs only");
      rows.emplace_back(a.numElements());
      for (size_t i = 0; i < rows.back().size(); ++i)
        rows.back()[i] = std::sin(0.1f * float(i + runtime->rank()));
    }
    std::vector<fsdprun::InputView> inputs;
    for (const std::vector<float> &r : rows)
      inputs.push_back({r.data(), r.size() * sizeof(float)});
    int steps = std::stoi(argv[2]);
    for (int k = 0; k < steps; ++k) {
      fsdprun::StepResult r = session.step(inputs);
      if (runtime->rank() == 0)
        std::printf("step %lld loss=%.6f\n", (long long)r.step, r.loss);
    }
    session.save(argv[3]);
    if (runtime->rank() == 0)
      std::printf("saved %s/step-%lld (%lld bytes of state on rank 0)\n",
                  argv[3], (long long)session.stepsDone(),
                  (long long)session.stateBytes());
    if (argc == 5) {
      // The forward step reads the training step's state arguments 0 and 1
      // (its own 0 and 1) and takes the same inputs: its loss is the one
      // the next training step computes before it updates.
      fsdprun::ForwardStep forward(session, argv[4], {0, 1, -1, -1});
      fsdprun::StepResult evaluated = forward.run(inputs);
      fsdprun::StepResult next = session.step(inputs);
      bool same =
          std::fabs(evaluated.loss - next.loss) <= 1e-6 * std::fabs(next.loss);
      if (runtime->rank() == 0)
        std::printf("evaluated after step %lld loss=%.6f (the next step's "
                    "%.6f: %s), %zu argument(s) resharded\n",
                    (long long)evaluated.step, evaluated.loss, next.loss,
                    same ? "same" : "DIFFERENT", forward.resharded().size());
      if (!same)
        return 1;
    }
    runtime->finalize();
  } catch (const fsdprun::Error &e) {
    std::fprintf(stderr, "fsdp-train: %s\n", e.what());
    return 1;
  }
  return 0;
}
