//===- MLP.cpp - A multi-layer perceptron training step -------------------===//
//
// x [B, w0] -> (linear, activation) x (layers - 1) -> linear -> [B, wL].
// The loss compares the last layer's output with float targets (mse) or
// integer class labels (cross-entropy).
//
//===----------------------------------------------------------------------===//

#include "Layers.h"
#include "StepBuilder.h"

#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace fsdpgen;

namespace {
class MLP : public Model {
public:
  explicit MLP(const GenOptions &opts) : opts(opts) {}

  void declare(StepContext &ctx) override {
    const SmallVector<int64_t> &w = opts.widths;
    for (int64_t l = 0; l < opts.layers; ++l) {
      std::string prefix = "layers." + std::to_string(l);
      weight.push_back(ctx.addParam(prefix + ".weight", {w[l], w[l + 1]},
                                    ParamInit::Weight));
      if (opts.bias)
        bias.push_back(
            ctx.addParam(prefix + ".bias", {w[l + 1]}, ParamInit::Bias));
    }
    input = ctx.addFloatInput("x", {opts.batch, w.front()});
    if (opts.loss == LossKind::MSE)
      target = ctx.addFloatInput("y", {opts.batch, w.back()});
    else
      target = ctx.addIdInput("labels", {opts.batch}, w.back());
  }

  Value emit(StepContext &ctx) override {
    TensorBuilder &tb = ctx.tb();
    int64_t n = opts.layers;
    // acts[l] is the input of layer l; pre[l] its pre-activation output.
    SmallVector<Value> acts = {ctx.input(input)}, pre;
    for (int64_t l = 0; l < n; ++l) {
      ctx.setScope("layers." + std::to_string(l));
      Value b = opts.bias ? ctx.param(bias[l]) : Value();
      pre.push_back(linearForward(tb, acts[l], ctx.param(weight[l]), b));
      if (l + 1 < n)
        acts.push_back(activationForward(tb, opts.activation, pre[l]));
    }

    ctx.setScope("loss");
    LossAndGrad loss = opts.loss == LossKind::MSE
                           ? meanSquaredError(tb, pre.back(), ctx.input(target))
                           : crossEntropy(tb, pre.back(), ctx.input(target));

    Value dpre = loss.dpred;
    for (int64_t l = n - 1; l >= 0; --l) {
      ctx.setScope("layers." + std::to_string(l) + ".backward");
      LinearGrads g = linearBackward(tb, acts[l], ctx.param(weight[l]), dpre,
                                     opts.bias, /*needDx=*/l > 0);
      ctx.setGradient(weight[l], g.dw);
      if (opts.bias)
        ctx.setGradient(bias[l], g.db);
      if (l > 0)
        dpre = activationBackward(tb, opts.activation, pre[l - 1], g.dx);
    }
    return loss.loss;
  }

private:
  const GenOptions &opts;
  SmallVector<unsigned> weight, bias;
  unsigned input = 0, target = 0;
};
} // namespace

std::unique_ptr<Model> fsdpgen::createMLP(const GenOptions &opts) {
  return std::make_unique<MLP>(opts);
}
