//===- GenOptions.h - What fsdp-gen is asked to generate --------*- C++ -*-===//

#ifndef FSDP_TOOLS_FSDP_GEN_GENOPTIONS_H
#define FSDP_TOOLS_FSDP_GEN_GENOPTIONS_H

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <string>

namespace fsdpgen {

enum class ModelKind { MLP, Transformer };
enum class LossKind { MSE, CrossEntropy };
enum class OptimizerKind { SGD, Momentum, Adam, AdamW };
enum class Activation { ReLU, GELU };
enum class SyncKind { FSDP, Shard };
enum class TestMainKind { None, Values, FiniteDiff };

/// A validated description of the training step to emit.
struct GenOptions {
  ModelKind model = ModelKind::MLP;
  int64_t layers = 2;
  int64_t batch = 8;
  Activation activation = Activation::ReLU;
  bool bias = true;

  /// MLP: the widths of the layer boundaries, input first (layers + 1).
  llvm::SmallVector<int64_t> widths;

  /// Transformer.
  int64_t dModel = 64;
  int64_t heads = 4;
  int64_t seq = 16;
  int64_t vocab = 128;
  int64_t ffn = 256;
  bool tieEmbeddings = true;

  LossKind loss = LossKind::MSE;
  OptimizerKind optimizer = OptimizerKind::SGD;
  double lr = 0.01;
  double beta1 = 0.9;
  double beta2 = 0.999;
  double eps = 1e-8;
  double weightDecay = 0.0;
  double momentum = 0.9;
  /// Global gradient-norm clipping threshold; 0 disables clipping.
  double clipGradNorm = 0.0;

  bool bf16 = false;
  /// Shape of `shard.grid @dp`; the gradients are all-reduced over all of
  /// its axes (data parallel over every rank).
  std::vector<int64_t> gridShape = {4};
  SyncKind sync = SyncKind::FSDP;

  TestMainKind testMain = TestMainKind::None;
  int64_t fdProbes = 2;
  double fdEps = 1e-2;

  bool usesAdam() const {
    return optimizer == OptimizerKind::Adam ||
           optimizer == OptimizerKind::AdamW;
  }
};

} // namespace fsdpgen

#endif // FSDP_TOOLS_FSDP_GEN_GENOPTIONS_H
