//===- ShardingUtils.cpp - Building blocks of the sharding passes ---------===//

#include "ShardingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

SmallVector<int16_t> mlir::fsdp::getGroupAxes(const Dim0Layout &layout,
                                              Operation *from) {
  if (layout.axes)
    return SmallVector<int16_t>(layout.axes.asArrayRef());
  SymbolTableCollection symbols;
  shard::GridOp grid = shard::getGridOrNull(from, layout.grid, symbols);
  SmallVector<int16_t> axes{0};
  for (int16_t axis = 1, e = grid ? grid.getRank() : 1; axis < e; ++axis)
    axes.push_back(axis);
  return axes;
}

LogicalResult mlir::fsdp::verifyGridOption(ModuleOp module, StringRef grid) {
  if (grid.empty() ||
      isa_and_nonnull<shard::GridOp>(SymbolTable::lookupSymbolIn(module, grid)))
    return success();
  return module.emitError()
         << "grid option: @" << grid << " is not a shard.grid of the module";
}

bool mlir::fsdp::byteSizeOverflows(RankedTensorType type) {
  return type.hasStaticShape() && type.getElementType().isIntOrFloat() &&
         !getStaticByteSize(type);
}

Value mlir::fsdp::padDim0WithZeros(OpBuilder &b, Location loc, Value value,
                                   int64_t pad) {
  if (pad == 0)
    return value;
  auto type = cast<RankedTensorType>(value.getType());
  Type elementType = type.getElementType();
  Value zero = arith::ConstantOp::create(b, loc, elementType,
                                         b.getZeroAttr(elementType));
  RankedTensorType padded =
      Dim0Layout::withDim0(type, type.getDimSize(0) + pad);
  return tensor::createPadHighOp(padded, value, zero, /*nofold=*/false, loc, b);
}

Value mlir::fsdp::takeDim0Prefix(OpBuilder &b, Location loc, Value value,
                                 int64_t rows) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getDimSize(0) == rows)
    return value;
  SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes =
      getAsIndexOpFoldResult(b.getContext(), type.getShape());
  sizes[0] = b.getIndexAttr(rows);
  return tensor::ExtractSliceOp::create(b, loc, value, offsets, sizes, strides);
}

std::optional<HybridGroups> mlir::fsdp::getHybridGroups(AllReduceOp op) {
  SymbolTableCollection symbols;
  shard::GridOp grid = shard::getGridOrNull(op, op.getGridAttr(), symbols);
  if (!grid)
    return std::nullopt;
  SmallVector<int16_t> axes = op.getGroupAxes(grid);
  if (axes.size() < 2)
    return std::nullopt;
  int64_t shardSize = grid.getShape()[axes.back()];
  if (ShapedType::isDynamic(shardSize))
    return std::nullopt;
  MLIRContext *context = op.getContext();
  return HybridGroups{
      DenseI16ArrayAttr::get(context, axes.back()),
      DenseI16ArrayAttr::get(context, ArrayRef(axes).drop_back()), shardSize};
}

std::optional<Dim0Layout>
mlir::fsdp::getShardLayout(AllReduceOp op, bool hybrid, int64_t fullDim0) {
  if (hybrid) {
    std::optional<HybridGroups> groups = getHybridGroups(op);
    if (!groups)
      return std::nullopt;
    return Dim0Layout::get(op.getGridAttr(), groups->shardAxes,
                           groups->shardSize, fullDim0);
  }
  std::optional<int64_t> groupSize = op.getGroupSize();
  if (!groupSize)
    return std::nullopt;
  return Dim0Layout::get(op.getGridAttr(), op.getGridAxesAttr(), *groupSize,
                         fullDim0);
}

Value mlir::fsdp::gatherFull(OpBuilder &b, Location loc, Value shard,
                             const Dim0Layout &layout) {
  auto shardType = cast<RankedTensorType>(shard.getType());
  Value gathered = AllGatherOp::create(
      b, loc, Dim0Layout::withDim0(shardType, layout.paddedDim0()), layout.grid,
      layout.axes, shard, b.getI64IntegerAttr(0));
  return takeDim0Prefix(b, loc, gathered, layout.fullDim0);
}

std::optional<std::pair<Value, Dim0Layout>>
mlir::fsdp::matchGatheredShard(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || type.getRank() == 0 || !type.hasStaticShape())
    return std::nullopt;
  int64_t fullDim0 = type.getDimSize(0);
  if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>()) {
    if (!isDim0Prefix(slice))
      return std::nullopt;
    value = slice.getSource();
  }
  auto gather = value.getDefiningOp<AllGatherOp>();
  if (!gather || gather.getGatherDim() != 0)
    return std::nullopt;
  std::optional<int64_t> groupSize = gather.getGroupSize();
  auto gatheredType = cast<RankedTensorType>(gather.getType());
  if (!groupSize || !gatheredType.hasStaticShape())
    return std::nullopt;
  Dim0Layout layout;
  layout.grid = gather.getGridAttr();
  layout.axes = gather.getGridAxesAttr();
  layout.groupSize = *groupSize;
  layout.fullDim0 = fullDim0;
  layout.pad = gatheredType.getDimSize(0) - fullDim0;
  return std::make_pair(gather.getInput(), layout);
}

std::optional<GatheredParameter>
mlir::fsdp::matchGatheredParameter(Value value) {
  auto gather = value.getDefiningOp<AllGatherOp>();
  if (gather && gather.getGatherDim() == 0 &&
      isa<BlockArgument>(gather.getInput()))
    return GatheredParameter{gather.getInput(), gather->getAttrDictionary(),
                             value.getType()};
  Value flat = value;
  if (auto shaped = value.getDefiningOp<tensor::ExpandShapeOp>())
    flat = shaped.getSrc();
  auto collapse = flat.getDefiningOp<tensor::CollapseShapeOp>();
  auto slice = collapse
                   ? collapse.getSrc().getDefiningOp<tensor::ExtractSliceOp>()
                   : nullptr;
  auto rows = slice ? slice.getSource().getDefiningOp<tensor::ExpandShapeOp>()
                    : nullptr;
  gather = rows ? rows.getSrc().getDefiningOp<AllGatherOp>() : nullptr;
  auto bucket =
      gather ? gather.getInput().getDefiningOp<tensor::ConcatOp>() : nullptr;
  // [ranks, bucket]: each row one rank's bucket, the member a column range.
  auto bucketType =
      bucket ? dyn_cast<RankedTensorType>(bucket.getType()) : nullptr;
  auto gatheredType =
      gather ? dyn_cast<RankedTensorType>(gather.getType()) : nullptr;
  if (!bucket || gather.getGatherDim() != 0 || bucket.getDim() != 0 ||
      !bucketType || bucketType.getRank() != 1 ||
      !bucketType.hasStaticShape() || !gatheredType ||
      !gatheredType.hasStaticShape() || !slice.hasUnitStride() ||
      slice.getSourceType().getRank() != 2 ||
      slice.getSourceType().getDimSize(1) != bucketType.getDimSize(0) ||
      slice.getSourceType().getDimSize(0) * bucketType.getDimSize(0) !=
          gatheredType.getNumElements() ||
      slice.getStaticOffsets()[0] != 0 ||
      slice.getStaticSizes()[0] != slice.getSourceType().getDimSize(0))
    return std::nullopt;
  int64_t offset = slice.getStaticOffsets()[1];
  int64_t size = slice.getStaticSizes()[1];
  if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size))
    return std::nullopt;
  int64_t at = 0;
  for (Value member : bucket.getInputs()) {
    auto type = cast<RankedTensorType>(member.getType());
    if (!type.hasStaticShape() || type.getRank() != 1)
      return std::nullopt;
    if (at == offset) {
      if (type.getNumElements() != size)
        return std::nullopt;
      Value shard = member;
      if (auto flattened = member.getDefiningOp<tensor::CollapseShapeOp>())
        shard = flattened.getSrc();
      if (!isa<BlockArgument>(shard))
        return std::nullopt;
      return GatheredParameter{shard, gather->getAttrDictionary(),
                               value.getType()};
    }
    at += type.getNumElements();
  }
  return std::nullopt;
}

LogicalResult mlir::fsdp::applyPatternsToOps(ArrayRef<Operation *> ops,
                                             RewritePatternSet &&patterns) {
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingOps);
  return applyOpPatternsGreedily(ops, std::move(patterns), config);
}

bool mlir::fsdp::isZeroWhenArgsZero(Value v, const DenseSet<Value> &zeroArgs) {
  if (zeroArgs.contains(v))
    return true;
  if (matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero()))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  auto zero = [&](Value operand) {
    return isZeroWhenArgsZero(operand, zeroArgs);
  };
  if (isa<arith::MulFOp, arith::MulIOp>(def))
    return zero(def->getOperand(0)) || zero(def->getOperand(1));
  if (isa<arith::AddFOp, arith::SubFOp, arith::AddIOp, arith::SubIOp>(def))
    return zero(def->getOperand(0)) && zero(def->getOperand(1));
  if (isa<arith::DivFOp>(def))
    return zero(def->getOperand(0)) &&
           matchPattern(def->getOperand(1), m_Constant()) &&
           !zero(def->getOperand(1));
  if (isa<arith::NegFOp, arith::ExtFOp, arith::TruncFOp, math::AbsFOp,
          math::SqrtOp>(def))
    return zero(def->getOperand(0));
  if (auto select = dyn_cast<arith::SelectOp>(def))
    return zero(select.getTrueValue()) && zero(select.getFalseValue());
  return false;
}

bool mlir::fsdp::isZeroInit(Value init) {
  if (matchPattern(init, m_AnyZeroFloat()) || matchPattern(init, m_Zero()))
    return true;
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
           matchPattern(fill.getInputs()[0], m_Zero());
  return false;
}

bool mlir::fsdp::readsLoopIndex(linalg::GenericOp op, unsigned loop) {
  WalkResult result = op.getRegion().walk([&](linalg::IndexOp index) {
    return index.getDim() == loop ? WalkResult::interrupt()
                                  : WalkResult::advance();
  });
  return result.wasInterrupted();
}

StringRef mlir::fsdp::whyNotASumOfRows(linalg::GenericOp op,
                                       const DenseSet<Value> *zeroArgs) {
  auto yield = cast<linalg::YieldOp>(op.getBody()->getTerminator());
  for (auto [i, yielded] : llvm::enumerate(yield.getValues())) {
    BlockArgument acc = op.getRegionOutputArgs()[i];
    Operation *add = yielded.getDefiningOp();
    if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add) ||
        (add->getOperand(0) != acc && add->getOperand(1) != acc))
      return "it reduces the sharded dimension with something other than "
             "a sum";
    Value term =
        add->getOperand(0) == acc ? add->getOperand(1) : add->getOperand(0);
    if (zeroArgs && !isZeroWhenArgsZero(term, *zeroArgs))
      return "the padding rows of the shard would contribute to the sum";
  }
  return "";
}
