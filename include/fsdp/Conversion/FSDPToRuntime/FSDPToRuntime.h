//===- FSDPToRuntime.h - fsdp buffer collectives to fsdp_rt -----*- C++ -*-===//

#ifndef FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H
#define FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H

namespace mlir {
class ModuleOp;
class RewritePatternSet;

namespace fsdp {
/// Declares, in `module`, the fsdp_rt entry points that the patterns call
/// (`fsdp_rt_mlir_group`, `fsdp_rt_mlir_all_reduce`, ...), unless present.
void declareRuntimeFunctions(ModuleOp module);

/// Patterns rewriting each fsdp.buffer.* collective into calls of the fsdp_rt
/// C ABI. The callees must be declared (declareRuntimeFunctions). A pattern
/// fails to match a collective the runtime cannot run.
void populateFSDPToRuntimeConversionPatterns(RewritePatternSet &patterns);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_CONVERSION_FSDPTORUNTIME_FSDPTORUNTIME_H
