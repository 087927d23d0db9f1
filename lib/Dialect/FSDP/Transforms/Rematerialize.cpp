//===- Rematerialize.cpp - Recompute activations to fit a memory limit ----===//
//
// Greedy rematerialization on the memory model: while the step's modeled
// peak exceeds the limit, every value alive across the peak is tried as a
// recomputation (a clone of its op, and of what it reads that is dead by
// then, right before its first read after the peak), each trial measured by
// rebuilding the memory model, and the trial that removes the most bytes
// above the limit per second of added time is kept.
//
//===----------------------------------------------------------------------===//

#include "RecomputeBound.h"
#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_REMATERIALIZEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// What a trial recomputes besides the value itself.
enum class Reads {
  /// Every other value the copy reads is read where it is.
  InPlace,
  /// Gathered parameters dead by the copy are gathered again.
  Regather,
  /// Values dead by the copy are recomputed too (gathers included), a few
  /// levels deep.
  Recompute,
};

/// Levels of dead values `Reads::Recompute` recomputes below the value.
constexpr int kRecomputeDepth = 4;

/// Whether `op` may be cloned to compute its results again: no memory
/// effects (a blocking all-gather on tensors too: every rank clones it at
/// the same point), no regions other than a linalg op's body.
static bool isRecomputable(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>() ||
      op->hasTrait<OpTrait::ConstantLike>())
    return false;
  if (auto gather = dyn_cast<AllGatherOp>(op))
    return isa<RankedTensorType>(gather.getType());
  if (op->getNumRegions() != 0 && !isa<linalg::LinalgOp>(op))
    return false;
  return isMemoryEffectFree(op) &&
         llvm::all_of(op->getResultTypes(),
                      [](Type type) { return !isa<BaseMemRefType>(type); });
}

/// One recomputation, applied to the IR and undoable.
struct Trial {
  /// Clones, in creation order.
  SmallVector<Operation *> clones;
  /// Per clone, the op it copies.
  SmallVector<Operation *> originals;
  /// The uses redirected to clones, with the value they read before.
  SmallVector<std::pair<OpOperand *, Value>> redirected;
  /// Gathers moved up to serve a copy, with the op each was before.
  SmallVector<std::pair<Operation *, Operation *>> hoisted;
  /// Added time (cost model), seconds.
  double seconds = 0;

  void undo() {
    for (auto &[use, value] : llvm::reverse(redirected))
      use->set(value);
    for (Operation *clone : llvm::reverse(clones))
      clone->erase();
    for (auto &[op, next] : llvm::reverse(hoisted))
      op->moveBefore(next);
    clones.clear();
    originals.clear();
    redirected.clear();
    hoisted.clear();
  }
};

class Rematerializer {
public:
  /// Rematerializes in `block`: the step's body, or, with `outside` (the
  /// bytes the step holds outside the block throughout it), a microbatch
  /// loop's body, whose peak adds to those.
  Rematerializer(Block &block, const CostModel &costs, int64_t limit,
                 std::optional<int64_t> outside = std::nullopt)
      : block(block), costs(costs), limit(limit), outside(outside) {}

  /// Rematerializes until the modeled peak is at most the limit; fails with
  /// an error on `func` when no trial brings it lower.
  LogicalResult run(func::FuncOp func);

  /// A lower bound on the seconds (cost model) that any schedule of the
  /// block as it is now adds to bring its peak within the limit, where a
  /// schedule may run a recomputable op later than its position (before
  /// its users) and run it again, and runs the other ops in their order:
  /// the schedules the pass searches, and Checkmate's (which keeps every
  /// op at its position). Infinity when no such schedule fits.
  double addedSecondsBound() const;

  /// The seconds (cost model) of the ops that compute a value again.
  double addedSeconds() const;

private:
  /// The memory model of the block as it is now.
  MemoryModel model() const {
    return MemoryModel(block, outside ? MemoryModel::Updates::Returned
                                      : MemoryModel::Updates::Donated);
  }
  /// The bytes the step holds beside `model`'s live values: the step's
  /// arguments, or what it holds outside a loop body.
  int64_t baseBytes(const MemoryModel &model) const {
    return outside ? *outside : model.argumentBytes();
  }
  /// The step's modeled peak while the block runs.
  int64_t peakOf(const MemoryModel &model) const {
    return model.peakBytes() - model.argumentBytes() + baseBytes(model);
  }
  /// Bytes above `target` summed over the positions of `model`.
  int64_t excessOf(const MemoryModel &model, int64_t target) const;
  /// Applies the recomputation of `value` for its reads after `peak` to the
  /// IR, or returns false (leaving the IR unchanged) when `value` is read at
  /// the peak or not after it.
  bool apply(const MemoryModel &model, Value value, size_t peak, Reads reads,
             Trial &trial);
  /// The value to read at `at` for `value`: `value` where it is alive there
  /// (or needs no buffer), else per `reads` a clone before `at`.
  Value materialize(const MemoryModel &model, Value value, Operation *at,
                    Reads reads, int depth, IRMapping &mapping, Trial &trial);
  /// For a copy before `at` that reads gathered parameter `value` (of
  /// `gather`, directly or as a member of its bucket): the same parameter
  /// gathered elsewhere in the block (the backward's own gather of it, or
  /// another bucket's) alive at `at`; else a later gather of it alone,
  /// moved above `at`; else, for a bucket member, a new gather of the
  /// parameter alone before `at` (not the whole bucket again). Null for a
  /// parameter gathered alone and nowhere else: cloned as any op.
  Value reuseGathered(const MemoryModel &model, Value value, AllGatherOp gather,
                      Operation *at, Trial &trial);
  /// Clones `op` before `at`, its operands read per `reads` (an init only
  /// `op` writes is always cloned with it).
  void cloneBefore(const MemoryModel &model, Operation *op, Operation *at,
                   Reads reads, int depth, IRMapping &mapping, Trial &trial);
  /// A recomputation to make: the value and how its copy reads.
  struct Choice {
    Value value;
    Reads reads;
  };
  /// The trial of the values `alive` at the `peak` of `model` that removes
  /// the most bytes above `target` per second of added time without raising
  /// the peak, if any; `lazy` skips values whose last score is below the
  /// best found.
  std::optional<Choice> choose(const MemoryModel &model, size_t peak,
                               ArrayRef<int64_t> alive, int64_t target,
                               bool lazy);
  /// Erases originals the committed trial left unused (and what only they
  /// read); a clone whose original is gone moved it and adds nothing.
  /// Returns the erased ops (their addresses may be reused).
  DenseSet<Operation *> commit(Trial &trial);

  Block &block;
  const CostModel &costs;
  int64_t limit;
  std::optional<int64_t> outside;
  /// Each value's best score when last tried (an estimate of what trying
  /// it again gives: lazy greedy evaluation), by the op defining it.
  DenseMap<Operation *, double> lastScore;
};

} // namespace

int64_t Rematerializer::excessOf(const MemoryModel &model,
                                 int64_t target) const {
  int64_t excess = 0;
  for (int64_t live : model.liveBytes())
    excess += std::max<int64_t>(0, baseBytes(model) + live - target);
  return excess;
}

void Rematerializer::cloneBefore(const MemoryModel &model, Operation *op,
                                 Operation *at, Reads reads, int depth,
                                 IRMapping &mapping, Trial &trial) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (mapping.contains(value))
      continue;
    Operation *def = value.getDefiningOp();
    bool ownInit = dps && dps.isDpsInit(&operand) && value.hasOneUse() && def &&
                   def->getBlock() == &block && isRecomputable(def);
    if (ownInit || (def && isa<tensor::EmptyOp>(def)))
      cloneBefore(model, def, at, reads, depth, mapping, trial);
    else
      mapping.map(value,
                  materialize(model, value, at, reads, depth, mapping, trial));
  }
  OpBuilder builder(at);
  Operation *clone = builder.clone(*op, mapping);
  trial.clones.push_back(clone);
  trial.originals.push_back(op);
}

Value Rematerializer::materialize(const MemoryModel &model, Value value,
                                  Operation *at, Reads reads, int depth,
                                  IRMapping &mapping, Trial &trial) {
  if (Value mapped = mapping.lookupOrNull(value))
    return mapped;
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != &block || isa<tensor::EmptyOp>(def) ||
      def->hasTrait<OpTrait::ConstantLike>())
    return value;
  // Alive at `at` already (a buffer that lives that long, or a view of one).
  int64_t id = model.getBufferOf(value);
  if (id >= 0 && model.getBuffers()[id].to >= model.positionOf(at))
    return value;
  // The op whose data this is, through views.
  Operation *source = def;
  while (Value from =
             MemoryModel::getAliasedSource(source, source->getResult(0))) {
    if (!from.getDefiningOp() || from.getDefiningOp()->getBlock() != &block)
      break;
    source = from.getDefiningOp();
  }
  bool again =
      isRecomputable(def) &&
      (reads == Reads::Regather
           ? isa<AllGatherOp>(source)
           : reads == Reads::Recompute && depth > 0 && isRecomputable(source));
  if (!again)
    return value;
  if (auto gather = dyn_cast<AllGatherOp>(source))
    if (Value reused = reuseGathered(model, value, gather, at, trial)) {
      mapping.map(value, reused);
      return reused;
    }
  cloneBefore(model, def, at, reads, depth - 1, mapping, trial);
  return mapping.lookup(value);
}

Value Rematerializer::reuseGathered(const MemoryModel &model, Value value,
                                    AllGatherOp gather, Operation *at,
                                    Trial &trial) {
  std::optional<GatheredParameter> wanted = matchGatheredParameter(value);
  if (!wanted)
    return nullptr;
  size_t atPosition = model.positionOf(at);
  for (Operation &op : block) {
    if (&op == at)
      continue;
    for (Value other : op.getResults()) {
      if (other == value || llvm::is_contained(trial.clones, &op) ||
          matchGatheredParameter(other) != wanted)
        continue;
      if (op.isBeforeInBlock(at)) {
        // Alive at `at`: read it there.
        int64_t id = model.getBufferOf(other);
        if (id >= 0 && model.getBuffers()[id].to >= atPosition)
          return other;
        continue;
      }
      // A later gather of the parameter alone: gather it above `at`.
      if (isa<AllGatherOp>(op)) {
        trial.hoisted.push_back({&op, op.getNextNode()});
        op.moveBefore(at);
        return other;
      }
    }
  }
  if (value == gather.getResult())
    return nullptr;
  // The member alone: the bucket's gather, of the parameter's shard.
  IRMapping shard;
  shard.map(gather.getInput(), wanted->shard);
  Operation *lone = OpBuilder(at).clone(*gather, shard);
  lone->getResult(0).setType(wanted->type);
  if (failed(verify(lone))) {
    lone->erase();
    return nullptr;
  }
  trial.clones.push_back(lone);
  trial.originals.push_back(gather);
  return lone->getResult(0);
}

bool Rematerializer::apply(const MemoryModel &model, Value value, size_t peak,
                           Reads reads, Trial &trial) {
  // The reads of `value` after the peak, through the views of it the step
  // takes before the peak.
  SmallVector<OpOperand *> late;
  SmallVector<Value> worklist{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *top = block.findAncestorOpInBlock(*use.getOwner());
      size_t at = model.positionOf(top);
      if (at > peak) {
        if (top->hasTrait<OpTrait::IsTerminator>())
          return false;
        late.push_back(&use);
        continue;
      }
      Operation *user = use.getOwner();
      if (user == top && user->getNumResults() == 1 &&
          MemoryModel::getAliasedSource(user, user->getResult(0)) == current) {
        worklist.push_back(user->getResult(0));
        continue;
      }
      if (at == peak)
        return false;
    }
  }
  if (late.empty())
    return false;
  Operation *at = nullptr;
  for (OpOperand *use : late) {
    Operation *top = block.findAncestorOpInBlock(*use->getOwner());
    if (!at || top->isBeforeInBlock(at))
      at = top;
  }
  // Before the tensor.empty ops right above it too: a buffer is allocated
  // at its tensor.empty, and the copy's compute should not overlap the
  // late reader's destinations.
  while (isa_and_nonnull<tensor::EmptyOp>(at->getPrevNode()))
    at = at->getPrevNode();
  IRMapping mapping;
  cloneBefore(model, value.getDefiningOp(), at, reads, kRecomputeDepth, mapping,
              trial);
  // The views read late, taken again of the copy.
  std::function<Value(Value)> copyOf = [&](Value v) -> Value {
    if (Value mapped = mapping.lookupOrNull(v))
      return mapped;
    Operation *view = v.getDefiningOp();
    Value source = MemoryModel::getAliasedSource(view, v);
    IRMapping viewMapping;
    viewMapping.map(source, copyOf(source));
    // A folded transpose's init: its own empty, like any op's.
    for (Value operand : view->getOperands())
      if (auto empty = operand.getDefiningOp<tensor::EmptyOp>()) {
        Operation *emptyClone = OpBuilder(at).clone(*empty);
        trial.clones.push_back(emptyClone);
        trial.originals.push_back(empty);
        viewMapping.map(operand, emptyClone->getResult(0));
      }
    Operation *clone = OpBuilder(at).clone(*view, viewMapping);
    trial.clones.push_back(clone);
    trial.originals.push_back(view);
    mapping.map(v, clone->getResult(0));
    return clone->getResult(0);
  };
  for (OpOperand *use : late) {
    trial.redirected.push_back({use, use->get()});
    use->set(copyOf(use->get()));
  }
  // Compute and collective time of what is cloned; a clone whose original
  // is left unused replaces it (a move) and adds nothing.
  for (auto [clone, original] : llvm::zip(trial.clones, trial.originals))
    if (!original->use_empty())
      trial.seconds += costs.recomputeSeconds(clone);
  return true;
}

double Rematerializer::addedSecondsBound() const {
  MemoryModel model = this->model();
  return recomputeLowerBound(
      block, model, costs, baseBytes(model), limit, [](Operation *op) {
        return isRecomputable(op) || isa<tensor::EmptyOp>(op);
      });
}

double Rematerializer::addedSeconds() const {
  double seconds = 0;
  for (Operation &op : block)
    if (op.hasAttr(FSDPDialect::kRecomputeAttrName))
      seconds += costs.recomputeSeconds(&op);
  return seconds;
}

DenseSet<Operation *> Rematerializer::commit(Trial &trial) {
  DenseSet<Operation *> erased;
  SmallVector<Operation *> worklist(trial.originals.begin(),
                                    trial.originals.end());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !op->use_empty() ||
        !(isRecomputable(op) || isa<tensor::EmptyOp>(op)))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && def->getBlock() == &block)
        worklist.push_back(def);
    erased.insert(op);
    op->erase();
  }
  for (auto [clone, original] : llvm::zip(trial.clones, trial.originals))
    if (!erased.contains(original) && !isa<tensor::EmptyOp>(clone) &&
        !MemoryModel::getAliasedSource(clone, clone->getResult(0)))
      clone->setAttr(FSDPDialect::kRecomputeAttrName,
                     UnitAttr::get(clone->getContext()));
  return erased;
}

std::optional<Rematerializer::Choice>
Rematerializer::choose(const MemoryModel &model, size_t peak,
                       ArrayRef<int64_t> alive, int64_t target, bool lazy) {
  int64_t peakBytes = peakOf(model);
  int64_t excess = excessOf(model, target);
  // The values alive across the peak, those with the best scores when last
  // tried first (never tried: first of all).
  DenseMap<int64_t, Value> heldAtPeak = model.valuesHeldAt(peak);
  SmallVector<std::pair<double, Value>> candidates;
  for (int64_t id : alive) {
    Value held = heldAtPeak.lookup(id);
    if (!held || !isRecomputable(held.getDefiningOp()))
      continue;
    auto it = lastScore.find(held.getDefiningOp());
    candidates.push_back(
        {!lazy || it == lastScore.end() ? INFINITY : it->second, held});
  }
  llvm::stable_sort(candidates, [](const auto &a, const auto &b) {
    return a.first > b.first;
  });
  std::optional<Choice> best;
  double bestScore = -1;
  for (auto [estimate, held] : candidates) {
    // Scores rarely grow as other values are recomputed: one that scored
    // below the best of this round when last tried is not tried again.
    if (estimate < bestScore)
      break;
    double score = -1;
    // A mode that clones no more than the one before it is the same trial.
    size_t clonesBefore = 0;
    for (Reads reads : {Reads::InPlace, Reads::Regather, Reads::Recompute}) {
      Trial trial;
      if (!apply(model, held, peak, reads, trial))
        break;
      if (reads != Reads::InPlace && trial.clones.size() == clonesBefore) {
        trial.undo();
        continue;
      }
      clonesBefore = trial.clones.size();
      MemoryModel after = this->model();
      int64_t gain = excess - excessOf(after, target);
      bool valid = gain > 0 && peakOf(after) <= peakBytes;
      double seconds = std::max(trial.seconds, 0.0);
      trial.undo();
      if (!valid)
        continue;
      double modeScore = double(gain) / (seconds + 1e-12);
      score = std::max(score, modeScore);
      if (modeScore > bestScore) {
        bestScore = modeScore;
        best = Choice{held, reads};
      }
    }
    lastScore[held.getDefiningOp()] = score;
  }
  return best;
}

LogicalResult Rematerializer::run(func::FuncOp func) {
  // Every accepted trial lowers the bytes above its target without raising
  // the peak; the bound only guards against the two targets undoing each
  // other's gains.
  size_t rounds = 4 * block.getOperations().size();
  for (;;) {
    MemoryModel model = this->model();
    int64_t peakBytes = peakOf(model);
    if (peakBytes <= limit)
      return success();
    size_t peak = model.peakPosition();
    SmallVector<int64_t> alive = model.buffersAliveAt(peak);
    // Trials are measured by the bytes they remove above a target: while
    // the peak is more than its largest value above the limit, the peak
    // less that value, so that each round lowers the top of the step (the
    // bytes above a far limit would reward trials that lower memory
    // anywhere, not where the peak is); then, or when nothing lowers the
    // top, the limit itself.
    int64_t top =
        alive.empty() ? limit : peakBytes - model.getBuffers()[alive[0]].bytes;
    std::optional<Choice> choice;
    if (rounds > 0) {
      --rounds;
      if (top > limit)
        choice = choose(model, peak, alive, top, /*lazy=*/true);
      if (!choice)
        choice = choose(model, peak, alive, limit, /*lazy=*/top <= limit);
    }
    if (!choice) {
      InFlightDiagnostic diag = mlir::emitError(func.getLoc())
                                << "memory-limit of " << limit
                                << " bytes cannot be met: the lowest modeled "
                                   "peak rematerialization reaches is "
                                << peakBytes << " bytes, " << baseBytes(model)
                                << (outside ? " of them held outside the "
                                              "microbatch loop (state, "
                                              "inputs, accumulators)"
                                            : " of them the step's arguments "
                                              "(state shards and inputs)");
      // A floor no choice goes below: those bytes and the largest
      // footprint of an op, which recomputation does not shrink.
      auto [footprint, widest] = model.largestFootprint();
      diag << "; no recomputation goes below " << baseBytes(model) + footprint
           << " bytes";
      if (widest)
        diag.attachNote(widest->getLoc())
            << "the floor: this " << widest->getName() << " reads and writes "
            << footprint << " bytes at once";
      for (Operation &op : block)
        if (model.positionOf(&op) == peak)
          diag.attachNote(op.getLoc())
              << "the peak is at this " << op.getName() << ", with "
              << (peakBytes - baseBytes(model)) << " bytes of values alive";
      DenseMap<int64_t, Value> heldAtPeak = model.valuesHeldAt(peak);
      for (int64_t id : ArrayRef(alive).take_front(3)) {
        Value value = heldAtPeak.lookup(id);
        if (!value)
          value = model.getBuffers()[id].value;
        diag.attachNote(value ? value.getLoc() : func.getLoc())
            << "alive there: " << model.describeBuffer(id, value);
      }
      return failure();
    }
    Trial trial;
    apply(model, choice->value, peak, choice->reads, trial);
    for (Operation *erased : commit(trial))
      lastScore.erase(erased);
  }
}

namespace {
struct RematerializePass
    : fsdp::impl::RematerializePassBase<RematerializePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // (Empty or 0: none; the option's parser checked the count.)
    std::optional<int64_t> limit;
    if (memoryLimit.getValue())
      limit = memoryLimit.getValue().bytes;
    if (!limit || func.isExternal())
      return markAllAnalysesPreserved();
    if (!func.getBody().hasOneBlock()) {
      mlir::emitError(func.getLoc())
          << "fsdp-rematerialize needs a step of one block";
      return signalPassFailure();
    }
    std::optional<MachineProfile> machine =
        MachineProfile::forOperation(func, profile);
    if (!machine)
      return signalPassFailure();
    CostModel costs(*machine);
    // The microbatch loops first (under gradient accumulation the forward
    // and backward are there), each within what the step holds around it,
    // then the step's body, whose model sees the loops' new peaks.
    Block &entry = func.getBody().front();
    double added = 0, bound = 0;
    auto fit = [&](Rematerializer remat, int64_t trips) {
      bound += remat.addedSecondsBound() * double(trips);
      if (failed(remat.run(func)))
        return failure();
      added += remat.addedSeconds() * double(trips);
      return success();
    };
    for (Block *body : getStepBlocks(func)) {
      if (body == &entry)
        continue;
      Operation *loop = body->getParentOp();
      int64_t outside =
          MemoryModel(entry, MemoryModel::Updates::Donated).bytesAround(loop);
      int64_t trips = 1;
      if (auto loopLike = dyn_cast<LoopLikeOpInterface>(loop))
        if (std::optional<APInt> count = loopLike.getStaticTripCount())
          trips = count->getSExtValue();
      if (failed(fit(Rematerializer(*body, costs, *limit, outside), trips)))
        return signalPassFailure();
    }
    if (failed(fit(Rematerializer(entry, costs, *limit), 1)))
      return signalPassFailure();
    // What the choice added and the least any choice adds (fsdp-report).
    Builder b(func.getContext());
    func->setAttr(
        FSDPDialect::kRematerializationAttrName,
        b.getDictionaryAttr({
            b.getNamedAttr("memory_limit", b.getI64IntegerAttr(*limit)),
            b.getNamedAttr("added_seconds", b.getF64FloatAttr(added)),
            b.getNamedAttr("added_seconds_lower_bound",
                           b.getF64FloatAttr(bound)),
        }));
  }
};
} // namespace
