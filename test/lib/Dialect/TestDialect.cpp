//===- TestDialect.cpp - A dialect fsdp-mlir does not know ----------------===//
//
// The `fsdp_test` dialect and what an outside compiler would write to have
// fsdp-shard-update compute its op on shards: a StepOpInterface model,
// attached by a dialect extension, without a change to fsdp-mlir.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"
#include "fsdp/Dialect/FSDP/Transforms/ShardUpdate.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TestDialect.h.inc"

#define GET_OP_CLASSES
#include "TestOps.h.inc"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::test;

#include "TestDialect.cpp.inc"

#define GET_OP_CLASSES
#include "TestOps.cpp.inc"

void FSDPTestDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TestOps.cpp.inc"
      >();
}

namespace {
/// The rules of fsdp_test.scale in a training step: elementwise along
/// dimension 0, narrowed and costed like arithmetic, unless `rowwise`.
struct ScaleModel : StepOpInterface::ExternalModel<ScaleModel, ScaleOp> {
  LogicalResult shardUpdate(Operation *op, ShardRewriter &update,
                            std::string &why) const {
    if (cast<ScaleOp>(op).getRowwise()) {
      why = "its rows depend on each other (rowwise)";
      return failure();
    }
    return shardElementwiseOp(update, op, why);
  }
  Value createFreeShard(Operation *op, ShardRewriter &update, OpResult full,
                        const Dim0Layout &layout, std::string &why) const {
    if (cast<ScaleOp>(op).getRowwise()) {
      why = "its rows depend on each other (rowwise)";
      return {};
    }
    return createElementwiseFreeShard(update, full, layout, why);
  }
  /// Computed in the narrower type like arithmetic, unless `rowwise`.
  std::optional<std::string> getNarrowingBlocker(Operation *op, bool) const {
    if (cast<ScaleOp>(op).getRowwise())
      return std::string("'fsdp_test.scale' with 'rowwise' stays f32");
    return std::string();
  }
  /// One multiplication per element.
  std::optional<double> getFlops(Operation *op) const {
    return static_cast<double>(
        cast<ShapedType>(op->getResult(0).getType()).getNumElements());
  }
};
} // namespace

namespace mlir::fsdp::test {
void registerTestDialect(DialectRegistry &registry) {
  registry.insert<FSDPTestDialect>();
  registry.addExtension(+[](MLIRContext *context, FSDPTestDialect *) {
    ScaleOp::attachInterface<ScaleModel>(*context);
  });
}
} // namespace mlir::fsdp::test
