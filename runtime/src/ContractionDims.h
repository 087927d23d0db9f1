//===- ContractionDims.h - Loop dimensions of a contraction -----*- C++ -*-===//
//
// The dimension records of fsdp_rt_mlir_contract and its CUDA twin, as both
// the BLAS and the cuBLAS entry read them: which operand has a dimension of
// which role, and its size and strides.
//
//===----------------------------------------------------------------------===//

#ifndef FSDP_RT_SRC_CONTRACTIONDIMS_H
#define FSDP_RT_SRC_CONTRACTIONDIMS_H

#include "fsdp_rt/fsdp_rt.h"

#include <cstdint>

namespace fsdp_rt::contraction {

enum Operand { A = 0, B = 1, C = 2 };

/// One loop dimension of the contraction.
struct Dim {
  int role;
  int64_t size;
  int64_t stride[3];
};

/// Does operand `x` have a dimension of `role`?
inline bool hasRole(int x, int role) {
  switch (role) {
  case FSDP_RT_DIM_BATCH:
    return true;
  case FSDP_RT_DIM_M:
    return x != B;
  case FSDP_RT_DIM_N:
    return x != A;
  default:
    return x != C;
  }
}

} // namespace fsdp_rt::contraction

#endif // FSDP_RT_SRC_CONTRACTIONDIMS_H
