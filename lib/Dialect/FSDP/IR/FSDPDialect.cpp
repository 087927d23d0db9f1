//===- FSDPDialect.cpp - FSDP dialect and its attributes ------------------===//

#include "fsdp/Dialect/FSDP/IR/FSDPDialect.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

#include "fsdp/Dialect/FSDP/IR/FSDPEnums.cpp.inc"
#include "fsdp/Dialect/FSDP/IR/FSDPOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "fsdp/Dialect/FSDP/IR/FSDPOpsTypes.cpp.inc"

namespace {
/// Every fsdp op may be inlined: its collectives name their grid by a
/// symbol of the module, which inlining within the module keeps, and hold no
/// state of the function they are in.
struct FSDPInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void FSDPDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "fsdp/Dialect/FSDP/IR/FSDPOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "fsdp/Dialect/FSDP/IR/FSDPOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fsdp/Dialect/FSDP/IR/FSDPAttrs.cpp.inc"
      >();
  addInterfaces<FSDPInlinerInterface>();
}

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr grid,
                                   ArrayRef<int16_t> axes, int64_t dim,
                                   ArrayRef<int64_t> shape, int64_t pad) {
  if (dim < 0 || dim >= static_cast<int64_t>(shape.size()))
    return emitError() << "sharded dimension " << dim
                       << " is out of range for a rank-" << shape.size()
                       << " shape";
  if (pad < 0)
    return emitError() << "padding must be non-negative, got " << pad;
  for (size_t i = 1; i < axes.size(); ++i)
    if (axes[i] <= axes[i - 1])
      return emitError() << "grid axes must be strictly increasing";
  return success();
}

/// Verifies the training-step attributes that the dialect owns on a function
/// argument (`isResult` false) or result. Cross-argument rules (the index of
/// `fsdp.updates`, matching types) belong to the passes that rely on them.
static LogicalResult verifyStepAttribute(Operation *op, NamedAttribute attr,
                                         bool isResult, unsigned index) {
  StringRef name = attr.getName().getValue();
  StringRef where = isResult ? "result" : "argument";
  auto fail = [&]() {
    return op->emitOpError() << where << " " << index << ": ";
  };
  if (name == FSDPDialect::kStateAttrName) {
    if (isResult)
      return fail() << "'" << name << "' belongs on arguments, not results";
    if (!isa<UnitAttr>(attr.getValue()))
      return fail() << "'" << name << "' must be a unit attribute";
    return success();
  }
  if (name == FSDPDialect::kUpdatesAttrName) {
    if (!isResult)
      return fail() << "'" << name << "' belongs on results, not arguments";
    auto index = dyn_cast<IntegerAttr>(attr.getValue());
    if (!index || !index.getType().isInteger(64))
      return fail() << "'" << name << "' must be an i64 argument index";
    return success();
  }
  if (name == FSDPDialect::kLossAttrName) {
    if (!isResult)
      return fail() << "'" << name << "' belongs on results, not arguments";
    if (!isa<UnitAttr>(attr.getValue()))
      return fail() << "'" << name << "' must be a unit attribute";
    return success();
  }
  if (name == FSDPDialect::kShardingAttrName) {
    if (!isa<ShardingAttr>(attr.getValue()))
      return fail() << "'" << name << "' must be a #fsdp.sharding attribute";
    return success();
  }
  if (name == FSDPDialect::kHyperparameterAttrName) {
    if (isResult)
      return fail() << "'" << name << "' belongs on arguments, not results";
    auto str = dyn_cast<StringAttr>(attr.getValue());
    if (!str || str.getValue().empty())
      return fail() << "'" << name << "' must be a non-empty string (its name)";
    return success();
  }
  return fail() << "unknown attribute '" << name << "' of the fsdp dialect";
}

LogicalResult FSDPDialect::verifyRegionArgAttribute(Operation *op,
                                                    unsigned regionIndex,
                                                    unsigned argIndex,
                                                    NamedAttribute attr) {
  return verifyStepAttribute(op, attr, /*isResult=*/false, argIndex);
}

LogicalResult FSDPDialect::verifyRegionResultAttribute(Operation *op,
                                                       unsigned regionIndex,
                                                       unsigned resultIndex,
                                                       NamedAttribute attr) {
  return verifyStepAttribute(op, attr, /*isResult=*/true, resultIndex);
}

LogicalResult FSDPDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  // The module-level records the passes read back (fsdp-set-target,
  // fsdp-set-strategy): a malformed one would otherwise be read as absent.
  // The other `fsdp.` attributes on ops belong to the passes that set them.
  StringRef name = attr.getName().getValue();
  if (name == kStrategyAttrName) {
    auto word = dyn_cast<StringAttr>(attr.getValue());
    if (!word || !symbolizeStrategy(word.getValue()))
      return op->emitOpError()
             << "'" << name
             << "' must be a string naming a strategy (full-shard, "
                "shard-grad-op, no-shard or hybrid)";
    return success();
  }
  if (name == kTargetAttrName) {
    auto target = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!target || !target.getAs<StringAttr>("profile"))
      return op->emitOpError() << "'" << name
                               << "' must be a dictionary with a string "
                                  "'profile' (the machine profile)";
    return success();
  }
  return success();
}
