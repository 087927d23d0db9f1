//===- StepOpModels.cpp - Every built-in StepOpInterface model ------------===//

#include "fsdp/Dialect/FSDP/Extensions/StepOpModels.h"

using namespace mlir;

void mlir::fsdp::registerStepOpExternalModels(DialectRegistry &registry) {
  registerTensorStepOpModels(registry);
  registerLinalgStepOpModels(registry);
}
