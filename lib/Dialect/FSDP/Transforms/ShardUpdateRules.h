//===- ShardUpdateRules.h - The rules of fsdp-shard-update by trait -*- C++
//-*-//
//
// The fallback for ops without a StepOpInterface: rules that match by
// trait or interface (Elementwise ops of any dialect, every linalg op through
// its generic form, calls, constants), which external models, attached to
// named ops, cannot express.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDUPDATERULES_H
#define FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDUPDATERULES_H

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Transforms/ShardUpdate.h"

namespace mlir::fsdp {

/// A rule for an op that reads a shard: rewrites it on shards (recording the
/// shards of its results) or fails and says why, which becomes the remark
/// that explains why the full value is gathered. The first rule whose
/// `matches` holds decides.
struct ShardRule {
  /// What the rule handles, for docs and remarks.
  StringLiteral name;
  bool (*matches)(Operation *op);
  LogicalResult (*apply)(ShardRewriter &update, Operation *op,
                         std::string &why);
};

/// A rule that makes the shard of result `full` of an op without
/// communication (re-creating a constant on the shard shape, computing an
/// elementwise op on free shards, ...), inserted right after the op. Returns
/// null and sets `why` when it cannot. The first rule whose `matches` holds
/// decides.
struct FreeShardRule {
  StringLiteral name;
  bool (*matches)(Operation *def);
  Value (*create)(ShardRewriter &update, OpResult full,
                  const Dim0Layout &layout, std::string &why);
};

/// The rules, in the order they are tried (ShardUpdateRules.cpp).
ArrayRef<ShardRule> getShardRules();
ArrayRef<FreeShardRule> getFreeShardRules();

} // namespace mlir::fsdp

#endif // FSDP_LIB_DIALECT_FSDP_TRANSFORMS_SHARDUPDATERULES_H
