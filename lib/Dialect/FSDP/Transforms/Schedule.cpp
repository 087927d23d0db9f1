//===- Schedule.cpp - Overlap collectives with compute --------------------===//
//
// Works on the top-level ops of a function body, as a list with positions:
// waits move down to their first use, then starts move up. The moves are
// decided on positions first and applied at the end, so each decision is a
// linear walk over the ops it passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

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
  Scheduler(Block &block, const CostModel &model, int64_t memoryBudget)
      : block(block), model(model), memoryBudget(memoryBudget),
        kind(memoryBudget < 0    ? BudgetKind::Unlimited
             : memoryBudget == 0 ? BudgetKind::BlockingPeak
                                 : BudgetKind::GatheredBytes) {}

  /// Returns the largest number of gathered bytes alive at once, before
  /// scheduling, when it already exceeds an explicit budget (the budget
  /// cannot be met; waits still move, starts do not), else 0.
  int64_t run();

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
  size_t n = ops.size();

  // Compute time of each op.
  SmallVector<double> seconds(n, 0);
  for (size_t i = 0; i < n; ++i)
    if (!isStart(ops[i]) && !isa<WaitOp>(ops[i]))
      seconds[i] = model.computeSeconds(ops[i]);

  // The memory the bound is about, at each position, before any move.
  std::optional<MemoryModel> memory;
  int64_t peakBefore = 0;
  if (kind == BudgetKind::BlockingPeak) {
    memory.emplace(block);
    live = memory->liveBytes();
    limit = live.empty() ? 0 : *llvm::max_element(live);
  } else {
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
    peakBefore = n ? *llvm::max_element(live) : 0;
    limit = memoryBudget;
  }
  bool moveStarts =
      kind != BudgetKind::GatheredBytes || peakBefore <= memoryBudget;

  // Waits move down to the first use of their value. The input of a
  // collective stays alive until its wait, so under the blocking-peak bound
  // a wait goes down only as far as its input still fits.
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

  // Starts move up. Gathers keep their order: a gather goes after the
  // previous one, that is before the op the previous one was moved before,
  // or after it if it stayed.
  size_t afterPreviousGather = 0;
  for (size_t i = 0; moveStarts && i < n; ++i) {
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

  // A collective whose overlap would hide less compute than its launch
  // costs (the profile's launch_seconds) stays where it was and becomes
  // blocking again.
  SmallVector<Operation *> keepBlocking;
  double launch = model.getProfile().launchSeconds;
  for (size_t i = 0; launch > 0 && i < n; ++i) {
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
    if (std::min(covered, model.collectiveSeconds(*info)) > launch)
      continue;
    target.erase(start);
    target.erase(wait);
    keepBlocking.push_back(start);
  }

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
  for (Operation *start : keepBlocking)
    makeBlocking(start, getWaitOf(start));
  return moveStarts ? 0 : peakBefore;
}

namespace {
struct SchedulePass : fsdp::impl::SchedulePassBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return markAllAnalysesPreserved();
    std::string error;
    std::optional<MachineProfile> machine =
        MachineProfile::lookup(profile, error);
    if (!machine) {
      func.emitError() << error;
      return signalPassFailure();
    }
    CostModel model(*machine);
    int64_t budget = memoryBudget;
    int64_t peak = Scheduler(func.getBody().front(), model, budget).run();
    if (peak > 0)
      mlir::emitWarning(func.getLoc())
          << "memory-budget of " << budget << " bytes is below the " << peak
          << " bytes of gathered parameters the step holds "
             "without any prefetch; starts are not moved";
  }
};
} // namespace
