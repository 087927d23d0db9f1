//===- Schedule.cpp - Overlap collectives with compute --------------------===//
//
// Works on the top-level ops of a function body, as a list with positions:
// waits move down to their first use, then starts move up. The moves are
// decided on positions first and applied at the end, so each decision is a
// linear walk over the ops it passes. Last, on the scheduled block, the
// optimizer update of each reduced gradient moves up behind its wait; the
// memory model is built once for that phase and each move's effect on the
// bytes alive is applied to its buffers' intervals, so that phase too is a
// walk over the ops each move passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <functional>
#include <queue>

namespace mlir::fsdp {
#define GEN_PASS_DEF_SCHEDULEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// `op` when it starts an asynchronous collective on tensors, else null. (On
/// buffers a start also depends on its output buffer, which the moves below
/// do not account for.)
static CollectiveOpInterface getStart(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  return collective && collective.isAsync() && !collective.isBufferForm()
             ? collective
             : CollectiveOpInterface();
}

static bool isStart(Operation *op) { return static_cast<bool>(getStart(op)); }

/// The wait of `start`'s token, if it has one.
static WaitOp getWaitOf(Operation *start) {
  return dyn_cast_if_present<WaitOp>(getStart(start).getWaitOp());
}

/// Replaces `start` and its `wait` by the blocking collective, where the
/// wait is. The two forms share their operands and attributes.
static void makeBlocking(Operation *start, WaitOp wait) {
  OpBuilder builder(wait);
  OperationState state(start->getLoc(), getStart(start).getBlockingOpName(),
                       start->getOperands(),
                       TypeRange{wait.getResult().getType()},
                       start->getAttrs());
  Operation *blocking = builder.create(state);
  wait.getResult().replaceAllUsesWith(blocking->getResult(0));
  wait->erase();
  start->erase();
}

namespace {
/// What bounds the schedule's memory (see the pass description).
enum class BudgetKind {
  /// No bound.
  Unlimited,
  /// The modeled bytes alive at any point stay at or under the blocking
  /// step's modeled peak.
  BlockingPeak,
  /// Gathered-parameter bytes alive at once stay at or under a byte count.
  GatheredBytes,
};

class Scheduler {
public:
  Scheduler(Block &block, const CostModel &model, const MemoryBudget &budget)
      : block(block), model(model), memoryBudget(budget.bytes),
        kind(budget.is(BudgetWord::Unlimited) ? BudgetKind::Unlimited
             : budget.is(BudgetWord::Peak)    ? BudgetKind::BlockingPeak
                                              : BudgetKind::GatheredBytes) {}

  /// Returns the largest number of gathered bytes alive at once, before
  /// scheduling, when it already exceeds an explicit budget (the budget
  /// cannot be met; waits still move, starts do not), else 0.
  int64_t run();

  /// Moves the update of each reduced gradient (the ops free of memory
  /// effects that use it and whose other operands are all there) up to
  /// right after its collective completes, and the wait of an asynchronous
  /// reduction up to where the compute since its start covers it; within
  /// the bound of `kind`. Runs on the scheduled block.
  void hoistUpdates();

private:
  /// Position just after the definition of `value` (0 for block arguments
  /// and values defined outside the block), or after the slot a moved wait
  /// that defines it goes to.
  size_t positionAfterDef(Value value);
  /// The last position at which the gathered value of `wait` (or the slice
  /// that drops its padding) is used.
  size_t lastUse(WaitOp wait);
  /// The position of the first top-level op that uses the result of `wait`
  /// (the terminator when none does).
  size_t firstUse(WaitOp wait);
  /// Whether `bytes` more fit at every position of [from, to).
  bool fits(size_t from, size_t to, int64_t bytes) const;
  void add(size_t from, size_t to, int64_t bytes);

  // The phases of `run`.
  /// Fills `live` and `limit` with the memory the bound is about, at each
  /// position before any move; returns the gathered bytes alive at once
  /// under an explicit budget (else 0).
  int64_t measureLive();
  /// Waits move down to the first use of their value. The input of a
  /// collective stays alive until its wait, so under the blocking-peak
  /// bound a wait goes down only as far as its input still fits.
  void sinkWaits();
  /// Starts move up: reductions as soon as their input is complete, gathers
  /// as far as the compute they pass covers their time, in their order.
  void hoistStarts();
  /// Drops the moves of the collectives whose overlap would not pay for
  /// itself; returns their starts, to be made blocking again.
  SmallVector<Operation *> revertUnprofitable();
  /// Lays the block out again with every moved op at its target.
  void applyTargets();

  Block &block;
  const CostModel &model;
  int64_t memoryBudget;
  BudgetKind kind;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> position;
  /// Bytes alive at each position under the bound of `kind`, and the bound.
  SmallVector<int64_t> live;
  int64_t limit = 0;
  /// The slot (the position of the op it goes before) of every moved op.
  DenseMap<Operation *, size_t> target;
  /// The compute time of each op, and, under the blocking-peak bound, the
  /// memory model of the block before any move.
  SmallVector<double> seconds;
  std::optional<MemoryModel> memory;
};

/// The update phase: the block as laid out by the scheduler, each op at a
/// position; an op moved up by this phase sits just before the op at its
/// slot and counts as being at the slot.
class UpdateHoister {
public:
  UpdateHoister(Block &block, const CostModel &model, bool bounded,
                int64_t bound);

  /// Moves the update of the reduction `done` completes (its wait, or the
  /// blocking collective) up behind it, and an asynchronous wait up to
  /// where its start's compute covers it, if the modeled bytes stay within
  /// the bound. Returns whether anything moved.
  bool hoist(Operation *done);
  /// The bytes the bounded phase keeps every position at or under.
  int64_t getBound() const { return bound; }

private:
  /// The position an op of the block counts as being at now.
  size_t at(Operation *op) const {
    auto it = slotOf.find(op);
    return it != slotOf.end() ? it->second : position.lookup(op);
  }
  /// Whether `value` is computed before the op at `slot` runs, or by an op
  /// in `moving`.
  bool availableAt(Value value, size_t slot,
                   const DenseSet<Operation *> &moving) const;
  /// The ops that move with `done` to `slot`, in block order: the ops that
  /// (transitively) use its result and whose other operands are there, and
  /// the ops that compute those operands from values that are there.
  SmallVector<Operation *> collectUpdate(Operation *done, size_t slot);
  /// Moves `moved` to `slot` in the model: recomputes the interval of every
  /// buffer they define or use and updates `live`; returns whether the
  /// bytes alive stay within the bound (else the model is restored).
  bool tryMove(ArrayRef<Operation *> moved, size_t slot);
  /// Replays the block as scheduled on a compute and a communication stream
  /// (the cost model's times; collectives one at a time in issue order,
  /// waits blocking compute until their collective completes) into `begins`
  /// and `completes`.
  void simulate();
  /// The interval of buffer `id` with the ops where they are now.
  std::pair<size_t, size_t> intervalOf(int64_t id) const;
  void addInterval(std::pair<size_t, size_t> range, int64_t bytes);

  Block &block;
  const CostModel &model;
  bool bounded;
  int64_t bound = 0;
  std::optional<MemoryModel> memory;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> position;
  /// Ops moved by this phase, at their slot.
  DenseMap<Operation *, size_t> slotOf;
  /// Bytes alive at each position, and each buffer's current interval.
  SmallVector<int64_t> live;
  SmallVector<std::pair<size_t, size_t>> intervals;
  /// When each op begins and each collective completes in the schedule
  /// before this phase. Moving an update up only delays what follows it, so
  /// a wait placed after its collective completes here stays after it.
  DenseMap<Operation *, double> begins, completes;
};
} // namespace

size_t Scheduler::positionAfterDef(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return 0;
  Operation *top = block.findAncestorOpInBlock(*def);
  if (!top)
    return 0;
  // A wait that moves down goes to the front of its slot, before any start
  // of that slot.
  if (auto it = target.find(top); it != target.end() && isa<WaitOp>(top))
    return it->second;
  return position[top] + 1;
}

size_t Scheduler::lastUse(WaitOp wait) {
  size_t last = position[wait];
  SmallVector<Value> values{wait.getResult()};
  while (!values.empty()) {
    Value value = values.pop_back_val();
    for (Operation *user : value.getUsers()) {
      Operation *top = block.findAncestorOpInBlock(*user);
      if (!top)
        continue;
      last = std::max(last, position[top]);
      // Dropping the padding keeps the gathered buffer alive.
      if (isa<tensor::ExtractSliceOp>(user))
        values.push_back(user->getResult(0));
    }
  }
  return last;
}

size_t Scheduler::firstUse(WaitOp wait) {
  size_t first = ops.size() - 1;
  for (Operation *user : wait.getResult().getUsers())
    if (Operation *top = block.findAncestorOpInBlock(*user))
      first = std::min(first, position[top]);
  return first;
}

bool Scheduler::fits(size_t from, size_t to, int64_t bytes) const {
  if (kind == BudgetKind::Unlimited || bytes == 0)
    return true;
  for (size_t i = from; i < to; ++i)
    if (live[i] + bytes > limit)
      return false;
  return true;
}

void Scheduler::add(size_t from, size_t to, int64_t bytes) {
  for (size_t i = from; i < to; ++i)
    live[i] += bytes;
}

int64_t Scheduler::run() {
  for (Operation &op : block)
    ops.push_back(&op);
  for (auto [i, op] : llvm::enumerate(ops))
    position[op] = i;
  // Compute time of each op.
  seconds.assign(ops.size(), 0);
  for (size_t i = 0, n = ops.size(); i < n; ++i)
    if (!isStart(ops[i]) && !isa<WaitOp>(ops[i]))
      seconds[i] = model.computeSeconds(ops[i]);

  int64_t peakBefore = measureLive();
  bool moveStarts =
      kind != BudgetKind::GatheredBytes || peakBefore <= memoryBudget;
  sinkWaits();
  if (moveStarts)
    hoistStarts();
  SmallVector<Operation *> keepBlocking = revertUnprofitable();
  applyTargets();
  for (Operation *start : keepBlocking)
    makeBlocking(start, getWaitOf(start));
  hoistUpdates();
  return moveStarts ? 0 : peakBefore;
}

int64_t Scheduler::measureLive() {
  size_t n = ops.size();
  if (kind == BudgetKind::BlockingPeak) {
    memory.emplace(block);
    live = memory->liveBytes();
    limit = live.empty() ? 0 : *llvm::max_element(live);
    return 0;
  }
  SmallVector<int64_t> delta(n + 1, 0);
  for (Operation &op : block) {
    CollectiveOpInterface start = getStart(&op);
    if (!start || start.getCollectiveKind() != CollectiveKind::AllGather)
      continue;
    WaitOp wait = getWaitOf(start);
    std::optional<CollectiveInfo> info = CostModel::getCollective(start);
    if (!wait || !info)
      continue;
    delta[position[start]] += info->fullBytes;
    delta[lastUse(wait) + 1] -= info->fullBytes;
  }
  live.assign(n, 0);
  int64_t running = 0;
  for (size_t i = 0; i < n; ++i)
    live[i] = running += delta[i];
  limit = memoryBudget;
  return n ? *llvm::max_element(live) : 0;
}

void Scheduler::sinkWaits() {
  size_t n = ops.size();
  for (size_t w = 0; w < n; ++w) {
    auto wait = dyn_cast<WaitOp>(ops[w]);
    if (!wait)
      continue;
    size_t first = firstUse(wait);
    size_t slot = first;
    Operation *start = wait.getToken().getDefiningOp();
    int64_t input = memory && start && block.findAncestorOpInBlock(*start)
                        ? memory->getBufferOf(start->getOperand(0))
                        : -1;
    if (input >= 0) {
      int64_t bytes = memory->getBuffers()[input].bytes;
      // Alive through `alive` with the wait where it is.
      size_t alive = std::max(memory->lastUseIgnoring(input, {wait}), w);
      slot = w + 1;
      while (slot < first && (slot <= alive || fits(slot, slot + 1, bytes)))
        ++slot;
      if (slot > alive + 1)
        add(alive + 1, slot, bytes);
    }
    if (slot > w + 1)
      target[wait] = slot;
  }
}

void Scheduler::hoistStarts() {
  size_t n = ops.size();
  // Starts move up. Gathers keep their order: a gather goes after the
  // previous one, that is before the op the previous one was moved before,
  // or after it if it stayed.
  size_t afterPreviousGather = 0;
  for (size_t i = 0; i < n; ++i) {
    Operation *op = ops[i];
    if (!isStart(op))
      continue;
    size_t earliest = positionAfterDef(op->getOperand(0));
    std::optional<CollectiveInfo> info = CostModel::getCollective(op);
    bool gather = getStart(op).getCollectiveKind() == CollectiveKind::AllGather;
    // The bytes the start allocates: its result.
    int64_t bytes = 0;
    if (memory) {
      int64_t id = memory->getBufferOf(op->getResult(0));
      bytes = id >= 0 ? memory->getBuffers()[id].bytes : 0;
    } else if (gather && info) {
      bytes = info->fullBytes;
    }
    double needed = info ? model.collectiveSeconds(*info) : 0;
    size_t p = i;
    double covered = 0;
    size_t bound = gather ? std::max(earliest, afterPreviousGather) : earliest;
    // Reductions start as soon as their input is complete; gathers as soon
    // as the compute they pass covers their time.
    while (p > bound && (!gather || covered < needed)) {
      size_t candidate = p - 1;
      if (!fits(candidate, candidate + 1, bytes))
        break;
      covered += seconds[candidate];
      live[candidate] += bytes;
      p = candidate;
    }
    if (p != i)
      target[op] = p;
    if (gather)
      afterPreviousGather = p == i ? i + 1 : p;
  }
}

SmallVector<Operation *> Scheduler::revertUnprofitable() {
  size_t n = ops.size();
  // A collective whose overlap would not pay for itself stays where it was
  // and becomes blocking again: what the compute between its start and wait
  // hides (the overlap times the profile's efficiency: nearly nothing where
  // the cores that compute also move the bytes) must exceed the hand-off
  // (`launch_seconds`). Without a launch cost a tie stays asynchronous.
  SmallVector<Operation *> keepBlocking;
  double launch = model.getProfile().launchSeconds;
  for (size_t i = 0; i < n; ++i) {
    Operation *start = ops[i];
    std::optional<CollectiveInfo> info =
        isStart(start) ? CostModel::getCollective(start) : std::nullopt;
    WaitOp wait = info ? getWaitOf(start) : WaitOp();
    if (!wait || !block.findAncestorOpInBlock(*wait))
      continue;
    size_t from = target.lookup_or(start, i);
    size_t w = position[wait];
    size_t to = target.count(wait) ? target[wait] : w + 1;
    double covered = 0;
    for (size_t k = from; k < to; ++k)
      covered += seconds[k];
    double gain = model.asyncGainSeconds(*info, covered);
    if (gain > 0 || (gain == 0 && launch == 0))
      continue;
    target.erase(start);
    target.erase(wait);
    keepBlocking.push_back(start);
  }
  return keepBlocking;
}

void Scheduler::applyTargets() {
  size_t n = ops.size();
  // Apply: lay the ops out again, each moved op in the slot before the op
  // that was at its target, waits before starts, each kind in the order it
  // had.
  SmallVector<SmallVector<Operation *, 1>> waitsBefore(n), startsBefore(n);
  for (size_t i = 0; i < n; ++i)
    if (auto it = target.find(ops[i]); it != target.end())
      (isa<WaitOp>(ops[i]) ? waitsBefore : startsBefore)[it->second].push_back(
          ops[i]);
  Operation *terminator = block.getTerminator();
  for (size_t i = 0; i < n; ++i) {
    for (Operation *wait : waitsBefore[i])
      wait->moveBefore(terminator);
    for (Operation *start : startsBefore[i])
      start->moveBefore(terminator);
    if (ops[i] != terminator && !target.count(ops[i]))
      ops[i]->moveBefore(terminator);
  }
}

void Scheduler::hoistUpdates() {
  // Updates change no gathered bytes: only the blocking-peak bound bounds
  // them, and never above what the schedule already holds.
  bool bounded = kind == BudgetKind::BlockingPeak;
  SmallVector<Operation *> original;
  for (Operation &op : block)
    original.push_back(&op);
  UpdateHoister hoister(block, model, bounded, limit);
  SmallVector<Operation *> reductions;
  // Asynchronous reductions on tensors (an all-reduce of a replicated
  // gradient has an update behind it too). The update of a blocking one
  // stays: moved up it would run no earlier in the modeled time (nothing is
  // in flight for it to overlap) and the bound keeps the peak where it is,
  // so the move buys nothing, while measured on the CPU it made the step
  // slower (the update's state and gradient streams through the caches
  // between backward layers; bench/default_step_time.sh).
  for (Operation &op : block)
    if (auto collective = dyn_cast<CollectiveOpInterface>(op);
        collective && collective.isAsync() && !collective.isBufferForm() &&
        collective.getCollectiveKind() != CollectiveKind::AllGather)
      reductions.push_back(&op);
  bool moved = false;
  for (Operation *op : reductions) {
    Operation *done = op;
    if (isStart(op)) {
      WaitOp wait = getWaitOf(op);
      if (!wait || wait->getBlock() != &block)
        continue;
      done = wait;
    }
    moved |= hoister.hoist(done);
  }
  if (!moved || !bounded)
    return;
  // The moves were checked one by one on buffer intervals; the model of the
  // new block decides. Where a move changed what bufferization would write
  // in place and the peak grew past the bound, the block goes back.
  SmallVector<int64_t> after = MemoryModel(block).liveBytes();
  if (after.empty() || *llvm::max_element(after) <= hoister.getBound())
    return;
  Operation *terminator = block.getTerminator();
  for (Operation *op : original)
    if (op != terminator)
      op->moveBefore(terminator);
}

UpdateHoister::UpdateHoister(Block &block, const CostModel &model, bool bounded,
                             int64_t bound)
    : block(block), model(model), bounded(bounded) {
  for (Operation &op : block) {
    position[&op] = ops.size();
    ops.push_back(&op);
  }
  simulate();
  if (!bounded)
    return;
  memory.emplace(block);
  live = memory->liveBytes();
  // Never above what the schedule already holds.
  this->bound = std::max(bound, live.empty() ? 0 : *llvm::max_element(live));
  for (const MemoryModel::Buffer &buffer : memory->getBuffers())
    intervals.push_back({buffer.from, buffer.to});
}

bool UpdateHoister::availableAt(Value value, size_t slot,
                                const DenseSet<Operation *> &moving) const {
  Operation *def = value.getDefiningOp();
  Operation *top = def ? block.findAncestorOpInBlock(*def) : nullptr;
  // Arguments, values from outside the block or of the op's own regions.
  if (!top)
    return true;
  if (moving.contains(top))
    return true;
  // Moved earlier by this phase to this slot or before: in front of it.
  if (auto it = slotOf.find(top); it != slotOf.end())
    return it->second <= slot;
  return position.lookup(top) < slot;
}

SmallVector<Operation *> UpdateHoister::collectUpdate(Operation *done,
                                                      size_t slot) {
  DenseSet<Operation *> moving;
  auto movable = [&](Operation *op) {
    return !op->hasTrait<OpTrait::IsTerminator>() &&
           !CostModel::getCollective(op) && !isa<WaitOp>(op) &&
           !slotOf.count(op) && position.lookup(op) >= slot &&
           isMemoryEffectFree(op);
  };
  // Whether every operand of `op` (also those read in its regions) is there
  // at the slot, or computed by helpers that can move there too: ops free of
  // memory effects whose operands are there (a learning rate broadcast, an
  // empty tensor). Helpers found go to `pending`. The depth bound and the
  // failures remembered keep a chain that leads to a later gradient (a
  // global norm) from being walked again and again.
  DenseSet<Operation *> failed;
  std::function<bool(Operation *, unsigned, SmallVectorImpl<Operation *> &)>
      operandsAvailable = [&](Operation *op, unsigned depth,
                              SmallVectorImpl<Operation *> &pending) {
        WalkResult result = op->walk([&](Operation *nested) {
          for (Value operand : nested->getOperands()) {
            if (availableAt(operand, slot, moving))
              continue;
            Operation *top =
                block.findAncestorOpInBlock(*operand.getDefiningOp());
            // Values of the op's own regions.
            if (top == op || llvm::is_contained(pending, top))
              continue;
            if (!top || depth >= 8 || failed.contains(top) || !movable(top))
              return WalkResult::interrupt();
            size_t mark = pending.size();
            if (!operandsAvailable(top, depth + 1, pending)) {
              failed.insert(top);
              pending.resize(mark);
              return WalkResult::interrupt();
            }
            pending.push_back(top);
          }
          return WalkResult::advance();
        });
        return !result.wasInterrupted();
      };

  // The users of the reduced value, in block order (uses come after
  // definitions in a block, so a queue ordered by position visits an op
  // after every op of the update it uses).
  auto later = [&](Operation *a, Operation *b) {
    return position.lookup(a) > position.lookup(b);
  };
  std::priority_queue<Operation *, std::vector<Operation *>, decltype(later)>
      queue(later);
  DenseSet<Operation *> queued;
  auto enqueueUsers = [&](Operation *op) {
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (Operation *top = block.findAncestorOpInBlock(*user);
            top && !slotOf.count(top) && queued.insert(top).second)
          queue.push(top);
  };
  moving.insert(done);
  enqueueUsers(done);
  while (!queue.empty()) {
    Operation *op = queue.top();
    queue.pop();
    SmallVector<Operation *> pending;
    if (moving.contains(op) || !movable(op) ||
        !operandsAvailable(op, 0, pending))
      continue;
    moving.insert(pending.begin(), pending.end());
    moving.insert(op);
    enqueueUsers(op);
  }
  moving.erase(done);
  SmallVector<Operation *> moved(moving.begin(), moving.end());
  llvm::sort(moved, [&](Operation *a, Operation *b) {
    return position.lookup(a) < position.lookup(b);
  });
  return moved;
}

void UpdateHoister::simulate() {
  double now = 0, commFree = 0;
  double launch = model.getProfile().launchSeconds;
  for (Operation &op : block) {
    begins[&op] = now;
    if (auto wait = dyn_cast<WaitOp>(&op)) {
      if (Operation *start = wait.getToken().getDefiningOp())
        now = std::max(now, completes.lookup(start));
      continue;
    }
    if (std::optional<CollectiveInfo> info = CostModel::getCollective(&op)) {
      bool async = isStart(&op);
      if (async)
        now += launch;
      commFree = std::max(now, commFree) + model.collectiveSeconds(*info);
      completes[&op] = commFree;
      if (!async)
        now = commFree;
      continue;
    }
    if (!CostModel::isFree(&op))
      now += model.computeSeconds(&op);
  }
}

std::pair<size_t, size_t> UpdateHoister::intervalOf(int64_t id) const {
  const MemoryModel::Buffer &buffer = memory->getBuffers()[id];
  size_t from = at(ops[buffer.from]);
  size_t to = from;
  for (auto &[pos, user] : memory->getUses(id))
    to = std::max(to, at(user));
  // Returned values live to the end.
  if (buffer.to + 1 == ops.size())
    to = buffer.to;
  return {from, to};
}

void UpdateHoister::addInterval(std::pair<size_t, size_t> range,
                                int64_t bytes) {
  for (size_t i = range.first; i <= range.second && i < live.size(); ++i)
    live[i] += bytes;
}

bool UpdateHoister::tryMove(ArrayRef<Operation *> moved, size_t slot) {
  DenseMap<Operation *, size_t> previous;
  for (Operation *op : moved) {
    if (auto it = slotOf.find(op); it != slotOf.end())
      previous[op] = it->second;
    slotOf[op] = slot;
  }
  if (!bounded)
    return true;
  // The buffers the moved ops define or use, with their intervals before.
  SmallVector<int64_t> touched;
  DenseSet<int64_t> seen;
  auto touch = [&](Value value) {
    int64_t id = memory->getBufferOf(value);
    if (id >= 0 && seen.insert(id).second)
      touched.push_back(id);
  };
  for (Operation *op : moved) {
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        touch(operand);
    });
    for (Value result : op->getResults())
      touch(result);
    if (auto wait = dyn_cast<WaitOp>(op))
      if (Operation *start = wait.getToken().getDefiningOp())
        touch(start->getOperand(0));
  }
  SmallVector<std::pair<size_t, size_t>> before;
  size_t lo = live.size(), hi = 0;
  for (int64_t id : touched) {
    int64_t bytes = memory->getBuffers()[id].bytes;
    before.push_back(intervals[id]);
    std::pair<size_t, size_t> now = intervalOf(id);
    addInterval(intervals[id], -bytes);
    addInterval(now, bytes);
    lo = std::min({lo, now.first, intervals[id].first});
    hi = std::max({hi, now.second, intervals[id].second});
    intervals[id] = now;
  }
  bool fits = true;
  for (size_t i = lo; i <= hi && i < live.size(); ++i)
    fits &= live[i] <= bound;
  if (fits)
    return true;
  // Undo.
  for (auto [id, interval] : llvm::zip(touched, before)) {
    int64_t bytes = memory->getBuffers()[id].bytes;
    addInterval(intervals[id], -bytes);
    addInterval(interval, bytes);
    intervals[id] = interval;
  }
  for (Operation *op : moved) {
    if (auto it = previous.find(op); it != previous.end())
      slotOf[op] = it->second;
    else
      slotOf.erase(op);
  }
  return false;
}

bool UpdateHoister::hoist(Operation *done) {
  size_t here = at(done);
  // Where the wait may go: before the first op that, with the block as it is
  // now, begins after the collective completes under the cost model
  // (collectives run one at a time in issue order, so that is also after
  // the collectives issued before it); a later wait only holds the update
  // back. A blocking collective stays.
  SmallVector<size_t, 2> slots;
  if (auto wait = dyn_cast<WaitOp>(done)) {
    Operation *start = wait.getToken().getDefiningOp();
    if (start && start->getBlock() == &block) {
      double completion = completes.lookup(start);
      for (size_t slot = position.lookup(start) + 1; slot < here; ++slot)
        if (!slotOf.count(ops[slot]) &&
            begins.lookup(ops[slot]) >= completion) {
          slots.push_back(slot);
          break;
        }
    }
  }
  slots.push_back(here + 1);
  for (size_t slot : slots) {
    bool movesDone = slot <= here;
    SmallVector<Operation *> moved = collectUpdate(done, slot);
    // Nothing to gain from a wait that moves without its update.
    if (moved.empty())
      continue;
    if (!llvm::any_of(moved, [&](Operation *op) { return at(op) > slot; }) &&
        !movesDone)
      continue;
    SmallVector<Operation *> all;
    if (movesDone)
      all.push_back(done);
    all.append(moved);
    if (!tryMove(all, slot))
      continue;
    // In the block: in order, before the first op from the slot on that
    // this phase has not moved (the terminator at the latest).
    size_t next = slot;
    while (slotOf.count(ops[next]))
      ++next;
    for (Operation *op : all)
      op->moveBefore(ops[next]);
    return true;
  }
  return false;
}

namespace {
struct SchedulePass : fsdp::impl::SchedulePassBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return markAllAnalysesPreserved();
    std::optional<MachineProfile> machine =
        MachineProfile::forOperation(func, profile);
    if (!machine)
      return signalPassFailure();
    CostModel model(*machine);
    const MemoryBudget &budget = memoryBudget;
    // The step's body, then each microbatch loop's on its own: a loop
    // body's blocking peak is what the loop adds to the step at its
    // position, so a schedule within it leaves the step's peak as it was.
    for (Block *block : getStepBlocks(func)) {
      int64_t peak = Scheduler(*block, model, budget).run();
      if (peak > 0)
        mlir::emitWarning(block->getParentOp()->getLoc())
            << "memory-budget of " << budget.bytes << " bytes is below the "
            << peak
            << " bytes of gathered parameters the step holds "
               "without any prefetch; starts are not moved";
    }
  }
};
} // namespace
