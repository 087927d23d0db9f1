//===- FSDPBase.td - FSDP dialect, enums and attributes ----*- tablegen -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPBASE_TD
#define FSDP_DIALECT_FSDP_IR_FSDPBASE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"

def FSDP_Dialect : Dialect {
  let name = "fsdp";
  let cppNamespace = "::mlir::fsdp";
  let summary = "Collectives and sharding metadata for sharded data-parallel "
                "training";
  let description = [{
    The `fsdp` dialect expresses the communication of data-parallel training
    with tensor semantics: `fsdp.all_reduce` (the gradient synchronisation of
    DDP), and the two halves it decomposes into, `fsdp.reduce_scatter` and
    `fsdp.all_gather`, which FSDP (ZeRO) uses to keep only a shard of every
    parameter, gradient and optimizer state on each rank.

    The process group of a collective is an upstream `shard.grid` symbol plus
    a list of grid axes, so IR of the `shard` dialect interoperates. When
    `grid_axes` is omitted the group spans every axis of the grid.

    Unlike upstream `shard` collectives, the `fsdp` collectives are not `Pure`:
    each produces a fresh value (an allocation effect on its result), so two
    all-gathers of the same shard at different points of a step are never
    merged by CSE or hoisted out of loops, while an unused collective may still
    be erased (every rank runs the same program and erases it alike).

    Function argument and result attributes of the dialect describe a training
    step:

    * `fsdp.state` (unit, on arguments): persistent state (parameters and
      optimizer state), carried from one step to the next.
    * `fsdp.updates = i : i64` (on results): this result is the next value of
      argument `i`.
    * `fsdp.loss` (unit, on a result): the scalar loss of the step.
    * `fsdp.sharding = #fsdp.sharding<...>` (on arguments and results): how a
      value is sharded across the group, recorded by `fsdp-shard-state`.
    * `fsdp.hyperparameter = "lr"` (a name, on a non-state argument of one
      floating-point element): a scalar the optimizer reads that a schedule
      changes from step to step (learning rate, momentum, betas); the same
      on every rank, never sharded, given per step by the runner.

    A step function may carry

    * `fsdp.microbatches = K : i64`: its batch inputs are one of K
      microbatches of the batch a step trains on (a frontend's
      `export_train_step(..., microbatches=K)` traces it for B/K of B
      rows); `fsdp-accumulate` (in `fsdp-pipeline`) runs it on K of them
      per step, and the runner refuses it before then.

    Each collective also exists as a start (`fsdp.all_gather_start`, ...)
    returning a `!fsdp.token`, and an `fsdp.wait` of that token, so that a
    schedule can overlap communication with compute.
  }];
  let dependentDialects = ["::mlir::shard::ShardDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral kStateAttrName = "fsdp.state";
    /// On a module: the target its steps are compiled for
    /// (`fsdp-set-target`), a dictionary with `profile`, the machine
    /// profile resolved once (a built-in name or a JSON file).
    static constexpr ::llvm::StringLiteral kTargetAttrName = "fsdp.target";
    /// On a module: the sharding strategy its steps are rewritten for
    /// (`fsdp-set-strategy`), a string naming a `Strategy`.
    static constexpr ::llvm::StringLiteral kStrategyAttrName = "fsdp.strategy";
    static constexpr ::llvm::StringLiteral kUpdatesAttrName = "fsdp.updates";
    static constexpr ::llvm::StringLiteral kLossAttrName = "fsdp.loss";
    static constexpr ::llvm::StringLiteral kShardingAttrName = "fsdp.sharding";
    static constexpr ::llvm::StringLiteral kHyperparameterAttrName =
        "fsdp.hyperparameter";
    /// On an op fsdp-rematerialize added to compute a value again.
    static constexpr ::llvm::StringLiteral kRecomputeAttrName =
        "fsdp.recompute";
    /// On a step fsdp-rematerialize fitted to a limit: `memory_limit`
    /// (bytes), `added_seconds` (the cost model's time of the recomputed
    /// ops per step) and `added_seconds_lower_bound` (the least any
    /// choice adds; inf when none fits).
    static constexpr ::llvm::StringLiteral kRematerializationAttrName =
        "fsdp.rematerialization";
    /// On a step fsdp-accumulate rewrote: the microbatches, the gradient
    /// sync it chose and the figures it modeled for each mode.
    static constexpr ::llvm::StringLiteral kAccumulationAttrName =
        "fsdp.accumulation";
    /// On a step exported for one of K microbatches (an i64 K).
    static constexpr ::llvm::StringLiteral kMicrobatchesAttrName =
        "fsdp.microbatches";
    /// Unit, on the scf.for fsdp-accumulate builds: its body is one
    /// microbatch's forward and backward, a block of the step that the
    /// passes after it place gathers in, bucket and schedule like the
    /// step's own.
    static constexpr ::llvm::StringLiteral kMicrobatchLoopAttrName =
        "fsdp.microbatch_loop";
    /// The lowering's contract with a runner (include/fsdp/Lowering/
    /// DonateState.h). Unit, on a step: the caller donates the state
    /// buffers, so that fsdp-donate-state writes each update into its
    /// argument's buffer.
    static constexpr ::llvm::StringLiteral kDonateStateAttrName =
        "fsdp.donate_state";
    /// `array<i64: ...>` on a lowered step: the results of its original
    /// signature (each an `fsdp.updates`) that it writes into their
    /// arguments' buffers instead of returning, in increasing order.
    static constexpr ::llvm::StringLiteral kDonatedResultsAttrName =
        "fsdp.donated_results";
    /// Unit, on a step: fsdp-packed-entry passes its arguments and results
    /// behind two pointers.
    static constexpr ::llvm::StringLiteral kPackedEntryAttrName =
        "fsdp.packed_entry";
  }];
}

class FSDP_Op<string mnemonic, list<Trait> traits = []>
    : Op<FSDP_Dialect, mnemonic, traits>;

class FSDP_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<FSDP_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def FSDP_ReductionAttr : I32EnumAttr<"Reduction", "reduction of a collective", [
    I32EnumAttrCase<"sum", 0>,
    I32EnumAttrCase<"avg", 1>,
    I32EnumAttrCase<"max", 2>,
    I32EnumAttrCase<"min", 3>
  ]> {
  let cppNamespace = "::mlir::fsdp";
}

/// What a collective computes, whatever its form (blocking or start, on
/// tensors or on buffers). Not an attribute: an op's kind is fixed by its
/// name (see `CollectiveOpInterface::getCollectiveKind`).
def FSDP_CollectiveKind : I32EnumAttr<"CollectiveKind", "kind of a collective", [
    I32EnumAttrCase<"AllReduce", 0, "all_reduce">,
    I32EnumAttrCase<"ReduceScatter", 1, "reduce_scatter">,
    I32EnumAttrCase<"AllGather", 2, "all_gather">
  ]> {
  let cppNamespace = "::mlir::fsdp";
  let genSpecializedAttr = 0;
}

/// How the state of a step is sharded (`strategy=` of fsdp-pipeline and
/// fsdp-set-strategy; `fsdp.strategy` on a module). Not an attribute: the
/// module records it as its string (`stringifyStrategy`), which is also the
/// option's word.
def FSDP_Strategy : I32EnumAttr<"Strategy", "sharding strategy", [
    // ZeRO-3: one all-gather per use of a parameter.
    I32EnumAttrCase<"FullShard", 0, "full-shard">,
    // ZeRO-2: one all-gather per parameter, serving forward and backward.
    I32EnumAttrCase<"ShardGradOp", 1, "shard-grad-op">,
    // DDP: the state stays replicated.
    I32EnumAttrCase<"NoShard", 2, "no-shard">,
    // HSDP: full-shard over the innermost grid axis, the shards replicated
    // (all-reduced) over the others.
    I32EnumAttrCase<"Hybrid", 3, "hybrid">
  ]> {
  let cppNamespace = "::mlir::fsdp";
  let genSpecializedAttr = 0;
}

def FSDP_GridAxesAttr
    : DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">;

def FSDP_ShardingAttr : FSDP_Attr<"Sharding", "sharding"> {
  let summary = "How a function argument or result is sharded";
  let description = [{
    Records that a value of logical shape `shape` is split along dimension
    `dim` across the process group `grid` / `axes`. The dimension is padded
    with `pad` trailing elements so that it divides by the group size; rank
    `r` of the group holds elements `[r * s, (r + 1) * s)` of the padded
    dimension, where `s = (shape[dim] + pad) / group_size`. A runner uses it to
    materialise only its shard of the initial state, and a checkpoint to
    reassemble the full tensor (dropping the padding).

    Example:

    ```mlir
    func.func @step(%w: tensor<250x64xf32> {fsdp.state,
        fsdp.sharding = #fsdp.sharding<@dp[0], dim = 0, shape = [1000, 64],
                                       pad = 0>})
    ```
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$grid,
    ArrayRefParameter<"int16_t">:$axes,
    "int64_t":$dim,
    ArrayRefParameter<"int64_t">:$shape,
    "int64_t":$pad
  );
  let assemblyFormat = [{
    `<` $grid `[` $axes `]` `,` `dim` `=` $dim `,` `shape` `=` `[` $shape `]`
    `,` `pad` `=` $pad `>`
  }];
  let genVerifyDecl = 1;
}

#endif // FSDP_DIALECT_FSDP_IR_FSDPBASE_TD
