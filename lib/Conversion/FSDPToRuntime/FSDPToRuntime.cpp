//===- FSDPToRuntime.cpp - fsdp buffer collectives to fsdp_rt calls -------===//
//
// Each fsdp.buffer.* collective becomes a call of the runtime's entry point
// for compiled code on a group id, with pointers to contiguous buffers. A
// start and its wait are lowered together: the start's call returns a request
// id (the token becomes that i64), and what has to follow completion (copying
// a temporary back, freeing it) moves to the wait. The rank's own index on a
// grid (shard.process_linear_index / process_multi_index) is a runtime call
// too.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/FSDPToRuntime/FSDPToRuntime.h"
#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Conversion/Passes.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_CONVERTFSDPTORUNTIME
#include "fsdp/Conversion/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The largest grid rank fsdp_rt_mlir_group accepts.
static constexpr int64_t kMaxGridRank = 4;

/// `op` when it is a collective on buffers, else null.
static CollectiveOpInterface getBufferCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.isBufferForm() ? collective
                                                 : CollectiveOpInterface();
}

/// Why the runtime has no group on the grid `gridRef` of `op`, or an empty
/// string when it has.
static std::string unsupportedGridReason(Operation *op,
                                         FlatSymbolRefAttr gridRef) {
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridRef);
  if (!grid)
    return ("'" + gridRef.getValue() + "' does not reference a shard.grid")
        .str();
  if (grid.getRank() > kMaxGridRank)
    return "the runtime supports grids of rank at most 4, @" +
           grid.getSymName().str() + " has rank " +
           std::to_string(grid.getRank());
  if (llvm::any_of(grid.getShape(), ShapedType::isDynamic))
    return "grid @" + grid.getSymName().str() +
           " has a dynamic size; the runtime needs static grids";
  return "";
}

/// Why the runtime cannot run `op`, or an empty string when it can.
static std::string unsupportedReason(Operation *op, FlatSymbolRefAttr gridRef,
                                     MemRefType input) {
  std::string reason = unsupportedGridReason(op, gridRef);
  if (!reason.empty())
    return reason;
  if (!getRuntimeDtype(input.getElementType())) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "element type " << input.getElementType()
       << " has no runtime dtype (f32, f64, bf16, f16, i32, i64, i8)";
    return s;
  }
  return "";
}

namespace {
/// Builds the IR around one runtime call: the group id, pointers, element
/// counts, and the temporaries that make the buffers contiguous.
class CallEmitter {
public:
  CallEmitter(RewriterBase &rewriter, Operation *op)
      : b(rewriter), loc(op->getLoc()), op(op) {}

  /// `fsdp_rt_mlir_group(ndims, d0..d3, axes_mask)`.
  Value group(FlatSymbolRefAttr gridRef,
              std::optional<ArrayRef<int16_t>> gridAxes) {
    auto grid =
        SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridRef);
    ArrayRef<int64_t> shape = grid.getShape();
    uint64_t mask = 0;
    if (gridAxes) {
      for (int16_t axis : *gridAxes)
        mask |= uint64_t(1) << axis;
    } else {
      mask = (uint64_t(1) << shape.size()) - 1;
    }
    SmallVector<Value> args{i64(shape.size())};
    for (int64_t i = 0; i < kMaxGridRank; ++i)
      args.push_back(
          i64(i < static_cast<int64_t>(shape.size()) ? shape[i] : 1));
    args.push_back(i64(mask));
    return call(RuntimeFn::group, args);
  }

  /// A call of `fn` (declared by declareRuntimeFunctions) with `args`.
  Value call(RuntimeFn fn, ValueRange args) {
    return createRuntimeCall(b, loc, fn, args).getResult(0);
  }

  Value i64(int64_t v) { return constant(b.getI64Type(), v); }
  Value i32(int64_t v) { return constant(b.getI32Type(), v); }

  /// Pointer to the first element of an identity-layout buffer.
  Value pointer(Value memref) {
    Value &ptr = pointers[memref];
    if (ptr)
      return ptr;
    Value index =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    Value asInt = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
    ptr = LLVM::IntToPtrOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext()), asInt);
    return ptr;
  }

  /// Number of elements of `memref`, as i64.
  Value numElements(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    if (type.hasStaticShape())
      return i64(type.getNumElements());
    Value n;
    for (int64_t d = 0, e = type.getRank(); d < e; ++d) {
      Value size = memref::DimOp::create(b, loc, memref, d);
      n = n ? arith::MulIOp::create(b, loc, n, size).getResult() : size;
    }
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), n);
  }

  /// A new identity-layout buffer of `shape` (sizes as fold results),
  /// freed by finish().
  Value temporary(ArrayRef<OpFoldResult> sizes, Type elementType,
                  Attribute memorySpace) {
    SmallVector<int64_t> staticSizes;
    SmallVector<Value> dynamicSizes;
    dispatchIndexOpFoldResults(sizes, dynamicSizes, staticSizes);
    auto type = MemRefType::get(staticSizes, elementType,
                                MemRefLayoutAttrInterface(), memorySpace);
    Value alloc = memref::AllocOp::create(b, loc, type, dynamicSizes);
    temporaries.push_back(alloc);
    return alloc;
  }

  /// `memref` itself when its layout is the identity (contiguous, offset 0),
  /// otherwise a contiguous copy (`copyIn`) or an uninitialized temporary.
  Value contiguous(Value memref, bool copyIn) {
    auto type = cast<MemRefType>(memref.getType());
    if (type.getLayout().isIdentity())
      return memref;
    Value tmp =
        temporary(sizes(memref), type.getElementType(), type.getMemorySpace());
    if (copyIn)
      copy(memref, tmp);
    return tmp;
  }

  SmallVector<OpFoldResult> sizes(Value memref) {
    return memref::getMixedSizes(b, loc, memref);
  }

  void copy(Value from, Value to) {
    if (from != to)
      linalg::CopyOp::create(b, loc, from, to);
  }

  /// The block of `full` that group rank `r` owns along `dim` (block size
  /// `blockSizes[dim]`), as a subview.
  Value block(Value full, int64_t dim, int64_t r,
              ArrayRef<OpFoldResult> blockSizes) {
    int64_t rank = blockSizes.size();
    SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    offsets[dim] = mulIndex(blockSizes[dim], r);
    return memref::SubViewOp::create(b, loc, full, offsets, blockSizes,
                                     strides);
  }

  /// Slot `r` of a `N x blockSizes` staging buffer, rank-reduced to the
  /// block's rank.
  Value slot(Value staging, int64_t r, ArrayRef<OpFoldResult> blockSizes) {
    int64_t rank = blockSizes.size() + 1;
    SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes{b.getIndexAttr(1)};
    llvm::append_range(sizes, blockSizes);
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    offsets[0] = b.getIndexAttr(r);
    SmallVector<int64_t> staticBlock;
    SmallVector<Value> dynamicBlock;
    dispatchIndexOpFoldResults(blockSizes, dynamicBlock, staticBlock);
    auto type = memref::SubViewOp::inferRankReducedResultType(
        staticBlock, cast<MemRefType>(staging.getType()), offsets, sizes,
        strides);
    return memref::SubViewOp::create(b, loc, cast<MemRefType>(type), staging,
                                     offsets, sizes, strides);
  }

  /// A `N x blockSizes` staging buffer: blocks of a collective along an inner
  /// dimension, laid out one after the other as the runtime expects.
  Value staging(int64_t n, ArrayRef<OpFoldResult> blockSizes, MemRefType like) {
    SmallVector<OpFoldResult> sizes{b.getIndexAttr(n)};
    llvm::append_range(sizes, blockSizes);
    return temporary(sizes, like.getElementType(), like.getMemorySpace());
  }

  /// Frees the temporaries after the call and any copy back.
  void finish() {
    for (Value tmp : temporaries)
      memref::DeallocOp::create(b, loc, tmp);
  }

  OpBuilder &builder() { return b; }

private:
  /// One constant per type and value for the whole call.
  Value constant(Type type, int64_t v) {
    Value &c = constants[{type, v}];
    if (!c)
      c = arith::ConstantIntOp::create(b, loc, type, v);
    return c;
  }

  OpFoldResult mulIndex(OpFoldResult size, int64_t r) {
    if (auto attr = dyn_cast<Attribute>(size))
      return b.getIndexAttr(cast<IntegerAttr>(attr).getInt() * r);
    Value factor = arith::ConstantIndexOp::create(b, loc, r);
    return arith::MulIOp::create(b, loc, cast<Value>(size), factor).getResult();
  }

  RewriterBase &b;
  Location loc;
  Operation *op;
  SmallVector<Value> temporaries;
  llvm::DenseMap<std::pair<Type, int64_t>, Value> constants;
  llvm::DenseMap<Value, Value> pointers;
};

/// Whether the blocks along `dim` are contiguous slabs of the row-major
/// buffer: every dimension before `dim` has static size 1.
static bool blocksAreContiguous(MemRefType type, int64_t dim) {
  for (int64_t d = 0; d < dim; ++d)
    if (type.getDimSize(d) != 1)
      return false;
  return true;
}

/// Issues the runtime call `fn` (blocking, or a `_start` when `wait` is set)
/// and positions the emitter where completion is known: right after a
/// blocking call, or right before `wait`, after the call of fsdp_rt_mlir_wait
/// on the request id.
static void issue(CallEmitter &emit, RewriterBase &rewriter, RuntimeFn fn,
                  ValueRange args, BufferWaitOp wait) {
  if (!wait) {
    emit.call(fn, args);
    return;
  }
  Value request = emit.call(fn, args);
  rewriter.setInsertionPoint(wait);
  emit.call(RuntimeFn::wait, {request});
}

/// All-reduce, blocking (`wait` null) or started (`wait` its wait).
template <typename OpT>
static void emitAllReduce(RewriterBase &rewriter, OpT op, BufferWaitOp wait,
                          RuntimeFn fn) {
  CallEmitter emit(rewriter, op);
  Value group = emit.group(op.getGridAttr(), op.getGridAxes());
  Value send = emit.contiguous(op.getInput(), /*copyIn=*/true);
  Value recv = op.getInput() == op.getOutput()
                   ? send
                   : emit.contiguous(op.getOutput(), /*copyIn=*/false);
  Value dtype = emit.i32(*getRuntimeDtype(op.getInputType().getElementType()));
  issue(emit, rewriter, fn,
        {group, emit.pointer(send), emit.pointer(recv), emit.numElements(send),
         dtype, emit.i32(getRuntimeReduction(op.getReduction()))},
        wait);
  emit.copy(recv, op.getOutput());
  emit.finish();
}

template <typename OpT>
static void emitReduceScatter(RewriterBase &rewriter, OpT op, BufferWaitOp wait,
                              RuntimeFn fn) {
  int64_t dim = op.getScatterDim();
  std::optional<int64_t> groupSize = op.getGroupSize();
  bool direct = blocksAreContiguous(op.getInputType(), dim);
  CallEmitter emit(rewriter, op);
  Value group = emit.group(op.getGridAttr(), op.getGridAxes());
  Value send;
  if (direct) {
    send = emit.contiguous(op.getInput(), /*copyIn=*/true);
  } else {
    // Pack block r of the input into slot r of a staging buffer.
    SmallVector<OpFoldResult> blockSizes = emit.sizes(op.getOutput());
    send = emit.staging(*groupSize, blockSizes, op.getInputType());
    for (int64_t r = 0; r < *groupSize; ++r) {
      Value from = emit.block(op.getInput(), dim, r, blockSizes);
      emit.copy(from, emit.slot(send, r, blockSizes));
    }
  }
  Value recv = emit.contiguous(op.getOutput(), /*copyIn=*/false);
  Value dtype = emit.i32(*getRuntimeDtype(op.getInputType().getElementType()));
  issue(emit, rewriter, fn,
        {group, emit.pointer(send), emit.pointer(recv), emit.numElements(recv),
         dtype, emit.i32(getRuntimeReduction(op.getReduction()))},
        wait);
  emit.copy(recv, op.getOutput());
  emit.finish();
}

template <typename OpT>
static void emitAllGather(RewriterBase &rewriter, OpT op, BufferWaitOp wait,
                          RuntimeFn fn) {
  int64_t dim = op.getGatherDim();
  std::optional<int64_t> groupSize = op.getGroupSize();
  bool direct = blocksAreContiguous(op.getOutputType(), dim);
  CallEmitter emit(rewriter, op);
  Value group = emit.group(op.getGridAttr(), op.getGridAxes());
  Value send = emit.contiguous(op.getInput(), /*copyIn=*/true);
  SmallVector<OpFoldResult> blockSizes;
  if (!direct)
    blockSizes = emit.sizes(op.getInput());
  Value recv = direct
                   ? emit.contiguous(op.getOutput(), /*copyIn=*/false)
                   : emit.staging(*groupSize, blockSizes, op.getOutputType());
  Value dtype = emit.i32(*getRuntimeDtype(op.getInputType().getElementType()));
  issue(emit, rewriter, fn,
        {group, emit.pointer(send), emit.pointer(recv), emit.numElements(send),
         dtype},
        wait);
  if (direct) {
    emit.copy(recv, op.getOutput());
  } else {
    // Unpack slot r of the staging buffer into block r of the output.
    for (int64_t r = 0; r < *groupSize; ++r) {
      Value from = emit.slot(recv, r, blockSizes);
      emit.copy(from, emit.block(op.getOutput(), dim, r, blockSizes));
    }
  }
  emit.finish();
}

/// Whether the collective needs a group of static size (blocks along an inner
/// dimension) and has none; verified IR that the pass accepted never has.
static bool needsUnknownGroup(CollectiveOpInterface op) {
  std::optional<int64_t> dim = op.getCollectiveDim();
  if (!dim)
    return false;
  auto full = cast<MemRefType>(op.getFullType());
  return !blocksAreContiguous(full, *dim) && !op.getGroupSize();
}

template <typename OpT>
static LogicalResult checkSupported(OpT op, PatternRewriter &rewriter) {
  if (!unsupportedReason(op, op.getGridAttr(), op.getInputType()).empty())
    return rewriter.notifyMatchFailure(op, "not supported by the runtime");
  if (needsUnknownGroup(op))
    return rewriter.notifyMatchFailure(op, "inner dimension, unknown group");
  return success();
}

struct AllReduceLowering : public OpRewritePattern<BufferAllReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BufferAllReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (failed(checkSupported(op, rewriter)))
      return failure();
    emitAllReduce(rewriter, op, BufferWaitOp(), RuntimeFn::all_reduce);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReduceScatterLowering : public OpRewritePattern<BufferReduceScatterOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BufferReduceScatterOp op,
                                PatternRewriter &rewriter) const override {
    if (failed(checkSupported(op, rewriter)))
      return failure();
    emitReduceScatter(rewriter, op, BufferWaitOp(), RuntimeFn::reduce_scatter);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AllGatherLowering : public OpRewritePattern<BufferAllGatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BufferAllGatherOp op,
                                PatternRewriter &rewriter) const override {
    if (failed(checkSupported(op, rewriter)))
      return failure();
    emitAllGather(rewriter, op, BufferWaitOp(), RuntimeFn::all_gather);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The grid axis whose group result `i` of a process-index op is the
/// rank's index in: none (every axis) for the linear index; the `i`-th of
/// `axes` (of all axes when empty) for the multi-index.
static std::optional<int16_t> indexAxis(shard::ProcessLinearIndexOp, unsigned) {
  return std::nullopt;
}
static std::optional<int16_t> indexAxis(shard::ProcessMultiIndexOp op,
                                        unsigned i) {
  ArrayRef<int16_t> axes = op.getAxes();
  return axes.empty() ? static_cast<int16_t>(i) : axes[i];
}

/// `shard.process_linear_index` / `process_multi_index`: each result is
/// the rank's group-rank in the group of its axes (the row-major index of
/// its coordinates along them).
template <typename OpT>
struct ProcessIndexLowering : public OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpT op,
                                PatternRewriter &rewriter) const override {
    if (!unsupportedGridReason(op, op.getGridAttr()).empty())
      return rewriter.notifyMatchFailure(op, "not supported by the runtime");
    CallEmitter emit(rewriter, op);
    SmallVector<Value> indices;
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
      std::optional<int16_t> axis = indexAxis(op, i);
      Value group =
          emit.group(op.getGridAttr(),
                     axis ? std::optional(ArrayRef(*axis)) : std::nullopt);
      Value rank = emit.call(RuntimeFn::group_rank, {group});
      indices.push_back(arith::IndexCastOp::create(
          rewriter, op.getLoc(), rewriter.getIndexType(), rank));
    }
    rewriter.replaceOp(op, indices);
    return success();
  }
};

/// A start and its wait, matched at the wait (which the walk reaches after
/// the start, so both can go at once).
struct AsyncLowering : public OpRewritePattern<BufferWaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BufferWaitOp wait,
                                PatternRewriter &rewriter) const override {
    Operation *start = wait.getToken().getDefiningOp();
    if (!start)
      return rewriter.notifyMatchFailure(wait, "token without a start");
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(start);
    LogicalResult result =
        TypeSwitch<Operation *, LogicalResult>(start)
            .Case([&](BufferAllReduceStartOp op) {
              if (failed(checkSupported(op, rewriter)))
                return failure();
              emitAllReduce(rewriter, op, wait, RuntimeFn::all_reduce_start);
              return success();
            })
            .Case([&](BufferReduceScatterStartOp op) {
              if (failed(checkSupported(op, rewriter)))
                return failure();
              emitReduceScatter(rewriter, op, wait,
                                RuntimeFn::reduce_scatter_start);
              return success();
            })
            .Case([&](BufferAllGatherStartOp op) {
              if (failed(checkSupported(op, rewriter)))
                return failure();
              emitAllGather(rewriter, op, wait, RuntimeFn::all_gather_start);
              return success();
            })
            .Default([&](Operation *) {
              return rewriter.notifyMatchFailure(wait, "not a buffer start");
            });
    if (failed(result))
      return failure();
    rewriter.eraseOp(wait);
    rewriter.eraseOp(start);
    return success();
  }
};

/// Whether `op` (or an op nested in it) may touch `output` or write `input`
/// through one of their aliases.
static bool conflictsWithCollective(
    Operation *op, const BufferViewFlowAnalysis::ValueSetT &inputAliases,
    const BufferViewFlowAnalysis::ValueSetT &outputAliases) {
  WalkResult walk = op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands()) {
      if (!isa<BaseMemRefType>(operand.getType()))
        continue;
      if (outputAliases.contains(operand))
        return WalkResult::interrupt();
      if (!inputAliases.contains(operand))
        continue;
      auto effects = dyn_cast<MemoryEffectOpInterface>(nested);
      if (!effects) {
        if (nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
          continue;
        return WalkResult::interrupt();
      }
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffectsOnValue(operand, instances);
      for (const MemoryEffects::EffectInstance &e : instances)
        if (isa<MemoryEffects::Write, MemoryEffects::Free>(e.getEffect()))
          return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}
} // namespace

void mlir::fsdp::declareRuntimeFunctions(ModuleOp module) {
  for (RuntimeFn fn :
       {RuntimeFn::group, RuntimeFn::all_reduce, RuntimeFn::reduce_scatter,
        RuntimeFn::all_gather, RuntimeFn::all_reduce_start,
        RuntimeFn::reduce_scatter_start, RuntimeFn::all_gather_start,
        RuntimeFn::wait, RuntimeFn::group_rank})
    declareRuntimeFn(module, fn);
}

void mlir::fsdp::moveWaitsAboveConflicts(Operation *root) {
  BufferViewFlowAnalysis aliases(root);
  SmallVector<BufferWaitOp> waits;
  root->walk([&](BufferWaitOp wait) { waits.push_back(wait); });
  for (BufferWaitOp wait : waits) {
    Operation *start = wait.getToken().getDefiningOp();
    if (!start || start->getBlock() != wait->getBlock())
      continue;
    BufferViewFlowAnalysis::ValueSetT inputAliases =
        aliases.resolve(wait.getInput());
    BufferViewFlowAnalysis::ValueSetT outputAliases =
        aliases.resolve(wait.getOutput());
    for (Operation *op = start->getNextNode(); op != wait;
         op = op->getNextNode()) {
      if (conflictsWithCollective(op, inputAliases, outputAliases)) {
        wait->moveBefore(op);
        break;
      }
    }
  }
}

void mlir::fsdp::populateFSDPToRuntimeConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<AllReduceLowering, ReduceScatterLowering, AllGatherLowering,
               AsyncLowering, ProcessIndexLowering<shard::ProcessLinearIndexOp>,
               ProcessIndexLowering<shard::ProcessMultiIndexOp>>(
      patterns.getContext());
}

/// Erases the grids that no operation refers to any more. References from the
/// attributes of a function (argument and result attributes such as
/// #fsdp.sharding) are metadata and do not keep a grid alive.
static void eraseUnusedGrids(ModuleOp module) {
  llvm::DenseSet<StringAttr> used;
  module.walk([&](Operation *op) {
    if (isa<FunctionOpInterface>(op) || isa<shard::GridOp>(op))
      return;
    op->getAttrDictionary().walk(
        [&](SymbolRefAttr ref) { used.insert(ref.getRootReference()); });
  });
  for (auto grid : llvm::make_early_inc_range(module.getOps<shard::GridOp>()))
    if (!used.contains(grid.getSymNameAttr()))
      grid.erase();
}

namespace {
struct ConvertFSDPToRuntimePass
    : public fsdp::impl::ConvertFSDPToRuntimeBase<ConvertFSDPToRuntimePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool anyCollective = false, anyUnsupported = false;
    module.walk([&](Operation *op) {
      if (auto wait = dyn_cast<BufferWaitOp>(op)) {
        if (!wait.getToken().getDefiningOp()) {
          op->emitError("cannot convert to a runtime call: the token does "
                        "not come directly from an fsdp.buffer.*_start");
          anyUnsupported = true;
        }
        return;
      }
      if (isa<shard::ProcessLinearIndexOp, shard::ProcessMultiIndexOp>(op)) {
        anyCollective = true;
        std::string reason = unsupportedGridReason(
            op, op->getAttrOfType<FlatSymbolRefAttr>("grid"));
        if (reason.empty())
          return;
        op->emitError("cannot convert to a runtime call: ") << reason;
        anyUnsupported = true;
        return;
      }
      CollectiveOpInterface collective = getBufferCollective(op);
      if (!collective)
        return;
      anyCollective = true;
      auto input = cast<MemRefType>(collective.getInput().getType());
      std::string reason =
          unsupportedReason(op, collective.getGridAttr(), input);
      if (reason.empty() && needsUnknownGroup(collective))
        reason = "a collective along an inner dimension needs a group of "
                 "static size";
      if (reason.empty())
        return;
      op->emitError("cannot convert to a runtime call: ") << reason;
      anyUnsupported = true;
    });
    if (anyUnsupported)
      return signalPassFailure();
    if (anyCollective) {
      if (failed(stampRuntimeAbiVersion(module)))
        return signalPassFailure();
      moveWaitsAboveConflicts(module);
      declareRuntimeFunctions(module);
      RewritePatternSet patterns(&getContext());
      populateFSDPToRuntimeConversionPatterns(patterns);
      walkAndApplyPatterns(module, std::move(patterns));
    }
    eraseUnusedGrids(module);
  }
};
} // namespace
