//===- Report.cpp - Static memory/communication/time report ---------------===//

#include "fsdp/Dialect/FSDP/Analysis/Report.h"
#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

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
  if (!func.isExternal() && func.getBody().hasOneBlock())
    report.predictedPeakBytes = MemoryModel(func.getBody().front()).peakBytes();
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
