//===- Report.cpp - Static memory/communication/time report ---------------===//

#include "fsdp/Dialect/FSDP/Analysis/Report.h"
#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

/// Whether `use` is the gradient operand of a reduce-scatter or all-reduce.
static bool isReducedInput(OpOperand &use) {
  Operation *op = use.getOwner();
  std::optional<CollectiveInfo> info = CostModel::getCollective(op);
  return info && info->kind != CollectiveKind::AllGather &&
         use.getOperandNumber() == 0;
}

/// Whether state argument `arg` is a parameter: something derived from it
/// reaches the loss or another result that is not a state update, or the
/// input of a gradient reduction. What only flows into state updates is
/// optimizer state. Through memrefs, an op that reads a derived buffer
/// derives the buffers it writes, from that op on: only later reads of such
/// a buffer count.
static bool isParameter(BlockArgument arg, const TopLevelOps &topLevel,
                        ArrayRef<bool> resultIsUpdate) {
  // Each derived value with the first position from which it is derived.
  SmallVector<std::pair<Value, size_t>> worklist{{arg, 0}};
  DenseMap<Value, size_t> derivedFrom{{arg, 0}};
  auto push = [&](Value value, size_t from) {
    auto [it, inserted] = derivedFrom.insert({value, from});
    if (!inserted) {
      if (it->second <= from)
        return;
      it->second = from;
    }
    worklist.push_back({value, from});
  };
  while (!worklist.empty()) {
    auto [value, from] = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      size_t at = topLevel.positionOf(user);
      if (isa<BaseMemRefType>(value.getType()) && at < from)
        continue;
      if (isReducedInput(use))
        return true;
      if (isa<func::ReturnOp>(user) &&
          user->getParentOp() == arg.getOwner()->getParentOp()) {
        unsigned index = use.getOperandNumber();
        if (index >= resultIsUpdate.size() || !resultIsUpdate[index])
          return true;
        continue;
      }
      // Buffers the user writes.
      if (auto effects = dyn_cast<MemoryEffectOpInterface>(user)) {
        SmallVector<MemoryEffects::EffectInstance> instances;
        effects.getEffects(instances);
        for (auto &instance : instances)
          if (isa<MemoryEffects::Write>(instance.getEffect()))
            if (Value written = instance.getValue())
              push(getViewRoot(written), at);
      }
      if (isa<ViewLikeOpInterface>(user))
        for (Value result : user->getResults())
          push(result, at);
      if (Operation *top = topLevel.getTopLevel(user))
        for (Value result : top->getResults())
          push(result, at);
    }
  }
  return false;
}

/// Adds up the collectives of `func` per group (grid and axes).
static void collectGroupTraffic(func::FuncOp func, const CostModel &model,
                                StepReport &report) {
  report.twoLevel = model.getProfile().isTwoLevel();
  func.walk([&](Operation *op) {
    std::optional<CollectiveInfo> info = CostModel::getCollective(op);
    auto grid = op->getAttrOfType<FlatSymbolRefAttr>("grid");
    if (!info || !grid)
      return;
    auto *group = llvm::find_if(report.groups, [&](const auto &g) {
      return g.grid == grid.getValue() &&
             ArrayRef<int16_t>(g.axes) == ArrayRef<int16_t>(info->axes);
    });
    if (group == report.groups.end()) {
      StepReport::GroupTraffic traffic;
      traffic.grid = grid.getValue().str();
      traffic.axes.assign(info->axes.begin(), info->axes.end());
      report.groups.push_back(std::move(traffic));
      group = std::prev(report.groups.end());
    }
    group->count += 1;
    group->bytesSent += CostModel::bytesSent(*info);
    group->interHostBytesSent += model.interHostBytesSent(*info);
  });
}

StepReport StepReport::analyze(func::FuncOp func, const CostModel &model) {
  StepReport report;
  report.functionName = func.getSymName().str();
  report.timeline = Timeline::simulate(func, model);
  if (func.isExternal())
    return report;

  if (func.getBody().hasOneBlock())
    report.predictedPeakBytes = MemoryModel(func.getBody().front()).peakBytes();
  collectGroupTraffic(func, model, report);
  TopLevelOps topLevel(func);
  SmallVector<bool> resultIsUpdate(func.getNumResults(), false);
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    resultIsUpdate[i] =
        static_cast<bool>(func.getResultAttr(i, FSDPDialect::kUpdatesAttrName));
  for (BlockArgument arg : func.getArguments()) {
    if (!func.getArgAttr(arg.getArgNumber(), FSDPDialect::kStateAttrName))
      continue;
    int64_t bytes = byteSize(arg.getType());
    if (isParameter(arg, topLevel, resultIsUpdate)) {
      report.parameterBytes += bytes;
      report.parameterCount += 1;
    } else {
      report.optimizerStateBytes += bytes;
      report.optimizerStateCount += 1;
    }
  }
  return report;
}

llvm::json::Object StepReport::toJSON() const {
  const Timeline &t = timeline;
  llvm::json::Object communication;
  double totalBytes = 0;
  int64_t totalCount = 0;
  for (CollectiveKind kind :
       {CollectiveKind::AllGather, CollectiveKind::ReduceScatter,
        CollectiveKind::AllReduce}) {
    const Timeline::KindTotals &totals = t.collectives[static_cast<int>(kind)];
    communication[stringifyEventKind(getEventKind(kind))] = llvm::json::Object{
        {"count", totals.count},
        {"bytes_sent", totals.bytesSent},
        {"seconds", totals.seconds},
    };
    totalBytes += totals.bytesSent;
    totalCount += totals.count;
  }
  communication["count"] = totalCount;
  communication["bytes_sent"] = totalBytes;
  llvm::json::Array byGroup;
  double interHostBytes = 0;
  for (const GroupTraffic &group : groups) {
    llvm::json::Object entry{{"grid", group.grid},
                             {"axes", llvm::json::Array(group.axes)},
                             {"count", group.count},
                             {"bytes_sent", group.bytesSent}};
    if (twoLevel)
      entry["inter_host_bytes_sent"] = group.interHostBytesSent;
    interHostBytes += group.interHostBytesSent;
    byGroup.push_back(std::move(entry));
  }
  communication["by_group"] = std::move(byGroup);
  if (twoLevel)
    communication["inter_host_bytes_sent"] = interHostBytes;

  int64_t stateBytes = parameterBytes + optimizerStateBytes;
  return llvm::json::Object{
      {"function", functionName},
      {"group_size", t.groupSize},
      {"memory",
       llvm::json::Object{
           {"parameter_bytes", parameterBytes},
           {"parameter_count", parameterCount},
           {"optimizer_state_bytes", optimizerStateBytes},
           {"optimizer_state_count", optimizerStateCount},
           {"state_bytes", stateBytes},
           {"peak_gradient_bytes", t.peakGradientBytes},
           {"peak_gathered_parameter_bytes", t.peakGatheredBytes},
           {"peak_bytes_bound",
            stateBytes + t.peakGradientBytes + t.peakGatheredBytes},
           {"predicted_peak_bytes", predictedPeakBytes},
       }},
      {"communication", std::move(communication)},
      {"time",
       llvm::json::Object{
           {"step_seconds", t.stepSeconds},
           {"compute_seconds", t.computeSeconds},
           {"communication_seconds", t.communicationSeconds},
           {"exposed_communication_seconds", t.exposedCommunicationSeconds},
           {"overlapped_communication_seconds",
            std::max(0.0,
                     t.communicationSeconds - t.exposedCommunicationSeconds)},
       }},
  };
}
