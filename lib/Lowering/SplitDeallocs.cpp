//===- SplitDeallocs.cpp - One bufferization.dealloc per allocation -------===//
//
// Upstream's buffer-deallocation-simplification splits a dealloc of many
// buffers after asking, for every buffer, whether it may alias any other:
// on the one dealloc that ends a training step, quadratic in the step's
// length. The same splits follow from counting the buffers' origins once.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Lowering/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPSPLITDEALLOCS
#include "fsdp/Lowering/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;

namespace {

/// `value` with every view taken off (upstream's getViewBase).
Value viewBase(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// The op allocating `base`, or null if `base` is not an allocation.
Operation *allocationOf(Value base) {
  Operation *op = base.getDefiningOp();
  return op && hasEffect<MemoryEffects::Allocate>(op, base) ? op : nullptr;
}

/// As buffer-deallocation-simplification's
/// RemoveDeallocMemrefsContainedInRetained: a memref that is an allocation
/// some retained values are (and the others are other allocations) is never
/// freed here; its condition joins theirs. `allocation` (per memref) keeps
/// the entries of those that stay.
void removeMemrefsContainedInRetained(bufferization::DeallocOp dealloc,
                                      SmallVector<Operation *> &allocation) {
  ValueRange retained = dealloc.getRetained();
  DenseMap<Operation *, SmallVector<unsigned>> retainedOf;
  for (auto [i, value] : llvm::enumerate(retained)) {
    Operation *alloc = allocationOf(viewBase(value));
    // Duplicates, or an origin only the alias analysis can tell.
    if (!alloc || llvm::is_contained(retained.take_front(i), value))
      return;
    retainedOf[alloc].push_back(i);
  }
  OpBuilder b(dealloc->getContext());
  b.setInsertionPointAfter(dealloc);
  SmallVector<Value> memrefs, conditions;
  SmallVector<Operation *> kept;
  for (auto [memref, cond, alloc] :
       llvm::zip(dealloc.getMemrefs(), dealloc.getConditions(), allocation)) {
    auto it = alloc ? retainedOf.find(alloc) : retainedOf.end();
    if (it == retainedOf.end()) {
      memrefs.push_back(memref);
      conditions.push_back(cond);
      kept.push_back(alloc);
      continue;
    }
    for (unsigned i : it->second) {
      Value updated = dealloc.getUpdatedConditions()[i];
      auto disjunction =
          arith::OrIOp::create(b, dealloc.getLoc(), updated, cond);
      updated.replaceAllUsesExcept(disjunction.getResult(), disjunction);
    }
  }
  if (kept.size() == allocation.size())
    return;
  dealloc.getMemrefsMutable().assign(memrefs);
  dealloc.getConditionsMutable().assign(conditions);
  allocation = std::move(kept);
}

/// Splits `dealloc` as buffer-deallocation-simplification's
/// SplitDeallocWhenNotAliasingAnyOther would: every memref that is a
/// distinct allocation, which the others cannot alias, gets its own dealloc.
void split(bufferization::DeallocOp dealloc) {
  ValueRange memrefs = dealloc.getMemrefs();
  if (memrefs.size() <= 1)
    return;
  // The origins: allocations (counted: two memrefs of one allocation alias)
  // and the blocks whose arguments the others are.
  SmallVector<Operation *> allocation(memrefs.size());
  DenseMap<Operation *, unsigned> count;
  SmallVector<Block *> argumentBlocks;
  for (auto [i, memref] : llvm::enumerate(memrefs)) {
    Value base = viewBase(memref);
    if ((allocation[i] = allocationOf(base))) {
      ++count[allocation[i]];
    } else if (auto arg = dyn_cast<BlockArgument>(base)) {
      if (!llvm::is_contained(argumentBlocks, arg.getOwner()))
        argumentBlocks.push_back(arg.getOwner());
    } else {
      // An origin only the alias analysis can tell: leave them all to it.
      return;
    }
  }
  // A block argument cannot alias an allocation made inside its block.
  auto insideArgumentBlocks = [&](Operation *alloc) {
    return llvm::all_of(argumentBlocks, [&](Block *block) {
      return block->findAncestorOpInBlock(*alloc) != nullptr;
    });
  };
  auto splittable = [&](unsigned i) {
    Operation *alloc = allocation[i];
    return alloc && count[alloc] == 1 && insideArgumentBlocks(alloc);
  };

  OpBuilder b(dealloc);
  Location loc = dealloc.getLoc();
  removeMemrefsContainedInRetained(dealloc, allocation);
  memrefs = dealloc.getMemrefs();
  count.clear();
  for (Operation *alloc : allocation)
    if (alloc)
      ++count[alloc];
  // Then, as RemoveRetainedMemrefsGuaranteedToNotAlias: a retained
  // allocation that no memref can alias is answered `false` and leaves the
  // list, which every split op would otherwise carry (a functional step
  // retains each of its results).
  SmallVector<Value> retained;
  SmallVector<Value> retainedResults;
  bool dropped = false;
  for (auto [value, result] :
       llvm::zip(dealloc.getRetained(), dealloc.getUpdatedConditions())) {
    Operation *alloc = allocationOf(viewBase(value));
    if (alloc && !count.count(alloc) && insideArgumentBlocks(alloc)) {
      result.replaceAllUsesWith(
          arith::ConstantOp::create(b, loc, b.getBoolAttr(false)));
      dropped = true;
      continue;
    }
    retained.push_back(value);
    retainedResults.push_back(result);
  }
  if (dropped) {
    auto narrower = bufferization::DeallocOp::create(
        b, loc, memrefs, dealloc.getConditions(), retained);
    for (auto [old, updated] :
         llvm::zip(retainedResults, narrower.getUpdatedConditions()))
      old.replaceAllUsesWith(updated);
    b.setInsertionPoint(narrower);
    dealloc->erase();
    dealloc = narrower;
    memrefs = dealloc.getMemrefs();
  }

  SmallVector<Value> remainingMemrefs, remainingConditions;
  SmallVector<ValueRange> splitConditions;
  for (auto [i, memref, cond] :
       llvm::enumerate(memrefs, dealloc.getConditions())) {
    if (!splittable(i)) {
      remainingMemrefs.push_back(memref);
      remainingConditions.push_back(cond);
      continue;
    }
    auto single =
        bufferization::DeallocOp::create(b, loc, memref, cond, retained);
    splitConditions.push_back(single.getUpdatedConditions());
  }
  if (splitConditions.empty())
    return;
  auto rest = bufferization::DeallocOp::create(b, loc, remainingMemrefs,
                                               remainingConditions, retained);
  SmallVector<Value> replacements(rest.getUpdatedConditions());
  for (ValueRange conditions : splitConditions)
    for (auto [i, condition] : llvm::enumerate(conditions))
      replacements[i] =
          arith::OrIOp::create(b, loc, replacements[i], condition);
  dealloc->replaceAllUsesWith(replacements);
  dealloc->erase();
}

struct FSDPSplitDeallocsPass
    : public fsdp::impl::FSDPSplitDeallocsBase<FSDPSplitDeallocsPass> {
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> deallocs;
    getOperation().walk(
        [&](bufferization::DeallocOp op) { deallocs.push_back(op); });
    for (bufferization::DeallocOp dealloc : deallocs)
      split(dealloc);
  }
};

} // namespace
