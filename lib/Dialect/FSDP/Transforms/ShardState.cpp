//===- ShardState.cpp - Take and return shards of the training state ------===//

#include "ShardingUtils.h"
#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"
#include "fsdp/Dialect/FSDP/Transforms/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_SHARDSTATEPASS
#include "fsdp/Dialect/FSDP/Transforms/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

/// A state argument that becomes a shard.
struct ShardedState {
  unsigned arg;
  /// The result that returns its new value; kNoResult for frozen state that
  /// no result returns.
  unsigned result;
  Dim0Layout layout;
  /// The shard of the updated value, returned instead of its gather; the
  /// argument itself for frozen state returned unchanged.
  Value newShard;
};

constexpr unsigned kNoResult = ~0u;

/// The `shard.all_slice` of `arg` (zero-padded or not) that
/// fsdp-shard-update created, when `user` is one.
static shard::AllSliceOp getStateSlice(Operation *user) {
  if (auto slice = dyn_cast<shard::AllSliceOp>(user))
    return slice;
  if (auto pad = dyn_cast<tensor::PadOp>(user))
    if (pad->hasOneUse())
      return dyn_cast<shard::AllSliceOp>(*pad->user_begin());
  return {};
}

/// Whether `slice` cuts the shard of `layout` out of the argument.
static bool slicesLayout(shard::AllSliceOp slice, const Dim0Layout &layout) {
  auto type = cast<RankedTensorType>(slice.getType());
  return slice.getGridAttr() == layout.grid && slice.getSliceAxis() == 0 &&
         type.getDimSize(0) == layout.shardDim0();
}

class ShardState {
public:
  /// `hybrid`: the shards are those of a hybrid decomposition (one axis of
  /// the group); the gathers are placed as `strategy` places them.
  ShardState(func::FuncOp func, Strategy strategy, bool hybrid)
      : func(func), strategy(strategy), hybrid(hybrid),
        rewriter(func.getContext()) {}

  LogicalResult run();

private:
  /// Decides which state arguments become shards.
  LogicalResult collect(const TrainingStepContract &step);
  /// Whether state argument `arg` (updated by `result`, or by none when
  /// negative) is frozen: never changed (read by compute or not).
  bool isFrozenState(const TrainingStepContract &step, unsigned arg,
                     int64_t result, func::ReturnOp ret);
  /// The group a forward step (one that updates no state) shards its state
  /// over: that of its all-reduces (the loss's average), as the training
  /// step of the same model shards its parameters; nullopt without one.
  std::optional<Dim0Layout> getForwardGroup();
  void shardArgument(ShardedState &state);
  /// Gives each of `uses` (compute uses of `arg`, now a shard) a gathered
  /// copy.
  void gatherForUses(BlockArgument arg, ArrayRef<OpOperand *> uses,
                     const Dim0Layout &layout);

  func::FuncOp func;
  Strategy strategy;
  bool hybrid;
  IRRewriter rewriter;
  SmallVector<ShardedState> states;
  /// The new argument and result attributes, set once at the end (setting
  /// them one by one rebuilds the whole list each time).
  SmallVector<NamedAttrList> argAttrs;
  SmallVector<NamedAttrList> resultAttrs;
};

} // namespace

LogicalResult ShardState::collect(const TrainingStepContract &step) {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  // Frozen state: updated by nothing (no result, or one that returns the
  // argument unchanged) -- the parameters a fine-tuning run does not train,
  // and those the loss does not depend on (an unused head: never read).
  // Sharded like the trained parameters once their group is known.
  SmallVector<std::pair<unsigned, int64_t>> frozen;
  for (unsigned arg = 0, e = func.getNumArguments(); arg < e; ++arg) {
    BlockArgument value = func.getArgument(arg);
    bool sliced = llvm::any_of(value.getUsers(), [](Operation *user) {
      return static_cast<bool>(getStateSlice(user));
    });
    int64_t result = step.getUpdatingResult(arg);
    std::optional<std::pair<Value, Dim0Layout>> update;
    if (result >= 0)
      update = matchGatheredShard(ret.getOperand(result));
    if (!update) {
      if (sliced)
        return func.emitError()
               << "state argument " << arg
               << " is sliced for a sharded update, but "
               << (result < 0 ? "nothing updates it"
                              : "its new value is computed in full");
      if (isFrozenState(step, arg, result, ret))
        frozen.push_back({arg, result});
      continue; // Stays replicated.
    }
    auto type = cast<RankedTensorType>(value.getType());
    const Dim0Layout &layout = update->second;
    if (type.getDimSize(0) != layout.fullDim0)
      return func.emitError() << "the update of state argument " << arg
                              << " is gathered to a different shape";
    for (Operation *user : value.getUsers())
      if (shard::AllSliceOp slice = getStateSlice(user))
        if (!slicesLayout(slice, layout))
          return slice.emitError()
                 << "slices state argument " << arg
                 << " differently from the shards of its update";
    states.push_back(
        {arg, static_cast<unsigned>(result), layout, update->first});
  }
  // A forward step (evaluation: every state argument frozen) holds its
  // state in the layout the training step of the same model holds it in,
  // padded rows included, so that it runs on that step's shards.
  bool forward = !step.updatesState();
  std::optional<Dim0Layout> group;
  if (!states.empty())
    group = states.front().layout; // (states grows below)
  else if (forward)
    group = getForwardGroup();
  if (!group)
    return success(); // No group to shard frozen state over.
  for (auto [arg, result] : frozen) {
    BlockArgument value = func.getArgument(arg);
    auto type = cast<RankedTensorType>(value.getType());
    Dim0Layout layout = Dim0Layout::get(group->grid, group->axes,
                                        group->groupSize, type.getDimSize(0));
    // Padding would need a padded copy per use: kept whole where one
    // computes with it. Never read, it is held padded like a trained one.
    auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
    bool read = llvm::any_of(value.getUsers(),
                             [&](Operation *user) { return user != ret; });
    if (layout.pad && read && !forward)
      continue;
    states.push_back({arg, result < 0 ? kNoResult : unsigned(result), layout,
                      result < 0 ? Value() : Value(value)});
  }
  return success();
}

bool ShardState::isFrozenState(const TrainingStepContract &step, unsigned arg,
                               int64_t result, func::ReturnOp ret) {
  BlockArgument value = func.getArgument(arg);
  if (!step.isState(arg))
    return false;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || type.getRank() == 0 || !type.hasStaticShape())
    return false;
  // Returned unchanged or not at all, read by compute or not.
  return result < 0 || ret.getOperand(result) == value;
}

std::optional<Dim0Layout> ShardState::getForwardGroup() {
  std::optional<Dim0Layout> group;
  func.walk([&](AllReduceOp op) {
    group = getShardLayout(op, hybrid, /*fullDim0=*/0);
    return group ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (group)
    return group;
  // Without one (a step that returns the model's outputs, not a loss
  // averaged over the ranks): the module's one grid, whole, as the
  // training step's all-reduces span it (hybrid: its innermost axis).
  auto module = func->getParentOfType<ModuleOp>();
  if (!module)
    return std::nullopt;
  auto grids = module.getOps<shard::GridOp>();
  if (!llvm::hasSingleElement(grids))
    return std::nullopt;
  shard::GridOp grid = *grids.begin();
  ArrayRef<int64_t> shape = grid.getShape();
  if (llvm::any_of(shape, ShapedType::isDynamic) ||
      (hybrid && shape.size() < 2))
    return std::nullopt;
  auto gridRef = FlatSymbolRefAttr::get(grid.getSymNameAttr());
  if (hybrid)
    return Dim0Layout::get(
        gridRef,
        DenseI16ArrayAttr::get(func.getContext(),
                               {static_cast<int16_t>(shape.size() - 1)}),
        shape.back(), /*fullDim0=*/0);
  int64_t size = 1;
  for (int64_t n : shape)
    size *= n;
  return Dim0Layout::get(gridRef, /*axes=*/{}, size, /*fullDim0=*/0);
}

void ShardState::gatherForUses(BlockArgument arg, ArrayRef<OpOperand *> uses,
                               const Dim0Layout &layout) {
  if (uses.empty())
    return;
  Block &entry = func.getBody().front();

  if (strategy == Strategy::ShardGradOp) {
    // One gather before the first use serves forward and backward.
    Operation *first = nullptr;
    for (OpOperand *use : uses) {
      Operation *top = entry.findAncestorOpInBlock(*use->getOwner());
      if (!first || top->isBeforeInBlock(first))
        first = top;
    }
    rewriter.setInsertionPoint(first);
    Value full = gatherFull(rewriter, arg.getLoc(), arg, layout);
    for (OpOperand *use : uses)
      use->set(full);
    return;
  }

  // Full shard: each using op gets its own gather right before it, so the
  // gathered copy dies with that use -- inside a microbatch loop too, where
  // it is gathered again for each microbatch. A use inside another region (a
  // table read by `tensor.extract` in a `linalg.generic` body, say) is
  // served by one gather before the op of the step block that holds the
  // region: a gather in the region would run once per iteration.
  DenseMap<Operation *, Value> gathered;
  for (OpOperand *use : uses) {
    Operation *top = getStepBlockAncestor(func, use->getOwner());
    Value &full = gathered[top];
    if (!full) {
      rewriter.setInsertionPoint(top);
      full = gatherFull(rewriter, top->getLoc(), arg, layout);
    }
    use->set(full);
  }
}

void ShardState::shardArgument(ShardedState &state) {
  BlockArgument arg = func.getArgument(state.arg);
  auto fullType = cast<RankedTensorType>(arg.getType());
  RankedTensorType shardType = state.layout.shardType(fullType);

  // The update's slices of the state are the new argument itself; every
  // other use computes with the full parameter.
  SmallVector<OpOperand *> computeUses;
  SmallVector<std::pair<shard::AllSliceOp, Operation *>> slices;
  for (OpOperand &use : arg.getUses()) {
    if (shard::AllSliceOp slice = getStateSlice(use.getOwner()))
      slices.push_back({slice, use.getOwner()});
    else if (!(isa<func::ReturnOp>(use.getOwner()) && state.newShard == arg))
      computeUses.push_back(&use); // (frozen state returns its shard)
  }
  for (auto [slice, user] : slices) {
    rewriter.replaceAllUsesWith(slice.getResult(), arg);
    rewriter.eraseOp(slice);
    if (user != slice.getOperation())
      rewriter.eraseOp(user);
  }

  arg.setType(shardType);
  gatherForUses(arg, computeUses, state.layout);

  ArrayRef<int64_t> shape = fullType.getShape();
  auto sharding = ShardingAttr::get(func.getContext(), state.layout.grid,
                                    getGroupAxes(state.layout, func), /*dim=*/0,
                                    shape, state.layout.pad);
  argAttrs[state.arg].set(FSDPDialect::kShardingAttrName, sharding);
  if (state.result == kNoResult)
    return;
  resultAttrs[state.result].set(FSDPDialect::kShardingAttrName, sharding);

  // Return the shard of the update rather than its gather.
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  Value gatheredUpdate = ret.getOperand(state.result);
  if (gatheredUpdate == arg)
    return; // Frozen: the argument, now a shard, is returned as it is.
  ret.setOperand(state.result, state.newShard);
  if (Operation *def = gatheredUpdate.getDefiningOp()) {
    Operation *gather = def;
    if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def))
      gather = slice.getSource().getDefiningOp();
    if (def->use_empty())
      rewriter.eraseOp(def);
    if (gather != def && gather && gather->use_empty())
      rewriter.eraseOp(gather);
  }
}

LogicalResult ShardState::run() {
  FailureOr<TrainingStepContract> step = TrainingStepContract::get(func);
  if (failed(step))
    return failure();
  if (strategy == Strategy::NoShard)
    return success();
  if (failed(collect(*step)))
    return failure();
  if (states.empty())
    return success();
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    argAttrs.emplace_back(func.getArgAttrDict(i));
  for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
    resultAttrs.emplace_back(func.getResultAttrDict(i));
  for (ShardedState &state : states)
    shardArgument(state);
  auto toDicts = [&](ArrayRef<NamedAttrList> lists) {
    return llvm::map_to_vector(lists, [&](const NamedAttrList &list) {
      return list.getDictionary(func.getContext());
    });
  };
  func.setAllArgAttrs(toDicts(argAttrs));
  func.setAllResultAttrs(toDicts(resultAttrs));

  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  func.setType(FunctionType::get(func.getContext(),
                                 func.getBody().getArgumentTypes(),
                                 ret.getOperandTypes()));
  return success();
}

LogicalResult mlir::fsdp::shardStepState(func::FuncOp func, Strategy strategy) {
  // Hybrid places gathers as full-shard does; its groups come with the
  // layouts fsdp-decompose-all-reduce chose.
  Strategy placement =
      strategy == Strategy::Hybrid ? Strategy::FullShard : strategy;
  return ShardState(func, placement, strategy == Strategy::Hybrid).run();
}

namespace {
struct ShardStatePass : fsdp::impl::ShardStatePassBase<ShardStatePass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !TrainingStepContract::isTrainingStep(func))
      return markAllAnalysesPreserved();
    if (failed(shardStepState(func, getStrategy(func))))
      return signalPassFailure();
  }
};
} // namespace
