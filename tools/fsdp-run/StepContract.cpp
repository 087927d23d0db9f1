//===- StepContract.cpp - The training-step contract of a function --------===//

#include "StepContract.h"

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace fsdprun;

int64_t ValueInfo::numElements() const {
  int64_t n = 1;
  for (int64_t s : localShape)
    n *= s;
  return n;
}

int64_t ValueInfo::elementBytes() const {
  switch (elem) {
  case ElemKind::F64:
  case ElemKind::I64:
    return 8;
  case ElemKind::F32:
  case ElemKind::I32:
    return 4;
  case ElemKind::F16:
  case ElemKind::BF16:
    return 2;
  case ElemKind::I8:
    return 1;
  }
  return 0;
}

const char *fsdprun::npyDescr(ElemKind kind) {
  switch (kind) {
  case ElemKind::F32:
    return "<f4";
  case ElemKind::F64:
    return "<f8";
  case ElemKind::F16:
    return "<f2";
  case ElemKind::BF16:
    return "<u2";
  case ElemKind::I8:
    return "|i1";
  case ElemKind::I32:
    return "<i4";
  case ElemKind::I64:
    return "<i8";
  }
  return "";
}

int64_t fsdprun::groupRank(const std::vector<int64_t> &gridShape,
                           const std::vector<int64_t> &axes, int64_t rank) {
  std::vector<int64_t> coords(gridShape.size());
  for (int64_t d = gridShape.size() - 1; d >= 0; --d) {
    coords[d] = rank % gridShape[d];
    rank /= gridShape[d];
  }
  int64_t r = 0;
  for (int64_t axis : axes)
    r = r * gridShape[axis] + coords[axis];
  return r;
}

static std::optional<ElemKind> elemKind(Type t) {
  if (t.isF32())
    return ElemKind::F32;
  if (t.isF64())
    return ElemKind::F64;
  if (t.isF16())
    return ElemKind::F16;
  if (t.isBF16())
    return ElemKind::BF16;
  if (t.isInteger(8))
    return ElemKind::I8;
  if (t.isInteger(32))
    return ElemKind::I32;
  if (t.isInteger(64))
    return ElemKind::I64;
  return std::nullopt;
}

static std::string str(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

/// Fills the type part of `info` from `type`.
static bool readType(Type type, StringRef what, ValueInfo &info,
                     std::string &error) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !isa<RankedTensorType, MemRefType>(type) ||
      !shaped.hasStaticShape()) {
    error = what.str() + " has type " + str(type) +
            "; fsdp-run needs statically shaped tensors";
    return false;
  }
  std::optional<ElemKind> kind = elemKind(shaped.getElementType());
  if (!kind) {
    error = what.str() + " has element type " + str(shaped.getElementType()) +
            "; fsdp-run supports f32, f64, f16, bf16, i8, i32, i64";
    return false;
  }
  info.elem = *kind;
  info.localShape.assign(shaped.getShape().begin(), shaped.getShape().end());
  int64_t bytes = info.elementBytes();
  for (int64_t d : info.localShape)
    if (__builtin_mul_overflow(bytes, d, &bytes)) {
      error = what.str() + " has type " + str(type) +
              ": its size in bytes overflows 64 bits";
      return false;
    }
  return true;
}

/// Fills `info.sharding` from an `fsdp.sharding` attribute, if any.
static bool readSharding(func::FuncOp func, DictionaryAttr attrs,
                         StringRef what, ValueInfo &info, std::string &error) {
  if (!attrs)
    return true;
  auto attr =
      attrs.getAs<fsdp::ShardingAttr>(fsdp::FSDPDialect::kShardingAttrName);
  if (!attr)
    return true;
  auto grid =
      SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(func, attr.getGrid());
  if (!grid) {
    error = what.str() + ": the sharding's grid @" +
            attr.getGrid().getValue().str() + " is not a shard.grid";
    return false;
  }
  ShardingInfo s;
  s.grid = grid.getSymName().str();
  s.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  for (int64_t d : s.gridShape)
    if (ShapedType::isDynamic(d)) {
      error = "grid @" + s.grid + " has a dynamic size";
      return false;
    }
  for (int16_t a : attr.getAxes()) {
    if (a < 0 || a >= static_cast<int64_t>(s.gridShape.size())) {
      error = what.str() + ": sharding axis out of range for grid @" + s.grid;
      return false;
    }
    s.axes.push_back(a);
    if (s.gridShape[a] < 1 ||
        __builtin_mul_overflow(s.groupSize, s.gridShape[a], &s.groupSize)) {
      error = what.str() + ": grid @" + s.grid + " has an invalid size";
      return false;
    }
  }
  s.dim = attr.getDim();
  s.fullShape.assign(attr.getShape().begin(), attr.getShape().end());
  s.pad = attr.getPad();
  bool ok = s.fullShape.size() == info.localShape.size();
  for (size_t d = 0; ok && d < s.fullShape.size(); ++d) {
    int64_t padded = 0, gathered = 0;
    if (static_cast<int64_t>(d) == s.dim)
      ok =
          !__builtin_add_overflow(s.fullShape[d], s.pad, &padded) &&
          !__builtin_mul_overflow(info.localShape[d], s.groupSize, &gathered) &&
          gathered == padded;
    else
      ok = info.localShape[d] == s.fullShape[d];
  }
  if (!ok) {
    error = what.str() +
            ": its type is not the shard that #fsdp.sharding "
            "describes for a group of " +
            std::to_string(s.groupSize);
    return false;
  }
  info.sharding = std::move(s);
  return true;
}

/// The arguments of `func` that the value `root` depends on.
static llvm::DenseSet<unsigned> argumentsReaching(func::FuncOp func,
                                                  Value root) {
  llvm::DenseSet<unsigned> reached;
  llvm::DenseSet<Value> seen;
  llvm::DenseSet<Operation *> seenOps;
  SmallVector<Value> work{root};
  Block &entry = func.getBody().front();
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() == &entry)
        reached.insert(arg.getArgNumber());
      else if (Operation *parent = arg.getOwner()->getParentOp())
        if (seenOps.insert(parent).second)
          llvm::append_range(work, parent->getOperands());
      continue;
    }
    Operation *op = v.getDefiningOp();
    if (!seenOps.insert(op).second)
      continue;
    // Operands, and values the op's regions capture from above.
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (nested == op ||
            !op->isAncestor(operand.getParentRegion()->getParentOp()))
          work.push_back(operand);
    });
  }
  return reached;
}

std::optional<StepContract> fsdprun::readStepContract(ModuleOp module,
                                                      StringRef entry,
                                                      std::string &error) {
  auto func = module.lookupSymbol<func::FuncOp>(entry);
  if (!func) {
    if (module.lookupSymbol<LLVM::LLVMFuncOp>(entry))
      error = "@" + entry.str() +
              " is already in the LLVM dialect; fsdp-run needs the step "
              "before lowering (its contract is in the func.func signature)";
    else
      error = "no function @" + entry.str() +
              " in the module (name the step with --entry=)";
    return std::nullopt;
  }
  if (func.isDeclaration()) {
    error = "@" + entry.str() + " is only a declaration";
    return std::nullopt;
  }
  // The runner reads the loss and the updates from the one return of the
  // step; branches between blocks (cf.br, cf.cond_br) are not supported by
  // its lowering either.
  if (!func.getBody().hasOneBlock()) {
    error = "@" + entry.str() + " has " +
            std::to_string(func.getBody().getBlocks().size()) +
            " blocks; fsdp-run runs steps whose body is one block (express "
            "control flow with scf.if / scf.for)";
    return std::nullopt;
  }
  StepContract c;
  c.entry = entry.str();
  FunctionType type = func.getFunctionType();
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    ArgInfo a;
    a.index = i;
    std::string what = "argument " + std::to_string(i);
    if (!readType(type.getInput(i), what, a, error))
      return std::nullopt;
    DictionaryAttr attrs = func.getArgAttrDict(i);
    a.isState = attrs && attrs.get(fsdp::FSDPDialect::kStateAttrName);
    if (!readSharding(func, attrs, what, a, error))
      return std::nullopt;
    c.args.push_back(std::move(a));
  }
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i) {
    ResultInfo r;
    r.index = i;
    std::string what = "result " + std::to_string(i);
    if (!readType(type.getResult(i), what, r, error))
      return std::nullopt;
    DictionaryAttr attrs = func.getResultAttrDict(i);
    if (attrs) {
      if (auto upd =
              attrs.getAs<IntegerAttr>(fsdp::FSDPDialect::kUpdatesAttrName))
        r.updates = upd.getInt();
      r.isLoss = static_cast<bool>(attrs.get(fsdp::FSDPDialect::kLossAttrName));
    }
    if (!readSharding(func, attrs, what, r, error))
      return std::nullopt;
    if (r.isLoss) {
      if (c.lossResult >= 0) {
        error = "results " + std::to_string(c.lossResult) + " and " +
                std::to_string(i) + " are both marked {fsdp.loss}";
        return std::nullopt;
      }
      if (r.numElements() != 1) {
        error = "the loss (result " + std::to_string(i) +
                ") must hold a single element";
        return std::nullopt;
      }
      c.lossResult = i;
    }
    if (r.updates >= 0) {
      if (r.updates >= static_cast<int64_t>(c.args.size()) ||
          !c.args[r.updates].isState) {
        error = "result " + std::to_string(i) + " updates argument " +
                std::to_string(r.updates) + ", which is not {fsdp.state}";
        return std::nullopt;
      }
      ArgInfo &a = c.args[r.updates];
      if (a.updatedBy >= 0) {
        error = "argument " + std::to_string(r.updates) +
                " is updated by two results";
        return std::nullopt;
      }
      if (a.localShape != r.localShape || a.elem != r.elem) {
        error = "result " + std::to_string(i) +
                " does not have the type of the argument it updates (" +
                std::to_string(r.updates) + ")";
        return std::nullopt;
      }
      a.updatedBy = i;
    }
    c.results.push_back(std::move(r));
  }
  bool anyUpdated = llvm::any_of(
      c.args, [](const ArgInfo &a) { return a.isState && a.updatedBy >= 0; });
  if (!anyUpdated) {
    error = "@" + entry.str() +
            " is not a training step: no {fsdp.state} argument is updated "
            "by an {fsdp.updates = i} result";
    return std::nullopt;
  }

  // Parameters are the state the loss depends on; without a loss, all state.
  llvm::DenseSet<unsigned> reaching;
  if (c.lossResult >= 0) {
    auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
    reaching = argumentsReaching(func, ret.getOperand(c.lossResult));
  }
  for (ArgInfo &a : c.args)
    a.isParameter = a.isState && (c.lossResult < 0 || reaching.count(a.index));
  return c;
}

ShardGeometry fsdprun::shardGeometry(const ValueInfo &v, int64_t worldRank) {
  ShardGeometry g;
  const std::vector<int64_t> &local = v.localShape;
  g.fullShape = v.sharding ? v.sharding->fullShape : local;
  g.dim = v.sharding ? v.sharding->dim : 0;
  if (local.empty())
    return g;
  for (int64_t d = 0; d < g.dim; ++d)
    g.outer *= local[d];
  for (size_t d = g.dim + 1; d < local.size(); ++d)
    g.inner *= local[d];
  g.fullExtent = g.fullShape[g.dim];
  g.localExtent = local[g.dim];
  if (v.sharding)
    g.begin = groupRank(v.sharding->gridShape, v.sharding->axes, worldRank) *
              g.localExtent;
  return g;
}
