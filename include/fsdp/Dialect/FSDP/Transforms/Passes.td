//===- Passes.td - FSDP sharding passes --------------------*- tablegen -*-===//

#ifndef FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_TD
#define FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ImportShardPass : Pass<"fsdp-import-shard", "ModuleOp"> {
  let summary = "Import upstream shard.all_reduce as fsdp.all_reduce";
  let description = [{
    Rewrites `shard.all_reduce` on the data-parallel axes (the leading axes of
    the grid: `[0]`, or `[0, 1]` of an `R x S` grid for hybrid sharding) over
    ranked tensors into `fsdp.all_reduce`, so that IR produced with
    the upstream `shard` dialect enters the FSDP pipeline. `sum`, `average`,
    `max` and `min` map to `sum`, `avg`, `max` and `min`.

    Fails with a located error on an all-reduce over other grid axes, on a
    reduction the dialect does not have, and on an all-reduce that changes the
    element type.

    Example:

    ```mlir
    %g = shard.all_reduce %grad on @dp grid_axes = [0] reduction = average
        : tensor<64x32xf32> -> tensor<64x32xf32>
    // becomes
    %g = fsdp.all_reduce %grad on @dp grid_axes = [0] reduction = avg
        : tensor<64x32xf32>
    ```
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect"];
  let options = [
    Option<"grid", "grid", "std::string", /*default=*/"\"\"",
           "Only import all-reduces on this grid (default: every grid)">
  ];
}

def SetTargetPass : Pass<"fsdp-set-target", "ModuleOp"> {
  let summary = "Record the machine the steps are compiled for on the module";
  let description = [{
    Resolves the machine profile once -- `host` is the profile
    `$FSDP_PROFILE` names (a built-in name or a JSON file), else the built-in
    default -- checks that it loads, and records it on the module, as DLTI
    records a data layout:

    ```mlir
    module attributes {fsdp.target = {profile = "h100-nvlink"}} { ... }
    ```

    The passes with a cost model (`fsdp-accumulate`, `fsdp-bucket`,
    `fsdp-rematerialize`, `fsdp-schedule`) and `fsdp-report` read the target
    through one accessor (`MachineProfile::forOperation`): their own
    `profile=` option when given, else the module's target, else `host`.
    `fsdp-pipeline` runs this pass first with its `profile` option, so a
    rewritten step says which machine its schedule was made for, and no
    later pass reads the environment again.

    Fails with an error naming the profile when it does not load.
  }];
  let options = [
    Option<"profile", "profile", "std::string", /*default=*/"\"host\"",
           "Machine profile: a built-in name, a JSON file, or host "
           "($FSDP_PROFILE, else the built-in default)">,
  ];
}

def SetStrategyPass : Pass<"fsdp-set-strategy", "ModuleOp"> {
  let summary = "Record the sharding strategy the steps are rewritten for";
  let description = [{
    Records the sharding strategy on the module, once, where the passes that
    depend on it read it:

    ```mlir
    module attributes {fsdp.strategy = "shard-grad-op"} { ... }
    ```

    `fsdp-decompose-all-reduce` (whether it splits hybrid),
    `fsdp-accumulate` (the strategy its models of the modes shard the state
    by) and `fsdp-shard-state` (how it shards the state) read it through one
    accessor (`getStrategy`); on a module without one, the strategy is
    `full-shard`. `fsdp-pipeline` runs this pass with its `strategy` option,
    after `fsdp-set-target`, so a rewritten step says how it was sharded and
    no pass is handed the strategy again. To run those passes alone under
    another strategy, run this one first
    (`--fsdp-set-strategy=strategy=shard-grad-op --fsdp-shard-state`).

    The strategy is one of `full-shard`, `shard-grad-op`, `no-shard` and
    `hybrid`; the dialect's verifier rejects any other string in
    `fsdp.strategy`.
  }];
  let options = [
    Option<"strategy", "strategy", "::mlir::fsdp::Strategy",
           /*default=*/"::mlir::fsdp::Strategy::FullShard",
           "Sharding strategy: full-shard, shard-grad-op, no-shard or hybrid",
           [{::mlir::fsdp::strategyValues()}]>
  ];
}

def AccumulatePass : Pass<"fsdp-accumulate", "ModuleOp"> {
  let summary = "Accumulate gradients over microbatches before reducing them";
  let description = [{
    Gradient accumulation as a rewrite of the step, so that it works for
    every frontend's steps and hand-written ones alike. The step as given
    is one microbatch: its batch inputs have `b` rows per rank. With
    `microbatches=K` the rewritten step takes `K*b` rows and runs the
    forward and backward (everything the reductions of the gradients and
    loss read, and whatever else reads the batch before a reduction, such
    as torch-mlir's bound checks of token ids down to their `cf.assert`,
    with what it reads) in an `scf.for` over K slices of `b` rows. The
    contract's loss is a mean over the rank's rows, so the accumulated
    gradients and loss are divided by K, which makes them means over all
    `K*b` rows; the update is unchanged. The reductions are the first
    blocking `fsdp.all_reduce` or `fsdp.reduce_scatter` of each value (the
    pass runs after `fsdp-shard-update` in `fsdp-pipeline`, so a sharded
    gradient's is its reduce-scatter; a hybrid shard's all-reduce after it
    stays after the loop):

    * `gradient-sync=last`: accumulators of the full gradients, reduced
      once after the loop (DDP's `no_sync`): one reduction per step, full
      gradient bytes held through the loop;
    * `gradient-sync=each`: every microbatch's values are reduced in the
      loop (a clone of the step's collective) and the reduced values
      accumulated, so a sharded gradient's accumulator is its shard: K
      reductions per step, 1/N of the accumulator bytes;
    * `gradient-sync=auto`: the mode whose modeled step is faster among
      those whose modeled peak fits `memory-limit` (any, without one), else
      the one with the lower peak.

    Accumulators are zero-filled allocations of their own, updated in place.
    Both modes are modeled on copies of the step with the state sharded by
    the module's strategy (`fsdp.strategy`, `fsdp-set-strategy`; the cost
    model of `profile`, the memory model), and the
    figures recorded on the function as `fsdp.accumulation`
    (`{microbatches, gradient_sync, requested, last = {peak_bytes,
    bytes_sent, step_seconds}, each = {...}}`), which `fsdp-report`
    prints. The loop is marked `fsdp.microbatch_loop`: `fsdp-shard-state`
    then gathers the parameters inside it for every microbatch under full
    shard (once before it under shard-grad-op), and `fsdp-bucket`,
    `fsdp-schedule` and `fsdp-rematerialize` work in its body.

    A step exported for one of K microbatches (`fsdp.microbatches = K`, from
    a frontend's `export_train_step(..., microbatches=K)`) is accumulated
    over K without the option; the option may repeat K but not contradict
    it, and the attribute gives way to `fsdp.accumulation`.

    Fails with a located error when the step has no all-reduce, when the
    forward/backward reads a reduced value, when a batch input has no static
    batch dimension or inputs differ in rows, and when something after the
    reduction reads the batch. `microbatches=1` leaves the step unchanged.

    Example (`microbatches=2`, inputs of 4 rows become 8):

    ```mlir
    %g = <forward and backward of %x : tensor<4x16xf32>>
    %r = fsdp.all_reduce %g on @dp reduction = avg : tensor<16x8xf32>
    // becomes (%x : tensor<8x16xf32>)
    %sum = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %zero) {
      %xk = tensor.extract_slice %x[%k * 4, 0] [4, 16] [1, 1]
      %gk = <forward and backward of %xk>
      %next = linalg.add ins(%acc, %gk : ...) outs(%acc : tensor<16x8xf32>)
      scf.yield %next : tensor<16x8xf32>
    }
    %mean = arith.divf %sum, %two : tensor<16x8xf32>
    %r = fsdp.all_reduce %mean on @dp reduction = avg : tensor<16x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"microbatches", "microbatches", "int64_t", /*default=*/"1",
           "Microbatches of the step's batch per step (1: unchanged)">,
    Option<"gradientSync", "gradient-sync", "::mlir::fsdp::GradientSync",
           /*default=*/"::mlir::fsdp::GradientSync::Last",
           "When the gradients are reduced: last, each or auto",
           [{::mlir::fsdp::gradientSyncValues()}]>,
    Option<"memoryLimit", "memory-limit", "::mlir::fsdp::ByteSize",
           /*default=*/"",
           "Bytes per rank `auto` keeps the modeled peak within (k, M, G, "
           "Ki, Mi, Gi suffixes; empty: no limit)">,
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Machine profile of the cost model (as fsdp-schedule's); empty: "
           "the module's target, else host">
  ];
}

def DecomposeAllReducePass : Pass<"fsdp-decompose-all-reduce", "ModuleOp"> {
  let summary = "Split all_reduce into reduce_scatter and all_gather";
  let description = [{
    Rewrites `all_reduce(g)` into `all_gather(reduce_scatter(g))` along
    dimension 0. When dimension 0 does not divide by the group size, the
    input is padded with zeros up to the next multiple and the padding is
    sliced off the gathered result, so every static shape works. Rank-0
    tensors, and tensors smaller than `replicate-below-bytes`, stay
    all-reduced (replicated), like DeepSpeed's persistence threshold.

    Under the `hybrid` strategy (HSDP, FSDP's `HYBRID_SHARD`; the module's
    `fsdp.strategy`, recorded by `fsdp-set-strategy`), an all-reduce over
    the grid axes `[0, .., k]` (k >= 1) shards over the innermost axis `k` only (the
    ranks of one host) and replicates over the others (across hosts): the
    reduce-scatter and the all-gather run over axis `k`, and the shard is
    all-reduced over the other axes in between, so only a `1/S` shard of each
    gradient crosses the outer axes. That all-reduce (and the gather) is
    placed before the first use of the gradient, so the reduce-scatters of
    backward stay a run that `fsdp-bucket` can merge. Under any other
    strategy, the whole group shards.

    Fails with a located error on an all-reduce whose dimension 0 is dynamic,
    and under `hybrid`, on an all-reduce over a single grid axis.

    Example (group of 4):

    ```mlir
    %g = fsdp.all_reduce %grad on @dp reduction = avg : tensor<10x8xf32>
    // becomes
    %p = tensor.pad %grad low[0, 0] high[2, 0] { ... yield 0.0 }
    %s = fsdp.reduce_scatter %p on @dp scatter_dim = 0 reduction = avg
        : tensor<12x8xf32> -> tensor<3x8xf32>
    %a = fsdp.all_gather %s on @dp gather_dim = 0
        : tensor<3x8xf32> -> tensor<12x8xf32>
    %g = tensor.extract_slice %a[0, 0] [10, 8] [1, 1]
    ```

    Hybrid example (grid `2x4`):

    ```mlir
    %g = fsdp.all_reduce %grad on @dp grid_axes = [0, 1] reduction = avg
        : tensor<16x8xf32>
    // becomes
    %s = fsdp.reduce_scatter %grad on @dp grid_axes = [1] scatter_dim = 0
        reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
    %r = fsdp.all_reduce %s on @dp grid_axes = [0] reduction = avg
        : tensor<4x8xf32>
    %g = fsdp.all_gather %r on @dp grid_axes = [1] gather_dim = 0
        : tensor<4x8xf32> -> tensor<16x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"grid", "grid", "std::string", /*default=*/"\"\"",
           "Only decompose all-reduces on this grid (default: every grid)">,
    Option<"replicateBelowBytes", "replicate-below-bytes", "int64_t",
           /*default=*/"0",
           "Keep all-reduces of tensors smaller than this many bytes">
  ];
}

def ShardUpdatePass : Pass<"fsdp-shard-update", "func::FuncOp"> {
  let summary = "Run the optimizer update on shards";
  let description = [{
    Moves each `fsdp.all_gather` of a reduce-scattered gradient forward
    through the ops that consume it, so they compute on this rank's shard
    instead of on the gathered tensor. An op is rewritten when it is
    elementwise along the sharded dimension (`arith`/`math` ops on tensors,
    `linalg` ops whose indexing maps keep the sharded loop at dimension 0 of
    every operand that uses it) and its other operands are shards, `fsdp.state`
    arguments (sliced to this rank's shard with `shard.all_slice`, which
    `fsdp-shard-state` later replaces by the sharded argument), splat
    constants, fills, or operands that do not depend on the sharded loop
    (scalars and broadcasts). An operand computed by an elementwise op
    (`arith`/`math` on tensors, or a `linalg` op parallel along the sharded
    loop, such as a broadcast of a constant) from such operands is itself
    recomputed on the shard. This covers SGD, momentum, Adam and AdamW with
    weight decay, written op by op (one `linalg.generic` per op, as
    torch-mlir and StableHLO's legalization to linalg emit them) or as one
    fused multi-result `linalg.generic`.

    A `linalg` op whose body reads the index of the sharded loop
    (`linalg.index`) stays in full. Side effects in a body (the `cf.assert`
    checks torch-mlir emits) run on every rank's shard, which together cover
    every element once; with padding rows, only effects that do not depend on
    the elements of sharded operands are allowed. The original op is erased
    once its clone on shards replaces it.

    A state argument sliced for the update must have its own update computed
    on shards, else `fsdp-shard-state` could not pass it as a shard: the
    pass then starts again with that argument kept in full (and says which
    op needed it with a remark), so its output is always accepted by
    `fsdp-shard-state`.

    A sum over the whole sharded dimension (the squared norm of a gradient,
    for global grad-norm clipping) becomes a sum over the local shard plus a
    scalar `fsdp.all_reduce`.

    Values still needed in full by an op that cannot be rewritten are
    gathered again right after their shard is computed (for a gradient: the
    original all-reduce is kept), with a remark naming the op and why.
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::shard::ShardDialect",
                           "::mlir::tensor::TensorDialect"];
}

def PartitionReductionsPass
    : Pass<"fsdp-partition-reductions", "func::FuncOp"> {
  let summary = "Sum a replicated gradient's rows in the blocks FSDP's shards "
                "hold";
  let description = [{
    FSDP sums a reduction over the rows of a sharded gradient (the squared
    norm of global-norm clipping, a factored moment's column sums) as one
    partial sum per rank over its shard of `B = ceil(R / N)` rows, the last
    ones zero-padded, then an `fsdp.all_reduce` that adds the partial sums
    in rank order (the runtime's deterministic mode). A DDP step holds the
    whole all-reduced gradient and summed all `R` rows as one tree, which
    rounds differently.

    This pass sums such a reduction over the same partition: `N` copies of
    the op on row blocks of shape `B x ...` (the same shape as FSDP's shard,
    so the same blocked tree), added in rank order. DDP and FSDP then take
    the same bits in deterministic mode; the value is the same sum,
    associated differently. It runs in `fsdp-lower-to-llvm`, on DDP and FSDP
    steps alike: an FSDP step's shards no longer come from an all-reduce,
    and an all-reduce FSDP kept (a tensor it replicates) is partitioned the
    same way in both.

    A `linalg` op is partitioned when one of its reduction loops is walked
    by dimension 0 of every input that uses it (and by no init), one of
    those inputs is computed elementwise from an `fsdp.all_reduce` (sum or
    average, over every axis of its grid, of `N > 1` ranks) with `R` rows,
    each output is a sum (`arith.addf`/`addi` of its accumulator) from a
    zero init, the body does not read the loop's index and has no side
    effects, and, when `N` does not divide `R`, each summed term is zero
    for zero inputs (as FSDP requires of its padded shards). Other ops are
    left alone; so are the reductions of a hybrid step's shards (an
    all-reduce over some of the grid's axes).

    Example (grid of 2, 5 rows):

    ```mlir
    %g = fsdp.all_reduce %grad on @dp reduction = avg : tensor<5x4xf32>
    %n = linalg.generic {iterator_types = ["reduction", "reduction"]}
        ins(%g : tensor<5x4xf32>) outs(%zero : tensor<f32>) { x * x + acc }
    // becomes
    %b0 = tensor.extract_slice %g[0, 0] [3, 4] [1, 1]
    %p0 = linalg.generic ... ins(%b0 : tensor<3x4xf32>) outs(%zero ...)
    %s1 = tensor.extract_slice %g[3, 0] [2, 4] [1, 1]
    %b1 = tensor.pad %s1 low[0, 0] high[1, 0] { yield 0.0 }
    %p1 = linalg.generic ... ins(%b1 : tensor<3x4xf32>) outs(%zero ...)
    %n = linalg.generic ... ins(%p0, %p1) { %p0 + %p1 }
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ShardStatePass : Pass<"fsdp-shard-state", "func::FuncOp"> {
  let summary = "Make the training step take and return state shards";
  let description = [{
    Changes the signature of a training step so that every `fsdp.state`
    argument whose update is computed on shards (by `fsdp-shard-update`) is
    passed and returned as this rank's shard, recorded with an
    `fsdp.sharding` attribute on the argument and on its result. Optimizer
    state used only by the update is never gathered. Every other use of a
    sharded parameter (forward and backward compute) gets an `fsdp.all_gather`
    placed immediately before it, or, for a use inside a region (a table read
    with `tensor.extract` in a `linalg.generic` body, a loop body), before the
    op of the function body that holds the region: a gather is never placed
    inside a region, where it would run once per iteration -- except a
    microbatch loop of `fsdp-accumulate` (`fsdp.microbatch_loop`), whose body
    is a block of the step like the function's. Where they go depends on the
    module's strategy (`fsdp.strategy`, recorded by `fsdp-set-strategy`):

    * `full-shard` (ZeRO-3, default): one gather per use, so the gathered
      copy dies right after its use (reshard after forward, gather again in
      backward); in a microbatch loop the gathers are inside it, once per
      microbatch, as PyTorch FSDP2 gathers;
    * `shard-grad-op` (ZeRO-2): one gather per parameter, before its first
      use, serving forward and backward (and every microbatch: before the
      microbatch loop);
    * `no-shard` (DDP): the function is left unchanged;
    * `hybrid` (HSDP): gathers placed as for `full-shard`; the shards and
      their groups are those `fsdp-decompose-all-reduce` made under it (one
      grid axis), which the `fsdp.sharding` attribute records.

    Frozen state -- read by compute, never changed: no result updates it,
    or its result returns the argument itself (the parameters a fine-tuning
    run does not train, LoRA's base) -- is sharded the same way, over the
    group of the sharded parameters, with the gathers of every other
    parameter before each use and its shard returned unchanged; it gets no
    reduction. Frozen state whose dimension 0 does not divide by the group,
    and every state when nothing else is sharded, stays replicated.

    A forward step -- state and no update: an evaluation step, which runs on
    the state of the training step of the same model -- has all its state
    frozen. It is sharded over the group of the step's all-reduces (the
    loss's average; under `hybrid`, its innermost axis), padded where
    dimension 0 does not divide: the layout in which the training step
    holds the parameters it trains. Without an all-reduce (a step that
    returns the model's outputs), over the module's one grid as the
    training step's all-reduces span it (under `hybrid`, its innermost
    axis).

    State whose update is computed in full stays replicated.

    Checks the training-step contract first (`TrainingStepContract::get`, as
    fsdp-shard-update, fsdp-report and fsdp-run do) and fails with a located
    error when `fsdp.updates` is out of range, names a non-state argument or
    one already updated, when a state argument and its update differ in
    type, when there are two losses or a loss of more than one element, or
    when an `#fsdp.sharding` does not resolve or is not the value's type.
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MixedPrecisionPass : Pass<"fsdp-mixed-precision", "func::FuncOp"> {
  let summary = "Gather parameters and compute in a narrower type";
  let description = [{
    A mixed-precision policy like FSDP2's `MixedPrecisionPolicy`
    (`param_dtype`, `reduce_dtype`) on a sharded training step, after
    `fsdp-shard-state` (parameters are gathered by `fsdp.all_gather`,
    gradients reduced by `fsdp.reduce_scatter` / `fsdp.all_reduce`) and
    before `fsdp-bucket` and `fsdp-async`:

    * The state (master parameter shards, optimizer state) and the optimizer
      update stay f32.
    * The *compute* is every op of the function body from which a value
      flows into the input of a collective reduction or into the loss,
      without passing through a reduction first (forward and backward; the
      update comes after the reductions). Every f32 value it produces
      (op results, block arguments and ops of `linalg` bodies, with `scf`
      control flow in them, and of `tensor.pad` regions, float constants)
      becomes `param-dtype`; floating inputs of the step are cast too.
    * A value entering the compute from outside (a parameter shard, a
      floating input, a value of the update, an op left in f32) is converted
      once, right after its definition (at the entry for an argument): the
      `arith.truncf` of a parameter shard feeds its `fsdp.all_gather`, so the
      gather moves `param-dtype` bytes, and `fsdp-schedule` can still
      prefetch it as early as in f32; constants and `tensor.empty` are
      recreated in the new type instead.
    * `linalg` ops with reduction loops (contractions, sums) read
      `param-dtype` inputs, widen them in their body and accumulate in f32
      into their f32 init, like tensor cores and PyTorch's bf16 matmul; the
      result is rounded to `param-dtype` once (`arith.truncf`).
    * A gradient reduction (a reduction of compute values whose result
      reaches a state update, and the reductions that reduce its result
      further, like hybrid sharding's all-reduce of the shard) runs in
      `reduce-dtype`, and its result is widened to f32 for the update. Other
      reductions (the loss's all-reduce) and the results (the loss) keep
      their declared type: converted back with `arith.extf`.

    An op of the compute that has no `param-dtype` form here (an op outside
    `arith`, `math`, `tensor`, `linalg` and the fsdp all-gather, a bitcast,
    a `linalg` body with such an op) stays in f32 between explicit
    conversions, with a remark naming it.

    `param-dtype=f32` leaves the compute alone; `reduce-dtype=bf16` alone then
    still reduces gradients in bf16.

    Fails with a located error when the step breaks the training-step
    contract, has more than one block, or holds asynchronous or buffer
    collectives (the pass must run before `fsdp-async` and bufferization).

    Example (`param-dtype=bf16 reduce-dtype=f32`, 2 ranks):

    ```mlir
    %w = fsdp.all_gather %w_shard on @dp gather_dim = 0
        : tensor<8x16xf32> -> tensor<16x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x16xf32>) ...
    // becomes
    %ws = arith.truncf %w_shard : tensor<8x16xf32> to tensor<8x16xbf16>
    %xb = arith.truncf %x : tensor<4x16xf32> to tensor<4x16xbf16>
    ...
    %w = fsdp.all_gather %ws on @dp gather_dim = 0
        : tensor<8x16xbf16> -> tensor<16x16xbf16>
    %acc = linalg.matmul ins(%xb, %w : tensor<4x16xbf16>, tensor<16x16xbf16>)
        outs(%zero : tensor<4x16xf32>) -> tensor<4x16xf32>
    %y = arith.truncf %acc : tensor<4x16xf32> to tensor<4x16xbf16>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"paramDtype", "param-dtype", "::mlir::fsdp::FloatDtype",
           /*default=*/"::mlir::fsdp::FloatDtype::BF16",
           "Type of gathered parameters and of the compute: f32, bf16, f16",
           [{::mlir::fsdp::paramDtypeValues()}]>,
    Option<"reduceDtype", "reduce-dtype", "::mlir::fsdp::FloatDtype",
           /*default=*/"::mlir::fsdp::FloatDtype::F32",
           "Type of the gradient reductions: f32 or bf16",
           [{::mlir::fsdp::reduceDtypeValues()}]>
  ];
}

def BucketPass : Pass<"fsdp-bucket", "func::FuncOp"> {
  let summary = "Coalesce collectives into flat buckets";
  let description = [{
    Like the flat parameters of FSDP and the gradient buckets of DDP, merges
    runs of collectives that follow each other in program order into one
    collective over a flat buffer, until a bucket holds `bucket-bytes` bytes
    (of full tensors). The function's body and the body of each microbatch
    loop (`fsdp.microbatch_loop`) are bucketed on their own; no bucket
    spans two of them:

    * all-gathers of shards: the shards are flattened and concatenated, one
      all-gather runs where the first of them ran, and each parameter is cut
      back out of the gathered buffer (rank `r`'s shard of every parameter
      sits in the `r`-th row of the buffer viewed as `N x total`);
    * reduce-scatters of gradients: each gradient is viewed as `N` rows of
      its shard size, the rows are concatenated, one reduce-scatter runs where
      the last of them ran, and each shard is cut out of the result;
    * all-reduces (DDP's gradients, tensors kept replicated by
      `replicate-below-bytes`, hybrid sharding's all-reduces of shards across
      hosts): the flat inputs are concatenated, one all-reduce runs where
      the last of them ran or, if a member's result is used before that,
      right before that use, and each result is its slice. Scalars (a loss,
      a partial norm) stay alone.

    Fewer, larger collectives pay the per-collective latency once per bucket
    instead of once per tensor; the price is that the parameters of a bucket
    are gathered together. Only collectives over the same group, element type
    and reduction are merged, along dimension 0, in the function body; a
    reduce-scatter whose result is used before the last member of its bucket
    ends the bucket, and so does an all-reduce whose input only exists after
    the first use of the bucket's results.

    `bucket-bytes=auto` takes the size from the machine `profile`, per
    collective kind and group size: the smallest power of two of full bytes
    (1 KiB to 1 GiB) whose collective spends as long moving bytes as on its
    fixed cost (the time of an empty collective under the cost model,
    alpha-beta or the calibration table, plus the async hand-off
    `launch_seconds`). Collectives below it are dominated by the fixed cost,
    which a bucket pays once; larger ones gain little. On the cpu-2core
    profile that is 128 KiB on 2 or 4 ranks, on h100-nvlink 8 MiB on 2 ranks
    and 32 MiB on 8. It is `fsdp-pipeline`'s default. `bucket-bytes=off`
    (or 0) makes no buckets; the pass then leaves the step as it is, and
    `fsdp-pipeline` does not run it.
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"bucketBytes", "bucket-bytes", "::mlir::fsdp::BucketBytes",
           /*default=*/[{::mlir::fsdp::BucketBytes::count(25 << 20, "25Mi")}],
           "Close a bucket once it holds this many bytes of full tensors "
           "(k, M, G, Ki, Mi, Gi suffixes; auto: a size from the profile; "
           "off or 0: no buckets)">,
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Machine profile of bucket-bytes=auto: a built-in name, a JSON "
           "file, or host ($FSDP_PROFILE, else cpu-2core); empty: the "
           "module's target (fsdp-set-target), else host">
  ];
}

def AsyncCollectivesPass : Pass<"fsdp-async", "ModuleOp"> {
  let summary = "Split every collective into a start and a wait";
  let description = [{
    Rewrites each blocking `fsdp.all_gather`, `fsdp.reduce_scatter` and
    `fsdp.all_reduce` into the matching `fsdp.*_start`, which issues the
    collective and returns a token, immediately followed by an `fsdp.wait` of
    that token. The program still waits at the same point; `fsdp-schedule`
    then moves starts earlier and waits later.

    Example:

    ```mlir
    %w = fsdp.all_gather %s on @dp gather_dim = 0
        : tensor<4x8xf32> -> tensor<16x8xf32>
    // becomes
    %r, %t = fsdp.all_gather_start %s on @dp gather_dim = 0
        : tensor<4x8xf32> -> tensor<16x8xf32>
    %w = fsdp.wait %t, %r : tensor<16x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect"];
}

def SchedulePass : Pass<"fsdp-schedule", "func::FuncOp"> {
  let summary = "Overlap collectives with compute under a memory budget";
  let description = [{
    Places the starts and waits of asynchronous collectives in the body of a
    function, and in the body of each microbatch loop (`fsdp.microbatch_loop`)
    on its own, within one iteration (under the default bound, the body's
    blocking peak, which is what the loop adds to the step):

    * every wait moves down towards the first use of its value (a reduced
      gradient shard is waited for right before the optimizer needs it);
    * every reduce-scatter and all-reduce start moves up towards the point
      where its input is complete;
    * every all-gather start (parameter prefetch, in forward and in backward)
      moves up until the compute it passes covers the collective's estimated
      time under the cost model, never ahead of the previous all-gather (the
      order in which parameters are needed is the order they are fetched);
    * then, per asynchronous reduction (reduce-scatter or all-reduce start
      that stays asynchronous, see below) in program order, the optimizer
      update of its result moves up: the wait goes back up to
      the first point where the compute since the start covers the
      collective's estimated time (a later wait would only hold the update
      back), and the ops that use the reduced value, free of memory effects,
      whose other operands (state shards, scalars, the parameter shard) are
      all defined before that point or computed there from such values, go
      right after the wait, in their order. The update of the first reduced
      parameter then runs during the rest of the backward instead of after
      it, and its gradient shard is freed there. What needs a later gradient
      (clipping by the global norm) stays where it is, and so does
      everything that uses it; ops with side effects never move. The update
      of a blocking reduction stays too: with nothing in flight for it to
      overlap it would run no earlier, and on the CPU the move made steps
      slower.

    Each move costs memory: a prefetched parameter is alive from its start,
    and a gradient stays alive until the wait of its reduce-scatter (the
    collective reads it in the background). `memory-budget` bounds that:

    * `peak` (default): the step may not hold more than the blocking step
      does. The bytes alive at every point of the step are modeled (the
      `MemoryModel` of the analysis library: buffers of the step as
      bufferization allocates them, from their definition to their last use,
      views and in-place updates sharing their source's buffer), the peak of
      the step as given (blocking: each wait right after its start) is the
      budget, and every move is made only as far as the modeled bytes stay at
      or under that peak everywhere. Prefetch and late waits use the memory
      the step already needs at its peak elsewhere, so the scheduled step's
      peak equals the blocking step's (as far as the model is right;
      `fsdp-report` prints the modeled peak as `predicted_peak_bytes`).
      Moves are decided in program order, waits first, then starts, then
      updates. An update usually costs no memory where it moves (it writes
      the new state over the old one, an argument at its last use, and frees
      the reduced shard early); one that allocates its results (the old
      state is read later) moves only where they fit.
    * a byte count (`512Ki`, `64M`, ...): the bytes of gathered parameters
      alive at once (all other memory unbounded, waits always at the first
      use); when the step
      holds more than that without any prefetch a warning says so and no
      start moves.
    * `unlimited`: no bound (every gather as far up as the cost model
      asks, every wait at the first use).

    An asynchronous collective costs compute time a blocking one does not:
    handing it to the runtime's progress engine and back (the profile's
    `launch_seconds`, measured by `fsdp_rt_bench --calibrate`; 0 in the
    datasheet profiles). And the compute between its start and wait hides
    only the profile's `overlap_efficiency` of what it overlaps (measured by
    the same calibration, per collective and size where the profile has a
    `calibration` table: 1 where transfers run beside compute, as on a GPU's
    copy engines; about 0 on a CPU whose cores all run ranks, since those
    cores also move the bytes). When the hidden part, as placed, does not
    exceed the launch cost, the pair stays where it was and becomes the
    blocking collective again, so overlap is only attempted where it can pay
    for itself.

    Without `profile=`, the profile is the module's target (recorded by
    `fsdp-set-target`, which `fsdp-pipeline` runs first), else `host`: the
    machine the compiler runs on, the profile named by `$FSDP_PROFILE` (a
    built-in name, or a JSON file such as the one
    `bench/schedule_cpu_profile.sh` writes), else the built-in `cpu-2core`,
    matching `fsdp-run`'s default `--device=cpu`. Schedules for GPUs name
    theirs (`fsdp-pipeline=profile=h100-nvlink`).

    The schedule is a deterministic function of the IR, so every rank issues
    the same collectives in the same order. Collectives inside nested regions
    are left in place.

    Example (default budget): in a 3-layer forward whose peak is the last
    layer, the second layer's parameters are prefetched during the first
    layer, where the step holds less than at its peak, but the third layer's
    are not prefetched during the second, where that would exceed the peak.
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect"];
  let options = [
    Option<"memoryBudget", "memory-budget", "::mlir::fsdp::MemoryBudget",
           /*default=*/[{::mlir::fsdp::MemoryBudget::of(
               ::mlir::fsdp::BudgetWord::Peak)}],
           "peak: stay within the blocking step's modeled peak; a byte count "
           "(k, M, G, Ki, Mi, Gi suffixes): bytes of gathered parameters "
           "allowed alive at once; unlimited: no limit">,
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Machine profile of the cost model: a built-in name, a JSON file, "
           "or host ($FSDP_PROFILE, else cpu-2core); empty: the module's "
           "target (fsdp-set-target), else host">
  ];
}

def RematerializePass : Pass<"fsdp-rematerialize", "func::FuncOp"> {
  let summary = "Recompute activations in backward to fit a memory limit";
  let description = [{
    Sharding takes the state down to 1/N per rank; the activations the
    forward keeps for the backward stay, and at real batch sizes they are
    most of the peak. With `memory-limit=BYTES` (per rank; a plain number or
    one with a decimal `k`, `M`, `G` or binary `Ki`, `Mi`, `Gi` suffix) this
    pass chooses values of the step to recompute where they are read again
    instead of keeping them alive, until the step's modeled peak (the
    `MemoryModel` fsdp-report's `predicted_peak_bytes` comes from, with the
    state donated as fsdp-run runs it) is at most the limit.

    A recomputation clones the op that defines a value, and the views of it
    that are read late, right before the first op after the step's peak
    that reads it; reads after the peak take the copy, so the original dies
    after its last read before the peak. What the copy reads is either read
    where it is (kept alive until then), or, when it is dead by then,
    recomputed as well: a gathered parameter is read from another gather
    of it alive there (the backward's own, or another bucket's), or from a
    later gather of it alone moved above the copy, or gathered again (a
    bucket's member alone, not the whole bucket; the scheduler prefetches
    it like any other gather), another value recomputed from what it reads,
    a few levels deep.
    An init that only the op writes (a `tensor.empty`, a fill) is always
    cloned with it. Only ops without memory effects (and blocking
    `fsdp.all_gather`s) are recomputed; values the step returns are not.
    A value read only after the peak is moved there instead (no added
    compute). Clones go before the `tensor.empty` ops right above that
    reader too, whose buffers the model allocates there.

    The choice is greedy on the model: at the modeled peak, the values
    alive across it are tried in each of those ways, each trial measured
    by the memory model, and the one that removes the most bytes above a
    target (summed over the step's positions) per second of added time is
    kept (the cost model's compute time of what is cloned and the
    collective time of a gather done again; a move adds none). The target
    is the limit, or, while the peak is more than its largest value above
    the limit, the peak less that value: each round lowers the top of the
    step. Repeated until the peak fits. Values are tried again in the order
    of their last score, and not at all once that score is below the best
    of the round (lazy greedy). It is a heuristic; how far it is from the
    optimum is bounded: before choosing, the pass computes a lower bound on
    the time any schedule adds to fit the limit (every schedule that runs
    the ops that may be cloned later or again, and the others in their
    order: this search's, and Checkmate's), the Lagrangian relaxation of
    the choice at the cuts where the step holds the most, each a minimum
    s-t cut. The step records both on `fsdp.rematerialization`
    (`memory_limit`, `added_seconds`, `added_seconds_lower_bound`; inf when
    no schedule fits), and fsdp-report shows them.
    docs/design/rematerialization.md gives the gap on the GPT bench model
    and what the step measures against PyTorch's activation checkpointing.

    Recompute is bitwise: a copy is the same op on the same values, lowered
    to the same kernels (`fsdp-fuse-elementwise-ops` keeps a contraction
    whose operand is recomputed a library call). Clones that add compute
    carry `fsdp.recompute`: fsdp-report lists them, the FLOPs they add and
    the values alive at the peak, and its timeline shows them; the
    attribute also keeps `cse` from merging them with the originals they
    copy.

    When no choice brings the peak down to the limit, the pass fails with an
    error that gives the lowest peak it reached, the bytes of the arguments
    (state shards and inputs) in it, the largest values alive there, and a
    floor no choice goes below: the arguments and the most one op that is
    not elementwise reads and writes at once (that op in a note).
    Without `memory-limit` (or `memory-limit=0`) the step is unchanged.
    The step must be one block. A microbatch loop of `fsdp-accumulate`
    (`fsdp.microbatch_loop`, where the forward and backward are under
    gradient accumulation) is rematerialized first, within what the step
    holds around it (the limit less the arguments and the values alive
    across the loop: accumulators, inputs), then the function body; the
    error then gives the bytes held outside the loop.

    Example (`memory-limit` below the peak of a two-layer forward whose
    hidden activation `%h` is kept for the backward):

    ```mlir
    %h = linalg.matmul ins(%x, %w1 ...) outs(%f0 ...)   // kept until %dh
    ...                                                 // the peak
    %dw2 = linalg.matmul ins(%hT, %dy ...)
    // becomes
    %h = linalg.matmul ins(%x, %w1 ...) outs(%f0 ...)   // dies in forward
    ...
    %f1 = linalg.fill ...
    %h1 = linalg.matmul ins(%x, %w1g ...) outs(%f1 ...) {fsdp.recompute}
    %dw2 = linalg.matmul ins(%h1T, %dy ...)
    ```
  }];
  let dependentDialects = ["::mlir::fsdp::FSDPDialect"];
  let options = [
    Option<"memoryLimit", "memory-limit", "::mlir::fsdp::ByteSize",
           /*default=*/"",
           "Bytes one rank may hold at the step's modeled peak (k, M, G, "
           "Ki, Mi, Gi suffixes; empty or 0: no limit)">,
    Option<"profile", "profile", "std::string", /*default=*/"\"\"",
           "Machine profile of the cost model: a built-in name, a JSON file, "
           "or host ($FSDP_PROFILE, else cpu-2core); empty: the module's "
           "target (fsdp-set-target), else host">
  ];
}

#endif // FSDP_DIALECT_FSDP_TRANSFORMS_PASSES_TD
