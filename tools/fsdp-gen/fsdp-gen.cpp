//===- fsdp-gen.cpp - Generates DDP training steps ------------------------===//
//
// Emits the DDP training-step IR of the input contract
// (docs/reference/fsdp-gen.md): an MLP or a GPT-style transformer, forward,
// backward and optimizer update written out op by op, with the gradients
// all-reduced across @dp.
//
//===----------------------------------------------------------------------===//

#include "GenOptions.h"
#include "StepBuilder.h"
#include "TestMain.h"

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace fsdpgen;
namespace cl = llvm::cl;

static cl::OptionCategory genCat("fsdp-gen options");

static cl::opt<ModelKind> modelOpt(
    "model", cl::desc("The model"),
    cl::values(clEnumValN(ModelKind::MLP, "mlp", "A multi-layer perceptron"),
               clEnumValN(ModelKind::Transformer, "transformer",
                          "A decoder-only transformer")),
    cl::init(ModelKind::MLP), cl::cat(genCat));
static cl::opt<int64_t> layersOpt("layers", cl::desc("Number of layers"),
                                  cl::init(2), cl::cat(genCat));
static cl::list<int64_t>
    widthOpt("width",
             cl::desc("MLP width: one value for every layer boundary, or "
                      "layers+1 values (input, hidden..., output)"),
             cl::CommaSeparated, cl::cat(genCat));
static cl::opt<int64_t>
    batchOpt("batch",
             cl::desc("Per-rank batch size (default 8 for mlp, 2 for "
                      "transformer)"),
             cl::init(0), cl::cat(genCat));
static cl::opt<Activation> activationOpt(
    "activation",
    cl::desc("Activation (default relu for mlp, gelu for the transformer "
             "MLP)"),
    cl::values(clEnumValN(Activation::ReLU, "relu", "max(x, 0)"),
               clEnumValN(Activation::GELU, "gelu", "GELU (erf form)")),
    cl::cat(genCat));
static cl::opt<bool> biasOpt("bias", cl::desc("Biases on linear layers"),
                             cl::init(true), cl::cat(genCat));
static cl::opt<int64_t> dModelOpt("d-model", cl::desc("Transformer width"),
                                  cl::init(64), cl::cat(genCat));
static cl::opt<int64_t> headsOpt("heads", cl::desc("Attention heads"),
                                 cl::init(4), cl::cat(genCat));
static cl::opt<int64_t> seqOpt("seq", cl::desc("Sequence length"), cl::init(16),
                               cl::cat(genCat));
static cl::opt<int64_t> vocabOpt("vocab", cl::desc("Vocabulary size"),
                                 cl::init(128), cl::cat(genCat));
static cl::opt<int64_t>
    ffnOpt("ffn", cl::desc("Transformer MLP hidden width (default 4*d-model)"),
           cl::init(0), cl::cat(genCat));
static cl::opt<bool>
    tieOpt("tie-embeddings",
           cl::desc("Output projection is the transposed token embedding"),
           cl::init(true), cl::cat(genCat));
static cl::opt<LossKind> lossOpt(
    "loss",
    cl::desc("Loss (default mse for mlp, cross-entropy for transformer)"),
    cl::values(clEnumValN(LossKind::MSE, "mse", "Mean squared error"),
               clEnumValN(LossKind::CrossEntropy, "cross-entropy",
                          "Softmax cross-entropy")),
    cl::cat(genCat));
static cl::opt<OptimizerKind>
    optimizerOpt("optimizer", cl::desc("Optimizer"),
                 cl::values(clEnumValN(OptimizerKind::SGD, "sgd", "Plain SGD"),
                            clEnumValN(OptimizerKind::Momentum, "momentum",
                                       "SGD with momentum"),
                            clEnumValN(OptimizerKind::Adam, "adam", "Adam"),
                            clEnumValN(OptimizerKind::AdamW, "adamw",
                                       "Adam with decoupled weight decay")),
                 cl::init(OptimizerKind::SGD), cl::cat(genCat));
static cl::opt<double> lrOpt("lr", cl::desc("Learning rate"), cl::init(0.01),
                             cl::cat(genCat));
static cl::list<double> betasOpt("betas",
                                 cl::desc("Adam betas: beta1,beta2 "
                                          "(default 0.9,0.999)"),
                                 cl::CommaSeparated, cl::cat(genCat));
static cl::opt<double> epsOpt("eps", cl::desc("Adam epsilon"), cl::init(1e-8),
                              cl::cat(genCat));
static cl::opt<double> wdOpt("weight-decay",
                             cl::desc("Weight decay (L2 for sgd/momentum/adam, "
                                      "decoupled for adamw)"),
                             cl::init(0.0), cl::cat(genCat));
static cl::opt<double> momentumOpt("momentum", cl::desc("Momentum coefficient"),
                                   cl::init(0.9), cl::cat(genCat));
static cl::opt<double>
    clipOpt("clip-grad-norm",
            cl::desc("Clip gradients to this global L2 norm (0: off)"),
            cl::init(0.0), cl::cat(genCat));
enum class ParamType { F32, BF16 };
static cl::opt<ParamType>
    dtypeOpt("dtype", cl::desc("Parameter type"),
             cl::values(clEnumValN(ParamType::F32, "f32", "f32 parameters"),
                        clEnumValN(ParamType::BF16, "bf16",
                                   "bf16 parameters (compute, gradients and "
                                   "optimizer state stay f32)")),
             cl::init(ParamType::F32), cl::cat(genCat));
static cl::opt<int64_t> gridOpt("grid-size",
                                cl::desc("Ranks in the data-parallel group"),
                                cl::init(4), cl::cat(genCat));
static cl::opt<std::string>
    gridShapeOpt("grid",
                 cl::desc("Shape of the data-parallel grid, RxS (hybrid "
                          "sharding: R replicas of S shards) or N; instead "
                          "of --grid-size"),
                 cl::init(""), cl::cat(genCat));
static cl::opt<SyncKind>
    syncOpt("sync", cl::desc("How the gradient all-reduce is written"),
            cl::values(clEnumValN(SyncKind::FSDP, "fsdp", "fsdp.all_reduce"),
                       clEnumValN(SyncKind::Shard, "shard",
                                  "upstream shard.all_reduce")),
            cl::init(SyncKind::FSDP), cl::cat(genCat));
static cl::opt<bool>
    testMainOpt("emit-test-main",
                cl::desc("Also emit @main: deterministic arguments, one step, "
                         "print every result"),
                cl::init(false), cl::cat(genCat));
static cl::opt<bool> fdMainOpt(
    "emit-fd-main",
    cl::desc("Like --emit-test-main, then print the loss with single "
             "parameter entries moved by +-fd-eps (finite differences)"),
    cl::init(false), cl::cat(genCat));
static cl::opt<int64_t> fdProbesOpt("fd-probes",
                                    cl::desc("Probed entries per parameter"),
                                    cl::init(2), cl::cat(genCat));
static cl::opt<double> fdEpsOpt("fd-eps", cl::desc("Finite-difference step"),
                                cl::init(1e-2), cl::cat(genCat));
static cl::opt<bool>
    listArgsOpt("list-args",
                cl::desc("Print the argument table instead of the IR"),
                cl::init(false), cl::cat(genCat));
static cl::opt<bool> debugInfoOpt(
    "print-debuginfo",
    cl::desc("Print locations: every op and argument is named after its "
             "layer or parameter"),
    cl::init(false), cl::cat(genCat));
static cl::opt<std::string> outputOpt("o", cl::desc("Output file"),
                                      cl::value_desc("filename"), cl::init("-"),
                                      cl::cat(genCat));

/// Largest accepted size option; keeps element counts far from overflow.
static constexpr int64_t kMaxSize = int64_t(1) << 24;

/// Turns the command line into `GenOptions`; returns an error message when
/// an option is invalid.
static std::optional<std::string> readOptions(GenOptions &o) {
  auto positive = [](int64_t v, StringRef name) -> std::optional<std::string> {
    if (v <= 0)
      return ("--" + name + " must be positive, got " + Twine(v)).str();
    if (v > kMaxSize)
      return ("--" + name + " is too large: " + Twine(v)).str();
    return std::nullopt;
  };
  auto nonNegative = [](double v,
                        StringRef name) -> std::optional<std::string> {
    if (!(v >= 0.0) || std::isinf(v))
      return ("--" + name + " must be a finite non-negative number").str();
    return std::nullopt;
  };

  o.model = modelOpt;
  bool mlp = o.model == ModelKind::MLP;

  if (auto e = positive(layersOpt, "layers"))
    return e;
  o.layers = layersOpt;
  o.batch = batchOpt.getNumOccurrences() ? batchOpt.getValue() : (mlp ? 8 : 2);
  if (auto e = positive(o.batch, "batch"))
    return e;

  o.activation = activationOpt.getNumOccurrences()
                     ? activationOpt.getValue()
                     : (mlp ? Activation::ReLU : Activation::GELU);
  o.bias = biasOpt;

  if (mlp) {
    if (widthOpt.empty())
      o.widths.assign(o.layers + 1, 16);
    else if (widthOpt.size() == 1)
      o.widths.assign(o.layers + 1, widthOpt[0]);
    else if (static_cast<int64_t>(widthOpt.size()) == o.layers + 1)
      o.widths.assign(widthOpt.begin(), widthOpt.end());
    else
      return ("--width needs 1 or layers+1 = " + Twine(o.layers + 1) +
              " values, got " + Twine(widthOpt.size()))
          .str();
    for (int64_t w : o.widths)
      if (auto e = positive(w, "width"))
        return e;
  } else {
    if (!widthOpt.empty())
      return std::string("--width applies to --model=mlp; use --d-model");
    for (auto [v, name] : {std::pair<int64_t, StringRef>{dModelOpt, "d-model"},
                           {headsOpt, "heads"},
                           {seqOpt, "seq"},
                           {vocabOpt, "vocab"}})
      if (auto e = positive(v, name))
        return e;
    o.dModel = dModelOpt;
    o.heads = headsOpt;
    o.seq = seqOpt;
    o.vocab = vocabOpt;
    if (o.dModel % o.heads != 0)
      return ("--heads=" + Twine(o.heads) +
              " does not divide --d-model=" + Twine(o.dModel))
          .str();
    o.ffn = ffnOpt.getNumOccurrences() ? ffnOpt.getValue() : 4 * o.dModel;
    if (auto e = positive(o.ffn, "ffn"))
      return e;
    o.tieEmbeddings = tieOpt;
  }

  o.loss = lossOpt.getNumOccurrences()
               ? lossOpt.getValue()
               : (mlp ? LossKind::MSE : LossKind::CrossEntropy);
  o.optimizer = optimizerOpt;

  for (auto [v, name] : {std::pair<double, StringRef>{lrOpt, "lr"},
                         {epsOpt, "eps"},
                         {wdOpt, "weight-decay"},
                         {momentumOpt, "momentum"},
                         {clipOpt, "clip-grad-norm"},
                         {fdEpsOpt, "fd-eps"}})
    if (auto e = nonNegative(v, name))
      return e;
  o.lr = lrOpt;
  o.eps = epsOpt;
  o.weightDecay = wdOpt;
  o.momentum = momentumOpt;
  o.clipGradNorm = clipOpt;
  if (!betasOpt.empty()) {
    if (betasOpt.size() != 2)
      return std::string("--betas needs two values: beta1,beta2");
    o.beta1 = betasOpt[0];
    o.beta2 = betasOpt[1];
  }
  for (double beta : {o.beta1, o.beta2})
    if (!(beta >= 0.0 && beta < 1.0))
      return std::string("--betas must lie in [0, 1)");

  o.bf16 = dtypeOpt == ParamType::BF16;

  if (auto e = positive(gridOpt, "grid-size"))
    return e;
  o.gridShape = {gridOpt};
  if (!gridShapeOpt.empty()) {
    if (gridOpt.getNumOccurrences())
      return std::string("--grid and --grid-size are exclusive");
    o.gridShape.clear();
    SmallVector<StringRef> dims;
    StringRef(gridShapeOpt).split(dims, 'x');
    for (StringRef dim : dims) {
      int64_t size = 0;
      if (dim.getAsInteger(10, size) || size <= 0)
        return "--grid must be positive sizes joined by 'x' (like 2x4), got '" +
               gridShapeOpt + "'";
      o.gridShape.push_back(size);
    }
  }
  o.sync = syncOpt;

  if (fdMainOpt) {
    if (o.bf16)
      return std::string("--emit-fd-main needs --dtype=f32");
    if (auto e = positive(fdProbesOpt, "fd-probes"))
      return e;
    o.testMain = TestMainKind::FiniteDiff;
    o.fdProbes = fdProbesOpt;
    // A zero step divides by zero in the finite difference.
    if (!(fdEpsOpt > 0) || std::isinf(fdEpsOpt))
      return std::string("--fd-eps must be a finite positive number");
    o.fdEps = fdEpsOpt;
  } else if (testMainOpt) {
    o.testMain = TestMainKind::Values;
  }
  return std::nullopt;
}

static StringRef roleName(ArgRole role) {
  switch (role) {
  case ArgRole::Param:
    return "param";
  case ArgRole::OptState:
    return "opt_state";
  case ArgRole::Step:
    return "step";
  case ArgRole::Input:
    return "input";
  }
  return "?";
}

/// One line per argument: index role name shape element-type init-scale
/// init-offset modulus.
static void printArgTable(llvm::raw_ostream &os, ArrayRef<ArgSpec> args) {
  for (auto [i, a] : llvm::enumerate(args)) {
    os << i << ' ' << roleName(a.role) << ' ' << a.name << ' ';
    if (a.shape.empty())
      os << "scalar";
    llvm::interleave(a.shape, os, "x");
    os << ' '
       << (a.elementKind == 'b'   ? "bf16"
           : a.elementKind == 'i' ? "i64"
                                  : "f32")
       << ' ' << a.initScale << ' ' << a.initOffset << ' ' << a.modulus << '\n';
  }
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::HideUnrelatedOptions(genCat);
  auto fail = [](const Twine &msg) {
    llvm::errs() << "fsdp-gen: error: " << msg << "\n";
    return 1;
  };

  // Command-line errors are reported on one line like every other error
  // (LLVM adds "Did you mean" lines).
  std::string clErrors;
  llvm::raw_string_ostream clErrorStream(clErrors);
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "fsdp-gen: generates DDP training steps\n",
                                   &clErrorStream)) {
    // Bad option values are already reported (on one line) by the parser.
    StringRef first = StringRef(clErrors).split('\n').first;
    if (first.trim().empty())
      return 1;
    first.consume_front("fsdp-gen: ");
    return fail(first.trim());
  }

  // LLVM lets a scalar option repeat and keeps the last value; a repeated
  // --model is more likely a mistake than an override.
  for (auto &entry : cl::getRegisteredOptions()) {
    cl::Option *o = entry.second;
    if (o->getNumOccurrencesFlag() == cl::Optional &&
        o->getNumOccurrences() > 1 &&
        llvm::is_contained(o->Categories, &genCat))
      return fail("--" + o->ArgStr.str() + " is given " +
                  std::to_string(o->getNumOccurrences()) + " times");
  }

  GenOptions opts;
  if (std::optional<std::string> err = readOptions(opts))
    return fail(*err);

  MLIRContext ctx;
  ctx.loadDialect<fsdp::FSDPDialect, arith::ArithDialect, func::FuncDialect,
                  linalg::LinalgDialect, math::MathDialect, scf::SCFDialect,
                  shard::ShardDialect, tensor::TensorDialect>();

  std::unique_ptr<Model> model =
      opts.model == ModelKind::MLP ? createMLP(opts) : createTransformer(opts);
  StepContext step(opts, &ctx);
  std::string error;
  OwningOpRef<ModuleOp> module = step.build(*model, error);
  if (!module)
    return fail(error);

  if (opts.testMain != TestMainKind::None) {
    emitTestMain(*module, step.args(), step.numParams(), opts);
    if (failed(verify(*module)))
      return fail("internal error: the test main does not verify");
  }

  std::string errorMessage;
  auto output = openOutputFile(outputOpt, &errorMessage);
  if (!output)
    return fail(errorMessage);
  if (listArgsOpt)
    printArgTable(output->os(), step.args());
  else
    module->print(output->os(),
                  OpPrintingFlags().assumeVerified().enableDebugInfo(
                      debugInfoOpt, /*prettyForm=*/false));
  output->keep();
  return 0;
}
