//===- MachineProfile.h - The machine a step is costed for ------*- C++ -*-===//
//
// The numbers the cost model prices a step with: compute and memory rates,
// the links of the collectives, measured calibration tables. Read from the
// JSON files of profiles/ (compiled in), a file, or FSDP_PROFILE.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_DIALECT_FSDP_ANALYSIS_MACHINEPROFILE_H
#define FSDP_DIALECT_FSDP_ANALYSIS_MACHINEPROFILE_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
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
  /// What `host` stands for: the profile `$FSDP_PROFILE` names, else the
  /// built-in default; `nameOrPath` itself otherwise. The one place the
  /// environment is read. On failure returns std::nullopt and sets
  /// `error`.
  static std::optional<std::string> resolve(StringRef nameOrPath,
                                            std::string &error);
  /// The profile of the module holding `op`: the `profile` of its
  /// `fsdp.target` (recorded once by `fsdp-set-target`), else `host`.
  /// `option`, when not empty, overrides it (a pass's `profile=`).
  /// Reports a failure as an error on `op`. The one accessor the passes
  /// and the report read the target through.
  static std::optional<MachineProfile> forOperation(Operation *op,
                                                    StringRef option = "");
  static SmallVector<StringRef> builtinNames();
};

} // namespace mlir::fsdp

#endif // FSDP_DIALECT_FSDP_ANALYSIS_MACHINEPROFILE_H
