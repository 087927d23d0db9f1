//===- ReportPass.cpp - The fsdp-report pass ------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/Passes.h"
#include "fsdp/Dialect/FSDP/Analysis/Report.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_REPORTPASS
#include "fsdp/Dialect/FSDP/Analysis/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The first value of `func` whose static size in bytes overflows 64 bits:
/// the estimates would be nonsense (negative or infinite byte counts).
static std::optional<Value> findOversizedValue(func::FuncOp func) {
  std::optional<Value> found;
  auto check = [&](Value v) {
    auto shaped = dyn_cast<ShapedType>(v.getType());
    if (found || !shaped || !shaped.hasStaticShape() ||
        !shaped.getElementType().isIntOrFloat())
      return;
    int64_t bytes = llvm::divideCeil(shaped.getElementTypeBitWidth(), 8);
    for (int64_t d : shaped.getShape())
      if (llvm::MulOverflow(bytes, d, bytes)) {
        found = v;
        return;
      }
  };
  for (BlockArgument arg : func.getArguments())
    check(arg);
  func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      check(v);
  });
  return found;
}

namespace {
struct ReportPass : fsdp::impl::ReportPassBase<ReportPass> {
  using Base::Base;

  void runOnOperation() override {
    markAllAnalysesPreserved();
    SmallVector<func::FuncOp> funcs;
    if (auto func = dyn_cast<func::FuncOp>(getOperation()))
      funcs.push_back(func);
    else
      getOperation()->walk([&](func::FuncOp func) {
        if (!func.isExternal())
          funcs.push_back(func);
      });
    // Errors point at the first function: a module parsed from a file has no
    // useful location of its own.
    Operation *anchor =
        funcs.empty() ? getOperation() : funcs.front().getOperation();

    std::optional<MachineProfile> machine =
        MachineProfile::forOperation(anchor, profile);
    if (!machine)
      return signalPassFailure();
    CostModel model(*machine);

    // Open every output before writing any, so that a bad path leaves no
    // partial set of files behind.
    struct Output {
      StringRef path;
      std::unique_ptr<llvm::ToolOutputFile> file;
    };
    Output outputs[] = {{output, nullptr}, {trace, nullptr}, {svg, nullptr}};
    std::string error;
    for (Output &out : outputs) {
      if (out.path.empty())
        continue;
      out.file = openOutputFile(out.path, &error);
      if (!out.file) {
        anchor->emitError() << "fsdp-report: " << error;
        return signalPassFailure();
      }
    }

    for (func::FuncOp func : funcs)
      if (std::optional<Value> v = findOversizedValue(func)) {
        emitError(v->getLoc()) << "fsdp-report: the size in bytes of "
                               << v->getType() << " overflows 64 bits";
        return signalPassFailure();
      }

    std::vector<Timeline> timelines;
    llvm::json::Array functions;
    for (func::FuncOp func : funcs) {
      FailureOr<StepReport> report = StepReport::analyze(func, model);
      if (failed(report))
        return signalPassFailure();
      functions.push_back(report->toJSON());
      timelines.push_back(std::move(report->timeline));
    }
    llvm::json::Object profileJSON{
        {"name", machine->name},
        {"source", machine->source},
        {"flops_per_second", machine->flopsPerSecond},
        {"memory_bytes_per_second", machine->memoryBytesPerSecond},
        {"link_latency_seconds", machine->linkLatencySeconds},
        {"link_bytes_per_second", machine->linkBytesPerSecond},
        {"launch_seconds", machine->launchSeconds},
        {"overlap_efficiency", machine->overlapEfficiency},
        {"measured", machine->measured},
    };
    if (machine->contractionFlopsPerSecond > 0)
      profileJSON["contraction_flops_per_second"] =
          machine->contractionFlopsPerSecond;
    if (!machine->contractionRates.empty()) {
      llvm::json::Array rates;
      for (const MachineProfile::ContractionRate &rate :
           machine->contractionRates) {
        llvm::json::Object point{{"min_dim", rate.minDim},
                                 {"max_dim", rate.maxDim},
                                 {"flops_per_second", rate.flopsPerSecond}};
        if (!rate.variant.empty())
          point["variant"] = rate.variant;
        rates.push_back(std::move(point));
      }
      profileJSON["contraction_rates"] = std::move(rates);
    }
    if (machine->elementwiseFlopsPerSecond > 0)
      profileJSON["elementwise_flops_per_second"] =
          machine->elementwiseFlopsPerSecond;
    if (machine->mathCallSeconds > 0)
      profileJSON["math_call_seconds"] = machine->mathCallSeconds;
    if (machine->hasCalibration())
      profileJSON["calibration_group_size"] = machine->calibrationGroupSize;
    if (machine->isTwoLevel()) {
      profileJSON["ranks_per_host"] = machine->ranksPerHost;
      profileJSON["inter_host_link_latency_seconds"] =
          machine->interHostLatencySeconds;
      profileJSON["inter_host_link_bytes_per_second"] =
          machine->interHostBytesPerSecond;
    }
    llvm::json::Value document = llvm::json::Object{
        {"profile", std::move(profileJSON)},
        {"functions", std::move(functions)},
    };
    if (outputs[0].file)
      outputs[0].file->os() << llvm::formatv("{0:2}", document) << "\n";
    if (outputs[1].file)
      writeChromeTrace(outputs[1].file->os(), timelines, machine->name);
    if (outputs[2].file)
      writeTimelineSVG(outputs[2].file->os(), timelines, machine->name);
    for (Output &out : outputs)
      if (out.file)
        out.file->keep();
  }
};
} // namespace
