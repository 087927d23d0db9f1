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
    runtime's status is not checked here: failures are sticky and the host
    reads them after the step, as for the collectives.

    Example:

    ```mlir
    linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x32xf32>)
                  outs(%c : memref<64x32xf32>)
    ```
    becomes (abridged)
    ```mlir
    %dims = memref.alloca() : memref<15xi64>   // {role, size, sA, sB, sC} x 3
    ...
    %status = call @fsdp_rt_mlir_contract(%c0_i32, %c0_i32, %c0_i32, %c3,
        %dims_ptr, %a_ptr, %b_ptr, %c_ptr, %c1_i32)
        : (i32, i32, i32, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr,
           i32) -> i32
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

def FSDPFuseElementwiseOps
    : Pass<"fsdp-fuse-elementwise-ops", "::mlir::func::FuncOp"> {
  let summary = "linalg-fuse-elementwise-ops that leaves contractions to "
                "the library";
  let description = [{
    Upstream `linalg-fuse-elementwise-ops` (its patterns, reshape folding by
    expansion and canonicalizations, with the same single-user rule), except
    that nothing is fused into a contraction. A contraction in
    `linalg.generic` form (a bucketed parameter reshaped into a 3-D GEMM, a
    batch matmul) whose operand is an elementwise op with one user would
    otherwise absorb it: its body is then no longer a multiply-add, so
    `fsdp-contractions-to-blas` leaves it as a loop nest, many times slower
    than the BLAS call and rounding differently. Whether a contraction stays
    a library call then depends on how many users its operands have, which
    rematerialization (`fsdp-rematerialize`) changes: the forward reading a
    recomputed activation becomes its only user. The memory model
    (`MemoryModel`) already assumes this: elementwise ops fuse into
    elementwise users of their shape only. For the same reason a product
    of two values is not fused into a sum of one input (which would make
    it a contraction, a library call or not depending on the order in
    which fusion met the ops): the contractions that become library calls
    are the step's own.

    Example:

    ```mlir
    %r = linalg.generic {iterator_types = ["parallel", "parallel"]}
        ins(%h) outs(%e) { max(%in, 0) }
    %y = linalg.generic {iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%r, %w) outs(%acc) { %out + %in * %in_1 }
    ```
    stays two ops, the second a GEMM for the library.
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def FSDPFuseMultiUseElementwise
    : Pass<"fsdp-fuse-multi-use-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fuses elementwise producers into their first user when "
                "they have several";
  let description = [{
    `linalg-fuse-elementwise-ops` fuses a `linalg.generic` producer into its
    consumer only when the consumer is its single user. An optimizer's
    update is where that stops: Adam's new moments `m'` and `v'` are
    returned and also read by the parameter update, so each stays a loop of
    its own and the step streams the moments and the gradient through memory
    three times per parameter (in the 4 x 1024^2 Adam MLP, those three loops
    were a third of the step's CPU time, BLAS half of it).

    This pass fuses such a producer into an all-parallel `linalg.generic`
    that is its first user in the same block and reads it one element per
    iteration (a permutation indexing map: no broadcast, which would compute
    the producer once per element), every other user coming after it. The
    fused op (upstream `fuseElementwiseOps`) also yields the producer's
    value, and the other users read that one: nothing is computed twice
    (upstream's own pattern keeps the producer for its other users and
    computes its values twice). Adam's three loops become one that reads
    `p`, `m`, `v` and `g` once and writes `p'`, `m'` and `v'`. The fused body
    is the producers' and the consumer's scalar operations in their order,
    so results are bitwise the same. The producer now runs at its first
    user, so its inputs live until then. Producers with one user are left to
    `linalg-fuse-elementwise-ops`, which runs first.

    Example:

    ```mlir
    %m2 = linalg.generic ... ins(%m, %g) outs(%e0) { m*b1 + g*(1-b1) }
    %v2 = linalg.generic ... ins(%v, %g) outs(%e1) { v*b2 + g*g*(1-b2) }
    %p2 = linalg.generic ... ins(%p, %m2, %v2) outs(%e2) { p - lr*m2/(sqrt(v2)+eps) }
    return %p2, %m2, %v2
    ```
    becomes one `linalg.generic` with the three results.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FSDPDonateState : Pass<"fsdp-donate-state", "::mlir::ModuleOp"> {
  let summary = "Makes a step's state updates be written into the buffers "
                "of the arguments they update";
  let description = [{
    A training step is functional: every result `{fsdp.updates = i}` is the
    next value of argument `i`. Lowered as such, each new value is written to
    a fresh buffer (the optimizer's loops write into `tensor.empty` inits),
    or, when bufferization writes it in place into the argument's buffer,
    copied again at the return (ownership-based buffer deallocation clones
    every result that lives in an argument): per step, a second copy of the
    parameters and optimizer state in memory, and for Adam a third stream of
    `p, m, v`. A runner that donates its state buffers to the step (fsdp-run
    marks the step it runs with the unit attribute `fsdp.donate_state`) can
    take the new state where the old one was.

    This pass, on tensors before one-shot bufferization, rewrites every
    function carrying `fsdp.donate_state`:

    * each returned update `%new` of argument `%arg` becomes
      `linalg.copy ins(%new) outs(%arg)`: the value is to end in the
      argument's buffer;
    * where `%new` comes from a chain of destination-style ops (linalg)
      whose first init is a `tensor.empty`, that init becomes `%arg`: the
      op that computes the update writes into the argument's buffer (the
      empty tensor's contents are undefined, so the values are the same).

    One-shot bufferization then decides, with its usual analysis, where the
    update can be written in place (no later read of the argument's old
    value): there, the copy is of the buffer onto itself, which
    `fsdp-drop-donated-results` erases; where the old value is still read
    after the update, the update goes to a new buffer and the copy into the
    argument stays (one copy, never an allocation and a clone at the
    return). A copy that cannot write the argument either (two results
    swapping two arguments, the old value also returned) bufferizes out of
    place, to a new buffer that stays a result. Function arguments are
    writable in one-shot bufferization, with or without this pass; what it
    changes is where the new values are written. (Not
    `bufferization.materialize_in_destination`: one-shot bufferization fails
    where that op cannot be in place.)

    The function must keep the training-step contract and have a body, and
    nothing in the module may call it: `fsdp-drop-donated-results` changes
    its results.

    Example:

    ```mlir
    func.func @step(%w: tensor<4xf32> {fsdp.state}, %g: tensor<4xf32>)
        -> (tensor<4xf32> {fsdp.updates = 0 : i64})
        attributes {fsdp.donate_state} {
      %e = tensor.empty() : tensor<4xf32>
      %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>)
                        outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %new : tensor<4xf32>
    }
    ```
    becomes
    ```mlir
      %new = linalg.sub ins(%w, %g : tensor<4xf32>, tensor<4xf32>)
                        outs(%w : tensor<4xf32>) -> tensor<4xf32>
      %0 = linalg.copy ins(%new : tensor<4xf32>) outs(%w : tensor<4xf32>)
          -> tensor<4xf32>
      return %0 : tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FSDPDropDonatedResults
    : Pass<"fsdp-drop-donated-results", "::mlir::ModuleOp"> {
  let summary = "Drops the results of a bufferized step that are the "
                "argument buffers they update";
  let description = [{
    After one-shot bufferization of a step marked `fsdp.donate_state` (see
    `fsdp-donate-state`), an update that ends in its argument's buffer is
    returned as that argument. Ownership-based buffer deallocation would
    clone it (a function does not own its arguments); the runner, which
    donated the buffer, already holds it.

    This pass, between one-shot bufferization and the deallocation
    pipeline, on every function carrying `fsdp.donate_state`:

    * erases `linalg.copy` and `memref.copy` of a buffer onto itself (a
      copy of `fsdp-donate-state` bufferized in place);
    * drops every result `{fsdp.updates = i}` that each `func.return`
      returns as argument `i` itself;
    * stamps the function with `fsdp.donated_results`, the indices (in the
      original signature) of the dropped results, and removes
      `fsdp.donate_state`. The stamp survives the conversion to LLVM: the
      runner reads it to know which results its entry still returns and
      which state it keeps in place, and refuses a step whose stamp does
      not match what it asked for.

    An update that is not its argument (bufferization could not write it in
    place) stays a result, with a remark. The function must be bufferized
    (memref arguments and results) and not called from inside the module.

    Example:

    ```mlir
    func.func @step(%w: memref<4xf32> {fsdp.state}, %g: memref<4xf32>)
        -> (memref<4xf32> {fsdp.updates = 0 : i64}, memref<f32> {fsdp.loss})
        attributes {fsdp.donate_state} {
      ...
      return %w, %loss : memref<4xf32>, memref<f32>
    }
    ```
    becomes
    ```mlir
    func.func @step(%w: memref<4xf32> {fsdp.state}, %g: memref<4xf32>)
        -> (memref<f32> {fsdp.loss})
        attributes {fsdp.donated_results = array<i64: 0>} {
      ...
      return %loss : memref<f32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def FSDPPackedEntry : Pass<"fsdp-packed-entry", "::mlir::ModuleOp"> {
  let summary = "Gives a step's entry a two-pointer signature: results and "
                "an array of argument pointers";
  let description = [{
    A training step takes and returns every parameter and optimizer state
    buffer: a 200-layer Adam MLP has about 1,200 memref arguments and as
    many results. `convert-func-to-llvm` turns each memref into its
    descriptor's fields (7,200 scalar arguments) and the results into one
    returned struct of thousands of fields, built by a chain of
    `insertvalue`s; its C interface (`llvm.emit_c_interface`) wraps that
    function again. Instruction selection handles every `insertvalue` of an
    aggregate with N fields in O(N), so the entry and its wrappers took
    quadratic time to compile: most of the JIT time of deep models.

    This pass rewrites every function carrying the unit attribute
    `fsdp.packed_entry` (fsdp-run sets it on the step it runs) to
    `(!llvm.ptr %results, !llvm.ptr %args) -> ()`:

    * `%args` points to an array of one pointer per argument; a memref
      argument's pointer points to its descriptor (the struct
      `convert-func-to-llvm` would pass), a scalar's to its value, as in the
      C interface. The function loads them at its start, 64 arguments to a
      block (instruction selection works block by block).
    * the results are stored where `%results` points, laid out as the
      struct of their descriptors and values that the C interface returns
      (for memrefs, `3 + 2 * rank` 8-byte words each), 64 to a block.

    Every field is loaded or stored once, so the code is linear in the
    number of arguments. The loaded descriptors become the memref values
    through `builtin.unrealized_conversion_cast`, which
    `reconcile-unrealized-casts` removes after the conversion to LLVM.
    Arguments and results must be ranked memrefs, integers, indices or
    floats; other types are an error. Functions without the attribute are
    left alone, so a step called from inside the module (`@main` under
    `mlir-runner`) keeps the usual calling convention.

    Example:

    ```mlir
    func.func @step(%w: memref<4xf32>) -> memref<4xf32>
        attributes {fsdp.packed_entry} {
      ...
      return %new : memref<4xf32>
    }
    ```
    becomes (abridged)
    ```mlir
    func.func @step(%results: !llvm.ptr, %args: !llvm.ptr) {
      %p = llvm.load %args : !llvm.ptr -> !llvm.ptr
      %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64,
                                              array<1 x i64>, array<1 x i64>)>
      %w = builtin.unrealized_conversion_cast %d : ... to memref<4xf32>
      ...
      %r = builtin.unrealized_conversion_cast %new : memref<4xf32> to ...
      llvm.store %r, %results : ...
      return
    }
    ```
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // FSDP_CONVERSION_PASSES_TD
