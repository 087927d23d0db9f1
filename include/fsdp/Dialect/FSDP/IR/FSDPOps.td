//===- FSDPOps.td - FSDP collective operations -------------*- tablegen -*-===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPOPS_TD
#define FSDP_DIALECT_FSDP_IR_FSDPOPS_TD

include "fsdp/Dialect/FSDP/IR/FSDPBase.td"
include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// The resource every collective communicates through. Results are fresh
/// values (an allocation of this resource), which keeps CSE from merging two
/// collectives of the same value while letting DCE erase unused ones.
def FSDP_CollectiveResource
    : Resource<"::mlir::fsdp::CollectiveResource">;

/// A blocking collective on tensors. Its C++ is shared by every such op:
/// verification, folding and the collective interface depend only on the
/// kind, which the mnemonic names.
class FSDP_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : FSDP_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
        FSDP_CollectiveOpInterface
      ])> {
  dag commonArgs = (ins
    FlatSymbolRefAttr:$grid,
    OptionalAttr<FSDP_GridAxesAttr>:$grid_axes
  );
  let extraClassDeclaration =
      FSDP_CollectiveForm<mnemonic, /*buffer=*/0, /*start=*/0>.declarations;
  let extraClassDefinition = [{
    ::llvm::LogicalResult
    $cppClass::verifySymbolUses(::mlir::SymbolTableCollection &symbolTable) {
      return ::mlir::fsdp::detail::verifyCollectiveSymbolUses(*this,
                                                              symbolTable);
    }
    void $cppClass::getAsmResultNames(::mlir::OpAsmSetValueNameFn setNameFn) {
      setNameFn(getResult(), "}] # mnemonic # [{");
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor) {
      return ::mlir::fsdp::detail::foldSingleRankGroup(*this);
    }
  }];
  let hasFolder = 1;
}

def FSDP_AllReduceOp : FSDP_CollectiveOp<"all_reduce", [
    SameOperandsAndResultType]> {
  let summary = "All-reduce over a process group";
  let description = [{
    Reduces `input` element-wise across the ranks of the group and returns the
    reduced tensor on every rank: the gradient synchronisation of DDP.
    `reduction` is one of `sum`, `avg`, `max`, `min` (default `sum`).

    Example:

    ```mlir
    shard.grid @dp(shape = 4)
    %g = fsdp.all_reduce %grad on @dp reduction = avg : tensor<1024x512xf32>
    ```
  }];
  let arguments = !con(commonArgs, (ins
    AnyRankedTensor:$input,
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction
  ));
  let results = (outs
    Res<AnyRankedTensor, "", [MemAlloc<FSDP_CollectiveResource>]>:$result);
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    (`reduction` `=` $reduction^)? attr-dict `:` type($result)
  }];
}

def FSDP_ReduceScatterOp : FSDP_CollectiveOp<"reduce_scatter", [
    SameOperandsAndResultElementType, SameOperandsAndResultRank]> {
  let summary = "Reduce-scatter over a process group";
  let description = [{
    Reduces `input` element-wise across the ranks of the group and leaves rank
    `r` with the `r`-th of `N` equal slices of the result along
    `scatter_dim`, where `N` is the group size: the result's `scatter_dim` is
    the input's divided by `N`; every other dimension is unchanged.

    Example:

    ```mlir
    %s = fsdp.reduce_scatter %grad on @dp scatter_dim = 0 reduction = avg
        : tensor<1024x512xf32> -> tensor<256x512xf32>
    ```
  }];
  let arguments = !con(commonArgs, (ins
    AnyRankedTensor:$input,
    I64Attr:$scatter_dim,
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction
  ));
  let results = (outs
    Res<AnyRankedTensor, "", [MemAlloc<FSDP_CollectiveResource>]>:$result);
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    `scatter_dim` `=` $scatter_dim (`reduction` `=` $reduction^)? attr-dict
    `:` type($input) `->` type($result)
  }];
}

def FSDP_AllGatherOp : FSDP_CollectiveOp<"all_gather", [
    SameOperandsAndResultElementType, SameOperandsAndResultRank]> {
  let summary = "All-gather over a process group";
  let description = [{
    Concatenates the `input` of every rank of the group along `gather_dim`, in
    group-rank order, and returns the whole on every rank: the result's
    `gather_dim` is the input's times the group size `N`. FSDP uses it to
    materialise a parameter from its shards right before a use.

    Two all-gathers of the same shard are distinct operations (FSDP gathers a
    parameter again in backward after freeing it after forward), so CSE never
    merges them.

    Example:

    ```mlir
    %w = fsdp.all_gather %w_shard on @dp gather_dim = 0
        : tensor<256x512xf32> -> tensor<1024x512xf32>
    ```
  }];
  let arguments = !con(commonArgs, (ins
    AnyRankedTensor:$input,
    I64Attr:$gather_dim
  ));
  let results = (outs
    Res<AnyRankedTensor, "", [MemAlloc<FSDP_CollectiveResource>]>:$result);
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    `gather_dim` `=` $gather_dim attr-dict `:` type($input) `->` type($result)
  }];
}

include "fsdp/Dialect/FSDP/IR/FSDPAsyncOps.td"
include "fsdp/Dialect/FSDP/IR/FSDPBufferOps.td"
#endif // FSDP_DIALECT_FSDP_IR_FSDPOPS_TD
