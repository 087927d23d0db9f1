//===- CompiledCode.h - Calling the step's machine code ---------*- C++ -*-===//
//
// The step's code (linked by ORC in fsdp-run, or a step library) has no
// -fsanitize=function signature before its functions, which UBSan reads at
// every indirect call: the calls into it are made here, unchecked.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_COMPILEDCODE_H
#define FSDP_RUNNER_COMPILEDCODE_H

#if defined(__clang__)
#define FSDP_NO_SANITIZE_FUNCTION __attribute__((no_sanitize("function")))
#else
#define FSDP_NO_SANITIZE_FUNCTION
#endif

namespace fsdprun {

/// The step's packed entry: `entry(results, arguments)`.
using StepEntry = void (*)(void *results, void *arguments);

/// Calls a static constructor or destructor of the step's code.
FSDP_NO_SANITIZE_FUNCTION inline void callStructor(void (*fn)()) { fn(); }

/// Calls the step's entry.
FSDP_NO_SANITIZE_FUNCTION inline void callEntry(StepEntry entry, void *results,
                                                void *arguments) {
  entry(results, arguments);
}

} // namespace fsdprun

#endif // FSDP_RUNNER_COMPILEDCODE_H
