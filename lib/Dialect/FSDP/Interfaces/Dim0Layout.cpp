//===- Dim0Layout.cpp - A tensor split along dimension 0 ------------------===//

#include "fsdp/Dialect/FSDP/Interfaces/Dim0Layout.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;

Dim0Layout Dim0Layout::get(FlatSymbolRefAttr grid, DenseI16ArrayAttr axes,
                           int64_t groupSize, int64_t fullDim0) {
  Dim0Layout layout;
  layout.grid = grid;
  layout.axes = axes;
  layout.groupSize = groupSize;
  layout.fullDim0 = fullDim0;
  layout.pad = llvm::alignTo(fullDim0, groupSize) - fullDim0;
  return layout;
}

RankedTensorType Dim0Layout::withDim0(RankedTensorType type, int64_t dim0) {
  SmallVector<int64_t> shape(type.getShape());
  shape[0] = dim0;
  return type.clone(shape);
}

bool mlir::fsdp::isDim0Prefix(tensor::ExtractSliceOp slice) {
  RankedTensorType source = slice.getSourceType();
  RankedTensorType result = slice.getResultType();
  if (source.getRank() != result.getRank() || !result.hasStaticShape())
    return false;
  for (OpFoldResult offset : slice.getMixedOffsets())
    if (!isConstantIntValue(offset, 0))
      return false;
  for (OpFoldResult stride : slice.getMixedStrides())
    if (!isConstantIntValue(stride, 1))
      return false;
  for (int64_t d = 1; d < source.getRank(); ++d)
    if (source.getDimSize(d) != result.getDimSize(d))
      return false;
  return true;
}
