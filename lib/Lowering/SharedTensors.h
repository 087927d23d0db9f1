//===- SharedTensors.h - Tensors many ops use, split for bufferization ---===//
//
// What fsdp-split-shared-reads and fsdp-split-shared-inits share: the
// tensors of a function that many ops use, and whether a tensor's buffer
// has the identity layout, so that a read-only to_buffer of it folds away.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LIB_LOWERING_SHAREDTENSORS_H
#define FSDP_LIB_LOWERING_SHAREDTENSORS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir::fsdp {

/// The ranked tensors without encoding in `root` (op results and block
/// arguments) with at least `fewest` uses.
inline SmallVector<Value> collectSharedTensors(Operation *root,
                                               unsigned fewest) {
  SmallVector<Value> shared;
  auto consider = [&](Value v) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (type && !type.getEncoding() && v.hasNUsesOrMore(fewest))
      shared.push_back(v);
  };
  root->walk([&](Operation *op) {
    for (Value result : op->getResults())
      consider(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          consider(arg);
  });
  return shared;
}

/// Whether `value`'s buffer has the identity layout whatever the analysis
/// decides, as the to_buffer's type, so that it folds away: a function
/// argument (One-Shot Bufferize gives them that layout in the lowering; with
/// another it copies), a new allocation, with `constants` a constant (its
/// global), or a destination-style op's result written into one. (A slice's
/// buffer would not fold.)
inline bool hasIdentityBuffer(Value value, bool constants) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value))
      return isa<func::FuncOp>(arg.getOwner()->getParentOp());
    Operation *def = value.getDefiningOp();
    if (isa<tensor::EmptyOp, bufferization::AllocTensorOp>(def) ||
        (constants && isa<arith::ConstantOp>(def)))
      return true;
    auto dps = dyn_cast<DestinationStyleOpInterface>(def);
    if (!dps)
      return false;
    value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
  }
}

} // namespace mlir::fsdp

#endif // FSDP_LIB_LOWERING_SHAREDTENSORS_H
