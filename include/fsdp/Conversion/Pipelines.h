//===- Pipelines.h - Lowering of a training step to LLVM --------*- C++ -*-===//

#ifndef FSDP_CONVERSION_PIPELINES_H
#define FSDP_CONVERSION_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class DialectRegistry;
class OpPassManager;

namespace fsdp {
/// Options of the fsdp-lower-to-llvm pipeline.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> genericAllocFunctions{
      *this, "use-generic-functions",
      llvm::cl::desc("Allocate every buffer through _mlir_memref_to_llvm_alloc "
                     "and friends (the runtime's tracked allocator)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Fuse elementwise linalg ops before bufferization (fewer "
                     "temporaries; the same scalar operations in the same "
                     "order)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> hoistDeallocs{
      *this, "hoist-deallocs",
      llvm::cl::desc("Free each buffer right after its last use "
                     "(fsdp-hoist-deallocs) instead of at the end of its "
                     "block"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> blas{
      *this, "blas",
      llvm::cl::desc("Run contractions as calls of the runtime's BLAS entry "
                     "point (fsdp-contractions-to-blas) instead of loops"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> im2col{
      *this, "im2col",
      llvm::cl::desc("With blas: compute convolutions as im2col and a "
                     "BLAS contraction (fsdp-convolutions-to-im2col) "
                     "instead of loops that sum each output in one chain"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> outlineKernels{
      *this, "outline-kernels",
      llvm::cl::desc("Give every loop nest its own noinline function "
                     "(fsdp-outline-kernels), so that no function LLVM "
                     "compiles grows with the step"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> approximateMath{
      *this, "approximate-math",
      llvm::cl::desc("Compute f32 exp, erf and tanh with vectorizable "
                     "polynomials within 4.9 ulp (fsdp-approximate-math) "
                     "instead of libm's scalar calls"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> blockedReductions{
      *this, "blocked-reductions",
      llvm::cl::desc("Sum f32/f64 reductions as a fixed blocked tree of "
                     "32-lane vectors (fsdp-blocked-reductions): O(log n) "
                     "rounding, the same bits on every CPU; false: one "
                     "scalar chain per reduction"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> checkIndices{
      *this, "check-indices",
      llvm::cl::desc("Check indices read from data (gathers, scatters) "
                     "against their dimension at run time and report failed "
                     "asserts to the runtime (fsdp-check-indices)"),
      llvm::cl::init(true)};
};

/// Builds fsdp-lower-to-llvm: a training step with tensor semantics (fsdp
/// collectives, linalg, arith, math, tensor) to the LLVM dialect, with the
/// collectives as calls of the fsdp_rt C ABI.
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// The first half of every lowering: tensors to buffers (one-shot
/// bufferization across function boundaries, deallocation) and the
/// collectives to calls of the runtime. fsdp-lower-to-llvm and
/// fsdp-lower-to-gpu continue from there.
/// With `foldTransposes`, transposes feeding contractions are folded into
/// them after the elementwise fusion (fsdp-fold-transposes-into-contractions);
/// with `im2col`, convolutions become im2col and a contraction first
/// (fsdp-convolutions-to-im2col).
void buildBufferizeAndLowerCollectives(OpPassManager &pm, bool fuseElementwise,
                                       bool hoistDeallocs,
                                       bool foldTransposes = false,
                                       bool im2col = false);

/// Registers the fsdp-lower-to-llvm pipeline, convert-fsdp-to-runtime, and
/// the upstream passes it is made of, so that its pieces can be run alone.
void registerLoweringPasses();

/// Adds what lowering needs beyond the dialects of a step: the LLVM and cf
/// dialects, the BufferizableOpInterface models (fsdp and upstream) and the
/// LLVM IR translations.
void registerLoweringDialects(DialectRegistry &registry);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_CONVERSION_PIPELINES_H
