//===- CostModel.h - Time of compute and collectives ------------*- C++ -*-===//
//
// A static cost model of a training step: compute from FLOPs and bytes
// (roofline), collectives from an alpha-beta model with the ring factor. The
// scheduler decides with it and the report explains with it.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_COSTMODEL_H
#define FSDP_DIALECT_FSDP_ANALYSIS_COSTMODEL_H

#include "fsdp/Dialect/FSDP/IR/FSDPEnums.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::fsdp {

/// One measured point of a collective: its time at a full-tensor size, and
/// the share of that time that compute between its start and its wait hides.
struct CalibrationPoint {
  double bytes = 0;
  double seconds = 0;
  /// In [0, 1]; negative when the point does not say (the profile's
  /// `overlapEfficiency` applies).
  double overlapEfficiency = -1;
};

/// The machine a step is costed for.
struct MachineProfile {
  std::string name;
  /// Where the numbers come from (a measurement, a datasheet).
  std::string source;
  /// Sustained arithmetic throughput of loops that reduce (a sum, a norm,
  /// a contraction the lowering does not hand to a library), FLOP/s.
  double flopsPerSecond = 0;
  /// Throughput of elementwise loops (every iterator parallel: arithmetic,
  /// fills, copies, broadcasts, after fusion), which the compiler
  /// vectorizes, FLOP/s; 0: `flopsPerSecond`.
  double elementwiseFlopsPerSecond = 0;
  /// Time of one math function the lowering calls from the C library (exp,
  /// erf, log, tanh, pow, ...: one scalar call per element, which the loop
  /// does not vectorize), seconds; 0: one FLOP each.
  double mathCallSeconds = 0;
  /// Sustained memory bandwidth, bytes/s.
  double memoryBytesPerSecond = 0;
  /// Latency of one step of a ring collective, seconds (alpha).
  double linkLatencySeconds = 0;
  /// Bandwidth of one rank's link in a ring collective, bytes/s (1 / beta).
  double linkBytesPerSecond = 0;
  /// Compute time an asynchronous collective costs beyond a blocking one
  /// (handing it to the runtime's progress engine and back), seconds. A
  /// collective whose overlap would hide less than this stays blocking.
  double launchSeconds = 0;
  /// The share of an asynchronous collective's time that compute running
  /// between its start and its wait hides, in [0, 1]: 1 where the transfer
  /// runs beside compute (a GPU's copy engines), about 0 where the same cores
  /// that compute also move the bytes (shared-memory MPI on a CPU whose
  /// cores are all busy with ranks). What is not hidden slows that compute
  /// down. Measured by `fsdp_rt_bench --calibrate`.
  double overlapEfficiency = 1;
  /// Throughput of contractions (matmuls, which the CPU lowering runs on
  /// BLAS and the GPU one on cuBLAS), FLOP/s; 0: `flopsPerSecond`.
  double contractionFlopsPerSecond = 0;
  /// Measured contraction throughput by the contraction's smallest and
  /// largest dimension (of M, N, K: a GEMM with 8 rows runs far below the
  /// library's peak, the more so when its other operand leaves the cache);
  /// empty: `contractionFlopsPerSecond` for all.
  struct ContractionRate {
    double minDim, maxDim, flopsPerSecond;
    /// The GEMM variant measured, by whether the first and second operand
    /// are read transposed ("nn", "nt", "tn", "tt"); empty: any.
    std::string variant;
  };
  SmallVector<ContractionRate> contractionRates;
  /// Whether the numbers were measured on the machine (true) or taken from a
  /// datasheet (false).
  bool measured = false;
  /// Two-level machines: ranks per host (consecutive world ranks, the grid's
  /// last axis fastest, as mpirun places them by slot); 0 when every rank
  /// shares the one level of `link_*`.
  int64_t ranksPerHost = 0;
  /// The link between hosts (one per host, shared by its ranks): latency of
  /// one ring step that crosses it, seconds, and its bandwidth, bytes/s.
  double interHostLatencySeconds = 0;
  double interHostBytesPerSecond = 0;

  /// Measured times per collective kind (indexed by `CollectiveKind`),
  /// sorted by size, on groups of `calibrationGroupSize` ranks; empty when
  /// the profile has no table.
  SmallVector<CalibrationPoint> calibration[3];
  int64_t calibrationGroupSize = 0;

  bool isTwoLevel() const { return ranksPerHost > 0; }
  bool hasCalibration() const {
    return calibrationGroupSize > 0 &&
           llvm::any_of(calibration,
                        [](const auto &points) { return !points.empty(); });
  }

  /// A built-in profile (see `builtinNames`: the files of profiles/,
  /// compiled in), `host`, or a JSON file with
  /// the fields `name`, `source`, `flops_per_second`,
  /// `memory_bytes_per_second`, `link_latency_seconds`,
  /// `link_bytes_per_second`, and optionally
  /// `elementwise_flops_per_second`, `math_call_seconds`,
  /// `contraction_rates` (points with `min_dim`, `max_dim`,
  /// `flops_per_second` and optionally `variant`),
  /// `launch_seconds` (default 0),
  /// `overlap_efficiency` (default 1), `contraction_flops_per_second`,
  /// `measured` (default false), `calibration` (the table of
  /// `fsdp_rt_bench --calibrate`: `group_size` and, per collective kind in
  /// `collectives`, points with `bytes`, `seconds` and optionally
  /// `overlap_efficiency`) and, for a two-level machine, `ranks_per_host`
  /// with `inter_host_link_latency_seconds` and
  /// `inter_host_link_bytes_per_second`.
  ///
  /// `host` is the machine the compiler runs on: the profile named by the
  /// environment variable FSDP_PROFILE (a built-in name or a file) when it
  /// is set, else `cpu-2core`.
  ///
  /// On failure returns std::nullopt and sets `error`.
  static std::optional<MachineProfile> lookup(StringRef nameOrPath,
                                              std::string &error);
  /// The profile the JSON `text` describes (the fields of `lookup`), named
  /// `nameOrPath` in errors and when it has no `name`.
  static std::optional<MachineProfile>
  parse(StringRef text, StringRef nameOrPath, std::string &error);
  /// The same, reporting a failure as an error on `anchor`.
  static std::optional<MachineProfile> lookup(StringRef nameOrPath,
                                              Operation *anchor);
  static SmallVector<StringRef> builtinNames();
};

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
  /// together.
  double computeSeconds(Operation *op) const;
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
