//===- RuntimeABI.cpp - fsdp_rt entry points and codes --------------------===//
//
// Everything here is derived from fsdp_rt_abi.def and fsdp_rt.h (headers
// only: the compiler does not link the runtime).
//
//===----------------------------------------------------------------------===//

#include "fsdp/Conversion/FSDPToRuntime/RuntimeABI.h"
#include "fsdp/Dialect/FSDP/IR/FSDPOps.h"

#include "fsdp_rt/fsdp_rt.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::fsdp;

// fsdp::Reduction (FSDPBase.td) is passed to the runtime as its code: the
// two enums must agree value for value.
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE)                                \
  static_assert(static_cast<int>(FSDP_RT_##NAME) == CODE &&                    \
                    static_cast<int>(Reduction::SPELLING) == CODE,             \
                "fsdp::Reduction::" #SPELLING " is not FSDP_RT_" #NAME);
#include "fsdp_rt/fsdp_rt_abi.def"
static constexpr unsigned kNumRuntimeReductions = 0
#define FSDP_RT_REDUCTION(NAME, SPELLING, CODE) +1
#include "fsdp_rt/fsdp_rt_abi.def"
    ;
static_assert(getMaxEnumValForReduction() + 1 == kNumRuntimeReductions,
              "fsdp::Reduction has a value the runtime does not know");

namespace {
/// The MLIR type of a C parameter or result type of an entry point.
template <typename T> struct AbiType;
template <> struct AbiType<int32_t> {
  static Type get(MLIRContext *c) { return IntegerType::get(c, 32); }
};
template <> struct AbiType<int64_t> {
  static Type get(MLIRContext *c) { return IntegerType::get(c, 64); }
};
template <typename T> struct AbiType<T *> {
  static Type get(MLIRContext *c) { return LLVM::LLVMPointerType::get(c); }
};

/// The MLIR function type of a C function type.
template <typename Signature> struct AbiSignature;
template <typename Result, typename... Params>
struct AbiSignature<Result(Params...)> {
  static FunctionType get(MLIRContext *c) {
    return FunctionType::get(c, {AbiType<Params>::get(c)...},
                             {AbiType<Result>::get(c)});
  }
};

struct RuntimeFnInfo {
  StringLiteral name;
  FunctionType (*type)(MLIRContext *);
};

constexpr RuntimeFnInfo kRuntimeFns[] = {
#define FSDP_RT_ENTRY_POINT(NAME, RESULT, PARAMS)                              \
  {"fsdp_rt_mlir_" #NAME, &AbiSignature<RESULT PARAMS>::get},
#define FSDP_RT_CUDA_ENTRY_POINT(NAME, RESULT, PARAMS)                         \
  {"fsdp_rt_mlir_" #NAME, &AbiSignature<RESULT PARAMS>::get},
#include "fsdp_rt/fsdp_rt_abi.def"
};

const RuntimeFnInfo &info(RuntimeFn fn) {
  return kRuntimeFns[static_cast<unsigned>(fn)];
}

/// Whether `type` is the element type of a dtype of `cls` and `bits`.
enum class DtypeClass { FLOAT, BFLOAT, INT };
bool isDtype(Type type, DtypeClass cls, unsigned bits) {
  switch (cls) {
  case DtypeClass::FLOAT:
    return (bits == 16 && type.isF16()) || (bits == 32 && type.isF32()) ||
           (bits == 64 && type.isF64());
  case DtypeClass::BFLOAT:
    return bits == 16 && type.isBF16();
  case DtypeClass::INT:
    return type.isInteger(bits);
  }
  return false;
}
} // namespace

StringRef mlir::fsdp::getRuntimeFnName(RuntimeFn fn) { return info(fn).name; }

FunctionType mlir::fsdp::getRuntimeFnType(MLIRContext *context, RuntimeFn fn) {
  return info(fn).type(context);
}

void mlir::fsdp::declareRuntimeFn(ModuleOp module, RuntimeFn fn) {
  StringRef name = getRuntimeFnName(fn);
  if (module.lookupSymbol(name))
    return;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto decl = func::FuncOp::create(b, module.getLoc(), name,
                                   getRuntimeFnType(module.getContext(), fn));
  decl.setPrivate();
}

std::optional<int32_t> mlir::fsdp::getRuntimeDtype(Type type) {
#define FSDP_RT_DTYPE(NAME, CODE, BYTES, CLASS, BITS)                          \
  if (isDtype(type, DtypeClass::CLASS, BITS))                                  \
    return CODE;
#include "fsdp_rt/fsdp_rt_abi.def"
  return std::nullopt;
}

int32_t mlir::fsdp::getRuntimeReduction(Reduction reduction) {
  return static_cast<int32_t>(reduction);
}

int64_t mlir::fsdp::getTargetRuntimeAbiVersion() { return FSDP_RT_ABI_VERSION; }

std::optional<int64_t> mlir::fsdp::getRuntimeAbiVersion(ModuleOp module) {
  if (auto attr =
          module->getAttrOfType<IntegerAttr>(kRuntimeAbiVersionAttrName))
    return attr.getInt();
  return std::nullopt;
}

LogicalResult mlir::fsdp::stampRuntimeAbiVersion(ModuleOp module) {
  int64_t target = getTargetRuntimeAbiVersion();
  if (Attribute existing = module->getAttr(kRuntimeAbiVersionAttrName)) {
    auto version = dyn_cast<IntegerAttr>(existing);
    if (version && version.getInt() == target)
      return success();
    InFlightDiagnostic diag = module.emitError()
                              << "the module's runtime calls target fsdp_rt "
                                 "ABI version ";
    if (version)
      diag << version.getInt();
    else
      diag << existing;
    return diag << " (" << kRuntimeAbiVersionAttrName
                << "), this compiler emits version " << target;
  }
  module->setAttr(
      kRuntimeAbiVersionAttrName,
      IntegerAttr::get(IntegerType::get(module.getContext(), 64), target));
  return success();
}
