//===- ApproximateMath.cpp - Vectorizable f32 exp, erf and tanh -----------===//
//
// libm's expf, erff and tanhf are scalar calls that keep a loop over a GELU
// or a softmax from vectorizing. Upstream's polynomial approximations are
// arith and math.fma only; this pass applies them to f32 exp, erf and tanh,
// with exp's results below the smallest normal float computed instead of
// flushed to zero, and asks for 512-bit vectors in the functions that hold
// them.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPAPPROXIMATEMATH
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// A constant f32 of `type`'s shape.
Value splat(OpBuilder &b, Location loc, Type type, float value) {
  TypedAttr scalar = b.getF32FloatAttr(value);
  if (auto shaped = dyn_cast<ShapedType>(type))
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(shaped, ArrayRef<Attribute>(scalar)));
  return arith::ConstantOp::create(b, loc, scalar);
}

/// exp(x) as exp(x - c) * exp(c) with c = 64 ln 2 * sign(x) where |x| > 80.
/// Upstream's approximation builds 2^n from the exponent bits: it returns 0
/// for n < -126 (every subnormal result) and loses up to 5 ulp as n nears
/// 127. At x - c the result is normal and n far from both ends; the product
/// rounds once (into the subnormal range where it falls there). For |x| in
/// (80, 104], the x that take this path and neither underflow to 0 nor
/// overflow, x is a multiple of 2^-17 and c (|c| in [32, 64)) of 2^-18, so
/// x - c, |x - c| in (35, 60), is exact: the error is the approximation's
/// at x - c, exp(c)'s rounding to f32 (2^-24 relative) and the product's.
/// Elsewhere the scale is 1 and x - 0 is x.
void scaleExtremes(math::ExpOp exp) {
  OpBuilder b(exp);
  Location loc = exp.getLoc();
  Type type = exp.getType();
  Value x = exp.getOperand();
  const double c = 64 * std::log(2.0);
  auto constant = [&](double value) {
    return splat(b, loc, type, float(value));
  };
  auto select = [&](Value condition, Value a, Value b2) {
    return arith::SelectOp::create(b, loc, condition, a, b2).getResult();
  };
  // One op per statement: the IR's order does not depend on the order in
  // which a compiler evaluates arguments.
  Value lowBound = constant(-80);
  Value low =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, lowBound);
  Value highBound = constant(80);
  Value high =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, highBound);
  const float shiftBy = float(c);
  Value zero = constant(0);
  Value up = constant(shiftBy);
  Value down = constant(-shiftBy);
  Value shiftHigh = select(high, up, zero);
  Value shift = select(low, down, shiftHigh);
  Value one = constant(1);
  Value grow = constant(std::exp(double(shiftBy)));
  Value shrink = constant(std::exp(-double(shiftBy)));
  Value scaleHigh = select(high, grow, one);
  Value scale = select(low, shrink, scaleHigh);
  Value reduced = arith::SubFOp::create(b, loc, x, shift);
  Value approx = math::ExpOp::create(b, loc, reduced);
  Value result = arith::MulFOp::create(b, loc, approx, scale);
  exp.replaceAllUsesWith(result);
  exp.erase();
}

/// Asks LLVM's loop vectorizer for vectors of 512 bits in `fn` (where the
/// CPU has them). Its x86 tuning otherwise stops at 256 bits on AVX-512
/// CPUs, for the older ones' clock penalty of 512-bit instructions; the
/// polynomials are about 30 vector operations per vector of results, so a
/// loop over them is bound by its instructions, not its memory, and 512-bit
/// vectors halve them (a softmax's exp over 128 x 32768 f32: 2.8 to 2.0 ms
/// on the Sapphire Rapids of bench/RESULTS.md). The results do not depend on
/// the width: every lane runs the same IEEE operations, nothing is
/// reassociated. A function that already names a width keeps it.
void preferWideVectors(FunctionOpInterface fn) {
  MLIRContext *ctx = fn->getContext();
  StringAttr key = StringAttr::get(ctx, "prefer-vector-width");
  SmallVector<Attribute> passthrough;
  if (auto old = fn->getAttrOfType<ArrayAttr>("passthrough"))
    passthrough.assign(old.begin(), old.end());
  for (Attribute entry : passthrough)
    if (auto pair = dyn_cast<ArrayAttr>(entry);
        pair && pair.size() == 2 && pair[0] == key)
      return;
  passthrough.push_back(
      ArrayAttr::get(ctx, {key, StringAttr::get(ctx, "512")}));
  fn->setAttr("passthrough", ArrayAttr::get(ctx, passthrough));
}

struct FSDPApproximateMathPass
    : public fsdp::impl::FSDPApproximateMathBase<FSDPApproximateMathPass> {
  void runOnOperation() override {
    SmallVector<math::ExpOp> exps;
    getOperation()->walk([&](math::ExpOp exp) {
      if (fsdp::isApproximatedMath(exp))
        exps.push_back(exp);
    });
    for (math::ExpOp exp : exps)
      scaleExtremes(exp);

    // Only the f32 ones (the cost model's isApproximatedMath): upstream's
    // patterns would also widen f16 and bf16 to f32, which the pass does
    // not promise (it leaves them to libm).
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (fsdp::isApproximatedMath(op))
        ops.push_back(op);
    });
    if (ops.empty())
      return;
    for (Operation *op : ops)
      if (auto fn = op->getParentOfType<FunctionOpInterface>())
        preferWideVectors(fn);
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, [](StringRef name) {
      return name == math::ExpOp::getOperationName() ||
             name == math::ErfOp::getOperationName() ||
             name == math::TanhOp::getOperationName();
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    config.enableFolding(false);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
