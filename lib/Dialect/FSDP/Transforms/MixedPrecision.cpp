//===- MixedPrecision.cpp - Gather and compute in a narrower type ---------===//
//
// FSDP2's MixedPrecisionPolicy on a sharded step: the compute (everything
// that flows into a gradient reduction or the loss before any reduction) is
// retyped from f32 to param-dtype in place, with conversions where a value
// crosses into or out of it, and gradient reductions run in reduce-dtype.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_MIXEDPRECISIONPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

Type getFloatType(MLIRContext *ctx, FloatDtype dtype) {
  switch (dtype) {
  case FloatDtype::F32:
    return Float32Type::get(ctx);
  case FloatDtype::BF16:
    return BFloat16Type::get(ctx);
  case FloatDtype::F16:
    return Float16Type::get(ctx);
  }
  llvm_unreachable("unknown dtype");
}

/// `type` (a scalar or a shaped type) with its element type `to`.
Type withElementType(Type type, Type to) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(to);
  return to;
}

/// Whether `type` is f32 or a shaped type of f32: what the policy narrows.
bool isF32Based(Type type) { return getElementTypeOrSelf(type).isF32(); }

/// Whether `op` is a collective reduction in tensor form (`fsdp.all_reduce`,
/// `fsdp.reduce_scatter`).
bool isReduction(Operation *op) {
  auto coll = dyn_cast<CollectiveOpInterface>(op);
  if (!coll)
    return false;
  CollectiveKind kind = coll.getCollectiveKind();
  return kind == CollectiveKind::AllReduce ||
         kind == CollectiveKind::ReduceScatter;
}

/// `attr` (a float or dense float attribute) converted to element type `to`
/// by rounding to nearest even; null when it is no such attribute.
TypedAttr convertFloatAttr(TypedAttr attr, Type to) {
  auto floatTo = dyn_cast<FloatType>(to);
  if (!floatTo)
    return {};
  auto convert = [&](APFloat value) {
    bool losesInfo = false;
    value.convert(floatTo.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    return value;
  };
  if (auto scalar = dyn_cast<FloatAttr>(attr))
    return FloatAttr::get(to, convert(scalar.getValue()));
  if (auto dense = dyn_cast<DenseFPElementsAttr>(attr))
    return dense.mapValues(
        to, [&](const APFloat &v) { return convert(v).bitcastToAPInt(); });
  return {};
}

/// `value` converted to `to` (same shape, another float element type):
/// constants and `tensor.empty` are recreated in the new type, other values
/// widened or rounded (to nearest even), through f32 between two types of
/// one width (bf16 and f16).
Value convertFloat(OpBuilder &b, Location loc, Value value, Type to) {
  if (value.getType() == to)
    return value;
  Type toElement = getElementTypeOrSelf(to);
  if (auto cst = value.getDefiningOp<arith::ConstantOp>())
    if (TypedAttr attr = convertFloatAttr(cst.getValue(), toElement))
      return arith::ConstantOp::create(b, loc, to, attr);
  if (auto empty = value.getDefiningOp<tensor::EmptyOp>())
    return tensor::EmptyOp::create(b, loc, cast<RankedTensorType>(to),
                                   empty.getDynamicSizes());
  unsigned fromWidth =
      getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
  unsigned toWidth = toElement.getIntOrFloatBitWidth();
  if (fromWidth < toWidth)
    return arith::ExtFOp::create(b, loc, to, value);
  Type f32 = Float32Type::get(b.getContext());
  // From f64, through f32: the value the f32 step had, rounded once more
  // (and no f64 -> bf16 routine, which the JIT's C runtime may lack).
  if (fromWidth > 32 && toWidth < 32)
    value = arith::TruncFOp::create(b, loc, withElementType(to, f32), value);
  if (fromWidth > toWidth)
    return arith::TruncFOp::create(b, loc, to, value);
  Value wide = arith::ExtFOp::create(b, loc, withElementType(to, f32), value);
  return arith::TruncFOp::create(b, loc, to, wide);
}

/// Whether a `linalg` op accumulates: it has reduction loops, so its init
/// and result stay f32 and only its inputs are narrowed.
bool isAccumulating(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.getNumReductionLoops() > 0;
}

/// Whether `op` or an op in its regions has an f32 operand or result, or a
/// region argument of f32: only those ops take part in the policy.
bool touchesF32(Operation *op) {
  bool found = false;
  op->walk([&](Operation *inner) {
    for (Type t : inner->getOperandTypes())
      found |= isF32Based(t);
    for (Type t : inner->getResultTypes())
      found |= isF32Based(t);
    for (Region &region : inner->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          found |= isF32Based(arg.getType());
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

/// Why `op` (of the compute, or nested in an op of it) has no form in the
/// narrower type; empty when it has one.
std::string whyNotRetypable(Operation *op, bool nested) {
  // Its accumulators must stay f32 (or the reduce type), which narrowing the
  // loop as a whole would not keep.
  if (op->hasAttr(FSDPDialect::kMicrobatchLoopAttrName))
    return "it is fsdp-accumulate's microbatch loop, which the policy does "
           "not enter (the forward and backward in it compute in f32)";
  if (auto step = dyn_cast<StepOpInterface>(op))
    if (std::optional<std::string> why = step.getNarrowingBlocker(nested))
      return *why;
  if (isa<arith::BitcastOp, tensor::BitcastOp>(op))
    return (nested ? "its body holds '" : "'") +
           op->getName().getStringRef().str() +
           "', which reinterprets the bits of f32 values";
  // Dialects whose ops only compute with, or forward, their values' types.
  Dialect *dialect = op->getDialect();
  bool elementwise =
      dialect &&
      isa<arith::ArithDialect, math::MathDialect, tensor::TensorDialect,
          scf::SCFDialect, bufferization::BufferizationDialect>(dialect);
  if (nested) {
    // Control flow (scf) only forwards its values' types, and so do the
    // tensor ops of a loop body (a scatter-add's extract, insert and
    // slices); ops that touch no f32 (cf.assert checks of indices) are
    // unaffected.
    if (elementwise || isa<linalg::YieldOp, linalg::IndexOp>(op) ||
        !touchesF32(op))
      return "";
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && linalgOp.hasPureTensorSemantics())
      return "";
    return "its body holds '" + op->getName().getStringRef().str() +
           "', which has no narrower form here";
  }
  if (auto coll = dyn_cast<CollectiveOpInterface>(op)) {
    if (coll.getCollectiveKind() == CollectiveKind::AllGather &&
        !coll.isAsync() && !coll.isBufferForm())
      return "";
    return "only blocking tensor all-gathers of the compute are narrowed";
  }
  if (isa<linalg::LinalgOp>(op) || elementwise) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && !linalgOp.hasPureTensorSemantics())
      return "it works on buffers";
    std::string why;
    for (Region &region : op->getRegions())
      region.walk([&](Operation *inner) {
        if (why.empty())
          why = whyNotRetypable(inner, /*nested=*/true);
      });
    return why;
  }
  return "'" + op->getName().getStringRef().str() +
         "' has no narrower form here";
}

class MixedPrecision {
public:
  MixedPrecision(func::FuncOp func, const TrainingStepContract &step,
                 Type computeType, Type reduceType)
      : func(func), step(step), body(&func.getBody().front()),
        computeType(computeType), reduceType(reduceType),
        builder(func.getContext()) {}

  void run();

private:
  void findReductions();
  void findCompute();
  void collectExits();
  void convertEntries();
  void retype();
  void retypeNested(Operation *op);
  void retypeAccumulating(linalg::LinalgOp op);
  void convertExits();
  void findGradientChains();
  void narrowGradientReductions();

  /// The narrowed type of `type` when it is f32-based, else `type`.
  Type narrow(Type type) const {
    return isF32Based(type) ? withElementType(type, computeType) : type;
  }
  bool inCompute(Operation *op) const { return compute.contains(op); }

  func::FuncOp func;
  const TrainingStepContract &step;
  Block *body;
  Type computeType;
  Type reduceType;
  OpBuilder builder;

  /// Collective reductions of the body, in order.
  SmallVector<Operation *> reductions;
  /// Ops at or after a reduction (reading a reduced value): the update.
  llvm::DenseSet<Operation *> downstream;
  /// The compute, in program order.
  llvm::SetVector<Operation *> compute;
  /// Uses outside the compute of values it produces, with the type they
  /// had before the policy (what the user expects).
  SmallVector<std::pair<OpOperand *, Type>> exits;
  /// Chains of gradient reductions (a reduction and the reductions of its
  /// result), each run in the reduce type.
  SmallVector<SmallVector<Operation *>> gradientChains;
  llvm::DenseSet<Operation *> gradientHeads;
  /// Constants and empty tensors recreated in the narrower type, erased at
  /// the end when nothing reads the f32 one any more.
  llvm::SetVector<Operation *> recreated;
};

} // namespace

void MixedPrecision::findReductions() {
  for (Operation &op : *body)
    if (isReduction(&op))
      reductions.push_back(&op);
  SmallVector<Operation *> worklist(reductions);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!downstream.insert(op).second)
      continue;
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (Operation *top = body->findAncestorOpInBlock(*user))
          if (!downstream.contains(top))
            worklist.push_back(top);
  }
}

void MixedPrecision::findCompute() {
  auto ret = cast<func::ReturnOp>(body->getTerminator());
  SmallVector<Value> worklist;
  for (Operation *reduction : reductions) {
    Value input = cast<CollectiveOpInterface>(reduction).getInput();
    Operation *def = input.getDefiningOp();
    // A reduction of a reduced value (the update's norm for clipping, the
    // outer all-reduce of hybrid sharding) is not fed by the compute.
    if (!def || !downstream.contains(def))
      worklist.push_back(input);
  }
  if (std::optional<unsigned> loss = step.getLossResult())
    worklist.push_back(ret.getOperand(*loss));

  llvm::DenseSet<Operation *> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != body || isReduction(def) ||
        !seen.insert(def).second)
      continue;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
        linalgOp && isAccumulating(def)) {
      // The init of an accumulation is part of the f32 accumulator, not of
      // the compute, unless the compute reaches it another way.
      for (OpOperand *input : linalgOp.getDpsInputOperands())
        worklist.push_back(input->get());
    } else {
      llvm::append_range(worklist, def->getOperands());
    }
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(def->getRegions(), captured);
    llvm::append_range(worklist, captured);
  }

  for (Operation &op : *body) {
    if (!seen.contains(&op) || !touchesF32(&op))
      continue;
    // Constants and empty tensors are recreated in the narrower type
    // (convertFloat), never narrowed in place: the update may read the same
    // f32 constant.
    if (isa<arith::ConstantOp, tensor::EmptyOp>(op))
      continue;
    std::string why = whyNotRetypable(&op, /*nested=*/false);
    if (!why.empty()) {
      op.emitRemark() << "fsdp-mixed-precision: kept in f32 between "
                         "conversions: "
                      << why;
      continue;
    }
    compute.insert(&op);
  }
}

void MixedPrecision::collectExits() {
  for (Operation *op : compute) {
    for (Value result : op->getResults()) {
      if (!isF32Based(result.getType()))
        continue;
      for (OpOperand &use : result.getUses()) {
        Operation *owner = use.getOwner();
        Operation *top = body->findAncestorOpInBlock(*owner);
        bool wantsOriginal = !top || !inCompute(top);
        if (!wantsOriginal && isAccumulating(top)) {
          auto linalgOp = cast<linalg::LinalgOp>(top);
          // The accumulator's init, and values its f32 body reads.
          wantsOriginal = owner != top || linalgOp.isDpsInit(&use);
        }
        // A gradient goes to its reduction in the reduce type directly.
        if (gradientHeads.contains(owner) && use.getOperandNumber() == 0)
          exits.push_back(
              {&use, withElementType(result.getType(), reduceType)});
        else if (wantsOriginal)
          exits.push_back({&use, result.getType()});
      }
    }
  }
}

void MixedPrecision::convertEntries() {
  // One conversion per value, right after its definition (at the entry for
  // a function argument): a parameter shard's cast then does not pin its
  // all-gather, which fsdp-schedule can still prefetch as early as in f32,
  // and a shard gathered twice (forward and backward) is cast once.
  llvm::DenseMap<Value, Value> converted;
  llvm::DenseMap<Block *, Operation *> lastArgumentCast;
  auto convert = [&](Value value) {
    auto [it, inserted] = converted.try_emplace(value);
    if (!inserted)
      return it->second;
    Operation *def = value.getDefiningOp();
    if (isa_and_nonnull<arith::ConstantOp, tensor::EmptyOp>(def))
      recreated.insert(def);
    OpBuilder::InsertionGuard guard(builder);
    if (def)
      builder.setInsertionPointAfter(def);
    else if (Operation *previous = lastArgumentCast[value.getParentBlock()])
      builder.setInsertionPointAfter(previous); // Keep the argument order.
    else
      builder.setInsertionPointToStart(value.getParentBlock());
    it->second =
        convertFloat(builder, value.getLoc(), value, narrow(value.getType()));
    if (!def)
      lastArgumentCast[value.getParentBlock()] = it->second.getDefiningOp();
    return it->second;
  };
  auto entersCompute = [&](Value value) {
    if (!isF32Based(value.getType()))
      return false;
    Operation *def = value.getDefiningOp();
    return !def || !inCompute(def);
  };
  for (Operation *op : compute) {
    if (isAccumulating(op)) {
      for (OpOperand *input : cast<linalg::LinalgOp>(op).getDpsInputOperands())
        if (entersCompute(input->get()))
          input->set(convert(input->get()));
      continue;
    }
    for (OpOperand &operand : op->getOpOperands())
      if (entersCompute(operand.get()))
        operand.set(convert(operand.get()));
    // Values of the function body read inside the op's regions.
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value value : captured) {
      if (!entersCompute(value))
        continue;
      Value narrowed = convert(value);
      for (Region &region : op->getRegions())
        replaceAllUsesInRegionWith(value, narrowed, region);
    }
  }
}

void MixedPrecision::retypeNested(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      for (BlockArgument arg : block.getArguments())
        arg.setType(narrow(arg.getType()));
      for (Operation &inner : llvm::make_early_inc_range(block)) {
        if (auto cst = dyn_cast<arith::ConstantOp>(inner);
            cst && isF32Based(cst.getType())) {
          builder.setInsertionPoint(cst);
          Value narrowed =
              convertFloat(builder, cst.getLoc(), cst, narrow(cst.getType()));
          cst.replaceAllUsesWith(narrowed);
          cst.erase();
          continue;
        }
        retypeNested(&inner);
        if (isa<arith::ExtFOp, arith::TruncFOp>(inner)) {
          // A conversion whose source or result changed type: rebuilt from
          // its (possibly narrowed) source to its narrowed result.
          Value source = inner.getOperand(0);
          Type to = narrow(inner.getResult(0).getType());
          builder.setInsertionPoint(&inner);
          Value replacement = convertFloat(builder, inner.getLoc(), source, to);
          inner.getResult(0).replaceAllUsesWith(replacement);
          inner.erase();
          continue;
        }
        for (Value result : inner.getResults())
          result.setType(narrow(result.getType()));
      }
    }
}

void MixedPrecision::retypeAccumulating(linalg::LinalgOp op) {
  Block *block = op.getBlock();
  builder.setInsertionPointToStart(block);
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    Type element = getElementTypeOrSelf(input->get().getType());
    if (!arg || arg.getType() == element || !isF32Based(arg.getType()))
      continue;
    // The body computes in f32 as before, on the widened narrow inputs.
    arg.setType(element);
    Value wide = convertFloat(builder, op.getLoc(), arg,
                              Float32Type::get(op.getContext()));
    arg.replaceAllUsesExcept(wide, wide.getDefiningOp());
  }
  // The accumulated result is rounded once for every later user; the exits
  // recorded on it widen it back where f32 is wanted.
  builder.setInsertionPointAfter(op);
  for (Value result : op->getResults()) {
    if (!isF32Based(result.getType()) || result.use_empty())
      continue;
    Value rounded =
        convertFloat(builder, op.getLoc(), result, narrow(result.getType()));
    result.replaceAllUsesExcept(rounded, rounded.getDefiningOp());
  }
}

void MixedPrecision::retype() {
  for (Operation *op : compute) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
        linalgOp && isAccumulating(op)) {
      retypeAccumulating(linalgOp);
      continue;
    }
    if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
      Value source = op->getOperand(0);
      Type to = narrow(op->getResult(0).getType());
      builder.setInsertionPoint(op);
      Value replacement = convertFloat(builder, op->getLoc(), source, to);
      op->getResult(0).replaceAllUsesWith(replacement);
      continue;
    }
    retypeNested(op);
    for (Value result : op->getResults())
      result.setType(narrow(result.getType()));
  }
  // The conversions replaced above; `compute` is not used after this.
  for (Operation *op : compute)
    if (isa<arith::ExtFOp, arith::TruncFOp>(op) && op->use_empty())
      op->erase();
}

void MixedPrecision::convertExits() {
  // One conversion per value and type, right after the value's definition.
  llvm::DenseMap<std::pair<Value, Type>, Value> converted;
  for (auto [use, type] : exits) {
    Value value = use->get();
    if (value.getType() == type)
      continue;
    auto [it, inserted] = converted.try_emplace({value, type});
    if (inserted) {
      if (Operation *def = value.getDefiningOp())
        builder.setInsertionPointAfter(def);
      else
        builder.setInsertionPointToStart(value.getParentBlock());
      it->second = convertFloat(builder, value.getLoc(), value, type);
    }
    use->set(it->second);
  }
}

void MixedPrecision::findGradientChains() {
  // Reductions whose result reaches a state update: the gradients.
  auto ret = cast<func::ReturnOp>(body->getTerminator());
  llvm::DenseSet<Operation *> reachesUpdate;
  SmallVector<Value> worklist;
  for (OpOperand &operand : ret->getOpOperands())
    if (step.getUpdatedArgument(operand.getOperandNumber()) >= 0)
      worklist.push_back(operand.get());
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || def->getBlock() != body || !reachesUpdate.insert(def).second)
      continue;
    llvm::append_range(worklist, def->getOperands());
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(def->getRegions(), captured);
    llvm::append_range(worklist, captured);
  }

  for (Operation *reduction : reductions) {
    Operation *def =
        cast<CollectiveOpInterface>(reduction).getInput().getDefiningOp();
    if ((def && downstream.contains(def)) || !reachesUpdate.contains(reduction))
      continue;
    SmallVector<Operation *> chain = {reduction};
    while (chain.back()->getResult(0).hasOneUse()) {
      Operation *user = *chain.back()->getResult(0).getUsers().begin();
      if (!isReduction(user) || cast<CollectiveOpInterface>(user).getInput() !=
                                    chain.back()->getResult(0))
        break;
      chain.push_back(user);
    }
    if (isF32Based(chain.back()->getResult(0).getType()))
      gradientChains.push_back(chain);
  }
  for (ArrayRef<Operation *> chain : gradientChains)
    gradientHeads.insert(chain.front());
}

void MixedPrecision::narrowGradientReductions() {
  for (ArrayRef<Operation *> chain : gradientChains) {
    Operation *head = chain.front();
    Value input = head->getOperand(0);
    Type original = chain.back()->getResult(0).getType();
    builder.setInsertionPoint(head);
    head->setOperand(
        0, convertFloat(builder, head->getLoc(), input,
                        withElementType(input.getType(), reduceType)));
    for (Operation *op : chain) {
      Value result = op->getResult(0);
      result.setType(withElementType(result.getType(), reduceType));
    }
    Value last = chain.back()->getResult(0);
    if (last.getType() == original)
      continue;
    builder.setInsertionPointAfter(chain.back());
    Value wide = convertFloat(builder, last.getLoc(), last, original);
    last.replaceAllUsesExcept(wide, wide.getDefiningOp());
  }
}

void MixedPrecision::run() {
  findReductions();
  findGradientChains();
  if (!computeType.isF32()) {
    findCompute();
    collectExits();
    convertEntries();
    retype();
    convertExits();
  }
  narrowGradientReductions();
  for (Operation *op : recreated)
    if (op->use_empty())
      op->erase();
}

namespace {

struct MixedPrecisionPass
    : public mlir::fsdp::impl::MixedPrecisionPassBase<MixedPrecisionPass> {
  using MixedPrecisionPassBase::MixedPrecisionPassBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (!TrainingStepContract::isTrainingStep(func) || func.isExternal())
      return;
    FailureOr<TrainingStepContract> step = TrainingStepContract::get(func);
    if (failed(step))
      return signalPassFailure();
    WalkResult walk = func.walk([](CollectiveOpInterface coll) {
      if (coll.isAsync() || coll.isBufferForm())
        return coll->emitError()
                   << "fsdp-mixed-precision runs on blocking tensor "
                      "collectives: run it before fsdp-async and "
                      "bufferization",
               WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    if (!func.getBody().hasOneBlock()) {
      func.emitError() << "fsdp-mixed-precision expects a training step "
                          "of one block";
      return signalPassFailure();
    }
    MLIRContext *ctx = func.getContext();
    MixedPrecision(func, *step, getFloatType(ctx, paramDtype),
                   getFloatType(ctx, reduceDtype))
        .run();
  }
};

} // namespace
