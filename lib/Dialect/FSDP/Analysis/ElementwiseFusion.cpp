//===- ElementwiseFusion.cpp - What elementwise fusion folds --------------===//

#include "fsdp/Dialect/FSDP/Analysis/ElementwiseFusion.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

bool mlir::fsdp::isFusableElementwise(Operation *op) {
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  if (op->hasTrait<OpTrait::Elementwise>())
    return llvm::all_of(op->getOperandTypes(),
                        [](Type t) { return isa<RankedTensorType>(t); });
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.getNumDpsInits() == 1 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         llvm::all_of(generic.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

Operation *mlir::fsdp::getFusingUser(Value value) {
  Operation *op = value.getDefiningOp();
  if (!op || !isFusableElementwise(op) || !value.hasOneUse())
    return nullptr;
  OpOperand &use = *value.getUses().begin();
  Operation *user = use.getOwner();
  if (user->getBlock() != op->getBlock() || !isFusableElementwise(user) ||
      cast<ShapedType>(user->getResult(0).getType()).getShape() !=
          cast<ShapedType>(value.getType()).getShape())
    return nullptr;
  // A generic reads it element for element, as an input (an init is
  // overwritten, not fused).
  if (auto generic = dyn_cast<linalg::GenericOp>(user))
    if (!generic.isDpsInput(&use) ||
        !generic.getMatchingIndexingMap(&use).isPermutation())
      return nullptr;
  return user;
}
