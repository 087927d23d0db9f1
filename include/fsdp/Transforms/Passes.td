//===- Passes.td - Passes the lowerings run ---------------*- tablegen -*-===//
//
// Rewrites on upstream dialects (bufferized memrefs, linalg, scf) that the
// lowering pipelines run and that convert nothing to another level: freeing
// buffers early, outlining loop nests, rewriting strided copies, folding
// transposes into contractions, and preparing a step for the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TRANSFORMS_PASSES_TD
#define FSDP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def FSDPHoistDeallocs : Pass<"fsdp-hoist-deallocs", "::mlir::func::FuncOp"> {
  let summary = "Frees each buffer right after its last use";
  let description = [{
    The ownership-based deallocation pipeline frees buffers at the end of
    their block, so in a training step every gathered parameter, gradient and
    optimizer temporary stays alive until the step returns, which defeats the
    memory saving of FSDP (a parameter gathered for one layer should die
    after that layer). This pass moves every unconditional `memref.dealloc`
    up to right after the last operation of its block that uses the buffer
    or one of its aliases (views, casts, values yielded by regions, as
    `BufferViewFlowAnalysis` resolves them); uses inside nested regions count
    for their ancestor in the block.

    A buffer with an alias that leaves memref-land (for example
    `memref.extract_aligned_pointer_as_index`, whose integer may be used
    later) is left alone, so the pass runs before
    `convert-fsdp-to-runtime`.

    Example:

    ```mlir
    %a = memref.alloc() : memref<4xf32>
    "use"(%a) : (memref<4xf32>) -> ()
    "other"() : () -> ()
    memref.dealloc %a : memref<4xf32>
    ```
    becomes
    ```mlir
    %a = memref.alloc() : memref<4xf32>
    "use"(%a) : (memref<4xf32>) -> ()
    memref.dealloc %a : memref<4xf32>
    "other"() : () -> ()
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def FSDPStridedCopiesToLinalg
    : Pass<"fsdp-strided-copies-to-linalg", "::mlir::func::FuncOp"> {
  let summary = "Rewrites memref.copy between strided buffers as linalg.copy";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` whose source or target
    is not contiguous (a subview, such as a parameter cut out of a bucket)
    to a call of `memrefCopy` from MLIR's C runner utilities, which a
    compiled step would have to link. This pass turns each such copy into a
    `linalg.copy`, which `convert-linalg-to-loops` makes a loop nest; copies
    between identity-layout buffers stay (they become a `memcpy`).

    Example:

    ```mlir
    memref.copy %a, %b : memref<4xf32, strided<[2]>> to memref<4xf32>
    // becomes
    linalg.copy ins(%a : memref<4xf32, strided<[2]>>) outs(%b : memref<4xf32>)
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FSDPOutlineKernels : Pass<"fsdp-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Moves each linalg op on buffers into its own function";
  let description = [{
    A training step is one function whose size grows with the model: a
    200-layer MLP lowers to one LLVM function with thousands of loop nests,
    and some of LLVM's function passes are superlinear in a function's size,
    so JIT compilation at -O2 took over ten minutes. This pass gives every
    linalg op on buffers its own private function (`<caller>_kernel<N>`,
    marked `noinline` through `passthrough`, so that LLVM's inliner does not
    rebuild the big function), called in its place: the step keeps only
    allocations, runtime calls and kernel calls, and no function grows with
    the model (standalone `opt` + `llc` on the lowered 10- to 200-layer
    MLPs: 164 to 228 ms of CPU per layer). The kernel takes the op's operands and the
    values its body uses from above; constants among the latter are cloned
    into the kernel instead, so the loop nest still sees them.

    What stays in the caller is glue (allocations, runtime and kernel
    calls): it is marked `optnone` (nothing to gain from optimizing it), and
    its block is split after every kernel call (`cf.br`), since instruction
    selection works on one DAG per block and schedules it in superlinear
    time. The call costs a few nanoseconds per op and step; the loops inside
    are the same as before. Ops with tensor semantics are left alone.

    Example:

    ```mlir
    func.func @step(%a: memref<4xf32>, %b: memref<4xf32>) {
      linalg.generic {...} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {...}
      return
    }
    ```
    becomes
    ```mlir
    func.func @step(%a: memref<4xf32>, %b: memref<4xf32>) {
      call @step_kernel0(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
      return
    }
    func.func private @step_kernel0(%a: memref<4xf32>, %b: memref<4xf32>)
        attributes {passthrough = ["noinline"]} {
      linalg.generic {...} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {...}
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def FSDPFoldTransposesIntoContractions
    : Pass<"fsdp-fold-transposes-into-contractions", "::mlir::func::FuncOp"> {
  let summary = "Reads transposed contraction operands through indexing maps";
  let description = [{
    A `linalg.transpose` whose result feeds a contraction (on tensors) is
    folded into the contraction: the contraction becomes a `linalg.generic`
    with the same body and iterator types that reads the transpose's input
    through the operand's indexing map composed with the permutation. The
    transpose is erased once nothing else uses it, so bufferization never
    materializes the transposed copy, and `fsdp-contractions-to-blas` passes
    the original buffer to the library with transposed strides. A backward
    pass is full of these (`dx = dy W^T`, `dW = x^T dy`); each copy of a
    1024 x 1024 weight costs as much as a third of the GEMM that reads it.

    Only contractions (`linalg::isaContractionOpInterface`) are rewritten:
    for other consumers the transposed copy may well be the faster layout.

    Example:

    ```mlir
    %wt = linalg.transpose ins(%w : tensor<8x4xf32>)
        outs(%e : tensor<4x8xf32>) permutation = [1, 0]
    %r = linalg.matmul ins(%x, %wt : tensor<2x4xf32>, tensor<4x8xf32>)
        outs(%z : tensor<2x8xf32>) -> tensor<2x8xf32>
    ```
    becomes
    ```mlir
    %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                          affine_map<(m, n, k) -> (n, k)>,
                                          affine_map<(m, n, k) -> (m, n)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%x, %w : tensor<2x4xf32>, tensor<8x4xf32>)
        outs(%z : tensor<2x8xf32>) { ... } -> tensor<2x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FSDPGPUDeviceBuffers
    : Pass<"fsdp-gpu-device-buffers", "::mlir::ModuleOp"> {
  let summary = "Puts every buffer of a bufferized step in device memory";
  let description = [{
    After bufferization and `convert-fsdp-to-runtime`, puts every buffer of
    a step in device memory (`gpu.alloc`/`gpu.dealloc`, constants copied to
    the device) and every access to one in a future kernel: `memref.copy`
    becomes `linalg.copy`, and a linalg op without a parallel dimension (a
    full reduction, a 0-d op) is wrapped in a one-iteration `scf.parallel`.
    The host only allocates, frees, launches and calls the runtime. Part of
    `fsdp-lower-to-gpu`.

    Example:

    ```mlir
    %b = memref.alloc() : memref<16xf32>
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
    ```
    becomes
    ```mlir
    %b = gpu.alloc () : memref<16xf32>
    linalg.copy ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect"];
}

def FSDPGPUMapLoops : Pass<"fsdp-gpu-map-loops", "::mlir::func::FuncOp"> {
  let summary = "Tiles parallel loops into blocks and threads for the GPU";
  let description = [{
    Tiles every outermost `scf.parallel` of a step into blocks of threads and
    maps it for `convert-parallel-loops-to-gpu`. Unlike
    `gpu-map-parallel-loops` (dimension i to block i, one thread per block),
    the innermost dimension goes to x of both levels, so consecutive threads
    touch consecutive elements of a row-major buffer, and a block has up to
    256 threads (32 x 8 for two or more dimensions). Deeper parallel loops
    run sequentially in their thread. Fails on a parallel loop with
    reductions and on a memory access left outside every parallel loop (it
    would run on the host, where the buffers are device memory). Part of
    `fsdp-lower-to-gpu`.

    Example:

    ```mlir
    scf.parallel (%i) = (%c0) to (%c1024) step (%c1) { ... }
    ```
    becomes a loop over blocks of 256 iterations mapped to `block_x`, around
    a loop over the iterations of a block mapped to `thread_x`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // FSDP_TRANSFORMS_PASSES_TD
