//===- ChromeTrace.h - The trace files of fsdp-report and fsdp-run -*- C++ -*-//
//
// The estimated timeline (`fsdp-report --timeline`) and the measured one
// (`fsdp-run --trace`) are both Chrome trace event files, with the
// conventions of docs/reference/report.md ("Trace format"): a process per
// step or rank, thread 1 computes, thread 2 communicates, counters count
// bytes. One writer keeps the two files comparable side by side in one
// viewer.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_CHROMETRACE_H
#define FSDP_DIALECT_FSDP_ANALYSIS_CHROMETRACE_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/JSON.h"

namespace mlir::fsdp {

/// The events of one trace, added in order and written once.
class ChromeTrace {
public:
  static constexpr int kComputeTid = 1;
  static constexpr int kCommunicationTid = 2;

  /// Names process `pid` and its two threads, and sorts it at `sortIndex`.
  void addProcess(int pid, StringRef name, int64_t sortIndex);
  /// A complete event ("X") on thread `tid`; times in microseconds.
  void addSpan(int pid, int tid, StringRef name, StringRef category,
               double startUs, double durationUs, llvm::json::Object args);
  /// A sample ("C") of the bytes counter `name`.
  void addCounter(int pid, StringRef name, double timeUs, int64_t bytes);
  /// The trace, `otherData` (generator, clock, ...) included, indented.
  void write(llvm::raw_ostream &os, llvm::json::Object otherData);

private:
  llvm::json::Array events;
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_CHROMETRACE_H
