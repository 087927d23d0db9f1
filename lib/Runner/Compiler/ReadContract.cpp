//===- ReadContract.cpp - The training-step contract of a function --------===//

#include "fsdp/Runner/Compiler/ReadContract.h"

#include "fsdp/Dialect/FSDP/Analysis/TrainingStep.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace fsdprun;

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

/// Fills `info.sharding` from the contract's resolved `#fsdp.sharding`. The
/// runner places world ranks in the whole grid, so all of it must be static.
static bool readSharding(const std::optional<fsdp::ResolvedSharding> &resolved,
                         ValueInfo &info, std::string &error) {
  if (!resolved)
    return true;
  shard::GridOp grid = resolved->grid;
  ShardingInfo s;
  s.grid = grid.getSymName().str();
  s.gridShape.assign(grid.getShape().begin(), grid.getShape().end());
  if (llvm::any_of(s.gridShape, ShapedType::isDynamic)) {
    error = "grid @" + s.grid + " has a dynamic size";
    return false;
  }
  fsdp::ShardingAttr attr = resolved->attr;
  s.axes.assign(attr.getAxes().begin(), attr.getAxes().end());
  s.groupSize = *resolved->groupSize;
  s.dim = attr.getDim();
  s.fullShape.assign(attr.getShape().begin(), attr.getShape().end());
  s.pad = attr.getPad();
  info.sharding = std::move(s);
  return true;
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
  // A step exported for one of K microbatches trains only once
  // fsdp-accumulate has made it the step of all K.
  if (auto k = func->getAttrOfType<IntegerAttr>(
          fsdp::FSDPDialect::kMicrobatchesAttrName);
      k && k.getInt() != 1) {
    error = "@" + entry.str() + " is exported for one of " +
            std::to_string(k.getInt()) +
            " microbatches (fsdp.microbatches): compile it with fsdp-opt "
            "--fsdp-pipeline first, which runs it on each of them";
    return std::nullopt;
  }
  // The compiler's contract: its checks, with its messages (the first error
  // becomes the one line), and its classification of the state.
  FailureOr<fsdp::TrainingStepContract> contract = failure();
  {
    ScopedDiagnosticHandler capture(module.getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error && error.empty())
        error = diag.str();
      return success();
    });
    contract = fsdp::TrainingStepContract::get(func);
  }
  if (failed(contract))
    return std::nullopt;
  // A step that updates none of its state is a forward step (evaluation),
  // which runs on a training step's state; one without state is neither.
  if (!fsdp::TrainingStepContract::isTrainingStep(func)) {
    error =
        "@" + entry.str() + " is not a step: no argument carries {fsdp.state}";
    return std::nullopt;
  }
  SmallVector<fsdp::ArgumentRole> roles = contract->classifyArguments();

  StepContract c;
  c.entry = entry.str();
  if (std::optional<unsigned> loss = contract->getLossResult())
    c.lossResult = *loss;
  FunctionType type = func.getFunctionType();
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    ArgInfo a;
    a.index = i;
    if (!readType(type.getInput(i), "argument " + std::to_string(i), a,
                  error) ||
        !readSharding(contract->getArgumentSharding(i), a, error))
      return std::nullopt;
    a.isState = contract->isState(i);
    a.isParameter = roles[i] == fsdp::ArgumentRole::Parameter;
    a.updatedBy = contract->getUpdatingResult(i);
    a.hyperparameter = contract->getHyperparameter(i).str();
    c.args.push_back(std::move(a));
  }
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i) {
    ResultInfo r;
    r.index = i;
    if (!readType(type.getResult(i), "result " + std::to_string(i), r, error) ||
        !readSharding(contract->getResultSharding(i), r, error))
      return std::nullopt;
    r.updates = contract->getUpdatedArgument(i);
    r.isLoss = c.lossResult == static_cast<int64_t>(i);
    c.results.push_back(std::move(r));
  }
  return c;
}
