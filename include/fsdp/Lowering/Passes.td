//===- Passes.td - Passes the lowerings run ---------------*- tablegen -*-===//
//
// Rewrites on upstream dialects (linalg, bufferized memrefs, scf, llvm) that
// the lowering pipelines run and that convert nothing to another level:
// freeing buffers early, rewriting strided copies, folding transposes into
// contractions, outlining loop nests, preparing a step for the GPU, fusing
// elementwise loops, and the step's entry ABI (state donation, the packed
// entry).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_LOWERING_PASSES_TD
#define FSDP_LOWERING_PASSES_TD

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

def FSDPSplitEmptyTensors
    : Pass<"fsdp-split-empty-tensors", "::mlir::func::FuncOp"> {
  let summary = "Gives every use of a tensor.empty its own";
  let description = [{
    CSE merges the `tensor.empty` ops of one shape: in an exported HF Llama
    step one `tensor.empty() : tensor<f64>` is the `outs` of every scalar
    op of AdamW's bias corrections, one per activation shape that of every
    elementwise op of that shape. One-Shot Bufferize then sees every result
    written into those `outs` as aliases of one buffer, and checks each
    in-place write against every read of the set: cubic in the step's
    length (30 s of a 32-layer Llama step's 40 s lowering, 56x for 4x the
    layers). An empty tensor's contents are undefined, so each use can have
    its own: this pass clones it before every user but the first (the op
    of the empty's block that holds the use). Bufferization then gives each
    such value a buffer of its own instead of reusing the shared one where
    their lifetimes allowed (937 -> 1354 allocations in an 8-layer Llama
    step); `fsdp-hoist-deallocs` frees each after its last use, so the
    step's measured peak went down slightly (59.17 -> 59.04 MB, the memory
    model's 58.83), its time did not change, and its results are bitwise
    the same.

    The first user keeps the original because bufferization allocates an
    empty tensor's buffer where the empty stands (the memory model has the
    first writer's buffer allocated there): left to whichever use came
    first in the use list, a forward pass's empty could go to a backward
    op, whose buffer was then held through the rest of the forward pass
    (an f64 activation of each BatchNorm: a conv + BatchNorm + max-pool
    stem measured 20.9 MB where 17.2 MB suffice; wav2vec2's step 671 MB
    instead of 558 MB).

    Example:

    ```mlir
    %e = tensor.empty() : tensor<f64>
    %a = linalg.generic ... outs(%e : tensor<f64>)
    %b = linalg.generic ... outs(%e : tensor<f64>)
    ```
    becomes
    ```mlir
    %e = tensor.empty() : tensor<f64>
    %a = linalg.generic ... outs(%e : tensor<f64>)
    %e1 = tensor.empty() : tensor<f64>
    %b = linalg.generic ... outs(%e1 : tensor<f64>)
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def FSDPBufferizeEntryBoundaries
    : Pass<"fsdp-bufferize-entry-boundaries", "::mlir::ModuleOp"> {
  let summary = "Gives the functions nothing calls buffer arguments and "
                "results before One-Shot Bufferize";
  let description = [{
    One-Shot Bufferize with `bufferize-function-boundaries`, once it has
    analyzed a function's body, asks for every tensor argument and every
    tensor result whether they alias and whether they are equivalent, for
    its callers: a training step, whose state is both (every parameter and
    moment an argument and, updated, a result), made that quadratic in the
    step's length (2.4 million pairs at 32 layers, a quarter of the
    bufferization's instructions).

    A function that nothing in the module calls needs no such summary. This
    pass gives each one the signature the bufferization would give it with
    `function-boundary-type-conversion=identity-layout-map` (the lowering's
    choice): every ranked tensor argument and result becomes a memref of the
    same shape and element type with the identity layout. The body reads
    each argument through a `bufferization.to_tensor restrict` of it,
    `writable` unless the argument has `bufferization.writable = false` (as
    One-Shot Bufferize treats function arguments), and returns each result
    through a `bufferization.to_buffer read_only` (a read, as `func.return`'s
    operands are). One-Shot Bufferize then analyzes the body as before and
    folds these ops away: the bufferized function is the same. Functions
    with a call, with no body or more than one block, or with a tensor that
    has an encoding or is unranked are left as they are.

    Example:

    ```mlir
    func.func @step(%w: tensor<4xf32>) -> tensor<4xf32> {
      %0 = linalg.exp ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
    becomes
    ```mlir
    func.func @step(%arg0: memref<4xf32>) -> memref<4xf32> {
      %w = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
      %0 = linalg.exp ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
      %1 = bufferization.to_buffer %0 read_only : tensor<4xf32> to memref<4xf32>
      return %1 : memref<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def FSDPSplitSharedReads
    : Pass<"fsdp-split-shared-reads", "::mlir::func::FuncOp"> {
  let summary = "Reads a tensor that many linalg ops read through one "
                "buffer";
  let description = [{
    One-Shot Bufferize's analysis, deciding one operand, gathers every use
    of every alias of its value: a tensor read by n ops costs it n^2 uses
    to look at. The optimizer's scalars are such tensors: in a fsdp-gen
    transformer step with AdamW and clipping, AdamW's bias corrections and
    the global norm are 0-d tensors read by every parameter's update (1549
    reads at 32 layers); with them the bufferization took 8.1x the
    instructions for 3.9x the layers.

    A tensor all of whose uses are inputs of linalg ops in its own block,
    at least `min-reads` of them, is read through a buffer instead: one
    `bufferization.to_buffer read_only` right before its first reader and
    one `bufferization.to_tensor restrict` of it before every reader but the
    last, which keeps reading the tensor. So the analysis sees two reads
    where there were n. It still sees every conflict: a write into the
    tensor's buffer before any of the reads is before the last one or before
    the `to_buffer`. Bufferization replaces each `to_tensor` by the buffer
    and the `to_buffer` by the tensor's buffer: the bufferized IR is the
    same as without this pass. Only tensors whose buffer has the identity
    layout whatever the analysis decides are split (function arguments, new
    tensors, and destination-style results written into those), so that
    the `to_buffer` (identity layout) folds away; a slice's would not.

    Example (`min-reads=2`):

    ```mlir
    %a = linalg.generic ... ins(%s, %x : tensor<f32>, tensor<8xf32>) ...
    %b = linalg.generic ... ins(%s, %y : tensor<f32>, tensor<8xf32>) ...
    ```
    becomes
    ```mlir
    %m = bufferization.to_buffer %s read_only : tensor<f32> to memref<f32>
    %t = bufferization.to_tensor %m restrict : memref<f32> to tensor<f32>
    %a = linalg.generic ... ins(%t, %x : tensor<f32>, tensor<8xf32>) ...
    %b = linalg.generic ... ins(%s, %y : tensor<f32>, tensor<8xf32>) ...
    ```
  }];
  let options = [
    Option<"minReads", "min-reads", "unsigned", /*default=*/"16",
           "Fewest reads of a tensor that are split">,
  ];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def FSDPSplitComplexConstants
    : Pass<"fsdp-split-complex-constants", "::mlir::func::FuncOp"> {
  let summary = "Builds complex tensor constants from their real and "
                "imaginary parts";
  let description = [{
    A complex tensor constant (a PyTorch buffer of complex numbers that the
    step only reads, such as a precomputed `freqs_cis` of rotary
    embeddings) bufferizes into a global of complex elements, which the
    translation to LLVM IR cannot write. This pass splits each
    `arith.constant` of a tensor with `complex<f32>` or `complex<f64>`
    elements, dense or a `dense_resource` blob, into two constants of its
    real and imaginary parts and a `linalg.generic` that joins them with
    `complex.create`: the same values, computed once per step.

    Example:

    ```mlir
    %c = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
    ```
    becomes
    ```mlir
    %re = arith.constant dense<[1.0, 3.0]> : tensor<2xf32>
    %im = arith.constant dense<[2.0, 4.0]> : tensor<2xf32>
    %e = tensor.empty() : tensor<2xcomplex<f32>>
    %c = linalg.generic ... ins(%re, %im : tensor<2xf32>, tensor<2xf32>)
        outs(%e : tensor<2xcomplex<f32>>) {
    ^bb0(%r: f32, %i: f32, %out: complex<f32>):
      %z = complex.create %r, %i : complex<f32>
      linalg.yield %z : complex<f32>
    } -> tensor<2xcomplex<f32>>
    ```
  }];
  let dependentDialects = ["::mlir::complex::ComplexDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def FSDPSplitDeallocs
    : Pass<"fsdp-split-deallocs", "::mlir::func::FuncOp"> {
  let summary = "Splits each bufferization.dealloc into one per distinct "
                "allocation, in linear time";
  let description = [{
    Ownership-based deallocation frees every buffer a block allocated with
    one `bufferization.dealloc` at the block's end: in a training step, one
    op listing thousands of buffers. Upstream's
    `buffer-deallocation-simplification` splits it into one op per buffer
    that aliases no other, but asks about every pair: quadratic in the
    step's length (3 s of a 32-layer step's lowering, 15x the time for 4x
    the layers). This pass makes the same splits first, from a count of the
    buffers' origins: a memref whose view base is a distinct allocation
    (the result of an op with an `Allocate` effect, counted once in the
    list) and every other memref of the list a distinct allocation or an
    argument of a block enclosing it, is split off into its own op with the
    same retained list; the updated conditions are combined with
    `arith.ori`, as upstream combines them. Anything it cannot decide from
    the origins it leaves in place, for the upstream pass. The IR upstream
    produces after it is the same.

    Example:

    ```mlir
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    %r = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>)
        if (%c0, %c1) retain (%x : memref<2xf32>)
    ```
    becomes
    ```mlir
    %r0 = bufferization.dealloc (%a : memref<2xf32>) if (%c0)
        retain (%x : memref<2xf32>)
    %r1 = bufferization.dealloc (%b : memref<2xf32>) if (%c1)
        retain (%x : memref<2xf32>)
    %rest = bufferization.dealloc retain (%x : memref<2xf32>)
    %o0 = arith.ori %rest, %r0 : i1
    %r = arith.ori %o0, %r1 : i1
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect"];
}

def FSDPApproximateMath : Pass<"fsdp-approximate-math"> {
  let summary = "Computes f32 exp, erf and tanh with polynomials the loop "
                "vectorizer vectorizes";
  let description = [{
    `convert-math-to-libm` makes `math.exp`, `math.erf` and `math.tanh` calls
    of libm's scalar `expf`, `erff` and `tanhf`: a loop over a GELU or a
    softmax then runs one call per element (without them the GPT step of
    bench/remat.sh runs 9% faster). This pass rewrites the f32 ones (scalars and
    vectors) as upstream's polynomial approximations (arith and `math.fma`
    only), which LLVM vectorizes. Their largest error against libm's f64
    function, measured over all 2^32 f32 inputs:

    | op | max error | at x |
    |---|---|---|
    | exp | 1.51 ulp, subnormal results included | 81.50 |
    | erf | 4.79 ulp | 1.863 |
    | tanh | 4.90 ulp | 5.126 |

    test/Integration/CPU/approximate-math.mlir checks 2^16 inputs over
    every sign and exponent and 2^20 on [-110, 110] against these bounds.

    Infinities and NaN map as in libm. Upstream's exp builds 2^n from the
    exponent bits: it flushes every result below the smallest normal float
    (x < -87.34) to zero and loses up to 5 ulp near overflow. Here an x with
    |x| > 80 is computed as exp(x - c) * exp(c), c = 64 ln 2 (rounded to f32)
    with x's sign, where x - c is exact: gradual underflow is kept and the
    error stays at the polynomial's. Every operation is IEEE-rounded and
    `math.fma` is fused on every target: the results do not depend on the
    CPU or the vector width, and DDP and FSDP steps, which compute the same
    ops, stay bitwise equal. Other types and functions are left to libm.

    A function holding such an op asks LLVM for 512-bit vectors
    (`passthrough` `["prefer-vector-width", "512"]`, unless it names a
    width): the polynomials are bound by their instructions, and LLVM's x86
    tuning stops the loop vectorizer at 256 bits on AVX-512 CPUs. A CPU
    without 512-bit vectors ignores it; the results do not change.

    Example:

    ```mlir
    %y = math.erf %x : f32
    ```
    becomes some forty arith and `math.fma` ops on `%x`, and no call.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def FSDPBlockedReductions : Pass<"fsdp-blocked-reductions"> {
  let summary = "Sums reductions on buffers as a fixed blocked tree of vector "
                "lanes";
  let description = [{
    `convert-linalg-to-loops` makes a reduction one chain of dependent scalar
    operations: error growing with the length n (up to (n - 1) u relative to
    the sum of magnitudes, u = 2^-24 in f32) and one addition per add
    latency. This pass rewrites a linalg op on buffers with one f32 or f64
    output and at least one reduction loop, whose body yields
    `c(f(inputs), out)` (`c`: `arith.addf`, `maximumf`, `maxnumf`,
    `minimumf` or `minnumf`; `f`: elementwise scalar ops and
    `linalg.index`), into scf loops over `vector<32xT>` values, in an order
    fixed by the shapes only. Several reduction loops are one reduced index
    k, in loop order (the order in which the loop nest visits them).

    * Row sums (every operand that reads a reduction loop has them all
      innermost, in order): element k goes to lane k mod 32 of chunk k / 32;
      8 chunks make a block, summed lane by lane in order; block sums are
      merged pairwise as a binary counter (block b, once summed, is combined
      with the stack's top ctz(b + 1) times, the older on the left), a last
      chunk of n mod 32 elements, its missing lanes the combiner's identity
      (-0.0 for a sum), is pushed as one more block, the stack is summed
      from its top down, and the 32 lanes by halving (lanes 0..15 +
      16..31, then 0..7 + 8..15, ...).
    * Column sums (otherwise, when the output's innermost loop is innermost
      in every operand that reads it): lanes are 32 consecutive columns
      (the last chunk masked), each summing its column with the same block
      / binary-counter tree over k, blocks of 8 rows. Tiles of 8 chunks
      (256 columns) run side by side, row by row, so a wide matrix is read
      a row segment at a time, not down its columns; columns never mix, so
      a column's tree does not depend on the tile.
    * Row reductions with several outputs (`fsdp-fuse-row-reductions`
      makes them; `matchFusedRowReduction`): one pass over each row
      evaluates the body once per chunk, stores the stored outputs' lanes
      (masked in the last chunk; lane by lane where the row is not
      contiguous) and feeds each reduced output's tree, the same tree as
      that output alone: each sum its own blocks and its own 32 lanes of
      the stack's levels (at most 8 sums), a maximum or minimum carried
      across the blocks (with no sum, in four accumulators taking the
      chunks round robin, as for one maximum alone: exact in any order).

    An operand indexed by a constant 0 (a broadcast unit dimension, as
    elementwise fusion writes `(d0, d1, 0)`) is read through its
    rank-reduced subview where the op then matches: whether a reduction is
    a tree must not depend on what was fused into it, which
    rematerialization changes.

    The output's initial value is combined once, with the total, in the
    body's operand order. The tree depends on the number of k's only, never
    on how loops split them or on the buffers' layout: an operand whose
    reduced dimensions are not contiguous with unit stride is read lane by
    lane, the same tree; so a step that sums a [2, 8, d] gradient over its
    first two dimensions and one that sums the [16, d] view of it take the
    same bits.

    Error: an element passes through at most 7 additions of its block, 2
    ceil(log2(blocks + 1)) of the stack, 5 of the lanes' halving (row sums)
    and the last one, so |computed - exact| <= k u sum |x_i| (to first
    order; u = 2^-24 in f32, 2^-53 in f64) with k = 14 + 2 ceil(log2(n /
    256 + 3)) for a row sum of n elements and 14 + 2 ceil(log2(n / 8 + 3))
    for a column sum over n rows: O(log n u) as in numpy's and PyTorch's
    pairwise sums, where the chain's bound is (n - 1) u.
    `test/Integration/CPU/blocked-reductions.mlir` checks adversarial sums
    of up to 2^20 + 3 elements against it (the chain exceeds it).

    The tree does not depend on the CPU's vector width: a vector of 32
    lanes is split or kept by LLVM, the same operations in the same order,
    so the results are bitwise the same on every CPU and between DDP and
    FSDP, which reduce the same shapes. Anything else (other shapes of
    several outputs, other element types or combiners, bodies with ops other than
    elementwise scalar ones and `linalg.index`, reduced loops neither
    innermost nor beside an innermost output loop) is left to
    `convert-linalg-to-loops`. Two `memref.alloca`s per function hold the
    block stack (64 levels of 256 elements) and a tile's block sums (256
    elements): no heap buffer. `math.fpowi` and `math.ipowi`, whose LLVM
    intrinsic takes a scalar exponent, run lane by lane.

    Example:

    ```mlir
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                     affine_map<(d0, d1) -> (d0)>],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<8x1024xf32>) outs(%s : memref<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    ```
    becomes a loop over the 8 rows, each summing 32 chunks of
    `vector<32xf32>` in 4 blocks merged pairwise, then its lanes by
    halving, and adding the total to `%s[i]`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
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

    A kernel identical to one already made in the module (the same body,
    argument types and attributes; locations and names aside, compared by
    its generic form printed without locations) is not made again: the op
    calls the existing one. A transformer step repeats the same loop nests
    in every layer, so the number of kernels stays constant in the layers
    (238 for fsdp-gen's transformer under `fsdp-lower-to-llvm` at 8 and at
    32 layers, against 1,548 and 5,988), and so does the conversion's work
    on them. `<N>` counts the kernels a caller makes, in op order.

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

def FSDPConvolutionsToIm2Col
    : Pass<"fsdp-convolutions-to-im2col", "::mlir::func::FuncOp"> {
  let summary = "Computes convolutions on tensors as im2col and a contraction";
  let description = [{
    Rewrites each convolution on tensors of static shapes as a window
    matrix and one contraction that `fsdp-contractions-to-blas` runs as
    GEMMs: any linalg op (a named `linalg.conv_*` or a `linalg.generic`)
    with two float inputs, an f32 or f64 output, a multiply-add body and
    indexing maps that are projected permutations but that of the input
    the window slides over, indexed by sums of loops times constants (any
    stride, dilation, rank or layout: torch's `conv1d`/`conv2d`/`conv3d`
    and the convolutions of their backward, JAX's convolutions). The
    window matrix gathers that input over the loops it reads: the output's
    loops it reads, in the output's order, then the reduction loops, in the
    other input's order. Each GEMM role's loops are neighbours, so the
    runtime reads the windows in place, as a GEMM per image where the
    output interleaves its images and pixels with the channels (with the
    reductions where the output has its channels, a weight gradient's
    windows split its rows, and the runtime copied them into a packed
    layout for every call: torchvision ResNet-18's step on 2 ranks here,
    3 alternating rounds at load 3, median 1487 ms before, 1162 ms after,
    the same bits).
    The rule is `matchIm2Col` (LoweringFolds.h), which the cost model (the
    contraction rate) and the memory model (the window matrix, live while
    the op runs) follow. Left as they are: what no GEMM computes (a
    depthwise convolution, whose channels each have their own filter; a
    pooling; integer or bf16/f16 sums) and dynamic shapes. A convolution
    left as it is becomes a loop nest that sums each output element as one
    chain of C x kernel dependent scalar additions: slow, and its rounding
    grows with the chain (the framework's own kernels sum in blocks).

    Example:

    ```mlir
    %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x4x6x6xf32>,
        tensor<8x4x3x3xf32>) outs(%z : tensor<1x8x4x4xf32>)
    ```
    becomes a `linalg.generic` that gathers a `tensor<1x4x4x4x3x3xf32>` of
    windows (`x[n, c, oh + kh, ow + kw]` at `[n, oh, ow, c, kh, kw]`) and a
    `linalg.generic` contraction of it with `%w` into `%z`: for each image
    the (16 x 36) windows times the (36 x 8) transposed filter.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
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

//===----------------------------------------------------------------------===//
// The CPU lowering's fusion and entry ABI
//===----------------------------------------------------------------------===//

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

    Nor is a producer fused into a user that reads it through a broadcast
    (an indexing map that drops loops: a 0-d scalar, a row): its work would
    run once for every element it is broadcast to. An exported optimizer's
    bias corrections (a `pow`, a `sqrt` and divisions of the step count,
    and the frontend's `cf.assert` checks of them) stay scalar loops of
    their own instead of running per parameter element, which also keeps
    the update's loop vectorizable (bench/RESULTS.md, "The GPT step
    exported": 23% off the exported DDP step).

    A fused op stops growing at 64 inputs and 512 body ops: upstream's
    fusion builds each fused op anew, so a chain fused one link at a time
    (global-norm clipping's 0-d adds, one per parameter) would cost the
    square of its length. A longer chain becomes several ops, each reading
    the one before: the same operations in the same order, so the same
    bits.

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

    A forward step -- `fsdp.state` arguments and no result that updates one:
    an evaluation step that runs on the state of the training step of the
    same model, which the runner passes as it holds it -- gets
    `bufferization.writable = false` on every tensor argument instead: it
    writes into neither that state nor the caller's inputs (where it would,
    bufferization copies first).

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
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::linalg::LinalgDialect"];
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

def FSDPFuseRowReductions
    : Pass<"fsdp-fuse-row-reductions", "::mlir::func::FuncOp"> {
  let summary = "Joins row reductions on buffers to the loop over the same "
                "rows before them";
  let description = [{
    `fsdp-blocked-reductions` emits one loop nest per linalg op. A
    log-softmax then reads its logits once for the row maximum and again
    for the label's logit, and writes exp(x - max) in one loop to read it
    back in the next for the row sum.

    First, a cheap elementwise loop (an all-parallel generic on buffers of
    static shape, at most 4 arith ops other than divisions in its body, at
    most one input as large as its loops, the others broadcast) whose one
    output is a buffer allocated in its block is recomputed in the ops that
    read that buffer, where they are at most 4 generics of its block over
    the same loops that read it at the same points as an input, at most 64
    ops after it, and nothing between writes a buffer it reads (its
    inputs' deallocations between move after the last reader). Each reader
    takes its inputs and its body in place of the buffer, which is no
    longer written: the loop, the allocation and its deallocations go (a
    bias add before a log-softmax: one pass over the logits less, one
    buffer of their size less). The values are the same ops on the same
    operands, so the same bits.

    Then the pass joins a row reduction (a
    `linalg.generic` on buffers that `fsdp-blocked-reductions` sums along
    its rows) to an earlier generic of its block over the same loops (the
    same static sizes): an all-parallel loop, or another row reduction
    with the same iterators. The two become one generic at the earlier
    one's place, with the earlier one's outputs and then the reduction's,
    its body the two bodies in order:

    * a reduction that reads a buffer the earlier loop writes at every
      point, at the same points, takes the value computed in the loop
      instead of loading it (an elementwise loop and the sum of what it
      stores: the value is still stored);
    * a reduction that reads an input of the earlier op at the same points
      shares its load (two reductions of the same rows: siblings).

    A pair related neither way is left alone (one loop would save no
    memory traffic). The reduction moves ahead of the ops between them:
    those it depends on must be allocations, views, fills or pure ops
    (its output's buffer and its initial value), which move ahead with it,
    and the others must touch no buffer that it or those write, nor write
    one it reads (buffers are told apart by their allocations; function
    arguments may alias each other). The result must be a row reduction
    `fsdp-blocked-reductions` emits as one pass over each row
    (`matchFusedRowReduction`: every output reduced or stored at every
    point, no output's value reaching another, at most 8 sums); otherwise
    nothing changes. Each reduced output keeps the tree it has alone, and
    stored values are the same ops on the same operands, so the results
    are bitwise those of the separate loops; `convert-linalg-to-loops`
    lowers the joined op to the same scalar chains too. Each reduction
    tries the 16 generics before it, nearest first.

    Example: the maximum and the sum of the rows of `%x`, into buffers
    the function allocates (were `%max` an argument, as `%x` is, the two
    might alias, and nothing would change)

    ```mlir
    %max = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [#id, #row],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<4x1000xf32>) outs(%max : memref<4xf32>) {...}
    %sum = memref.alloc() : memref<4xf32>
    linalg.fill ins(%zero : f32) outs(%sum : memref<4xf32>)
    linalg.generic {indexing_maps = [#id, #row],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<4x1000xf32>) outs(%sum : memref<4xf32>) {...}
    ```
    become
    ```mlir
    %max = memref.alloc() : memref<4xf32>
    %sum = memref.alloc() : memref<4xf32>
    linalg.fill ins(%zero : f32) outs(%sum : memref<4xf32>)
    linalg.generic {indexing_maps = [#id, #row, #row],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<4x1000xf32>)
        outs(%max, %sum : memref<4xf32>, memref<4xf32>) {
    ^bb0(%in: f32, %m: f32, %s: f32):
      %0 = arith.maximumf %in, %m : f32
      %1 = arith.addf %in, %s : f32
      linalg.yield %0, %1 : f32, f32
    }
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FSDPSplitSharedInits
    : Pass<"fsdp-split-shared-inits", "::mlir::func::FuncOp"> {
  let summary = "Starts the ops that share one init or destination tensor "
                "from one buffer";
  let description = [{
    One-Shot Bufferize's analysis, deciding one operand, gathers every use
    of every alias of its value. A tensor that many linalg ops read as their
    init, directly or through a `tensor.expand_shape` or `collapse_shape`,
    or that many `tensor.insert_slice` ops write into, has all of them among
    those uses: a HF Llama step's zero fills are the inits of every layer's
    contractions and row sums (353 of them for one fill at 32 layers), a
    zero constant the destination of every layer's rotary embedding
    gradient, and with them the bufferization took 6.5x the instructions
    for 4x the layers.

    A tensor all of whose uses are such inits or destinations in its own
    block (a reshape with that one use), at least `min-inits` of them, whose
    buffer is a function argument's, a new tensor's or a constant's, gives
    them a buffer instead: one `bufferization.to_buffer read_only` of it
    right before its first use and one `bufferization.to_tensor restrict`
    of that (not writable) in place of the tensor for every init but the
    one of the last writer, which keeps the tensor. The analysis copies
    each of these inits from the buffer, as it copied them from the
    tensor's buffer, which every later init reads; the last writer may
    still write into it, every other writer being before it. Bufferization
    replaces each `to_tensor` by the buffer and the `to_buffer` by the
    tensor's buffer: the bufferized IR is the same as without this pass.
    (Those buffers have the identity layout whatever the analysis decides,
    as destination-style results written into them do, so that the
    `to_buffer` folds away.)

    Example (`min-inits=2`):

    ```mlir
    %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %a = linalg.generic ... ins(%x : tensor<8x4xf32>) outs(%z : tensor<8xf32>) ...
    %b = linalg.generic ... ins(%y : tensor<8x4xf32>) outs(%z : tensor<8xf32>) ...
    ```
    becomes
    ```mlir
    %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %m = bufferization.to_buffer %z read_only : tensor<8xf32> to memref<8xf32>
    %t = bufferization.to_tensor %m restrict : memref<8xf32> to tensor<8xf32>
    %a = linalg.generic ... ins(%x : tensor<8x4xf32>) outs(%t : tensor<8xf32>) ...
    %b = linalg.generic ... ins(%y : tensor<8x4xf32>) outs(%z : tensor<8xf32>) ...
    ```
  }];
  let options = [
    Option<"minInits", "min-inits", "unsigned", /*default=*/"16",
           "Fewest inits of a tensor that are split">,
  ];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

#endif // FSDP_LOWERING_PASSES_TD
