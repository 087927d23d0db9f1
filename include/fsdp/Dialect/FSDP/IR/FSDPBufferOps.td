//===- FSDPBufferOps.td - FSDP collectives on buffers ------*- tablegen -*-===//
//
// Destination-style collectives on memrefs: what the tensor collectives
// bufferize to, and what convert-fsdp-to-runtime turns into runtime calls.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD
#define FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD

include "fsdp/Dialect/FSDP/IR/FSDPAsyncOps.td"
include "fsdp/Dialect/FSDP/IR/FSDPBase.td"
include "fsdp/Dialect/FSDP/IR/FSDPInterfaces.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// A collective on buffers reads `input` and writes `output`; the write to the
/// collective resource keeps two collectives in program order, which every
/// rank must agree on.
class FSDP_BufferCollectiveOp<string mnemonic, list<Trait> traits = [],
                              bit start = 0>
    : FSDP_Op<"buffer." # mnemonic # !if(start, "_start", ""),
              !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        MemoryEffects<[MemWrite<FSDP_CollectiveResource>]>,
        AllElementTypesMatch<["input", "output"]>,
        AllRanksMatch<["input", "output"]>,
        FSDP_CollectiveOpInterface
      ])> {
  dag commonArgs = (ins
    FlatSymbolRefAttr:$grid,
    OptionalAttr<FSDP_GridAxesAttr>:$grid_axes,
    Arg<AnyMemRef, "the buffer sent", [MemRead]>:$input,
    Arg<AnyMemRef, "the buffer received",
        [MemWrite]>:$output
  );
  code commonExtraClassDeclaration =
      FSDP_CollectiveForm<mnemonic, /*buffer=*/1, start>.declarations # [{
    ::mlir::MemRefType getInputType() {
      return ::llvm::cast<::mlir::MemRefType>(getInput().getType());
    }
    ::mlir::MemRefType getOutputType() {
      return ::llvm::cast<::mlir::MemRefType>(getOutput().getType());
    }
  }];
  let extraClassDeclaration = commonExtraClassDeclaration;
  code commonExtraClassDefinition = [{
    ::llvm::LogicalResult
    $cppClass::verifySymbolUses(::mlir::SymbolTableCollection &symbolTable) {
      return ::mlir::fsdp::detail::verifyCollectiveSymbolUses(*this,
                                                              symbolTable);
    }
  }];
  let extraClassDefinition = commonExtraClassDefinition;
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

//===----------------------------------------------------------------------===//
// Asynchronous collectives on buffers
//===----------------------------------------------------------------------===//

/// The buffer form of an `fsdp.*_start`: issues the collective and returns a
/// token at once. From the start until the `fsdp.buffer.wait` of the token the
/// collective reads `input` and writes `output` in the background: neither
/// may be freed, `input` may not be written and `output` may not be touched.
class FSDP_BufferStartOp<string mnemonic, list<Trait> traits = []>
    : FSDP_BufferCollectiveOp<mnemonic, traits, /*start=*/1> {
  let results = (outs FSDP_TokenType:$token);
  let extraClassDeclaration = commonExtraClassDeclaration # [{
    /// The wait that completes this collective, or null.
    BufferWaitOp getWait();
    ::mlir::Value getAsyncToken() { return getToken(); }
    ::mlir::Operation *getWaitOp();
  }];
  let extraClassDefinition = commonExtraClassDefinition # [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::fsdp::detail::verifyCollectiveStart(*this);
    }
    BufferWaitOp $cppClass::getWait() {
      return ::llvm::dyn_cast_if_present<BufferWaitOp>(getWaitOp());
    }
    ::mlir::Operation *$cppClass::getWaitOp() {
      return ::mlir::fsdp::detail::getWaitOf(getToken());
    }
  }];
  let hasVerifier = 1;
}

def FSDP_BufferAllReduceStartOp : FSDP_BufferStartOp<"all_reduce", [
    AllShapesMatch<["input", "output"]>]> {
  let summary = "Start an all-reduce of a buffer into a buffer";
  let description = [{
    The buffer form of `fsdp.all_reduce_start`: issues the all-reduce of
    `input` into `output` (see `fsdp.buffer.all_reduce`; they may be the same
    buffer) and returns a token at once. `output` holds the result after the
    `fsdp.buffer.wait` of the token.

    Example:

    ```mlir
    %t = fsdp.buffer.all_reduce_start on @dp reduction = avg
        ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
    fsdp.buffer.wait %t ins(%g : memref<16xf32>) outs(%g : memref<16xf32>)
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

def FSDP_BufferReduceScatterStartOp
    : FSDP_BufferStartOp<"reduce_scatter"> {
  let summary = "Start a reduce-scatter of a buffer into a shard buffer";
  let description = [{
    The buffer form of `fsdp.reduce_scatter_start`: issues the reduce-scatter
    of `input` into `output` (see `fsdp.buffer.reduce_scatter`) and returns a
    token at once; `output` holds this rank's reduced shard after the
    `fsdp.buffer.wait` of the token.

    Example:

    ```mlir
    %t = fsdp.buffer.reduce_scatter_start on @dp scatter_dim = 0
        reduction = avg
        ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
    fsdp.buffer.wait %t ins(%g : memref<16x8xf32>) outs(%s : memref<4x8xf32>)
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

def FSDP_BufferAllGatherStartOp : FSDP_BufferStartOp<"all_gather"> {
  let summary = "Start an all-gather of shard buffers into a buffer";
  let description = [{
    The buffer form of `fsdp.all_gather_start`: issues the all-gather of
    `input` into `output` (see `fsdp.buffer.all_gather`) and returns a token
    at once; `output` holds the gathered buffer after the `fsdp.buffer.wait`
    of the token.

    Example:

    ```mlir
    %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0
        ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
    fsdp.buffer.wait %t ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
    ```
  }];
  let arguments = !con(commonArgs, (ins I64Attr:$gather_dim));
  let assemblyFormat = [{
    `on` $grid (`grid_axes` `=` $grid_axes^)? `gather_dim` `=` $gather_dim
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)` attr-dict
  }];
}

def FSDP_BufferWaitOp : FSDP_Op<"buffer.wait", [
    MemoryEffects<[MemWrite<FSDP_CollectiveResource>]>,
    FSDP_CollectiveWaitOpInterface]> {
  let summary = "Wait for a collective on buffers to complete";
  let description = [{
    Blocks until the collective of `token` (an `fsdp.buffer.*_start`) has
    completed; from here on its `output` holds the result and its `input` may
    be reused. `input` and `output` are the start's buffers: naming them makes
    the wait a use of both, so that buffer deallocation and
    `fsdp-hoist-deallocs` keep them alive while the collective is in flight,
    and its effects (a read of `input`, a write of `output`) keep every access
    to the result after it.

    Example:

    ```mlir
    %t = fsdp.buffer.all_gather_start on @dp gather_dim = 0
        ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
    fsdp.buffer.wait %t ins(%s : memref<4x8xf32>) outs(%w : memref<16x8xf32>)
    ```
  }];
  let arguments = (ins
    FSDP_TokenType:$token,
    Arg<AnyMemRef, "the buffer the collective sends", [MemRead]>:$input,
    Arg<AnyMemRef, "the buffer the collective received",
        [MemWrite]>:$output
  );
  let assemblyFormat = [{
    $token `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `:` type($output) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // FSDP_DIALECT_FSDP_IR_FSDPBUFFEROPS_TD
