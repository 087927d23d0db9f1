//===- StepOpInterface.td - An op's rules in a training step -*- tablegen -*-===//
//
// What fsdp-mlir's passes need to know of an op of a training step, in one
// op interface: how fsdp-shard-update computes it on shards, whether
// fsdp-mixed-precision may compute it in the narrower type, and what the
// cost model charges for it. Any dialect implements it on its ops or attaches
// it as an external model, so that an ML compiler gives its own op its rules
// without editing this project (as upstream's ShardingInterface is attached
// to arith and linalg ops).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_TD
#define FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def FSDP_StepOpInterface : OpInterface<"StepOpInterface"> {
  let cppNamespace = "::mlir::fsdp";
  let description = [{
    An op's rules in a training step, kept together. An op without this
    interface gets the built-in rules by trait and interface (`Elementwise`
    ops, `linalg` ops, calls, constants); an op with it is handled by its
    methods, whose defaults say: not computed on shards, the built-in rule
    for mixed precision and cost.

    Sharding (`shardUpdate`, `createFreeShard`) is written against
    `ShardRewriter` (`fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h`): look
    up the shards of the operands, create the shards of the others without
    communication, build the op on shards with `getRewriter()`, and record
    the shards of the results. A rule that cannot shard the op fails and
    says why: the reason becomes the remark that explains why the value is
    gathered in full. `registerStepOpExternalModels`
    (`fsdp/Dialect/FSDP/Extensions/StepOpModels.h`) attaches the built-in
    models (slices, `tensor.empty`, `tensor.splat`, `linalg.fill`).
  }];

  let methods = [
    InterfaceMethod<[{
        Rewrites this op, which reads a shard, on shards, recording the shard
        of each result (`ShardRewriter::recordShard`); on failure sets `why`
        and leaves the op as it was.
      }],
      "::llvm::LogicalResult", "shardUpdate",
      (ins "::mlir::fsdp::ShardRewriter &":$update, "std::string &":$why),
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
      (ins "::mlir::fsdp::ShardRewriter &":$update, "::mlir::OpResult":$full,
           "const ::mlir::fsdp::Dim0Layout &":$layout, "std::string &":$why),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{
        why = "operand computed by '" +
              $_op->getName().getStringRef().str() + "' is needed in full";
        return {};
      }]>,
    InterfaceMethod<[{
        Why fsdp-mixed-precision cannot compute this op in the narrower
        type (its f32 operands and results retyped); empty when it can;
        `std::nullopt` for the built-in rule. `nested`: the op is in the
        region of an op of the compute.
      }],
      "std::optional<std::string>", "getNarrowingBlocker", (ins "bool":$nested),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ return std::nullopt; }]>,
    InterfaceMethod<[{
        The floating-point operations the cost model charges for this op;
        `std::nullopt` for the built-in estimate (0 for an op it does not
        know).
      }],
      "std::optional<double>", "getFlops", (ins),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ return std::nullopt; }]>,
  ];
}

#endif // FSDP_DIALECT_FSDP_INTERFACES_STEPOPINTERFACE_TD
