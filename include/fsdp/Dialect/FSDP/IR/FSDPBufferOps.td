//===- FSDPBufferOps.td - FSDP collectives on buffers ------*- tablegen -*-===//
//
// Destination-style collectives on memrefs: what the tensor collectives
// bufferize to, and what convert-fsdp-to-runtime turns into runtime calls.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD
#define FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD

include "fsdp/Dialect/FSDP/IR/FSDPBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// A collective on buffers reads `input` and writes `output`; the write to the
/// collective resource keeps two collectives in program order, which every
/// rank must agree on.
class FSDP_BufferCollectiveOp<string mnemonic, list<Trait> traits = []>
    : FSDP_Op<"buffer." # mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        MemoryEffects<[MemWrite<FSDP_CollectiveResource>]>,
        AllElementTypesMatch<["input", "output"]>,
        AllRanksMatch<["input", "output"]>
      ])> {
  dag commonArgs = (ins
    FlatSymbolRefAttr:$grid,
    OptionalAttr<FSDP_GridAxesAttr>:$grid_axes,
    Arg<AnyMemRef, "the buffer sent", [MemRead]>:$input,
    Arg<AnyMemRef, "the buffer received",
        [MemWrite]>:$output
  );
  let extraClassDeclaration = [{
    /// The number of ranks in the group, or `std::nullopt` when the grid or
    /// one of the group's axes is dynamic or the grid cannot be found.
    std::optional<int64_t> getGroupSize();
    ::mlir::MemRefType getInputType() {
      return ::llvm::cast<::mlir::MemRefType>(getInput().getType());
    }
    ::mlir::MemRefType getOutputType() {
      return ::llvm::cast<::mlir::MemRefType>(getOutput().getType());
    }
  }];
}

def FSDP_BufferAllReduceOp : FSDP_BufferCollectiveOp<"all_reduce", [
    AllShapesMatch<["input", "output"]>]> {
  let summary = "All-reduce of a buffer into a buffer";
  let description = [{
    The buffer form of `fsdp.all_reduce`: reduces `input` element-wise across
    the ranks of the group and writes the result to `output`, which has the
    same shape and element type. `input` and `output` may be the same buffer
    (in place), which is what bufferization produces when the gradient is not
    used after its reduction.

    Example:

    ```mlir
    fsdp.buffer.all_reduce on @dp reduction = avg
        ins(%g : memref<1024x512xf32>) outs(%g : memref<1024x512xf32>)
    ```
  }];
  let arguments = !con(commonArgs, (ins
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction
  ));
  let assemblyFormat = [{
    `on` $grid (`grid_axes` `=` $grid_axes^)? (`reduction` `=` $reduction^)?
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)` attr-dict
  }];
}

def FSDP_BufferReduceScatterOp : FSDP_BufferCollectiveOp<"reduce_scatter"> {
  let summary = "Reduce-scatter of a buffer into a shard buffer";
  let description = [{
    The buffer form of `fsdp.reduce_scatter`: reduces `input` across the ranks
    of the group and writes slice `r` (of `N` along `scatter_dim`) to the
    `output` of group rank `r`. `output`'s `scatter_dim` is `input`'s divided
    by the group size; every other dimension is equal.

    Example:

    ```mlir
    fsdp.buffer.reduce_scatter on @dp scatter_dim = 0 reduction = avg
        ins(%g : memref<1024x512xf32>) outs(%s : memref<256x512xf32>)
    ```
  }];
  let arguments = !con(commonArgs, (ins
    I64Attr:$scatter_dim,
    DefaultValuedAttr<FSDP_ReductionAttr, "::mlir::fsdp::Reduction::sum">
        :$reduction
  ));
  let assemblyFormat = [{
    `on` $grid (`grid_axes` `=` $grid_axes^)? `scatter_dim` `=` $scatter_dim
    (`reduction` `=` $reduction^)?
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)` attr-dict
  }];
}

def FSDP_BufferAllGatherOp : FSDP_BufferCollectiveOp<"all_gather"> {
  let summary = "All-gather of shard buffers into a buffer";
  let description = [{
    The buffer form of `fsdp.all_gather`: concatenates the `input` of every
    rank of the group along `gather_dim`, in group-rank order, into `output`,
    whose `gather_dim` is `input`'s times the group size.

    Example:

    ```mlir
    fsdp.buffer.all_gather on @dp gather_dim = 0
        ins(%s : memref<256x512xf32>) outs(%w : memref<1024x512xf32>)
    ```
  }];
  let arguments = !con(commonArgs, (ins I64Attr:$gather_dim));
  let assemblyFormat = [{
    `on` $grid (`grid_axes` `=` $grid_axes^)? `gather_dim` `=` $gather_dim
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)` attr-dict
  }];
}

#endif // FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD
