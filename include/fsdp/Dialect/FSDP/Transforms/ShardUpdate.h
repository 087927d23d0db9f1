//===- ShardUpdate.h - fsdp-shard-update and its per-op rules ---*- C++ -*-===//
//
// fsdp-shard-update walks a step once, in order. For every op that reads a
// shard it asks the op's rule to rewrite it on shards; for every operand it
// needs a shard of, it asks the rule of the operand's producer to make that
// shard without communication. An op's rule is its StepOpInterface
// (implemented by the op, or attached as an external model by any dialect:
// registerStepOpExternalModels attaches the built-in ones); an op
// without one falls back to the rules by trait of ShardUpdateRules.cpp
// (Elementwise ops, linalg ops, calls, constants). Rules are written against
// ShardRewriter (Interfaces/ShardRewriter.h), which ShardUpdate implements;
// the driver (ShardUpdate.cpp) does not change.
// See docs/guides/developing.md, "Adding an op's rules (sharding, mixed
// precision, cost)".
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATE_H
#define FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATE_H

#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <string>

namespace mlir::fsdp {

/// One run of fsdp-shard-update on a function: the map from full values to
/// their shards, and what the rules may ask of it.
class ShardUpdate final : public ShardRewriter {
public:
  /// Shards the update of `func`; the state arguments in `keepFull` are never
  /// sliced.
  ShardUpdate(func::FuncOp func, const DenseSet<unsigned> &keepFull)
      : func(func), keepFull(keepFull), rewriter(func.getContext()) {}

  /// Returns false when there was nothing to shard.
  bool run();

  /// State arguments that are sliced for the update although their own update
  /// is not computed on shards (with the same layout).
  SmallVector<unsigned> slicedButUpdatedInFull();

  /// Emits the remarks collected by `run`: why each op was left in full.
  void emitRemarks();

  //===--------------------------------------------------------------------===//
  // What the rules use (see ShardRewriter)
  //===--------------------------------------------------------------------===//

  IRRewriter &getRewriter() override { return rewriter; }
  const Shard *lookupShard(Value full) const override;
  FailureOr<Shard> commonShard(Operation *op, ArrayRef<Value> operands,
                               std::string &why) override;
  Value getOrCreateShard(Value full, const Dim0Layout &layout,
                         std::string &why) override;
  void recordShard(Value full, Shard shard, Operation *original) override;
  void recordFreeShard(Value full, Value shard) override {
    freeShards.try_emplace(full, shard);
  }
  void replaceByClone(Operation *original) override {
    deadCandidates.insert(original);
    replacedByClone.insert(original);
  }
  void eraseWhenUnused(Operation *op) override { deadCandidates.insert(op); }
  LogicalResult shardByTrait(Operation *op, std::string &why) override;

private:
  /// Tries the shard rules on `op`; on failure returns why.
  LogicalResult shardOp(Operation *op, std::string &why);
  Value createFreeShard(Value full, const Dim0Layout &layout, std::string &why);
  /// Runs `op`, a linalg op without results (checks only), on the shard of a
  /// state argument it reads when that argument is sliced for the update.
  void shardChecksOfState(linalg::LinalgOp op);
  /// Replaces the remaining uses of every rewritten value by a gather of its
  /// shard, and erases what became dead.
  void materializeAndCleanUp();

  func::FuncOp func;
  const DenseSet<unsigned> &keepFull;
  IRRewriter rewriter;
  /// Why each op that needed a full value could not be rewritten.
  SmallVector<std::pair<Operation *, std::string>> remarks;
  DenseMap<Value, Shard> shards;
  /// Shards obtained without communication, by full value.
  DenseMap<Value, Value> freeShards;
  /// The layout each sliced state argument is sliced with.
  DenseMap<Value, Dim0Layout> stateLayouts;
  /// Ops whose results are now computed on shards; remaining full uses get a
  /// gather.
  SetVector<Operation *> rewritten;
  /// Ops to erase once nothing uses them.
  DenseSet<Operation *> deadCandidates;
  /// Ops with side effects (a `cf.assert` in a linalg body, as torch-mlir
  /// emits) whose clone on shards has the same effects, so that they are
  /// erased once nothing uses them, like pure ops.
  DenseSet<Operation *> replacedByClone;
};

/// The generic form of the linalg op `op`: itself, or a generalized copy
/// (inserted before `op`, to be erased by the caller) of a named op.
FailureOr<linalg::GenericOp> getGenericForm(RewriterBase &rewriter,
                                            linalg::LinalgOp op);

/// The loop dimension that `map` sends to result 0, when it is a plain
/// dimension.
std::optional<unsigned> getDim0Loop(AffineMap map);

/// Clones `op` with its operands along `loop` replaced by their shards of
/// `layout` (state arguments, splats, ... sliced for free) and the rest
/// kept. Fails when `loop` is not walked by dimension 0 of every operand
/// that uses it, or when the body reads the index of `loop`. `zeroArgs`
/// receives the block arguments whose padding rows are known to be zero.
FailureOr<linalg::GenericOp> cloneOnShards(ShardRewriter &update,
                                           linalg::GenericOp op, unsigned loop,
                                           const Dim0Layout &layout,
                                           DenseSet<Value> &zeroArgs,
                                           std::string &why);

/// The built-in rule for an op that is elementwise along dimension 0 (what an
/// `Elementwise` op gets): the op cloned on the shards of its operands, each
/// result's padding known to be zero where arithmetic keeps it so. A model
/// for such an op of another dialect is one call of these.
LogicalResult shardElementwiseOp(ShardRewriter &update, Operation *op,
                                 std::string &why);
/// Likewise for its free shard: the op cloned on free shards of its operands.
Value createElementwiseFreeShard(ShardRewriter &update, OpResult full,
                                 const Dim0Layout &layout, std::string &why);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATE_H
