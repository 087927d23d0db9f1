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
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::fsdp;

/// The value whose data `result` of `op` is, when `op` only renames it.
static Value getAliasedSource(Operation *op, Value result) {
  if (auto wait = dyn_cast<WaitOp>(op))
    return wait.getValue();
  if (isa<tensor::ExtractSliceOp, tensor::CollapseShapeOp,
          tensor::ExpandShapeOp, tensor::CastOp, bufferization::ToTensorOp,
          bufferization::ToBufferOp>(op))
    return op->getOperand(0);
  if (auto view = dyn_cast<ViewLikeOpInterface>(op);
      view && isa<BaseMemRefType>(result.getType()))
    return view.getViewSource();
  return {};
}

/// Ops whose results occupy no buffer of the step.
static bool allocatesNothing(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() ||
         isa<tensor::EmptyOp, memref::GetGlobalOp>(op);
}

MemoryModel::MemoryModel(Block &block) {
  for (Operation &op : block) {
    position[&op] = ops.size();
    ops.push_back(&op);
  }
  for (BlockArgument arg : block.getArguments())
    argBytes += step::byteSize(arg.getType());

  // Walk 1: groups of values that are the same data, and their uses.
  DenseMap<Value, Value> rootOf;
  auto root = [&](Value v) {
    auto it = rootOf.find(v);
    return it == rootOf.end() ? v : it->second;
  };
  // Per group root: (position, user) of every use.
  DenseMap<Value, SmallVector<std::pair<size_t, Operation *>>> groupUses;
  for (auto [k, op] : llvm::enumerate(ops)) {
    auto use = [&, k = k, op = op](Value v) {
      if (v.getParentBlock() == &block)
        groupUses[root(v)].push_back({k, op});
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
    for (Value result : op->getResults())
      if (Value source = getAliasedSource(op, result))
        rootOf[result] = root(source);
  }

  // Walk 2: buffers, in program order.
  auto lastUseOf = [&](Value groupRoot, size_t def) {
    size_t last = def;
    for (auto &[at, user] : groupUses.lookup(groupRoot))
      last = std::max(last, at);
    return last;
  };
  auto buffersOf = [&](Value v) -> int64_t {
    return bufferOf.lookup(root(v)) - 1;
  };
  DenseSet<Operation *> claimedEmpties;
  DenseSet<Value> writtenArgs;
  for (auto [k, op] : llvm::enumerate(ops)) {
    if (allocatesNothing(op))
      continue;
    SmallVector<int64_t> reusedHere;
    // An operand buffer that dies at this op and that the op may write into:
    // one of the step's, or an argument's (the caller's storage, written in
    // place as bufferization does with writable function arguments).
    auto reusable = [&, k = k](Value operand, Value result) -> int64_t {
      int64_t bytes = step::byteSize(result.getType());
      int64_t id = buffersOf(operand);
      if (id < 0) {
        auto arg = dyn_cast<BlockArgument>(root(operand));
        if (!arg || arg.getOwner() != &block ||
            step::byteSize(arg.getType()) != bytes || lastUseOf(arg, 0) != k ||
            !writtenArgs.insert(arg).second)
          return -1;
        id = buffers.size();
        buffers.push_back({/*bytes=*/0, k, k, bytes});
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
    bool elementwise = op->hasTrait<OpTrait::Elementwise>();
    for (OpResult result : op->getResults()) {
      if (rootOf.count(result))
        continue; // An alias.
      int64_t bytes = step::byteSize(result.getType());
      if (bytes == 0)
        continue;
      size_t last = lastUseOf(result, k);
      int64_t id = -1;
      // Where the buffer is allocated: at the op, or at the tensor.empty
      // that is its init (bufferization allocates there, for the first op
      // that writes it).
      size_t from = k;
      if (dps && isa<RankedTensorType>(result.getType())) {
        Value init = dps.getTiedOpOperand(result)->get();
        id = reusable(init, result);
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
            empty && empty->getBlock() == &block &&
            claimedEmpties.insert(empty).second)
          from = position.lookup(empty);
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
        buffers.push_back({bytes, from, last, bytes});
        uses.emplace_back();
      }
      bufferOf[result] = id + 1;
      for (auto &entry : groupUses.lookup(result))
        uses[id].push_back(entry);
    }
  }
  // Aliases share their root's buffer.
  for (auto &[value, groupRoot] : rootOf)
    if (int64_t id = bufferOf.lookup(groupRoot))
      bufferOf[value] = id;
  // A returned value that lives in an argument is copied at the return:
  // buffer deallocation clones results the function does not own.
  Operation *terminator = block.empty() ? nullptr : &block.back();
  if (!terminator)
    return;
  size_t end = position.lookup(terminator);
  DenseSet<int64_t> cloned;
  for (Value result : terminator->getOperands()) {
    int64_t id = bufferOf.lookup(result) - 1;
    if (id < 0 || buffers[id].bytes != 0 || buffers[id].size == 0 ||
        !cloned.insert(id).second)
      continue;
    buffers.push_back({buffers[id].size, end, end, buffers[id].size});
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
