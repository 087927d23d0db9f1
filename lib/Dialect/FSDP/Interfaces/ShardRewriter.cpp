//===- ShardRewriter.cpp - What a sharding rule may ask of its pass -------===//

#include "fsdp/Dialect/FSDP/Interfaces/ShardRewriter.h"

using namespace mlir;
using namespace mlir::fsdp;

// Anchors the vtable in this library.
ShardRewriter::~ShardRewriter() = default;
