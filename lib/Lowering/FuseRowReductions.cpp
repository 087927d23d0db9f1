//===- FuseRowReductions.cpp - The fsdp-fuse-row-reductions pass ----------===//
//
// fsdp-blocked-reductions emits one loop nest per linalg op: a log-softmax
// reads its logits once for the maximum and once more for the label's
// logit, and writes exp(x - max) in one loop to read it back in the next
// for its sum. Row reductions over the same rows as an earlier loop (one
// that reads the same input, or writes what the reduction reads) join that
// loop as more outputs of one linalg op on buffers, which
// fsdp-blocked-reductions emits as one pass over each row, one tree per
// reduced output (the same trees, so the same bits). Before that, a cheap
// elementwise loop whose values only loops over the same points read is
// recomputed in them instead of stored (a bias add before a log-softmax:
// one pass over the logits and one buffer of their size less; the same
// ops, the same bits).
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPFUSEROWREDUCTIONS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// The buffer `value` views.
Value getBase(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

bool isAllocation(Value base) {
  return base.getDefiningOp<memref::AllocOp>() ||
         base.getDefiningOp<memref::AllocaOp>();
}

bool isFunctionArgument(Value base) {
  auto arg = dyn_cast<BlockArgument>(base);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// Whether two buffers may share memory: unless they view two allocations,
/// or an allocation and an argument of the function.
bool mayAlias(Value a, Value b) {
  a = getBase(a);
  b = getBase(b);
  if (a == b)
    return true;
  bool allocA = isAllocation(a), allocB = isAllocation(b);
  return !((allocA && allocB) || (allocA && isFunctionArgument(b)) ||
           (allocB && isFunctionArgument(a)));
}

/// A buffer an op reads or writes (null: unknown, any).
struct Access {
  Value buffer;
  bool write;
};

/// The accesses of `op` and the ops in it; none when unknown.
std::optional<SmallVector<Access>> getAccesses(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  if (!effects)
    return std::nullopt;
  SmallVector<Access> accesses;
  for (const MemoryEffects::EffectInstance &effect : *effects) {
    // An allocation's order is free; its users follow its value.
    if (isa<MemoryEffects::Allocate>(effect.getEffect()))
      continue;
    Value buffer = effect.getValue();
    if (buffer && !isa<BaseMemRefType>(buffer.getType()))
      buffer = Value();
    accesses.push_back({buffer, !isa<MemoryEffects::Read>(effect.getEffect())});
  }
  return accesses;
}

/// Whether `user` reads a value `op` defines.
bool usesResultOf(Operation *user, Operation *op) {
  WalkResult walk = user->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (op->isAncestor(def))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Whether `a` and `b` must stay in their order: one reads a value the
/// other defines, or both touch a buffer that one of them writes.
bool conflict(Operation *a, Operation *b) {
  if (usesResultOf(a, b) || usesResultOf(b, a))
    return true;
  std::optional<SmallVector<Access>> first = getAccesses(a);
  std::optional<SmallVector<Access>> second = getAccesses(b);
  if (!first || !second)
    return true;
  for (const Access &x : *first)
    for (const Access &y : *second)
      if ((x.write || y.write) &&
          (!x.buffer || !y.buffer || mayAlias(x.buffer, y.buffer)))
        return true;
  return false;
}

/// Ops moved ahead of a reduction's partner with the reduction: those that
/// make its output buffer (the allocation, views, its fill) and constants.
bool isMovable(Operation *op) {
  return isa<memref::AllocOp, memref::AllocaOp, ViewLikeOpInterface,
             linalg::FillOp>(op) ||
         (op->getNumRegions() == 0 && isPure(op));
}

/// Whether `op` is a generic on buffers that fsdp-blocked-reductions emits
/// as a row reduction, or (`parallel`) an all-parallel generic on buffers.
bool isRowReduction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumReductionLoops() == 0)
    return false;
  if (std::optional<fsdp::BlockedReduction> match =
          fsdp::matchBlockedReduction(op))
    return match->rows;
  return fsdp::matchFusedRowReduction(op).has_value();
}

bool isParallel(linalg::GenericOp op) {
  return op.hasPureBufferSemantics() &&
         op.getNumParallelLoops() == op.getNumLoops();
}

/// Whether output `init` of `op` is written at every point of its loops
/// (all of an all-parallel op's; a fused reduction's stored outputs).
bool isStored(linalg::GenericOp op, OpOperand &init) {
  return op.getMatchingIndexingMap(&init).getNumResults() == op.getNumLoops();
}

/// `reduction` joined to `partner`, an earlier op of its block over the same
/// loops, as one generic at `partner`'s place: its outputs `partner`'s then
/// `reduction`'s. Null, changing nothing, where the result would not be a
/// fused row reduction, where `reduction` shares no input with `partner`
/// and reads none of its stored outputs, or where the ops between them or
/// their buffers keep the order.
linalg::GenericOp fuse(linalg::GenericOp partner, linalg::GenericOp reduction) {
  // The cost model makes the same first test on tensors.
  if (!fsdp::haveSameRows(
          partner.getStaticLoopRanges(), partner.getIteratorTypesArray(),
          reduction.getStaticLoopRanges(), reduction.getIteratorTypesArray()))
    return {};

  // Each input of `reduction`: a stored output of `partner` it reads at the
  // same points (its value forwarded), an input of `partner` read at the
  // same points, or a new input.
  unsigned partnerInputs = partner.getNumDpsInputs();
  SmallVector<std::optional<unsigned>> forwarded, shared;
  bool related = false;
  for (OpOperand *input : reduction.getDpsInputOperands()) {
    AffineMap map = reduction.getMatchingIndexingMap(input);
    std::optional<unsigned> from, same;
    for (OpOperand &init : partner.getDpsInitsMutable()) {
      if (!mayAlias(init.get(), input->get()))
        continue;
      if (init.get() != input->get() || !isStored(partner, init) ||
          partner.getMatchingIndexingMap(&init) != map)
        return {};
      from = init.getOperandNumber() - partnerInputs;
    }
    for (OpOperand *other : partner.getDpsInputOperands())
      if (!from && other->get() == input->get() &&
          partner.getMatchingIndexingMap(other) == map)
        same = other->getOperandNumber();
    related |= from || same;
    forwarded.push_back(from);
    shared.push_back(same);
  }
  if (!related)
    return {};
  for (OpOperand &init : reduction.getDpsInitsMutable())
    for (OpOperand &other : partner->getOpOperands())
      if (isa<BaseMemRefType>(other.get().getType()) &&
          mayAlias(init.get(), other.get()))
        return {};

  // The ops between them that `reduction` needs before it (its output's
  // allocation and fill) move ahead of `partner`; the others must not
  // touch what `reduction` or those do.
  SmallVector<Operation *> moved;
  for (Operation *op = reduction->getPrevNode(); op != partner;
       op = op->getPrevNode()) {
    if (!conflict(op, reduction) &&
        llvm::none_of(moved, [&](Operation *m) { return conflict(op, m); }))
      continue;
    if (!isMovable(op) || conflict(op, partner))
      return {};
    moved.push_back(op);
  }

  SmallVector<Value> inputs(partner.getDpsInputs());
  SmallVector<AffineMap> maps;
  for (OpOperand *input : partner.getDpsInputOperands())
    maps.push_back(partner.getMatchingIndexingMap(input));
  SmallVector<std::optional<unsigned>> position;
  for (auto [input, from, same] :
       llvm::zip_equal(reduction.getDpsInputOperands(), forwarded, shared)) {
    if (from || same) {
      position.push_back(same);
      continue;
    }
    position.push_back(inputs.size());
    inputs.push_back(input->get());
    maps.push_back(reduction.getMatchingIndexingMap(input));
  }
  SmallVector<Value> outputs(partner.getDpsInits());
  llvm::append_range(outputs, reduction.getDpsInits());
  for (OpOperand &init : partner.getDpsInitsMutable())
    maps.push_back(partner.getMatchingIndexingMap(&init));
  for (OpOperand &init : reduction.getDpsInitsMutable())
    maps.push_back(reduction.getMatchingIndexingMap(&init));

  OpBuilder b(partner);
  auto fused = linalg::GenericOp::create(
      b, b.getFusedLoc({partner.getLoc(), reduction.getLoc()}), TypeRange{},
      inputs, outputs, maps, reduction.getIteratorTypesArray(),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        ValueRange outs = args.drop_front(inputs.size());
        IRMapping mapping;
        Block *first = partner.getBlock();
        for (auto [arg, value] :
             llvm::zip(first->getArguments(), args.take_front(partnerInputs)))
          mapping.map(arg, value);
        for (auto [arg, value] :
             llvm::zip(first->getArguments().drop_front(partnerInputs),
                       outs.take_front(partner.getNumDpsInits())))
          mapping.map(arg, value);
        for (Operation &op : first->without_terminator())
          nb.clone(op, mapping);
        SmallVector<Value> yielded;
        for (Value value : first->getTerminator()->getOperands())
          yielded.push_back(mapping.lookupOrDefault(value));

        Block *second = reduction.getBlock();
        unsigned reductionInputs = reduction.getNumDpsInputs();
        for (unsigned i = 0; i < reductionInputs; ++i)
          mapping.map(second->getArgument(i), forwarded[i]
                                                  ? yielded[*forwarded[i]]
                                                  : args[*position[i]]);
        for (auto [arg, value] :
             llvm::zip(second->getArguments().drop_front(reductionInputs),
                       outs.drop_front(partner.getNumDpsInits())))
          mapping.map(arg, value);
        for (Operation &op : second->without_terminator())
          nb.clone(op, mapping);
        for (Value value : second->getTerminator()->getOperands())
          yielded.push_back(mapping.lookupOrDefault(value));
        linalg::YieldOp::create(nb, loc, yielded);
      });
  if (!fsdp::matchFusedRowReduction(fused)) {
    fused->erase();
    return {};
  }
  for (Operation *op : llvm::reverse(moved))
    op->moveBefore(fused);
  partner->erase();
  reduction->erase();
  return fused;
}

/// At most this many ops in the body of an elementwise loop recomputed in
/// its readers (`recompute`), at most this many readers, and its last
/// reader at most kRecomputeWindow ops after it.
constexpr int64_t kRecomputedOps = 4;
constexpr size_t kRecomputeReaders = 4;
constexpr int64_t kRecomputeWindow = 64;

/// Whether `op` is a cheap elementwise loop whose one output is a buffer
/// allocated in its block and written at every point in order (identity
/// map), read back by nothing but its own value: a few arith ops other than
/// divisions, at most one input as large as the loop (the others broadcast
/// along some dimension), so that recomputing it reads no more than
/// loading its output.
bool isRecomputable(linalg::GenericOp op) {
  if (!isParallel(op) || op.getNumDpsInits() != 1 ||
      ShapedType::isDynamicShape(op.getStaticLoopRanges()))
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  auto alloc = init->get().getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != op->getBlock() ||
      !op.getMatchingIndexingMap(init).isIdentity() ||
      !op.getMatchingBlockArgument(init).use_empty())
    return false;
  int64_t full = 0;
  for (OpOperand *input : op.getDpsInputOperands())
    if (op.getMatchingIndexingMap(input).getNumResults() == op.getNumLoops())
      ++full;
  if (full > 1)
    return false;
  int64_t count = 0;
  for (Operation &bodyOp : op.getBlock()->without_terminator()) {
    if (++count > kRecomputedOps || bodyOp.getNumRegions() != 0 ||
        bodyOp.getDialect()->getNamespace() != "arith" ||
        isa<arith::DivFOp, arith::RemFOp, arith::DivSIOp, arith::DivUIOp,
            arith::RemSIOp, arith::RemUIOp, arith::CeilDivSIOp,
            arith::CeilDivUIOp, arith::FloorDivSIOp>(bodyOp))
      return false;
  }
  return true;
}

/// The operands of a `reader` of `producer`'s output `buffer` with
/// `producer` recomputed in it: its other inputs (the first `kept`), then
/// `producer`'s inputs, and the indexing maps of those and its inits.
struct RecomputedOperands {
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  unsigned kept = 0;
};

RecomputedOperands getRecomputedOperands(linalg::GenericOp reader,
                                         linalg::GenericOp producer,
                                         Value buffer) {
  RecomputedOperands result;
  for (OpOperand *input : reader.getDpsInputOperands())
    if (input->get() != buffer) {
      result.inputs.push_back(input->get());
      result.maps.push_back(reader.getMatchingIndexingMap(input));
    }
  result.kept = result.inputs.size();
  for (OpOperand *input : producer.getDpsInputOperands()) {
    result.inputs.push_back(input->get());
    result.maps.push_back(producer.getMatchingIndexingMap(input));
  }
  for (OpOperand &init : reader.getDpsInitsMutable())
    result.maps.push_back(reader.getMatchingIndexingMap(&init));
  return result;
}

/// Recomputes the cheap elementwise loop `producer` (`isRecomputable`) in
/// every op that reads its output, when those are generics of its block
/// over the same loops that read it at the same points (identity map) as
/// an input, and nothing from `producer` to the last of them writes what
/// `producer` reads: each reader takes `producer`'s inputs and body
/// instead of the buffer, which is no longer written (`producer`, the
/// allocation and its deallocations erased). Deallocations of `producer`'s
/// inputs before the last reader move after it. The values are the same
/// ops on the same operands: the same bits. Whether it did.
bool recompute(linalg::GenericOp producer) {
  Value buffer = producer.getDpsInitOperand(0)->get();
  Block *block = producer->getBlock();
  SmallVector<linalg::GenericOp> readers;
  SmallVector<Operation *> deallocs;
  for (Operation *user : buffer.getUsers()) {
    if (user == producer)
      continue;
    if (isa<memref::DeallocOp>(user)) {
      deallocs.push_back(user);
      continue;
    }
    auto reader = dyn_cast<linalg::GenericOp>(user);
    if (!reader || reader->getBlock() != block ||
        !reader.hasPureBufferSemantics() ||
        reader.getStaticLoopRanges() != producer.getStaticLoopRanges())
      return false;
    for (OpOperand &operand : reader->getOpOperands())
      if (operand.get() == buffer &&
          (reader.isDpsInit(&operand) ||
           !reader.getMatchingIndexingMap(&operand).isIdentity()))
        return false;
    if (!llvm::is_contained(readers, reader))
      readers.push_back(reader);
  }
  if (readers.empty() || readers.size() > kRecomputeReaders)
    return false;
  // The readers in block order, all after `producer` within the window the
  // walk below allows (found by walking it: isBeforeInBlock would renumber
  // the block after each rewrite, quadratic in the step's length).
  SmallVector<linalg::GenericOp> ordered;
  int64_t ahead = 0;
  for (Operation *op = producer->getNextNode();
       op && ahead < kRecomputeWindow && ordered.size() < readers.size();
       op = op->getNextNode(), ++ahead)
    if (auto reader = dyn_cast<linalg::GenericOp>(op);
        reader && llvm::is_contained(readers, reader))
      ordered.push_back(reader);
  if (ordered.size() != readers.size())
    return false;
  readers = std::move(ordered);
  Operation *last = readers.back();

  // The buffers `producer` reads keep their values up to `last`: nothing
  // in between writes them, but their deallocations, which move after it.
  SmallVector<Value> read;
  for (OpOperand *input : producer.getDpsInputOperands())
    if (isa<BaseMemRefType>(input->get().getType()))
      read.push_back(input->get());
  SmallVector<Operation *> moved;
  int64_t distance = 0;
  for (Operation *op = producer->getNextNode(); op != last->getNextNode();
       op = op->getNextNode()) {
    if (++distance > kRecomputeWindow)
      return false;
    if (llvm::is_contained(deallocs, op))
      continue;
    if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
      if (llvm::any_of(read, [&](Value value) {
            return getBase(value) == dealloc.getMemref();
          })) {
        moved.push_back(op);
        continue;
      }
    std::optional<SmallVector<Access>> accesses = getAccesses(op);
    if (!accesses)
      return false;
    for (const Access &access : *accesses)
      if (access.write &&
          (!access.buffer || llvm::any_of(read, [&](Value value) {
            return mayAlias(access.buffer, value);
          })))
        return false;
  }

  // Every reader's loops stay bounded by its operands: a reduction whose one
  // full-size operand was `producer`'s output, where `producer` reads none
  // (it fills the buffer with a value), would be left with none.
  SmallVector<RecomputedOperands> recomputed;
  for (linalg::GenericOp reader : readers) {
    recomputed.push_back(getRecomputedOperands(reader, producer, buffer));
    if (!inversePermutation(
            concatAffineMaps(recomputed.back().maps, reader.getContext())))
      return false;
  }

  Block *body = producer.getBlock();
  for (size_t index = 0; index < readers.size(); ++index) {
    linalg::GenericOp reader = readers[index];
    RecomputedOperands &operands = recomputed[index];
    SmallVector<Value> &inputs = operands.inputs;
    unsigned kept = operands.kept;
    OpBuilder b(reader);
    auto replaced = linalg::GenericOp::create(
        b, reader.getLoc(), TypeRange{}, inputs, reader.getDpsInits(),
        operands.maps, reader.getIteratorTypesArray(),
        [&](OpBuilder &nb, Location loc, ValueRange args) {
          IRMapping mapping;
          for (auto [arg, value] :
               llvm::zip(body->getArguments(),
                         args.slice(kept, producer.getNumDpsInputs())))
            mapping.map(arg, value);
          for (Operation &op : body->without_terminator())
            nb.clone(op, mapping);
          Value value =
              mapping.lookupOrDefault(body->getTerminator()->getOperand(0));
          Block *second = reader.getBlock();
          unsigned next = 0;
          for (OpOperand *input : reader.getDpsInputOperands())
            mapping.map(reader.getMatchingBlockArgument(input),
                        input->get() == buffer ? value : args[next++]);
          for (auto [arg, value] : llvm::zip(
                   second->getArguments().drop_front(reader.getNumDpsInputs()),
                   args.drop_front(inputs.size())))
            mapping.map(arg, value);
          for (Operation &op : second->without_terminator())
            nb.clone(op, mapping);
          SmallVector<Value> yielded;
          for (Value value : second->getTerminator()->getOperands())
            yielded.push_back(mapping.lookupOrDefault(value));
          linalg::YieldOp::create(nb, loc, yielded);
        });
    if (reader == last)
      last = replaced;
    reader->erase();
  }
  for (Operation *op : llvm::reverse(moved))
    op->moveAfter(last);
  Operation *alloc = buffer.getDefiningOp();
  producer->erase();
  for (Operation *dealloc : deallocs)
    dealloc->erase();
  alloc->erase();
  return true;
}

struct FSDPFuseRowReductionsPass
    : public fsdp::impl::FSDPFuseRowReductionsBase<FSDPFuseRowReductionsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Block *block) {
      SmallVector<linalg::GenericOp> producers;
      for (Operation &op : *block)
        if (auto generic = dyn_cast<linalg::GenericOp>(op))
          if (isRecomputable(generic))
            producers.push_back(generic);
      // Latest first: recomputing one erases only ops after it.
      for (linalg::GenericOp producer : llvm::reverse(producers))
        recompute(producer);
      SmallVector<linalg::GenericOp> ops;
      for (Operation &op : *block)
        if (auto generic = dyn_cast<linalg::GenericOp>(op))
          ops.push_back(generic);
      for (size_t i = 0; i < ops.size(); ++i) {
        if (!isRowReduction(ops[i]))
          continue;
        for (size_t j = i; j-- > 0 && i - j <= fsdp::kRowReductionWindow;) {
          if (!isRowReduction(ops[j]) && !isParallel(ops[j]))
            continue;
          if (linalg::GenericOp fused = fuse(ops[j], ops[i])) {
            ops[j] = fused;
            ops.erase(ops.begin() + i--);
            break;
          }
        }
      }
    });
  }
};

} // namespace
