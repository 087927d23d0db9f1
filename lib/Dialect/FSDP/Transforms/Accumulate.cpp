//===- Accumulate.cpp - Gradient accumulation over microbatches -----------===//
//
// Turns a step over b rows per rank into one over K*b rows that runs the
// forward and backward on K microbatches of b rows in an scf.for, and
// reduces the gradients once after the loop (gradient-sync `last`) or in
// every iteration into accumulators of the reduced, sharded gradients
// (`each`); `auto` models both and keeps the faster that fits the memory
// limit. Every frontend's step (and a hand-written one) goes through it the
// same way, after the update is sharded and before the state is.
//
//===----------------------------------------------------------------------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/Analysis/Timeline.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_ACCUMULATEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

class Accumulate {
public:
  Accumulate(func::FuncOp func, const TrainingStepContract &step,
             int64_t microbatches, GradientSync mode)
      : func(func), step(step), body(&func.getBody().front()),
        microbatches(microbatches), mode(mode), builder(func.getContext()) {
    assert(mode != GradientSync::Auto && "a mode is chosen before");
  }

  LogicalResult run();

private:
  /// The first blocking reduction of each gradient and of the loss: an
  /// all-reduce, or the reduce-scatter of a sharded update.
  LogicalResult findReductions();
  /// The forward and backward: what the reductions' inputs are computed
  /// from, with the side-effecting ops (cf.assert checks) that read it.
  void findCompute();
  /// The batch inputs the compute reads, checked to split into microbatches.
  LogicalResult findInputs();
  /// Whether `v` is an argument of the step that holds the batch (neither
  /// state nor a hyperparameter).
  bool isBatch(Value v) const {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == body && !step.isState(arg.getArgNumber()) &&
           step.getHyperparameter(arg.getArgNumber()).empty();
  }
  void buildLoop();
  /// The ops of the body that `roots` reach through results (a use in a
  /// nested region counts for the op of the body that holds it), stopping
  /// at reductions if `stopAtReductions`.
  llvm::DenseSet<Operation *> reachedFrom(ArrayRef<Value> roots,
                                          bool stopAtReductions) const;

  func::FuncOp func;
  const TrainingStepContract &step;
  Block *body;
  int64_t microbatches;
  GradientSync mode;
  OpBuilder builder;

  /// The arguments that hold the batch, in order.
  SmallVector<Value> batchArguments() const {
    SmallVector<Value> batch;
    for (BlockArgument arg : body->getArguments())
      if (isBatch(arg))
        batch.push_back(arg);
    return batch;
  }

  /// The reductions the microbatches' values reach first (the all-reduce of
  /// a hybrid shard after its reduce-scatter is not one).
  SmallVector<Operation *> reductions;
  llvm::SetVector<Operation *> compute;
  SmallVector<BlockArgument> inputs;
  /// Rows of one microbatch (the inputs' dimension 0 before the rewrite).
  int64_t rows = 0;
};

} // namespace

/// A blocking collective that reduces: what the accumulated values meet.
static bool isReduction(Operation *op) {
  return isa<AllReduceOp, ReduceScatterOp>(op);
}

/// The value a reduction reduces.
static Value reducedInput(Operation *reduction) {
  return cast<CollectiveOpInterface>(reduction).getInput();
}

llvm::DenseSet<Operation *>
Accumulate::reachedFrom(ArrayRef<Value> roots, bool stopAtReductions) const {
  llvm::DenseSet<Operation *> reached;
  SmallVector<Value> worklist(roots.begin(), roots.end());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      Operation *top = body->findAncestorOpInBlock(*user);
      if (!top || (stopAtReductions && isReduction(top)) ||
          !reached.insert(top).second)
        continue;
      llvm::append_range(worklist, top->getResults());
    }
  }
  return reached;
}

LogicalResult Accumulate::findReductions() {
  // Those no other reduction's result reaches: not the all-reduce of a
  // hybrid shard, nor that of a clipping norm computed from reduced
  // gradients.
  SmallVector<Value> reduced;
  for (Operation &op : *body)
    if (isReduction(&op))
      reduced.push_back(op.getResult(0));
  llvm::DenseSet<Operation *> downstream =
      reachedFrom(reduced, /*stopAtReductions=*/false);
  for (Value result : reduced)
    if (!downstream.contains(result.getDefiningOp()))
      reductions.push_back(result.getDefiningOp());
  // A microbatch's values computed from a reduced one: the reduction would
  // need to happen inside the loop, per microbatch, before the rest.
  llvm::DenseSet<Operation *> fromBatch =
      reachedFrom(batchArguments(), /*stopAtReductions=*/true);
  auto feedsReduction = [&](Operation *op) {
    return llvm::any_of(reachedFrom(SmallVector<Value>(op->getResults()),
                                    /*stopAtReductions=*/false),
                        isReduction);
  };
  for (Operation &op : *body)
    if (fromBatch.contains(&op) && downstream.contains(&op) &&
        feedsReduction(&op))
      return op.emitError()
             << "microbatches=" << microbatches
             << ": the forward/backward reads the result of a reduction";
  if (reductions.empty())
    return func.emitError() << "microbatches=" << microbatches
                            << ": the step has no gradient all-reduce to "
                               "accumulate before";
  return success();
}

void Accumulate::findCompute() {
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  // What regions of the compute capture from above is compute too (the pad
  // value a sharded gradient's tensor.pad yields, defined after the first
  // reduction): cloned into the loop with them, or the loop's clones would
  // read values defined after it.
  options.omitUsesFromAbove = false;
  options.filter = [&](Operation *op) {
    return op->getBlock() == body && !isReduction(op);
  };
  SmallVector<Value> reduced, batch = batchArguments();
  for (Operation *reduce : reductions)
    reduced.push_back(reduce->getResult(0));
  llvm::DenseSet<Operation *> afterReduction =
      reachedFrom(reduced, /*stopAtReductions=*/false);
  // The forward and backward: what the reductions' inputs are computed from,
  // and what else reads the batch before any reduction (torch-mlir's bound
  // checks of token ids, down to their cf.assert), with what they read.
  SmallVector<Operation *> roots;
  for (Operation *reduce : reductions)
    if (Operation *def = reducedInput(reduce).getDefiningOp())
      if (def->getBlock() == body && !isReduction(def))
        roots.push_back(def);
  for (Operation *op : reachedFrom(batch, /*stopAtReductions=*/true))
    if (!afterReduction.contains(op) && !op->hasTrait<OpTrait::IsTerminator>())
      roots.push_back(op);
  SetVector<Operation *> slice;
  for (Operation *root : roots) {
    (void)getBackwardSlice(root, &slice, options);
    slice.insert(root);
  }
  // In program order.
  for (Operation &op : *body)
    if (slice.contains(&op))
      compute.insert(&op);
}

LogicalResult Accumulate::findInputs() {
  for (Operation *op : compute)
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp(); def && isReduction(def))
        return op->emitError()
               << "microbatches=" << microbatches
               << ": the forward/backward reads the result of a reduction";
  llvm::SetVector<BlockArgument> read;
  for (Operation *op : compute)
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (isBatch(v))
          read.insert(cast<BlockArgument>(v));
    });
  SmallVector<BlockArgument> ordered(read.begin(), read.end());
  llvm::sort(ordered, [](BlockArgument a, BlockArgument b) {
    return a.getArgNumber() < b.getArgNumber();
  });
  for (BlockArgument arg : ordered) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || type.getRank() == 0 || !type.hasStaticShape())
      return func.emitError()
             << "microbatches=" << microbatches << ": input "
             << arg.getArgNumber() << " of type " << arg.getType()
             << " has no static batch dimension to split";
    if (rows && type.getDimSize(0) != rows)
      return func.emitError()
             << "microbatches=" << microbatches << ": inputs "
             << inputs.front().getArgNumber() << " and " << arg.getArgNumber()
             << " have " << rows << " and " << type.getDimSize(0)
             << " rows; every input of a microbatch has the same rows";
    rows = type.getDimSize(0);
    // The loop's inputs hold K times these rows: they must be a tensor.
    int64_t elements = 0, bytes = 0;
    if (llvm::MulOverflow(type.getNumElements(), microbatches, elements) ||
        llvm::MulOverflow(
            elements,
            int64_t(llvm::divideCeil(type.getElementTypeBitWidth(), 8)), bytes))
      return func.emitError() << "microbatches=" << microbatches << ": input "
                              << arg.getArgNumber() << " of type "
                              << arg.getType() << " repeated " << microbatches
                              << " times is more bytes than a tensor can hold";
    inputs.push_back(arg);
  }
  if (inputs.empty())
    return func.emitError() << "microbatches=" << microbatches
                            << ": the forward/backward reads no batch input";
  return success();
}

void Accumulate::buildLoop() {
  Location loc = func.getLoc();
  MLIRContext *ctx = func.getContext();
  // The inputs become K microbatches of `rows` rows.
  for (BlockArgument arg : inputs) {
    auto type = cast<RankedTensorType>(arg.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[0] *= microbatches;
    arg.setType(RankedTensorType::get(shape, type.getElementType(),
                                      type.getEncoding()));
  }

  builder.setInsertionPoint(reductions.front());
  // One zero-filled allocation per accumulator: equal constants would be
  // merged into one tensor, and accumulators that alias cannot be updated
  // in place by bufferization.
  auto zeroOf = [&](Type type) -> Value {
    auto tensorType = cast<RankedTensorType>(type);
    Value alloc = bufferization::AllocTensorOp::create(builder, loc, tensorType,
                                                       ValueRange{});
    Value zero = arith::ConstantOp::create(
        builder, loc, builder.getZeroAttr(tensorType.getElementType()));
    return linalg::FillOp::create(builder, loc, zero, alloc).getResult(0);
  };
  // `last` accumulates what the reductions read; `each` what they return.
  bool each = mode == GradientSync::Each;
  SmallVector<Value> inits;
  for (Operation *reduce : reductions)
    inits.push_back(zeroOf(each ? reduce->getResult(0).getType()
                                : reducedInput(reduce).getType()));
  Value lower = arith::ConstantIndexOp::create(builder, loc, 0);
  Value upper = arith::ConstantIndexOp::create(builder, loc, microbatches);
  Value stepOne = arith::ConstantIndexOp::create(builder, loc, 1);
  auto loop = scf::ForOp::create(
      builder, loc, lower, upper, stepOne, inits,
      [&](OpBuilder &b, Location l, Value k, ValueRange accs) {
        IRMapping map;
        Value rowsValue = arith::ConstantIndexOp::create(b, l, rows);
        Value offset = arith::MulIOp::create(b, l, k, rowsValue);
        for (BlockArgument arg : inputs) {
          auto full = cast<RankedTensorType>(arg.getType());
          SmallVector<OpFoldResult> offsets(full.getRank(), b.getIndexAttr(0));
          SmallVector<OpFoldResult> sizes;
          for (int64_t d : full.getShape())
            sizes.push_back(b.getIndexAttr(d));
          offsets[0] = offset;
          sizes[0] = b.getIndexAttr(rows);
          SmallVector<OpFoldResult> strides(full.getRank(), b.getIndexAttr(1));
          SmallVector<int64_t> shape(full.getShape());
          shape[0] = rows;
          auto sliceType = RankedTensorType::get(shape, full.getElementType(),
                                                 full.getEncoding());
          map.map(arg, tensor::ExtractSliceOp::create(b, l, sliceType, arg,
                                                      offsets, sizes, strides));
        }
        for (Operation *op : compute)
          b.clone(*op, map);
        SmallVector<Value> next;
        // Into the accumulator's own buffer: bufferization keeps one buffer
        // per gradient across the iterations only if what the loop yields is
        // that buffer, whatever the fusion of elementwise ops later makes
        // of the add (it may compute it in another shape and buffer).
        for (auto [reduce, acc] : llvm::zip(reductions, accs)) {
          Value value = map.lookupOrDefault(reducedInput(reduce));
          if (each) {
            // The microbatch's own reduction: the same collective on its
            // values.
            Operation *reduced = b.clone(*reduce, map);
            reduced->setOperand(0, value);
            value = reduced->getResult(0);
          }
          Value sum = linalg::AddOp::create(b, l, ValueRange{acc, value},
                                            ValueRange{acc})
                          .getResult(0);
          next.push_back(bufferization::MaterializeInDestinationOp::create(
                             b, l, acc.getType(), sum, acc)
                             .getResult());
        }
        scf::YieldOp::create(b, l, next);
      });
  loop->setAttr(FSDPDialect::kMicrobatchLoopAttrName, builder.getUnitAttr());
  // The step's loss and gradients are means over the rank's rows (the
  // contract): the mean of the microbatches' is the mean over all K*b.
  for (auto [reduce, sum] : llvm::zip(reductions, loop.getResults())) {
    builder.setInsertionPoint(reduce);
    auto shaped = cast<ShapedType>(sum.getType());
    Value k = arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(shaped,
                               builder.getFloatAttr(shaped.getElementType(),
                                                    double(microbatches))));
    Value mean = arith::DivFOp::create(builder, loc, sum, k);
    if (each) {
      reduce->getResult(0).replaceAllUsesWith(mean);
      reduce->erase();
    } else {
      reduce->setOperand(0, mean);
    }
  }
  // The originals of the compute: dead now, or kept by what the update
  // also reads (constants, state casts), which must not depend on the batch.
  for (Operation *op : llvm::reverse(compute))
    if (op->use_empty())
      op->erase();
  func.setType(
      FunctionType::get(ctx, body->getArgumentTypes(), func.getResultTypes()));
}

LogicalResult Accumulate::run() {
  if (failed(findReductions()))
    return failure();
  findCompute();
  if (failed(findInputs()))
    return failure();
  buildLoop();
  // What still reads a batch input outside the loop would see all K*b rows.
  for (BlockArgument arg : inputs)
    for (Operation *user : arg.getUsers())
      if (!isa<tensor::ExtractSliceOp>(user) ||
          user->getParentOp() == func.getOperation())
        return user->emitError()
               << "microbatches=" << microbatches << ": reads input "
               << arg.getArgNumber()
               << " after the gradient reduction; only the forward/backward "
                  "may read the batch";
  return success();
}

namespace {

/// What the cost and memory models predict of one gradient-sync mode.
struct ModeFigures {
  int64_t peakBytes = 0;
  double stepSeconds = 0;
  double bytesSent = 0;
};

/// Models `func` accumulated over `microbatches` in `mode` with its state
/// sharded by `strategy`: the rewrite of a copy of it, beside it in the
/// module (where its grids resolve), erased afterwards.
FailureOr<ModeFigures> modelMode(func::FuncOp func, int64_t microbatches,
                                 GradientSync mode, Strategy strategy,
                                 const CostModel &costs) {
  OpBuilder builder(func);
  builder.setInsertionPointAfter(func);
  auto copy = cast<func::FuncOp>(builder.clone(*func));
  copy.setSymName((func.getSymName() + "__fsdp_accumulate_model").str());
  auto erase = llvm::make_scope_exit([&] { copy.erase(); });
  FailureOr<TrainingStepContract> step = TrainingStepContract::get(copy);
  if (failed(step) ||
      failed(Accumulate(copy, *step, microbatches, mode).run()) ||
      failed(shardStepState(copy, strategy)))
    return failure();
  ModeFigures figures;
  figures.peakBytes = MemoryModel(copy.getBody().front()).peakBytes();
  Timeline timeline = Timeline::simulate(copy, costs);
  figures.stepSeconds = timeline.stepSeconds;
  for (const Timeline::KindTotals &kind : timeline.collectives)
    figures.bytesSent += kind.bytesSent;
  return figures;
}

StringRef stringifyGradientSync(GradientSync mode) {
  switch (mode) {
  case GradientSync::Last:
    return "last";
  case GradientSync::Each:
    return "each";
  case GradientSync::Auto:
    return "auto";
  }
  llvm_unreachable("unknown gradient sync");
}

struct AccumulatePass : fsdp::impl::AccumulatePassBase<AccumulatePass> {
  using Base::Base;

  void runOnOperation() override {
    if (microbatches < 1) {
      getOperation().emitError() << "microbatches must be at least 1, not "
                                 << static_cast<int64_t>(microbatches);
      return signalPassFailure();
    }
    SmallVector<std::pair<func::FuncOp, int64_t>> steps;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || !TrainingStepContract::isTrainingStep(func))
        continue;
      FailureOr<int64_t> k = microbatchesOf(func);
      if (failed(k))
        return signalPassFailure();
      if (*k > 1)
        steps.push_back({func, *k});
      else // One microbatch: the step as it is.
        func->removeAttr(FSDPDialect::kMicrobatchesAttrName);
    }
    if (steps.empty())
      return markAllAnalysesPreserved();
    // (0: none; the option's parser checked the count.)
    int64_t limit = memoryLimit.getValue().bytes;
    for (auto [func, k] : steps)
      if (failed(accumulate(func, k, limit)))
        return signalPassFailure();
  }

  /// The microbatches of `func`: its `fsdp.microbatches` (a frontend's
  /// export for one of K microbatches), which the option may repeat but not
  /// contradict, else the option.
  FailureOr<int64_t> microbatchesOf(func::FuncOp func) {
    Attribute attr = func->getAttr(FSDPDialect::kMicrobatchesAttrName);
    if (!attr)
      return int64_t(microbatches);
    auto k = dyn_cast<IntegerAttr>(attr);
    if (!k || !k.getType().isInteger(64) || k.getInt() < 1)
      return func.emitError() << "'" << FSDPDialect::kMicrobatchesAttrName
                              << "' must be a positive i64, not " << attr;
    if (microbatches != 1 && microbatches != k.getInt())
      return func.emitError()
             << "microbatches=" << static_cast<int64_t>(microbatches)
             << " contradicts the step's own "
             << FSDPDialect::kMicrobatchesAttrName << " = " << k.getInt()
             << " (the microbatches it was exported for)";
    return k.getInt();
  }

  LogicalResult accumulate(func::FuncOp func, int64_t count, int64_t limit) {
    std::optional<MachineProfile> machine =
        MachineProfile::forOperation(func, profile);
    if (!machine)
      return failure();
    CostModel costs(*machine);
    Strategy sharding = getStrategy(func);
    // Both modes, modeled on copies: for `auto` to choose, and for the
    // report either way.
    FailureOr<ModeFigures> last =
        modelMode(func, count, GradientSync::Last, sharding, costs);
    if (failed(last))
      return failure();
    FailureOr<ModeFigures> each =
        modelMode(func, count, GradientSync::Each, sharding, costs);
    if (failed(each))
      return failure();
    GradientSync mode = gradientSync;
    if (mode == GradientSync::Auto) {
      // The faster mode among those that fit; the lower peak if neither
      // does.
      auto fits = [&](const ModeFigures &m) {
        return limit == 0 || m.peakBytes <= limit;
      };
      if (fits(*last) && fits(*each))
        mode = each->stepSeconds < last->stepSeconds ? GradientSync::Each
                                                     : GradientSync::Last;
      else if (fits(*last) || fits(*each))
        mode = fits(*last) ? GradientSync::Last : GradientSync::Each;
      else
        mode = each->peakBytes < last->peakBytes ? GradientSync::Each
                                                 : GradientSync::Last;
    }
    FailureOr<TrainingStepContract> step = TrainingStepContract::get(func);
    if (failed(step) || failed(Accumulate(func, *step, count, mode).run()))
      return failure();
    func->removeAttr(FSDPDialect::kMicrobatchesAttrName);
    Builder b(func.getContext());
    auto describe = [&](const ModeFigures &m) {
      return b.getDictionaryAttr(
          {b.getNamedAttr("peak_bytes", b.getI64IntegerAttr(m.peakBytes)),
           b.getNamedAttr("bytes_sent",
                          b.getI64IntegerAttr(int64_t(m.bytesSent))),
           b.getNamedAttr("step_seconds", b.getF64FloatAttr(m.stepSeconds))});
    };
    func->setAttr(
        FSDPDialect::kAccumulationAttrName,
        b.getDictionaryAttr(
            {b.getNamedAttr("microbatches", b.getI64IntegerAttr(count)),
             b.getNamedAttr("gradient_sync",
                            b.getStringAttr(stringifyGradientSync(mode))),
             b.getNamedAttr("requested", b.getStringAttr(stringifyGradientSync(
                                             gradientSync))),
             b.getNamedAttr("last", describe(*last)),
             b.getNamedAttr("each", describe(*each))}));
    return success();
  }
};
} // namespace
