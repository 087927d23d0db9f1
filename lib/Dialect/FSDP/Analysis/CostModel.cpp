//===- CostModel.cpp - Time of compute and collectives --------------------===//

#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"
#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"

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

#include <cmath>
#include <cstdlib>
#include <tuple>

using namespace mlir;
using namespace mlir::fsdp;

/// Elements of a statically shaped tensor or memref, else 0.
static double numElements(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return 0;
  return static_cast<double>(shaped.getNumElements());
}

static double byteSize(Type type) {
  return static_cast<double>(getStaticByteSize(type).value_or(0));
}

double CostModel::flops(Operation *op) {
  if (auto step = dyn_cast<StepOpInterface>(op))
    if (std::optional<double> flops = step.getFlops())
      return *flops;
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
  // fsdp-approximate-math's polynomials are arithmetic in the loop.
  return isa<math::MathDialect>(op->getDialect()) && !isApproximatedMath(op) &&
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

/// Bytes of one element of `type` (a scalar, or a shaped type's element).
static double elementBytes(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isIntOrIndexOrFloat()
             ? static_cast<double>(element.getIntOrFloatBitWidth()) / 8
             : 0;
}

double CostModel::bytes(Operation *op) {
  // An element read, or written in place into its tensor (a scatter's loop
  // body: bufferization updates the loop's buffer), moves that element, not
  // the tensor; a slice inserted in place, the slice.
  if (auto extract = dyn_cast<tensor::ExtractOp>(op))
    return elementBytes(extract.getType());
  if (auto insert = dyn_cast<tensor::InsertOp>(op))
    return 2 * elementBytes(insert.getScalar().getType());
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
    return 2 * byteSize(insert.getSourceType());
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

double CostModel::recomputeSeconds(Operation *op) const {
  if (std::optional<CollectiveInfo> info = getCollective(op))
    return collectiveSeconds(*info);
  if (isFree(op) || !isFusableElementwise(op))
    return computeSeconds(op);
  return arithmeticSeconds(op, flops(op), mathCalls(op));
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
  // Elementwise fusion: the loop that owns `op` computes it, and `op`
  // (when it owns the loop: an elementwise op, or a reduction producers are
  // fused into) computes its fused producers, transitively.
  if (getFusedLoopOwner(op))
    return 0;
  bool ownsProducers = llvm::any_of(op->getOperands(), [&](Value operand) {
    Operation *producer = operand.getDefiningOp();
    return producer && getFusedLoopOwner(producer) == op;
  });
  // fsdp-fuse-row-reductions: a row reduction joined to the loop before it
  // adds to that loop its arithmetic and what it moves that the loop does
  // not already: not the values the loop stores (it reduces them from
  // registers) or reads.
  SmallVector<Value> streamed;
  bool joined = getRowReductionPartner(op, &streamed);
  if (!isFusableElementwise(op) && !ownsProducers && !joined)
    return std::max(arithmeticSeconds(op, flops(op), mathCalls(op)),
                    bytes(op) / profile.memoryBytesPerSecond);
  // The loop streams each value it reads once, however many of its members
  // read it, and writes the members' values that are materialized.
  double loopFlops = 0, loopCalls = 0, loopBytes = 0;
  SmallVector<Operation *> members = {op};
  llvm::SmallPtrSet<Operation *, 8> seen = {op};
  llvm::SmallPtrSet<Value, 8> read(llvm::from_range, streamed);
  while (!members.empty()) {
    Operation *member = members.pop_back_val();
    loopFlops += flops(member);
    loopCalls += mathCalls(member);
    for (Value result : member->getResults())
      if (!getFusingUser(result))
        loopBytes += byteSize(result.getType());
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

/// The smallest and largest of a contraction's M, N and K (each the product
/// of its loops), or std::nullopt when they are not static.
static std::optional<std::pair<double, double>>
extremeDims(linalg::LinalgOp op) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<double, 3> sizes;
  for (ArrayRef<unsigned> loops :
       {ArrayRef<unsigned>(dims->m), ArrayRef<unsigned>(dims->n),
        ArrayRef<unsigned>(dims->k)}) {
    double size = 1;
    for (unsigned loop : loops) {
      if (ShapedType::isDynamic(ranges[loop]))
        return std::nullopt;
      size *= static_cast<double>(ranges[loop]);
    }
    sizes.push_back(size);
  }
  return std::make_pair(*llvm::min_element(sizes), *llvm::max_element(sizes));
}

/// Linear interpolation of `value` over `points`, sorted by `key`, at `x`
/// (in the logarithm of the key when `logKey`), held at the ends.
template <typename T, typename K, typename V>
static double interpolate(ArrayRef<T> points, double x, K key, V value,
                          bool logKey = false) {
  if (x <= key(points.front()))
    return value(points.front());
  for (size_t i = 1; i < points.size(); ++i)
    if (x <= key(points[i])) {
      double lo = key(points[i - 1]), hi = key(points[i]);
      double t =
          logKey ? std::log(x / lo) / std::log(hi / lo) : (x - lo) / (hi - lo);
      return value(points[i - 1]) +
             t * (value(points[i]) - value(points[i - 1]));
    }
  return value(points.back());
}

static double bytesOf(const CalibrationPoint &p) { return p.bytes; }
static double first(const std::pair<double, double> &p) { return p.first; }
static double second(const std::pair<double, double> &p) { return p.second; }

std::string CostModel::gemmVariant(linalg::LinalgOp op) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || op.getNumDpsInputs() != 2)
    return "";
  std::string variant;
  for (OpOperand *input : op.getDpsInputOperands()) {
    // The library reads an operand transposed when its contiguous (last)
    // dimension is not the one the row-major product walks: K for the
    // first operand, N for the second.
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.getNumResults() == 0)
      return "";
    auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!last)
      return "";
    ArrayRef<unsigned> walked = input->getOperandNumber() == 0
                                    ? ArrayRef<unsigned>(dims->k)
                                    : ArrayRef<unsigned>(dims->n);
    bool transposed = !llvm::is_contained(walked, last.getPosition());
    // A transpose that fsdp-fold-transposes-into-contractions folds into the
    // call flips it.
    if (auto transpose = input->get().getDefiningOp<linalg::TransposeOp>();
        transpose && foldsIntoContractions(transpose))
      transposed = !transposed;
    variant += transposed ? 't' : 'n';
  }
  return variant;
}

double CostModel::contractionRate(linalg::LinalgOp op) const {
  // The points of the op's variant, else those that name none.
  std::string variant = gemmVariant(op);
  auto points = [&](StringRef name) {
    return llvm::to_vector(
        llvm::make_filter_range(profile.contractionRates,
                                [&](const MachineProfile::ContractionRate &p) {
                                  return p.variant == name;
                                }));
  };
  SmallVector<MachineProfile::ContractionRate> table =
      variant.empty() ? SmallVector<MachineProfile::ContractionRate>()
                      : points(variant);
  if (table.empty())
    table = points("");
  std::optional<std::pair<double, double>> dims = extremeDims(op);
  if (table.empty() || !dims)
    return profile.contractionFlopsPerSecond > 0
               ? profile.contractionFlopsPerSecond
               : profile.flopsPerSecond;
  // Per largest dimension (the table is sorted by it, then by the smallest)
  // the rate at the op's smallest dimension; then across them.
  SmallVector<std::pair<double, double>> byMaxDim;
  for (size_t begin = 0; begin < table.size();) {
    size_t end = begin;
    SmallVector<std::pair<double, double>> row;
    for (; end < table.size() && table[end].maxDim == table[begin].maxDim;
         ++end)
      row.push_back({table[end].minDim, table[end].flopsPerSecond});
    byMaxDim.push_back({table[begin].maxDim,
                        interpolate(ArrayRef(row), dims->first, first, second,
                                    /*logKey=*/true)});
    begin = end;
  }
  return interpolate(ArrayRef(byMaxDim), dims->second, first, second,
                     /*logKey=*/true);
}

double CostModel::flopsRate(Operation *op) const {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (linalgOp && linalg::isaContractionOpInterface(linalgOp))
    return contractionRate(linalgOp);
  // A convolution the CPU lowering runs as im2col and a GEMM.
  if (runsAsIm2Col(op) && profile.contractionFlopsPerSecond > 0)
    return profile.contractionFlopsPerSecond;
  // Loops without a reduction (elementwise arithmetic, fills, copies,
  // transposes, broadcasts) vectorize, and so do the reductions
  // fsdp-blocked-reductions sums as trees of vector lanes; other reductions
  // run one scalar chain.
  bool elementwise =
      linalgOp ? linalgOp.getNumParallelLoops() == linalgOp.getNumLoops() ||
                     matchBlockedReduction(op, /*zeroIndices=*/true)
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
    return interpolate(points, bytes, bytesOf,
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
      points, static_cast<double>(info.fullBytes), bytesOf,
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
