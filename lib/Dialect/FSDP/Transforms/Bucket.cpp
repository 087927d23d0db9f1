//===- Bucket.cpp - Coalesce collectives into flat buckets ----------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_BUCKETPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// `value` (statically shaped) viewed as one dimension.
static Value flatten(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() == 1)
    return value;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all[0].push_back(d);
  return tensor::CollapseShapeOp::create(b, loc, value, all);
}

/// A flat `value` viewed as `type`.
static Value unflatten(OpBuilder &b, Location loc, Value value,
                       RankedTensorType type) {
  if (type.getRank() == 1)
    return value;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all[0].push_back(d);
  return tensor::ExpandShapeOp::create(b, loc, type, value, all);
}

/// `value` of `rows * columns` elements viewed as `rows x columns`.
static Value asMatrix(OpBuilder &b, Location loc, Value value, int64_t rows,
                      int64_t columns) {
  Value flat = flatten(b, loc, value);
  auto type = RankedTensorType::get(
      {rows, columns},
      cast<RankedTensorType>(value.getType()).getElementType());
  return tensor::ExpandShapeOp::create(b, loc, type, flat,
                                       ArrayRef<ReassociationIndices>{{0, 1}});
}

/// Columns `[offset, offset + size)` of the matrix `value`.
static Value columns(OpBuilder &b, Location loc, Value value, int64_t offset,
                     int64_t size) {
  int64_t rows = cast<RankedTensorType>(value.getType()).getDimSize(0);
  SmallVector<OpFoldResult> offsets{b.getIndexAttr(0), b.getIndexAttr(offset)};
  SmallVector<OpFoldResult> sizes{b.getIndexAttr(rows), b.getIndexAttr(size)};
  SmallVector<OpFoldResult> strides(2, b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, value, offsets, sizes, strides);
}

/// Whether two collectives may share a bucket.
static bool compatible(CollectiveOpInterface a, CollectiveOpInterface b) {
  return a.getGridAttr() == b.getGridAttr() &&
         a.getGridAxesAttr() == b.getGridAxesAttr() &&
         a.getFullType().getElementType() == b.getFullType().getElementType();
}

static int64_t numElements(Value value) {
  return cast<RankedTensorType>(value.getType()).getNumElements();
}

/// Replaces each collective of `bucket` by its consecutive slice of the flat
/// `merged` result, in bucket order, viewed in the collective's type.
template <typename OpT>
static void replaceBySlices(IRRewriter &rewriter, Location loc, Value merged,
                            ArrayRef<OpT> bucket) {
  int64_t offset = 0;
  for (OpT op : bucket) {
    int64_t size = numElements(op.getResult());
    SmallVector<OpFoldResult> offsets{rewriter.getIndexAttr(offset)};
    SmallVector<OpFoldResult> sizes{rewriter.getIndexAttr(size)};
    SmallVector<OpFoldResult> strides{rewriter.getIndexAttr(1)};
    Value piece = tensor::ExtractSliceOp::create(rewriter, loc, merged, offsets,
                                                 sizes, strides);
    rewriter.replaceOp(op, unflatten(rewriter, loc, piece,
                                     cast<RankedTensorType>(op.getType())));
    offset += size;
  }
}

/// Replaces the all-gathers of `bucket` by one, placed at the first.
static void mergeGathers(IRRewriter &rewriter, ArrayRef<AllGatherOp> bucket,
                         int64_t groupSize) {
  AllGatherOp first = bucket.front();
  Location loc = first.getLoc();
  // The flat shard is built as soon as its pieces exist (at the top of the
  // function for state shards), so that a schedule can prefetch the gather.
  Block *block = first->getBlock();
  Operation *latest = nullptr;
  for (AllGatherOp gather : bucket)
    if (Operation *def = gather.getInput().getDefiningOp())
      if (Operation *top = block->findAncestorOpInBlock(*def))
        if (!latest || latest->isBeforeInBlock(top))
          latest = top;
  if (latest)
    rewriter.setInsertionPointAfter(latest);
  else
    rewriter.setInsertionPointToStart(block);
  SmallVector<Value> flatShards;
  for (AllGatherOp gather : bucket)
    flatShards.push_back(flatten(rewriter, loc, gather.getInput()));
  Value flatShard = tensor::ConcatOp::create(rewriter, loc, 0, flatShards);
  rewriter.setInsertionPoint(first);
  int64_t total = numElements(flatShard);
  auto elementType =
      cast<RankedTensorType>(flatShard.getType()).getElementType();
  Value gathered = AllGatherOp::create(
      rewriter, loc, RankedTensorType::get({groupSize * total}, elementType),
      first.getGridAttr(), first.getGridAxesAttr(), flatShard,
      rewriter.getI64IntegerAttr(0));
  Value matrix = tensor::ExpandShapeOp::create(
      rewriter, loc, RankedTensorType::get({groupSize, total}, elementType),
      gathered, ArrayRef<ReassociationIndices>{{0, 1}});
  int64_t offset = 0;
  for (AllGatherOp gather : bucket) {
    int64_t size = numElements(gather.getInput());
    Value rows = columns(rewriter, loc, matrix, offset, size);
    Value flat = tensor::CollapseShapeOp::create(
        rewriter, loc, rows, ArrayRef<ReassociationIndices>{{0, 1}});
    rewriter.replaceOp(gather,
                       unflatten(rewriter, loc, flat,
                                 cast<RankedTensorType>(gather.getType())));
    offset += size;
  }
}

/// Replaces the reduce-scatters of `bucket` by one, placed at the last.
static void mergeReduceScatters(IRRewriter &rewriter,
                                ArrayRef<ReduceScatterOp> bucket,
                                int64_t groupSize) {
  ReduceScatterOp last = bucket.back();
  Location loc = last.getLoc();
  rewriter.setInsertionPoint(last);
  SmallVector<Value> matrices;
  for (ReduceScatterOp scatter : bucket)
    matrices.push_back(asMatrix(rewriter, loc, scatter.getInput(), groupSize,
                                numElements(scatter.getResult())));
  Value matrix = tensor::ConcatOp::create(rewriter, loc, 1, matrices);
  auto matrixType = cast<RankedTensorType>(matrix.getType());
  int64_t total = matrixType.getDimSize(1);
  Value flat = tensor::CollapseShapeOp::create(
      rewriter, loc, matrix, ArrayRef<ReassociationIndices>{{0, 1}});
  Value shard = ReduceScatterOp::create(
      rewriter, loc,
      RankedTensorType::get({total}, matrixType.getElementType()),
      last.getGridAttr(), last.getGridAxesAttr(), flat,
      rewriter.getI64IntegerAttr(0), last.getReductionAttr());
  replaceBySlices(rewriter, loc, shard, ArrayRef<ReduceScatterOp>(bucket));
}

/// Replaces the all-reduces of `bucket` by one over the concatenation of
/// their flat inputs, placed at the last or, when a member's result is used
/// before the last, right before the first such use; each result is its
/// slice. Runs after the other buckets are merged (which move uses and
/// inputs), so it checks that every input exists there, and leaves the
/// bucket alone (returns false) where one does not.
static bool mergeAllReduces(IRRewriter &rewriter,
                            ArrayRef<AllReduceOp> bucket) {
  AllReduceOp last = bucket.back();
  Block *block = last->getBlock();
  Operation *at = last;
  for (AllReduceOp reduce : bucket)
    for (Operation *user : reduce->getUsers())
      if (Operation *top = block->findAncestorOpInBlock(*user))
        if (top->isBeforeInBlock(at))
          at = top;
  for (AllReduceOp reduce : bucket)
    if (Operation *def = reduce.getInput().getDefiningOp()) {
      Operation *top = block->findAncestorOpInBlock(*def);
      if (!top || !top->isBeforeInBlock(at))
        return false;
    }
  Location loc = last.getLoc();
  rewriter.setInsertionPoint(at);
  SmallVector<Value> flats;
  for (AllReduceOp reduce : bucket)
    flats.push_back(flatten(rewriter, loc, reduce.getInput()));
  Value flat = tensor::ConcatOp::create(rewriter, loc, 0, flats);
  Value reduced = AllReduceOp::create(
      rewriter, loc, flat.getType(), last.getGridAttr(), last.getGridAxesAttr(),
      flat, last.getReductionAttr());
  replaceBySlices(rewriter, loc, reduced, ArrayRef<AllReduceOp>(bucket));
  return true;
}

/// Whether `op` or an op nested in it uses a result of one of `members`.
template <typename OpT>
static bool usesResultOf(Operation &op, ArrayRef<OpT> members) {
  if (members.empty())
    return false;
  WalkResult result = op.walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (llvm::any_of(members, [&](OpT member) {
            return member->getResult(0) == operand;
          }))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

namespace {
/// Collects runs of collectives of one kind in program order.
template <typename OpT> class BucketBuilder {
public:
  /// `limit` gives the size at which a bucket of collectives like its
  /// argument closes.
  BucketBuilder(std::function<int64_t(OpT)> limit,
                std::function<void(ArrayRef<OpT>)> onClose = nullptr)
      : limit(std::move(limit)), onClose(std::move(onClose)) {}

  /// Adds `op` to the open bucket, or closes it and opens a new one.
  void add(OpT op, int64_t bytes) {
    if (!current.empty() && (!compatible(current.front(), op) ||
                             currentBytes >= limit(current.front())))
      close();
    current.push_back(op);
    currentBytes += bytes;
  }
  void close() {
    if (onClose)
      onClose(current);
    if (current.size() > 1)
      buckets.push_back(current);
    current.clear();
    currentBytes = 0;
  }
  SmallVector<SmallVector<OpT>> take() {
    close();
    return std::move(buckets);
  }
  ArrayRef<OpT> open() const { return current; }

private:
  std::function<int64_t(OpT)> limit;
  std::function<void(ArrayRef<OpT>)> onClose;
  SmallVector<OpT> current;
  int64_t currentBytes = 0;
  SmallVector<SmallVector<OpT>> buckets;
};

/// The group size of `op` when it is a collective along dimension 0 of a
/// statically shaped tensor over a group of known size.
static std::optional<int64_t> bucketableGroupSize(CollectiveOpInterface op) {
  if (op.getCollectiveDim() != std::optional<int64_t>(0) ||
      !cast<ShapedType>(op.getInput().getType()).hasStaticShape() ||
      !cast<ShapedType>(op.getReceived().getType()).hasStaticShape())
    return std::nullopt;
  return op.getGroupSize();
}

} // namespace

/// The bucket size fsdp-bucket takes from a profile (`bucket-bytes=auto`) for
/// collectives like `info` (its kind and group): the smallest power of two
/// (from 1 KiB, at most 1 GiB) of full bytes whose collective spends at
/// least as long moving bytes as on its fixed cost (an empty collective's
/// time plus the async hand-off). Smaller collectives are dominated by the
/// fixed cost, which a bucket pays once for all its members.
static int64_t autoBucketBytes(const CostModel &model, CollectiveInfo info) {
  // The fixed cost: the time of an empty collective (the ring's latency, or
  // the smallest measured time of a calibration table) and the hand-off.
  info.fullBytes = 0;
  double fixed =
      model.collectiveSeconds(info) + model.getProfile().launchSeconds;
  if (info.groupSize <= 1 || fixed <= 0)
    return 0;
  // The smallest power of two whose collective spends as long moving bytes
  // as on its fixed cost (bounded at 1 GiB).
  int64_t bytes = 1024;
  for (; bytes < (int64_t(1) << 30); bytes *= 2) {
    info.fullBytes = bytes;
    if (model.collectiveSeconds(info) >= 2 * fixed)
      break;
  }
  return bytes;
}

namespace {
struct BucketPass : fsdp::impl::BucketPassBase<BucketPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    const BucketBytes &size = bucketBytes;
    if (func.isExternal() || size.is(BucketWord::Off))
      return markAllAnalysesPreserved();
    std::optional<CostModel> model;
    if (size.is(BucketWord::Auto)) {
      std::optional<MachineProfile> machine =
          MachineProfile::forOperation(func, profile);
      if (!machine)
        return signalPassFailure();
      model.emplace(*machine);
    }
    // The size a bucket of `op`'s kind and group closes at.
    DenseMap<std::pair<int, int64_t>, int64_t> autoSizes;
    auto limitOf = [&](CollectiveOpInterface op) -> int64_t {
      if (!model)
        return size.bytes;
      std::optional<CollectiveInfo> info = CostModel::getCollective(op);
      if (!info)
        return 0;
      auto key = std::make_pair(static_cast<int>(info->kind), info->groupSize);
      auto [it, inserted] = autoSizes.try_emplace(key, 0);
      if (inserted)
        it->second = autoBucketBytes(*model, *info);
      return it->second;
    };
    BucketBuilder<AllGatherOp> gathers(
        [&](AllGatherOp op) { return limitOf(op); });
    BucketBuilder<ReduceScatterOp> scatters(
        [&](ReduceScatterOp op) { return limitOf(op); });
    // The first op that uses a result of the open all-reduce bucket: a
    // member joins only while its input exists before it.
    Operation *reduceFirstUse = nullptr;
    BucketBuilder<AllReduceOp> reduces(
        [&](AllReduceOp op) { return limitOf(op); },
        [&](ArrayRef<AllReduceOp>) { reduceFirstUse = nullptr; });
    DenseMap<Operation *, int64_t> groupSizes;
    // Each step block on its own (the step's body, a microbatch loop's): a
    // bucket does not span blocks.
    for (Block *body : getStepBlocks(func)) {
      scanBlock(*body, gathers, scatters, reduces, reduceFirstUse, groupSizes);
      gathers.close();
      scatters.close();
      reduces.close();
    }

    IRRewriter rewriter(&getContext());
    bool changed = false;
    for (SmallVector<AllGatherOp> &bucket : gathers.take()) {
      mergeGathers(rewriter, bucket, groupSizes[bucket.front()]);
      changed = true;
    }
    for (SmallVector<ReduceScatterOp> &bucket : scatters.take()) {
      mergeReduceScatters(rewriter, bucket, groupSizes[bucket.front()]);
      changed = true;
    }
    for (SmallVector<AllReduceOp> &bucket : reduces.take())
      changed |= mergeAllReduces(rewriter, bucket);
    if (!changed)
      markAllAnalysesPreserved();
  }

  /// Adds the collectives of `body` to the open buckets, in program order.
  static void scanBlock(Block &body, BucketBuilder<AllGatherOp> &gathers,
                        BucketBuilder<ReduceScatterOp> &scatters,
                        BucketBuilder<AllReduceOp> &reduces,
                        Operation *&reduceFirstUse,
                        DenseMap<Operation *, int64_t> &groupSizes) {
    for (Operation &op : body) {
      // A merged reduce-scatter runs at its last member: an earlier
      // member's result must not be used before then (by any op, a
      // collective too: hybrid's all-reduce of a reduced shard).
      if (usesResultOf(op, scatters.open()))
        scatters.close();
      // A merged all-reduce runs at its last member or right before the
      // first use of a member's result, whichever comes first: a member
      // joins while its input exists there. So DDP's gradient all-reduces,
      // issued through backward and used by the update, merge at the last,
      // and hybrid's cross-host all-reduces, each placed at its first use
      // in the update, merge before the first update.
      auto reduce = dyn_cast<AllReduceOp>(op);
      auto reduceType =
          reduce ? cast<RankedTensorType>(reduce.getType()) : nullptr;
      // Flat pieces of statically shaped tensors; scalars (a loss, a norm)
      // stay alone.
      if (reduce && reduceType.hasStaticShape() && reduceType.getRank() > 0) {
        if (!reduces.open().empty() &&
            (usesResultOf(op, reduces.open()) ||
             AllReduceOp(reduces.open().front()).getReduction() !=
                 reduce.getReduction() ||
             (reduceFirstUse &&
              !isBeforeOrArgument(reduce.getInput(), reduceFirstUse))))
          reduces.close();
        reduces.add(reduce, reduce.getFullBytes().value_or(0));
        continue;
      }
      if (!reduceFirstUse && usesResultOf(op, reduces.open()))
        reduceFirstUse = &op;
      if (auto gather = dyn_cast<AllGatherOp>(op)) {
        std::optional<int64_t> n = bucketableGroupSize(gather);
        // A shard that an all-reduce produces (hybrid's full gradient) may
        // move with that all-reduce's bucket; its gather stays alone.
        if (!n || gather.getInput().getDefiningOp<AllReduceOp>()) {
          gathers.close();
          continue;
        }
        // The merged gather runs at the first member: its shard must exist
        // there already. A shard gathered again (for backward) starts a new
        // bucket rather than being gathered twice at once.
        if (!gathers.open().empty() &&
            (groupSizes[gathers.open().front()] != *n ||
             !isBeforeOrArgument(gather.getInput(), gathers.open().front()) ||
             llvm::any_of(gathers.open(), [&](AllGatherOp member) {
               return member.getInput() == gather.getInput();
             })))
          gathers.close();
        groupSizes[gather] = *n;
        gathers.add(gather, gather.getFullBytes().value_or(0));
        continue;
      }
      if (auto scatter = dyn_cast<ReduceScatterOp>(op)) {
        std::optional<int64_t> n = bucketableGroupSize(scatter);
        if (!n) {
          scatters.close();
          continue;
        }
        if (!scatters.open().empty()) {
          ReduceScatterOp front = scatters.open().front();
          if (groupSizes[front] != *n ||
              front.getReduction() != scatter.getReduction())
            scatters.close();
        }
        groupSizes[scatter] = *n;
        scatters.add(scatter, scatter.getFullBytes().value_or(0));
        continue;
      }
    }
  }

  /// Whether `value` is available right before `op`.
  static bool isBeforeOrArgument(Value value, Operation *op) {
    Operation *def = value.getDefiningOp();
    if (!def)
      return true;
    // Defined in an enclosing block (outside a microbatch loop), or before
    // `op` in its own.
    Operation *top = op->getBlock()->findAncestorOpInBlock(*def);
    return !top || top->isBeforeInBlock(op);
  }
};
} // namespace
