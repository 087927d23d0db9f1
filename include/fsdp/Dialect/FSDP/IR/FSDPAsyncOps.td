//===- FSDPAsyncOps.td - Asynchronous FSDP collectives -----*- tablegen -*-===//
//
// A collective split into a start, which issues it and returns at once, and a
// wait, which blocks until its data has arrived. Scheduling moves starts early
// so that communication overlaps compute.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPASYNCOPS_TD
#define FSDP_DIALECT_FSDP_IR_FSDPASYNCOPS_TD

include "fsdp/Dialect/FSDP/IR/FSDPBase.td"
include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def FSDP_TokenType : TypeDef<FSDP_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "A collective in flight";
  let description = [{
    Produced by an `fsdp.*_start` op and consumed by exactly one `fsdp.wait`.
  }];
}

/// Starts and waits write the collective resource: they are never erased,
/// merged or reordered with respect to each other, so every rank issues and
/// completes its collectives in the same order.
class FSDP_StartOp<string mnemonic, list<Trait> traits = []>
    : FSDP_Op<mnemonic # "_start", !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        MemoryEffects<[MemWrite<FSDP_CollectiveResource>]>,
        AllElementTypesMatch<["input", "result"]>,
        AllRanksMatch<["input", "result"]>,
        FSDP_CollectiveOpInterface
      ])> {
  dag commonArgs = (ins
    FlatSymbolRefAttr:$grid,
    OptionalAttr<FSDP_GridAxesAttr>:$grid_axes,
    AnyRankedTensor:$input
  );
  let results = (outs AnyRankedTensor:$result, FSDP_TokenType:$token);
  let extraClassDeclaration =
      FSDP_CollectiveForm<mnemonic, /*buffer=*/0, /*start=*/1>.declarations # [{
    /// The wait that completes this collective.
    WaitOp getWait();
    ::mlir::Value getAsyncToken() { return getToken(); }
    ::mlir::Operation *getWaitOp();
  }];
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::fsdp::detail::verifyCollectiveStart(*this);
    }
    ::llvm::LogicalResult
    $cppClass::verifySymbolUses(::mlir::SymbolTableCollection &symbolTable) {
      return ::mlir::fsdp::detail::verifyCollectiveSymbolUses(*this,
                                                              symbolTable);
    }
    WaitOp $cppClass::getWait() {
      return ::llvm::dyn_cast_if_present<WaitOp>(getWaitOp());
    }
    ::mlir::Operation *$cppClass::getWaitOp() {
      return ::mlir::fsdp::detail::getWaitOf(getToken());
    }
  }];
  let hasVerifier = 1;
}

def FSDP_AllReduceStartOp : FSDP_StartOp<"all_reduce", [
    AllTypesMatch<["input", "result"]>]> {
  let summary = "Start an all-reduce";
  let description = [{
    Issues the all-reduce of `input` (see `fsdp.all_reduce`) and returns at
    once. `result` holds the reduced tensor only after the `fsdp.wait` of
    `token`; its only use is that wait.

    Example:

    ```mlir
    %r, %t = fsdp.all_reduce_start %g on @dp reduction = sum : tensor<f32>
    %v = fsdp.wait %t, %r : tensor<f32>
    ```
  }];
  let arguments = !con(commonArgs, (ins
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction));
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    (`reduction` `=` $reduction^)? attr-dict `:` type($result)
  }];
}

def FSDP_ReduceScatterStartOp : FSDP_StartOp<"reduce_scatter"> {
  let summary = "Start a reduce-scatter";
  let description = [{
    Issues the reduce-scatter of `input` (see `fsdp.reduce_scatter`) and
    returns at once; `result` is valid after the `fsdp.wait` of `token`.

    Example:

    ```mlir
    %s, %t = fsdp.reduce_scatter_start %g on @dp scatter_dim = 0
        reduction = avg : tensor<16x8xf32> -> tensor<4x8xf32>
    %shard = fsdp.wait %t, %s : tensor<4x8xf32>
    ```
  }];
  let arguments = !con(commonArgs, (ins
    I64Attr:$scatter_dim,
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction));
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    `scatter_dim` `=` $scatter_dim (`reduction` `=` $reduction^)? attr-dict
    `:` type($input) `->` type($result)
  }];
}

def FSDP_AllGatherStartOp : FSDP_StartOp<"all_gather"> {
  let summary = "Start an all-gather";
  let description = [{
    Issues the all-gather of `input` (see `fsdp.all_gather`) and returns at
    once; `result` is valid after the `fsdp.wait` of `token`. Issuing it
    early prefetches a parameter while earlier layers compute.

    Example:

    ```mlir
    %w, %t = fsdp.all_gather_start %shard on @dp gather_dim = 0
        : tensor<4x8xf32> -> tensor<16x8xf32>
    %full = fsdp.wait %t, %w : tensor<16x8xf32>
    ```
  }];
  let arguments = !con(commonArgs, (ins I64Attr:$gather_dim));
  let assemblyFormat = [{
    $input `on` $grid (`grid_axes` `=` $grid_axes^)?
    `gather_dim` `=` $gather_dim attr-dict `:` type($input) `->` type($result)
  }];
}

def FSDP_WaitOp : FSDP_Op<"wait", [
    MemoryEffects<[MemWrite<FSDP_CollectiveResource>]>,
    FSDP_CollectiveWaitOpInterface,
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Wait for a collective to complete";
  let description = [{
    Blocks until the collective of `token` has completed and returns its
    result: `value` is the `result` of the start op that produced `token`.

    Example:

    ```mlir
    %w, %t = fsdp.all_gather_start %shard on @dp gather_dim = 0
        : tensor<4x8xf32> -> tensor<16x8xf32>
    %full = fsdp.wait %t, %w : tensor<16x8xf32>
    ```
  }];
  let arguments = (ins FSDP_TokenType:$token, AnyRankedTensor:$value);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$token `,` $value attr-dict `:` type($result)";
  let hasVerifier = 1;
}

#endif // FSDP_DIALECT_FSDP_IR_FSDPASYNCOPS_TD
