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

/// The group's axes: `gridAxes`, or every axis of `grid` when absent.
static SmallVector<int16_t> groupAxes(std::optional<ArrayRef<int16_t>> gridAxes,
                                      shard::GridOp grid) {
  if (gridAxes)
    return SmallVector<int16_t>(gridAxes->begin(), gridAxes->end());
  SmallVector<int16_t> all;
  for (int16_t i = 0, e = grid.getRank(); i < e; ++i)
    all.push_back(i);
  return all;
}

/// Product of the grid's sizes along `axes`; `std::nullopt` if one is dynamic.
static std::optional<int64_t> groupSize(shard::GridOp grid,
                                        ArrayRef<int16_t> axes) {
  ArrayRef<int64_t> shape = grid.getShape();
  int64_t size = 1;
  for (int16_t axis : axes) {
    if (ShapedType::isDynamic(shape[axis]))
      return std::nullopt;
    size *= shape[axis];
  }
  return size;
}

/// Resolves the grid and checks the axes; on success returns the group size
/// (`std::nullopt` when dynamic) through `size`.
static LogicalResult verifyGroup(Operation *op, FlatSymbolRefAttr gridAttr,
                                 std::optional<ArrayRef<int16_t>> gridAxes,
                                 SymbolTableCollection &symbolTable,
                                 std::optional<int64_t> &size) {
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
  for (int16_t axis : groupAxes(gridAxes, grid)) {
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
  size = groupSize(grid, groupAxes(gridAxes, grid));
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

/// The group size of `op` when it can be computed without a symbol table
/// collection (used by folders).
template <typename OpT> static std::optional<int64_t> lookupGroupSize(OpT op) {
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(
      op.getOperation(), op.getGridAttr());
  if (!grid)
    return std::nullopt;
  return groupSize(grid, groupAxes(op.getGridAxes(), grid));
}

/// A collective over a group of one rank is the identity.
template <typename OpT> static OpFoldResult foldSingleRankGroup(OpT op) {
  if (op.getInput().getType() != op.getResult().getType())
    return {};
  if (lookupGroupSize(op) != std::optional<int64_t>(1))
    return {};
  return op.getInput();
}

#define FSDP_DEFINE_GROUP_ACCESSORS(OpT)                                       \
  SmallVector<int16_t> OpT::getGroupAxes(shard::GridOp gridOp) {               \
    return groupAxes(getGridAxes(), gridOp);                                   \
  }                                                                            \
  std::optional<int64_t> OpT::getGroupSize() { return lookupGroupSize(*this); }

FSDP_DEFINE_GROUP_ACCESSORS(AllReduceOp)
FSDP_DEFINE_GROUP_ACCESSORS(ReduceScatterOp)
FSDP_DEFINE_GROUP_ACCESSORS(AllGatherOp)
#undef FSDP_DEFINE_GROUP_ACCESSORS

//===----------------------------------------------------------------------===//
// Verification shared by the blocking and the asynchronous collectives
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult verifyAllReduceLike(OpT op,
                                         SymbolTableCollection &symbolTable) {
  std::optional<int64_t> size;
  if (failed(verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbolTable,
                         size)))
    return failure();
  if (op.getInput().getType() != op.getResult().getType())
    return op.emitOpError()
           << "result type " << op.getResult().getType()
           << " must equal the input type " << op.getInput().getType();
  return success();
}

template <typename OpT>
static LogicalResult
verifyReduceScatterLike(OpT op, SymbolTableCollection &symbolTable) {
  std::optional<int64_t> size;
  if (failed(verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbolTable,
                         size)))
    return failure();
  auto input = cast<RankedTensorType>(op.getInput().getType());
  if (failed(verifyDimInRange(op, "scatter_dim", op.getScatterDim(),
                              input.getRank())))
    return failure();
  return verifyScaledDim(op, cast<RankedTensorType>(op.getResult().getType()),
                         "result", input, "input", op.getScatterDim(), size);
}

template <typename OpT>
static LogicalResult verifyAllGatherLike(OpT op,
                                         SymbolTableCollection &symbolTable) {
  std::optional<int64_t> size;
  if (failed(verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbolTable,
                         size)))
    return failure();
  auto input = cast<RankedTensorType>(op.getInput().getType());
  if (failed(verifyDimInRange(op, "gather_dim", op.getGatherDim(),
                              input.getRank())))
    return failure();
  return verifyScaledDim(op, input, "input",
                         cast<RankedTensorType>(op.getResult().getType()),
                         "result", op.getGatherDim(), size);
}

//===----------------------------------------------------------------------===//
// AllReduceOp
//===----------------------------------------------------------------------===//

LogicalResult
AllReduceOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyAllReduceLike(*this, symbolTable);
}

void AllReduceOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "all_reduce");
}

OpFoldResult AllReduceOp::fold(FoldAdaptor) {
  return foldSingleRankGroup(*this);
}

//===----------------------------------------------------------------------===//
// ReduceScatterOp
//===----------------------------------------------------------------------===//

LogicalResult
ReduceScatterOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyReduceScatterLike(*this, symbolTable);
}

void ReduceScatterOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reduce_scatter");
}

OpFoldResult ReduceScatterOp::fold(FoldAdaptor) {
  return foldSingleRankGroup(*this);
}

//===----------------------------------------------------------------------===//
// AllGatherOp
//===----------------------------------------------------------------------===//

LogicalResult
AllGatherOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyAllGatherLike(*this, symbolTable);
}

void AllGatherOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "all_gather");
}

OpFoldResult AllGatherOp::fold(FoldAdaptor) {
  return foldSingleRankGroup(*this);
}

//===----------------------------------------------------------------------===//
// Start ops and WaitOp
//===----------------------------------------------------------------------===//

/// A start's in-flight result and its token are both consumed by one wait,
/// and by nothing else.
template <typename OpT> static LogicalResult verifyStart(OpT op) {
  Value token = op.getToken();
  if (!token.hasOneUse() || !isa<WaitOp>(*token.user_begin()))
    return op.emitOpError() << "token must be used by exactly one fsdp.wait";
  auto wait = cast<WaitOp>(*token.user_begin());
  for (Operation *user : op.getResult().getUsers())
    if (user != wait.getOperation())
      return op.emitOpError() << "result may only be used by the fsdp.wait "
                                 "of its token";
  return success();
}

template <typename OpT> static WaitOp getWaitOf(OpT op) {
  Value token = op.getToken();
  return token.hasOneUse() ? dyn_cast<WaitOp>(*token.user_begin()) : WaitOp();
}

#define FSDP_DEFINE_START(OpT, VerifyLike)                                     \
  LogicalResult OpT::verify() { return verifyStart(*this); }                   \
  LogicalResult OpT::verifySymbolUses(SymbolTableCollection &symbolTable) {    \
    return VerifyLike(*this, symbolTable);                                     \
  }                                                                            \
  std::optional<int64_t> OpT::getGroupSize() {                                 \
    return lookupGroupSize(*this);                                             \
  }                                                                            \
  WaitOp OpT::getWait() { return getWaitOf(*this); }

FSDP_DEFINE_START(AllReduceStartOp, verifyAllReduceLike)
FSDP_DEFINE_START(ReduceScatterStartOp, verifyReduceScatterLike)
FSDP_DEFINE_START(AllGatherStartOp, verifyAllGatherLike)
#undef FSDP_DEFINE_START

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
// Buffer collectives (fsdp.buffer.*): verifiers
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult verifyBufferAllReduceLike(OpT op,
                                               SymbolTableCollection &symbols) {
  std::optional<int64_t> size;
  return verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbols, size);
}

template <typename OpT>
static LogicalResult
verifyBufferReduceScatterLike(OpT op, SymbolTableCollection &symbols) {
  std::optional<int64_t> size;
  if (failed(
          verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbols, size)))
    return failure();
  if (failed(verifyDimInRange(op, "scatter_dim", op.getScatterDim(),
                              op.getInputType().getRank())))
    return failure();
  return verifyScaledDim(op, op.getOutputType(), "output", op.getInputType(),
                         "input", op.getScatterDim(), size);
}

template <typename OpT>
static LogicalResult verifyBufferAllGatherLike(OpT op,
                                               SymbolTableCollection &symbols) {
  std::optional<int64_t> size;
  if (failed(
          verifyGroup(op, op.getGridAttr(), op.getGridAxes(), symbols, size)))
    return failure();
  if (failed(verifyDimInRange(op, "gather_dim", op.getGatherDim(),
                              op.getInputType().getRank())))
    return failure();
  return verifyScaledDim(op, op.getInputType(), "input", op.getOutputType(),
                         "output", op.getGatherDim(), size);
}

#define FSDP_DEFINE_BUFFER_COLLECTIVE(OpT, VerifyLike)                         \
  std::optional<int64_t> OpT::getGroupSize() {                                 \
    return lookupGroupSize(*this);                                             \
  }                                                                            \
  LogicalResult OpT::verifySymbolUses(SymbolTableCollection &symbolTable) {    \
    return VerifyLike(*this, symbolTable);                                     \
  }

FSDP_DEFINE_BUFFER_COLLECTIVE(BufferAllReduceOp, verifyBufferAllReduceLike)
FSDP_DEFINE_BUFFER_COLLECTIVE(BufferReduceScatterOp,
                              verifyBufferReduceScatterLike)
FSDP_DEFINE_BUFFER_COLLECTIVE(BufferAllGatherOp, verifyBufferAllGatherLike)

//===----------------------------------------------------------------------===//
// Asynchronous buffer collectives (fsdp.buffer.*_start, fsdp.buffer.wait)
//===----------------------------------------------------------------------===//

template <typename OpT> static LogicalResult verifyBufferStart(OpT op) {
  Value token = op.getToken();
  if (!token.hasOneUse() || !isa<BufferWaitOp>(*token.user_begin()))
    return op.emitOpError()
           << "token must be used by exactly one fsdp.buffer.wait";
  return success();
}

#define FSDP_DEFINE_BUFFER_START(OpT, VerifyLike)                              \
  FSDP_DEFINE_BUFFER_COLLECTIVE(OpT, VerifyLike)                               \
  LogicalResult OpT::verify() { return verifyBufferStart(*this); }             \
  BufferWaitOp OpT::getWait() {                                                \
    Value token = getToken();                                                  \
    return token.hasOneUse() ? dyn_cast<BufferWaitOp>(*token.user_begin())     \
                             : BufferWaitOp();                                 \
  }

FSDP_DEFINE_BUFFER_START(BufferAllReduceStartOp, verifyBufferAllReduceLike)
FSDP_DEFINE_BUFFER_START(BufferReduceScatterStartOp,
                         verifyBufferReduceScatterLike)
FSDP_DEFINE_BUFFER_START(BufferAllGatherStartOp, verifyBufferAllGatherLike)
#undef FSDP_DEFINE_BUFFER_START
#undef FSDP_DEFINE_BUFFER_COLLECTIVE

LogicalResult BufferWaitOp::verify() {
  Operation *start = getToken().getDefiningOp();
  if (!start)
    return success();
  if (!isa<BufferAllReduceStartOp, BufferReduceScatterStartOp,
           BufferAllGatherStartOp>(start))
    return emitOpError() << "token must come from an fsdp.buffer.*_start op";
  if (start->getOperand(0) != getInput() || start->getOperand(1) != getOutput())
    return emitOpError() << "buffers must be the input and output of the "
                            "start op that produced the token";
  return success();
}
