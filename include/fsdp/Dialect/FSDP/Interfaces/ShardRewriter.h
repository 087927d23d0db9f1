//===- ShardRewriter.h - What a sharding rule may ask ----------*- C++ -*-===//
//
// The argument of StepOpInterface's sharding methods: the map from full
// values to their shards and the few operations a rule needs to compute its
// op on shards. fsdp-shard-update implements it (ShardUpdate, in
// Transforms); a rule sees only this class, so that the interface, and the
// models other dialects attach, do not depend on the pass.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_INTERFACES_SHARDREWRITER_H
#define FSDP_DIALECT_FSDP_INTERFACES_SHARDREWRITER_H

#include "fsdp/Dialect/FSDP/Interfaces/Dim0Layout.h"

#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::fsdp {

/// The shard of a full value.
struct Shard {
  Value value;
  Dim0Layout layout;
  /// Whether the padding rows of the shard are known to hold zeros, which
  /// makes sums over the shard exact. Vacuously true without padding.
  bool zeroPadding;
};

/// What a sharding rule (a StepOpInterface model, or a built-in rule) may ask
/// of the pass that computes a step on shards.
class ShardRewriter {
public:
  virtual ~ShardRewriter();

  /// The rewriter the rule builds with; its insertion point is the rule's to
  /// set.
  virtual IRRewriter &getRewriter() = 0;

  /// The shard recorded for `full`, or null.
  virtual const Shard *lookupShard(Value full) const = 0;

  /// The common layout of the sharded operands of `op` among `operands`, or
  /// failure (with `why`) when they differ or none is sharded.
  virtual FailureOr<Shard> commonShard(Operation *op, ArrayRef<Value> operands,
                                       std::string &why) = 0;

  /// This rank's shard of `full` (a value with `layout`'s full dimension 0)
  /// when it can be obtained without communication: from the shard map, by
  /// slicing a state argument, or by a free-shard rule for its producer.
  /// Returns null and sets `why` otherwise.
  virtual Value getOrCreateShard(Value full, const Dim0Layout &layout,
                                 std::string &why) = 0;

  /// Records that `full` has the shard `shard`; `original` (which computed
  /// `full`) will be erased once `full` has no uses left, and its remaining
  /// uses get a gather of the shard.
  virtual void recordShard(Value full, Shard shard, Operation *original) = 0;

  /// Records the shard of another result of an op a free-shard rule has just
  /// computed on shards.
  virtual void recordFreeShard(Value full, Value shard) = 0;

  /// `original` is now computed on shards by a clone that takes over its side
  /// effects: it is erased once nothing uses it, like a pure op.
  virtual void replaceByClone(Operation *original) = 0;

  /// `op` is erased once nothing uses it, if it has no side effects.
  virtual void eraseWhenUnused(Operation *op) = 0;

  /// Rewrites `op` on shards with the built-in rules by trait and interface
  /// (a linalg op through its generic form, an `Elementwise` op), as if it
  /// had no StepOpInterface: for a model that adds a free-shard rule to an
  /// op those rules already compute on shards.
  virtual LogicalResult shardByTrait(Operation *op, std::string &why) = 0;
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_INTERFACES_SHARDREWRITER_H
