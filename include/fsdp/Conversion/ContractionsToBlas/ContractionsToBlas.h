//===- ContractionsToBlas.h - Contractions on buffers to BLAS ---*- C++ -*-===//

#ifndef FSDP_CONVERSION_CONTRACTIONSTOBLAS_H
#define FSDP_CONVERSION_CONTRACTIONSTOBLAS_H

#include "mlir/Support/LogicalResult.h"

namespace mlir {
class ModuleOp;
class RewritePatternSet;

namespace fsdp {
/// Where the buffers of the contractions live, which picks the runtime entry.
enum class ContractionDevice {
  Cpu, // fsdp_rt_mlir_contract (a CBLAS library)
  Cuda // fsdp_rt_mlir_contract_cuda (cuBLAS, libfsdp_rt_cuda)
};

/// Patterns replacing each linalg contraction on buffers that a BLAS GEMM can
/// run (f32/f64 result, multiply-add body, see fsdp-contractions-to-blas) by
/// a call of `fsdp_rt_mlir_contract`; a zero linalg.fill of the output right
/// before it is folded into the call, which passes the step's context first
/// (createRuntimeCall). The callee and the context's global must be declared
/// (declareContractFunction). With ContractionDevice::Cuda the callee is
/// `fsdp_rt_mlir_contract_cuda`, and only what cuBLAS runs is converted
/// (equal input types, not inside scf.parallel/gpu.launch).
void populateContractionsToBlasPatterns(
    RewritePatternSet &patterns,
    ContractionDevice device = ContractionDevice::Cpu);

/// Declares the contraction entry of `device` in `module`, with the
/// step-context global, if something calls it and it is not declared yet,
/// and stamps the runtime ABI version the call
/// targets (stampRuntimeAbiVersion, which may fail).
LogicalResult
declareContractFunction(ModuleOp module,
                        ContractionDevice device = ContractionDevice::Cpu);
} // namespace fsdp
} // namespace mlir

#endif // FSDP_CONVERSION_CONTRACTIONSTOBLAS_H
