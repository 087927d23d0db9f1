//===- TestMain.cpp - A runnable @main for a generated step ---------------===//

#include "TestMain.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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

/// One loop over every probe j (parameter p = j / (2 * probes), probe
/// k = (j / 2) mod probes, + for even j, - for odd j) with a single call of
/// the step: every parameter gets its probed entry moved by delta, which is
/// +-eps for the probed parameter and 0 (an exact no-op) for the others.
static void emitProbeLoop(OpBuilder &b, Location loc, func::FuncOp step,
                          ArrayRef<Value> values, ArrayRef<ArgSpec> args,
                          unsigned numParams, const GenOptions &opts) {
  auto idx = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  int64_t probes = opts.fdProbes;
  auto loop =
      scf::ForOp::create(b, loc, idx(0), idx(2 * probes * numParams), idx(1));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value j = loop.getInductionVar();
  Value probe = arith::DivUIOp::create(b, loc, j, idx(2));
  Value minus =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                            arith::RemUIOp::create(b, loc, j, idx(2)), idx(1));
  Value target = arith::DivUIOp::create(b, loc, probe, idx(probes));
  Value k = arith::RemUIOp::create(b, loc, probe, idx(probes));
  auto f32 = [&](double v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v));
  };
  Value delta =
      arith::SelectOp::create(b, loc, minus, f32(-opts.fdEps), f32(opts.fdEps));

  SmallVector<Value> probeArgs(values);
  for (unsigned p = 0; p < numParams; ++p) {
    const ArgSpec &spec = args[p];
    Value linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, k, idx(7919)),
        idx(static_cast<int64_t>(p) * 104729));
    Value rest =
        arith::RemUIOp::create(b, loc, linear, idx(spec.numElements()));
    SmallVector<Value> coords(spec.shape.size());
    for (int64_t d = static_cast<int64_t>(spec.shape.size()) - 1; d >= 0; --d) {
      coords[d] = arith::RemUIOp::create(b, loc, rest, idx(spec.shape[d]));
      rest = arith::DivUIOp::create(b, loc, rest, idx(spec.shape[d]));
    }
    Value isTarget =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, target, idx(p));
    Value move = arith::SelectOp::create(b, loc, isTarget, delta, f32(0.0));
    Value old = tensor::ExtractOp::create(b, loc, values[p], coords);
    Value moved = arith::AddFOp::create(b, loc, old, move);
    probeArgs[p] = tensor::InsertOp::create(b, loc, moved, values[p], coords);
  }
  auto call = func::CallOp::create(b, loc, step, probeArgs);
  printBits(b, loc, call.getResults().back());
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

  if (opts.testMain == TestMainKind::FiniteDiff)
    emitProbeLoop(b, loc, step, values, args, numParams, opts);
  func::ReturnOp::create(b, loc);
}
