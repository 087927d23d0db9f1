//===- MemoryModel.cpp - Bytes alive along a training step ----------------===//
//
// Two walks: the first groups values that are the same data (views, waits)
// and finds the last use of each group; the second assigns groups to buffers
// in program order, letting an op write into an operand group that dies at
// it, as bufferization does.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/MemoryModel.h"
#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/Analysis/LoweringFolds.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::fsdp;

/// Whether the rows of `slice` are one contiguous run of its source's
/// (row-major, unit strides): the dimensions before the first it cuts
/// short are taken one index at a time, those after it whole.
static bool isContiguousSlice(tensor::ExtractSliceOp slice) {
  ArrayRef<int64_t> source = slice.getSourceType().getShape();
  ArrayRef<int64_t> sizes = slice.getStaticSizes();
  if (ShapedType::isDynamicShape(source) || ShapedType::isDynamicShape(sizes) ||
      !llvm::all_of(slice.getStaticStrides(), [](int64_t s) { return s == 1; }))
    return false;
  size_t d = 0;
  while (d < sizes.size() && sizes[d] == 1)
    ++d;
  // Dimension d may be cut short; every later one must be whole.
  for (size_t e = d + 1; e < sizes.size(); ++e)
    if (sizes[e] != source[e])
      return false;
  return true;
}

Value MemoryModel::getAliasedSource(Operation *op, Value result) {
  // Collapsing dimensions of a strided slice (a bucket's member, gathered
  // rank by rank) cannot be a view of it: bufferization copies it, unless
  // the lowering folds the reshape into the loops of linalg.generics that
  // read it in its block (reshape fusion by expansion), which then read the
  // slice; one read inside a microbatch loop is a copy before the loop.
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    if (auto slice = collapse.getSrc().getDefiningOp<tensor::ExtractSliceOp>();
        slice && !isContiguousSlice(slice) &&
        !llvm::all_of(collapse->getUsers(), [&](Operation *user) {
          return isa<linalg::GenericOp>(user) &&
                 user->getBlock() == collapse->getBlock();
        }))
      return {};
  if (auto wait = dyn_cast<WaitOp>(op))
    return wait.getValue();
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op);
      transpose && transpose->getNumResults() == 1 &&
      foldsIntoContractions(transpose))
    return transpose.getInput();
  if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
          tensor::ExpandShapeOp, tensor::CastOp, bufferization::ToTensorOp,
          bufferization::ToBufferOp>(op))
    return op->getOperand(0);
  if (auto materialize =
          dyn_cast<bufferization::MaterializeInDestinationOp>(op))
    return materialize.getDest();
  if (auto view = dyn_cast<ViewLikeOpInterface>(op);
      view && isa<BaseMemRefType>(result.getType()))
    return view.getViewSource();
  return {};
}

/// Whether `arg`, an argument of a function, is marked read-only
/// (`bufferization.writable = false`: the runner's inputs, a forward step's
/// arguments): bufferization writes into it nowhere.
static bool isReadOnly(BlockArgument arg) {
  auto fn =
      dyn_cast_or_null<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!fn || !arg.getOwner()->isEntryBlock())
    return false;
  auto writable = fn.getArgAttrOfType<BoolAttr>(
      arg.getArgNumber(),
      bufferization::BufferizationDialect::kWritableAttrName);
  return writable && !writable.getValue();
}

/// Ops whose results occupy no buffer of the step.
static bool allocatesNothing(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() ||
         isa<tensor::EmptyOp, memref::GetGlobalOp>(op);
}

/// Per op of `block` that elementwise fusion (linalg-fuse-elementwise-ops)
/// folds into its single user, the top-level op whose loop computes it in
/// the end: its value never occupies a buffer, and what it reads is read
/// there.
static DenseMap<Operation *, Operation *>
fusedIntoConsumer(ArrayRef<Operation *> ops) {
  DenseMap<Operation *, Operation *> fused;
  for (Operation *op : llvm::reverse(ops)) {
    if (op->getNumResults() != 1)
      continue;
    Operation *user = getFusingUser(op->getResult(0));
    if (!user)
      continue;
    Operation *consumer = fused.lookup(user);
    fused[op] = consumer ? consumer : user;
  }
  return fused;
}

/// Per op of `ops` that fsdp-fuse-multi-use-elementwise computes in the loop
/// of its first user (`getFusedLoopOwner`, several users), the top-level op
/// whose loop that is in the end (after the single-use fusion of
/// `fusedInto`, and further multi-use fusions of that loop): the value is
/// still written for the later users, but from there, and what it reads is
/// read there.
static DenseMap<Operation *, Operation *>
fusedIntoFirstUser(ArrayRef<Operation *> ops,
                   const DenseMap<Operation *, Operation *> &fusedInto) {
  DenseMap<Operation *, Operation *> fused;
  auto loopOf = [&](Operation *op) {
    Operation *consumer = fusedInto.lookup(op);
    return consumer ? consumer : op;
  };
  for (Operation *op : llvm::reverse(ops)) {
    if (fusedInto.count(op) || !isFusableElementwise(op))
      continue;
    Operation *user = getFusedLoopOwner(op);
    if (!user)
      continue;
    Operation *loop = loopOf(user);
    Operation *further = fused.lookup(loop);
    fused[op] = further ? further : loop;
  }
  return fused;
}

/// The results of the step `block` is the body of that update an argument
/// (`fsdp.updates`), by result index; empty for other blocks.
static DenseMap<unsigned, BlockArgument> updatedArguments(Block &block) {
  DenseMap<unsigned, BlockArgument> updated;
  auto fn = dyn_cast_or_null<func::FuncOp>(block.getParentOp());
  if (!fn || !block.isEntryBlock() || block.empty())
    return updated;
  auto ret = dyn_cast<func::ReturnOp>(block.back());
  if (!ret || ret.getNumOperands() != fn.getNumResults())
    return updated;
  for (unsigned k = 0, e = ret.getNumOperands(); k < e; ++k)
    if (auto index = fn.getResultAttrOfType<IntegerAttr>(
            k, FSDPDialect::kUpdatesAttrName))
      if (index.getInt() >= 0 && index.getInt() < block.getNumArguments())
        updated[k] = block.getArgument(index.getInt());
  return updated;
}

/// The results fsdp-donate-state makes write into an updated argument:
/// following tied inits back from each returned update, the result of the
/// linalg op whose init is a `tensor.empty` (that init becomes the
/// argument), or of an elementwise op on tensors (a linalg.generic whose
/// unused init elementwise fusion makes a `tensor.empty`).
static DenseMap<Value, BlockArgument>
donatedResults(Block &block,
               const DenseMap<unsigned, BlockArgument> &updatedArgs) {
  DenseMap<Value, BlockArgument> donated;
  for (unsigned k = 0, e = block.back().getNumOperands(); k < e; ++k) {
    BlockArgument arg = updatedArgs.lookup(k);
    if (!arg)
      continue;
    Value value = block.back().getOperand(k);
    if (value == arg || !isa<RankedTensorType>(value.getType()))
      continue;
    while (auto result = dyn_cast<OpResult>(value)) {
      Operation *op = result.getOwner();
      auto dps = dyn_cast<DestinationStyleOpInterface>(op);
      if (!dps) {
        if (op->hasTrait<OpTrait::Elementwise>() &&
            result.getType() == arg.getType())
          donated.try_emplace(result, arg);
        break;
      }
      OpOperand *init = dps.getTiedOpOperand(result);
      if (!init || init->get().getType() != arg.getType())
        break;
      if (init->get().getDefiningOp<tensor::EmptyOp>()) {
        donated.try_emplace(result, arg);
        break;
      }
      value = init->get();
    }
  }
  return donated;
}

/// The destination of the `bufferization.materialize_in_destination` that
/// stores `result`, its one use, when that destination is also `result`'s
/// init (an accumulator updated in place: bufferization writes the op's
/// loop into the destination); null otherwise.
static Value storedInOwnInit(Operation *op, Value result) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(op);
  if (!dps || !result.hasOneUse())
    return {};
  auto store = dyn_cast<bufferization::MaterializeInDestinationOp>(
      *result.getUsers().begin());
  if (!store || store.getSource() != result)
    return {};
  OpOperand *init = dps.getTiedOpOperand(cast<OpResult>(result));
  return init && init->get() == store.getDest() ? store.getDest() : Value();
}

/// The most bytes the blocks of `op`'s regions hold at once beyond what the
/// op's own block holds for them (their arguments, the values of outer
/// blocks they read): what one iteration of a loop allocates and frees.
int64_t MemoryModel::nestedPeakBytes(Operation *op) {
  int64_t most = 0;
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      SmallVector<int64_t> live =
          MemoryModel(block, MemoryModel::Updates::Returned).liveBytes();
      if (!live.empty())
        most = std::max(most, *llvm::max_element(live));
    }
  return most;
}

/// Walk 1 of the model: the values that are the same data (views, a result
/// written in place into its init) grouped under one root value, and the
/// uses of each group.
struct MemoryModel::AliasGroups {
  DenseMap<Value, Value> rootOf;
  /// Per group root: (position, user) of every use.
  DenseMap<Value, SmallVector<std::pair<size_t, Operation *>>> uses;

  Value root(Value v) const {
    auto it = rootOf.find(v);
    return it == rootOf.end() ? v : it->second;
  }
  /// The position of the last use of the group of `groupRoot`, or `def`.
  size_t lastUse(Value groupRoot, size_t def) const {
    size_t last = def;
    for (auto &[at, user] : uses.lookup(groupRoot))
      last = std::max(last, at);
    return last;
  }
};

MemoryModel::MemoryModel(Block &block, Updates updates) {
  for (Operation &op : block) {
    position[&op] = ops.size();
    ops.push_back(&op);
  }
  for (BlockArgument arg : block.getArguments())
    argBytes += step::byteSize(arg.getType());
  DenseMap<Operation *, Operation *> fusedInto = fusedIntoConsumer(ops);
  DenseMap<Operation *, Operation *> computedIn =
      fusedIntoFirstUser(ops, fusedInto);
  // Where each op's loop runs, for the ops that are not loops of their own.
  DenseMap<Operation *, Operation *> loopOwner = computedIn;
  for (auto &[op, consumer] : fusedInto) {
    Operation *further = computedIn.lookup(consumer);
    loopOwner[op] = further ? further : consumer;
  }
  AliasGroups groups = groupAliases(block, loopOwner);
  DenseMap<unsigned, BlockArgument> updatedArgs;
  DenseMap<Value, BlockArgument> donatedInto;
  if (updates == Updates::Donated) {
    updatedArgs = updatedArguments(block);
    donatedInto = donatedResults(block, updatedArgs);
  }
  allocateBuffers(block, fusedInto, computedIn, groups, donatedInto);
  // Aliases share their root's buffer.
  for (auto &[value, groupRoot] : groups.rootOf)
    if (int64_t id = bufferOf.lookup(groupRoot))
      bufferOf[value] = id;
  copyReturnedArguments(block, updatedArgs);
}

MemoryModel::AliasGroups MemoryModel::groupAliases(
    Block &block, const DenseMap<Operation *, Operation *> &loopOwner) const {
  AliasGroups groups;
  for (Operation *op : ops) {
    // What a fused op reads is read where its loop runs.
    Operation *reader = loopOwner.lookup(op);
    if (!reader)
      reader = op;
    auto use = [&, at = position.lookup(reader), reader = reader](Value v) {
      if (v.getParentBlock() == &block)
        groups.uses[groups.root(v)].push_back({at, reader});
    };
    for (Value operand : op->getOperands())
      use(operand);
    // Values of the block read inside the op's regions.
    op->walk([&](Operation *nested) {
      if (nested == op)
        return;
      for (Value operand : nested->getOperands())
        if (operand.getParentBlock() == &block)
          use(operand);
    });
    // A collective reads its input in the background until its wait.
    if (auto wait = dyn_cast<WaitOp>(op))
      if (Operation *start = wait.getToken().getDefiningOp())
        use(start->getOperand(0));
    for (Value result : op->getResults()) {
      if (Value source = getAliasedSource(op, result))
        groups.rootOf[result] = groups.root(source);
      else if (Value dest = storedInOwnInit(op, result))
        groups.rootOf[result] = groups.root(dest);
    }
  }
  return groups;
}

/// Walk 2 of the model: a buffer for each value that needs one, in program
/// order, reusing an operand's buffer where the lowering writes in place.
void MemoryModel::allocateBuffers(
    Block &block, const DenseMap<Operation *, Operation *> &fusedInto,
    const DenseMap<Operation *, Operation *> &computedIn,
    const AliasGroups &groups,
    const DenseMap<Value, BlockArgument> &donatedInto) {
  auto buffersOf = [&](Value v) -> int64_t {
    return bufferOf.lookup(groups.root(v)) - 1;
  };
  DenseSet<Operation *> claimedEmpties;
  DenseSet<Value> writtenArgs;
  for (auto [index, op] : llvm::enumerate(ops)) {
    if (allocatesNothing(op) || fusedInto.count(op))
      continue;
    // Where the op's loop runs: its own position, or its first user's,
    // whose loop computes it after multi-use fusion.
    Operation *owner = computedIn.lookup(op);
    size_t k = owner ? position.lookup(owner) : index;
    SmallVector<int64_t> reusedHere;
    // An operand buffer that dies at this op and that the op may write into:
    // one of the step's, or an argument's (the caller's storage, written in
    // place as bufferization does with writable function arguments). A
    // donated init is not an operand of the op here: its argument must not
    // be used after the op.
    auto reusable = [&, k = k](Value operand, Value result,
                               bool donatedOperand = false) -> int64_t {
      int64_t bytes = step::byteSize(result.getType());
      int64_t id = buffersOf(operand);
      if (id < 0) {
        auto arg = dyn_cast<BlockArgument>(groups.root(operand));
        size_t lastUse = arg ? groups.lastUse(arg, 0) : 0;
        if (!arg || arg.getOwner() != &block || isReadOnly(arg) ||
            step::byteSize(arg.getType()) != bytes ||
            (donatedOperand ? lastUse > k : lastUse != k) ||
            !writtenArgs.insert(arg).second)
          return -1;
        id = buffers.size();
        buffers.push_back({/*bytes=*/0, k, k, bytes, arg});
        uses.emplace_back();
        bufferOf[arg] = id + 1;
        return id;
      }
      if (buffers[id].to != k || buffers[id].size != bytes ||
          llvm::is_contained(reusedHere, id))
        return -1;
      return id;
    };
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    auto loop = dyn_cast<LoopLikeOpInterface>(op);
    bool elementwise = op->hasTrait<OpTrait::Elementwise>();
    for (OpResult result : op->getResults()) {
      if (groups.rootOf.count(result))
        continue; // An alias.
      int64_t bytes = step::byteSize(result.getType());
      if (bytes == 0)
        continue;
      size_t last = groups.lastUse(result, k);
      int64_t id = -1;
      // Where the buffer is allocated: at the op, or at the tensor.empty
      // that is its init (bufferization allocates there, for the first op
      // that writes it; fsdp-split-empty-tensors gives the later ones
      // their own, right before them).
      size_t from = k;
      if (BlockArgument arg = donatedInto.lookup(result)) {
        // Written into the donated argument, or, where that is still used,
        // into a buffer allocated at the op.
        id = reusable(arg, result, /*donatedOperand=*/true);
      } else if (dps && isa<RankedTensorType>(result.getType())) {
        Value init = dps.getTiedOpOperand(result)->get();
        id = reusable(init, result);
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
            empty && empty->getBlock() == &block &&
            claimedEmpties.insert(empty).second)
          from = std::min(k, position.lookup(empty));
      } else if (OpOperand *init =
                     loop ? loop.getTiedLoopInit(result) : nullptr) {
        // A loop carries its results in the buffers of its inits (in place
        // where an init dies at the loop, after a copy otherwise).
        id = reusable(init->get(), result);
      } else if (isa<AllReduceOp>(op)) {
        // In place (fsdp's bufferization model), after a copy where the
        // input is still used.
        id = reusable(op->getOperand(0), result);
      } else if (elementwise) {
        // Lowered to a linalg.generic whose init is the first operand of the
        // result's type.
        for (Value operand : op->getOperands())
          if (operand.getType() == result.getType()) {
            id = reusable(operand, result);
            break;
          }
      }
      if (id >= 0) {
        reusedHere.push_back(id);
        buffers[id].to = std::max(buffers[id].to, last);
      } else {
        id = buffers.size();
        buffers.push_back({bytes, from, last, bytes, result});
        uses.emplace_back();
      }
      bufferOf[result] = id + 1;
      for (auto &entry : groups.uses.lookup(result))
        uses[id].push_back(entry);
    }
    // The windows fsdp-convolutions-to-im2col gathers for the op, freed
    // after its contraction.
    if (int64_t windows = im2colBytes(op); windows > 0) {
      buffers.push_back({windows, k, k, windows, op->getResult(0)});
      uses.emplace_back();
    }
    // What the op's regions allocate while it runs (a loop's iteration),
    // the op's alone.
    if (op->getNumRegions() > 0 && !isa<linalg::LinalgOp>(op))
      if (int64_t nested = nestedPeakBytes(op); nested > 0) {
        buffers.push_back({nested, k, k, nested,
                           op->getNumResults() ? op->getResult(0) : Value()});
        uses.emplace_back();
      }
  }
}

/// A returned value that lives in an argument is copied at the return:
/// buffer deallocation clones results the function does not own. A donated
/// update is not returned: it is in its argument already, or copied there
/// without a new buffer.
void MemoryModel::copyReturnedArguments(
    Block &block, const DenseMap<unsigned, BlockArgument> &updatedArgs) {
  Operation *terminator = block.empty() ? nullptr : &block.back();
  if (!terminator)
    return;
  size_t end = position.lookup(terminator);
  // A loop's body yields a value updated in place in its own iteration
  // argument (a scatter's `tensor.insert`) without a copy: the loop carries
  // it in that buffer.
  SmallVector<Value> carried;
  if (auto loop = dyn_cast_or_null<LoopLikeOpInterface>(block.getParentOp()))
    if (Block::BlockArgListType iterArgs = loop.getRegionIterArgs();
        !iterArgs.empty() && iterArgs.front().getOwner() == &block)
      llvm::append_range(carried, iterArgs);
  DenseSet<int64_t> cloned;
  for (auto [k, result] : llvm::enumerate(terminator->getOperands())) {
    if (updatedArgs.count(k))
      continue;
    int64_t id = bufferOf.lookup(result) - 1;
    if (id < 0 || buffers[id].bytes != 0 || buffers[id].size == 0 ||
        (k < carried.size() && buffers[id].value == carried[k]) ||
        !cloned.insert(id).second)
      continue;
    buffers.push_back({buffers[id].size, end, end, buffers[id].size, result});
    uses.emplace_back();
  }
}

size_t MemoryModel::lastUseIgnoring(int64_t id,
                                    ArrayRef<Operation *> ignoredWaits) const {
  size_t last = buffers[id].from;
  for (auto &[at, user] : uses[id])
    if (!llvm::is_contained(ignoredWaits, user))
      last = std::max(last, at);
  return last;
}

SmallVector<int64_t> MemoryModel::liveBytes() const {
  SmallVector<int64_t> delta(ops.size() + 1, 0);
  for (const Buffer &buffer : buffers) {
    delta[buffer.from] += buffer.bytes;
    delta[buffer.to + 1] -= buffer.bytes;
  }
  SmallVector<int64_t> live(ops.size(), 0);
  int64_t running = 0;
  for (size_t i = 0; i < ops.size(); ++i)
    live[i] = running += delta[i];
  return live;
}

int64_t MemoryModel::peakBytes() const {
  SmallVector<int64_t> live = liveBytes();
  return argBytes + (live.empty() ? 0 : *llvm::max_element(live));
}

size_t MemoryModel::peakPosition() const {
  SmallVector<int64_t> live = liveBytes();
  return live.empty() ? 0 : llvm::max_element(live) - live.begin();
}

int64_t MemoryModel::bytesAround(Operation *op) const {
  SmallVector<int64_t> live = liveBytes();
  size_t at = positionOf(op);
  return argBytes + (at < live.size() ? live[at] : 0) - nestedPeakBytes(op);
}

std::pair<int64_t, Operation *> MemoryModel::largestFootprint() const {
  std::pair<int64_t, Operation *> largest{0, nullptr};
  for (Operation *op : ops) {
    if (allocatesNothing(op) || isFusableElementwise(op) ||
        (op->getNumRegions() != 0 && !isa<linalg::LinalgOp>(op)) ||
        llvm::any_of(op->getResults(), [&](Value result) {
          return getAliasedSource(op, result) != nullptr;
        }))
      continue;
    // What it reads, and what it writes. A destination-style op may write
    // into its init's buffer where the init dies at it (a choice that
    // recomputation can make possible), so its inits count only as its
    // results.
    SmallVector<Value> touched;
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op))
      for (OpOperand *input : dps.getDpsInputOperands())
        touched.push_back(input->get());
    else
      llvm::append_range(touched, op->getOperands());
    llvm::append_range(touched, op->getResults());
    SmallVector<int64_t> ids;
    for (Value value : touched) {
      int64_t id = getBufferOf(value);
      if (id >= 0 && !llvm::is_contained(ids, id))
        ids.push_back(id);
    }
    int64_t bytes = 0;
    for (int64_t id : ids)
      bytes += buffers[id].bytes;
    if (bytes > largest.first)
      largest = {bytes, op};
  }
  return largest;
}

SmallVector<int64_t> MemoryModel::buffersAliveAt(size_t position) const {
  SmallVector<int64_t> alive;
  for (auto [id, buffer] : llvm::enumerate(buffers))
    if (buffer.bytes > 0 && buffer.from <= position && position <= buffer.to)
      alive.push_back(id);
  llvm::stable_sort(alive, [&](int64_t a, int64_t b) {
    return buffers[a].bytes > buffers[b].bytes;
  });
  return alive;
}

std::string MemoryModel::describeBuffer(int64_t id, Value value) const {
  const Buffer &buffer = buffers[id];
  std::string text = std::to_string(buffer.bytes) + " bytes of ";
  if (!value)
    value = buffer.value;
  if (auto arg = dyn_cast_or_null<BlockArgument>(value))
    return text + "argument " + std::to_string(arg.getArgNumber());
  Operation *op = value ? value.getDefiningOp() : nullptr;
  if (!op)
    return text + "a value";
  text += op->getName().getStringRef().str();
  std::string where = step::describeLocation(op->getLoc());
  return where.empty() ? text : text + " at " + where;
}

DenseMap<int64_t, Value> MemoryModel::valuesHeldAt(size_t position) const {
  DenseMap<int64_t, Value> held;
  for (Operation *op : ArrayRef(ops).take_front(position))
    for (Value result : op->getResults())
      if (int64_t id = getBufferOf(result);
          id >= 0 && !getAliasedSource(op, result))
        held[id] = result;
  return held;
}
