//===- LowerToLLVM.cpp - The fsdp-lower-to-llvm pipeline ------------------===//
//
// A training step with tensor semantics to the LLVM dialect: upstream
// bufferization (with the fsdp collectives' models), ownership-based buffer
// deallocation, the collectives to fsdp_rt calls, then the usual conversions
// to LLVM. Every buffer goes through _mlir_memref_to_llvm_alloc/free, which
// the runtime defines, so its counters see the step's peak memory.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/Passes.h"
#include "fsdp/Conversion/Pipelines.h"
#include "fsdp/Dialect/FSDP/Bufferization/BufferizableOpInterfaceImpl.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"
#include "fsdp/Lowering/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferViewFlowOpInterfaceImpl.h"
#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/ControlFlow/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Linalg/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/AllocationOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/BufferViewFlowOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/BufferDeallocationOpInterfaceImpl.h"
#include "mlir/Dialect/SCF/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Tensor/Transforms/SubsetInsertionOpInterfaceImpl.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::fsdp::buildBufferizeAndLowerCollectives(OpPassManager &pm,
                                                   bool fuseElementwise,
                                                   bool hoistDeallocs,
                                                   bool foldTransposes,
                                                   bool im2col) {
  // Calls in the step inlined (the torch exporter's buffer broadcasts, a
  // private function each): a buffer a call returns may alias any other for
  // the deallocation pipeline, which then frees every buffer of the step
  // under a runtime check at its end, where fsdp-hoist-deallocs cannot move
  // it. Nothing else runs between the inlinings (no canonicalization).
  pm.addPass(createInlinerPass({}, [](OpPassManager &) {}));
  // A DDP step may sync with upstream `shard.all_reduce`, the documented
  // input: it runs as the fsdp collective.
  pm.addPass(fsdp::createImportShardPass());
  // Tensors to buffers.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  if (fuseElementwise) {
    pm.addNestedPass<func::FuncOp>(fsdp::createFSDPFuseElementwiseOps());
    // Producers with several users (an optimizer's new moments) too.
    pm.addNestedPass<func::FuncOp>(fsdp::createFSDPFuseMultiUseElementwise());
  }
  // Convolutions as im2col and a contraction the library runs (after the
  // fusion, which leaves named convolutions alone; a generic one that took
  // an elementwise producer no longer has a multiply-add body and stays
  // loops; before the transposes fold into the new contractions).
  if (im2col)
    pm.addNestedPass<func::FuncOp>(fsdp::createFSDPConvolutionsToIm2Col());
  // Transposed GEMM operands are read in place by the library: no copies.
  // After the fusion, which would otherwise fuse elementwise producers into
  // the contractions once they are linalg.generics.
  if (foldTransposes)
    pm.addNestedPass<func::FuncOp>(
        fsdp::createFSDPFoldTransposesIntoContractions());
  // A DDP step sums its gradients' rows in the blocks FSDP's shards hold, so
  // that a gradient's norm takes the same bits under both. After the fusion,
  // which shapes the FSDP step's sums on shards the same way.
  pm.addNestedPass<func::FuncOp>(fsdp::createPartitionReductionsPass());
  // A step whose runner donates its state (fsdp.donate_state) writes each
  // update into its argument's buffer and stops returning it.
  pm.addPass(fsdp::createFSDPDonateState());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // The runner passes plain contiguous buffers across the step's boundary.
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A while loop (an exported `lax.scan`) may yield values it computes into
  // new buffers rather than into its carried ones: the deallocation pipeline
  // frees them.
  bufferize.allowReturnAllocsFromLoops = true;
  // One empty tensor per use: a shared one makes its users' results one
  // alias set, which One-Shot's analysis checks in cubic time.
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPSplitEmptyTensors());
  // A global of complex elements has no LLVM IR: complex constants are
  // built from their parts.
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPSplitComplexConstants());
  // A tensor read by every parameter's update (the optimizer's scalars) is
  // read through one buffer: the analysis looks at every use of a value's
  // aliases for each operand it decides, quadratic in its readers.
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPSplitSharedReads());
  // So is a tensor many ops start from as their init (a shared zero fill).
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPSplitSharedInits());
  // The step's signature made buffers first: the bufferization's summary
  // of a function for its callers pairs every result with every argument.
  pm.addPass(fsdp::createFSDPBufferizeEntryBoundaries());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(fsdp::createFSDPDropDonatedResults());
  // Upstream's buffer-deallocation-pipeline, with fsdp-split-deallocs
  // making the simplification's splits of the step's final dealloc in
  // linear time (they were quadratic in the step's length).
  memref::ExpandReallocPassOptions expandRealloc;
  expandRealloc.emitDeallocs = false;
  pm.addPass(memref::createExpandReallocPass(expandRealloc));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  pm.addPass(createCanonicalizerPass());
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPSplitDeallocs());
  pm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  // Clones the deallocation inserted (e.g. a returned argument) become
  // allocations and copies.
  pm.addPass(createConvertBufferizationToMemRefPass());
  // Free every buffer right after its last use (gathered parameters die
  // after the layer that needs them), not at the end of the step.
  if (hoistDeallocs)
    pm.addNestedPass<func::FuncOp>(fsdp::createFSDPHoistDeallocs());

  // Collectives to runtime calls; their temporaries are freed explicitly.
  pm.addPass(fsdp::createConvertFSDPToRuntime());
}

void mlir::fsdp::buildLowerToLLVMPipeline(OpPassManager &pm,
                                          const LowerToLLVMOptions &options) {
  buildBufferizeAndLowerCollectives(pm, options.fuseElementwise,
                                    options.hoistDeallocs,
                                    /*foldTransposes=*/options.blas,
                                    /*im2col=*/options.blas && options.im2col);

  // Contractions become BLAS calls (after the deallocations moved: the calls
  // take raw pointers, which hide uses from that analysis).
  if (options.blas)
    pm.addPass(fsdp::createFSDPContractionsToBlas());
  // Buffers to LLVM; strided copies become loops, not memrefCopy calls.
  pm.addNestedPass<func::FuncOp>(fsdp::createFSDPStridedCopiesToLinalg());
  // Row reductions join the loop over the same rows before them, one pass
  // with a tree each (before the outlining makes each op a function).
  if (options.blockedReductions)
    pm.addNestedPass<func::FuncOp>(fsdp::createFSDPFuseRowReductions());
  // One function per loop nest: no function LLVM compiles grows with the
  // step.
  if (options.outlineKernels)
    pm.addPass(fsdp::createFSDPOutlineKernels());
  // The runner's entry (marked fsdp.packed_entry) takes two pointers instead
  // of thousands of descriptor fields.
  pm.addPass(fsdp::createFSDPPackedEntry());
  // Reductions become fixed trees of vector lanes (accurate, vectorized, the
  // same bits on every CPU); the rest of the linalg ops become loops.
  if (options.blockedReductions)
    pm.addPass(fsdp::createFSDPBlockedReductions());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Gathers' indices come from data: an index outside its dimension is a
  // runtime error naming the site, not a read of another buffer.
  if (options.checkIndices)
    pm.addPass(fsdp::createFSDPCheckIndices());
  // The loops' exp, erf and tanh vectorize instead of calling libm.
  if (options.approximateMath)
    pm.addPass(fsdp::createFSDPApproximateMath());
  // The conversions that touch nothing outside a function run on each
  // function, not on the module: the same IR, but each conversion's
  // bookkeeping (its worklist, its rewrite log, its value mapping) then
  // spans one function's ops instead of all of them, which took some of
  // these passes up to 2.2x less CPU at every depth, and fsdp-run's threads
  // take the functions in parallel (docs/design/lowering.md, "Compile time of
  // the conversions"). Those that declare functions (libm, the allocator,
  // abort) or convert signatures and calls stay on the module.
  OpPassManager &beforeLibm = pm.nest<func::FuncOp>();
  beforeLibm.addPass(memref::createExpandStridedMetadataPass());
  beforeLibm.addPass(createLowerAffinePass());
  beforeLibm.addPass(createSCFToControlFlowPass());
  // Math before vectors: what LLVM has no intrinsic for (asinh, atan, sinh,
  // ...) becomes libm calls, on vectors (a blocked reduction's lanes) one
  // vector.extract / insert per lane, which the vector lowering then takes.
  // Complex arithmetic (a step that computes in complex numbers:
  // torch.view_as_complex, rotary embeddings written with it) as real
  // arithmetic on the parts.
  beforeLibm.addPass(createConvertComplexToStandardPass());
  beforeLibm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  OpPassManager &afterLibm = pm.nest<func::FuncOp>();
  afterLibm.addPass(createConvertComplexToLLVMPass());
  afterLibm.addPass(createConvertVectorToLLVMPass());
  afterLibm.addPass(createArithToLLVMConversionPass());
  afterLibm.addPass(createConvertIndexToLLVMPass());
  FinalizeMemRefToLLVMConversionPassOptions memref;
  memref.useGenericFunctions = options.genericAllocFunctions;
  pm.addPass(createFinalizeMemRefToLLVMConversionPass(memref));
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  OpPassManager &llvmFunctions = pm.nest<LLVM::LLVMFuncOp>();
  llvmFunctions.addPass(createUBToLLVMConversionPass());
  llvmFunctions.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::fsdp::registerLoweringPasses() {
  fsdp::registerFSDPConversionPasses();
  bufferization::registerBufferizationPasses();
  bufferization::registerBufferizationPipelines();
  registerConversionPasses();
  registerLinalgPasses();
  memref::registerMemRefPasses();
  PassPipelineRegistration<LowerToLLVMOptions>(
      "fsdp-lower-to-llvm",
      "Lowers a training step with tensor semantics to the LLVM dialect, with "
      "the fsdp collectives as calls of the fsdp_rt C ABI",
      buildLowerToLLVMPipeline);
}

void mlir::fsdp::registerLoweringDialects(DialectRegistry &registry) {
  registry.insert<cf::ControlFlowDialect, LLVM::LLVMDialect>();
  fsdp::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  arith::registerBufferDeallocationOpInterfaceExternalModels(registry);
  arith::registerBufferViewFlowOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  cf::registerBufferizableOpInterfaceExternalModels(registry);
  cf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerSubsetOpInterfaceExternalModels(registry);
  memref::registerAllocationOpInterfaceExternalModels(registry);
  memref::registerBufferViewFlowOpInterfaceExternalModels(registry);
  scf::registerBufferizableOpInterfaceExternalModels(registry);
  scf::registerBufferDeallocationOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerSubsetOpInterfaceExternalModels(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}
