//===- MemoryModel.h - Bytes alive along a training step --------*- C++ -*-===//
//
// A static model of the memory one rank holds while a step runs: which ops
// allocate a buffer, which results share one (views, waits, ops that write
// into a dead operand), and from which top-level op to which each buffer is
// alive. The scheduler bounds its moves with it and the report predicts the
// step's peak with it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_MEMORYMODEL_H
#define FSDP_DIALECT_FSDP_ANALYSIS_MEMORYMODEL_H

#include "mlir/IR/Block.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace mlir::fsdp {

/// Buffers of the top-level ops of one block, over the positions of those
/// ops (0 .. size-1, in block order).
///
/// The rules follow what one-shot bufferization and buffer deallocation make
/// of a step:
///
/// * block arguments are the caller's (parameters, state, inputs): counted
///   once, for the whole step, in `argumentBytes`; an op that writes into an
///   argument whose last use it is (the rule below: bufferization of function
///   boundaries treats arguments as writable, so an optimizer update writes
///   the new state over the old) allocates nothing either, until the
///   terminator: a returned value that lives in an argument is copied there
///   (buffer deallocation clones the results a function does not own);
/// * with `Updates::Donated` (the default: fsdp-run donates the state,
///   fsdp-donate-state), the op that computes a state update
///   `{fsdp.updates = i}` (the start of a chain of linalg ops from a
///   `tensor.empty`, or an elementwise op) writes into argument `i` instead
///   when the argument is not used after the op, and no update
///   is copied at the return (one that lives elsewhere is copied into its
///   argument there, which allocates nothing); other results that live in
///   an argument are still copied;
/// * views and reshapes (`tensor.extract_slice`, `collapse_shape`,
///   `expand_shape`, `cast`, memref views), `fsdp.wait` and
///   `bufferization.to_tensor`/`to_buffer` alias their source, and so does a
///   `linalg.transpose` that only contractions read (the lowering folds it
///   into their indexing maps; a convolution that runs as im2col is a
///   contraction of its other input);
/// * an elementwise op on tensors or an all-parallel `linalg.generic` (its
///   inputs read through any maps: broadcasts too) whose one user is
///   another such op of the same shape is fused into that user
///   (linalg-fuse-elementwise-ops): no buffer, and what it reads is read at
///   the user (an optimizer's update is one loop); one with several users
///   that fsdp-fuse-multi-use-elementwise fuses into its first
///   (`getFusedLoopOwner`) is computed there: its buffer is allocated, and
///   its operands read, at that user;
/// * a destination-style op (linalg) writes into its init operand when that
///   operand's buffer dies at the op, and allocates otherwise (its init is a
///   `tensor.empty`, an argument, or still used later); the buffer of the
///   first op whose init is a given `tensor.empty` is allocated at the
///   `tensor.empty`, as bufferization does (fsdp-split-empty-tensors gives
///   the later ones empties of their own, right before them); an
///   elementwise op on tensors
///   writes into its first operand of the result type under the same rule,
///   and `fsdp.all_reduce` reduces into its input (in place);
/// * `fsdp.*_start` allocates its result at the start and keeps its input
///   alive until its `fsdp.wait` (the collective reads it in the background);
/// * a loop (`scf.for`) carries its results in the buffers of its inits, in
///   place where an init dies at the loop; an op with regions that is not a
///   linalg op holds, at its position, the most bytes one run of a block of
///   its regions holds at once (a loop's iteration, modeled by these rules
///   on the block, with a `bufferization.materialize_in_destination` of a
///   result into that result's own init an in-place update, and a value
///   yielded in the buffer of its own iteration argument not copied);
/// * constants and `tensor.empty` allocate nothing; every other op allocates
///   each of its statically shaped tensor and memref results (`memref.alloc`
///   included), alive until the last use of any alias, a `memref.dealloc`
///   being a use; values returned by the block's terminator live to its end.
class MemoryModel {
public:
  /// How the state updates of a step reach its caller.
  enum class Updates {
    /// As results (fsdp-opt --fsdp-lower-to-llvm of an unmarked step).
    Returned,
    /// Written into the arguments they update (fsdp-run: the step marked
    /// `fsdp.donate_state`).
    Donated,
  };

  explicit MemoryModel(Block &block, Updates updates = Updates::Donated);

  /// One buffer: the bytes it adds to the step and the first and last
  /// positions at which it is alive (both included). A buffer of the
  /// caller's (an argument written in place) adds 0 bytes; `size` is its
  /// size either way.
  struct Buffer {
    int64_t bytes = 0;
    size_t from = 0, to = 0;
    int64_t size = 0;
    /// The value whose op allocates the buffer (the argument, for an
    /// argument written in place; the returned value, for a copy at the
    /// return).
    Value value = {};
  };

  size_t size() const { return ops.size(); }
  size_t positionOf(Operation *op) const { return position.lookup(op); }
  ArrayRef<Buffer> getBuffers() const { return buffers; }
  /// The buffer a value of the block lives in, or -1 (arguments, constants,
  /// values of nested regions, values without static size).
  int64_t getBufferOf(Value value) const { return bufferOf.lookup(value) - 1; }
  /// The top-level ops that use buffer `id` (directly, through an alias, or
  /// inside their regions; a wait uses the input of its collective), with
  /// their positions.
  ArrayRef<std::pair<size_t, Operation *>> getUses(int64_t id) const {
    return uses[id];
  }
  /// The last position at which buffer `id` is alive if the waits in
  /// `ignoredWaits` did not count as uses.
  size_t lastUseIgnoring(int64_t id, ArrayRef<Operation *> ignoredWaits) const;

  /// Bytes of the block's arguments.
  int64_t argumentBytes() const { return argBytes; }
  /// Bytes of buffers alive at every position.
  SmallVector<int64_t> liveBytes() const;
  /// argumentBytes() + the largest value of liveBytes().
  int64_t peakBytes() const;
  /// The most bytes a block of `op`'s regions holds at once beyond what the
  /// op's own block holds for it: one iteration of a loop, as the model of
  /// the op's block counts it at the op's position.
  static int64_t nestedPeakBytes(Operation *op);
  /// What the step holds around `op`, an op of this block with regions (a
  /// microbatch loop) while a block of it runs: the arguments and the
  /// buffers alive at the op, less the op's own (nestedPeakBytes).
  int64_t bytesAround(Operation *op) const;
  /// The first position where liveBytes() is largest (0 for an empty
  /// block).
  size_t peakPosition() const;
  /// The largest footprint of an op that computes into buffers of its own,
  /// and that op (null when none has one): the bytes of the buffers it
  /// reads and writes, which exist together whenever it runs, however
  /// often and wherever the values are recomputed (the terminator: the
  /// values it returns). Elementwise ops, which fusion may compute inside
  /// their user's loop, views and ops with regions (but linalg's) are left
  /// out. With argumentBytes(), a floor under the peak of any
  /// rematerialization of the block.
  std::pair<int64_t, Operation *> largestFootprint() const;
  /// The buffers alive at `position` that add bytes, largest first.
  SmallVector<int64_t> buffersAliveAt(size_t position) const;
  /// Per buffer, the value it holds at `position`: the last one written
  /// into it before `position` (an op may write into a buffer whose value
  /// dies there), views left out.
  DenseMap<int64_t, Value> valuesHeldAt(size_t position) const;
  /// Buffer `id` for a diagnostic: its bytes, the op of `value` (by
  /// default the one that allocates it) and where the op comes from
  /// ("16777216 bytes of linalg.matmul at model.py:12").
  std::string describeBuffer(int64_t id, Value value = {}) const;

  /// The value whose data `result` of `op` is, when `op` only renames it
  /// (a view, a reshape, a wait, a transpose the lowering folds into its
  /// contractions); null otherwise.
  static Value getAliasedSource(Operation *op, Value result);

private:
  /// The phases of the constructor.
  struct AliasGroups;
  AliasGroups
  groupAliases(Block &block,
               const DenseMap<Operation *, Operation *> &loopOwner) const;
  void allocateBuffers(Block &block,
                       const DenseMap<Operation *, Operation *> &fusedInto,
                       const DenseMap<Operation *, Operation *> &computedIn,
                       const AliasGroups &groups,
                       const DenseMap<Value, BlockArgument> &donatedInto);
  void
  copyReturnedArguments(Block &block,
                        const DenseMap<unsigned, BlockArgument> &updatedArgs);

  SmallVector<Operation *> ops;
  DenseMap<Operation *, size_t> position;
  SmallVector<Buffer> buffers;
  /// Buffer id + 1 per value (0: none).
  DenseMap<Value, int64_t> bufferOf;
  /// Per buffer, the positions that use it (for lastUseIgnoring).
  SmallVector<SmallVector<std::pair<size_t, Operation *>>> uses;
  int64_t argBytes = 0;
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_MEMORYMODEL_H
