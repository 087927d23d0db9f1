//===- FSDPInterfaces.cpp - Interfaces of the FSDP collectives ------------===//

#include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;

SmallVector<int16_t>
mlir::fsdp::detail::getGroupAxes(DenseI16ArrayAttr gridAxes,
                                 shard::GridOp grid) {
  if (gridAxes)
    return SmallVector<int16_t>(gridAxes.asArrayRef());
  SmallVector<int16_t> all;
  for (int16_t i = 0, e = grid.getRank(); i < e; ++i)
    all.push_back(i);
  return all;
}

std::optional<int64_t>
mlir::fsdp::detail::getGroupSize(shard::GridOp grid, ArrayRef<int16_t> axes) {
  ArrayRef<int64_t> shape = grid.getShape();
  int64_t size = 1;
  for (int16_t axis : axes) {
    if (ShapedType::isDynamic(shape[axis]))
      return std::nullopt;
    size *= shape[axis];
  }
  return size;
}

std::optional<int64_t>
mlir::fsdp::detail::lookupGroupSize(Operation *op, FlatSymbolRefAttr gridAttr,
                                    DenseI16ArrayAttr gridAxes) {
  // Without a symbol table collection, so that folders can ask too.
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridAttr);
  if (!grid)
    return std::nullopt;
  return getGroupSize(grid, getGroupAxes(gridAxes, grid));
}

std::optional<int64_t> mlir::fsdp::getStaticByteSize(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t bytes = llvm::divideCeil(shaped.getElementTypeBitWidth(), 8);
  for (int64_t d : shaped.getShape())
    if (llvm::MulOverflow(bytes, d, bytes))
      return std::nullopt;
  return bytes;
}

#include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.cpp.inc"
