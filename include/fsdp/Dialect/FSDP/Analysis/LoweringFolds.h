//===- LoweringFolds.h - What the lowering folds away -----------*- C++ -*-===//
//
// Tensor ops the CPU lowering makes disappear, which the memory model (no
// buffer) and the cost model (no time, no memory traffic) both follow:
// * elementwise fusion (linalg-fuse-elementwise-ops) computes a producer
//   with a single elementwise user of the same shape inside that user's
//   loop, never materialized; fsdp-fuse-multi-use-elementwise computes one
//   with several users inside the first of them, which also writes its
//   value for the others;
// * fsdp-fold-transposes-into-contractions makes contractions read a
//   transpose's input in place (the BLAS call transposes);
// * fsdp-contractions-to-blas turns a zero fill of a contraction's output
//   into an overwrite (beta = 0);
// * fsdp-convolutions-to-im2col runs a convolution as im2col and a
//   contraction, which BLAS runs (at its rate, not one scalar chain per
//   output; the gathered windows a temporary the size of the kernel's
//   window times the output's pixels, which the memory model counts);
// * fsdp-approximate-math computes f32 exp, erf and tanh with polynomials
//   in the loop (no libm call);
// * fsdp-blocked-reductions sums a reduction as a fixed blocked tree of
//   vector lanes (it runs at the vector rate, not one scalar chain);
// * fsdp-fuse-row-reductions joins a row reduction to the loop over the same
//   rows before it (one pass over each row: values it stores are reduced
//   from registers, an input both read is read once).
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H
#define FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::fsdp {

/// Whether `op`'s body is `yield out + in0 * in1` (either order), its inputs
/// of the output's type or widened to it by arith.extf: what a BLAS GEMM
/// computes (fsdp-contractions-to-blas).
bool isMulAddBody(linalg::LinalgOp op);

/// How fsdp-convolutions-to-im2col rewrites a convolution: a linalg op on
/// tensors of static shapes with two float inputs and an f32 or f64 output,
/// a multiply-add body, and indexing maps that are projected permutations
/// but the sliding input's ("image": sums of loops times constants, e.g.
/// `ow * s + kw * d`: any stride, dilation, rank or layout, named op or
/// generic). The image is gathered into a tensor over the loops it reads
/// (the window matrix), and the contraction of that with the other input is
/// a GEMM: every loop of the output is read by one input or by both
/// (batch), every reduction loop by both, and there is at least one loop of
/// each role (m, n, k).
struct Im2ColForm {
  /// The input with the sliding window.
  unsigned image;
  /// The loops of the window matrix, in the order of its dimensions.
  SmallVector<unsigned> windowLoops;
  /// The window matrix's bytes.
  int64_t windowBytes;
};
std::optional<Im2ColForm> matchIm2Col(Operation *op);

/// Whether fsdp-convolutions-to-im2col rewrites `op` (matchIm2Col).
bool runsAsIm2Col(Operation *op);

/// The bytes of the window matrix fsdp-convolutions-to-im2col allocates
/// for `op` while it runs, 0 for an op it leaves alone.
int64_t im2colBytes(Operation *op);

/// Whether fsdp-approximate-math computes `op` with a polynomial instead of
/// a libm call: an f32 (or vector of f32) `math.exp`, `math.erf` or
/// `math.tanh`.
bool isApproximatedMath(Operation *op);

/// How fsdp-blocked-reductions computes a reduction it matches. Its
/// reduction loops, taken together in loop order (the order in which the
/// loop nest visits them), are one reduced index k; the tree depends on the
/// number of k's only, never on how they are split into loops or laid out.
struct BlockedReduction {
  /// The reduction loops, in loop order.
  SmallVector<unsigned> reductionDims;
  /// Whether the lanes run along k (a row sum: every operand that indexes a
  /// reduction loop has all of them innermost, in loop order); otherwise
  /// along `laneDim`, the output's innermost loop, innermost in every
  /// operand that indexes it (a column sum, one tree per column).
  bool rows;
  unsigned laneDim;
  /// The combiner: arith.addf, maximumf, maxnumf, minimumf or minnumf of
  /// the output's block argument and the value reduced.
  Operation *combiner;
  /// Whether the output's block argument is the combiner's first operand.
  bool outputFirst;
};

/// Whether fsdp-blocked-reductions rewrites `op`, and how: a linalg op with
/// one f32 or f64 output, at least one reduction loop, projected
/// permutation maps, and a body that yields `combiner(f(inputs), out)` with
/// `f` elementwise scalar ops (and linalg.index), shaped as a row or a
/// column sum. Only the shapes and maps decide, never the buffers' layouts,
/// so tensors and buffers alike (the cost model and the lowering agree) and
/// a strided view sums as a contiguous buffer does. With `zeroIndices`, also
/// a reduction whose maps index an operand with a constant 0 (a broadcast
/// unit dimension, as elementwise fusion writes (d0, d1, 0)), matched as if
/// those dimensions were dropped, which fsdp-blocked-reductions does (it
/// reads such an operand through a rank-reduced subview) before it matches:
/// the cost model asks with it.
std::optional<BlockedReduction> matchBlockedReduction(Operation *op,
                                                      bool zeroIndices = false);

/// The most row sums one fused row reduction holds (fsdp-blocked-reductions
/// keeps their block stacks side by side in one buffer).
constexpr int64_t kMaxFusedRowSums = 8;

/// A row reduction with several outputs, as fsdp-fuse-row-reductions makes
/// them on buffers: a linalg op whose every operand that indexes a reduction
/// loop has them all innermost, in loop order (a row sum's shape), and whose
/// outputs are each either reduced (`combiner(f(inputs), out)`, as in
/// `BlockedReduction`, f32 or f64, all of one type, at most
/// kMaxFusedRowSums of them sums) or stored (indexed by every loop, written
/// `f(inputs)` at every point). No output's value reaches another.
/// fsdp-blocked-reductions emits one pass over each row with one tree per
/// reduced output, the same tree as that output alone.
struct FusedRowReduction {
  SmallVector<unsigned> reductionDims;
  /// Per output: its combiner, null for a stored output.
  SmallVector<Operation *> combiners;
  /// Per output: whether its block argument is the combiner's first operand.
  SmallVector<bool> outputFirst;
};

/// `op` as a `FusedRowReduction`, when it has at least two outputs and is
/// one.
std::optional<FusedRowReduction> matchFusedRowReduction(Operation *op);

/// How many linalg ops before a row reduction fsdp-fuse-row-reductions
/// tries as its partner, nearest first.
constexpr int64_t kRowReductionWindow = 16;

/// Whether a loop over `partnerRanges` and a row reduction over
/// `reductionRanges` may be one loop: the same static ranges, and the
/// partner all-parallel or iterating as the reduction does. The first test
/// fsdp-fuse-row-reductions makes of a partner (on buffers) and the models
/// make of the loops on tensors.
bool haveSameRows(ArrayRef<int64_t> partnerRanges,
                  ArrayRef<utils::IteratorType> partnerIterators,
                  ArrayRef<int64_t> reductionRanges,
                  ArrayRef<utils::IteratorType> reductionIterators);

/// On tensors, after elementwise fusion (`getFusedLoopOwner`): the op whose
/// loop fsdp-fuse-row-reductions joins `op`'s to, when `op` owns the loop
/// of a row reduction (a linalg.generic that `matchBlockedReduction` sums
/// by rows) that the pass joins to an earlier loop of its block: the
/// nearest loop owner within `kRowReductionWindow` loops (a reduction
/// joined earlier counts as part of its partner's loop) over the same rows
/// (`haveSameRows`) whose loop, with the reductions joined to it so far,
/// stores a value the reduction reads at the same points or reads an input
/// it reads at the same points, where nothing between them that the
/// reduction needs (other than its output's fill and views) is computed,
/// no contraction, collective or call lies between them, and the joined
/// loop is a fused row reduction (`matchFusedRowReduction`'s conditions:
/// lane bodies, reduction loops innermost, at most kMaxFusedRowSums sums of
/// one type). Null otherwise, and for ops that own no such loop. With
/// `streamed`, the values `op`'s loop reads that the joined loop already
/// reads or stores (read once, or from registers).
Operation *getRowReductionPartner(Operation *op,
                                  SmallVectorImpl<Value> *streamed = nullptr);

/// An op elementwise fusion makes part of a loop: an elementwise op on
/// tensors, or an all-parallel linalg.generic with one result, written
/// through a permutation (its inputs read through any maps, as upstream's
/// fusion allows: broadcasts over unit dimensions, (0, d1, 0, 0), too).
bool isFusableElementwise(Operation *op);

/// The project's rule for elementwise fusion, which
/// fsdp-fuse-elementwise-ops gives upstream's fusion patterns as their
/// control: the producer of `use`'s value may be fused into its owner when
/// it has one use, the owner is not a contraction and does not read it
/// through a broadcast, and the fusion would not make a contraction of a
/// sum (a one-input reduction of a product of two values). The models ask
/// it through `getFusingUser`.
bool allowsElementwiseFusion(OpOperand &use);

/// The op whose loop computes `value` after elementwise fusion, when that
/// is its single user (of the same block, fusable, of the same shape,
/// reading it element for element as an input) and the project's rule
/// allows it (`allowsElementwiseFusion`); null when `value` is
/// materialized.
Operation *getFusingUser(Value value);

/// The use by which the first user of `value` reads it, when `value` has
/// several users and its producer's users (of all its results) lie in its
/// block, the first of which reads `value` exactly once and nothing else of
/// the producer, and the others come after it: the shape of a producer
/// fsdp-fuse-multi-use-elementwise fuses into its first user (which then
/// yields the value to the others). Null otherwise. (The pass finds the
/// same shape in one sweep, counting users instead of comparing positions;
/// keep the two together.)
OpOperand *getFirstUserRead(Value value);

/// The op whose loop computes `op` after elementwise fusion: its single
/// fusing user (`getFusingUser`), or, for a producer with several users
/// that fsdp-fuse-multi-use-elementwise fuses, its first user when that one
/// is all-parallel (the value is then still written, for the later users;
/// a first user that reduces may join the producer's loop instead,
/// `getRowReductionPartner`); null when `op` is a loop of its own.
Operation *getFusedLoopOwner(Operation *op);

/// Whether fsdp-fold-transposes-into-contractions folds a transpose that
/// `use` reads into its owner: an input of a contraction on tensors, which
/// then reads the transpose's input through a permuted indexing map, or the
/// input other than the image of a convolution that runs as im2col (read
/// by the contraction it becomes). The
/// pattern asks this of each operand; the models, of each use.
bool foldsTransposeInto(OpOperand &use);

/// Whether fsdp-fold-transposes-into-contractions folds `transpose` into
/// all its users (`foldsTransposeInto` each use), which then read its input
/// in place: no copy is made.
bool foldsIntoContractions(linalg::TransposeOp transpose);

/// Whether `fill` writes the constant +0.0: what a contraction's BLAS call
/// overwrites instead of accumulating into (fsdp-contractions-to-blas asks
/// it of the fill of a contraction's output buffer; the models, below).
bool isPositiveZeroFill(linalg::FillOp fill);

/// Whether `fill` writes +0.0 into a value whose only user is a contraction
/// that accumulates into it: the BLAS call overwrites its output instead.
bool foldsIntoContraction(linalg::FillOp fill);

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_ELEMENTWISEFUSION_H
