//===- CostModel.cpp - Time of compute and collectives --------------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct BuiltinProfile {
  const char *name;
  const char *source;
  double flops, memory, latency, link, launch, overlap, contractionFlops;
  bool measured;
};
} // namespace

// The cpu profile was measured on the 2-core development machine with
// bench/schedule_cpu_profile.sh (profiles/cpu-2core.json; a shared machine,
// numbers vary run to run); the GPU profiles come from datasheets (no GPU
// was available to measure them) and assume NCCL reaches ~80% of the NVLink
// bandwidth and that a collective on the communication stream runs beside
// the compute kernels (overlap efficiency 1).
// The async hand-off and overlap of cpu-2core: what an fsdp_rt start + wait
// of 4 KiB costs beyond the blocking collective (median over the three
// kinds), and the share of a collective that busy compute between its start
// and wait hides (median over the sizes from 64 KiB), `fsdp_rt_bench
// --calibrate` on 2 ranks (runtime/README.md, "Async hand-off"): on 2 ranks
// of 2 cores the cores that compute are the ones that copy the bytes, so
// overlap hides nothing (0.00; 0.07-0.09 at 16 MiB). The contraction rate
// is OpenBLAS's sgemm on one core, the three GEMMs of a 64 x 1024 x 1024
// layer (fsdp_rt_gemm_bench: 123 GFLOP/s; 62 at 8 x 256 x 256).
static constexpr double kCpuLaunchSeconds = 3.0e-6;
static constexpr double kCpuOverlapEfficiency = 0.0;
static constexpr double kCpuContractionFlops = 123e9;
static const BuiltinProfile kBuiltinProfiles[] = {
    {"cpu-2core",
     "measured: bench/schedule_cpu_profile.sh on the 2-core AMD EPYC machine "
     "(compiled 256^3 linalg.matmul, 32 MiB linalg.copy, MPI_Allgather of "
     "64 B and 4 MiB on 2 ranks; best of several runs at load average ~5; "
     "hand-off, overlap and sgemm by fsdp_rt_bench --calibrate and "
     "fsdp_rt_gemm_bench)",
     1.27e9, 22.4e9, 0.431e-6, 9.9e9, kCpuLaunchSeconds, kCpuOverlapEfficiency,
     kCpuContractionFlops, true},
    {"h100-nvlink",
     "datasheet: H100 SXM, 989 TFLOP/s bf16 dense at 50% utilisation, "
     "3.35 TB/s HBM3, NVLink 4 450 GB/s per direction at 80%",
     494.5e12, 3.35e12, 10.0e-6, 360.0e9, 0, 1, 0, false},
    {"h200-nvlink",
     "datasheet: H200 SXM, 989 TFLOP/s bf16 dense at 50% utilisation, "
     "4.8 TB/s HBM3e, NVLink 4 450 GB/s per direction at 80%",
     494.5e12, 4.8e12, 10.0e-6, 360.0e9, 0, 1, 0, false},
};

/// The profile `host` stands for when FSDP_PROFILE is not set.
static constexpr const char *kHostDefault = "cpu-2core";

SmallVector<StringRef> MachineProfile::builtinNames() {
  SmallVector<StringRef> names;
  for (const BuiltinProfile &p : kBuiltinProfiles)
    names.push_back(p.name);
  names.push_back("host");
  return names;
}

static StringRef kindKey(CollectiveKind kind) {
  switch (kind) {
  case CollectiveKind::AllGather:
    return "all_gather";
  case CollectiveKind::ReduceScatter:
    return "reduce_scatter";
  case CollectiveKind::AllReduce:
    return "all_reduce";
  }
  llvm_unreachable("unknown collective kind");
}

/// Reads the `calibration` table of a profile into `profile`; on a bad
/// field returns false and names it in `error`. A point's `seconds` is what
/// the collective costs in a step (`fsdp_rt_bench --calibrate` measures it
/// with cold inputs); the other fields it writes (`hot_seconds`, the same
/// collective on one buffer set called again and again, the hand-off and
/// overlap figures) are for the reader and ignored here, as is any field
/// not named below.
static bool parseCalibration(const llvm::json::Value &value,
                             MachineProfile &profile, std::string &error) {
  const llvm::json::Object *table = value.getAsObject();
  if (!table) {
    error = "'calibration' must be an object";
    return false;
  }
  std::optional<int64_t> groupSize =
      table->get("group_size") ? table->get("group_size")->getAsInteger()
                               : std::nullopt;
  if (!groupSize || *groupSize < 2) {
    error = "'calibration.group_size' must be an integer of at least 2";
    return false;
  }
  profile.calibrationGroupSize = *groupSize;
  const llvm::json::Object *collectives = table->getObject("collectives");
  if (!collectives) {
    error = "'calibration.collectives' must be an object";
    return false;
  }
  for (auto &[objectKey, points] : *collectives) {
    StringRef key = objectKey;
    std::optional<CollectiveKind> kind;
    for (CollectiveKind k :
         {CollectiveKind::AllGather, CollectiveKind::ReduceScatter,
          CollectiveKind::AllReduce})
      if (key == kindKey(k))
        kind = k;
    std::string where = ("'calibration.collectives." + key + "'").str();
    if (!kind) {
      error = where + ": unknown collective (all_gather, reduce_scatter, "
                      "all_reduce)";
      return false;
    }
    const llvm::json::Array *array = points.getAsArray();
    if (!array || array->empty()) {
      error = where + " must be a non-empty array of points";
      return false;
    }
    SmallVector<CalibrationPoint> &out =
        profile.calibration[static_cast<int>(*kind)];
    for (auto [i, entry] : llvm::enumerate(*array)) {
      std::string at =
          ("'calibration.collectives." + key + "[" + std::to_string(i) + "]'")
              .str();
      const llvm::json::Object *point = entry.getAsObject();
      std::optional<double> bytes =
          point ? point->getNumber("bytes") : std::nullopt;
      std::optional<double> seconds =
          point ? point->getNumber("seconds") : std::nullopt;
      if (!bytes || *bytes <= 0 || !seconds || *seconds <= 0) {
        error = at + " needs a positive 'bytes' and 'seconds'";
        return false;
      }
      CalibrationPoint p{*bytes, *seconds, -1};
      if (const llvm::json::Value *overlap = point->get("overlap_efficiency")) {
        std::optional<double> e = overlap->getAsNumber();
        if (!e || *e < 0 || *e > 1) {
          error = at + ": 'overlap_efficiency' must be a number in [0, 1]";
          return false;
        }
        p.overlapEfficiency = *e;
      }
      out.push_back(p);
    }
    llvm::sort(out, [](const CalibrationPoint &a, const CalibrationPoint &b) {
      return a.bytes < b.bytes;
    });
    for (size_t i = 1; i < out.size(); ++i)
      if (out[i].bytes == out[i - 1].bytes) {
        error = where + " has two points of " +
                std::to_string(static_cast<int64_t>(out[i].bytes)) + " bytes";
        return false;
      }
  }
  return true;
}

std::optional<MachineProfile> MachineProfile::lookup(StringRef nameOrPath,
                                                     Operation *anchor) {
  std::string error;
  std::optional<MachineProfile> profile = lookup(nameOrPath, error);
  if (!profile)
    anchor->emitError() << error;
  return profile;
}

std::optional<MachineProfile> MachineProfile::lookup(StringRef nameOrPath,
                                                     std::string &error) {
  if (nameOrPath == "host") {
    const char *chosen = std::getenv("FSDP_PROFILE");
    if (!chosen || !*chosen)
      return lookup(kHostDefault, error);
    if (StringRef(chosen) == "host") {
      error = "FSDP_PROFILE=host: name a built-in profile or a profile file";
      return std::nullopt;
    }
    std::optional<MachineProfile> profile = lookup(chosen, error);
    if (!profile)
      error = "FSDP_PROFILE (the 'host' profile): " + error;
    return profile;
  }
  for (const BuiltinProfile &p : kBuiltinProfiles)
    if (nameOrPath == p.name) {
      MachineProfile profile;
      profile.name = p.name;
      profile.source = p.source;
      profile.flopsPerSecond = p.flops;
      profile.memoryBytesPerSecond = p.memory;
      profile.linkLatencySeconds = p.latency;
      profile.linkBytesPerSecond = p.link;
      profile.launchSeconds = p.launch;
      profile.overlapEfficiency = p.overlap;
      profile.contractionFlopsPerSecond = p.contractionFlops;
      profile.measured = p.measured;
      return profile;
    }

  auto buffer = llvm::MemoryBuffer::getFile(nameOrPath);
  if (!buffer) {
    error = ("unknown machine profile '" + nameOrPath +
             "': not a built-in profile (" + llvm::join(builtinNames(), ", ") +
             ") nor a readable file")
                .str();
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*buffer)->getBuffer());
  if (!json) {
    error = ("machine profile " + nameOrPath + ": " +
             llvm::toString(json.takeError()))
                .str();
    return std::nullopt;
  }
  const llvm::json::Object *object = json->getAsObject();
  if (!object) {
    error =
        ("machine profile " + nameOrPath + ": expected a JSON object").str();
    return std::nullopt;
  }
  MachineProfile profile;
  profile.name = object->getString("name").value_or(nameOrPath).str();
  profile.source =
      object->getString("source").value_or("file " + nameOrPath.str()).str();
  struct Field {
    const char *key;
    double *value;
  } fields[] = {{"flops_per_second", &profile.flopsPerSecond},
                {"memory_bytes_per_second", &profile.memoryBytesPerSecond},
                {"link_latency_seconds", &profile.linkLatencySeconds},
                {"link_bytes_per_second", &profile.linkBytesPerSecond}};
  for (Field &field : fields) {
    std::optional<double> value = object->getNumber(field.key);
    bool positive = field.value == &profile.linkLatencySeconds
                        ? value && *value >= 0
                        : value && *value > 0;
    if (!positive) {
      error = ("machine profile " + nameOrPath + ": '" + field.key +
               "' must be a " +
               (field.value == &profile.linkLatencySeconds ? "non-negative"
                                                           : "positive") +
               " number")
                  .str();
      return std::nullopt;
    }
    *field.value = *value;
  }
  if (const llvm::json::Value *launch = object->get("launch_seconds")) {
    std::optional<double> value = launch->getAsNumber();
    if (!value || *value < 0) {
      error = ("machine profile " + nameOrPath +
               ": 'launch_seconds' must be a non-negative number")
                  .str();
      return std::nullopt;
    }
    profile.launchSeconds = *value;
  }
  if (const llvm::json::Value *overlap = object->get("overlap_efficiency")) {
    std::optional<double> value = overlap->getAsNumber();
    if (!value || *value < 0 || *value > 1) {
      error = ("machine profile " + nameOrPath +
               ": 'overlap_efficiency' must be a number in [0, 1]")
                  .str();
      return std::nullopt;
    }
    profile.overlapEfficiency = *value;
  }
  struct OptionalRate {
    const char *key;
    double *value;
  } rates[] = {
      {"contraction_flops_per_second", &profile.contractionFlopsPerSecond},
      {"elementwise_flops_per_second", &profile.elementwiseFlopsPerSecond},
      {"math_call_seconds", &profile.mathCallSeconds}};
  for (OptionalRate &rate : rates) {
    const llvm::json::Value *field = object->get(rate.key);
    if (!field)
      continue;
    std::optional<double> value = field->getAsNumber();
    if (!value || *value <= 0) {
      error = ("machine profile " + nameOrPath + ": '" + rate.key +
               "' must be a positive number")
                  .str();
      return std::nullopt;
    }
    *rate.value = *value;
  }
  if (const llvm::json::Value *measured = object->get("measured")) {
    std::optional<bool> value = measured->getAsBoolean();
    if (!value) {
      error = ("machine profile " + nameOrPath +
               ": 'measured' must be a "
               "boolean")
                  .str();
      return std::nullopt;
    }
    profile.measured = *value;
  }
  if (const llvm::json::Value *calibration = object->get("calibration")) {
    std::string why;
    if (!parseCalibration(*calibration, profile, why)) {
      error = ("machine profile " + nameOrPath + ": " + why).str();
      return std::nullopt;
    }
  }
  if (const llvm::json::Value *perHost = object->get("ranks_per_host")) {
    std::optional<int64_t> value = perHost->getAsInteger();
    std::optional<double> latency =
        object->getNumber("inter_host_link_latency_seconds");
    std::optional<double> bandwidth =
        object->getNumber("inter_host_link_bytes_per_second");
    if (!value || *value < 1 || !latency || *latency < 0 || !bandwidth ||
        *bandwidth <= 0) {
      error = ("machine profile " + nameOrPath +
               ": 'ranks_per_host' must be a positive integer, with "
               "'inter_host_link_latency_seconds' (non-negative) and "
               "'inter_host_link_bytes_per_second' (positive)")
                  .str();
      return std::nullopt;
    }
    profile.ranksPerHost = *value;
    profile.interHostLatencySeconds = *latency;
    profile.interHostBytesPerSecond = *bandwidth;
  }
  return profile;
}

/// Elements of a statically shaped tensor or memref, else 0.
static double numElements(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  return static_cast<double>(shaped.getNumElements());
}

static double byteSize(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return 0;
  return numElements(type) * static_cast<double>(llvm::divideCeil(
                                 shaped.getElementTypeBitWidth(), 8));
}

double CostModel::flops(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    double iterations = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(range))
        return 0;
      iterations *= static_cast<double>(range);
    }
    // Arithmetic in the body; a copy-like body (fill, transpose) counts one.
    double perIteration = 0;
    for (Operation &bodyOp : linalgOp.getBlock()->without_terminator())
      if (bodyOp.getNumResults() == 1 &&
          bodyOp.getResult(0).getType().isIntOrFloat())
        perIteration += 1;
    return iterations * std::max(perIteration, 1.0);
  }
  if (op->hasTrait<OpTrait::Elementwise>() && op->getNumResults() == 1)
    return numElements(op->getResult(0).getType());
  return 0;
}

/// Whether the owner of `use` moves its value through memory: not a tensor
/// output that a linalg op only overwrites (its result is the write), nor a
/// value that elementwise fusion computes inside the owner's loop, nor a
/// splat constant, which the fusion folds into the loop body as a scalar.
static bool readsFromMemory(OpOperand &use) {
  Operation *op = use.getOwner();
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      linalgOp && linalgOp.isDpsInit(&use) &&
      isa<RankedTensorType>(use.get().getType()) &&
      !linalgOp.payloadUsesValueFromOperand(&use))
    return false;
  Operation *producer = use.get().getDefiningOp();
  if (!producer)
    return true;
  if (getFusedLoopOwner(producer) == op)
    return false;
  DenseElementsAttr constant;
  return !(isFusableElementwise(op) &&
           matchPattern(use.get(), m_Constant(&constant)) &&
           constant.isSplat());
}

bool CostModel::isMathCall(Operation *op) {
  return isa<math::MathDialect>(op->getDialect()) &&
         !isa<math::SqrtOp, math::RsqrtOp, math::AbsFOp, math::AbsIOp,
              math::FmaOp, math::CeilOp, math::FloorOp, math::RoundOp,
              math::RoundEvenOp, math::TruncOp, math::CopySignOp,
              math::CountLeadingZerosOp, math::CountTrailingZerosOp,
              math::CtPopOp, math::IsNaNOp, math::IsInfOp, math::IsFiniteOp,
              math::IsNormalOp>(op);
}

double CostModel::mathCalls(Operation *op) {
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    double perIteration =
        llvm::count_if(linalgOp.getBlock()->without_terminator(),
                       [](Operation &bodyOp) { return isMathCall(&bodyOp); });
    if (perIteration == 0)
      return 0;
    double iterations = 1;
    for (int64_t range : linalgOp.getStaticLoopRanges()) {
      if (ShapedType::isDynamic(range))
        return 0;
      iterations *= static_cast<double>(range);
    }
    return iterations * perIteration;
  }
  if (isMathCall(op) && op->getNumResults() == 1)
    return numElements(op->getResult(0).getType());
  return 0;
}

double CostModel::bytes(Operation *op) {
  // A value elementwise fusion computes inside its user's loop is neither
  // written by its producer nor read by that user (a producer with several
  // users fused into the first is still written, for the others).
  double total = 0;
  for (OpOperand &operand : op->getOpOperands())
    if (readsFromMemory(operand))
      total += byteSize(operand.get().getType());
  for (Value result : op->getResults())
    if (!getFusingUser(result))
      total += byteSize(result.getType());
  return total;
}

bool CostModel::isFree(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() ||
         op->hasTrait<OpTrait::IsTerminator>() ||
         isa<tensor::EmptyOp, tensor::DimOp, memref::AllocOp, memref::AllocaOp,
             memref::DeallocOp, memref::DimOp, ViewLikeOpInterface,
             tensor::ExtractSliceOp, tensor::CollapseShapeOp,
             tensor::ExpandShapeOp, tensor::CastOp, bufferization::ToTensorOp,
             bufferization::ToBufferOp>(op);
}

double CostModel::computeSeconds(Operation *op) const {
  if (isFree(op))
    return 0;
  // What the lowering folds into a BLAS call costs nothing of its own.
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    if (foldsIntoContractions(transpose))
      return 0;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    if (foldsIntoContraction(fill))
      return 0;
  if (!isFusableElementwise(op))
    return std::max(arithmeticSeconds(op, flops(op), mathCalls(op)),
                    bytes(op) / profile.memoryBytesPerSecond);
  // Elementwise fusion: the loop that owns `op` computes it, and `op`
  // (when it owns the loop) computes its fused producers, transitively.
  if (getFusedLoopOwner(op))
    return 0;
  // The loop streams each value it reads once, however many of its members
  // read it, and writes the members' values that are materialized.
  double loopFlops = 0, loopCalls = 0, loopBytes = 0;
  SmallVector<Operation *> members = {op};
  llvm::SmallPtrSet<Operation *, 8> seen = {op};
  llvm::SmallPtrSet<Value, 8> read;
  while (!members.empty()) {
    Operation *member = members.pop_back_val();
    loopFlops += flops(member);
    loopCalls += mathCalls(member);
    if (!getFusingUser(member->getResult(0)))
      loopBytes += byteSize(member->getResult(0).getType());
    for (OpOperand &operand : member->getOpOperands()) {
      Operation *producer = operand.get().getDefiningOp();
      if (producer && getFusedLoopOwner(producer) == member) {
        if (seen.insert(producer).second)
          members.push_back(producer);
      } else if (readsFromMemory(operand) &&
                 read.insert(operand.get()).second) {
        loopBytes += byteSize(operand.get().getType());
      }
    }
  }
  return std::max(arithmeticSeconds(op, loopFlops, loopCalls),
                  loopBytes / profile.memoryBytesPerSecond);
}

double CostModel::arithmeticSeconds(Operation *op, double flops,
                                    double calls) const {
  if (profile.mathCallSeconds <= 0)
    return flops / flopsRate(op);
  return (flops - calls) / flopsRate(op) + calls * profile.mathCallSeconds;
}

double CostModel::flopsRate(Operation *op) const {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (linalgOp && linalg::isaContractionOpInterface(linalgOp))
    return profile.contractionFlopsPerSecond > 0
               ? profile.contractionFlopsPerSecond
               : profile.flopsPerSecond;
  // Loops without a reduction (elementwise arithmetic, fills, copies,
  // transposes, broadcasts) vectorize; reductions run one scalar chain.
  bool elementwise =
      linalgOp ? linalgOp.getNumParallelLoops() == linalgOp.getNumLoops()
               : op->hasTrait<OpTrait::Elementwise>();
  return elementwise && profile.elementwiseFlopsPerSecond > 0
             ? profile.elementwiseFlopsPerSecond
             : profile.flopsPerSecond;
}

std::optional<CollectiveInfo> CostModel::getCollective(Operation *op) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  if (!collective)
    return std::nullopt;
  std::optional<int64_t> groupSize = collective.getGroupSize();
  if (!groupSize)
    return std::nullopt;
  CollectiveInfo result{collective.getCollectiveKind(),
                        collective.getFullBytes().value_or(0), *groupSize};
  resolveGroup(op, result);
  return result;
}

void CostModel::resolveGroup(Operation *op, CollectiveInfo &info) {
  auto gridRef = op->getAttrOfType<FlatSymbolRefAttr>("grid");
  if (!gridRef)
    return;
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridRef);
  if (!grid || llvm::any_of(grid.getShape(), ShapedType::isDynamic))
    return;
  info.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  info.axes.clear();
  if (auto axes = op->getAttrOfType<DenseI16ArrayAttr>("grid_axes"))
    info.axes.assign(axes.asArrayRef().begin(), axes.asArrayRef().end());
  else
    for (int16_t axis = 0, e = grid.getRank(); axis < e; ++axis)
      info.axes.push_back(axis);
}

HostPlacement HostPlacement::get(const CollectiveInfo &info,
                                 int64_t ranksPerHost) {
  HostPlacement placement;
  placement.spansHosts = true;
  ArrayRef<int64_t> shape = info.gridShape;
  if (shape.empty() || ranksPerHost < 1)
    return placement;
  int64_t world = 1;
  for (int64_t d : shape)
    world *= d;
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  // The group of rank r runs from its base (r with the group's coordinates
  // zeroed) to base + `extent`, and hosts hold consecutive ranks: it stays on
  // one host iff its first and last rank do.
  int64_t extent = 0;
  for (int16_t axis : info.axes)
    extent += (shape[axis] - 1) * strides[axis];
  placement.spansHosts = false;
  llvm::SmallDenseSet<int64_t> groupsOnFirstHost;
  for (int64_t r = 0; r < world; ++r) {
    int64_t base = r;
    for (int16_t axis : info.axes)
      base -= (r / strides[axis] % shape[axis]) * strides[axis];
    if (base / ranksPerHost != (base + extent) / ranksPerHost)
      placement.spansHosts = true;
    if (r < ranksPerHost)
      groupsOnFirstHost.insert(base);
  }
  placement.groupsPerHost = std::max<int64_t>(1, groupsOnFirstHost.size());
  return placement;
}

double CostModel::bytesSent(const CollectiveInfo &info) {
  double n = static_cast<double>(info.groupSize);
  double ring = (n - 1) / n * static_cast<double>(info.fullBytes);
  return info.kind == CollectiveKind::AllReduce ? 2 * ring : ring;
}

/// The measured points of `info`'s kind that apply to it, or none.
static ArrayRef<CalibrationPoint> pointsFor(const MachineProfile &profile,
                                            const CollectiveInfo &info) {
  if (info.groupSize != profile.calibrationGroupSize ||
      (profile.isTwoLevel() &&
       HostPlacement::get(info, profile.ranksPerHost).spansHosts))
    return {};
  return profile.calibration[static_cast<int>(info.kind)];
}

/// Linear interpolation of `get` over `points` at `bytes`, held at the ends.
template <typename F>
static double interpolate(ArrayRef<CalibrationPoint> points, double bytes,
                          F get) {
  if (bytes <= points.front().bytes)
    return get(points.front());
  for (size_t i = 1; i < points.size(); ++i)
    if (bytes <= points[i].bytes) {
      double t = (bytes - points[i - 1].bytes) /
                 (points[i].bytes - points[i - 1].bytes);
      return get(points[i - 1]) + t * (get(points[i]) - get(points[i - 1]));
    }
  return get(points.back());
}

double CostModel::collectiveSeconds(const CollectiveInfo &info) const {
  if (info.groupSize <= 1)
    return 0;
  if (ArrayRef<CalibrationPoint> points = pointsFor(profile, info);
      !points.empty()) {
    double bytes = static_cast<double>(info.fullBytes);
    // Beyond the largest size the time grows with the bytes at the largest
    // point's bandwidth.
    if (bytes > points.back().bytes)
      return points.back().seconds * bytes / points.back().bytes;
    return interpolate(points, bytes,
                       [](const CalibrationPoint &p) { return p.seconds; });
  }
  double steps = static_cast<double>(info.groupSize - 1);
  if (info.kind == CollectiveKind::AllReduce)
    steps *= 2;
  double intra = bytesSent(info) / profile.linkBytesPerSecond;
  if (!profile.isTwoLevel() ||
      !HostPlacement::get(info, profile.ranksPerHost).spansHosts)
    return steps * profile.linkLatencySeconds + intra;
  return steps * std::max(profile.linkLatencySeconds,
                          profile.interHostLatencySeconds) +
         std::max(intra,
                  interHostBytesSent(info) / profile.interHostBytesPerSecond);
}

double CostModel::overlapEfficiency(const CollectiveInfo &info) const {
  ArrayRef<CalibrationPoint> points = pointsFor(profile, info);
  if (points.empty() || llvm::any_of(points, [](const CalibrationPoint &p) {
        return p.overlapEfficiency < 0;
      }))
    return profile.overlapEfficiency;
  return interpolate(
      points, static_cast<double>(info.fullBytes),
      [](const CalibrationPoint &p) { return p.overlapEfficiency; });
}

double CostModel::asyncGainSeconds(const CollectiveInfo &info,
                                   double coveredSeconds) const {
  double hidden = overlapEfficiency(info) *
                  std::min(coveredSeconds, collectiveSeconds(info));
  return hidden - profile.launchSeconds;
}

double CostModel::interHostBytesSent(const CollectiveInfo &info) const {
  if (!profile.isTwoLevel() || info.groupSize <= 1)
    return 0;
  HostPlacement placement = HostPlacement::get(info, profile.ranksPerHost);
  if (!placement.spansHosts)
    return 0;
  return static_cast<double>(placement.groupsPerHost) * bytesSent(info);
}
