//===- Schedule.cpp - Overlap collectives with compute --------------------===//
//
// Works on the top-level ops of a function body, as a list with positions:
// waits move down to their first use, then starts move up. The moves are
// decided on positions first and applied at the end, so each decision is a
// linear walk over the ops it passes.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SCHEDULEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

static bool isStart(Operation *op) {
  return isa<AllGatherStartOp, ReduceScatterStartOp, AllReduceStartOp>(op);
}

/// Moves every wait in `block` to just before the first op that uses its
/// value (or keeps it where it is if that op comes first). Positions are
/// taken once: moving waits does not change the order of the other ops, and
/// asking the block for op order after each move would cost a renumbering of
/// the whole block per wait.
static void sinkWaits(Block &block) {
  DenseMap<Operation *, size_t> position;
  for (auto [i, op] : llvm::enumerate(block))
    position[&op] = i;
  SmallVector<std::pair<WaitOp, Operation *>> moves;
  for (WaitOp wait : block.getOps<WaitOp>()) {
    Operation *firstUser = block.getTerminator();
    for (Operation *user : wait.getResult().getUsers()) {
      Operation *top = block.findAncestorOpInBlock(*user);
      if (top && position[top] < position[firstUser])
        firstUser = top;
    }
    if (wait->getNextNode() != firstUser)
      moves.push_back({wait, firstUser});
  }
  for (auto [wait, firstUser] : moves)
    wait->moveBefore(firstUser);
}

namespace {
class Scheduler {
public:
  Scheduler(Block &block, const CostModel &model, int64_t memoryBudget)
      : block(block), model(model), memoryBudget(memoryBudget) {}

  /// Returns the largest number of gathered bytes alive at once, before
  /// scheduling, when it already exceeds the budget (the budget cannot be
  /// met), else 0.
  int64_t run();

private:
  /// Position just after the definition of `value` (0 for block arguments
  /// and values defined outside the block).
  size_t positionAfterDef(Value value);
  /// The last position at which the gathered value of `wait` (or the slice
  /// that drops its padding) is used.
  size_t lastUse(WaitOp wait);

  Block &block;
  const CostModel &model;
  int64_t memoryBudget;
  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> position;
};
} // namespace

size_t Scheduler::positionAfterDef(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return 0;
  Operation *top = block.findAncestorOpInBlock(*def);
  return top ? position[top] + 1 : 0;
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

int64_t Scheduler::run() {
  sinkWaits(block);
  for (Operation &op : block)
    ops.push_back(&op);
  for (auto [i, op] : llvm::enumerate(ops))
    position[op] = i;
  size_t n = ops.size();

  // Compute time of each op, and the gathered bytes alive at each position.
  SmallVector<double> seconds(n, 0);
  for (size_t i = 0; i < n; ++i)
    if (!isStart(ops[i]) && !isa<WaitOp>(ops[i]))
      seconds[i] = model.computeSeconds(ops[i]);
  SmallVector<int64_t> live(n + 1, 0);
  {
    SmallVector<int64_t> delta(n + 1, 0);
    for (auto start : block.getOps<AllGatherStartOp>()) {
      WaitOp wait = start.getWait();
      std::optional<CollectiveInfo> info = CostModel::getCollective(start);
      if (!wait || !info)
        continue;
      delta[position[start]] += info->fullBytes;
      delta[lastUse(wait) + 1] -= info->fullBytes;
    }
    int64_t running = 0;
    for (size_t i = 0; i < n; ++i)
      live[i] = running += delta[i];
  }
  int64_t peakBefore = *llvm::max_element(live);
  if (memoryBudget > 0 && peakBefore > memoryBudget)
    return peakBefore;

  // Decide the new position of every start: it will sit just before the op
  // now at `target[start]`.
  DenseMap<Operation *, size_t> target;
  // Gathers keep their order: a gather goes after the previous one, that is
  // before the op the previous one was moved before, or after it if it
  // stayed.
  size_t afterPreviousGather = 0;
  for (size_t i = 0; i < n; ++i) {
    Operation *op = ops[i];
    if (!isStart(op))
      continue;
    size_t earliest = positionAfterDef(op->getOperand(0));
    auto gather = dyn_cast<AllGatherStartOp>(op);
    if (!gather) {
      // Reductions start as soon as their input is complete.
      target[op] = earliest;
      continue;
    }
    std::optional<CollectiveInfo> info = CostModel::getCollective(op);
    double needed = info ? model.collectiveSeconds(*info) : 0;
    int64_t bytes = info ? info->fullBytes : 0;
    size_t p = i;
    double covered = 0;
    while (p > std::max(earliest, afterPreviousGather) && covered < needed) {
      size_t candidate = p - 1;
      if (memoryBudget > 0 && live[candidate] + bytes > memoryBudget)
        break;
      covered += seconds[candidate];
      live[candidate] += bytes;
      p = candidate;
    }
    target[op] = p;
    afterPreviousGather = p == i ? i + 1 : p;
  }

  // Apply: lay the ops out again, each moved start in the slot before the op
  // that was at its target, in the order the starts had.
  SmallVector<SmallVector<Operation *, 1>> before(n);
  for (size_t i = 0; i < n; ++i) {
    auto it = target.find(ops[i]);
    if (it != target.end() && it->second != i)
      before[it->second].push_back(ops[i]);
  }
  Operation *terminator = block.getTerminator();
  for (size_t i = 0; i + 1 < n; ++i) {
    for (Operation *start : before[i])
      start->moveBefore(terminator);
    auto it = target.find(ops[i]);
    if (it == target.end() || it->second == i)
      ops[i]->moveBefore(terminator);
  }
  return 0;
}

namespace {
struct SchedulePass : fsdp::impl::SchedulePassBase<SchedulePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (memoryBudget < 0) {
      func.emitError() << "memory-budget must not be negative (0: no "
                          "budget), got "
                       << static_cast<int64_t>(memoryBudget);
      return signalPassFailure();
    }
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
