//===- StepOpInterface.cpp - An op's rules in a training step -------------===//

#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.h"
#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"

using namespace mlir;
using namespace mlir::fsdp;

#include "fsdp/Dialect/FSDP/Interfaces/StepOpInterface.cpp.inc"
