//===- TensorStepOpModels.cpp - StepOpInterface models of tensor ops ------===//
//
// A slice of leading rows of a shard is a slice of the shard; tensor.empty
// and tensor.splat make a tensor from nothing, so their shards are free.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Whether `value` holds zeros in the rows that padded its dimension 0:
/// the reduce-scatter of a zero-padded tensor, as fsdp-decompose-all-reduce
/// builds it.
static bool isReduceScatterOfZeroPadded(Value value) {
  auto scatter = value.getDefiningOp<ReduceScatterOp>();
  if (!scatter)
    return false;
  auto pad = scatter.getInput().getDefiningOp<tensor::PadOp>();
  if (!pad)
    return false;
  Value padding = pad.getConstantPaddingValue();
  return padding && (matchPattern(padding, m_AnyZeroFloat()) ||
                     matchPattern(padding, m_Zero()));
}

static RankedTensorType getShardType(OpResult full, const Dim0Layout &layout) {
  return layout.shardType(cast<RankedTensorType>(full.getType()));
}

namespace {
/// A slice of leading rows of a shard is a slice of the shard.
struct ExtractSliceModel
    : StepOpInterface::ExternalModel<ExtractSliceModel,
                                     tensor::ExtractSliceOp> {
  LogicalResult shardUpdate(Operation *sliceOp, ShardRewriter &update,
                            std::string &why) const {
    auto op = cast<tensor::ExtractSliceOp>(sliceOp);
    // Dropping trailing rows of a sharded value only grows its padding.
    const Shard *source = update.lookupShard(op.getSource());
    Shard shard = source ? *source : Shard();
    if (!isDim0Prefix(op) ||
        op.getSourceType().getDimSize(0) != shard.layout.fullDim0) {
      why = "it is not a slice of leading rows";
      return failure();
    }
    int64_t dropped = shard.layout.fullDim0 - op.getResultType().getDimSize(0);
    shard.layout.fullDim0 -= dropped;
    shard.layout.pad += dropped;
    shard.zeroPadding = (shard.zeroPadding && dropped == 0) ||
                        isReduceScatterOfZeroPadded(shard.value);
    update.recordShard(op.getResult(), shard, op);
    return success();
  }
};

/// tensor.empty, re-created on the shard's shape.
struct EmptyModel
    : StepOpInterface::ExternalModel<EmptyModel, tensor::EmptyOp> {
  Value createFreeShard(Operation *, ShardRewriter &update, OpResult full,
                        const Dim0Layout &layout, std::string &) const {
    RankedTensorType shardType = getShardType(full, layout);
    return tensor::EmptyOp::create(update.getRewriter(), full.getLoc(),
                                   shardType.getShape(),
                                   shardType.getElementType());
  }
};

/// tensor.splat, re-created on the shard's shape.
struct SplatModel
    : StepOpInterface::ExternalModel<SplatModel, tensor::SplatOp> {
  Value createFreeShard(Operation *op, ShardRewriter &update, OpResult full,
                        const Dim0Layout &layout, std::string &) const {
    return tensor::SplatOp::create(update.getRewriter(), full.getLoc(),
                                   cast<tensor::SplatOp>(op).getInput(),
                                   getShardType(full, layout).getShape());
  }
};
} // namespace

void mlir::fsdp::registerTensorStepOpModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, tensor::TensorDialect *) {
    tensor::ExtractSliceOp::attachInterface<ExtractSliceModel>(*context);
    tensor::EmptyOp::attachInterface<EmptyModel>(*context);
    tensor::SplatOp::attachInterface<SplatModel>(*context);
  });
}
