//===- BufferizableOpInterfaceImpl.cpp - Bufferization of fsdp ops --------===//
//
// The tensor collectives bufferize to the destination-style fsdp.buffer.*
// collectives. An all-reduce writes its result over its input (the analysis
// inserts a copy when the input is still needed); a reduce-scatter and an
// all-gather change the shape, so each writes a fresh buffer.
//
// An asynchronous start always writes a fresh buffer, even for an
// all-reduce: the data arrives in the background until the wait, and the
// analysis cannot see that span, so no other value may share the buffer. The
// wait forwards that buffer (like a cast, it neither reads nor writes it) and
// names the start's buffers, which keeps them alive and untouched until the
// collective completed.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Bufferization/BufferizableOpInterfaceImpl.h"
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

/// The model of the collectives whose result is a new buffer (reduce-scatter,
/// all-gather, and every asynchronous start): they read their input and
/// allocate their result with the identity layout, in the input's memory
/// space, and become their buffer form (`getBufferOpName`) with the same
/// attributes.
template <typename OpT>
struct ReshapingCollectiveInterface
    : public BufferizableOpInterface::ExternalModel<
          ReshapingCollectiveInterface<OpT>, OpT> {
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
    auto collective = cast<CollectiveOpInterface>(op);
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
    auto collective = cast<CollectiveOpInterface>(op);
    Location loc = op->getLoc();
    FailureOr<Value> input =
        getBuffer(rewriter, collective.getInput(), options, state);
    if (failed(input))
      return failure();
    FailureOr<BufferLikeType> resultType =
        bufferization::getBufferType(collective.getReceived(), options, state);
    if (failed(resultType))
      return failure();
    auto memrefType = cast<MemRefType>(*resultType);

    // Dynamic result sizes follow the input's, scaled along the collective
    // dimension by the group size: divided for a reduce-scatter, multiplied
    // for an all-gather.
    SmallVector<Value> dynamicSizes;
    std::optional<int64_t> dim = collective.getCollectiveDim();
    for (int64_t d = 0, e = memrefType.getRank(); d < e; ++d) {
      if (!memrefType.isDynamicDim(d))
        continue;
      Value size = memref::DimOp::create(rewriter, loc, *input, d);
      if (dim == d) {
        std::optional<int64_t> groupSize = collective.getGroupSize();
        if (!groupSize)
          return op->emitError("cannot bufferize a collective with a dynamic "
                               "size along its dimension over a group of "
                               "unknown size");
        Value n = arith::ConstantIndexOp::create(rewriter, loc, *groupSize);
        if (collective.getCollectiveKind() == CollectiveKind::ReduceScatter)
          size = arith::DivUIOp::create(rewriter, loc, size, n);
        else
          size = arith::MulIOp::create(rewriter, loc, size, n);
      }
      dynamicSizes.push_back(size);
    }
    FailureOr<Value> output =
        options.createAlloc(rewriter, loc, memrefType, dynamicSizes);
    if (failed(output))
      return failure();
    // The buffer form has the same inherent attributes,
    // `ins(input) outs(output)`, and a token when it is a start.
    NamedAttrList attrs;
    for (StringAttr name : op->getName().getAttributeNames())
      if (std::optional<Attribute> attr = op->getInherentAttr(name);
          attr && *attr)
        attrs.append(name, *attr);
    SmallVector<Type> types;
    if (collective.isAsync())
      types.push_back(TokenType::get(op->getContext()));
    OperationState bufferState(loc, collective.getBufferOpName(),
                               ValueRange{*input, *output}, types, attrs);
    Operation *bufferOp = rewriter.create(bufferState);
    if (collective.isAsync())
      replaceOpWithBufferizedValues(rewriter, op,
                                    {*output, bufferOp->getResult(0)});
    else
      replaceOpWithBufferizedValues(rewriter, op, *output);
    return success();
  }
};

/// fsdp.wait: its result is the buffer of its `value` (the start's result),
/// which it neither reads nor writes; it becomes an fsdp.buffer.wait on the
/// start's buffers.
struct WaitOpInterface
    : public BufferizableOpInterface::ExternalModel<WaitOpInterface, WaitOp> {
  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return false;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &,
                                      const AnalysisState &) const {
    return {{op->getResult(0), BufferRelation::Equivalent}};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto wait = cast<WaitOp>(op);
    // The start dominates the wait and was bufferized before it.
    CollectiveOpInterface start = wait.getStart();
    if (!start || !start.isAsync() || !start.isBufferForm())
      return op->emitError("cannot bufferize a wait whose token does not come "
                           "directly from an fsdp.*_start");
    Value input = start.getInput(), output = start.getReceived();
    BufferWaitOp::create(rewriter, op->getLoc(), wait.getToken(), input,
                         output);
    replaceOpWithBufferizedValues(rewriter, op, output);
    return success();
  }
};

} // namespace

void mlir::fsdp::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, FSDPDialect *) {
    AllReduceOp::attachInterface<AllReduceOpInterface>(*ctx);
    ReduceScatterOp::attachInterface<
        ReshapingCollectiveInterface<ReduceScatterOp>>(*ctx);
    AllGatherOp::attachInterface<ReshapingCollectiveInterface<AllGatherOp>>(
        *ctx);
    AllReduceStartOp::attachInterface<
        ReshapingCollectiveInterface<AllReduceStartOp>>(*ctx);
    ReduceScatterStartOp::attachInterface<
        ReshapingCollectiveInterface<ReduceScatterStartOp>>(*ctx);
    AllGatherStartOp::attachInterface<
        ReshapingCollectiveInterface<AllGatherStartOp>>(*ctx);
    WaitOp::attachInterface<WaitOpInterface>(*ctx);
  });
}
