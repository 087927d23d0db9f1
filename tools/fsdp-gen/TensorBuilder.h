//===- TensorBuilder.h - Tensor-level op helpers for fsdp-gen ---*- C++ -*-===//
//
// Thin helpers over OpBuilder that emit the linalg/arith/math/tensor ops a
// training step is made of, all on f32 tensors with static shapes.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_GEN_TENSORBUILDER_H
#define FSDP_TOOLS_FSDP_GEN_TENSORBUILDER_H

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace fsdpgen {

using mlir::Value;

/// How an operand of an elementwise map is indexed by the iteration space
/// (the result's shape, rank r).
enum class Bcast {
  Full,   ///< Same shape as the result.
  Rows,   ///< The result's shape without its last dimension.
  Cols,   ///< Only the result's last dimension (a bias-like vector).
  Scalar, ///< A rank-0 tensor.
};

/// An operand of `TensorBuilder::map`.
struct MapOperand {
  Value value;
  Bcast bcast = Bcast::Full;
};

/// Scalar body of an elementwise map: block arguments of the inputs in order.
using MapBody = llvm::function_ref<Value(mlir::OpBuilder &, mlir::Location,
                                         mlir::ValueRange)>;

enum class ReduceKind { Sum, Max };

/// Emits tensor ops at the builder's insertion point.
class TensorBuilder {
public:
  TensorBuilder(mlir::OpBuilder &builder, mlir::Location loc)
      : b(builder), loc(loc) {}

  mlir::OpBuilder &builder() { return b; }
  mlir::Location getLoc() const { return loc; }
  void setLoc(mlir::Location l) { loc = l; }

  mlir::RankedTensorType f32Type(llvm::ArrayRef<int64_t> shape);
  static llvm::ArrayRef<int64_t> shapeOf(Value v);

  /// `tensor.empty` of the given shape and element type (f32 by default).
  Value empty(llvm::ArrayRef<int64_t> shape, mlir::Type elementType = {});
  /// `linalg.fill` of a fresh tensor with `value`.
  Value fill(llvm::ArrayRef<int64_t> shape, double value);
  /// A splat `arith.constant` tensor.
  Value splat(llvm::ArrayRef<int64_t> shape, double value);
  /// A scalar f32 `arith.constant` (for use inside region bodies).
  static Value scalar(mlir::OpBuilder &b, mlir::Location loc, double value);

  Value add(Value x, Value y);
  Value sub(Value x, Value y);
  Value mul(Value x, Value y);
  Value div(Value x, Value y);
  /// `x * c` with a splat constant.
  Value scale(Value x, double c);
  /// `x * s` where `s` is a rank-0 tensor, as an elementwise linalg.generic.
  Value scaleBy(Value x, Value s);

  /// `linalg.matmul` of [m,k] x [k,n].
  Value matmul(Value x, Value y);
  /// `linalg.transpose` of a rank-2 tensor.
  Value transpose(Value x);

  /// An elementwise `linalg.generic` over `shape` (all parallel).
  Value map(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<MapOperand> ins,
            MapBody body, mlir::Type resultElementType = {});

  /// Reduces the last dimension: [..., n] -> [...].
  Value reduceLast(Value x, ReduceKind kind = ReduceKind::Sum);
  /// Sums every dimension but the last: [..., n] -> [n].
  Value sumLeading(Value x);
  /// Sums every element into a rank-0 tensor.
  Value sumAll(Value x);

  /// A general `linalg.generic` with one result initialised by `init`.
  Value generic(llvm::ArrayRef<Value> ins, Value init,
                llvm::ArrayRef<mlir::AffineMap> maps,
                llvm::ArrayRef<mlir::utils::IteratorType> iterators,
                MapBody body);

  Value expand(Value x, llvm::ArrayRef<int64_t> shape,
               llvm::ArrayRef<mlir::ReassociationIndices> reassociation);
  Value collapse(Value x,
                 llvm::ArrayRef<mlir::ReassociationIndices> reassociation);

private:
  mlir::OpBuilder &b;
  mlir::Location loc;
};

} // namespace fsdpgen

#endif // FSDP_TOOLS_FSDP_GEN_TENSORBUILDER_H
