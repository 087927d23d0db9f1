//===- ChromeTrace.cpp - The trace files of fsdp-report and fsdp-run ------===//

#include "fsdp/Dialect/FSDP/Analysis/ChromeTrace.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace mlir::fsdp;

void ChromeTrace::addProcess(int pid, StringRef name, int64_t sortIndex) {
  // A json::Value made from a StringRef borrows it: every string is copied.
  auto meta = [&](StringRef what, std::optional<int> tid, StringRef key,
                  llvm::json::Value value) {
    llvm::json::Object event{{"name", what},
                             {"ph", "M"},
                             {"pid", pid},
                             {"args", llvm::json::Object{{key, value}}}};
    if (tid)
      event["tid"] = *tid;
    events.push_back(std::move(event));
  };
  meta("process_name", std::nullopt, "name", name.str());
  meta("process_sort_index", std::nullopt, "sort_index", sortIndex);
  meta("thread_name", kComputeTid, "name", "compute");
  meta("thread_sort_index", kComputeTid, "sort_index", 0);
  meta("thread_name", kCommunicationTid, "name", "communication");
  meta("thread_sort_index", kCommunicationTid, "sort_index", 1);
}

void ChromeTrace::addSpan(int pid, int tid, StringRef name, StringRef category,
                          double startUs, double durationUs,
                          llvm::json::Object args) {
  events.push_back(llvm::json::Object{
      {"name", name.str()},
      {"cat", category.str()},
      {"ph", "X"},
      {"pid", pid},
      {"tid", tid},
      {"ts", startUs},
      {"dur", durationUs},
      {"args", std::move(args)},
  });
}

void ChromeTrace::addCounter(int pid, StringRef name, double timeUs,
                             int64_t bytes) {
  events.push_back(llvm::json::Object{
      {"name", name.str()},
      {"ph", "C"},
      {"pid", pid},
      {"ts", timeUs},
      {"args", llvm::json::Object{{"bytes", bytes}}},
  });
}

void ChromeTrace::write(llvm::raw_ostream &os, llvm::json::Object otherData) {
  llvm::json::Value trace = llvm::json::Object{
      {"traceEvents", std::move(events)},
      {"displayTimeUnit", "ms"},
      {"otherData", std::move(otherData)},
  };
  events = llvm::json::Array();
  os << llvm::formatv("{0:2}", trace) << "\n";
}
