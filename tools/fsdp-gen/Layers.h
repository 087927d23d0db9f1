//===- Layers.h - The layers of fsdp-gen ------------------------*- C++ -*-===//
//
// Each layer is a forward function plus a backward function that takes what
// the forward saved and the gradient of the output. All values are f32
// tensors; activations are 2-D [tokens, features].
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_GEN_LAYERS_H
#define FSDP_TOOLS_FSDP_GEN_LAYERS_H

#include "GenOptions.h"
#include "TensorBuilder.h"

namespace fsdpgen {

/// y = x w (+ b), with w as [in, out] and b as [out].
Value linearForward(TensorBuilder &tb, Value x, Value w, Value bias);

struct LinearGrads {
  Value dx, dw, db;
};
/// Gradients of `linearForward`; `dx` only when `needDx`, `db` only when
/// `hasBias`.
LinearGrads linearBackward(TensorBuilder &tb, Value x, Value w, Value dy,
                           bool hasBias, bool needDx);

/// Elementwise activation of the pre-activation `x`.
Value activationForward(TensorBuilder &tb, Activation act, Value x);
/// dx = act'(x) * dy.
Value activationBackward(TensorBuilder &tb, Activation act, Value x, Value dy);

/// What layer norm's backward needs from its forward.
struct LayerNormSaved {
  Value xhat; ///< (x - mean) * rstd, [T, D]
  Value rstd; ///< 1 / sqrt(var + eps), [T]
};
/// Layer norm over the last dimension with gain and shift ([D]).
Value layerNormForward(TensorBuilder &tb, Value x, Value gain, Value shift,
                       LayerNormSaved &saved);
struct LayerNormGrads {
  Value dx, dgain, dshift;
};
LayerNormGrads layerNormBackward(TensorBuilder &tb, const LayerNormSaved &saved,
                                 Value gain, Value dy);

/// [T] i64 ids -> [T, classes] f32 one-hot rows.
Value oneHot(TensorBuilder &tb, Value ids, int64_t classes);

struct LossAndGrad {
  Value loss;  ///< Local mean loss, tensor<f32>.
  Value dpred; ///< Gradient of `loss` with respect to the prediction.
};
/// Mean over all elements of (pred - target)^2.
LossAndGrad meanSquaredError(TensorBuilder &tb, Value pred, Value target);
/// Mean over rows of -log softmax(logits)[label]; `labels` is [T] i64.
LossAndGrad crossEntropy(TensorBuilder &tb, Value logits, Value labels);

} // namespace fsdpgen

#endif // FSDP_TOOLS_FSDP_GEN_LAYERS_H
