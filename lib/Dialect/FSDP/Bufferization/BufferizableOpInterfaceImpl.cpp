//===- BufferizableOpInterfaceImpl.cpp - Bufferization of fsdp ops --------===//
//
// The tensor collectives bufferize to the destination-style fsdp.buffer.*
// collectives. An all-reduce writes its result over its input (the analysis
// inserts a copy when the input is still needed); a reduce-scatter and an
// all-gather change the shape, so each writes a fresh buffer.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/BufferizableOpInterfaceImpl.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Dialect.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::fsdp;

namespace {

/// fsdp.all_reduce: reads and overwrites its input's buffer.
struct AllReduceOpInterface
    : public BufferizableOpInterface::ExternalModel<AllReduceOpInterface,
                                                    AllReduceOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return true;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    return {{op->getResult(0), BufferRelation::Equivalent}};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto allReduce = cast<AllReduceOp>(op);
    FailureOr<Value> buffer =
        getBuffer(rewriter, allReduce.getInput(), options, state);
    if (failed(buffer))
      return failure();
    BufferAllReduceOp::create(rewriter, op->getLoc(), allReduce.getGridAttr(),
                              allReduce.getGridAxesAttr(), *buffer, *buffer,
                              allReduce.getReductionAttr());
    replaceOpWithBufferizedValues(rewriter, op, *buffer);
    return success();
  }
};

/// Shared model of the collectives whose result has a shape of its own
/// (reduce-scatter, all-gather): they read their input and allocate their
/// result with the identity layout, in the input's memory space.
template <typename ConcreteModel, typename OpT>
struct ReshapingCollectiveInterface
    : public BufferizableOpInterface::ExternalModel<ConcreteModel, OpT> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }

  bool bufferizesToAllocation(Operation *, Value) const { return true; }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    auto collective = cast<OpT>(op);
    FailureOr<BufferLikeType> inputType = bufferization::getBufferType(
        collective.getInput(), options, state, invocationStack);
    if (failed(inputType))
      return failure();
    auto tensorType = cast<RankedTensorType>(value.getType());
    return cast<BufferLikeType>(
        MemRefType::get(tensorType.getShape(), tensorType.getElementType(),
                        MemRefLayoutAttrInterface(),
                        cast<BaseMemRefType>(*inputType).getMemorySpace()));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto collective = cast<OpT>(op);
    Location loc = op->getLoc();
    FailureOr<Value> input =
        getBuffer(rewriter, collective.getInput(), options, state);
    if (failed(input))
      return failure();
    FailureOr<BufferLikeType> resultType =
        bufferization::getBufferType(collective.getResult(), options, state);
    if (failed(resultType))
      return failure();
    auto memrefType = cast<MemRefType>(*resultType);

    // Dynamic result sizes follow the input's, scaled along the collective
    // dimension by the group size.
    SmallVector<Value> dynamicSizes;
    int64_t dim = ConcreteModel::getDim(collective);
    for (int64_t d = 0, e = memrefType.getRank(); d < e; ++d) {
      if (!memrefType.isDynamicDim(d))
        continue;
      Value size = memref::DimOp::create(rewriter, loc, *input, d);
      if (d == dim) {
        std::optional<int64_t> groupSize = collective.getGroupSize();
        if (!groupSize)
          return op->emitError("cannot bufferize a collective with a dynamic "
                               "size along its dimension over a group of "
                               "unknown size");
        Value n = arith::ConstantIndexOp::create(rewriter, loc, *groupSize);
        size = ConcreteModel::scale(rewriter, loc, size, n);
      }
      dynamicSizes.push_back(size);
    }
    FailureOr<Value> output =
        options.createAlloc(rewriter, loc, memrefType, dynamicSizes);
    if (failed(output))
      return failure();
    ConcreteModel::createBufferOp(rewriter, collective, *input, *output);
    replaceOpWithBufferizedValues(rewriter, op, *output);
    return success();
  }
};

struct ReduceScatterOpInterface
    : public ReshapingCollectiveInterface<ReduceScatterOpInterface,
                                          ReduceScatterOp> {
  static int64_t getDim(ReduceScatterOp op) { return op.getScatterDim(); }
  static Value scale(OpBuilder &b, Location loc, Value size, Value n) {
    return arith::DivUIOp::create(b, loc, size, n);
  }
  static void createBufferOp(OpBuilder &b, ReduceScatterOp op, Value input,
                             Value output) {
    BufferReduceScatterOp::create(
        b, op.getLoc(), op.getGridAttr(), op.getGridAxesAttr(), input, output,
        op.getScatterDimAttr(), op.getReductionAttr());
  }
};

struct AllGatherOpInterface
    : public ReshapingCollectiveInterface<AllGatherOpInterface, AllGatherOp> {
  static int64_t getDim(AllGatherOp op) { return op.getGatherDim(); }
  static Value scale(OpBuilder &b, Location loc, Value size, Value n) {
    return arith::MulIOp::create(b, loc, size, n);
  }
  static void createBufferOp(OpBuilder &b, AllGatherOp op, Value input,
                             Value output) {
    BufferAllGatherOp::create(b, op.getLoc(), op.getGridAttr(),
                              op.getGridAxesAttr(), input, output,
                              op.getGatherDimAttr());
  }
};

} // namespace

void mlir::fsdp::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, FSDPDialect *) {
    AllReduceOp::attachInterface<AllReduceOpInterface>(*ctx);
    ReduceScatterOp::attachInterface<ReduceScatterOpInterface>(*ctx);
    AllGatherOp::attachInterface<AllGatherOpInterface>(*ctx);
  });
}
