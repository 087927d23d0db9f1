//===- Transformer.cpp - A GPT-style decoder training step ----------------===//
//
// tokens [B, S] -> token embedding (one-hot matmul) + learned positions ->
// layers x pre-norm decoder blocks (causal multi-head self-attention, GELU
// MLP, residuals) -> final layer norm -> output projection (tied to the token
// embedding or separate) -> loss against the target tokens.
//
// Activations are [T, D] with T = B * S; attention expands them to
// [B, S, H, Dh] and contracts with linalg.generic, so no head transposes are
// materialised.
//
//===----------------------------------------------------------------------===//

#include "Layers.h"
#include "StepBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace fsdpgen;

namespace {

/// Parameter numbers of one decoder block.
struct BlockParams {
  unsigned ln1Gain, ln1Shift, wq, bq, wk, bk, wv, bv, wo, bo;
  unsigned ln2Gain, ln2Shift, w1, b1, w2, b2;
};

/// What one block's backward needs from its forward.
struct BlockSaved {
  Value x, h, q4, k4, v4, probs, ctx, x1, h2, u, a;
  LayerNormSaved ln1, ln2;
};

class Transformer : public Model {
public:
  explicit Transformer(const GenOptions &opts) : opts(opts) {
    tokens = opts.batch * opts.seq;
    headDim = opts.dModel / opts.heads;
  }

  void declare(StepContext &ctx) override {
    int64_t d = opts.dModel, f = opts.ffn, v = opts.vocab;
    wte = ctx.addParam("wte", {v, d}, ParamInit::Embedding);
    wpe = ctx.addParam("wpe", {opts.seq, d}, ParamInit::Embedding);
    auto linear = [&](const std::string &name, int64_t in, int64_t out,
                      unsigned &w, unsigned &b) {
      w = ctx.addParam(name + ".weight", {in, out}, ParamInit::Weight);
      if (opts.bias)
        b = ctx.addParam(name + ".bias", {out}, ParamInit::Bias);
    };
    for (int64_t l = 0; l < opts.layers; ++l) {
      std::string p = "h." + std::to_string(l);
      BlockParams bp = {};
      bp.ln1Gain = ctx.addParam(p + ".ln_1.weight", {d}, ParamInit::Gain);
      bp.ln1Shift = ctx.addParam(p + ".ln_1.bias", {d}, ParamInit::Bias);
      linear(p + ".attn.q", d, d, bp.wq, bp.bq);
      linear(p + ".attn.k", d, d, bp.wk, bp.bk);
      linear(p + ".attn.v", d, d, bp.wv, bp.bv);
      linear(p + ".attn.proj", d, d, bp.wo, bp.bo);
      bp.ln2Gain = ctx.addParam(p + ".ln_2.weight", {d}, ParamInit::Gain);
      bp.ln2Shift = ctx.addParam(p + ".ln_2.bias", {d}, ParamInit::Bias);
      linear(p + ".mlp.fc", d, f, bp.w1, bp.b1);
      linear(p + ".mlp.proj", f, d, bp.w2, bp.b2);
      blocks.push_back(bp);
    }
    lnfGain = ctx.addParam("ln_f.weight", {d}, ParamInit::Gain);
    lnfShift = ctx.addParam("ln_f.bias", {d}, ParamInit::Bias);
    if (!opts.tieEmbeddings)
      head = ctx.addParam("lm_head.weight", {d, v}, ParamInit::Weight);
    tokenInput = ctx.addIdInput("tokens", {opts.batch, opts.seq}, v);
    targetInput = ctx.addIdInput("targets", {opts.batch, opts.seq}, v);
  }

  Value emit(StepContext &ctx) override;

private:
  Value bias(StepContext &ctx, unsigned i) {
    return opts.bias ? ctx.param(i) : Value();
  }
  void setLinearGrads(StepContext &ctx, const LinearGrads &g, unsigned w,
                      unsigned b) {
    ctx.setGradient(w, g.dw);
    if (opts.bias)
      ctx.setGradient(b, g.db);
  }
  Value blockForward(StepContext &ctx, const BlockParams &p, Value x,
                     BlockSaved &s);
  Value blockBackward(StepContext &ctx, const BlockParams &p,
                      const BlockSaved &s, Value dx2);

  /// A contraction over the last of five loop dimensions (b, ., ., ., r).
  Value contract(TensorBuilder &tb, Value lhs, ArrayRef<unsigned> lhsDims,
                 Value rhs, ArrayRef<unsigned> rhsDims,
                 ArrayRef<int64_t> outShape, ArrayRef<unsigned> outDims);
  SmallVector<int64_t> headShape() const {
    return {opts.batch, opts.seq, opts.heads, headDim};
  }
  SmallVector<int64_t> scoreShape() const {
    return {opts.batch, opts.heads, opts.seq, opts.seq};
  }

  const GenOptions &opts;
  int64_t tokens = 0, headDim = 0;
  unsigned wte = 0, wpe = 0, lnfGain = 0, lnfShift = 0, head = 0;
  unsigned tokenInput = 0, targetInput = 0;
  SmallVector<BlockParams> blocks;
};
} // namespace

static AffineMap dimsMap(MLIRContext *ctx, ArrayRef<unsigned> dims) {
  SmallVector<AffineExpr> exprs;
  for (unsigned d : dims)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(5, 0, exprs, ctx);
}

Value Transformer::contract(TensorBuilder &tb, Value lhs,
                            ArrayRef<unsigned> lhsDims, Value rhs,
                            ArrayRef<unsigned> rhsDims,
                            ArrayRef<int64_t> outShape,
                            ArrayRef<unsigned> outDims) {
  MLIRContext *ctx = lhs.getContext();
  using utils::IteratorType;
  SmallVector<IteratorType> iterators(4, IteratorType::parallel);
  iterators.push_back(IteratorType::reduction);
  return tb.generic(
      {lhs, rhs}, tb.fill(outShape, 0.0),
      {dimsMap(ctx, lhsDims), dimsMap(ctx, rhsDims), dimsMap(ctx, outDims)},
      iterators, [](OpBuilder &b, Location l, ValueRange a) -> Value {
        return arith::AddFOp::create(b, l, a[2],
                                     arith::MulFOp::create(b, l, a[0], a[1]));
      });
}

Value Transformer::blockForward(StepContext &ctx, const BlockParams &p, Value x,
                                BlockSaved &s) {
  TensorBuilder &tb = ctx.tb();
  SmallVector<int64_t> hs = headShape(), ss = scoreShape();
  SmallVector<ReassociationIndices> split = {{0, 1}, {2, 3}};
  s.x = x;
  s.h = layerNormForward(tb, x, ctx.param(p.ln1Gain), ctx.param(p.ln1Shift),
                         s.ln1);
  Value q = linearForward(tb, s.h, ctx.param(p.wq), bias(ctx, p.bq));
  Value k = linearForward(tb, s.h, ctx.param(p.wk), bias(ctx, p.bk));
  Value v = linearForward(tb, s.h, ctx.param(p.wv), bias(ctx, p.bv));
  s.q4 = tb.expand(q, hs, split);
  s.k4 = tb.expand(k, hs, split);
  s.v4 = tb.expand(v, hs, split);

  // scores[b,h,i,j] = sum_d q[b,i,h,d] k[b,j,h,d], scaled, causally masked.
  Value scores =
      contract(tb, s.q4, {0, 2, 1, 4}, s.k4, {0, 3, 1, 4}, ss, {0, 1, 2, 3});
  double scale = 1.0 / std::sqrt(static_cast<double>(headDim));
  Value masked = tb.map(
      ss, {{scores}}, [&](OpBuilder &b, Location l, ValueRange a) -> Value {
        Value i = linalg::IndexOp::create(b, l, 2);
        Value j = linalg::IndexOp::create(b, l, 3);
        Value future =
            arith::CmpIOp::create(b, l, arith::CmpIPredicate::ugt, j, i);
        Value scaled = arith::MulFOp::create(
            b, l, a[0], TensorBuilder::scalar(b, l, scale));
        Value ninf = TensorBuilder::scalar(
            b, l, -std::numeric_limits<double>::infinity());
        return arith::SelectOp::create(b, l, future, ninf, scaled);
      });
  Value rowMax = tb.reduceLast(masked, ReduceKind::Max);
  Value e = tb.map(ss, {{masked}, {rowMax, Bcast::Rows}},
                   [](OpBuilder &b, Location l, ValueRange a) -> Value {
                     return math::ExpOp::create(
                         b, l, arith::SubFOp::create(b, l, a[0], a[1]));
                   });
  Value z = tb.reduceLast(e);
  s.probs = tb.map(ss, {{e}, {z, Bcast::Rows}},
                   [](OpBuilder &b, Location l, ValueRange a) -> Value {
                     return arith::DivFOp::create(b, l, a[0], a[1]);
                   });
  // ctx[b,i,h,d] = sum_j p[b,h,i,j] v[b,j,h,d]
  Value ctx4 =
      contract(tb, s.probs, {0, 2, 1, 4}, s.v4, {0, 4, 2, 3}, hs, {0, 1, 2, 3});
  s.ctx = tb.collapse(ctx4, split);
  Value o = linearForward(tb, s.ctx, ctx.param(p.wo), bias(ctx, p.bo));
  s.x1 = tb.add(x, o);

  s.h2 = layerNormForward(tb, s.x1, ctx.param(p.ln2Gain), ctx.param(p.ln2Shift),
                          s.ln2);
  s.u = linearForward(tb, s.h2, ctx.param(p.w1), bias(ctx, p.b1));
  s.a = activationForward(tb, opts.activation, s.u);
  Value m = linearForward(tb, s.a, ctx.param(p.w2), bias(ctx, p.b2));
  return tb.add(s.x1, m);
}

Value Transformer::blockBackward(StepContext &ctx, const BlockParams &p,
                                 const BlockSaved &s, Value dx2) {
  TensorBuilder &tb = ctx.tb();
  SmallVector<int64_t> hs = headShape(), ss = scoreShape();
  SmallVector<ReassociationIndices> split = {{0, 1}, {2, 3}};

  // MLP and its layer norm.
  LinearGrads g2 = linearBackward(tb, s.a, ctx.param(p.w2), dx2, opts.bias,
                                  /*needDx=*/true);
  setLinearGrads(ctx, g2, p.w2, p.b2);
  Value du = activationBackward(tb, opts.activation, s.u, g2.dx);
  LinearGrads g1 = linearBackward(tb, s.h2, ctx.param(p.w1), du, opts.bias,
                                  /*needDx=*/true);
  setLinearGrads(ctx, g1, p.w1, p.b1);
  LayerNormGrads ln2 =
      layerNormBackward(tb, s.ln2, ctx.param(p.ln2Gain), g1.dx);
  ctx.setGradient(p.ln2Gain, ln2.dgain);
  ctx.setGradient(p.ln2Shift, ln2.dshift);
  Value dx1 = tb.add(dx2, ln2.dx);

  // Attention.
  LinearGrads go = linearBackward(tb, s.ctx, ctx.param(p.wo), dx1, opts.bias,
                                  /*needDx=*/true);
  setLinearGrads(ctx, go, p.wo, p.bo);
  Value dctx4 = tb.expand(go.dx, hs, split);
  // dP[b,h,i,j] = sum_d dctx[b,i,h,d] v[b,j,h,d]
  Value dprobs =
      contract(tb, dctx4, {0, 2, 1, 4}, s.v4, {0, 3, 1, 4}, ss, {0, 1, 2, 3});
  // dv[b,j,h,d] = sum_i p[b,h,i,j] dctx[b,i,h,d]   (loops b, j, h, d, i)
  Value dv4 = contract(tb, s.probs, {0, 2, 4, 1}, dctx4, {0, 4, 2, 3}, hs,
                       {0, 1, 2, 3});
  // Softmax backward, with the score scale folded in.
  double scale = 1.0 / std::sqrt(static_cast<double>(headDim));
  Value rowDot = tb.reduceLast(tb.mul(s.probs, dprobs));
  Value dscores = tb.map(ss, {{s.probs}, {dprobs}, {rowDot, Bcast::Rows}},
                         [&](OpBuilder &b, Location l, ValueRange a) -> Value {
                           Value t = arith::SubFOp::create(b, l, a[1], a[2]);
                           t = arith::MulFOp::create(b, l, a[0], t);
                           return arith::MulFOp::create(
                               b, l, t, TensorBuilder::scalar(b, l, scale));
                         });
  // dq[b,i,h,d] = sum_j dS[b,h,i,j] k[b,j,h,d]   (loops b, i, h, d, j)
  Value dq4 =
      contract(tb, dscores, {0, 2, 1, 4}, s.k4, {0, 4, 2, 3}, hs, {0, 1, 2, 3});
  // dk[b,j,h,d] = sum_i dS[b,h,i,j] q[b,i,h,d]   (loops b, j, h, d, i)
  Value dk4 =
      contract(tb, dscores, {0, 2, 4, 1}, s.q4, {0, 4, 2, 3}, hs, {0, 1, 2, 3});
  LinearGrads gq = linearBackward(tb, s.h, ctx.param(p.wq),
                                  tb.collapse(dq4, split), opts.bias, true);
  setLinearGrads(ctx, gq, p.wq, p.bq);
  LinearGrads gk = linearBackward(tb, s.h, ctx.param(p.wk),
                                  tb.collapse(dk4, split), opts.bias, true);
  setLinearGrads(ctx, gk, p.wk, p.bk);
  LinearGrads gv = linearBackward(tb, s.h, ctx.param(p.wv),
                                  tb.collapse(dv4, split), opts.bias, true);
  setLinearGrads(ctx, gv, p.wv, p.bv);
  Value dh = tb.add(tb.add(gq.dx, gk.dx), gv.dx);
  LayerNormGrads ln1 = layerNormBackward(tb, s.ln1, ctx.param(p.ln1Gain), dh);
  ctx.setGradient(p.ln1Gain, ln1.dgain);
  ctx.setGradient(p.ln1Shift, ln1.dshift);
  return tb.add(dx1, ln1.dx);
}

Value Transformer::emit(StepContext &ctx) {
  TensorBuilder &tb = ctx.tb();
  MLIRContext *mctx = tb.builder().getContext();
  int64_t d = opts.dModel, v = opts.vocab;
  SmallVector<ReassociationIndices> flat = {{0, 1}};
  SmallVector<ReassociationIndices> bsd = {{0, 1}, {2}};

  // Embeddings: one-hot(tokens) @ wte + wpe[position].
  ctx.setScope("embedding");
  Value ids = tb.collapse(ctx.input(tokenInput), flat);
  Value onehot = oneHot(tb, ids, v);
  Value tok3 = tb.expand(tb.matmul(onehot, ctx.param(wte)),
                         {opts.batch, opts.seq, d}, bsd);
  AffineMap id3 = AffineMap::getMultiDimIdentityMap(3, mctx);
  AffineMap pos = AffineMap::get(
      3, 0, {getAffineDimExpr(1, mctx), getAffineDimExpr(2, mctx)}, mctx);
  Value x3 = tb.generic(
      {tok3, ctx.param(wpe)}, tb.empty({opts.batch, opts.seq, d}),
      {id3, pos, id3},
      SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
      [](OpBuilder &b, Location l, ValueRange a) -> Value {
        return arith::AddFOp::create(b, l, a[0], a[1]);
      });
  Value x = tb.collapse(x3, bsd);

  SmallVector<BlockSaved> saved(blocks.size());
  for (auto [l, p] : llvm::enumerate(blocks)) {
    ctx.setScope("h." + std::to_string(l));
    x = blockForward(ctx, p, x, saved[l]);
  }

  ctx.setScope("ln_f");
  LayerNormSaved lnfSaved;
  Value hf = layerNormForward(tb, x, ctx.param(lnfGain), ctx.param(lnfShift),
                              lnfSaved);
  ctx.setScope("lm_head");
  Value logits = opts.tieEmbeddings
                     ? tb.matmul(hf, tb.transpose(ctx.param(wte)))
                     : tb.matmul(hf, ctx.param(head));

  ctx.setScope("loss");
  Value labels = tb.collapse(ctx.input(targetInput), flat);
  LossAndGrad loss = opts.loss == LossKind::CrossEntropy
                         ? crossEntropy(tb, logits, labels)
                         : meanSquaredError(tb, logits, oneHot(tb, labels, v));

  ctx.setScope("lm_head.backward");
  Value dhf, dwteHead;
  if (opts.tieEmbeddings) {
    dwteHead = tb.matmul(tb.transpose(loss.dpred), hf);
    dhf = tb.matmul(loss.dpred, ctx.param(wte));
  } else {
    LinearGrads g = linearBackward(tb, hf, ctx.param(head), loss.dpred,
                                   /*hasBias=*/false, /*needDx=*/true);
    ctx.setGradient(head, g.dw);
    dhf = g.dx;
  }
  ctx.setScope("ln_f.backward");
  LayerNormGrads lnf = layerNormBackward(tb, lnfSaved, ctx.param(lnfGain), dhf);
  ctx.setGradient(lnfGain, lnf.dgain);
  ctx.setGradient(lnfShift, lnf.dshift);

  Value dx = lnf.dx;
  for (int64_t l = static_cast<int64_t>(blocks.size()) - 1; l >= 0; --l) {
    ctx.setScope("h." + std::to_string(l) + ".backward");
    dx = blockBackward(ctx, blocks[l], saved[l], dx);
  }

  ctx.setScope("embedding.backward");
  // dwpe[s,d] = sum_b dx[b,s,d]   (loops s, d, b)
  Value dx3 = tb.expand(dx, {opts.batch, opts.seq, d}, bsd);
  AffineMap byBatch =
      AffineMap::get(3, 0,
                     {getAffineDimExpr(2, mctx), getAffineDimExpr(0, mctx),
                      getAffineDimExpr(1, mctx)},
                     mctx);
  AffineMap sd = AffineMap::get(
      3, 0, {getAffineDimExpr(0, mctx), getAffineDimExpr(1, mctx)}, mctx);
  Value dwpe =
      tb.generic({dx3}, tb.fill({opts.seq, d}, 0.0), {byBatch, sd},
                 {utils::IteratorType::parallel, utils::IteratorType::parallel,
                  utils::IteratorType::reduction},
                 [](OpBuilder &b, Location l, ValueRange a) -> Value {
                   return arith::AddFOp::create(b, l, a[1], a[0]);
                 });
  ctx.setGradient(wpe, dwpe);
  Value dwte = tb.matmul(tb.transpose(onehot), dx);
  if (dwteHead)
    dwte = tb.add(dwte, dwteHead);
  ctx.setGradient(wte, dwte);
  (void)tokens;
  return loss.loss;
}

std::unique_ptr<Model> fsdpgen::createTransformer(const GenOptions &opts) {
  return std::make_unique<Transformer>(opts);
}
