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
    reads it with `fsdp_rt_mlir_status(ctx)` after the step.

    Once no operation refers to a `shard.grid` any more (references from
    function argument and result attributes such as `#fsdp.sharding` do not
    count), the grid is erased, so that the module translates to LLVM IR.
    The rank's own coordinates on a grid, upstream's
    `shard.process_linear_index` (its index among all the grid's ranks,
    row-major) and `shard.process_multi_index` (its index along each axis),
    become `fsdp_rt_mlir_group_rank` of the group of those axes: a step may
    read them, e.g. to draw a different dropout mask on every rank.

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

def FSDPContractionsToBlas
    : Pass<"fsdp-contractions-to-blas", "::mlir::ModuleOp"> {
  let summary = "Runs matmul-like linalg ops on buffers as BLAS GEMMs";
  let description = [{
    Replaces every linalg op on buffers that is a contraction
    (`linalg::isaContractionOpInterface`: `linalg.matmul`,
    `linalg.batch_matmul`, their transposed forms, `linalg.generic`s whose
    indexing maps transpose or batch their operands) by a call of the
    runtime's `fsdp_rt_mlir_contract`, which runs one BLAS GEMM per batch
    index. `linalg::inferContractionDims` gives each loop its role (batch,
    m, n or k); the call gets, per loop, its role, its size and its stride in
    each operand (`memref.extract_strided_metadata`, so any strided layout,
    static or dynamic, is passed as it is), in a stack array. The runtime
    merges dimensions of one role where the strides chain, picks the
    transposes and leading dimensions, and copies an operand to contiguous
    scratch only when the library cannot read it in place.

    Converted: bodies that are exactly `out + a * b` (`arith.addf` of the
    output and an `arith.mulf`, either operand order), with an f32 or f64
    output and inputs of that type, or of a narrower float type widened by
    `arith.extf` (bf16 or f16 inputs, f32 accumulation: the runtime widens
    them exactly, so the products and sums are the f32 ones of the loop
    nest). Everything else stays a linalg op for the loop lowering:
    integer or complex contractions, bf16/f16 outputs (the loop nest rounds
    after every addition, which a library cannot reproduce), other bodies.
    The summation order is the library's, so results differ from the loop
    nest in the last bits, but every rank makes the same call on the same
    shapes.

    A `linalg.fill` of +0.0 into the output right before the contraction is
    folded into it (the call overwrites instead of accumulating). The
    runtime's status is not checked here: failures are sticky on the step's
    context, passed first as for the collectives (loaded from the module's
    `fsdp_rt_step_context`), and the host reads them after the step.

    Example:

    ```mlir
    linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x32xf32>)
                  outs(%c : memref<64x32xf32>)
    ```
    becomes (abridged)
    ```mlir
    %dims = memref.alloca() : memref<15xi64>   // {role, size, sA, sB, sC} x 3
    ...
    %slot = llvm.mlir.addressof @fsdp_rt_step_context : !llvm.ptr
    %ctx = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    %status = call @fsdp_rt_mlir_contract(%ctx, %c0_i32, %c0_i32, %c0_i32,
        %c3, %dims_ptr, %a_ptr, %b_ptr, %c_ptr, %c1_i32)
        : (!llvm.ptr, i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr,
           !llvm.ptr, i32) -> i32
    ```

    With `device=cuda` (the GPU pipeline, on buffers that will be in device
    memory) the callee is `fsdp_rt_mlir_contract_cuda` (libfsdp_rt_cuda:
    cuBLAS on the step's compute stream), with the same arguments; only
    contractions whose two inputs have one element type are converted (f32,
    bf16 or f16 into f32; f64 into f64: the type pairs cuBLAS has kernels
    for), and none inside an `scf.parallel` or `gpu.launch` (a kernel cannot
    call the host). The others stay linalg ops and become kernels.
  }];
  let options = [
    Option<"device", "device", "::mlir::fsdp::ContractionDevice",
           /*default=*/"::mlir::fsdp::ContractionDevice::Cpu",
           "Where the buffers live",
           [{::llvm::cl::values(
             clEnumValN(::mlir::fsdp::ContractionDevice::Cpu, "cpu",
                        "fsdp_rt_mlir_contract, a CBLAS library"),
             clEnumValN(::mlir::fsdp::ContractionDevice::Cuda, "cuda",
                        "fsdp_rt_mlir_contract_cuda, cuBLAS"))}]>
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def FSDPCheckIndices : Pass<"fsdp-check-indices", "::mlir::ModuleOp"> {
  let summary = "Checks indices read from data at run time, and reports "
                "failed asserts to the runtime";
  let description = [{
    A gather's index comes from the step's data (a token id, a label), so
    nothing bounds it at compile time; outside its dimension it reads (or,
    for a scatter, writes) another buffer's memory: a segmentation fault on
    one rank, or a silent run with a meaningless loss. On loops over
    buffers (after `convert-linalg-to-loops`), this pass finds every
    `memref.load` and `memref.store` with an index computed from another
    load (data; indices of loop variables and constants alone are in range
    by construction) and checks it against its dimension with one unsigned
    compare. An index outside calls `fsdp_rt_mlir_index_error(site, index,
    bound)`, which records a sticky error that the host reports after the
    step (`fsdp-run: error on rank R: step S: index out of range: 100 is not
    in [0, 64) of dimension 0 of a read of memref<64x16xf32>`); the load
    then reads index 0 instead (branch-free: the loop still vectorizes), a
    store is skipped, so nothing outside the buffer is touched.

    `cf.assert` (torch-mlir checks its gathers' indices with them; the
    PyTorch frontend turns a model's own checks of its inputs into them)
    becomes a call of `fsdp_rt_mlir_assert_failed(message)` under its
    negated condition, instead of upstream's lowering to `abort()`, which
    ends the process with a stack dump and no rank or step. An index error
    reported later in the step goes first in the error, the failed assert
    after it. Sites are
    described by their type and location (a `NameLoc`, or file:line), kept
    as internal constant strings.

    Example:

    ```mlir
    %id = memref.load %tokens[%i] : memref<8xi64>
    %row = arith.index_cast %id : i64 to index
    %v = memref.load %table[%row, %j] : memref<64x16xf32>
    ```
    becomes (abridged)
    ```mlir
    %d = memref.dim %table, %c0 : memref<64x16xf32>
    %in = arith.cmpi ult, %row, %d : index
    scf.if %out_of_range {
      call @fsdp_rt_mlir_index_error(%site, %row_i64, %d_i64)
          : (!llvm.ptr, i64, i64) -> i32
    }
    %safe = arith.select %in, %row, %c0 : index
    %v = memref.load %table[%safe, %j] : memref<64x16xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

#endif // FSDP_CONVERSION_PASSES_TD
