//===- CostModel.h - Time of compute and collectives ------------*- C++ -*-===//
//
// A static cost model of a training step: compute from FLOPs and bytes
// (roofline), collectives from an alpha-beta model with the ring factor. The
// scheduler decides with it and the report explains with it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_COSTMODEL_H
#define FSDP_DIALECT_FSDP_ANALYSIS_COSTMODEL_H

#include "fsdp/Dialect/FSDP/Analysis/MachineProfile.h"
#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::fsdp {

/// What a collective op moves: its kind, the bytes of the full (unsharded)
/// tensor and the group size.
struct CollectiveInfo {
  CollectiveKind kind;
  int64_t fullBytes;
  int64_t groupSize;
  /// The group's grid and axes (empty when the grid is unknown), for where
  /// the group lies on the hosts of a two-level machine.
  SmallVector<int64_t, 4> gridShape = {};
  SmallVector<int16_t, 4> axes = {};
};

/// Where a collective's group lies on the hosts of a two-level machine.
struct HostPlacement {
  /// Whether a group has ranks on more than one host.
  bool spansHosts = false;
  /// Groups with ranks on one host (they share its inter-host link).
  int64_t groupsPerHost = 1;

  /// The placement of `info`'s group on hosts of `ranksPerHost` consecutive
  /// ranks; a group whose grid is unknown is taken to span hosts.
  static HostPlacement get(const CollectiveInfo &info, int64_t ranksPerHost);
};

/// The cost model.
class CostModel {
public:
  explicit CostModel(MachineProfile profile) : profile(std::move(profile)) {}

  const MachineProfile &getProfile() const { return profile; }

  /// Floating-point operations of `op`: for linalg ops the iteration space
  /// times the arithmetic ops of the body, for elementwise ops on tensors the
  /// number of elements; 0 for everything else.
  static double flops(Operation *op);
  /// Calls of C library math functions `op` makes (`isMathCall`): for
  /// linalg ops the iteration space times those of the body, for such a
  /// function on tensors the number of elements.
  static double mathCalls(Operation *op);
  /// Whether the CPU lowering turns `op` into a call of a C library math
  /// function per element (exp, erf, log, tanh, pow, ...) rather than an
  /// instruction the loop vectorizes (sqrt, fma, abs, rounding).
  static bool isMathCall(Operation *op);
  /// Bytes `op` reads and writes: its tensor and memref operands and
  /// results, less the values elementwise fusion keeps inside one loop
  /// (LoweringFolds.h): results computed inside their user's loop, and
  /// operands computed inside `op`'s own.
  static double bytes(Operation *op);
  /// Whether `op` moves no data at run time (constants, empties, views,
  /// allocations, terminators): it costs nothing whatever its operand and
  /// result bytes.
  static bool isFree(Operation *op);
  /// Roofline time of a compute op (contractions at the profile's
  /// contraction rate, elementwise loops at its elementwise rate); 0 for
  /// free ops. Elementwise ops that fusion computes inside another op's loop
  /// (LoweringFolds.h) cost 0 themselves: the op that owns the loop costs
  /// the roofline of the whole fused loop, its FLOPs and the bytes it moves
  /// together. A row reduction that fsdp-fuse-row-reductions joins to the
  /// loop before it (`getRowReductionPartner`) costs the roofline of what
  /// it adds there: its FLOPs, and the bytes it moves that the loop does
  /// not already read or store.
  double computeSeconds(Operation *op) const;
  /// The least time computing `op` once more adds to a step: a copy of an
  /// elementwise op may be fused into another op's loop, which then does
  /// its arithmetic (and may move no more bytes); any other copy costs what
  /// `op` does (a collective: its modeled time). What fsdp-rematerialize
  /// charges a recomputation, and its lower bound too.
  double recomputeSeconds(Operation *op) const;
  /// The rate `op`'s arithmetic runs at, FLOP/s.
  double flopsRate(Operation *op) const;
  /// The rate of contraction `op`: from the profile's `contractionRates`
  /// of its GEMM variant (`gemmVariant`; else the points without one) by
  /// its smallest and largest dimension when it has them (linear in
  /// their logarithms, first along the smallest dimension among the points
  /// of each largest dimension, then between the two largest dimensions
  /// around the op's; held at the ends), else its contraction rate.
  double contractionRate(linalg::LinalgOp op) const;
  /// The BLAS variant contraction `op` runs as: "n" or "t" per operand, by
  /// whether the library reads it transposed (its indexing map, or a
  /// transpose the lowering folds into the call); empty when unknown.
  static std::string gemmVariant(linalg::LinalgOp op);

  /// The collective `op` performs, for ops of `CollectiveOpInterface`
  /// (blocking and start, on tensors and buffers) over a group of known
  /// size; std::nullopt otherwise.
  static std::optional<CollectiveInfo> getCollective(Operation *op);
  /// Bytes each rank sends under the ring algorithm: 2(N-1)/N * B for an
  /// all-reduce, (N-1)/N * B for a reduce-scatter or all-gather of a full
  /// tensor of B bytes.
  static double bytesSent(const CollectiveInfo &info);
  /// Alpha-beta time of a ring collective. On a two-level machine, a group
  /// that spans hosts crosses each host's link once per ring step, and every
  /// group with ranks on a host sends through that link at once: the step
  /// takes the slower of the intra-host hop and the host link's share.
  ///
  /// With a calibration table for the collective's kind measured on groups
  /// of its size (and a group within one host), the time is interpolated
  /// between the measured sizes instead (linearly in bytes; below the
  /// smallest size its time, above the largest its bandwidth).
  double collectiveSeconds(const CollectiveInfo &info) const;
  /// The share of the collective's time that compute between its start and
  /// wait hides: from the calibration table where it says, else the
  /// profile's `overlapEfficiency`.
  double overlapEfficiency(const CollectiveInfo &info) const;
  /// What running `info` asynchronously saves against running it blocking
  /// when `coveredSeconds` of compute lie between its start and its wait:
  /// the hidden part of the overlap, minus the hand-off (`launchSeconds`).
  double asyncGainSeconds(const CollectiveInfo &info,
                          double coveredSeconds) const;
  /// Bytes that leave one host for the collective: for a group that spans
  /// hosts, what one rank sends times the groups sharing the host's link;
  /// 0 on a one-level machine or within a host.
  double interHostBytesSent(const CollectiveInfo &info) const;
  /// Fills `info`'s grid shape and axes from `op`'s `grid` and `grid_axes`.
  static void resolveGroup(Operation *op, CollectiveInfo &info);

private:
  /// Time of `flops` operations of `op`'s loop, `calls` of which are math
  /// library calls.
  double arithmeticSeconds(Operation *op, double flops, double calls) const;

  MachineProfile profile;
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_COSTMODEL_H
