//===- StepBuilder.cpp - The skeleton of a DDP training step --------------===//

#include "StepBuilder.h"

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace fsdpgen;

static constexpr llvm::StringLiteral kGridName = "dp";

Type ArgSpec::elementType(MLIRContext *ctx) const {
  Builder b(ctx);
  switch (elementKind) {
  case 'b':
    return b.getBF16Type();
  case 'i':
    return b.getI64Type();
  default:
    return b.getF32Type();
  }
}

RankedTensorType ArgSpec::type(MLIRContext *ctx) const {
  return RankedTensorType::get(shape, elementType(ctx));
}

int64_t ArgSpec::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

StepContext::StepContext(const GenOptions &opts, MLIRContext *ctx)
    : opts(opts), ctx(ctx) {}

unsigned StepContext::addParam(StringRef name, ArrayRef<int64_t> shape,
                               ParamInit init) {
  ArgSpec spec;
  spec.name = name.str();
  spec.shape.assign(shape.begin(), shape.end());
  spec.role = ArgRole::Param;
  spec.elementKind = opts.bf16 ? 'b' : 'f';
  switch (init) {
  case ParamInit::Weight:
  case ParamInit::Embedding:
    spec.initScale = 1e-3;
    break;
  case ParamInit::Bias:
    spec.initScale = 2e-4;
    break;
  case ParamInit::Gain:
    spec.initScale = 2e-4;
    spec.initOffset = 1.0;
    break;
  }
  paramSpecs.push_back(spec);
  return paramSpecs.size() - 1;
}

unsigned StepContext::addFloatInput(StringRef name, ArrayRef<int64_t> shape) {
  ArgSpec spec;
  spec.name = name.str();
  spec.shape.assign(shape.begin(), shape.end());
  spec.role = ArgRole::Input;
  spec.initScale = 2e-3;
  inputSpecs.push_back(spec);
  return inputSpecs.size() - 1;
}

unsigned StepContext::addIdInput(StringRef name, ArrayRef<int64_t> shape,
                                 int64_t modulus) {
  ArgSpec spec;
  spec.name = name.str();
  spec.shape.assign(shape.begin(), shape.end());
  spec.role = ArgRole::Input;
  spec.elementKind = 'i';
  spec.modulus = modulus;
  inputSpecs.push_back(spec);
  return inputSpecs.size() - 1;
}

/// Parameters, then optimizer state (all first moments / momentum buffers,
/// then all second moments), then the step counter, then the inputs.
void StepContext::layoutArguments() {
  argSpecs.assign(paramSpecs.begin(), paramSpecs.end());
  auto addStates = [&](StringRef suffix, double scale, double offset) {
    for (auto [i, p] : llvm::enumerate(paramSpecs)) {
      ArgSpec s;
      s.name = p.name + "." + suffix.str();
      s.shape = p.shape;
      s.role = ArgRole::OptState;
      s.initScale = scale;
      s.initOffset = offset;
      s.paramArg = i;
      argSpecs.push_back(s);
    }
  };
  switch (opts.optimizer) {
  case OptimizerKind::SGD:
    break;
  case OptimizerKind::Momentum:
    addStates("momentum", 1e-5, 0.0);
    break;
  case OptimizerKind::Adam:
  case OptimizerKind::AdamW:
    addStates("exp_avg", 1e-5, 0.0);
    addStates("exp_avg_sq", 1e-7, 5e-5);
    break;
  }
  if (opts.usesAdam()) {
    ArgSpec s;
    s.name = "step";
    s.role = ArgRole::Step;
    s.initOffset = 3.0;
    stepArg = argSpecs.size();
    argSpecs.push_back(s);
  }
  firstInputArg = argSpecs.size();
  argSpecs.append(inputSpecs.begin(), inputSpecs.end());
}

Value StepContext::param(unsigned i) {
  Value &cached = paramF32[i];
  if (!cached) {
    cached = body->getArgument(i);
    if (opts.bf16)
      cached = arith::ExtFOp::create(tb().builder(), tb().getLoc(),
                                     tb().f32Type(paramSpecs[i].shape), cached);
  }
  return cached;
}

Value StepContext::input(unsigned i) {
  return body->getArgument(firstInputArg + i);
}

Value StepContext::allReduceAvg(Value v) {
  OpBuilder &b = tb().builder();
  if (opts.sync == SyncKind::Shard) {
    SmallVector<int16_t> axes;
    for (int16_t axis = 0, e = opts.gridShape.size(); axis < e; ++axis)
      axes.push_back(axis);
    return shard::AllReduceOp::create(b, tb().getLoc(), v.getType(), kGridName,
                                      axes, v, shard::ReductionKind::Average);
  }
  return fsdp::AllReduceOp::create(
      b, tb().getLoc(), FlatSymbolRefAttr::get(ctx, kGridName),
      DenseI16ArrayAttr(), v,
      fsdp::ReductionAttr::get(ctx, fsdp::Reduction::avg));
}

void StepContext::setGradient(unsigned i, Value grad) {
  assert(!grads[i] && "gradient set twice");
  assert(TensorBuilder::shapeOf(grad) == ArrayRef(paramSpecs[i].shape) &&
         "gradient shape differs from its parameter");
  grads[i] = allReduceAvg(grad);
}

void StepContext::setScope(StringRef name) {
  tb().setLoc(NameLoc::get(StringAttr::get(ctx, name)));
}

SmallVector<Value> StepContext::emitOptimizer(OpBuilder &b) {
  TensorBuilder &t = tb();
  setScope("optimizer");
  Location loc = t.getLoc();
  SmallVector<Value> g(grads.begin(), grads.end());

  // Global-norm clipping over the synchronised gradients.
  if (opts.clipGradNorm > 0) {
    setScope("clip_grad_norm");
    Value total;
    for (Value gi : g) {
      Value sq = t.sumAll(t.mul(gi, gi));
      total = total ? t.add(total, sq) : sq;
    }
    Value norm = math::SqrtOp::create(b, t.getLoc(), total);
    Value ratio =
        t.div(t.splat({}, opts.clipGradNorm), t.add(norm, t.splat({}, 1e-6)));
    Value clipScale =
        arith::MinimumFOp::create(b, t.getLoc(), t.splat({}, 1.0), ratio);
    for (Value &gi : g)
      gi = t.scaleBy(gi, clipScale);
    setScope("optimizer");
  }

  // Adam's bias corrections, once per step on rank-0 tensors.
  Value newStep, lrOverBc1, invSqrtBc2;
  if (opts.usesAdam()) {
    Value step = body->getArgument(*stepArg);
    newStep = t.add(step, t.splat({}, 1.0));
    auto oneMinusPow = [&](double beta) {
      Value pw = math::PowFOp::create(b, loc, t.splat({}, beta), newStep);
      return t.sub(t.splat({}, 1.0), pw);
    };
    Value bc1 = oneMinusPow(opts.beta1), bc2 = oneMinusPow(opts.beta2);
    lrOverBc1 = t.div(t.splat({}, opts.lr), bc1);
    invSqrtBc2 =
        t.div(t.splat({}, 1.0), math::SqrtOp::create(b, loc, bc2).getResult());
  }

  unsigned n = paramSpecs.size();
  SmallVector<Value> newParams(n), newFirst(n), newSecond(n);
  for (unsigned i = 0; i < n; ++i) {
    Value w = param(i);
    Value gi = g[i];
    bool coupledDecay =
        opts.weightDecay > 0 && opts.optimizer != OptimizerKind::AdamW;
    if (coupledDecay)
      gi = t.add(gi, t.scale(w, opts.weightDecay));
    Value nw;
    switch (opts.optimizer) {
    case OptimizerKind::SGD:
      nw = t.sub(w, t.scale(gi, opts.lr));
      break;
    case OptimizerKind::Momentum: {
      Value buf = body->getArgument(n + i);
      newFirst[i] = t.add(t.scale(buf, opts.momentum), gi);
      nw = t.sub(w, t.scale(newFirst[i], opts.lr));
      break;
    }
    case OptimizerKind::Adam:
    case OptimizerKind::AdamW: {
      Value base = w;
      if (opts.optimizer == OptimizerKind::AdamW && opts.weightDecay > 0)
        base = t.scale(w, 1.0 - opts.lr * opts.weightDecay);
      Value m = body->getArgument(n + i);
      Value v = body->getArgument(2 * n + i);
      newFirst[i] = t.add(t.scale(m, opts.beta1), t.scale(gi, 1 - opts.beta1));
      newSecond[i] =
          t.add(t.scale(v, opts.beta2), t.scale(t.mul(gi, gi), 1 - opts.beta2));
      Value root = math::SqrtOp::create(b, loc, newSecond[i]);
      Value denom = t.add(t.scaleBy(root, invSqrtBc2),
                          t.splat(paramSpecs[i].shape, opts.eps));
      Value update = t.scaleBy(t.div(newFirst[i], denom), lrOverBc1);
      nw = t.sub(base, update);
      break;
    }
    }
    if (opts.bf16)
      nw = arith::TruncFOp::create(b, loc, paramSpecs[i].type(ctx), nw);
    newParams[i] = nw;
  }

  SmallVector<Value> results(newParams);
  if (opts.optimizer != OptimizerKind::SGD)
    results.append(newFirst);
  if (opts.usesAdam()) {
    results.append(newSecond);
    results.push_back(newStep);
  }
  return results;
}

OwningOpRef<ModuleOp> StepContext::build(Model &model, std::string &error) {
  model.declare(*this);
  layoutArguments();

  Location unknown = UnknownLoc::get(ctx);
  OwningOpRef<ModuleOp> module = ModuleOp::create(unknown);
  builder = std::make_unique<OpBuilder>(ctx);
  OpBuilder &b = *builder;
  b.setInsertionPointToEnd(module->getBody());
  shard::GridOp::create(b, unknown, kGridName, ArrayRef(opts.gridShape));

  SmallVector<Type> argTypes;
  SmallVector<Location> argLocs;
  for (const ArgSpec &a : argSpecs) {
    argTypes.push_back(a.type(ctx));
    argLocs.push_back(NameLoc::get(StringAttr::get(ctx, a.name)));
  }
  auto func = func::FuncOp::create(b, unknown, "train_step",
                                   b.getFunctionType(argTypes, {}));
  body = b.createBlock(&func.getBody(), {}, argTypes, argLocs);
  b.setInsertionPointToEnd(body);
  tensorBuilder = std::make_unique<TensorBuilder>(b, unknown);
  paramF32.assign(paramSpecs.size(), Value());
  grads.assign(paramSpecs.size(), Value());

  Value localLoss = model.emit(*this);
  for (auto [i, g] : llvm::enumerate(grads)) {
    if (!g) {
      error = "internal error: no gradient for parameter '" +
              paramSpecs[i].name + "'";
      return nullptr;
    }
  }
  setScope("loss");
  Value loss = allReduceAvg(localLoss);

  SmallVector<Value> results = emitOptimizer(b);
  results.push_back(loss);
  func::ReturnOp::create(b, unknown, results);

  SmallVector<Type> resultTypes;
  for (Value r : results)
    resultTypes.push_back(r.getType());
  func.setType(b.getFunctionType(argTypes, resultTypes));
  // All at once: setting attributes one by one rebuilds the whole attribute
  // array each time, quadratic in the number of arguments.
  UnitAttr unit = b.getUnitAttr();
  DictionaryAttr none = b.getDictionaryAttr({});
  SmallVector<Attribute> argAttrs(argTypes.size(), none);
  SmallVector<Attribute> resultAttrs(resultTypes.size(), none);
  for (unsigned i = 0; i < firstInputArg; ++i) {
    argAttrs[i] = b.getDictionaryAttr(
        b.getNamedAttr(fsdp::FSDPDialect::kStateAttrName, unit));
    resultAttrs[i] = b.getDictionaryAttr(b.getNamedAttr(
        fsdp::FSDPDialect::kUpdatesAttrName, b.getI64IntegerAttr(i)));
  }
  resultAttrs.back() = b.getDictionaryAttr(
      b.getNamedAttr(fsdp::FSDPDialect::kLossAttrName, unit));
  func.setAllArgAttrs(argAttrs);
  func.setAllResultAttrs(resultAttrs);

  std::string diag;
  {
    llvm::raw_string_ostream os(diag);
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &d) {
      os << d.str();
      return success();
    });
    if (failed(verify(*module))) {
      error = "internal error: generated IR does not verify: " + diag;
      return nullptr;
    }
  }
  return module;
}
