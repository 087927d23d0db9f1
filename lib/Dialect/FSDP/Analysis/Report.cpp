//===- Report.cpp - Static memory/communication/time report ---------------===//

#include "fsdp/Dialect/FSDP/Analysis/Report.h"

#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"

#include <cmath>

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

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
    // A collective in a loop runs every iteration.
    int64_t trips = tripsWithin(op, func);
    group->count += trips;
    group->bytesSent += trips * CostModel::bytesSent(*info);
    group->interHostBytesSent += trips * model.interHostBytesSent(*info);
  });
}

/// The ops of the step blocks of `func` (its body, its microbatch loops')
/// that recompute values, with their flops per step (a loop's once per
/// iteration), and the values alive at the peak of `memory`.
static void collectRematerialization(func::FuncOp func,
                                     const MemoryModel &memory,
                                     StepReport &report) {
  for (Block *block : getStepBlocks(func))
    for (Operation &op : *block) {
      double flops = CostModel::flops(&op) * double(tripsWithin(&op, func));
      report.stepFlops += flops;
      if (!op.hasAttr(FSDPDialect::kRecomputeAttrName))
        continue;
      int64_t bytes = 0;
      for (Type type : op.getResultTypes())
        bytes += byteSize(type);
      report.recomputed.push_back({op.getName().getStringRef().str(),
                                   describeLocation(op.getLoc()), bytes,
                                   flops});
      report.recomputedFlops += flops;
    }
  // The floor: the largest footprint of an op (MemoryModel) over the
  // step's blocks, with what the step holds around it (a microbatch loop's
  // ops: the step's bytes at the loop less the loop's own).
  report.peakFloorBytes =
      memory.argumentBytes() + memory.largestFootprint().first;
  for (Block *block : getStepBlocks(func)) {
    Operation *loop = block->getParentOp();
    if (loop == func.getOperation())
      continue;
    report.peakFloorBytes =
        std::max(report.peakFloorBytes,
                 memory.bytesAround(loop) +
                     MemoryModel(*block, MemoryModel::Updates::Donated)
                         .largestFootprint()
                         .first);
  }
  size_t peak = memory.peakPosition();
  DenseMap<int64_t, Value> held = memory.valuesHeldAt(peak);
  SmallVector<int64_t> alive = memory.buffersAliveAt(peak);
  for (int64_t id : ArrayRef(alive).take_front(StepReport::kValuesAtPeak)) {
    Value value = held.lookup(id);
    if (!value)
      value = memory.getBuffers()[id].value;
    Operation *op = value ? value.getDefiningOp() : nullptr;
    report.valuesAtPeak.push_back(
        {op ? op->getName().getStringRef().str() : "argument",
         op ? describeLocation(op->getLoc()) : "",
         memory.getBuffers()[id].bytes, op ? CostModel::flops(op) : 0});
  }
}

FailureOr<StepReport> StepReport::analyze(func::FuncOp func,
                                          const CostModel &model) {
  StepReport report;
  report.functionName = func.getSymName().str();
  // A function without state is reported too (its compute and
  // communication); only a step must keep the contract.
  SmallVector<ArgumentRole> roles(func.getNumArguments(), ArgumentRole::Input);
  if (TrainingStepContract::isTrainingStep(func)) {
    FailureOr<TrainingStepContract> contract = TrainingStepContract::get(func);
    if (failed(contract))
      return failure();
    roles = contract->classifyArguments();
  }
  report.timeline = Timeline::simulate(func, model);
  report.accumulation =
      func->getAttrOfType<DictionaryAttr>(FSDPDialect::kAccumulationAttrName);
  report.rematerialization = func->getAttrOfType<DictionaryAttr>(
      FSDPDialect::kRematerializationAttrName);
  if (!func.isExternal() && func.getBody().hasOneBlock()) {
    // As fsdp-run lowers the step: its state donated.
    MemoryModel memory(func.getBody().front(), MemoryModel::Updates::Donated);
    report.predictedPeakBytes = memory.peakBytes();
    collectRematerialization(func, memory, report);
  }
  collectGroupTraffic(func, model, report);
  for (auto [type, role] : llvm::zip_equal(func.getArgumentTypes(), roles)) {
    int64_t bytes = byteSize(type);
    if (role == ArgumentRole::Parameter) {
      report.parameterBytes += bytes;
      report.parameterCount += 1;
    } else if (role == ArgumentRole::OptimizerState) {
      report.optimizerStateBytes += bytes;
      report.optimizerStateCount += 1;
    }
  }
  return report;
}

/// `dict` (integers, floats, strings and nested dictionaries) as JSON.
static llvm::json::Object toJSONObject(DictionaryAttr dict) {
  llvm::json::Object object;
  for (NamedAttribute entry : dict) {
    Attribute value = entry.getValue();
    if (auto i = dyn_cast<IntegerAttr>(value))
      object[entry.getName().strref()] = i.getInt();
    else if (auto f = dyn_cast<FloatAttr>(value))
      object[entry.getName().strref()] =
          std::isfinite(f.getValueAsDouble())
              ? llvm::json::Value(f.getValueAsDouble())
              : llvm::json::Value(nullptr);
    else if (auto s = dyn_cast<StringAttr>(value))
      object[entry.getName().strref()] = s.str();
    else if (auto nested = dyn_cast<DictionaryAttr>(value))
      object[entry.getName().strref()] = toJSONObject(nested);
  }
  return object;
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
  auto values = [](ArrayRef<StepValue> list) {
    llvm::json::Array array;
    for (const StepValue &value : list)
      array.push_back(llvm::json::Object{{"op", value.op},
                                         {"location", value.location},
                                         {"bytes", value.bytes},
                                         {"flops", value.flops}});
    return array;
  };
  llvm::json::Object result{
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
      {"rematerialization",
       llvm::json::Object{
           {"recomputed", values(recomputed)},
           {"recomputed_count", static_cast<int64_t>(recomputed.size())},
           {"added_flops", recomputedFlops},
           {"step_flops", stepFlops},
           {"values_at_peak", values(valuesAtPeak)},
           {"peak_floor_bytes", peakFloorBytes},
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
  if (accumulation)
    result["accumulation"] = toJSONObject(accumulation);
  // The limit it was fitted to, the seconds it added and the least any
  // choice adds (null where none fits).
  if (rematerialization)
    for (auto &[key, value] : toJSONObject(rematerialization))
      result.getObject("rematerialization")->insert({key, value});
  return result;
}
