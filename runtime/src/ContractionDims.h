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
#include <string>

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

/// What is wrong with a contraction's element types, dimension list or
/// operand pointers, or "": the checks both entry points make first.
inline std::string checkArguments(int aType, int bType, int cType,
                                  int64_t ndims, const int64_t *dimWords,
                                  const void *a, const void *b, const void *c) {
  auto isFloat = [](int t) {
    return t == FSDP_RT_F32 || t == FSDP_RT_F64 || t == FSDP_RT_BF16 ||
           t == FSDP_RT_F16;
  };
  if (!isFloat(aType) || !isFloat(bType) ||
      (cType != FSDP_RT_F32 && cType != FSDP_RT_F64))
    return "element types must be floats with an f32 or f64 result";
  if (cType == FSDP_RT_F32 && (aType == FSDP_RT_F64 || bType == FSDP_RT_F64))
    return "an f64 operand cannot feed an f32 result";
  if (ndims < 0 || ndims > 64 || (ndims > 0 && !dimWords))
    return "bad dimension list";
  if (!a || !b || !c)
    return "null operand";
  return "";
}

/// Reads dimension `i` of `dimWords` (role, size, the strides of A, B and C;
/// an operand without the role gets stride 0) into `d`; returns what is
/// wrong with it, or "".
inline std::string readDim(const int64_t *dimWords, int64_t i, Dim &d) {
  const int64_t *w = dimWords + 5 * i;
  d = Dim{int(w[0]), w[1], {w[2], w[3], w[4]}};
  if (d.role < FSDP_RT_DIM_BATCH || d.role > FSDP_RT_DIM_K || d.size < 0)
    return "dimension " + std::to_string(i) + " has role " +
           std::to_string(d.role) + " and size " + std::to_string(d.size);
  for (int x = 0; x < 3; ++x)
    if (!hasRole(x, d.role))
      d.stride[x] = 0;
  return "";
}

} // namespace fsdp_rt::contraction

#endif // FSDP_RT_SRC_CONTRACTIONDIMS_H
