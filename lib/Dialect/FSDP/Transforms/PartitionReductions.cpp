//===- PartitionReductions.cpp - A replicated gradient summed as FSDP's ---===//
//
// FSDP sums a reduction over the rows of a sharded gradient as per-rank
// partial sums over its shards plus an all-reduce that adds them in rank
// order; DDP, holding the whole gradient, summed all rows as one blocked
// tree. The two round differently, so global-norm clipping made FSDP differ
// from DDP in the last bits. This pass makes DDP sum over the shards' row
// blocks, shaped as FSDP's shards are, in the same order (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "fsdp/Dialect/FSDP/Transforms/ShardUpdate.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_PARTITIONREDUCTIONSPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// How a reduction is partitioned: `parts` blocks of `rows` rows (the last
/// ones zero-padded) along `loop`, which dimension 0 of `blocked` inputs
/// walks.
struct Partition {
  unsigned loop;
  int64_t fullRows;
  int64_t parts;
  SmallVector<unsigned> blocked;
  int64_t rows() const { return llvm::divideCeil(fullRows, parts); }
};

/// Bounds the walk from a reduction's input back to its all-reduce.
constexpr int kMaxElementwiseDepth = 32;

/// Whether `all` is a gradient's all-reduce over every axis of its grid,
/// and the size of that group.
std::optional<int64_t> wholeGridGroupSize(AllReduceOp all) {
  if (all.getReduction() != Reduction::sum &&
      all.getReduction() != Reduction::avg)
    return std::nullopt;
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      all, all.getGridAttr());
  std::optional<int64_t> size = all.getGroupSize();
  if (!grid || !size || !grid.getShape().size())
    return std::nullopt;
  int64_t whole = 1;
  for (int64_t d : grid.getShape())
    whole = ShapedType::isDynamic(d) ? -1 : whole * d;
  if (whole != *size)
    return std::nullopt;
  return size;
}

/// The group size of the whole-grid `fsdp.all_reduce` that `value` (a
/// tensor of `rows` rows) is computed from elementwise along dimension 0,
/// if any: the gradient FSDP would hold in shards.
std::optional<int64_t> replicatedGroupSize(Value value, int64_t rows) {
  SmallVector<std::pair<Value, int>> worklist{{value, 0}};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    auto [v, depth] = worklist.pop_back_val();
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() == 0 || type.getDimSize(0) != rows ||
        depth > kMaxElementwiseDepth || !seen.insert(v).second)
      continue;
    Operation *def = v.getDefiningOp();
    if (!def)
      continue;
    if (auto all = dyn_cast<AllReduceOp>(def)) {
      if (std::optional<int64_t> size = wholeGridGroupSize(all))
        return size;
      continue;
    }
    if (def->hasTrait<OpTrait::Elementwise>()) {
      for (Value operand : def->getOperands())
        worklist.push_back({operand, depth + 1});
      continue;
    }
    auto generic = dyn_cast<linalg::GenericOp>(def);
    if (!generic || generic.getNumReductionLoops() != 0)
      continue;
    // Elementwise along dimension 0: the inputs whose dimension 0 is the
    // loop of the result's.
    std::optional<unsigned> loop =
        getDim0Loop(generic.getIndexingMapMatchingResult(cast<OpResult>(v)));
    if (!loop)
      continue;
    for (OpOperand *input : generic.getDpsInputOperands())
      if (getDim0Loop(generic.getMatchingIndexingMap(input)) == loop)
        worklist.push_back({input->get(), depth + 1});
  }
  return std::nullopt;
}

/// How `op` is partitioned, or nothing when it is not a sum over the rows of
/// a replicated gradient (Passes.td lists the conditions).
std::optional<Partition> match(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumResults() == 0)
    return std::nullopt;
  bool effectFree = true;
  op.getBody()->walk([&](Operation *inner) {
    if (!isMemoryEffectFree(inner))
      effectFree = false;
  });
  if (!effectFree)
    return std::nullopt;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    if (!type || type.getRank() == 0 || !type.hasStaticShape())
      continue;
    std::optional<unsigned> loop =
        getDim0Loop(op.getMatchingIndexingMap(input));
    if (!loop ||
        op.getIteratorTypesArray()[*loop] != utils::IteratorType::reduction)
      continue;
    std::optional<int64_t> parts =
        replicatedGroupSize(input->get(), type.getDimSize(0));
    if (!parts || *parts <= 1)
      continue;
    Partition partition{*loop, type.getDimSize(0), *parts, {}};
    if (readsLoopIndex(op, *loop))
      return std::nullopt;
    // Every operand that uses the loop walks it with its dimension 0 alone
    // and has all the rows; inits do not walk it and start from zero.
    DenseSet<Value> zeroArgs;
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      bool uses = llvm::any_of(map.getResults(), [&](AffineExpr e) {
        return e.isFunctionOfDim(*loop);
      });
      if (op.isDpsInit(&operand)) {
        if (uses || !isZeroInit(operand.get()))
          return std::nullopt;
        continue;
      }
      if (!uses)
        continue;
      auto operandType = cast<RankedTensorType>(operand.get().getType());
      if (getDim0Loop(map) != loop ||
          llvm::count_if(
              map.getResults(),
              [&](AffineExpr e) { return e.isFunctionOfDim(*loop); }) != 1 ||
          !operandType.hasStaticShape() ||
          operandType.getDimSize(0) != partition.fullRows)
        return std::nullopt;
      partition.blocked.push_back(operand.getOperandNumber());
      zeroArgs.insert(op.getMatchingBlockArgument(&operand));
    }
    bool padded = partition.rows() * partition.parts != partition.fullRows;
    if (!whyNotASumOfRows(op, padded ? &zeroArgs : nullptr).empty())
      return std::nullopt;
    return partition;
  }
  return std::nullopt;
}

/// Block `part` of `value`'s rows, zero-padded to `partition.rows()`.
Value rowBlock(OpBuilder &b, Location loc, Value value,
               const Partition &partition, int64_t part) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t rows = partition.rows();
  int64_t begin = std::min(part * rows, partition.fullRows);
  int64_t size = std::min(begin + rows, partition.fullRows) - begin;
  RankedTensorType blockType = Dim0Layout::withDim0(type, rows);
  if (size == 0)
    return arith::ConstantOp::create(
        b, loc, blockType,
        DenseElementsAttr::get(blockType,
                               b.getZeroAttr(type.getElementType())));
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes;
  for (int64_t d : type.getShape())
    sizes.push_back(b.getIndexAttr(d));
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  offsets[0] = b.getIndexAttr(begin);
  sizes[0] = b.getIndexAttr(size);
  Value block =
      tensor::ExtractSliceOp::create(b, loc, value, offsets, sizes, strides);
  return padDim0WithZeros(b, loc, block, rows - size);
}

/// `a + b`, elementwise, as the runtime's ordered reduction adds a rank's
/// partial sum to the running total.
Value addTensors(OpBuilder &b, Location loc, Value a, Value c) {
  auto type = cast<RankedTensorType>(a.getType());
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  bool isFloat = isa<FloatType>(type.getElementType());
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{a, c}, ValueRange{init},
             SmallVector<AffineMap>(3, identity), iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               Value sum =
                   isFloat ? arith::AddFOp::create(nb, nloc, args[0], args[1])
                                 .getResult()
                           : arith::AddIOp::create(nb, nloc, args[0], args[1])
                                 .getResult();
               linalg::YieldOp::create(nb, nloc, sum);
             })
      .getResult(0);
}

void partition(IRRewriter &rewriter, linalg::GenericOp op,
               const Partition &partition) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<Value> totals;
  for (int64_t part = 0; part < partition.parts; ++part) {
    SmallVector<Value> operands(op->getOperands());
    for (unsigned index : partition.blocked)
      operands[index] =
          rowBlock(rewriter, loc, operands[index], partition, part);
    auto clone = cast<linalg::GenericOp>(rewriter.clone(*op));
    clone->setOperands(operands);
    if (part == 0) {
      totals.assign(clone->result_begin(), clone->result_end());
      continue;
    }
    for (auto [total, result] : llvm::zip(totals, clone->getResults()))
      total = addTensors(rewriter, loc, total, result);
  }
  rewriter.replaceOp(op, totals);
}

struct PartitionReductionsPass
    : fsdp::impl::PartitionReductionsPassBase<PartitionReductionsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<linalg::GenericOp, Partition>> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (std::optional<Partition> p = match(op))
        found.push_back({op, std::move(*p)});
    });
    if (found.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (auto &[op, p] : found)
      partition(rewriter, op, p);
  }
};

} // namespace
