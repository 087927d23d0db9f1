//===- FSDPOps.cpp - FSDP collective operations ---------------------------===//

#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// Resolves the grid and checks the axes; on success returns the group size
/// (`std::nullopt` when dynamic) through `size`.
static LogicalResult verifyGroup(CollectiveOpInterface op,
                                 SymbolTableCollection &symbolTable,
                                 std::optional<int64_t> &size) {
  FlatSymbolRefAttr gridAttr = op.getGridAttr();
  std::optional<ArrayRef<int16_t>> gridAxes;
  if (DenseI16ArrayAttr axes = op.getGridAxesAttr())
    gridAxes = axes.asArrayRef();
  shard::GridOp grid = shard::getGridOrNull(op, gridAttr, symbolTable);
  if (!grid)
    return op->emitOpError() << "'@" << gridAttr.getValue()
                             << "' does not reference a shard.grid";
  if (gridAxes) {
    int64_t rank = grid.getRank();
    for (auto [i, axis] : llvm::enumerate(*gridAxes)) {
      if (axis < 0 || axis >= rank)
        return op->emitOpError()
               << "grid axis " << axis << " is out of range for grid @"
               << grid.getSymName() << " of rank " << rank;
      if (i > 0 && axis <= (*gridAxes)[i - 1])
        return op->emitOpError() << "grid_axes must be strictly increasing";
    }
  }
  // A group needs at least one rank: a zero-size axis would make every
  // shard size a division by zero in the passes and the runtime.
  ArrayRef<int64_t> shape = grid.getShape();
  int64_t product = 1;
  SmallVector<int16_t> axes = op.getGroupAxes(grid);
  for (int16_t axis : axes) {
    int64_t extent = shape[axis];
    if (ShapedType::isDynamic(extent))
      continue;
    if (extent == 0)
      return op->emitOpError() << "grid @" << grid.getSymName() << " axis "
                               << axis << " has size 0; a group needs at "
                               << "least one rank";
    if (llvm::MulOverflow(product, extent, product))
      return op->emitOpError() << "the size of the group on grid @"
                               << grid.getSymName() << " overflows 64 bits";
  }
  size = mlir::fsdp::detail::getGroupSize(grid, axes);
  return success();
}

/// Checks that `large` equals `small` times the group size along `dim` and
/// that every other dimension matches, for tensors and buffers alike. Dynamic
/// sizes are not checked.
static LogicalResult verifyScaledDim(Operation *op, ShapedType small,
                                     StringRef smallName, ShapedType large,
                                     StringRef largeName, int64_t dim,
                                     std::optional<int64_t> groupSize) {
  for (int64_t d = 0, e = small.getRank(); d < e; ++d) {
    int64_t s = small.getDimSize(d), l = large.getDimSize(d);
    if (ShapedType::isDynamic(s) || ShapedType::isDynamic(l))
      continue;
    if (d != dim) {
      if (s != l)
        return op->emitOpError() << smallName << " dimension " << d << " (" << s
                                 << ") must equal " << largeName
                                 << " dimension " << d << " (" << l << ")";
      continue;
    }
    if (groupSize && s * *groupSize != l)
      return op->emitOpError()
             << largeName << " dimension " << d << " (" << l << ") must be "
             << smallName << " dimension " << d << " (" << s
             << ") times the group size " << *groupSize;
  }
  return success();
}

static LogicalResult verifyDimInRange(Operation *op, StringRef name,
                                      int64_t dim, int64_t rank) {
  if (dim < 0 || dim >= rank)
    return op->emitOpError()
           << name << " " << dim << " is out of range for rank " << rank;
  return success();
}

//===----------------------------------------------------------------------===//
// The collectives (CollectiveOpInterface)
//===----------------------------------------------------------------------===//

LogicalResult mlir::fsdp::detail::verifyCollectiveSymbolUses(
    CollectiveOpInterface op, SymbolTableCollection &symbolTable) {
  std::optional<int64_t> size;
  if (failed(verifyGroup(op, symbolTable, size)))
    return failure();
  auto input = cast<ShapedType>(op.getInput().getType());
  auto received = cast<ShapedType>(op.getReceived().getType());
  bool tensor = isa<TensorType>(received);
  StringRef receivedName = tensor ? "result" : "output";
  switch (op.getCollectiveKind()) {
  case CollectiveKind::AllReduce:
    // Buffers may differ in layout; their shapes are checked by a trait.
    if (tensor && input != received)
      return op->emitOpError() << "result type " << received
                               << " must equal the input type " << input;
    return success();
  case CollectiveKind::ReduceScatter: {
    int64_t dim = *op.getCollectiveDim();
    if (failed(verifyDimInRange(op, "scatter_dim", dim, input.getRank())))
      return failure();
    return verifyScaledDim(op, received, receivedName, input, "input", dim,
                           size);
  }
  case CollectiveKind::AllGather: {
    int64_t dim = *op.getCollectiveDim();
    if (failed(verifyDimInRange(op, "gather_dim", dim, input.getRank())))
      return failure();
    return verifyScaledDim(op, input, "input", received, receivedName, dim,
                           size);
  }
  }
  llvm_unreachable("unknown collective kind");
}

OpFoldResult mlir::fsdp::detail::foldSingleRankGroup(CollectiveOpInterface op) {
  if (op.getInput().getType() != op.getReceived().getType())
    return {};
  if (op.getGroupSize() != std::optional<int64_t>(1))
    return {};
  return op.getInput();
}

LogicalResult
mlir::fsdp::detail::verifyCollectiveStart(CollectiveOpInterface op) {
  Value token = op.getAsyncToken();
  if (op.isBufferForm()) {
    if (!token.hasOneUse() || !isa<BufferWaitOp>(*token.user_begin()))
      return op->emitOpError()
             << "token must be used by exactly one fsdp.buffer.wait";
    return success();
  }
  // A tensor start's in-flight result and its token are both consumed by
  // one wait, and by nothing else.
  if (!token.hasOneUse() || !isa<WaitOp>(*token.user_begin()))
    return op->emitOpError() << "token must be used by exactly one fsdp.wait";
  Operation *wait = *token.user_begin();
  for (Operation *user : op.getReceived().getUsers())
    if (user != wait)
      return op->emitOpError() << "result may only be used by the fsdp.wait "
                                  "of its token";
  return success();
}

Operation *mlir::fsdp::detail::getWaitOf(Value token) {
  if (!token.hasOneUse())
    return nullptr;
  Operation *user = *token.user_begin();
  return isa<CollectiveWaitOpInterface>(user) ? user : nullptr;
}

//===----------------------------------------------------------------------===//
// WaitOp
//===----------------------------------------------------------------------===//

LogicalResult WaitOp::verify() {
  Operation *start = getToken().getDefiningOp();
  if (!start)
    return success();
  if (start->getNumResults() != 2 || start->getResult(1) != getToken() ||
      start->getResult(0) != getValue())
    return emitOpError() << "value must be the result of the start op that "
                            "produced the token";
  return success();
}

void WaitOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Operation *start = getToken().getDefiningOp();
  if (!start)
    return;
  StringRef name = start->getName().stripDialect();
  setNameFn(getResult(), name.drop_back(StringRef("_start").size()));
}

#define GET_OP_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPOps.cpp.inc"

//===----------------------------------------------------------------------===//
// BufferWaitOp
//===----------------------------------------------------------------------===//

LogicalResult BufferWaitOp::verify() {
  Operation *start = getToken().getDefiningOp();
  if (!start)
    return success();
  auto collective = dyn_cast<CollectiveOpInterface>(start);
  if (!collective || !collective.isAsync() || !collective.isBufferForm())
    return emitOpError() << "token must come from an fsdp.buffer.*_start op";
  if (collective.getInput() != getInput() ||
      collective.getReceived() != getOutput())
    return emitOpError() << "buffers must be the input and output of the "
                            "start op that produced the token";
  return success();
}
