//===- TrainingStep.cpp - The training-step contract ----------------------===//

#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/Analysis/CostModel.h"
#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

bool TrainingStepContract::isState(func::FuncOp func, unsigned argIndex) {
  return static_cast<bool>(
      func.getArgAttr(argIndex, FSDPDialect::kStateAttrName));
}

bool TrainingStepContract::isTrainingStep(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (isState(func, i))
      return true;
  return false;
}

bool TrainingStepContract::isForwardStep(func::FuncOp func) {
  if (func.isDeclaration() || !isTrainingStep(func))
    return false;
  for (unsigned k = 0, e = func.getNumResults(); k < e; ++k)
    if (func.getResultAttr(k, FSDPDialect::kUpdatesAttrName))
      return false;
  return true;
}

bool TrainingStepContract::isState(unsigned argIndex) const {
  return isState(func::FuncOp(func), argIndex);
}

bool TrainingStepContract::updatesState() const {
  return llvm::any_of(updatedBy, [](int64_t r) { return r >= 0; });
}

/// Resolves the `#fsdp.sharding` in `attrs`, if any, and checks that `type`
/// is the shard it describes. `what` names the value in errors ("argument
/// 0").
static FailureOr<std::optional<ResolvedSharding>>
resolveSharding(func::FuncOp func, DictionaryAttr attrs, Type type,
                const Twine &what) {
  if (!attrs)
    return std::optional<ResolvedSharding>();
  auto attr = attrs.getAs<ShardingAttr>(FSDPDialect::kShardingAttrName);
  if (!attr)
    return std::optional<ResolvedSharding>();
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(func, attr.getGrid());
  if (!grid)
    return func.emitError() << what << ": the sharding's grid "
                            << attr.getGrid() << " is not a shard.grid";
  ResolvedSharding resolved{attr, grid, 1};
  ArrayRef<int64_t> gridShape = grid.getShape();
  for (int16_t axis : attr.getAxes()) {
    if (axis < 0 || axis >= static_cast<int64_t>(gridShape.size()))
      return func.emitError()
             << what << ": sharding axis " << axis
             << " is out of range for grid @" << grid.getSymName()
             << " of rank " << gridShape.size();
    int64_t size = gridShape[axis];
    if (ShapedType::isDynamic(size)) {
      resolved.groupSize = std::nullopt;
      continue;
    }
    if (resolved.groupSize &&
        (size < 1 ||
         llvm::MulOverflow(*resolved.groupSize, size, *resolved.groupSize)))
      return func.emitError() << what << ": grid @" << grid.getSymName()
                              << " has an invalid size";
  }
  // The value holds one of `groupSize` equal blocks of the padded sharded
  // dimension and the full extent of the others.
  auto shaped = dyn_cast<ShapedType>(type);
  if (!resolved.groupSize || !shaped || !shaped.hasRank())
    return std::optional<ResolvedSharding>(resolved);
  ArrayRef<int64_t> full = attr.getShape();
  ArrayRef<int64_t> local = shaped.getShape();
  bool matches = full.size() == local.size();
  for (size_t d = 0; matches && d < full.size(); ++d) {
    if (ShapedType::isDynamic(local[d]))
      continue;
    int64_t padded = 0, gathered = 0;
    if (static_cast<int64_t>(d) == attr.getDim())
      matches = !llvm::AddOverflow(full[d], attr.getPad(), padded) &&
                !llvm::MulOverflow(local[d], *resolved.groupSize, gathered) &&
                gathered == padded;
    else
      matches = local[d] == full[d];
  }
  if (!matches)
    return func.emitError()
           << what << ": its type " << type
           << " is not the shard that #fsdp.sharding describes for a group of "
           << *resolved.groupSize;
  return std::optional<ResolvedSharding>(resolved);
}

/// Whether a loss of type `type` holds one element.
static bool isSingleElement(Type type) {
  if (type.isIntOrFloat())
    return true;
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasStaticShape() && shaped.getNumElements() == 1;
}

FailureOr<TrainingStepContract> TrainingStepContract::get(func::FuncOp func) {
  TrainingStepContract step(func);
  unsigned numArgs = func.getNumArguments();
  unsigned numResults = func.getNumResults();
  step.updatedBy.assign(numArgs, -1);
  step.updates.assign(numResults, -1);
  for (unsigned r = 0; r < numResults; ++r) {
    if (func.getResultAttr(r, FSDPDialect::kLossAttrName)) {
      if (step.lossResult)
        return func.emitError() << "results " << *step.lossResult << " and "
                                << r << " are both marked 'fsdp.loss'";
      Type type = func.getResultTypes()[r];
      if (!isSingleElement(type))
        return func.emitError() << "the loss (result " << r << ") of type "
                                << type << " must hold a single element";
      step.lossResult = r;
    }
    auto attr =
        func.getResultAttrOfType<IntegerAttr>(r, FSDPDialect::kUpdatesAttrName);
    if (!attr)
      continue;
    int64_t arg = attr.getInt();
    if (arg < 0 || arg >= static_cast<int64_t>(numArgs))
      return func.emitError()
             << "result " << r << ": 'fsdp.updates' index " << arg
             << " is out of range for " << numArgs << " arguments";
    if (!isState(func, arg))
      return func.emitError() << "result " << r << " updates argument " << arg
                              << ", which is not an 'fsdp.state' argument";
    if (step.updatedBy[arg] >= 0)
      return func.emitError()
             << "argument " << arg << " is updated by both result "
             << step.updatedBy[arg] << " and result " << r;
    Type argType = func.getArgumentTypes()[arg];
    Type resultType = func.getResultTypes()[r];
    if (argType != resultType)
      return func.emitError()
             << "result " << r << " of type " << resultType
             << " updates argument " << arg << " of type " << argType;
    step.updatedBy[arg] = r;
    step.updates[r] = arg;
  }
  llvm::StringMap<unsigned> hyperparameters;
  for (unsigned a = 0; a < numArgs; ++a) {
    auto name = func.getArgAttrOfType<StringAttr>(
        a, FSDPDialect::kHyperparameterAttrName);
    if (!name)
      continue;
    Type type = func.getArgumentTypes()[a];
    if (isState(func, a))
      return func.emitError()
             << "argument " << a << ": hyperparameter '" << name.getValue()
             << "' cannot also be 'fsdp.state'";
    auto shaped = dyn_cast<ShapedType>(type);
    if (!isSingleElement(type) ||
        !(shaped ? shaped.getElementType() : type).isFloat())
      return func.emitError() << "argument " << a << ": hyperparameter '"
                              << name.getValue() << "' of type " << type
                              << " must be a single floating-point element";
    auto [it, inserted] = hyperparameters.try_emplace(name.getValue(), a);
    if (!inserted)
      return func.emitError()
             << "arguments " << it->second << " and " << a
             << " are both hyperparameter '" << name.getValue() << "'";
  }
  auto resolveAll = [&](bool results, TypeRange types,
                        SmallVectorImpl<std::optional<ResolvedSharding>> &out) {
    for (auto [i, type] : llvm::enumerate(types)) {
      FailureOr<std::optional<ResolvedSharding>> sharding = resolveSharding(
          func, results ? func.getResultAttrDict(i) : func.getArgAttrDict(i),
          type, (results ? "result " : "argument ") + Twine(i));
      if (failed(sharding))
        return failure();
      out.push_back(*sharding);
    }
    return success();
  };
  if (failed(resolveAll(/*results=*/false, func.getArgumentTypes(),
                        step.argSharding)) ||
      failed(resolveAll(/*results=*/true, func.getResultTypes(),
                        step.resultSharding)))
    return failure();
  return step;
}

StringRef TrainingStepContract::getHyperparameter(unsigned argIndex) const {
  auto name = func::FuncOp(func).getArgAttrOfType<StringAttr>(
      argIndex, FSDPDialect::kHyperparameterAttrName);
  return name ? name.getValue() : StringRef();
}

/// Whether `use` is the gradient operand of a reduce-scatter or all-reduce.
static bool isReducedInput(OpOperand &use) {
  Operation *op = use.getOwner();
  std::optional<CollectiveInfo> info = CostModel::getCollective(op);
  return info && info->kind != CollectiveKind::AllGather &&
         use.getOperandNumber() == 0;
}

/// Whether state argument `arg` is a parameter (see `classifyArguments`).
static bool isParameter(BlockArgument arg, const TopLevelOps &topLevel,
                        ArrayRef<int64_t> updates) {
  // Each derived value with the first position from which it is derived.
  SmallVector<std::pair<Value, size_t>> worklist{{arg, 0}};
  DenseMap<Value, size_t> derivedFrom{{arg, 0}};
  auto push = [&](Value value, size_t from) {
    auto [it, inserted] = derivedFrom.insert({value, from});
    if (!inserted) {
      if (it->second <= from)
        return;
      it->second = from;
    }
    worklist.push_back({value, from});
  };
  while (!worklist.empty()) {
    auto [value, from] = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      size_t at = topLevel.positionOf(user);
      if (isa<BaseMemRefType>(value.getType()) && at < from)
        continue;
      if (isReducedInput(use))
        return true;
      if (isa<func::ReturnOp>(user) &&
          user->getParentOp() == arg.getOwner()->getParentOp()) {
        unsigned index = use.getOperandNumber();
        if (index >= updates.size() || updates[index] < 0)
          return true;
        continue;
      }
      // Buffers the user writes.
      if (auto effects = dyn_cast<MemoryEffectOpInterface>(user)) {
        SmallVector<MemoryEffects::EffectInstance> instances;
        effects.getEffects(instances);
        for (auto &instance : instances)
          if (isa<MemoryEffects::Write>(instance.getEffect()))
            if (Value written = instance.getValue())
              push(getViewRoot(written), at);
      }
      if (isa<ViewLikeOpInterface>(user))
        for (Value result : user->getResults())
          push(result, at);
      if (Operation *top = topLevel.getTopLevel(user))
        for (Value result : top->getResults())
          push(result, at);
    }
  }
  return false;
}

SmallVector<ArgumentRole> TrainingStepContract::classifyArguments() const {
  func::FuncOp f = func;
  SmallVector<ArgumentRole> roles(f.getNumArguments(), ArgumentRole::Input);
  if (f.isExternal())
    return roles;
  TopLevelOps topLevel(f);
  for (BlockArgument arg : f.getArguments())
    if (isState(arg.getArgNumber()))
      roles[arg.getArgNumber()] = isParameter(arg, topLevel, updates)
                                      ? ArgumentRole::Parameter
                                      : ArgumentRole::OptimizerState;
  return roles;
}

LogicalResult mlir::fsdp::verifyDataParallelAxes(Operation *op,
                                                 StringRef gridName,
                                                 ArrayRef<int16_t> axes) {
  // The data-parallel axes lead the grid: [0] on a 1-D grid, [0, 1] on an
  // R x S grid (hybrid sharding replicates over 0 and shards over 1). A group
  // that skips a leading axis would leave ranks along it with different
  // state, which no strategy here models.
  bool leading = !axes.empty();
  for (auto [i, axis] : llvm::enumerate(axes))
    leading &= axis == static_cast<int16_t>(i);
  if (leading)
    return success();
  InFlightDiagnostic diag = op->emitError() << "all-reduce over grid axes [";
  llvm::interleaveComma(axes, diag);
  return diag << "] of @" << gridName
              << " is not on the data-parallel axes (the leading axes [0], "
                 "[0, 1], ... of the grid)";
}

/// Whether `op` is a microbatch loop of fsdp-accumulate.
static bool isMicrobatchLoop(Operation *op) {
  return isa<scf::ForOp>(op) &&
         op->hasAttr(FSDPDialect::kMicrobatchLoopAttrName);
}

SmallVector<Block *> mlir::fsdp::getStepBlocks(func::FuncOp func) {
  Block &entry = func.getBody().front();
  SmallVector<Block *> blocks{&entry};
  for (Operation &op : entry)
    if (isMicrobatchLoop(&op))
      blocks.push_back(cast<scf::ForOp>(op).getBody());
  return blocks;
}

Operation *mlir::fsdp::getStepBlockAncestor(func::FuncOp func, Operation *op) {
  Operation *top = func.getBody().front().findAncestorOpInBlock(*op);
  if (top && isMicrobatchLoop(top) && top != op)
    if (Operation *inner =
            cast<scf::ForOp>(top).getBody()->findAncestorOpInBlock(*op))
      return inner;
  return top;
}
