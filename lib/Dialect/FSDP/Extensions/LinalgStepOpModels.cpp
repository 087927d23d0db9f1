//===- LinalgStepOpModels.cpp - StepOpInterface models of linalg ops ------===//
//
// linalg.fill makes a tensor from a scalar, so its shard is free: the fill
// re-created on the shard's shape. Reading a shard (its init), it is a
// linalg op like any other, computed on shards by the rules by trait.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"
#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct FillModel : StepOpInterface::ExternalModel<FillModel, linalg::FillOp> {
  LogicalResult shardUpdate(Operation *op, ShardRewriter &update,
                            std::string &why) const {
    return update.shardByTrait(op, why);
  }
  Value createFreeShard(Operation *op, ShardRewriter &update, OpResult full,
                        const Dim0Layout &layout, std::string &) const {
    auto fill = cast<linalg::FillOp>(op);
    RankedTensorType shardType =
        layout.shardType(cast<RankedTensorType>(full.getType()));
    IRRewriter &rewriter = update.getRewriter();
    Value empty =
        tensor::EmptyOp::create(rewriter, full.getLoc(), shardType.getShape(),
                                shardType.getElementType());
    return linalg::FillOp::create(rewriter, full.getLoc(), fill.getInputs(),
                                  empty)
        .getResult(0);
  }
};
} // namespace

void mlir::fsdp::registerLinalgStepOpModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    linalg::FillOp::attachInterface<FillModel>(*context);
  });
}
