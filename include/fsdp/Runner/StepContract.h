//===- StepContract.h - The runner's view of a training step ----*- C++ -*-===//
//
// What the runner needs to know about a step before lowering it: which
// arguments are persistent state (and how they are sharded), which are
// per-rank inputs, which result updates which argument, which is the loss,
// with the buffer each rank holds. The contract itself (its checks, its
// messages and which state is a parameter) is the compiler's
// (fsdp/Dialect/FSDP/Analysis/TrainingStep.h); this adds what the runner
// can run: static shapes and the element types it initialises and dumps.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RUNNER_STEPCONTRACT_H
#define FSDP_RUNNER_STEPCONTRACT_H

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fsdprun {

/// Element types the runner can initialise, load and dump.
enum class ElemKind { F32, F64, F16, BF16, I8, I32, I64 };

/// `#fsdp.sharding`, with the group resolved against the grid.
struct ShardingInfo {
  std::string grid;
  std::vector<int64_t> gridShape;
  std::vector<int64_t> axes;
  int64_t dim = 0;
  /// The logical (unpadded) shape.
  std::vector<int64_t> fullShape;
  int64_t pad = 0;
  /// Group size: product of the grid's sizes along `axes`.
  int64_t groupSize = 1;
};

/// A ranked tensor (or memref) argument or result of the step.
struct ValueInfo {
  unsigned index = 0;
  ElemKind elem = ElemKind::F32;
  /// The shape of the buffer each rank holds.
  std::vector<int64_t> localShape;
  std::optional<ShardingInfo> sharding;

  int64_t numElements() const;
  int64_t elementBytes() const;
  int64_t bytes() const { return numElements() * elementBytes(); }
};

struct ArgInfo : ValueInfo {
  bool isState = false;
  /// A parameter (`fsdp::ArgumentRole::Parameter`): initialised with random
  /// values. Other state (optimizer moments, step counters) starts at zero.
  bool isParameter = false;
  /// The result that holds this state's next value, or -1.
  int64_t updatedBy = -1;
  /// The name of its `fsdp.hyperparameter` (a scalar given per step), or
  /// empty.
  std::string hyperparameter;
};

struct ResultInfo : ValueInfo {
  int64_t updates = -1;
  bool isLoss = false;
};

struct StepContract {
  std::string entry;
  std::vector<ArgInfo> args;
  std::vector<ResultInfo> results;
  int64_t lossResult = -1;
  /// Whether the step updates none of its state: a forward (evaluation)
  /// step, run on the state of a training step (ForwardStep.h).
  bool isForward() const {
    return std::none_of(args.begin(), args.end(),
                        [](const ArgInfo &a) { return a.updatedBy >= 0; });
  }
};

/// Whether `kind` is an integer type.
bool isInteger(ElemKind kind);

/// The MLIR spelling of an element kind ("f32", "i64", ...).
const char *elemName(ElemKind kind);

/// SplitMix64's finalizer: the hash behind every seeded stream (initial
/// state, generated inputs, the datasets' sample order).
uint64_t mix(uint64_t x);

/// NumPy's type string of an element kind ("<f4", ...; bf16 is stored as its
/// raw bits, "<u2").
const char *npyDescr(ElemKind kind);

/// Group rank of world rank `rank` in the group of `axes` of a grid of
/// `gridShape` (row-major, last axis fastest).
int64_t groupRank(const std::vector<int64_t> &gridShape,
                  const std::vector<int64_t> &axes, int64_t rank);

/// The extent of a state argument, seen as outer x dim x inner around its
/// sharded dimension, and the block of the padded dimension a rank holds.
struct ShardGeometry {
  int64_t outer = 1, inner = 1;
  /// Full (unpadded) extent of the sharded dimension.
  int64_t fullExtent = 1;
  /// Local extent and first global index along it.
  int64_t localExtent = 1, begin = 0;
  std::vector<int64_t> fullShape;
  int64_t dim = 0;
  /// Rows of the local block that hold data (the rest is padding).
  int64_t validRows() const {
    return std::max<int64_t>(0, std::min(localExtent, fullExtent - begin));
  }
};

/// The geometry of `v` on world rank `worldRank`.
ShardGeometry shardGeometry(const ValueInfo &v, int64_t worldRank);

} // namespace fsdprun

#endif // FSDP_RUNNER_STEPCONTRACT_H
