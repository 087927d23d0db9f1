//===- Layers.cpp - Forward and backward of the layers of fsdp-gen --------===//

#include "Layers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace fsdpgen;

static constexpr double kLayerNormEps = 1e-5;

Value fsdpgen::linearForward(TensorBuilder &tb, Value x, Value w, Value bias) {
  Value y = tb.matmul(x, w);
  if (!bias)
    return y;
  return tb.map(TensorBuilder::shapeOf(y), {{y}, {bias, Bcast::Cols}},
                [](OpBuilder &b, Location l, ValueRange a) -> Value {
                  return arith::AddFOp::create(b, l, a[0], a[1]);
                });
}

LinearGrads fsdpgen::linearBackward(TensorBuilder &tb, Value x, Value w,
                                    Value dy, bool hasBias, bool needDx) {
  LinearGrads g;
  g.dw = tb.matmul(tb.transpose(x), dy);
  if (hasBias)
    g.db = tb.sumLeading(dy);
  if (needDx)
    g.dx = tb.matmul(dy, tb.transpose(w));
  return g;
}

static constexpr double kInvSqrt2 = 0.70710678118654752440;
static constexpr double kInvSqrt2Pi = 0.39894228040143267794;

Value fsdpgen::activationForward(TensorBuilder &tb, Activation act, Value x) {
  return tb.map(
      TensorBuilder::shapeOf(x), {{x}},
      [&](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value v = a[0];
        if (act == Activation::ReLU)
          return arith::MaximumFOp::create(b, l, v,
                                           TensorBuilder::scalar(b, l, 0.0));
        // gelu(v) = 0.5 v (1 + erf(v / sqrt 2))
        Value e = math::ErfOp::create(
            b, l,
            arith::MulFOp::create(b, l, v,
                                  TensorBuilder::scalar(b, l, kInvSqrt2)));
        Value onePlus =
            arith::AddFOp::create(b, l, e, TensorBuilder::scalar(b, l, 1.0));
        Value half =
            arith::MulFOp::create(b, l, v, TensorBuilder::scalar(b, l, 0.5));
        return arith::MulFOp::create(b, l, half, onePlus);
      });
}

Value fsdpgen::activationBackward(TensorBuilder &tb, Activation act, Value x,
                                  Value dy) {
  return tb.map(
      TensorBuilder::shapeOf(x), {{x}, {dy}},
      [&](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value v = a[0], g = a[1];
        Value zero = TensorBuilder::scalar(b, l, 0.0);
        if (act == Activation::ReLU) {
          Value pos =
              arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, v, zero);
          return arith::SelectOp::create(b, l, pos, g, zero);
        }
        // gelu'(v) = 0.5 (1 + erf(v / sqrt 2)) + v exp(-v^2 / 2) / sqrt(2 pi)
        Value e = math::ErfOp::create(
            b, l,
            arith::MulFOp::create(b, l, v,
                                  TensorBuilder::scalar(b, l, kInvSqrt2)));
        Value cdf = arith::MulFOp::create(
            b, l,
            arith::AddFOp::create(b, l, e, TensorBuilder::scalar(b, l, 1.0)),
            TensorBuilder::scalar(b, l, 0.5));
        Value sq = arith::MulFOp::create(b, l, v, v);
        Value ex = math::ExpOp::create(
            b, l,
            arith::MulFOp::create(b, l, sq, TensorBuilder::scalar(b, l, -0.5)));
        Value pdf = arith::MulFOp::create(
            b, l, ex, TensorBuilder::scalar(b, l, kInvSqrt2Pi));
        Value d = arith::AddFOp::create(b, l, cdf,
                                        arith::MulFOp::create(b, l, v, pdf));
        return arith::MulFOp::create(b, l, d, g);
      });
}

static Value addScalarF(OpBuilder &b, Location l, Value x, Value y) {
  return arith::AddFOp::create(b, l, x, y);
}

Value fsdpgen::layerNormForward(TensorBuilder &tb, Value x, Value gain,
                                Value shift, LayerNormSaved &saved) {
  ArrayRef<int64_t> shape = TensorBuilder::shapeOf(x);
  double invN = 1.0 / static_cast<double>(shape.back());
  Value mean = tb.scale(tb.reduceLast(x), invN);
  Value centered = tb.map(shape, {{x}, {mean, Bcast::Rows}},
                          [](OpBuilder &b, Location l, ValueRange a) -> Value {
                            return arith::SubFOp::create(b, l, a[0], a[1]);
                          });
  Value var = tb.scale(tb.reduceLast(tb.mul(centered, centered)), invN);
  saved.rstd = tb.map(
      TensorBuilder::shapeOf(var), {{var}},
      [](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value s = math::SqrtOp::create(
            b, l,
            addScalarF(b, l, a[0], TensorBuilder::scalar(b, l, kLayerNormEps)));
        return arith::DivFOp::create(b, l, TensorBuilder::scalar(b, l, 1.0), s);
      });
  saved.xhat = tb.map(shape, {{centered}, {saved.rstd, Bcast::Rows}},
                      [](OpBuilder &b, Location l, ValueRange a) -> Value {
                        return arith::MulFOp::create(b, l, a[0], a[1]);
                      });
  return tb.map(
      shape, {{saved.xhat}, {gain, Bcast::Cols}, {shift, Bcast::Cols}},
      [](OpBuilder &b, Location l, ValueRange a) -> Value {
        return addScalarF(b, l, arith::MulFOp::create(b, l, a[0], a[1]), a[2]);
      });
}

LayerNormGrads fsdpgen::layerNormBackward(TensorBuilder &tb,
                                          const LayerNormSaved &saved,
                                          Value gain, Value dy) {
  ArrayRef<int64_t> shape = TensorBuilder::shapeOf(dy);
  double invN = 1.0 / static_cast<double>(shape.back());
  LayerNormGrads g;
  g.dgain = tb.sumLeading(tb.mul(dy, saved.xhat));
  g.dshift = tb.sumLeading(dy);
  Value dxhat = tb.map(shape, {{dy}, {gain, Bcast::Cols}},
                       [](OpBuilder &b, Location l, ValueRange a) -> Value {
                         return arith::MulFOp::create(b, l, a[0], a[1]);
                       });
  Value mean1 = tb.scale(tb.reduceLast(dxhat), invN);
  Value mean2 = tb.scale(tb.reduceLast(tb.mul(dxhat, saved.xhat)), invN);
  // dx = rstd * (dxhat - mean(dxhat) - xhat * mean(dxhat * xhat))
  g.dx = tb.map(shape,
                {{dxhat},
                 {saved.xhat},
                 {saved.rstd, Bcast::Rows},
                 {mean1, Bcast::Rows},
                 {mean2, Bcast::Rows}},
                [](OpBuilder &b, Location l, ValueRange a) -> Value {
                  Value t = arith::SubFOp::create(b, l, a[0], a[3]);
                  t = arith::SubFOp::create(
                      b, l, t, arith::MulFOp::create(b, l, a[1], a[4]));
                  return arith::MulFOp::create(b, l, t, a[2]);
                });
  return g;
}

/// 1.0 where the column index equals the row's id, else 0.0.
static Value isLabel(OpBuilder &b, Location l, Value id) {
  Value col = linalg::IndexOp::create(b, l, 1);
  Value colI64 = arith::IndexCastOp::create(b, l, b.getI64Type(), col);
  return arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, colI64, id);
}

Value fsdpgen::oneHot(TensorBuilder &tb, Value ids, int64_t classes) {
  int64_t rows = TensorBuilder::shapeOf(ids)[0];
  return tb.map({rows, classes}, {{ids, Bcast::Rows}},
                [](OpBuilder &b, Location l, ValueRange a) -> Value {
                  return arith::SelectOp::create(
                      b, l, isLabel(b, l, a[0]),
                      TensorBuilder::scalar(b, l, 1.0),
                      TensorBuilder::scalar(b, l, 0.0));
                });
}

LossAndGrad fsdpgen::meanSquaredError(TensorBuilder &tb, Value pred,
                                      Value target) {
  ArrayRef<int64_t> shape = TensorBuilder::shapeOf(pred);
  double n = 1.0;
  for (int64_t d : shape)
    n *= static_cast<double>(d);
  Value diff = tb.sub(pred, target);
  LossAndGrad r;
  r.loss = tb.scale(tb.sumAll(tb.mul(diff, diff)), 1.0 / n);
  r.dpred = tb.scale(diff, 2.0 / n);
  return r;
}

LossAndGrad fsdpgen::crossEntropy(TensorBuilder &tb, Value logits,
                                  Value labels) {
  ArrayRef<int64_t> shape = TensorBuilder::shapeOf(logits);
  int64_t rows = shape[0];
  Value rowMax = tb.reduceLast(logits, ReduceKind::Max);
  Value shifted = tb.map(shape, {{logits}, {rowMax, Bcast::Rows}},
                         [](OpBuilder &b, Location l, ValueRange a) -> Value {
                           return math::ExpOp::create(
                               b, l, arith::SubFOp::create(b, l, a[0], a[1]));
                         });
  Value sumExp = tb.reduceLast(shifted);
  // The logit of the label, picked by a masked row sum.
  MLIRContext *ctx = logits.getContext();
  AffineMap id2 = AffineMap::getMultiDimIdentityMap(2, ctx);
  AffineMap row = AffineMap::get(2, 0, getAffineDimExpr(0, ctx));
  Value picked = tb.generic(
      {logits, labels}, tb.fill({rows}, 0.0), {id2, row, row},
      {utils::IteratorType::parallel, utils::IteratorType::reduction},
      [](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value v = arith::SelectOp::create(b, l, isLabel(b, l, a[1]), a[0],
                                          TensorBuilder::scalar(b, l, 0.0));
        return arith::AddFOp::create(b, l, a[2], v);
      });
  // loss_t = log(sum exp(l - max)) + max - l[label]
  Value perRow = tb.map({rows}, {{sumExp}, {rowMax}, {picked}},
                        [](OpBuilder &b, Location l, ValueRange a) -> Value {
                          Value lse = arith::AddFOp::create(
                              b, l, math::LogOp::create(b, l, a[0]), a[1]);
                          return arith::SubFOp::create(b, l, lse, a[2]);
                        });
  double invRows = 1.0 / static_cast<double>(rows);
  LossAndGrad r;
  r.loss = tb.scale(tb.sumAll(perRow), invRows);
  // d/dlogits = (softmax - onehot) / rows
  r.dpred = tb.map(
      shape, {{shifted}, {sumExp, Bcast::Rows}, {labels, Bcast::Rows}},
      [&](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value p = arith::DivFOp::create(b, l, a[0], a[1]);
        Value t = arith::SelectOp::create(b, l, isLabel(b, l, a[2]),
                                          TensorBuilder::scalar(b, l, 1.0),
                                          TensorBuilder::scalar(b, l, 0.0));
        return arith::MulFOp::create(b, l, arith::SubFOp::create(b, l, p, t),
                                     TensorBuilder::scalar(b, l, invRows));
      });
  return r;
}
