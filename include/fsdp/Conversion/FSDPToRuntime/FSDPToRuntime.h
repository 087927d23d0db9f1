//===- FSDPToRuntime.h - fsdp buffer collectives to fsdp_rt -----*- C++ -*-===//

#ifndef FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H
#define FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H

namespace mlir {
class ModuleOp;
class Operation;
class RewritePatternSet;

namespace fsdp {
/// Declares, in `module`, the fsdp_rt entry points that the patterns call
/// (`fsdp_rt_mlir_group`, `fsdp_rt_mlir_all_reduce`, ...), unless present.
void declareRuntimeFunctions(ModuleOp module);

/// Moves every fsdp.buffer.wait up to just before the first op between its
/// start and itself (same block) that may touch the collective's output or
/// write its input, through any alias. Bufferization may write a buffer in
/// place while the collective still reads it, because the analysis does not
/// see the span between start and wait; waiting earlier keeps the program
/// correct at the price of that overlap.
void moveWaitsAboveConflicts(Operation *root);

/// Patterns rewriting each fsdp.buffer.* collective into calls of the fsdp_rt
/// C ABI, and each start with its wait into a `_start` call returning a
/// request id and a call of `fsdp_rt_mlir_wait` at the wait. The callees must
/// be declared (declareRuntimeFunctions). A pattern fails to match a
/// collective the runtime cannot run.
void populateFSDPToRuntimeConversionPatterns(RewritePatternSet &patterns);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H
