//===- Accumulate.cpp - Gradient accumulation over microbatches -----------===//
//
// Turns a DDP step over b rows per rank into one over K*b rows that runs the
// forward and backward on K microbatches of b rows in an scf.for and reduces
// the accumulated gradients once (gradient-sync `last`). Every frontend's
// step (and a hand-written one) goes through it the same way; the passes
// after it shard the accumulated gradients as they would one batch's.
//
//===----------------------------------------------------------------------===//

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
#include "llvm/ADT/SetVector.h"

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
             int64_t microbatches)
      : func(func), step(step), body(&func.getBody().front()),
        microbatches(microbatches), builder(func.getContext()) {}

  LogicalResult run();

private:
  /// The blocking all-reduces of the body: gradients and loss.
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

  func::FuncOp func;
  const TrainingStepContract &step;
  Block *body;
  int64_t microbatches;
  OpBuilder builder;

  SmallVector<AllReduceOp> reductions;
  llvm::SetVector<Operation *> compute;
  SmallVector<BlockArgument> inputs;
  /// Rows of one microbatch (the inputs' dimension 0 before the rewrite).
  int64_t rows = 0;
};

} // namespace

LogicalResult Accumulate::findReductions() {
  for (Operation &op : *body)
    if (auto reduce = dyn_cast<AllReduceOp>(op))
      reductions.push_back(reduce);
  if (reductions.empty())
    return func.emitError() << "microbatches=" << microbatches
                            << ": the step has no gradient all-reduce to "
                               "accumulate before";
  return success();
}

void Accumulate::findCompute() {
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.filter = [&](Operation *op) {
    return op->getBlock() == body && !isa<AllReduceOp>(op);
  };
  // The ops of the body that a value reaches, through their results (uses
  // in nested regions count for the op of the body that holds them).
  auto reachedFrom = [&](ArrayRef<Value> roots, bool stopAtReductions) {
    llvm::DenseSet<Operation *> reached;
    SmallVector<Value> worklist(roots.begin(), roots.end());
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      for (Operation *user : v.getUsers()) {
        Operation *top = body->findAncestorOpInBlock(*user);
        if (!top || (stopAtReductions && isa<AllReduceOp>(top)) ||
            !reached.insert(top).second)
          continue;
        llvm::append_range(worklist, top->getResults());
      }
    }
    return reached;
  };
  SmallVector<Value> reduced, batch;
  for (AllReduceOp reduce : reductions)
    reduced.push_back(reduce.getResult());
  for (BlockArgument arg : body->getArguments())
    if (isBatch(arg))
      batch.push_back(arg);
  llvm::DenseSet<Operation *> afterReduction =
      reachedFrom(reduced, /*stopAtReductions=*/false);
  // The forward and backward: what the reductions' inputs are computed from,
  // and what else reads the batch before any reduction (torch-mlir's bound
  // checks of token ids, down to their cf.assert), with what they read.
  SmallVector<Operation *> roots;
  for (AllReduceOp reduce : reductions)
    if (Operation *def = reduce.getInput().getDefiningOp())
      if (def->getBlock() == body && !isa<AllReduceOp>(def))
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
      if (auto def = v.getDefiningOp<AllReduceOp>())
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
  SmallVector<Value> inits;
  for (AllReduceOp reduce : reductions)
    inits.push_back(zeroOf(reduce.getInput().getType()));
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
          Value sum =
              linalg::AddOp::create(
                  b, l, ValueRange{acc, map.lookupOrDefault(reduce.getInput())},
                  ValueRange{acc})
                  .getResult(0);
          next.push_back(bufferization::MaterializeInDestinationOp::create(
                             b, l, acc.getType(), sum, acc)
                             .getResult());
        }
        scf::YieldOp::create(b, l, next);
      });
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
    reduce.getInputMutable().assign(
        arith::DivFOp::create(builder, loc, sum, k));
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
struct AccumulatePass : fsdp::impl::AccumulatePassBase<AccumulatePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (microbatches < 1) {
      func.emitError() << "microbatches must be at least 1, not "
                       << static_cast<int64_t>(microbatches);
      return signalPassFailure();
    }
    if (microbatches == 1 || func.isExternal() ||
        !TrainingStepContract::isTrainingStep(func))
      return markAllAnalysesPreserved();
    FailureOr<TrainingStepContract> step = TrainingStepContract::get(func);
    if (failed(step) || failed(Accumulate(func, *step, microbatches).run()))
      return signalPassFailure();
  }
};
} // namespace
