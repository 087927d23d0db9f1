//===- TensorBuilder.cpp - Tensor-level op helpers for fsdp-gen -----------===//

#include "TensorBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <limits>

using namespace mlir;
using namespace fsdpgen;

RankedTensorType TensorBuilder::f32Type(ArrayRef<int64_t> shape) {
  return RankedTensorType::get(shape, b.getF32Type());
}

ArrayRef<int64_t> TensorBuilder::shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

Value TensorBuilder::empty(ArrayRef<int64_t> shape, Type elementType) {
  if (!elementType)
    elementType = b.getF32Type();
  return tensor::EmptyOp::create(b, loc, shape, elementType);
}

Value TensorBuilder::fill(ArrayRef<int64_t> shape, double value) {
  Value init = empty(shape);
  Value cst = scalar(b, loc, value);
  return linalg::FillOp::create(b, loc, ValueRange{cst}, ValueRange{init})
      .getResult(0);
}

Value TensorBuilder::splat(ArrayRef<int64_t> shape, double value) {
  auto type = f32Type(shape);
  auto attr = DenseElementsAttr::get(type, b.getF32FloatAttr(value));
  return arith::ConstantOp::create(b, loc, type, attr);
}

Value TensorBuilder::scalar(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

Value TensorBuilder::add(Value x, Value y) {
  return arith::AddFOp::create(b, loc, x, y);
}
Value TensorBuilder::sub(Value x, Value y) {
  return arith::SubFOp::create(b, loc, x, y);
}
Value TensorBuilder::mul(Value x, Value y) {
  return arith::MulFOp::create(b, loc, x, y);
}
Value TensorBuilder::div(Value x, Value y) {
  return arith::DivFOp::create(b, loc, x, y);
}

Value TensorBuilder::scale(Value x, double c) {
  return mul(x, splat(shapeOf(x), c));
}

Value TensorBuilder::scaleBy(Value x, Value s) {
  return map(shapeOf(x), {{x}, {s, Bcast::Scalar}},
             [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
               return arith::MulFOp::create(nb, nl, a[0], a[1]);
             });
}

Value TensorBuilder::matmul(Value x, Value y) {
  ArrayRef<int64_t> xs = shapeOf(x), ys = shapeOf(y);
  assert(xs.size() == 2 && ys.size() == 2 && xs[1] == ys[0] && "bad matmul");
  Value init = fill({xs[0], ys[1]}, 0.0);
  return linalg::MatmulOp::create(b, loc, TypeRange{init.getType()},
                                  ValueRange{x, y}, ValueRange{init})
      .getResult(0);
}

Value TensorBuilder::transpose(Value x) {
  ArrayRef<int64_t> xs = shapeOf(x);
  Value init = empty({xs[1], xs[0]});
  return linalg::TransposeOp::create(b, loc, x, init, ArrayRef<int64_t>{1, 0})
      .getResult()[0];
}

/// (d0, ..., d{rank-1}) -> (d0, ..., d{rank-2}).
static AffineMap dropLastMap(MLIRContext *ctx, unsigned rank) {
  SmallVector<AffineExpr> exprs;
  for (unsigned i = 0; i + 1 < rank; ++i)
    exprs.push_back(getAffineDimExpr(i, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

/// The indexing map of a `Bcast` operand in a rank-`rank` iteration space.
static AffineMap bcastMap(MLIRContext *ctx, unsigned rank, Bcast bcast) {
  switch (bcast) {
  case Bcast::Full:
    return AffineMap::getMultiDimIdentityMap(rank, ctx);
  case Bcast::Rows:
    return dropLastMap(ctx, rank);
  case Bcast::Cols:
    return AffineMap::get(rank, 0, getAffineDimExpr(rank - 1, ctx));
  case Bcast::Scalar:
    return AffineMap::get(rank, 0, ctx);
  }
  llvm_unreachable("unknown broadcast");
}

Value TensorBuilder::map(ArrayRef<int64_t> shape, ArrayRef<MapOperand> ins,
                         MapBody body, Type resultElementType) {
  MLIRContext *ctx = b.getContext();
  unsigned rank = shape.size();
  SmallVector<AffineMap> maps;
  SmallVector<Value> inputs;
  for (const MapOperand &in : ins) {
    inputs.push_back(in.value);
    maps.push_back(bcastMap(ctx, rank, in.bcast));
  }
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  Value init = empty(shape, resultElementType);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto op = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value r = body(nb, nl, args.drop_back());
        linalg::YieldOp::create(nb, nl, r);
      });
  return op.getResult(0);
}

Value TensorBuilder::generic(ArrayRef<Value> ins, Value init,
                             ArrayRef<AffineMap> maps,
                             ArrayRef<utils::IteratorType> iterators,
                             MapBody body) {
  auto op = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ins, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value r = body(nb, nl, args);
        linalg::YieldOp::create(nb, nl, r);
      });
  return op.getResult(0);
}

/// Reduces `x` into `outShape` through `outMap`, accumulating with `kind`.
static Value reduceInto(TensorBuilder &tb, Value x, ArrayRef<int64_t> outShape,
                        AffineMap outMap,
                        ArrayRef<utils::IteratorType> iterators,
                        ReduceKind kind) {
  MLIRContext *ctx = x.getContext();
  unsigned rank = TensorBuilder::shapeOf(x).size();
  double initValue =
      kind == ReduceKind::Sum ? 0.0 : -std::numeric_limits<double>::infinity();
  Value init = tb.fill(outShape, initValue);
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx),
                                 outMap};
  return tb.generic({x}, init, maps, iterators,
                    [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                      if (kind == ReduceKind::Sum)
                        return arith::AddFOp::create(nb, nl, a[0], a[1]);
                      return arith::MaximumFOp::create(nb, nl, a[0], a[1]);
                    });
}

Value TensorBuilder::reduceLast(Value x, ReduceKind kind) {
  ArrayRef<int64_t> xs = shapeOf(x);
  unsigned rank = xs.size();
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.back() = utils::IteratorType::reduction;
  return reduceInto(*this, x, xs.drop_back(), dropLastMap(b.getContext(), rank),
                    iterators, kind);
}

Value TensorBuilder::sumLeading(Value x) {
  ArrayRef<int64_t> xs = shapeOf(x);
  unsigned rank = xs.size();
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  iterators.back() = utils::IteratorType::parallel;
  return reduceInto(*this, x, xs.take_back(),
                    bcastMap(b.getContext(), rank, Bcast::Cols), iterators,
                    ReduceKind::Sum);
}

Value TensorBuilder::sumAll(Value x) {
  unsigned rank = shapeOf(x).size();
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  return reduceInto(*this, x, {}, AffineMap::get(rank, 0, b.getContext()),
                    iterators, ReduceKind::Sum);
}

Value TensorBuilder::expand(Value x, ArrayRef<int64_t> shape,
                            ArrayRef<ReassociationIndices> reassociation) {
  auto type = RankedTensorType::get(
      shape, cast<RankedTensorType>(x.getType()).getElementType());
  return tensor::ExpandShapeOp::create(b, loc, type, x, reassociation);
}

Value TensorBuilder::collapse(Value x,
                              ArrayRef<ReassociationIndices> reassociation) {
  return tensor::CollapseShapeOp::create(b, loc, x, reassociation);
}
