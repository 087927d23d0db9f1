//===- ShardUpdateInterface.td - Ops computed on shards ----*- tablegen -*-===//
//
// How fsdp-shard-update computes an op on shards of dimension 0, as an op
// interface: any dialect implements it on its ops or attaches it as an
// external model, so that an ML compiler adds the rule for its own op without
// editing this project (as upstream's ShardingInterface is attached to arith
// and linalg ops).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATEINTERFACE_TD
#define FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATEINTERFACE_TD

include "mlir/IR/OpBase.td"

def FSDP_ShardUpdateOpInterface : OpInterface<"ShardUpdateOpInterface"> {
  let cppNamespace = "::mlir::fsdp";
  let description = [{
    The rule fsdp-shard-update applies to an op: how to compute it on the
    shards of dimension 0 that each rank holds of its operands, and how to
    make the shard of one of its results without communication. An op with
    this interface is handled by it alone; an op without it falls back to the
    rules by trait (`Elementwise` ops, `linalg` ops, calls) of
    ShardUpdateRules.cpp.

    The rules are written against the `ShardUpdate` API
    (`fsdp/Dialect/FSDP/Transforms/ShardUpdate.h`): look up the shards of the
    operands, create the shards of the others without communication, build
    the op on shards with `getRewriter()`, and record the shards of the
    results. A rule that cannot shard the op fails and says why: the reason
    becomes the remark that explains why the value is gathered in full.
    `registerShardUpdateExternalModels` attaches the built-in models (slices,
    `tensor.empty`, `tensor.splat`, `linalg.fill`, splat constants).
  }];

  let methods = [
    InterfaceMethod<[{
        Rewrites this op, which reads a shard, on shards, recording the shard
        of each result (`ShardUpdate::recordShard`); on failure sets `why`
        and leaves the op as it was.
      }],
      "::llvm::LogicalResult", "shardUpdate",
      (ins "::mlir::fsdp::ShardUpdate &":$update, "std::string &":$why),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        why = "'" + $_op->getName().getStringRef().str() +
              "' has no rule to be computed on shards";
        return ::mlir::failure();
      }]>,
    InterfaceMethod<[{
        The shard of result `full` with `layout`, made without communication
        (re-created on the shard's shape, computed on free shards of the
        operands) and inserted at the rewriter's insertion point, right
        after the op; null with `why` set when it cannot be.
      }],
      "::mlir::Value", "createFreeShard",
      (ins "::mlir::fsdp::ShardUpdate &":$update, "::mlir::OpResult":$full,
           "const ::mlir::fsdp::Dim0Layout &":$layout, "std::string &":$why),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        why = "operand computed by '" +
              $_op->getName().getStringRef().str() + "' is needed in full";
        return {};
      }]>,
  ];
}

#endif // FSDP_DIALECT_FSDP_TRANSFORMS_SHARDUPDATEINTERFACE_TD
