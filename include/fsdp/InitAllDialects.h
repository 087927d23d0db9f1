//===- InitAllDialects.h - The dialects of a training step ------*- C++ -*-===//
//
// One registration of what a training step is written in, shared by the
// tools that parse one (fsdp-opt, fsdp-run), so that what the frontends emit
// (torch-mlir's and StableHLO's linalg-on-tensors) parses and inlines the
// same way everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_INITALLDIALECTS_H
#define FSDP_INITALLDIALECTS_H

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir::fsdp {

/// Registers the fsdp dialect and the dialects a training step is written
/// in, with the func dialect's inliner extension (the other dialects register
/// their inliner interfaces themselves): frontends emit the step as calls of
/// private functions (`--inline` must see through them).
inline void registerStepDialects(DialectRegistry &registry) {
  registry.insert<FSDPDialect, arith::ArithDialect,
                  bufferization::BufferizationDialect, cf::ControlFlowDialect,
                  func::FuncDialect, linalg::LinalgDialect, math::MathDialect,
                  memref::MemRefDialect, scf::SCFDialect, shard::ShardDialect,
                  tensor::TensorDialect>();
  func::registerInlinerExtension(registry);
}

} // namespace mlir::fsdp

#endif // FSDP_INITALLDIALECTS_H
