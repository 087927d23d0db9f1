//===- RuntimeABI.h - fsdp_rt entry points and codes ------------*- C++ -*-===//
//
// The compiler's side of runtime/include/fsdp_rt/fsdp_rt_abi.def: the entry
// points compiled code calls, their MLIR signatures, the dtype and
// reduction codes, and the ABI version stamped into lowered modules.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_CONVERSION_FSDPTORUNTIME_RUNTIMEABI_H
#define FSDP_CONVERSION_FSDPTORUNTIME_RUNTIMEABI_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <optional>

namespace mlir::fsdp {

enum class Reduction : uint32_t;

/// The runtime functions compiled code may call, named as in fsdp_rt_abi.def
/// (`all_reduce` is `fsdp_rt_mlir_all_reduce`).
enum class RuntimeFn : unsigned {
#define FSDP_RT_ENTRY_POINT(NAME, RESULT, PARAMS) NAME,
#define FSDP_RT_CUDA_ENTRY_POINT(NAME, RESULT, PARAMS) NAME,
#include "fsdp_rt/fsdp_rt_abi.def"
};

/// The C symbol of `fn`, e.g. "fsdp_rt_mlir_all_reduce".
StringRef getRuntimeFnName(RuntimeFn fn);

/// The signature compiled code calls `fn` with: i32/i64 for the C integers,
/// `!llvm.ptr` for pointers.
FunctionType getRuntimeFnType(MLIRContext *context, RuntimeFn fn);

/// Declares `fn` in `module` (private, with getRuntimeFnType) unless a symbol
/// of that name exists, and the step-context global when `fn` takes it.
void declareRuntimeFn(ModuleOp module, RuntimeFn fn);

/// Whether the first parameter of `fn` is the step's context (a
/// `fsdp_rt_context *` in fsdp_rt_abi.def).
bool takesStepContext(RuntimeFn fn);

/// The global (FSDP_RT_STEP_CONTEXT in fsdp_rt_abi.def) through which the
/// host binds a loaded module to the runtime context its calls act on.
StringRef getStepContextSymbol();

/// A call of `fn` (declared with declareRuntimeFn) with `args`; when `fn`
/// takes the step's context, it is loaded from the step-context global and
/// passed first, so callers never name it.
func::CallOp createRuntimeCall(OpBuilder &b, Location loc, RuntimeFn fn,
                               ValueRange args);

/// The fsdp_rt_dtype code of an element type, if the runtime has one.
std::optional<int32_t> getRuntimeDtype(Type type);

/// The fsdp_rt_reduction code of `reduction` (the enums agree, checked at
/// compile time).
int32_t getRuntimeReduction(Reduction reduction);

/// The module attribute recording the fsdp_rt ABI version the module's
/// runtime calls were emitted for.
inline constexpr StringLiteral kRuntimeAbiVersionAttrName =
    "fsdp_rt.abi_version";

/// FSDP_RT_ABI_VERSION of the runtime headers the compiler was built with:
/// the version of the calls it emits.
int64_t getTargetRuntimeAbiVersion();

/// The version stamped into `module`, if any.
std::optional<int64_t> getRuntimeAbiVersion(ModuleOp module);

/// Stamps getTargetRuntimeAbiVersion() into `module`. Fails, with an error on
/// the module, when it already carries another version: calls emitted for
/// two versions of the runtime cannot run together.
LogicalResult stampRuntimeAbiVersion(ModuleOp module);

} // namespace mlir::fsdp

#endif // FSDP_CONVERSION_FSDPTORUNTIME_RUNTIMEABI_H
