//===- Trace.h - Chrome trace of the step as it ran ------------*- C++ -*-===//
//
// fsdp-run --trace=FILE: records one step on this rank (compute between
// collective calls, each collective from when it began running to when it
// completed, waits, and the tracked allocator) and writes it in the event
// format of fsdp-report's estimated timeline, so the two can be compared.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_RUN_TRACE_H
#define FSDP_TOOLS_FSDP_RUN_TRACE_H

#include "fsdp_rt/fsdp_rt.h"

#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"

#include <string>

namespace fsdprun {

/// Points the JIT symbols of the runtime's collective entry points and
/// allocation hooks at recording wrappers, overriding what `map` holds, and
/// installs the runtime's trace callback on `ctx`. Until beginTracedStep the
/// wrappers only forward.
void installTraceWrappers(llvm::orc::SymbolMap &map,
                          llvm::orc::MangleAndInterner &interner,
                          fsdp_rt_context *ctx);

/// Starts recording step `step` (from 1; time 0 of the trace is now);
/// endTracedStep stops it.
void beginTracedStep(int64_t step);
void endTracedStep();

/// Writes the recorded step as Chrome trace JSON to `path`; `%r` in `path`
/// is replaced by the rank. Returns false with `error` set on failure.
bool writeTrace(const std::string &path, int rank, const std::string &entry,
                std::string &error);

} // namespace fsdprun

#endif // FSDP_TOOLS_FSDP_RUN_TRACE_H
