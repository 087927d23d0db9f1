//===- Dim0Layout.h - A tensor split along dimension 0 ----------*- C++ -*-===//
//
// The one sharding of fsdp-mlir: dimension 0 split evenly across a process
// group, padded with trailing rows where it does not divide.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_INTERFACES_DIM0LAYOUT_H
#define FSDP_DIALECT_FSDP_INTERFACES_DIM0LAYOUT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::tensor {
class ExtractSliceOp;
} // namespace mlir::tensor

namespace mlir::fsdp {

/// How a tensor is split along dimension 0 across a group: a full dimension of
/// `fullDim0` rows, padded with `pad` trailing rows so that it divides by
/// `groupSize`; each rank holds `shardDim0()` rows.
struct Dim0Layout {
  FlatSymbolRefAttr grid;
  DenseI16ArrayAttr axes; // null when the group spans the whole grid
  int64_t groupSize = 1;
  int64_t fullDim0 = 0;
  int64_t pad = 0;

  /// The layout that splits `fullDim0` rows with the least padding.
  static Dim0Layout get(FlatSymbolRefAttr grid, DenseI16ArrayAttr axes,
                        int64_t groupSize, int64_t fullDim0);

  int64_t paddedDim0() const { return fullDim0 + pad; }
  int64_t shardDim0() const { return paddedDim0() / groupSize; }
  bool sameGroup(const Dim0Layout &other) const {
    return grid == other.grid && axes == other.axes &&
           groupSize == other.groupSize;
  }
  bool operator==(const Dim0Layout &other) const {
    return sameGroup(other) && fullDim0 == other.fullDim0 && pad == other.pad;
  }
  /// `type` with dimension 0 replaced by `dim0`.
  static RankedTensorType withDim0(RankedTensorType type, int64_t dim0);
  RankedTensorType shardType(RankedTensorType fullType) const {
    return withDim0(fullType, shardDim0());
  }
};

/// Whether `slice` keeps the leading rows of its source and all of its other
/// dimensions.
bool isDim0Prefix(tensor::ExtractSliceOp slice);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_INTERFACES_DIM0LAYOUT_H
