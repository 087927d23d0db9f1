//===- ShardingUtils.h - Building blocks of the sharding passes -*- C++ -*-===//

#ifndef FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDINGUTILS_H
#define FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDINGUTILS_H

#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Interfaces/Dim0Layout.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::fsdp {

/// The grid axes of `layout`'s group: its `axes`, or, when they are absent,
/// every axis of its grid (looked up from `from`; [0] if it is not found).
SmallVector<int16_t> getGroupAxes(const Dim0Layout &layout, Operation *from);

/// The group a hybrid decomposition shards over (the innermost axis of `op`'s
/// group) and the one it all-reduces the shard over (the other axes), with
/// their sizes.
struct HybridGroups {
  DenseI16ArrayAttr shardAxes, replicaAxes;
  int64_t shardSize = 1;
};

/// The hybrid groups of `op`; std::nullopt when its group has fewer than two
/// axes or a dynamic size.
std::optional<HybridGroups> getHybridGroups(AllReduceOp op);

/// The layout fsdp-decompose-all-reduce shards a value of `fullDim0` rows in
/// when it decomposes `op` (`hybrid`: over the innermost axis of its group):
/// the layout of the state that `op`'s step trains on shards. std::nullopt
/// when the group has a dynamic size (or, hybrid, fewer than two axes).
std::optional<Dim0Layout> getShardLayout(AllReduceOp op, bool hybrid,
                                         int64_t fullDim0);

/// What fsdp-shard-state does to `func` (a training step) under
/// `strategy`, for passes that model the sharded step before it exists.
LogicalResult shardStepState(func::FuncOp func, Strategy strategy);

/// Checks a pass's `grid` option: empty (every grid) or the name of a
/// shard.grid of `module`; emits an error otherwise.
LogicalResult verifyGridOption(ModuleOp module, StringRef grid);

/// True for a statically shaped tensor whose byte size overflows 64 bits.
bool byteSizeOverflows(RankedTensorType type);

/// Pads dimension 0 of `value` with `pad` trailing zero rows (no-op when 0).
Value padDim0WithZeros(OpBuilder &b, Location loc, Value value, int64_t pad);

/// The first `rows` rows of `value` (no-op when it has exactly that many).
Value takeDim0Prefix(OpBuilder &b, Location loc, Value value, int64_t rows);

/// Gathers `shard` into the full tensor of `layout`, dropping the padding.
Value gatherFull(OpBuilder &b, Location loc, Value shard,
                 const Dim0Layout &layout);

/// Whether a scalar computed in a linalg body is zero whenever the block
/// arguments in `zeroArgs` are zero: a sum's term that zero-padded rows
/// leave out.
bool isZeroWhenArgsZero(Value v, const DenseSet<Value> &zeroArgs);

/// Why the body of `op` is not a sum of each output over rows (an
/// accumulator plus a term) whose padding rows, with `zeroArgs`, add zero
/// terms; empty when it is. What a reduction over a sharded dimension must
/// be to be summed as partial sums of row blocks (fsdp-shard-update,
/// fsdp-partition-reductions).
StringRef whyNotASumOfRows(linalg::GenericOp op,
                           const DenseSet<Value> *zeroArgs);

/// Whether the init of a reduction's output starts from zero, so that
/// partial sums of its rows can be added to it.
bool isZeroInit(Value init);

/// Whether the body of `op` reads the index of `loop` (`linalg.index`): on
/// a block of its rows it would count from the block's first row.
bool readsLoopIndex(linalg::GenericOp op, unsigned loop);

/// Applies `patterns` to `ops` only, leaving the rest of a (possibly huge)
/// step untouched rather than re-folding all of it as a whole-module greedy
/// rewrite would.
LogicalResult applyPatternsToOps(ArrayRef<Operation *> ops,
                                 RewritePatternSet &&patterns);

/// Whether collective `op` is on the grid a pass's `grid` option names (any
/// grid when the option is empty).
template <typename CollectiveOp>
bool isOnGridOption(CollectiveOp op, StringRef grid) {
  return grid.empty() || op.getGrid() == grid;
}

/// The driver of the passes that rewrite one kind of collective: checks the
/// `grid` option, checks each collective on it with `verify` (which emits
/// the located error), then applies the patterns `populate` adds to those
/// ops only. Returns false, having changed nothing, when no op is on the
/// grid, so that the pass can keep its analyses.
template <typename CollectiveOp>
FailureOr<bool>
rewriteCollectivesOnGrid(ModuleOp module, StringRef grid,
                         function_ref<LogicalResult(CollectiveOp)> verify,
                         function_ref<void(RewritePatternSet &)> populate) {
  if (failed(verifyGridOption(module, grid)))
    return failure();
  SmallVector<Operation *> selected;
  WalkResult checked = module.walk([&](CollectiveOp op) {
    if (!isOnGridOption(op, grid))
      return WalkResult::advance();
    if (failed(verify(op)))
      return WalkResult::interrupt();
    selected.push_back(op);
    return WalkResult::advance();
  });
  if (checked.wasInterrupted())
    return failure();
  if (selected.empty())
    return false;
  RewritePatternSet patterns(module.getContext());
  populate(patterns);
  if (failed(applyPatternsToOps(selected, std::move(patterns))))
    return failure();
  return true;
}

/// When `value` is the result of an all-gather along dimension 0 (possibly
/// followed by a slice that drops trailing padding rows), returns the shard
/// that was gathered and its layout.
std::optional<std::pair<Value, Dim0Layout>> matchGatheredShard(Value value);

/// A whole parameter: the shard (a block argument) that a dim-0 all-gather
/// with attributes `attrs` gathers, as a tensor of `type`.
struct GatheredParameter {
  Value shard;
  DictionaryAttr attrs;
  Type type;
  bool operator==(const GatheredParameter &other) const {
    return shard == other.shard && attrs == other.attrs && type == other.type;
  }
  bool operator!=(const GatheredParameter &other) const {
    return !(*this == other);
  }
};

/// `value` as a gathered parameter: the result of an all-gather of a block
/// argument, or a member of a bucket (fsdp-bucket's form: the gather of a
/// `tensor.concat` of flattened shards, viewed as [ranks, bucket], the
/// member's columns sliced out, flattened and shaped as the parameter; the
/// same data as the member's shard gathered alone).
std::optional<GatheredParameter> matchGatheredParameter(Value value);

} // namespace mlir::fsdp

#endif // FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDINGUTILS_H
