//===- Passes.td - Conversions of the fsdp dialect ---------*- tablegen -*-===//

#ifndef FSDP_CONVERSION_PASSES_TD
#define FSDP_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertFSDPToRuntime : Pass<"convert-fsdp-to-runtime", "ModuleOp"> {
  let summary = "Turns the buffer collectives into calls of the fsdp_rt C ABI";
  let description = [{
    Replaces every `fsdp.buffer.all_reduce`, `fsdp.buffer.reduce_scatter` and
    `fsdp.buffer.all_gather` with a call of the runtime's entry point for
    compiled code (`fsdp_rt_mlir_all_reduce`, ...), on the group that
    `fsdp_rt_mlir_group` returns for the collective's grid and axes (the
    runtime caches groups, so the call is cheap after the first step).

    Buffers are passed as `!llvm.ptr` to their first element
    (`memref.extract_aligned_pointer_as_index`, `llvm.inttoptr`). The runtime
    wants contiguous row-major buffers with the group's blocks along the
    leading dimension: a buffer with a non-identity layout is copied to (or
    from) a contiguous temporary, and a collective along an inner dimension
    packs (reduce-scatter) or unpacks (all-gather) the blocks through a
    temporary of shape `N x shard`. Temporaries are freed right after the
    call, so the pass runs after buffer deallocation.

    The return status of each call is not checked here: the runtime keeps the
    first failure sticky (every later collective fails fast), and the host
    reads it with `fsdp_rt_mlir_status()` after the step.

    Once no operation refers to a `shard.grid` any more (references from
    function argument and result attributes such as `#fsdp.sharding` do not
    count), the grid is erased, so that the module translates to LLVM IR.
    Collectives the runtime cannot run (element types other than f32, f64,
    bf16, f16, i32, i64, i8; grids of rank above 4 or with dynamic sizes) are
    reported as errors.

    Example:

    ```mlir
    fsdp.buffer.all_reduce on @dp reduction = avg
        ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
    ```
    becomes
    ```mlir
    %group = call @fsdp_rt_mlir_group(%c1, %c4, %c1, %c1, %c1, %c1)
        : (i64, i64, i64, i64, i64, i64) -> i64
    %p = ... llvm.inttoptr ... : i64 to !llvm.ptr
    %status = call @fsdp_rt_mlir_all_reduce(%group, %p, %p, %c16, %c0_i32,
        %c1_i32) : (i64, !llvm.ptr, !llvm.ptr, i64, i32, i32) -> i32
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

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

#endif // FSDP_CONVERSION_PASSES_TD
