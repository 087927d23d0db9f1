//===- StepBuilder.h - The skeleton of a DDP training step ------*- C++ -*-===//
//
// Owns everything of a training step that does not depend on the model: the
// argument list of the input contract (parameters, optimizer state, step
// counter, per-rank inputs), the gradient all-reduces, the loss all-reduce,
// gradient clipping, the optimizer update and the results.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_TOOLS_FSDP_GEN_STEPBUILDER_H
#define FSDP_TOOLS_FSDP_GEN_STEPBUILDER_H

#include "GenOptions.h"
#include "TensorBuilder.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <memory>
#include <optional>

namespace fsdpgen {

enum class ArgRole { Param, OptState, Step, Input };

/// One argument of @train_step, with the deterministic initial value the test
/// main gives it:
///   r = (linear_index * 2654435761 + seed * 97) mod M
///   float data: value = f32(r - 500) * scale + offset   (M = 1000)
///   integer ids: value = r                                (M = modulus)
/// where seed is the argument's position.
struct ArgSpec {
  std::string name;
  llvm::SmallVector<int64_t> shape;
  ArgRole role;
  /// 'f' for f32, 'b' for bf16, 'i' for i64.
  char elementKind = 'f';
  double initScale = 0.0;
  double initOffset = 0.0;
  /// Integer ids are drawn modulo this (0 for float data).
  int64_t modulus = 0;
  /// Argument index of the parameter an optimizer state belongs to.
  int64_t paramArg = -1;

  mlir::Type elementType(mlir::MLIRContext *ctx) const;
  mlir::RankedTensorType type(mlir::MLIRContext *ctx) const;
  int64_t numElements() const;
};

/// How a parameter is initialised by the test main.
enum class ParamInit { Weight, Bias, Gain, Embedding };

class StepContext;

/// A model: declares its parameters and inputs, then emits forward and
/// backward.
class Model {
public:
  virtual ~Model() = default;
  /// Declares parameters (in argument order) and per-rank inputs.
  virtual void declare(StepContext &ctx) = 0;
  /// Emits forward and backward. Hands every parameter gradient to
  /// `ctx.setGradient` as soon as it is complete; returns the local mean loss
  /// (tensor<f32>).
  virtual mlir::Value emit(StepContext &ctx) = 0;
};

std::unique_ptr<Model> createMLP(const GenOptions &opts);
std::unique_ptr<Model> createTransformer(const GenOptions &opts);

/// What a model sees while it is declared and emitted.
class StepContext {
public:
  StepContext(const GenOptions &opts, mlir::MLIRContext *ctx);

  const GenOptions &opts;

  /// Declaration phase. Returns the parameter (resp. input) number.
  unsigned addParam(llvm::StringRef name, llvm::ArrayRef<int64_t> shape,
                    ParamInit init);
  unsigned addFloatInput(llvm::StringRef name, llvm::ArrayRef<int64_t> shape);
  unsigned addIdInput(llvm::StringRef name, llvm::ArrayRef<int64_t> shape,
                      int64_t modulus);

  /// Emission phase.
  TensorBuilder &tb() { return *tensorBuilder; }
  /// Parameter `i` as f32 (extended once from bf16 when parameters are bf16).
  mlir::Value param(unsigned i);
  mlir::Value input(unsigned i);
  /// Records the complete local gradient of parameter `i` and all-reduces it.
  void setGradient(unsigned i, mlir::Value grad);
  /// Sets the location of the ops emitted next to a name (a layer).
  void setScope(llvm::StringRef name);

  /// Builds the whole module. Returns null and sets `error` on failure.
  mlir::OwningOpRef<mlir::ModuleOp> build(Model &model, std::string &error);

  llvm::ArrayRef<ArgSpec> args() const { return argSpecs; }
  unsigned numParams() const { return paramSpecs.size(); }

private:
  mlir::Value allReduceAvg(mlir::Value v);
  void layoutArguments();
  llvm::SmallVector<mlir::Value> emitOptimizer(mlir::OpBuilder &b);

  mlir::MLIRContext *ctx;
  std::unique_ptr<mlir::OpBuilder> builder;
  std::unique_ptr<TensorBuilder> tensorBuilder;

  llvm::SmallVector<ArgSpec> paramSpecs, inputSpecs;
  /// The final argument list and where each part starts.
  llvm::SmallVector<ArgSpec> argSpecs;
  unsigned firstInputArg = 0;
  std::optional<unsigned> stepArg;

  mlir::Block *body = nullptr;
  llvm::SmallVector<mlir::Value> paramF32;
  llvm::SmallVector<mlir::Value> grads;
};

} // namespace fsdpgen

#endif // FSDP_TOOLS_FSDP_GEN_STEPBUILDER_H
