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

#include <type_traits>

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

/// Whether a C function type's first parameter is the step's context.
template <typename Signature> struct TakesStepContext : std::false_type {};
template <typename Result, typename... Params>
struct TakesStepContext<Result(fsdp_rt_context *, Params...)> : std::true_type {
};

struct RuntimeFnInfo {
  StringLiteral name;
  FunctionType (*type)(MLIRContext *);
  bool takesStepContext;
};

constexpr RuntimeFnInfo kRuntimeFns[] = {
#define FSDP_RT_ENTRY_POINT(NAME, RESULT, PARAMS)                              \
  {"fsdp_rt_mlir_" #NAME, &AbiSignature<RESULT PARAMS>::get,                   \
   TakesStepContext<RESULT PARAMS>::value},
#define FSDP_RT_CUDA_ENTRY_POINT(NAME, RESULT, PARAMS)                         \
  {"fsdp_rt_mlir_" #NAME, &AbiSignature<RESULT PARAMS>::get,                   \
   TakesStepContext<RESULT PARAMS>::value},
#include "fsdp_rt/fsdp_rt_abi.def"
};

constexpr StringLiteral kStepContextSymbol =
#define FSDP_RT_STEP_CONTEXT(NAME) #NAME
#include "fsdp_rt/fsdp_rt_abi.def"
    ;

/// Defines the step-context global in `module` unless it exists: weak and
/// null, so that modules linked together share one, and a module nobody
/// binds fails its calls with FSDP_RT_NOT_INITIALIZED.
void declareStepContext(ModuleOp module) {
  if (module.lookupSymbol(kStepContextSymbol))
    return;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  auto global = LLVM::GlobalOp::create(b, module.getLoc(), ptr,
                                       /*isConstant=*/false,
                                       LLVM::Linkage::Weak, kStepContextSymbol,
                                       /*value=*/Attribute());
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  Value null = LLVM::ZeroOp::create(b, module.getLoc(), ptr);
  LLVM::ReturnOp::create(b, module.getLoc(), null);
}

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

bool mlir::fsdp::takesStepContext(RuntimeFn fn) {
  return info(fn).takesStepContext;
}

StringRef mlir::fsdp::getStepContextSymbol() { return kStepContextSymbol; }

func::CallOp mlir::fsdp::createRuntimeCall(OpBuilder &b, Location loc,
                                           RuntimeFn fn, ValueRange args) {
  SmallVector<Value> operands;
  if (takesStepContext(fn)) {
    auto ptr = LLVM::LLVMPointerType::get(b.getContext());
    Value slot = LLVM::AddressOfOp::create(b, loc, ptr, kStepContextSymbol);
    operands.push_back(LLVM::LoadOp::create(b, loc, ptr, slot));
  }
  llvm::append_range(operands, args);
  return func::CallOp::create(b, loc, getRuntimeFnName(fn),
                              getRuntimeFnType(b.getContext(), fn).getResults(),
                              operands);
}

void mlir::fsdp::declareRuntimeFn(ModuleOp module, RuntimeFn fn) {
  if (takesStepContext(fn))
    declareStepContext(module);
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
