//===- FSDPInterfaces.td - FSDP collective interfaces -----*- tablegen -*-===//
//
// What every fsdp collective has in common, in its four forms (blocking and
// start, on tensors and on buffers): its process group, its kind, the full
// (unsharded) value it moves and, for a start, the wait that completes it.
// Analyses, schedules and lowerings read collectives through these
// interfaces, so that a new collective op is described once, here and in its
// definition, rather than added to lists of ops in every pass.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_TD
#define FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_TD

include "mlir/IR/OpBase.td"

def FSDP_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::fsdp";
  let description = [{
    A collective over a process group: an upstream `shard.grid` and a list of
    its axes (every axis when `grid_axes` is absent). It sends `input` and
    receives a value of the same element type; along its collective dimension
    (a reduce-scatter's `scatter_dim`, an all-gather's `gather_dim`) one of
    the two is the group size times the other. The larger one is the *full*
    value: the input of an all-reduce or a reduce-scatter, the received value
    of an all-gather.

    An asynchronous start returns a token that exactly one wait (a
    `CollectiveWaitOpInterface`) consumes; a blocking collective has none.
    Every collective names its counterparts in the other forms, which have
    the same operands (plus an output buffer for the buffer forms) and the
    same attributes, so passes convert between forms without knowing the op.
  }];

  let methods = [
    InterfaceMethod<"The `shard.grid` of the process group.",
      "::mlir::FlatSymbolRefAttr", "getGridAttr">,
    InterfaceMethod<[{
        The grid axes the group spans; null when it spans every axis of the
        grid.
      }], "::mlir::DenseI16ArrayAttr", "getGridAxesAttr">,
    InterfaceMethod<"What the collective computes.",
      "::mlir::fsdp::CollectiveKind", "getCollectiveKind">,
    InterfaceMethod<"The tensor or buffer each rank sends.",
      "::mlir::Value", "getInput">,
    InterfaceMethod<[{
        The tensor or buffer each rank receives: the result of a tensor
        collective, the output buffer of a buffer collective.
      }], "::mlir::Value", "getReceived">,
    InterfaceMethod<[{
        The dimension the group size scales (`scatter_dim`, `gather_dim`);
        `std::nullopt` for an all-reduce, whose input and result have the
        same shape.
      }], "std::optional<int64_t>", "getCollectiveDim">,
    InterfaceMethod<[{
        The name of the blocking op of this kind and form (tensor or buffer):
        what a start becomes when it is not worth overlapping.
      }], "::llvm::StringRef", "getBlockingOpName">,
    InterfaceMethod<[{
        The name of the start op of this kind and form: what a blocking
        collective splits into.
      }], "::llvm::StringRef", "getStartOpName">,
    InterfaceMethod<[{
        The name of the buffer op of this kind, blocking or start like this
        one: what the tensor form bufferizes to, with the same attributes and
        `ins(input) outs(output)`.
      }], "::llvm::StringRef", "getBufferOpName">,
    InterfaceMethod<[{
        The token of an asynchronous start, null for a blocking collective.
      }], "::mlir::Value", "getAsyncToken", (ins), [{}], [{
        return {};
      }]>,
    InterfaceMethod<[{
        The wait that completes an asynchronous start (an `fsdp.wait` or
        `fsdp.buffer.wait`); null for a blocking collective or a start whose
        token is not (yet) waited for.
      }], "::mlir::Operation *", "getWaitOp", (ins), [{}], [{
        return nullptr;
      }]>,
    InterfaceMethod<[{
        The grid axes spanned by the group: `grid_axes`, or every axis of
        `grid` when the attribute is absent.
      }], "::llvm::SmallVector<int16_t>", "getGroupAxes",
      (ins "::mlir::shard::GridOp":$grid), [{}], [{
        return ::mlir::fsdp::detail::getGroupAxes($_op.getGridAxesAttr(),
                                                  grid);
      }]>,
    InterfaceMethod<[{
        The number of ranks in the group, or `std::nullopt` when the grid or
        one of the group's axes is dynamic or the grid cannot be found.
      }], "std::optional<int64_t>", "getGroupSize", (ins), [{}], [{
        return ::mlir::fsdp::detail::lookupGroupSize(
            $_op.getOperation(), $_op.getGridAttr(), $_op.getGridAxesAttr());
      }]>,
    InterfaceMethod<[{
        The full (unsharded) value: the input of an all-reduce or a
        reduce-scatter, the received value of an all-gather.
      }], "::mlir::Value", "getFull", (ins), [{}], [{
        return $_op.getCollectiveKind() == ::mlir::fsdp::CollectiveKind::AllGather
                   ? $_op.getReceived()
                   : $_op.getInput();
      }]>,
    InterfaceMethod<"The type of the full (unsharded) value.",
      "::mlir::ShapedType", "getFullType", (ins), [{}], [{
        return ::llvm::cast<::mlir::ShapedType>($_op.getFull().getType());
      }]>,
    InterfaceMethod<[{
        The bytes of the full (unsharded) value, which sizes what the
        collective moves; `std::nullopt` when its shape is dynamic or its
        element type has no bit width.
      }], "std::optional<int64_t>", "getFullBytes", (ins), [{}], [{
        return ::mlir::fsdp::getStaticByteSize($_op.getFullType());
      }]>,
  ];

  let extraSharedClassDeclaration = [{
    /// Whether this is an asynchronous start, completed by a wait.
    bool isAsync() { return static_cast<bool>($_op.getAsyncToken()); }
    /// Whether this collective works on buffers (memrefs), not tensors.
    bool isBufferForm() {
      return ::llvm::isa<::mlir::BaseMemRefType>($_op.getInput().getType());
    }
  }];
}

def FSDP_CollectiveWaitOpInterface : OpInterface<"CollectiveWaitOpInterface"> {
  let cppNamespace = "::mlir::fsdp";
  let description = [{
    The completion of an asynchronous collective: consumes the token of a
    start (a `CollectiveOpInterface` whose `getAsyncToken` is that token).
  }];

  let methods = [
    InterfaceMethod<"The token of the collective this op waits for.",
      "::mlir::Value", "getToken">,
    InterfaceMethod<[{
        The start that produced the token, or null when the token does not
        come directly from a start.
      }], "::mlir::fsdp::CollectiveOpInterface", "getStart", (ins), [{}], [{
        return ::llvm::dyn_cast_or_null<::mlir::fsdp::CollectiveOpInterface>(
            $_op.getToken().getDefiningOp());
      }]>,
  ];
}

/// The declarations through which an op of one of the four forms of the
/// collective `base` (the mnemonic of its blocking tensor form, such as
/// "all_gather") implements `FSDP_CollectiveOpInterface`.
class FSDP_CollectiveForm<string base, bit buffer, bit start> {
  string kind = !cond(!eq(base, "all_reduce"): "AllReduce",
                      !eq(base, "reduce_scatter"): "ReduceScatter",
                      !eq(base, "all_gather"): "AllGather");
  string dim = !cond(!eq(base, "all_reduce"): "std::nullopt",
                     !eq(base, "reduce_scatter"): "getScatterDim()",
                     !eq(base, "all_gather"): "getGatherDim()");
  string prefix = !if(buffer, "fsdp.buffer.", "fsdp.");
  string suffix = !if(start, "_start", "");
  code declarations = [{
    static constexpr ::mlir::fsdp::CollectiveKind getCollectiveKind() {
      return ::mlir::fsdp::CollectiveKind::}] # kind # [{;
    }
    std::optional<int64_t> getCollectiveDim() { return }] # dim # [{; }
    static ::llvm::StringRef getBlockingOpName() {
      return "}] # prefix # base # [{";
    }
    static ::llvm::StringRef getStartOpName() {
      return "}] # prefix # base # [{_start";
    }
    static ::llvm::StringRef getBufferOpName() {
      return "fsdp.buffer.}] # base # suffix # [{";
    }
    ::mlir::Value getReceived() { return }]
    # !if(buffer, "getOutput()", "getResult()") # [{; }
  }];
}

#endif // FSDP_DIALECT_FSDP_IR_FSDPINTERFACES_TD
