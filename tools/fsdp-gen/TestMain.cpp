//===- TestMain.cpp - A runnable @main for a generated step ---------------===//

#include "TestMain.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace fsdpgen;

static constexpr int64_t kMultiplier = 2654435761;
static constexpr int64_t kSeedMultiplier = 97;
static constexpr int64_t kFloatModulus = 1000;
static constexpr int64_t kFloatCenter = 500;

/// Builds argument `seed` from its formula with a linalg.generic over its
/// shape.
static Value buildArgument(OpBuilder &b, Location loc, const ArgSpec &spec,
                           int64_t seed) {
  MLIRContext *ctx = b.getContext();
  RankedTensorType type = spec.type(ctx);
  unsigned rank = spec.shape.size();
  Value init =
      tensor::EmptyOp::create(b, loc, spec.shape, type.getElementType());
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto op = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{}, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange) {
        Type i64 = nb.getI64Type();
        auto cst = [&](int64_t v) -> Value {
          return arith::ConstantOp::create(nb, nl, nb.getI64IntegerAttr(v));
        };
        Value linear = cst(0);
        int64_t stride = 1;
        for (int64_t d = static_cast<int64_t>(rank) - 1; d >= 0; --d) {
          Value idx = arith::IndexCastOp::create(
              nb, nl, i64, linalg::IndexOp::create(nb, nl, d));
          linear = arith::AddIOp::create(
              nb, nl, linear, arith::MulIOp::create(nb, nl, idx, cst(stride)));
          stride *= spec.shape[d];
        }
        bool ids = spec.elementKind == 'i';
        Value r = arith::AddIOp::create(
            nb, nl, arith::MulIOp::create(nb, nl, linear, cst(kMultiplier)),
            cst(seed * kSeedMultiplier));
        r = arith::RemSIOp::create(nb, nl, r,
                                   cst(ids ? spec.modulus : kFloatModulus));
        Value result = r;
        if (!ids) {
          Value centered = arith::SubIOp::create(nb, nl, r, cst(kFloatCenter));
          Value f = arith::SIToFPOp::create(nb, nl, nb.getF32Type(), centered);
          f = arith::MulFOp::create(
              nb, nl, f,
              arith::ConstantOp::create(nb, nl,
                                        nb.getF32FloatAttr(spec.initScale)));
          if (spec.initOffset != 0.0)
            f = arith::AddFOp::create(
                nb, nl, f,
                arith::ConstantOp::create(nb, nl,
                                          nb.getF32FloatAttr(spec.initOffset)));
          if (spec.elementKind == 'b')
            f = arith::TruncFOp::create(nb, nl, nb.getBF16Type(), f);
          result = f;
        }
        linalg::YieldOp::create(nb, nl, result);
      });
  return op.getResult(0);
}

/// Prints a float tensor as the bit patterns of its f32 values.
static void printBits(OpBuilder &b, Location loc, Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  if (!type.getElementType().isF32()) {
    type = RankedTensorType::get(type.getShape(), b.getF32Type());
    v = arith::ExtFOp::create(b, loc, type, v);
  }
  auto bitsType = RankedTensorType::get(type.getShape(), b.getI32Type());
  Value bits = arith::BitcastOp::create(b, loc, bitsType, v);
  Value unranked = tensor::CastOp::create(
      b, loc, UnrankedTensorType::get(b.getI32Type()), bits);
  func::CallOp::create(b, loc, "printMemrefI32", TypeRange{},
                       ValueRange{unranked});
}

void fsdpgen::emitTestMain(ModuleOp module, ArrayRef<ArgSpec> args,
                           unsigned numParams, const GenOptions &opts) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  Location loc = NameLoc::get(StringAttr::get(ctx, "test_main"));
  b.setInsertionPointToEnd(module.getBody());

  auto printType =
      b.getFunctionType({UnrankedTensorType::get(b.getI32Type())}, {});
  auto print = func::FuncOp::create(b, loc, "printMemrefI32", printType);
  print.setPrivate();

  auto step = module.lookupSymbol<func::FuncOp>("train_step");
  auto main = func::FuncOp::create(b, loc, "main", b.getFunctionType({}, {}));
  b.setInsertionPointToEnd(main.addEntryBlock());

  SmallVector<Value> values;
  for (auto [i, spec] : llvm::enumerate(args))
    values.push_back(buildArgument(b, loc, spec, i));

  auto call = func::CallOp::create(b, loc, step, values);
  for (Value r : call.getResults())
    printBits(b, loc, r);

  if (opts.testMain == TestMainKind::FiniteDiff) {
    for (unsigned p = 0; p < numParams; ++p) {
      const ArgSpec &spec = args[p];
      int64_t numel = spec.numElements();
      for (int64_t k = 0; k < opts.fdProbes; ++k) {
        int64_t linear = (k * 7919 + static_cast<int64_t>(p) * 104729) % numel;
        SmallVector<Value> coords(spec.shape.size());
        int64_t rest = linear;
        for (int64_t d = static_cast<int64_t>(spec.shape.size()) - 1; d >= 0;
             --d) {
          coords[d] =
              arith::ConstantIndexOp::create(b, loc, rest % spec.shape[d]);
          rest /= spec.shape[d];
        }
        Value old = tensor::ExtractOp::create(b, loc, values[p], coords);
        for (double sign : {1.0, -1.0}) {
          Value moved = arith::AddFOp::create(
              b, loc, old,
              arith::ConstantOp::create(b, loc,
                                        b.getF32FloatAttr(sign * opts.fdEps)));
          SmallVector<Value> probeArgs(values);
          probeArgs[p] =
              tensor::InsertOp::create(b, loc, moved, values[p], coords);
          auto probe = func::CallOp::create(b, loc, step, probeArgs);
          printBits(b, loc, probe.getResults().back());
        }
      }
    }
  }
  func::ReturnOp::create(b, loc);
}
