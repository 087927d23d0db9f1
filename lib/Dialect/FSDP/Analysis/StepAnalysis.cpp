//===- StepAnalysis.cpp - Helpers shared by the step analyses -------------===//

#include "StepAnalysis.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::fsdp;
using namespace mlir::fsdp::step;

int64_t step::byteSize(Type type) {
  return getStaticByteSize(type).value_or(0);
}

TopLevelOps::TopLevelOps(func::FuncOp func) : body(&func.getBody()) {
  for (Block &block : *body)
    for (Operation &op : block) {
      position[&op] = ops.size();
      ops.push_back(&op);
    }
}

Operation *TopLevelOps::getTopLevel(Operation *op) const {
  while (op && op->getParentRegion() != body)
    op = op->getParentOp();
  return op;
}

size_t TopLevelOps::positionOf(Operation *op) const {
  Operation *top = getTopLevel(op);
  return top ? position.lookup(top) : 0;
}

size_t TopLevelOps::positionOfDef(Value value) const {
  Operation *def = value.getDefiningOp();
  return def ? positionOf(def) : 0;
}

size_t TopLevelOps::lastUse(Value value) const {
  size_t last = positionOfDef(value);
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen{value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      if (Operation *top = getTopLevel(user))
        last = std::max(last, position.lookup(top));
      // These results are the same data: the buffer stays alive with them.
      SmallVector<Value> same;
      if (isa<tensor::ExtractSliceOp>(user))
        same.push_back(user->getResult(0));
      else if (auto wait = dyn_cast<WaitOp>(user))
        same.push_back(wait.getResult());
      else if (auto view = dyn_cast<ViewLikeOpInterface>(user);
               view && view.getViewSource() == current)
        llvm::append_range(same, user->getResults());
      for (Value v : same)
        if (seen.insert(v).second)
          worklist.push_back(v);
    }
  }
  return last;
}

Value step::getViewRoot(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
    if (!isa<BaseMemRefType>(value.getType()))
      break;
    value = view.getViewSource();
  }
  return value;
}

int64_t step::staticTrips(Operation *op) {
  if (auto loop = dyn_cast<LoopLikeOpInterface>(op))
    if (std::optional<APInt> count = loop.getStaticTripCount())
      return count->getSExtValue();
  return 1;
}

int64_t step::tripsWithin(Operation *op, Operation *outer) {
  int64_t trips = 1;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    trips *= staticTrips(parent);
    if (parent == outer)
      break;
  }
  return trips;
}
