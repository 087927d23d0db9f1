//===- LoweringFolds.cpp - What the lowering folds away -------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

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

bool mlir::fsdp::foldsIntoContractions(linalg::TransposeOp transpose) {
  Value result = transpose.getResult()[0];
  return !result.use_empty() &&
         llvm::all_of(result.getUses(), [](OpOperand &use) {
           auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
           return linalgOp && linalgOp.isDpsInput(&use) &&
                  linalg::isaContractionOpInterface(linalgOp);
         });
}

bool mlir::fsdp::foldsIntoContraction(linalg::FillOp fill) {
  if (fill->getNumResults() != 1 || !fill->getResult(0).hasOneUse())
    return false;
  OpOperand &use = *fill->getResult(0).getUses().begin();
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  FloatAttr value;
  return linalgOp && linalgOp.isDpsInit(&use) &&
         linalg::isaContractionOpInterface(linalgOp) &&
         matchPattern(fill.getInputs()[0], m_Constant(&value)) &&
         value.getValue().isPosZero();
}
